// Printing the boards: every board to PDF fitted and at true size on A4
// and Letter, checked with poppler's tools for page count, page size,
// searchable labels and ink on the page; the true-size scale measured on
// a rendered page; SVG export; and the command line's errors.
#include "private_settings.h"
#include "board_sheet.h"
#include "print_board_dialog.h"
#include "printable_board.h"
#include "game_description.h"
#include "language.h"
#include "rule_texts.h"

#include "poch/registry.h"

#include <QApplication>
#include <QComboBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QRadioButton>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QCheckBox>
#include <QDir>
#include <QTest>

#include <cmath>

using namespace poch::app;

namespace {
bool havePoppler() { return !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty(); }

QString run(const QString& program, const QStringList& arguments, int* status = nullptr) {
    QProcess p;
    p.start(program, arguments);
    p.waitForFinished(60000);
    if (status) *status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

// pdfinfo's page count and the first page's size in points.
struct PdfInfo {
    int pages = 0;
    QSizeF points;
};
PdfInfo pdfInfo(const QString& path) {
    const QString text = run(QStringLiteral("pdfinfo"), {path});
    PdfInfo info;
    info.pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(text).captured(1).toInt();
    const auto size = QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+) x ([\\d.]+) pts")).match(text);
    info.points = QSizeF(size.captured(1).toDouble(), size.captured(2).toDouble());
    return info;
}

// One page rendered by poppler at `dpi`.
QImage renderPage(const QString& pdf, int page, int dpi) {
    QTemporaryDir dir;
    const QString stem = dir.filePath(QStringLiteral("page"));
    run(QStringLiteral("pdftoppm"), {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
                                     QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf, stem});
    return QImage(stem + QStringLiteral(".png"));
}

bool dark(QRgb c) { return qGray(c) < 100; }

double inkShare(const QImage& image) {
    int ink = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            if (qGray(image.pixel(x, y)) < 245) ++ink;
    return ink / (image.width() * image.height() / 4.0);
}

const QSizeF kA4(595.28, 841.89);
const QSizeF kLetter(612, 792);
} // namespace

class TestPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
    }

    // Each printable board is named after its game first, as the game list
    // names it, so that no board is taken for another game's (modern
    // Poch's nine pools were read as "Poch with nine bowls").
    void boardsAreNamedAfterTheirGames() {
        QStringList titles;
        for (const QString& id : PrintableBoards::ids()) {
            const auto board = PrintableBoards::find(id);
            QVERIFY(board);
            const QString game = poch::texts::rulesetName(board->ruleset);
            // "Newmarket (Boodle, ...)" and the like: the name before its brackets.
            const QString shortName = game.section(QLatin1String(" ("), 0, 0);
            QVERIFY2(board->title.startsWith(shortName), qPrintable(board->title + QStringLiteral(" / ") + game));
            QVERIFY2(!titles.contains(board->title), qPrintable(board->title));
            titles << board->title;
        }
        const QString modern = PrintableBoards::find(QStringLiteral("poch"))->title;
        const QString bowls = PrintableBoards::find(QStringLiteral("poch-bowls"))->title;
        QVERIFY(!modern.contains(QLatin1String("bowls")));
        QVERIFY(bowls.startsWith(poch::texts::rulesetName(QStringLiteral("poch-bowls"))));
    }

    // Every game the engine has is described to the app once, with a board
    // it draws and a board it prints.
    void everyGameIsDescribed() {
        QCOMPARE(static_cast<std::size_t>(GameDescription::all().size()), poch::allRulesets().size());
        for (const poch::RulesetInfo* info : poch::allRulesets()) {
            const GameDescription* game = GameDescription::find(QString::fromStdString(info->id));
            QVERIFY2(game, info->id.c_str());
            const poch::Options options(info->options);
            QVERIFY2(QFile::exists(QStringLiteral(":/boards/%1.svg").arg(game->boardFor(options))), info->id.c_str());
            QVERIFY2(PrintableBoards::find(game->printBoardFor(options)).has_value(), info->id.c_str());
            QVERIFY(PrintableBoards::ids().contains(game->printBoardFor(options)));
        }
    }

    // The names on a printed board's plates of one size are printed in
    // one size, the one in which the longest fits, in every language: each
    // was shrunk to its own plate before, so that "Queen of diamonds"
    // stood smaller than "Ace of hearts" beside it. Checked in what is
    // drawn: the SVG export gives each plate's name in that size.
    void platesOfOneSizePrintAlike_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de", "fr"})
            for (const QString& id : PrintableBoards::ids())
                QTest::addRow("%s %s", qPrintable(id), language) << id << QString::fromLatin1(language);
    }
    void platesOfOneSizePrintAlike() {
        QFETCH(QString, board);
        QFETCH(QString, language);
        QVERIFY(Language::install(language));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        const BoardSheet sheet(*PrintableBoards::find(board), SheetOptions{});
        const QList<BoardSheet::PlateWords> words = sheet.plateWords();
        QVERIFY(!words.isEmpty());
        QHash<long, double> heightOfPlate;
        for (const BoardSheet::PlateWords& w : words) {
            const long plate = std::lround(w.box.height() * 10);
            heightOfPlate.insert(plate, heightOfPlate.value(plate, w.heightMm));
            QVERIFY2(heightOfPlate.value(plate) == w.heightMm, qPrintable(QStringLiteral("%1: %2 mm").arg(w.text).arg(w.heightMm)));
            QVERIFY2(w.heightMm >= 0.3 * w.box.height(), qPrintable(QStringLiteral("%1: %2 mm").arg(w.text).arg(w.heightMm)));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.svg"));
        QCOMPARE(exportBoard(sheet, path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        for (const BoardSheet::PlateWords& w : words) {
            const QString drawn = QStringLiteral("font-size=\"%1\" font-weight=\"700\" font-style=\"normal\" \n >%2</text>")
                                      .arg(std::lround(w.heightMm * 10))
                                      .arg(w.text.toHtmlEscaped());
            QVERIFY2(svg.contains(drawn), qPrintable(w.text));
        }
    }

    void everyBoardIsPrintable() {
        const QStringList ids = PrintableBoards::ids();
        QCOMPARE(ids.size(), 11); // modern Poch and its four older forms, and six more
        for (const QString& id : ids) {
            const auto board = PrintableBoards::find(id);
            QVERIFY2(board, qPrintable(id));
            QVERIFY(board->trueSize.width() > 100 && board->trueSize.height() > 100);
            QVERIFY(!board->design.pools.isEmpty());
        }
        QVERIFY(!PrintableBoards::find(QStringLiteral("chess")));
    }

    void pdfPages_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<bool>("trueSize");
        for (const QString& id : PrintableBoards::ids())
            for (const char* paper : {"A4", "Letter"})
                for (bool trueSize : {false, true})
                    QTest::addRow("%s %s %s", qPrintable(id), paper, trueSize ? "true size" : "fitted") << id << QString::fromLatin1(paper) << trueSize;
    }
    void pdfPages() {
        if (!havePoppler()) QSKIP("poppler-utils (pdfinfo) is not installed");
        QFETCH(QString, board);
        QFETCH(QString, paper);
        QFETCH(bool, trueSize);
        SheetOptions o;
        o.paper = QPageSize(paper == QLatin1String("A4") ? QPageSize::A4 : QPageSize::Letter);
        o.trueSize = trueSize;
        const BoardSheet sheet(*PrintableBoards::find(board), o);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("board.pdf"));
        QCOMPARE(exportBoard(sheet, pdf), QString());
        const PdfInfo info = pdfInfo(pdf);
        QCOMPARE(info.pages, sheet.pageCount());
        if (trueSize) {
            // Every board is larger than a sheet: it is tiled, at scale 1.
            QVERIFY(info.pages > 1);
            QCOMPARE(sheet.scale(), 1.0);
        } else {
            QCOMPARE(info.pages, 1);
        }
        const QSizeF expected = paper == QLatin1String("A4") ? kA4 : kLetter;
        QVERIFY2(std::abs(info.points.width() - expected.width()) < 1 && std::abs(info.points.height() - expected.height()) < 1,
                 qPrintable(QStringLiteral("%1 x %2").arg(info.points.width()).arg(info.points.height())));
        // The names are text that can be found.
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        for (const PoolPlace& place : sheet.board().design.pools)
            QVERIFY2(text.simplified().contains(place.name), qPrintable(place.name + QStringLiteral(" not in ") + text.left(300)));
        QVERIFY(text.contains(sheet.board().title));
        // Every page has ink on it: the board (a sheet at the corner of a
        // round board holds only a little of its rim) and the words below.
        for (int page = 1; page <= info.pages; ++page) {
            const double ink = inkShare(renderPage(pdf, page, 20));
            QVERIFY2(ink > (trueSize ? 0.004 : 0.1), qPrintable(QStringLiteral("page %1: %2").arg(page).arg(ink)));
        }
    }

    // The printed scale bar and a known element of the board, measured on
    // pages rendered at ten pixels to the millimetre.
    void trueSizeIsTrue() {
        if (!havePoppler()) QSKIP("poppler-utils (pdftoppm) is not installed");
        QTemporaryDir dir;
        SheetOptions o;
        o.paper = QPageSize(QPageSize::A3);
        o.trueSize = true;
        o.outline = true;
        const BoardSheet sheet(*PrintableBoards::find(QStringLiteral("ranter-go-round")), o);
        QCOMPARE(sheet.boardPages(), 1); // the 220 mm dish fits on A3
        const QString pdf = dir.filePath(QStringLiteral("dish.pdf"));
        QCOMPARE(exportBoard(sheet, pdf), QString());
        const QImage page = renderPage(pdf, 1, 254);
        QVERIFY(!page.isNull());
        const QRectF bar = sheet.scaleBarRect();
        const int y = static_cast<int>((bar.center().y()) * 10);
        int first = -1, last = -1;
        for (int x = 0; x < page.width(); ++x)
            if (dark(page.pixel(x, y))) {
                if (first < 0) first = x;
                last = x;
            }
        QVERIFY2(std::abs((last - first + 1) - BoardSheet::kScaleBar * 10) <= 10, qPrintable(QString::number(last - first + 1)));
        // The dish's edge, through its centre: 220 mm across.
        const QSizeF paper = sheet.paperMillimetres();
        const double top = BoardSheet::kMargin + (paper.height() - 2 * BoardSheet::kMargin - BoardSheet::kFooter - 220) / 2;
        const int row = static_cast<int>((top + 110) * 10);
        first = -1;
        last = -1;
        for (int x = 0; x < page.width(); ++x)
            if (dark(page.pixel(x, row))) {
                if (first < 0) first = x;
                last = x;
            }
        QVERIFY2(std::abs((last - first + 1) - 2200) <= 10, qPrintable(QString::number(last - first + 1)));
    }

    void rulesPageAndScoreSheet() {
        if (!havePoppler()) QSKIP("poppler-utils is not installed");
        SheetOptions o;
        o.rulesPage = true;
        const BoardSheet sheet(*PrintableBoards::find(QStringLiteral("pope-joan")), o);
        QCOMPARE(sheet.pageCount(), 2);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("rules.pdf"));
        QCOMPARE(exportBoard(sheet, pdf), QString());
        QCOMPARE(pdfInfo(pdf).pages, 2);
        const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("2"), pdf, QStringLiteral("-")});
        QVERIFY(text.contains(QLatin1String("Score sheet")));
        QVERIFY(text.contains(QLatin1String("Matrimony")));
    }

    // The score sheet has a column for every player the game seats: eight
    // in Pope Joan, six in modern Poch. Counted as the sheet's upright
    // lines right of the first column, along the rows of the deals.
    void scoreSheetSeatsEveryPlayer_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("players");
        QTest::newRow("pope-joan") << QStringLiteral("pope-joan") << 8;
        QTest::newRow("newmarket") << QStringLiteral("newmarket") << 8;
        QTest::newRow("poch") << QStringLiteral("poch") << 6;
    }
    void scoreSheetSeatsEveryPlayer() {
        if (!havePoppler()) QSKIP("poppler-utils is not installed");
        QFETCH(QString, board);
        QFETCH(int, players);
        SheetOptions o;
        o.rulesPage = true;
        const BoardSheet sheet(*PrintableBoards::find(board), o);
        QCOMPARE(sheet.board().mostPlayers, players);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("rules.pdf"));
        QCOMPARE(exportBoard(sheet, pdf), QString());
        const int dpi = 100;
        const QImage page = renderPage(pdf, 2, dpi);
        QVERIFY(!page.isNull());
        const auto pixels = [&](double mm) { return static_cast<int>(mm * dpi / 25.4); };
        // Right of the first column (the margin and the row names), which
        // ends 28 mm from the paper's edge.
        const int from = pixels(BoardSheet::kMargin + 18 + 2);
        int most = 0;
        for (double mm = 200; mm < 270; mm += 1.5) {
            const int y = pixels(mm);
            int lines = 0, inkAlong = 0;
            bool inLine = false;
            for (int x = from; x < page.width(); ++x) {
                const bool ink = dark(page.pixel(x, y));
                inkAlong += ink;
                if (ink && !inLine) ++lines;
                inLine = ink;
            }
            if (inkAlong < page.width() / 2) most = std::max(most, lines); // not along a row's line
        }
        QCOMPARE(most, players);
    }

    void svgExport() {
        QTemporaryDir dir;
        for (bool trueSize : {false, true}) {
            SheetOptions o;
            o.trueSize = trueSize;
            const BoardSheet sheet(*PrintableBoards::find(QStringLiteral("poch")), o);
            const QString path = dir.filePath(trueSize ? QStringLiteral("true.svg") : QStringLiteral("fitted.svg"));
            QCOMPARE(exportBoard(sheet, path), QString());
            QSvgRenderer svg(path);
            QVERIFY(svg.isValid());
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            QVERIFY(text.contains("Centre pot")); // labels stay text
            // At true size the canvas is the board with its margins, in mm.
            if (trueSize) QVERIFY2(text.contains("width=\"500mm\""), text.left(400).constData());
        }
    }

    // File ▸ Print a Board: the dialog builds the sheet from its choices
    // and says how many sheets they take.
    void printDialog() {
        PrintBoardDialog dialog(QStringLiteral("pope-joan-5"));
        QCOMPARE(dialog.sheet().board().id, QStringLiteral("pope-joan-5"));
        auto* trueSize = dialog.findChild<QRadioButton*>(QString(), Qt::FindChildrenRecursively);
        QVERIFY(trueSize);
        for (QRadioButton* b : dialog.findChildren<QRadioButton*>()) {
            QVERIFY(!b->accessibleName().isEmpty());
            if (b->text().contains(QLatin1String("True size"))) b->click();
        }
        const BoardSheet sheet = dialog.sheet();
        QVERIFY(sheet.options().trueSize);
        QCOMPARE(sheet.scale(), 1.0);
        QLabel* result = nullptr;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            if (l->accessibleName() == QLatin1String("What will be printed")) result = l;
        QVERIFY(result);
        QVERIFY2(result->text().contains(QString::number(sheet.boardPages())), qPrintable(result->text()));
        QVERIFY(result->text().contains(QLatin1String("38.0")));
    }

    // A board is first offered the way round that prints it larger: Spin's
    // and Newmarket's wide boards came out at a third of their size on a
    // portrait sheet. Turned back to portrait, the dialog says landscape
    // prints it larger, and keeps portrait for that board the next time;
    // a square board says nothing of the kind.
    void theLargerWayIsTakenAndSaid() {
        QSettings().remove(QStringLiteral("print/wayRound"));
        QSettings().setValue(QStringLiteral("print/trueSize"), false);
        for (const char* id : {"spin", "newmarket", "ranter-go-round"}) {
            const bool wide = QLatin1String(id) != QLatin1String("ranter-go-round");
            {
                PrintBoardDialog dialog(QString::fromLatin1(id));
                QVERIFY(!dialog.sheet().options().trueSize);
                QCOMPARE(dialog.sheet().options().orientation, wide ? QPageLayout::Landscape : QPageLayout::Portrait);
                auto* way = dialog.findChild<QComboBox*>();
                for (QComboBox* box : dialog.findChildren<QComboBox*>())
                    if (box->accessibleName() == QLatin1String("Orientation")) way = box;
                QVERIFY(way);
                way->setCurrentIndex(way->findData(static_cast<int>(QPageLayout::Portrait)));
                QLabel* result = nullptr;
                for (QLabel* l : dialog.findChildren<QLabel*>())
                    if (l->accessibleName() == QLatin1String("What will be printed")) result = l;
                QVERIFY(result);
                QCOMPARE(dialog.sheet().options().orientation, QPageLayout::Portrait);
                SheetOptions turned = dialog.sheet().options();
                turned.orientation = QPageLayout::Landscape;
                const BoardSheet landscape(dialog.sheet().board(), turned);
                QCOMPARE(landscape.scale() > dialog.sheet().scale() * 1.1, wide);
                QCOMPARE(result->text().contains(QStringLiteral("Landscape prints it at %1%.").arg(std::lround(landscape.scale() * 100))), wide);
                QVERIFY2(wide || !result->text().contains(QLatin1String("prints it at")), qPrintable(result->text()));
            }
            PrintBoardDialog again(QString::fromLatin1(id));
            QCOMPARE(again.sheet().options().orientation, QPageLayout::Portrait);
        }
        QSettings().remove(QStringLiteral("print/wayRound"));
    }

    // The preview fits the screen: at 1366x768 its foot and its buttons lay
    // off the screen (it asked for 900x1000).
    void thePreviewFitsTheScreen() {
        PrintBoardDialog dialog(QStringLiteral("pope-joan-5"));
        dialog.show();
        QPushButton* preview = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text().contains(QLatin1String("view"))) preview = b;
        QVERIFY(preview);
        QSize shown;
        QSize room;
        QTimer::singleShot(0, [&] {
            QVERIFY(QTest::qWaitFor([] { return qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget()); }, 5000));
            auto* open = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            shown = open->frameGeometry().size();
            room = open->screen()->availableGeometry().size();
            open->reject();
        });
        preview->click();
        QVERIFY(shown.isValid());
        QVERIFY2(shown.width() <= room.width() && shown.height() <= room.height(),
                 qPrintable(QStringLiteral("%1x%2 on a screen of %3x%4").arg(shown.width()).arg(shown.height()).arg(room.width()).arg(room.height())));
    }

    // The paper chosen in the printer's own dialog is printed on and
    // remembered: Letter chosen there printed as the A4 chosen here, and
    // the next print offered A4 again. A paper this dialog does not list
    // is printed on as it is.
    void thePrintersPaperIsTaken() {
        {
            PrintBoardDialog dialog(QStringLiteral("poch"));
            const BoardSheet letter = dialog.takeLayout(QPageLayout(QPageSize(QPageSize::Letter), QPageLayout::Landscape, QMarginsF()));
            QCOMPARE(letter.options().paper.id(), QPageSize::Letter);
            QCOMPARE(letter.options().orientation, QPageLayout::Landscape);
            QCOMPARE(dialog.sheet().options().paper.id(), QPageSize::Letter);
        }
        {
            PrintBoardDialog again(QStringLiteral("poch"));
            QCOMPARE(again.sheet().options().paper.id(), QPageSize::Letter);
            QCOMPARE(again.sheet().options().orientation, QPageLayout::Landscape);
            const BoardSheet a5 = again.takeLayout(QPageLayout(QPageSize(QPageSize::A5), QPageLayout::Portrait, QMarginsF()));
            QCOMPARE(a5.options().paper.id(), QPageSize::A5);
            QCOMPARE(again.sheet().options().paper.id(), QPageSize::Letter); // still what it lists
        }
    }

    // An export says where it went, and an SVG with the rules page asked
    // for says that the page is not in it (it was dropped unsaid).
    void anExportSaysWhereItWent() {
        QTemporaryDir dir;
        PrintBoardDialog dialog(QStringLiteral("poch"));
        QCheckBox* rules = dialog.findChild<QCheckBox*>();
        QVERIFY(rules);
        rules->setChecked(true);
        QLabel* result = nullptr;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            if (l->accessibleName() == QLatin1String("What will be printed")) result = l;
        QVERIFY(result);
        const QString svg = dir.filePath(QStringLiteral("board.svg"));
        dialog.exportTo(svg);
        QVERIFY(QFile::exists(svg));
        QVERIFY2(result->text().contains(QLatin1String("export a PDF for the rules page")), qPrintable(result->text()));
        const QString pdf = dir.filePath(QStringLiteral("board.pdf"));
        dialog.exportTo(pdf);
        QVERIFY(QFile::exists(pdf));
        QCOMPARE(result->text(), QStringLiteral("The board was exported to %1.").arg(QDir::toNativeSeparators(pdf)));
    }

    // Export offers the folder and the kind of file of the last export: it
    // had offered "poch.pdf" in whatever folder the program was started
    // from, every time (a tester). At first, the documents folder.
    void anExportComesBackToItsFolder() {
        QSettings().remove(QStringLiteral("print/exportFolder"));
        QSettings().remove(QStringLiteral("print/exportSuffix"));
        // The documents folder follows $HOME on Linux alone.
#ifdef Q_OS_LINUX
        // Homes of their own, one with a documents folder and one without
        // (a fresh account): there the home, not the folder the program
        // was started from, where the file dialog had fallen back to.
        const QByteArray kept = qgetenv("HOME");
        const auto home = qScopeGuard([kept] { qputenv("HOME", kept); });
        QTemporaryDir withDocuments;
        qputenv("HOME", withDocuments.path().toLocal8Bit());
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY(documents.startsWith(withDocuments.path()));
        QVERIFY(QDir().mkpath(documents));
        QCOMPARE(PrintBoardDialog(QStringLiteral("spin")).exportPath(), QDir(documents).filePath(QStringLiteral("spin.pdf")));
        QTemporaryDir bare;
        qputenv("HOME", bare.path().toLocal8Bit());
        QVERIFY(!QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).exists());
        QCOMPARE(PrintBoardDialog(QStringLiteral("spin")).exportPath(), QDir(bare.path()).filePath(QStringLiteral("spin.pdf")));
        qputenv("HOME", kept);
