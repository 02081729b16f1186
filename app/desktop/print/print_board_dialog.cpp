#include "print_board_dialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QScreen>
#include <QPrinter>
#include <QPushButton>
#include <QRadioButton>
#include <QDir>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace poch::app {

namespace {
const QPageSize::PageSizeId kPapers[] = {QPageSize::A4, QPageSize::Letter, QPageSize::A3, QPageSize::Tabloid};

QRadioButton* choice(const QString& text, QButtonGroup* group, int id, QWidget* parent) {
    auto* b = new QRadioButton(text, parent);
    b->setAccessibleName(QString(text).remove(QLatin1Char('&')));
    group->addButton(b, id);
    return b;
}
} // namespace

PrintBoardDialog::PrintBoardDialog(const QString& boardId, CardSet poolCards, QWidget* parent)
    : QDialog(parent), playedBoard_(boardId), poolCards_(poolCards) {
    setWindowTitle(tr("Print a Board"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    board_ = new QComboBox(this);
    board_->setAccessibleName(tr("Board"));
    for (const QString& id : PrintableBoards::ids())
        if (const auto b = PrintableBoards::find(id)) board_->addItem(b->title, id);
    form->addRow(tr("&Board:"), board_);
    paper_ = new QComboBox(this);
    paper_->setAccessibleName(tr("Paper"));
    for (QPageSize::PageSizeId id : kPapers) paper_->addItem(QPageSize(id).name(), static_cast<int>(id));
    form->addRow(tr("P&aper:"), paper_); // not &P: that is Print…
    orientation_ = new QComboBox(this);
    orientation_->setAccessibleName(tr("Orientation"));
    orientation_->addItem(tr("Portrait"), static_cast<int>(QPageLayout::Portrait));
    orientation_->addItem(tr("Landscape"), static_cast<int>(QPageLayout::Landscape));
    form->addRow(tr("&Orientation:"), orientation_);
    layout->addLayout(form);

    auto* sizeBox = new QGroupBox(tr("Size"), this);
    auto* sizeLayout = new QVBoxLayout(sizeBox);
    size_ = new QButtonGroup(this);
    sizeLayout->addWidget(choice(tr("&Fit to one sheet"), size_, 0, sizeBox));
    sizeLayout->addWidget(choice(tr("&True size, over as many sheets as it needs"), size_, 1, sizeBox));
    layout->addWidget(sizeBox);
    auto* styleBox = new QGroupBox(tr("Style"), this);
    auto* styleLayout = new QVBoxLayout(styleBox);
    style_ = new QButtonGroup(this);
    styleLayout->addWidget(choice(tr("Full &colour"), style_, 0, styleBox));
    styleLayout->addWidget(choice(tr("O&utline only, to save ink"), style_, 1, styleBox));
    layout->addWidget(styleBox);
    rulesPage_ = new QCheckBox(tr("Add a page with a short &rules summary and a score sheet"), this);
    rulesPage_->setAccessibleName(tr("Add a rules summary and a score sheet"));
    layout->addWidget(rulesPage_);
    result_ = new QLabel(this);
    result_->setWordWrap(true);
    result_->setAccessibleName(tr("What will be printed"));
    layout->addWidget(result_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* print = buttons->addButton(tr("&Print…"), QDialogButtonBox::AcceptRole);
    QPushButton* preview = buttons->addButton(tr("Pre&view…"), QDialogButtonBox::ActionRole);
    QPushButton* save = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    save->setToolTip(tr("Save as PDF or SVG"));
    connect(print, &QPushButton::clicked, this, &PrintBoardDialog::print);
    connect(preview, &QPushButton::clicked, this, &PrintBoardDialog::preview);
    connect(save, &QPushButton::clicked, this, &PrintBoardDialog::exportFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    QSettings s;
    const QString first = boardId.isEmpty() ? s.value(QStringLiteral("print/board"), QStringLiteral("poch")).toString() : boardId;
    board_->setCurrentIndex(std::max(0, board_->findData(first)));
    paper_->setCurrentIndex(std::max(0, paper_->findData(s.value(QStringLiteral("print/paper"), static_cast<int>(QPageSize::A4)).toInt())));
    size_->button(s.value(QStringLiteral("print/trueSize"), false).toBool() ? 1 : 0)->setChecked(true);
    style_->button(s.value(QStringLiteral("print/outline"), false).toBool() ? 1 : 0)->setChecked(true);
    rulesPage_->setChecked(s.value(QStringLiteral("print/rulesPage"), false).toBool());
    turnForTheBoard();
    connect(board_, &QComboBox::currentIndexChanged, this, [this] {
        turnForTheBoard();
        update();
    });
    for (QComboBox* box : {paper_, orientation_}) connect(box, &QComboBox::currentIndexChanged, this, &PrintBoardDialog::update);
    connect(size_, &QButtonGroup::idClicked, this, &PrintBoardDialog::update);
    connect(style_, &QButtonGroup::idClicked, this, &PrintBoardDialog::update);
    connect(rulesPage_, &QCheckBox::toggled, this, &PrintBoardDialog::update);
    update();
}

namespace {
QString wayRoundKey(const QString& board) { return QStringLiteral("print/wayRound/%1").arg(board); }

// Whether the sheet turned the other way round is worth turning to: fewer
// sheets at true size, or a tenth larger at least fitted to one (a few
// per cent is not worth it).
bool turnedIsBetter(const BoardSheet& sheet, const BoardSheet& turned) {
    return sheet.options().trueSize ? turned.boardPages() < sheet.boardPages() : turned.scale() >= sheet.scale() * 1.1;
}

BoardSheet turnedRound(const BoardSheet& sheet) {
    SheetOptions turned = sheet.options();
    turned.orientation = turned.orientation == QPageLayout::Portrait ? QPageLayout::Landscape : QPageLayout::Portrait;
    return BoardSheet(sheet.board(), turned);
}
} // namespace

void PrintBoardDialog::turnForTheBoard() {
    const QSignalBlocker quiet(orientation_);
    const QVariant kept = QSettings().value(wayRoundKey(board_->currentData().toString()));
    if (kept.isValid()) {
        orientation_->setCurrentIndex(kept.toBool() ? 1 : 0);
        return;
    }
    orientation_->setCurrentIndex(0);
    const BoardSheet portrait = sheet();
    orientation_->setCurrentIndex(turnedIsBetter(portrait, turnedRound(portrait)) ? 1 : 0);
}

BoardSheet PrintBoardDialog::sheet() const {
    SheetOptions o;
    o.paper = otherPaper_ ? *otherPaper_ : QPageSize(static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt()));
    o.orientation = static_cast<QPageLayout::Orientation>(orientation_->currentData().toInt());
    o.trueSize = size_->checkedId() == 1;
    o.outline = style_->checkedId() == 1;
    o.rulesPage = rulesPage_->isChecked();
    const QString id = board_->currentData().toString();
    return BoardSheet(*PrintableBoards::find(id, id == playedBoard_ ? poolCards_ : CardSet{}), o);
}

void PrintBoardDialog::update() {
    const BoardSheet s = sheet();
    const QSizeF size = s.board().trueSize;
    const QString trueSize = tr("%1 × %2 cm (%3 × %4 in)")
                                 .arg(QLocale().toString(size.width() / 10, 'f', 1))
                                 .arg(QLocale().toString(size.height() / 10, 'f', 1))
                                 .arg(QLocale().toString(size.width() / 25.4, 'f', 1))
                                 .arg(QLocale().toString(size.height() / 25.4, 'f', 1));
    QString text = s.options().trueSize
                       ? tr("At the table this board is %1. At true size it takes %2 sheets (%3 across, %4 down).")
                             .arg(trueSize)
                             .arg(s.boardPages())
                             .arg(s.columns())
                             .arg(s.rows())
                       : tr("At the table this board is %1. Fitted to one sheet it prints at %2% of that.")
                             .arg(trueSize)
                             .arg(std::lround(s.scale() * 100));
    // The other way round may need fewer sheets, or print a wide board
    // larger (Spin's, fitted to A4 portrait, filled half the page); say so.
    const BoardSheet other = turnedRound(s);
    const QString otherWay = other.options().orientation == QPageLayout::Landscape ? tr("Landscape") : tr("Portrait");
    if (turnedIsBetter(s, other))
        text += QLatin1Char(' ') + (s.options().trueSize ? tr("%1 takes only %2 sheets.").arg(otherWay).arg(other.boardPages())
                                                          : tr("%1 prints it at %2%.").arg(otherWay).arg(std::lround(other.scale() * 100)));
    if (s.options().rulesPage) text += QLatin1Char(' ') + tr("A rules page follows.");
    result_->setText(text);
    QSettings settings;
    settings.setValue(QStringLiteral("print/board"), board_->currentData());
    settings.setValue(QStringLiteral("print/paper"), paper_->currentData());
    settings.setValue(wayRoundKey(board_->currentData().toString()), orientation_->currentIndex() == 1);
    settings.setValue(QStringLiteral("print/trueSize"), s.options().trueSize);
    settings.setValue(QStringLiteral("print/outline"), s.options().outline);
    settings.setValue(QStringLiteral("print/rulesPage"), s.options().rulesPage);
}

void PrintBoardDialog::print() {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(sheet().pageLayout());
    printer.setFullPage(true);
    offerLastDestination(printer);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted) return;
    rememberDestination(printer);
    // Letter chosen there was printed as the A4 chosen here, and forgotten.
    printSheet(printer, takeLayout(printer.pageLayout()));
    // A print to a file says where it went (nothing did).
    if (!printer.outputFileName().isEmpty())
        result_->setText(tr("The board was printed to %1.").arg(QDir::toNativeSeparators(printer.outputFileName())));
}

BoardSheet PrintBoardDialog::takeLayout(const QPageLayout& chosen) {
    const int paper = paper_->findData(static_cast<int>(chosen.pageSize().id()));
    if (paper >= 0) paper_->setCurrentIndex(paper);
    if (const int way = orientation_->findData(static_cast<int>(chosen.orientation())); way >= 0) orientation_->setCurrentIndex(way);
    if (paper < 0) otherPaper_ = chosen.pageSize();
    const BoardSheet s = sheet();
    otherPaper_.reset();
    return s;
}

void PrintBoardDialog::preview() {
    QPrinter printer(QPrinter::HighResolution);
    printer.setFullPage(true);
    const BoardSheet s = sheet();
    printer.setPageLayout(s.pageLayout());
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Preview: %1").arg(s.board().title));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [&s](QPrinter* p) { printSheet(*p, s); });
    // A page's height where the screen has it, never more than the screen
    // (at 1366x768 the window's foot and its buttons lay off the screen).
    QSize size(900, 1000);
    if (const QScreen* screen = this->screen()) size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    dialog.resize(size);
    dialog.exec();
}

void PrintBoardDialog::offerLastDestination(QPrinter& printer) {
    const QSettings settings;
    const QString file = settings.value(QStringLiteral("print/file")).toString();
    const QString name = settings.value(QStringLiteral("print/printer")).toString();
    if (!file.isEmpty()) printer.setOutputFileName(file);
    else if (!name.isEmpty()) printer.setPrinterName(name);
}

void PrintBoardDialog::rememberDestination(const QPrinter& printer) {
    QSettings settings;
    settings.setValue(QStringLiteral("print/file"), printer.outputFileName());
    settings.setValue(QStringLiteral("print/printer"), printer.outputFileName().isEmpty() ? printer.printerName() : QString());
    // A board printed to a file went to a folder the person chose: Export
    // offers it next, as it offers the folder of the last export (it had
    // opened the home after a print to a PDF elsewhere, a tester).
    if (!printer.outputFileName().isEmpty())
        settings.setValue(QStringLiteral("print/exportFolder"), QFileInfo(printer.outputFileName()).absolutePath());
}

QString PrintBoardDialog::exportPath() const {
    const QSettings settings;
    QString folder = settings.value(QStringLiteral("print/exportFolder")).toString();
    // A folder since removed, or none yet: the documents folder (the
    // working folder, where the dialog had opened, is rarely the user's).
    if (folder.isEmpty() || !QDir(folder).exists()) folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // A home with no documents folder (a fresh account): the home itself,
    // since the file dialog opens a folder that is not there in the
    // working folder again (a tester).
    if (!QDir(folder).exists()) folder = QDir::homePath();
    const QString suffix = settings.value(QStringLiteral("print/exportSuffix")).toString() == QLatin1String("svg") ? QStringLiteral(".svg")
                                                                                                             : QStringLiteral(".pdf");
    return QDir(folder).filePath(sheet().board().id + suffix);
}

void PrintBoardDialog::exportFile() {
    const QString suggested = exportPath();
    const QString filters = tr("PDF (*.pdf);;SVG (*.svg)");
    QString chosen = filters.split(QStringLiteral(";;")).value(suggested.endsWith(QLatin1String(".svg")) ? 1 : 0);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Board"), suggested, filters, &chosen);
    if (!path.isEmpty()) exportTo(path);
}

void PrintBoardDialog::exportTo(const QString& path) {
    const BoardSheet s = sheet();
    if (const QString error = exportBoard(s, path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Export the Board"), error);
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("print/exportFolder"), QFileInfo(path).absolutePath());
    settings.setValue(QStringLiteral("print/exportSuffix"), QFileInfo(path).suffix().toLower());
    // Where it went; and an SVG, one picture, holds the board alone.
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    result_->setText(svg && s.options().rulesPage
                         ? tr("The board was exported to %1. An SVG file holds the board alone: export a PDF for the rules page.").arg(QDir::toNativeSeparators(path))
                         : tr("The board was exported to %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace poch::app
