#include "board_sheet.h"

#include "board_summaries.h"
#include "svg_art.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QtMath>

#include <cmath>

namespace poch::app {

namespace {
// Words said outside a class: lupdate files them under the namespace.
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }

// Text is set in tenths of a millimetre so that a font's whole-number
// pixel size is fine enough; the painter's unit is the millimetre.
QFont sheetFont(int tenths, bool bold) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(bold);
    font.setPixelSize(std::max(1, tenths));
    // Unshaped text keeps "fi" as two letters rather than one ligature
    // glyph, which a PDF reader's search would not find as "fi". The
    // program's languages all write in the Latin alphabet.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

// The text's size in tenths of a millimetre, at most `tenths`, in which
// it fits `widthMm`.
int fittedTenths(const QString& text, double widthMm, int tenths, bool bold) {
    const double natural = QFontMetricsF(sheetFont(tenths, bold)).horizontalAdvance(text);
    if (natural <= widthMm * 10) return tenths;
    return std::max(1, static_cast<int>(tenths * widthMm * 10 / natural));
}

void drawText(QPainter& p, const QRectF& mm, double heightMm, const QString& text, int flags, bool bold = false,
              bool shrinkToFit = true) {
    p.save();
    p.translate(mm.topLeft());
    p.scale(0.1, 0.1);
    int tenths = static_cast<int>(std::lround(heightMm * 10));
    if (shrinkToFit && !(flags & Qt::TextWordWrap)) tenths = fittedTenths(text, mm.width(), tenths, bold);
    p.setFont(sheetFont(tenths, bold));
    p.drawText(QRectF(0, 0, mm.width() * 10, mm.height() * 10), flags, text);
    p.restore();
}

QString lengths(QSizeF mm) {
    return tr("%1 × %2 cm (%3 × %4 in)")
        .arg(QLocale().toString(mm.width() / 10, 'f', 1))
        .arg(QLocale().toString(mm.height() / 10, 'f', 1))
        .arg(QLocale().toString(mm.width() / 25.4, 'f', 1))
        .arg(QLocale().toString(mm.height() / 25.4, 'f', 1));
}

int sheetsFor(double length, double room) {
    if (length <= room) return 1;
    return static_cast<int>(std::ceil((length - BoardSheet::kOverlap) / (room - BoardSheet::kOverlap)));
}
} // namespace

BoardSheet::BoardSheet(PrintableBoard board, SheetOptions options) : board_(std::move(board)), options_(std::move(options)) {
    const QRectF room = contentRect();
    const QSizeF size = board_.trueSize;
    if (options_.trueSize) {
        scale_ = 1;
        columns_ = sheetsFor(size.width(), room.width());
        rows_ = sheetsFor(size.height(), room.height());
    } else {
        scale_ = std::min(room.width() / size.width(), room.height() / size.height());
    }
}

