// A player's record, game by game: matches, wins, and chips won or lost;
// yours, or that of anyone who has played here with other people.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;

namespace poch::app {

class StatisticsDialog final : public QDialog {
    Q_OBJECT
public:
    // Opens on `whose` record where that person has one: after a match of
    // several people it opened on "You", with nothing in it.
    explicit StatisticsDialog(QWidget* parent = nullptr, const QString& whose = {});
    QTableWidget* table() const { return table_; }
    // Whose record is shown: you, or a person who played with others.
    QComboBox* player() const { return player_; }
    // What is said of figures that cannot be read; hidden where none is.
    QLabel* unreadable() const { return unreadable_; }

private:
    void fill();
    QComboBox* player_;
    QTableWidget* table_;
    QLabel* unreadable_;
};

} // namespace poch::app
