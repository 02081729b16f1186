// Plays a step's events on the table: cards dealt and played, chips
// flowing to pools, bets, payments. Each moving thing is a pixmap item,
// so a frame only moves pixmaps. `finished` says the table is ready for
// the next decision; a click or skip() ends the animations at once.
#pragma once

#include "poch/event.h"

#include <QObject>
#include <QAbstractAnimation>
#include <QPointer>

class QAbstractAnimation;
class QGraphicsItem;

namespace poch::app {

class TableScene;

class TableAnimator final : public QObject {
    Q_OBJECT
public:
    explicit TableAnimator(TableScene* scene, QObject* parent = nullptr);

    // 0 is instant; 1 normal; 2 slow.
    void setSpeed(double speed) { speed_ = speed; }
    double speed() const { return speed_; }
    bool running() const { return group_ != nullptr; }

    // `quicker`: a step that follows on from the same player's last (their
    // next stake, the next card of their run) plays in half the time.
    void play(const EventLog& events, int viewer, bool quicker = false);
    void skip();
    // Stops the step being shown without `finished`: it belongs to a line
    // of play that is gone (an Undo, another match), and the table is
    // drawn again from what stands.
    void cancel();

signals:
    void finished();

private:
    void done();

    TableScene* scene_;
    QPointer<QAbstractAnimation> group_;
    std::vector<QGraphicsItem*> flying_;
    double speed_ = 1.0;
    int plays_ = 0; // calls of play(), to tell one made while ending the last
};

} // namespace poch::app
