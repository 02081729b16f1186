// Help ▸ Learn to Play: the lessons, one for each game, in the order of the
// game list, each with what it shows; one is chosen to start.
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

private:
    QListWidget* list_;
};

} // namespace poch::app
