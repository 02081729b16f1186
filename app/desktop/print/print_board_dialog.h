// File ▸ Print Board: choose a board, the paper, fitted or true size,
// colour or outline, and a rules page; then print, preview, or export to
// PDF or SVG. What the choices make (how many sheets) shows as they change.
#pragma once

#include "board_sheet.h"

#include <QDialog>
#include <QPageLayout>

#include <optional>

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
    // The paper and its way round as chosen in the printer's own dialog:
    // what is printed on, and what this dialog offers next time. A paper
    // it does not list is printed on as it is. Returns the sheet to print.
    BoardSheet takeLayout(const QPageLayout& chosen);
    // Export ▸ the file chosen: writes the sheet there, and says where it
    // went (and, for an SVG, that the rules page is not in it).
    void exportTo(const QString& path);
    // Where Export offers to write: the folder of the last export (the
    // documents folder at first), the board's name, the last kind of file.
    QString exportPath() const;
    // The printer's own dialog opens as it was last left: the printer
    // chosen there, or the file printed to.
    static void offerLastDestination(QPrinter& printer);
    static void rememberDestination(const QPrinter& printer);

private:
    void update();
    // Each board is printed the way round it was last printed, or at
    // first the way that prints it larger (or on fewer sheets): the wide
    // boards of Newmarket and Spin came out at a third of their size on
    // the portrait sheet another board had been printed on.
    void turnForTheBoard();
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
    std::optional<QPageSize> otherPaper_; // one this dialog does not list, chosen for a print
    CardSet poolCards_;
};

} // namespace poch::app