QPageLayout BoardSheet::pageLayout() const {
    return QPageLayout(options_.paper, options_.orientation, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
}

QSizeF BoardSheet::paperMillimetres() const { return pageLayout().fullRect(QPageLayout::Millimeter).size(); }

QRectF BoardSheet::contentRect() const {
    const QSizeF paper = paperMillimetres();
    return QRectF(kMargin, kMargin, paper.width() - 2 * kMargin, paper.height() - 2 * kMargin - kFooter);
}

QRectF BoardSheet::footerRect() const {
    const QRectF content = contentRect();
    return QRectF(content.left(), content.bottom() + 4, content.width(), kFooter - 4);
}

QRectF BoardSheet::scaleBarRect() const {
    const QRectF foot = footerRect();
    return QRectF(foot.right() - kScaleBar - 40, foot.top() + 9, kScaleBar, 1.5);
}

void BoardSheet::paintPage(QPainter& painter, int index) const {
    painter.setRenderHint(QPainter::Antialiasing);
    if (index < boardPages()) paintBoardPage(painter, index % columns_, index / columns_);
    else paintRulesPage(painter);
}

// One sheet of the board. A sheet after the first in its row repeats the
// last kOverlap millimetres of the sheet before it: that strip is marked
// for glue on the earlier sheet, and the later sheet is cut along its line
// and laid over it. Rows go together the same way.
void BoardSheet::paintBoardPage(QPainter& p, int column, int row) const {
    const QRectF room = contentRect();
    const QSizeF printed = board_.trueSize * scale_;
    const double stepX = room.width() - kOverlap;
    const double stepY = room.height() - kOverlap;
    // Where this sheet's window onto the printed board begins.
    const QPointF window(columns_ > 1 ? column * stepX : -(room.width() - printed.width()) / 2,
                         rows_ > 1 ? row * stepY : -(room.height() - printed.height()) / 2);
    const QRectF shown(room.topLeft(), QSizeF(std::min(room.width(), printed.width() - window.x()),
                                              std::min(room.height(), printed.height() - window.y())));
    p.save();
    p.setClipRect(columns_ * rows_ > 1 ? shown : room);
    p.translate(room.topLeft() - window);
    p.scale(scale_, scale_);
    if (options_.outline) paintOutline(p);
    else paintBoard(p);
    paintLabels(p);
    p.restore();

    if (columns_ * rows_ > 1) {
        const QPen cut(Qt::black, 0.3, Qt::DashLine);
        const QColor glue(120, 120, 120, 40);
        p.setPen(Qt::NoPen);
        p.setBrush(glue);
        if (column < columns_ - 1) p.drawRect(QRectF(shown.right() - kOverlap, shown.top(), kOverlap, shown.height()));
        if (row < rows_ - 1) p.drawRect(QRectF(shown.left(), shown.bottom() - kOverlap, shown.width(), kOverlap));
        p.setPen(QColor(90, 90, 90));
        if (column < columns_ - 1)
            drawText(p, QRectF(shown.right() - kOverlap, shown.top() + 2, kOverlap, 4), 2.4, tr("glue"), Qt::AlignCenter);
        if (row < rows_ - 1)
            drawText(p, QRectF(shown.left() + 2, shown.bottom() - kOverlap + 1, 20, 4), 2.4, tr("glue"), Qt::AlignLeft);
        p.setPen(cut);
        p.setBrush(Qt::NoBrush);
        if (column > 0) {
            const double x = shown.left() + kOverlap;
            p.drawLine(QPointF(x, shown.top() - 6), QPointF(x, shown.bottom() + 3));
            p.setPen(Qt::black);
            drawText(p, QRectF(x - 20, shown.top() - 8, 40, 4), 2.6, tr("✂ cut here"), Qt::AlignCenter);
            p.setPen(cut);
        }
        if (row > 0) {
            const double y = shown.top() + kOverlap;
            p.drawLine(QPointF(shown.left() - 6, y), QPointF(shown.right() + 3, y));
        }
        // Corner marks show where the edge of the next sheet lies.
        p.setPen(QPen(Qt::black, 0.25));
        for (const QPointF corner : {shown.topLeft(), shown.topRight(), shown.bottomLeft(), shown.bottomRight()}) {
            p.drawLine(corner - QPointF(3, 0), corner + QPointF(3, 0));
            p.drawLine(corner - QPointF(0, 3), corner + QPointF(0, 3));
        }
    }
    paintFooter(p, column, row);
}

// Printing uses the boards' print variants where they exist: the same
// drawing without translucent shading, which Qt's PDF writer renders wrong.
void BoardSheet::paintBoard(QPainter& p) const {
    QString file = board_.design.file;
    const QString print = QString(file).replace(QStringLiteral(":/boards/"), QStringLiteral(":/boards/print/"));
    if (QFile::exists(print)) file = print;
    QSvgRenderer art(file);
    art.render(&p, QRectF(QPointF(0, 0), board_.trueSize));
}

// The board as lines only: its edge, the hub and divisions of a Pope Joan
// tray, and every pool and plaque, so that it costs little ink and shows
// where to cut.
void BoardSheet::paintOutline(QPainter& p) const {
    SvgArt art;
    art.load(board_.design.file);
    const QPen line(Qt::black, 0.5);
    p.setPen(line);
    p.setBrush(Qt::white);
    const QRectF edge(QPointF(0, 0), board_.trueSize);
    if (board_.round) {
        // A turned board: its edge and the inner edge of its rim.
        p.drawEllipse(edge.adjusted(0.5, 0.5, -0.5, -0.5));
        p.drawEllipse(edge.adjusted(edge.width() * 0.04, edge.height() * 0.04, -edge.width() * 0.04, -edge.height() * 0.04));
    } else {
        p.drawRoundedRect(edge.adjusted(0.5, 0.5, -0.5, -0.5), 8, 8);
        p.drawRoundedRect(edge.adjusted(8, 8, -8, -8), 4, 4);
    }
    if (board_.game->divisionsRoundHub) {
        // The divisions round the hub, the first centred at the top.
        const QPointF centre = edge.center();
        const double hub = art.has(QStringLiteral("pool-pot")) ? art.bounds(QStringLiteral("pool-pot")).width() / 2 + 10
                                                               : edge.width() * 0.09;
        const double rim = edge.width() * 0.46;
        // Pochen's centre pool is the hub, not a division.
        const int divisions = static_cast<int>(board_.design.pools.size()) - (board_.game->hubIsPool ? 1 : 0);
        for (int i = 0; i < divisions; ++i) {
            const double angle = qDegreesToRadians(-90.0 + (i + 0.5) * 360.0 / divisions);
            const QPointF towards(std::cos(angle), std::sin(angle));
            p.drawLine(centre + towards * hub, centre + towards * rim);
        }
        p.drawEllipse(centre, hub, hub);
    }
    // Filled white, so that plaques lying across a division's wall hide it.
    p.setBrush(Qt::white);
    for (const PoolPlace& place : board_.design.pools) {
        // Hoffmann's box has square compartments; every other pool is a bowl.
        if (art.has(place.area) && board_.game->squareCompartments) p.drawRoundedRect(art.bounds(place.area), 3, 3);
        else if (art.has(place.area)) p.drawEllipse(art.bounds(place.area));
        if (art.has(place.label)) p.drawRoundedRect(art.bounds(place.label), 2, 2);
        if (!place.card.isEmpty() && art.has(place.card)) {
            p.setPen(QPen(Qt::black, 0.5, Qt::DashLine));
            p.drawRoundedRect(art.bounds(place.card), 3, 3);
            p.setPen(line);
        }
    }
}

QList<BoardSheet::PlateWords> BoardSheet::plateWords() const {
    SvgArt art;
    art.load(board_.design.file);
    QList<PlateWords> words;
    // Plates of one height (to the tenth of a millimetre) take the size in
    // which the longest of their names fits, so that they read alike.
    QHash<long, int> sizeOfHeight;
    for (const PoolPlace& place : board_.design.pools) {
        if (!art.has(place.label)) continue;
        const QRectF r = art.bounds(place.label);
        const QRectF box = r.adjusted(r.height() * 0.3, 0, -r.height() * 0.3, 0);
        // At most 0.55 of the plate's height, in tenths of a millimetre.
        const int tenths = fittedTenths(place.name, box.width(), static_cast<int>(std::lround(r.height() * 0.55 * 10)), true);
        const long height = std::lround(r.height() * 10);
        sizeOfHeight[height] = std::min(sizeOfHeight.value(height, tenths), tenths);
        words.push_back({place.name, box, 0});
    }
    for (PlateWords& w : words) w.heightMm = sizeOfHeight.value(std::lround(w.box.height() * 10)) / 10.0;
    return words;
}

// The pools' names on their plaques, and the pool cards' names on their
// places, in the player's language: text, not pictures, so a PDF can be
// searched.
void BoardSheet::paintLabels(QPainter& p) const {
    p.setPen(options_.outline ? QColor(Qt::black) : QColor(250, 240, 210));
    for (const PlateWords& words : plateWords()) drawText(p, words.box, words.heightMm, words.text, Qt::AlignCenter, true);
    SvgArt art;
    art.load(board_.design.file);
    for (const PoolPlace& place : board_.design.pools) {
        if (!place.card.isEmpty() && art.has(place.card)) {
            const QRectF r = art.bounds(place.card);
            p.setPen(options_.outline ? QColor(Qt::black) : QColor(240, 240, 230));
            // Well inside the dashed line round the place (2 mm in): a
            // line measured to fit 3 mm in was printed a little wider than
            // measured, and "Jack of spades" ran over the line (a tester).
            drawText(p, r.adjusted(5, 0, -5, 0), 7, place.name, Qt::AlignCenter | Qt::TextWordWrap, true, false);
        }
    }
}

void BoardSheet::paintFooter(QPainter& p, int column, int row) const {
    const QRectF foot = footerRect();
    p.setPen(Qt::black);
    drawText(p, QRectF(foot.left(), foot.top(), foot.width() * 0.62, 5), 4, board_.title, Qt::AlignLeft | Qt::AlignTop, true);
    const QString size = options_.trueSize ? tr("True size: %1.").arg(lengths(board_.trueSize))
                                           : tr("%1% of its true size of %2.").arg(std::lround(scale_ * 100)).arg(lengths(board_.trueSize));
    drawText(p, QRectF(foot.left(), foot.top() + 6, foot.width() * 0.62, 4), 3, size, Qt::AlignLeft | Qt::AlignTop);
    if (columns_ * rows_ > 1)
        drawText(p, QRectF(foot.left(), foot.top() + 11, foot.width() * 0.62, 4), 3,
                 tr("Sheet %1 of %2: row %3, column %4. Cut along the dashed lines and glue onto the grey strips.")
                     .arg(row * columns_ + column + 1)
                     .arg(columns_ * rows_)
                     .arg(row + 1)
                     .arg(column + 1),
                 Qt::AlignLeft | Qt::AlignTop);
    if (options_.trueSize) {
        // A bar of known length, to check the printer kept the scale.
        const QRectF bar = scaleBarRect();
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        p.drawRect(bar);
        p.setPen(Qt::black);
        drawText(p, QRectF(bar.left(), bar.top() - 5, bar.width(), 4), 2.8, tr("%1 cm").arg(kScaleBar / 10), Qt::AlignCenter);
    }
    if (columns_ * rows_ > 1) {
        // The map: every sheet as a cell, this one filled.
        const double cell = std::min(5.0, std::min(30.0 / columns_, (foot.height() - 2) / rows_));
        const QPointF origin(foot.right() - columns_ * cell, foot.top() + 1);
        p.setPen(QPen(Qt::black, 0.25));
        for (int r = 0; r < rows_; ++r)
            for (int c = 0; c < columns_; ++c) {
                p.setBrush(r == row && c == column ? QColor(60, 60, 60) : QColor(Qt::white));
                p.drawRect(QRectF(origin + QPointF(c * cell, r * cell), QSizeF(cell, cell)));
            }
    }
}

void BoardSheet::paintRulesPage(QPainter& p) const {
    const QRectF page(kMargin, kMargin, paperMillimetres().width() - 2 * kMargin, paperMillimetres().height() - 2 * kMargin);
    p.setPen(Qt::black);
    drawText(p, QRectF(page.left(), page.top(), page.width(), 9), 7, board_.title, Qt::AlignLeft | Qt::AlignTop, true);
    const QString summary = boardSummary(board_.id);
    const double textHeight = page.height() * 0.42;
    drawText(p, QRectF(page.left(), page.top() + 12, page.width(), textHeight), 3.6, summary,
             Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, false, false);

    // The score sheet: a column a seat, a row a deal, and what goes in it.
    const double top = page.top() + 14 + textHeight;
    drawText(p, QRectF(page.left(), top, page.width(), 7), 5, tr("Score sheet"), Qt::AlignLeft | Qt::AlignTop, true);
    drawText(p, QRectF(page.left(), top + 2, page.width(), 6), 3, tr("Each deal's chips won (+) or lost (−); the Total row adds them up."), Qt::AlignRight | Qt::AlignTop);
    const int players = board_.mostPlayers;
    const int deals = std::max(5, static_cast<int>((page.bottom() - top - 16) / 7));
    const double firstColumn = 18;
    const double columnWidth = (page.width() - firstColumn) / players;
    const double rowHeight = (page.bottom() - top - 9) / (deals + 2);
    p.setPen(QPen(Qt::black, 0.3));
    p.setBrush(Qt::NoBrush);
    for (int r = 0; r <= deals + 2; ++r) {
        const double y = top + 9 + r * rowHeight;
        p.drawLine(QPointF(page.left(), y), QPointF(page.right(), y));
    }
    for (int c = 0; c <= players; ++c) {
        const double x = page.left() + (c == 0 ? 0 : firstColumn + (c - 1) * columnWidth);
        p.drawLine(QPointF(x, top + 9), QPointF(x, top + 9 + (deals + 2) * rowHeight));
    }
    p.drawLine(QPointF(page.right(), top + 9), QPointF(page.right(), top + 9 + (deals + 2) * rowHeight));
    drawText(p, QRectF(page.left() + 1, top + 9, firstColumn - 2, rowHeight), 3, tr("Player"), Qt::AlignLeft | Qt::AlignVCenter);
    for (int r = 1; r <= deals; ++r)
        drawText(p, QRectF(page.left() + 1, top + 9 + r * rowHeight, firstColumn - 2, rowHeight), 3, tr("Deal %1").arg(r),
                 Qt::AlignLeft | Qt::AlignVCenter);
    drawText(p, QRectF(page.left() + 1, top + 9 + (deals + 1) * rowHeight, firstColumn - 2, rowHeight), 3, tr("Total"),
             Qt::AlignLeft | Qt::AlignVCenter, true);
}

QString exportBoard(const BoardSheet& sheet, const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        // One picture: at true size the canvas is the board with its margins.
        BoardSheet one = sheet;
        if (sheet.options().trueSize) {
            SheetOptions o = sheet.options();
            o.rulesPage = false;
            const QSizeF size = sheet.board().trueSize;
            o.paper = QPageSize(QSizeF(size.width() + 2 * BoardSheet::kMargin, size.height() + 2 * BoardSheet::kMargin + BoardSheet::kFooter),
                                QPageSize::Millimeter, QStringLiteral("Board"), QPageSize::ExactMatch);
            o.orientation = QPageLayout::Portrait;
            one = BoardSheet(sheet.board(), o);
        }
        const QSizeF mm = one.paperMillimetres();
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setTitle(sheet.board().title);
        svg.setDescription(QStringLiteral("Poch"));
        svg.setResolution(254); // ten dots a millimetre
        svg.setSize(QSize(static_cast<int>(mm.width() * 10), static_cast<int>(mm.height() * 10)));
        svg.setViewBox(QRectF(0, 0, mm.width() * 10, mm.height() * 10));
        QPainter painter;
        if (!painter.begin(&svg)) return tr("Cannot write %1.").arg(path);
        painter.scale(10, 10);
        one.paintPage(painter, 0);
        painter.end();
        if (!QFileInfo::exists(path)) return tr("Cannot write %1.").arg(path);
        return {};
    }
    if (suffix != QLatin1String("pdf")) return tr("%1: the file name must end in .pdf or .svg.").arg(path);
    QPdfWriter pdf(path);
    pdf.setTitle(sheet.board().title);
    pdf.setCreator(QStringLiteral("Poch"));
    pdf.setResolution(1200);
    // QPdfWriter writes nothing it cannot open; find out first.
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly)) return tr("Cannot write %1: %2").arg(path, probe.errorString());
    probe.close();
    printSheet(pdf, sheet);
    return {};
}

void printSheet(QPagedPaintDevice& device, const BoardSheet& sheet) {
    device.setPageLayout(sheet.pageLayout());
    QPainter painter(&device);
    const double unit = device.logicalDpiX() / 25.4;
    for (int page = 0; page < sheet.pageCount(); ++page) {
        if (page > 0) device.newPage();
        painter.save();
        painter.scale(unit, unit);
        sheet.paintPage(painter, page);
        painter.restore();
    }
}

} // namespace poch::app
