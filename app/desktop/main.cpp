// The Poch desktop app: sit down at a table against computer opponents.
#include "auto_play.h"
#include "board_print_command.h"
#include "language.h"
#include "main_window.h"
#include "new_game_dialog.h"
#include "one_copy.h"
#include "rule_texts.h"
#include "settings_file.h"
#include "table_view.h"

#include "poch/registry.h"

#include <QApplication>
#include <QDateTime>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // Printing a board from the command line needs no display at all.
    // Nor do --help and --version, which must work in a terminal without one.
    const bool printing = poch::app::wantsBoardPrintCommand(argc, argv);
    bool answering = false;
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "-?", "-v", "--version"}) answering |= qstrcmp(argv[i], flag) == 0;
    if ((printing || answering) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Poch"));
    QApplication::setApplicationName(QStringLiteral("poch"));
    QApplication::setApplicationDisplayName(QStringLiteral("Poch"));
    QApplication::setApplicationVersion(QStringLiteral(POCH_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(POCH_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/poch.svg")));
    // Before anything else reads the settings or writes them, which a lock
    // left by a killed Poch would hold for 30 s.
    const poch::app::SettingsFile settingsFile;
    settingsFile.clearLeftOverLock();

    // The player's language (or the system's) before any word is shown;
    // --language overrides it for this run. Looked for by hand because the
    // parser's own help text must already be in that language.
    QString language = poch::app::Language::chosen();
    for (int i = 1; i + 1 < argc; ++i)
        if (qstrcmp(argv[i], "--language") == 0) language = QString::fromLocal8Bit(argv[i + 1]);
    poch::app::Language::install(poch::app::Language::resolve(language));
    // Said in the player's language, on the terminal and in the window,
    // before anything writes the settings again.
    const QString settingsProblem = settingsFile.setAsideIfDamaged();
    if (!settingsProblem.isEmpty()) std::fprintf(stderr, "%s\n", qPrintable(settingsProblem));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "The board-and-stops card games against computer opponents."));
    // Help and version in our own words: Qt's own help line was left in
    // English in French ("Displays help on commandline options.").
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("?"), QStringLiteral("help")}, QApplication::translate("main", "Show this help and quit."));
    parser.addOption(help);
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")}, QApplication::translate("main", "Show the version and quit."));
    parser.addOption(version);
    const QString record = QApplication::translate("main", "record");
    parser.addPositionalArgument(record, QApplication::translate("main", "A saved game to open."), QStringLiteral("[%1]").arg(record));
    QStringList ids;
    for (const poch::RulesetInfo* info : poch::allRulesets()) ids << QString::fromStdString(info->id);
    const QString gameIds = ids.join(QStringLiteral(", "));
    QCommandLineOption game(QStringLiteral("game"),
                            QApplication::translate("main", "Deal a match of this game at once, with the usual options: %1.").arg(gameIds),
                            QApplication::translate("main", "game"));
    parser.addOption(game);
    QCommandLineOption players(QStringLiteral("players"), QApplication::translate("main", "Players at the table with --game (you and the computer's)."),
                               QApplication::translate("main", "count"), QStringLiteral("4"));
    parser.addOption(players);
    QCommandLineOption learn(QStringLiteral("learn"),
                             QApplication::translate("main", "Start the lesson of this game (Help ▸ Learn to Play), for example pope-joan."),
                             QApplication::translate("main", "game"));
    parser.addOption(learn);
    QCommandLineOption languageOption(QStringLiteral("language"),
                                      QApplication::translate("main", "Speak this language for this run: en, de or fr."),
                                      QApplication::translate("main", "code"));
    parser.addOption(languageOption);
    // For the crash tests: the computer plays every seat (see AutoPlay).
    QCommandLineOption autoplay(QStringLiteral("autoplay"));
    autoplay.setValueName(QStringLiteral("matches"));
    autoplay.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(autoplay);
    // After a change of language: go on with the autosaved match unasked.
    QCommandLineOption resume(QStringLiteral("resume"));
    resume.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(resume);
    // Started again by a copy that is closing (a change of language): wait
    // for it to let go of the saves.
    QCommandLineOption restarted(QStringLiteral("restarted"));
    restarted.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(restarted);
    // For the start-up benchmark: deal a match of modern Poch at once,
    // print the milliseconds until the board is first painted, and quit.
    QCommandLineOption measureStartup(QStringLiteral("measure-startup"));
    measureStartup.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(measureStartup);
    poch::app::addBoardPrintOptions(parser);
    parser.process(app);
    if (parser.isSet(help)) parser.showHelp(0);
    if (parser.isSet(version)) parser.showVersion();

    // What the command line cannot mean is refused in words, before
    // anything is begun or printed, never quietly set right.
    const auto refuse = [](const QString& why) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 2;
    };
    if (parser.isSet(languageOption)) {
        QStringList codes;
        for (const poch::app::Language::Choice& c : poch::app::Language::available()) codes << c.code;
        if (!codes.contains(parser.value(languageOption)))
            return refuse(QApplication::translate("main", "Poch does not speak \"%1\"; --language takes %2.")
                              .arg(parser.value(languageOption), codes.join(QStringLiteral(", "))));
    }
    if (printing) return poch::app::runBoardPrintCommand(parser);
    if (const QString alone = poch::app::printOptionAlone(parser); !alone.isEmpty()) return refuse(alone);
    if (parser.isSet(game) + parser.isSet(learn) + !parser.positionalArguments().isEmpty() > 1)
        return refuse(QApplication::translate("main", "--game, --learn and a record to open each say what to begin with; give only one."));
    if (parser.isSet(players) && !parser.isSet(game))
        return refuse(QApplication::translate("main", "--players goes with --game, which names the game to deal."));
    if (parser.isSet(learn) && !poch::findRuleset(parser.value(learn).toStdString()))
        return refuse(QApplication::translate("main", "There is no game called \"%1\". The games are: %2.").arg(parser.value(learn), gameIds));

    // The game and the table asked for are checked before a window opens. A
    // number of players the game cannot seat is refused in words, not
    // quietly changed: the table would not be the one asked for.
    const poch::RulesetInfo* quickGame = nullptr;
    int quickPlayers = 0;
    if (parser.isSet(game)) {
        const QString id = parser.value(game);
        quickGame = poch::findRuleset(id.toStdString());
        if (!quickGame) return refuse(QApplication::translate("main", "There is no game called \"%1\". The games are: %2.").arg(id, gameIds));
        bool number = false;
        quickPlayers = parser.value(players).toInt(&number);
        if (parser.isSet(players) && (!number || quickPlayers < quickGame->minSeats || quickPlayers > quickGame->maxSeats))
            return refuse(QApplication::translate("main", "%1 is played by %2 to %3 players, so --players %4 cannot be dealt.")
                              .arg(poch::texts::rulesetName(id))
                              .arg(quickGame->minSeats)
                              .arg(quickGame->maxSeats)
                              .arg(parser.value(players)));
        // Unasked, the usual four, or as near as the game allows.
        quickPlayers = std::clamp(quickPlayers, quickGame->minSeats, quickGame->maxSeats);
    }

    // One copy at a time (one_copy.h), the benchmark's aside. A lock that a
    // copy killed as it wrote it left empty is taken over when two seconds
    // old, so a start waits three for it.
    poch::app::OneCopy oneCopy(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    if (!parser.isSet(measureStartup) && !oneCopy.take(parser.isSet(restarted) ? 10000 : 3000)) {
        std::fprintf(stderr, "%s\n", qPrintable(poch::app::OneCopy::alreadyOpen()));
        QMessageBox::information(nullptr, QApplication::translate("main", "Poch"), poch::app::OneCopy::alreadyOpen());
        return 1;
    }

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
    // Before a game is begun or offered (the crash tests' autoplay answers
    // no message box; the terminal has it).
    if (!settingsProblem.isEmpty() && !parser.isSet(autoplay))
        window.warn(QApplication::translate("main", "Settings"), settingsProblem);
    if (parser.isSet(autoplay)) {
        QStringList rulesets;
        for (const poch::RulesetInfo* info : poch::allRulesets()) rulesets << QString::fromStdString(info->id);
        new poch::app::AutoPlay(&window, parser.value(autoplay).toInt(), rulesets, static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
        return QApplication::exec();
    }
    if (parser.isSet(learn)) {
        const QString error = window.startLesson(parser.value(learn));
        if (!error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        return QApplication::exec();
    }
    if (quickGame) {
        const auto asked = poch::app::MatchSettings::quick(QString::fromStdString(quickGame->id), quickPlayers,
                                                           static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
        QTimer::singleShot(0, &window, [&window, asked] { window.beginWith(asked); });
        return QApplication::exec();
    }
    QTimer::singleShot(0, &window, [&window, &parser, &resume] {
        window.begin(parser.positionalArguments().value(0), !parser.isSet(resume));
    });
    return QApplication::exec();
}
