// The player's record, game by game: matches, wins, and chips won or lost.
#pragma once

#include <QDialog>

class QTableWidget;

namespace poch::app {

class StatisticsDialog final : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    void fill();
    QTableWidget* table_;
};

} // namespace poch::app
