// Help ▸ Learn to Play: the lessons, one for each game, in the order of the
// game list, each with what it shows and a mark where it was played to its
// end; one is chosen to start.
#pragma once

#include <QDialog>

class QListWidget;

namespace poch::app {

class LearnDialog final : public QDialog {
    Q_OBJECT
public:
    // `current` is the game to offer first (the one at the table).
    explicit LearnDialog(const QString& current, QWidget* parent = nullptr);
    // The chosen lesson's game (a ruleset id).
    QString chosen() const;
    QListWidget* list() { return list_; }

    // A lesson played to its end, remembered in the settings, so that the
    // list marks it (a newcomer working through them lost track).
    static void markFinished(const QString& ruleset);
    static bool finished(const QString& ruleset);
    // Where a real game gives the help a lesson gives: Hint, the coach and
    // the review, shown under the list.
    static QString realGameHelp();

private:
    QListWidget* list_;
};

} // namespace poch::app
