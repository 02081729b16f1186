// Words in the side panel that show whole where there is room and scroll
// where there is not: the game's status and a deal's summary, a step of a
// lesson, a decision of the review. They
// ask for their whole height, up to a share of the window's (so that the
// log keeps some lines), and need no more than a few lines: where the
// side panel is short, its layout gives them less and a scroll bar shows
// the rest. (A least height of the whole words made the window itself
// grow past a small screen; a label that could not scroll ran on under
// the lesson's buttons, and its last words could not be read.)
#pragma once

#include <QScrollArea>
#include <QStringList>

class QLabel;

namespace poch::app {

class ScrollingWords final : public QScrollArea {
    Q_OBJECT
public:
    // At least `least` pixels high; asking for `share` of the window's
    // height at most.
    ScrollingWords(QWidget* parent, int least, double share);

    void setText(const QString& text);
    QString text() const;
    void clear() { setText(QString()); }
    QLabel* label() const { return words_; }
    // Asks for the height of the tallest of `texts` whatever the words of
    // the moment: a lesson's steps, so that its Continue button below them
    // stays where it is from one step to the next (it moved with each
    // step's length, and the learner had to look for it again).
    void reserveFor(const QStringList& texts);
    // Asks for `pixels` less than it would, down to its least, while
    // something is shown beside the words for a while (a lesson's refusal
    // under them): the words scroll instead, and what lies below both
    // stays where it was (Leave the Lesson went down by the refusal's
    // height, a tester). Two lines of the words stay in sight, however
    // much is asked for. 0 gives the room back.
    void lend(int pixels);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    // The panel the words lie in is watched: as it grows or shrinks with
    // the window, the words ask for their height again (it is capped by a
    // share of the window's).
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The least height asked for now.
    int leastNow() const;
    // The tallest of the reserved texts `across` pixels wide.
    int reservedHeight(int across) const;

    QLabel* words_;
    QStringList reserved_;
    // Measures the reserved texts; never shown.
    QLabel* measure_;
    mutable int measuredAcross_ = -1;
    mutable int measuredHeight_ = 0;
    int least_;
    double share_;
    int lent_ = 0;
};

} // namespace poch::app
