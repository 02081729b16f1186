// File ▸ Print Board: choose a board, the paper, fitted or true size,
// colour or outline, and a rules page; then print, preview, or export to
// PDF or SVG. What the choices make (how many sheets) shows as they change.
#pragma once

#include "board_sheet.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QPrinter;

namespace poch::app {

class PrintBoardDialog final : public QDialog {
    Q_OBJECT
public:
    // `boardId` is chosen first (the board of the game in play); where its
    // pools are cards, it prints `poolCards`, the ones on the table. With
    // no game in play (an empty id), the board last chosen here.
    explicit PrintBoardDialog(const QString& boardId, CardSet poolCards = {}, QWidget* parent = nullptr);
    BoardSheet sheet() const;

private:
    void update();
    void print();
    void preview();
    void exportFile();

    QComboBox* board_;
    QComboBox* paper_;
    QComboBox* orientation_;
    QButtonGroup* size_;
    QButtonGroup* style_;
    QCheckBox* rulesPage_;
    QLabel* result_;
    QString playedBoard_;
    CardSet poolCards_;
};

} // namespace poch::app
