#include "board_print_command.h"

#include "board_sheet.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstring>

namespace poch::app {

namespace {
// Words said outside a class: lupdate files them under the namespace.
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }

struct Paper {
    const char* name;
    QPageSize::PageSizeId id;
};
const Paper kPapers[] = {{"A4", QPageSize::A4}, {"Letter", QPageSize::Letter}, {"A3", QPageSize::A3}, {"Tabloid", QPageSize::Tabloid}};
} // namespace

void addBoardPrintOptions(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("list-boards"), tr("List the boards that can be printed, with their sizes at the table.")});
    parser.addOption({QStringLiteral("print-board"), tr("Write this board to the --output file (PDF or SVG) and quit."), tr("board")});
    parser.addOption({QStringLiteral("paper"), tr("Paper for --print-board: A4, Letter, A3 or Tabloid (default A4)."), tr("paper"),
                      QStringLiteral("A4")});
    parser.addOption({QStringLiteral("landscape"), tr("Lay the paper landscape.")});
    parser.addOption({QStringLiteral("true-size"), tr("Print at the size the board has at the table, over several sheets if need be.")});
    parser.addOption({QStringLiteral("outline"), tr("Print lines only, to save ink.")});
    parser.addOption({QStringLiteral("rules-page"), tr("Add a page with a short rules summary and a score sheet.")});
    parser.addOption({QStringLiteral("output"), tr("The file to write: its name ends in .pdf or .svg."), tr("file")});
}

bool wantsBoardPrintCommand(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"--list-boards", "--print-board", "-list-boards", "-print-board"})
            if (std::strncmp(argv[i], flag, std::strlen(flag)) == 0) return true;
    return false;
}

QString printOptionAlone(const QCommandLineParser& parser) {
    for (const char* name : {"paper", "landscape", "true-size", "outline", "rules-page", "output"})
        if (parser.isSet(QString::fromLatin1(name)))
            return tr("--%1 goes with --print-board, which names the board to print.").arg(QString::fromLatin1(name));
    return {};
}

int runBoardPrintCommand(const QCommandLineParser& parser) {
    QTextStream out(stdout);
    QTextStream err(stderr);
    // These print and quit: a game asked for as well would be ignored.
    if (!parser.positionalArguments().isEmpty() || parser.isSet(QStringLiteral("game")) || parser.isSet(QStringLiteral("learn"))) {
        err << tr("poch: --print-board and --list-boards print and quit, so a record to open, --game or --learn cannot go with them.")
            << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("list-boards"))) {
        for (const QString& id : PrintableBoards::ids()) {
            const auto board = PrintableBoards::find(id);
            if (!board) continue;
            out << id << QLatin1Char('\t') << board->title << QLatin1Char('\t')
                << tr("%1 × %2 mm").arg(board->trueSize.width()).arg(board->trueSize.height()) << Qt::endl;
        }
        return 0;
    }
    const QString id = parser.value(QStringLiteral("print-board"));
    const auto board = PrintableBoards::find(id);
    if (!board) {
        err << tr("poch: there is no board \"%1\"; --list-boards lists them.").arg(id) << Qt::endl;
        return 2;
    }
    SheetOptions options;
    const QString paper = parser.value(QStringLiteral("paper"));
    bool known = false;
    for (const Paper& p : kPapers)
        if (paper.compare(QLatin1String(p.name), Qt::CaseInsensitive) == 0) {
            options.paper = QPageSize(p.id);
            known = true;
        }
    if (!known) {
        err << tr("poch: unknown paper \"%1\"; use A4, Letter, A3 or Tabloid.").arg(paper) << Qt::endl;
        return 2;
    }
    options.orientation = parser.isSet(QStringLiteral("landscape")) ? QPageLayout::Landscape : QPageLayout::Portrait;
    options.trueSize = parser.isSet(QStringLiteral("true-size"));
    options.outline = parser.isSet(QStringLiteral("outline"));
    options.rulesPage = parser.isSet(QStringLiteral("rules-page"));
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty()) {
        err << tr("poch: --print-board needs --output FILE.pdf or FILE.svg.") << Qt::endl;
        return 2;
    }
    // An SVG holds one picture, the board: the rules page would be lost.
    if (options.rulesPage && output.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        err << tr("poch: an SVG file holds the board alone; write a PDF for --rules-page.") << Qt::endl;
        return 2;
    }
    const BoardSheet sheet(*board, options);
    if (const QString error = exportBoard(sheet, output); !error.isEmpty()) {
        err << QStringLiteral("poch: ") << error << Qt::endl;
        return 1;
    }
    out << tr("%1: %2 page(s), %3.").arg(output).arg(output.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? 1 : sheet.pageCount()).arg(board->title)
        << Qt::endl;
    return 0;
}

} // namespace poch::app