#endif
        QTemporaryDir dir;
        PrintBoardDialog(QStringLiteral("poch")).exportTo(dir.filePath(QStringLiteral("mine.svg")));
        QCOMPARE(PrintBoardDialog(QStringLiteral("spin")).exportPath(), QDir(dir.path()).filePath(QStringLiteral("spin.svg")));
        // A board printed to a file since: Export offers that file's folder.
        QTemporaryDir printed;
        QPrinter toFile;
        toFile.setOutputFileName(printed.filePath(QStringLiteral("the-board.pdf")));
        PrintBoardDialog::rememberDestination(toFile);
        QCOMPARE(PrintBoardDialog(QStringLiteral("spin")).exportPath(), QDir(printed.path()).filePath(QStringLiteral("spin.svg")));
        // Printed on paper, the folder stays.
        QPrinter onPaper;
        PrintBoardDialog::rememberDestination(onPaper);
        QCOMPARE(PrintBoardDialog(QStringLiteral("spin")).exportPath(), QDir(printed.path()).filePath(QStringLiteral("spin.svg")));
    }

    // The printer's dialog opens on the file last printed to, or on the
    // printer last chosen, not on the system's default each time.
    void thePrintersDialogComesBackAsLeft() {
        QPrinter toFile;
        toFile.setOutputFileName(QStringLiteral("/tmp/the-board.pdf"));
        PrintBoardDialog::rememberDestination(toFile);
        QPrinter next;
        PrintBoardDialog::offerLastDestination(next);
        QCOMPARE(next.outputFileName(), QStringLiteral("/tmp/the-board.pdf"));
        QPrinter onPaper;
        onPaper.setOutputFileName(QString());
        PrintBoardDialog::rememberDestination(onPaper);
        QPrinter after;
        PrintBoardDialog::offerLastDestination(after);
        QCOMPARE(after.outputFileName(), QString());
        QCOMPARE(QSettings().value(QStringLiteral("print/printer")).toString(), onPaper.printerName());
    }

    // With no game in play the dialog opens on the board last chosen in it
    // (it always opened on Poch's); with a game, on the game's board.
    void theBoardLastChosenComesBack() {
        {
            PrintBoardDialog dialog(QStringLiteral("poch"));
            auto* board = dialog.findChild<QComboBox*>();
            QVERIFY(board && board->accessibleName() == QLatin1String("Board"));
            board->setCurrentIndex(board->findData(QStringLiteral("spin")));
            QCOMPARE(dialog.sheet().board().id, QStringLiteral("spin"));
        }
        QCOMPARE(PrintBoardDialog(QString()).sheet().board().id, QStringLiteral("spin"));
        QCOMPARE(PrintBoardDialog(QStringLiteral("pope-joan")).sheet().board().id, QStringLiteral("pope-joan"));
        // A board this program does not have, from the settings: the first.
        QSettings().setValue(QStringLiteral("print/board"), QStringLiteral("chess"));
        QCOMPARE(PrintBoardDialog(QString()).sheet().board().id, PrintableBoards::ids().front());
    }

    void commandLine() {
        QTemporaryDir dir;
        int status = -1;
        const QString list = run(QStringLiteral(POCH_APP), {QStringLiteral("--list-boards")}, &status);
        QCOMPARE(status, 0);
        for (const QString& id : PrintableBoards::ids()) QVERIFY2(list.contains(id), qPrintable(list));
        const QString pdf = dir.filePath(QStringLiteral("cli.pdf"));
        run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("spin"), QStringLiteral("--paper"), QStringLiteral("Letter"),
                                       QStringLiteral("--true-size"), QStringLiteral("--outline"), QStringLiteral("--output"), pdf},
            &status);
        QCOMPARE(status, 0);
        QVERIFY(QFile::exists(pdf));
        if (havePoppler()) QVERIFY(pdfInfo(pdf).pages > 1);

        const QString unknownBoard = run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("chess"), QStringLiteral("--output"), pdf}, &status);
        QVERIFY(status != 0);
        QVERIFY2(unknownBoard.contains(QLatin1String("chess")), qPrintable(unknownBoard));
        const QString unknownPaper = run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("poch"), QStringLiteral("--paper"), QStringLiteral("B7"), QStringLiteral("--output"), pdf}, &status);
        QVERIFY(status != 0);
        QVERIFY2(unknownPaper.contains(QLatin1String("B7")), qPrintable(unknownPaper));
        const QString badPath = run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("poch"), QStringLiteral("--output"), QStringLiteral("/no/such/folder/board.pdf")}, &status);
        QVERIFY(status != 0);
        QVERIFY2(badPath.contains(QLatin1String("/no/such/folder/board.pdf")), qPrintable(badPath));
        const QString badType = run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("poch"), QStringLiteral("--output"), dir.filePath(QStringLiteral("board.png"))}, &status);
        QVERIFY(status != 0);
        QVERIFY2(badType.contains(QLatin1String(".pdf")), qPrintable(badType));
        run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("poch")}, &status);
        QVERIFY(status != 0);

        // What cannot be meant is refused in words, never quietly dropped:
        // a printing option without --print-board started the game; a
        // record with --print-board was not opened; an SVG lost the rules
        // page.
        const QString alone = run(QStringLiteral(POCH_APP), {QStringLiteral("--true-size")}, &status);
        QCOMPARE(status, 2);
        QVERIFY2(alone.contains(QLatin1String("--true-size goes with --print-board")), qPrintable(alone));
        const QString withRecord = run(QStringLiteral(POCH_APP), {dir.filePath(QStringLiteral("game.json")), QStringLiteral("--print-board"), QStringLiteral("poch"), QStringLiteral("--output"), pdf}, &status);
        QCOMPARE(status, 2);
        QVERIFY2(withRecord.contains(QLatin1String("a record to open")), qPrintable(withRecord));
        const QString svgRules = run(QStringLiteral(POCH_APP), {QStringLiteral("--print-board"), QStringLiteral("poch"), QStringLiteral("--rules-page"), QStringLiteral("--output"), dir.filePath(QStringLiteral("b.svg"))}, &status);
        QCOMPARE(status, 2);
        QVERIFY2(svgRules.contains(QLatin1String("--rules-page")), qPrintable(svgRules));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("b.svg"))));
        // The help speaks the language asked for, its own lines too (Qt's
        // were left in English: "Displays help on commandline options.").
        const QString help = run(QStringLiteral(POCH_APP), {QStringLiteral("--language"), QStringLiteral("fr"), QStringLiteral("--help")}, &status);
        QCOMPARE(status, 0);
        QVERIFY2(help.contains(QStringLiteral("Afficher cette aide et quitter.")) && help.contains(QStringLiteral("[partie]"))
                     && !help.contains(QLatin1String("Displays")) && !help.contains(QLatin1String("[record]")),
                 qPrintable(help));
        QVERIFY(run(QStringLiteral(POCH_APP), {QStringLiteral("--version")}, &status).contains(QRegularExpression(QStringLiteral("^poch \\d+\\.\\d+"), QRegularExpression::MultilineOption)));
        QCOMPARE(status, 0);
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestPrint)
#include "tst_print.moc"
