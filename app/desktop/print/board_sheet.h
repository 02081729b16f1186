// A board laid out on paper to print: fitted to one sheet, or at true
// size over as many sheets as it needs, with overlaps to glue, cut lines
// and a small map of how the sheets go together; in full colour or as an
// ink-saving outline; optionally followed by a page with a short rules
// summary and a score sheet. Everything is drawn through QPainter as
// vectors and text, so the same pages go to a printer, a PDF or an SVG.
#pragma once

#include "printable_board.h"

#include <QCoreApplication>
#include <QList>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>

class QPagedPaintDevice;
class QPainter;

namespace poch::app {

struct SheetOptions {
    QPageSize paper{QPageSize::A4};
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    bool trueSize = false;
    bool outline = false;
    bool rulesPage = false;
};

class BoardSheet {
    Q_DECLARE_TR_FUNCTIONS(poch::app::BoardSheet)

public:
    static constexpr double kMargin = 10;   // mm left blank at every edge
    static constexpr double kFooter = 20;   // mm at the foot for words and the map
    static constexpr double kOverlap = 12;  // mm two neighbouring sheets share
    static constexpr double kScaleBar = 50; // mm, the printed scale bar

    BoardSheet(PrintableBoard board, SheetOptions options);

    const PrintableBoard& board() const { return board_; }
    const SheetOptions& options() const { return options_; }
    // The whole sheet, without margins (the sheet draws its own).
    QPageLayout pageLayout() const;
    QSizeF paperMillimetres() const;
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    int boardPages() const { return columns_ * rows_; }
    int pageCount() const { return boardPages() + (options_.rulesPage ? 1 : 0); }
    // Printed millimetres per millimetre of the real board.
    double scale() const { return scale_; }
    // Where the board's scale bar lies on a page, in mm (for tests).
    QRectF scaleBarRect() const;

    // A pool's name on its plate as printed: the box it is centred in, in
    // the board's millimetres, and its height. Plates of one size give
    // their names in one size, the one in which the longest fits.
    struct PlateWords {
        QString text;
        QRectF box;
        double heightMm = 0;
    };
    QList<PlateWords> plateWords() const;

    // Draws page `index` (from 0) on a painter whose unit is the
    // millimetre, with the origin at the sheet's top left corner.
    void paintPage(QPainter& painter, int index) const;

private:
    QRectF contentRect() const; // where the board goes on a sheet, in mm
    QRectF footerRect() const;
    void paintBoardPage(QPainter& painter, int column, int row) const;
    void paintBoard(QPainter& painter) const;   // in board millimetres
    void paintOutline(QPainter& painter) const; // the same, ink-saving
    void paintLabels(QPainter& painter) const;
    void paintFooter(QPainter& painter, int column, int row) const;
    void paintRulesPage(QPainter& painter) const;

    PrintableBoard board_;
    SheetOptions options_;
    double scale_ = 1;
    int columns_ = 1;
    int rows_ = 1;
};

// Paints every page of a sheet on a printer or a PDF writer.
void printSheet(QPagedPaintDevice& device, const BoardSheet& sheet);

// Writes every page of the sheet to a PDF or an SVG file (by the name's
// ending). An SVG holds one page: the board fitted, or at true size on
// one canvas the size of the board. Returns an error message, or empty.
QString exportBoard(const BoardSheet& sheet, const QString& path);

} // namespace poch::app
