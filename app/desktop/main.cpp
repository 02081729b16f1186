// The Poch desktop app: sit down at a table against computer opponents.
#include "board_print_command.h"
#include "main_window.h"
#include "new_game_dialog.h"
#include "table_view.h"

#include "poch/registry.h"

#include <QApplication>
#include <QDateTime>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

#include <algorithm>
#include <cstdio>

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // Printing a board from the command line needs no display at all.
    const bool printing = poch::app::wantsBoardPrintCommand(argc, argv);
    if (printing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Poch"));
    QApplication::setApplicationName(QStringLiteral("poch"));
    QApplication::setApplicationDisplayName(QStringLiteral("Poch"));
    QApplication::setApplicationVersion(QStringLiteral(POCH_VERSION));

    // Qt's own words (standard dialogs) in the player's language.
    QTranslator qtWords;
    if (qtWords.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtWords);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "The board-and-stops card games against computer opponents."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QApplication::translate("main", "record"), QApplication::translate("main", "A saved game to open."), QStringLiteral("[record]"));
    QCommandLineOption game(QStringLiteral("game"),
                            QApplication::translate("main", "Deal a match of this game at once, with the usual options: poch, pope-joan, spin, sevens, newmarket, saratoga or ranter-go-round."),
                            QApplication::translate("main", "game"));
    parser.addOption(game);
    QCommandLineOption players(QStringLiteral("players"), QApplication::translate("main", "Players at the table with --game (you and the computer's)."),
                               QApplication::translate("main", "count"), QStringLiteral("4"));
    parser.addOption(players);
    // For the start-up benchmark: deal a match of modern Poch at once,
    // print the milliseconds until the board is first painted, and quit.
    QCommandLineOption measureStartup(QStringLiteral("measure-startup"));
    measureStartup.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(measureStartup);
    poch::app::addBoardPrintOptions(parser);
    parser.process(app);
    if (printing) return poch::app::runBoardPrintCommand(parser);

    // The benchmark's match is saved aside, never over the player's own.
    QTemporaryDir scratch;
    poch::app::MainWindow window(parser.isSet(measureStartup) ? scratch.path() : QString());
    if (parser.isSet(measureStartup)) {
        QObject::connect(window.view(), &poch::app::TableView::painted, &window, [&window, &sinceStart] {
            if (!window.session()->active()) return;
            std::printf("first board painted after %lld ms\n", static_cast<long long>(sinceStart.elapsed()));
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        });
        window.startMatch(poch::app::MatchSettings::quick(QStringLiteral("poch"), 4));
        window.show();
        return QApplication::exec();
    }
    window.show();
    if (parser.isSet(game)) {
        const QString id = parser.value(game);
        const poch::RulesetInfo* info = poch::findRuleset(id.toStdString());
        if (!info) {
            std::fprintf(stderr, "%s\n", qPrintable(QApplication::translate("main", "There is no game called \"%1\".").arg(id)));
            return 2;
        }
        const int count = std::clamp(parser.value(players).toInt(), info->minSeats, info->maxSeats);
        window.startMatch(poch::app::MatchSettings::quick(id, count, static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch())));
        return QApplication::exec();
    }
    QTimer::singleShot(0, &window, [&window, &parser] {
        if (!parser.positionalArguments().isEmpty()) {
            const QString error = window.openFile(parser.positionalArguments().constFirst());
            if (error.isEmpty()) return;
            qWarning("%s", qPrintable(error));
        }
        if (window.offerResume()) return;
        window.newGame();
    });
    return QApplication::exec();
}
