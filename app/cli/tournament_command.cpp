#include "tournament_command.h"

#include "option_arguments.h"

#include "poch/registry.h"
#include "poch/tournament.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QThread>

namespace poch::cli {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("poch-cli", text); }

QString interval(const Summary& s) {
    return QStringLiteral("%1 ± %2").arg(s.mean, 7, 'f', 3).arg(s.halfWidth95, 5, 'f', 3);
}
} // namespace

int runTournament(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays computer opponents against each other on duplicate deals, each deal once for every rotation of "
           "the seats, and reports each seat's and each level's chips won per deal with a 95% interval, and the "
           "time each level takes to decide."));
    parser.addHelpOption();
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), tr("The ruleset id."), tr("id"), QStringLiteral("poch"));
    const QCommandLineOption players(QStringLiteral("players"), tr("Number of players (or give --seats)."), tr("n"));
    const QCommandLineOption deals(QStringLiteral("deals"), tr("Duplicate deals to play."), tr("k"), QStringLiteral("100"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("The random seed."), tr("s"), QStringLiteral("1"));
    const QCommandLineOption seats(QStringLiteral("seats"),
                                   tr("The level at each seat, e.g. expert,standard,standard,standard."), tr("levels"));
    const QCommandLineOption chips(QStringLiteral("chips"), tr("Each player's chips at the start of a deal."), tr("c"),
                                   QStringLiteral("100"));
    const QCommandLineOption threads(QStringLiteral("threads"), tr("Deals played at once."), tr("t"),
                                     QString::number(std::max(1, QThread::idealThreadCount())));
    const QCommandLineOption option(QStringLiteral("option"), tr("Set a ruleset option (repeatable)."),
                                    tr("name=value"));
    parser.addOptions({ruleset, players, deals, seed, seats, chips, threads, option});

    QTextStream out(stdout);
    QTextStream err(stderr);
    auto usageError = [&](const QString& message) {
        err << "poch-cli tournament: " << message << "\n";
        return 2;
    };
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    TournamentSettings settings;
    settings.ruleset = parser.value(ruleset).toStdString();
    const RulesetInfo* info = findRuleset(settings.ruleset);
    if (!info) return usageError(tr("unknown ruleset '%1'; 'poch-cli rules' lists them").arg(parser.value(ruleset)));
    if (!parser.isSet(seats)) return usageError(tr("--seats is needed, e.g. --seats expert,standard,standard"));
    for (const QString& id : parser.value(seats).split(QLatin1Char(','))) {
        Level level;
        if (!parseLevel(id.trimmed().toStdString(), level, LevelScope::Tournament))
            return usageError(tr("unknown level '%1': beginner, standard, expert, expert-1 or oracle").arg(id));
        settings.seats.push_back(level);
    }
    bool ok = true;
    if (parser.isSet(players) && parser.value(players).toInt(&ok) != static_cast<int>(settings.seats.size()))
        return usageError(tr("--players says %1 but --seats names %2").arg(parser.value(players)).arg(settings.seats.size()));
    settings.deals = parser.value(deals).toLongLong(&ok);
    if (!ok || settings.deals < 1) return usageError(tr("--deals needs a positive number"));
    settings.seed = parser.value(seed).toULongLong(&ok);
    if (!ok) return usageError(tr("--seed needs a non-negative number"));
    settings.chips = parser.value(chips).toInt(&ok);
    if (!ok || settings.chips < 0) return usageError(tr("--chips needs a non-negative number"));
    settings.threads = parser.value(threads).toInt(&ok);
    if (!ok || settings.threads < 1) return usageError(tr("--threads needs a positive number"));
    settings.options = Options(info->options);
    QString error;
    if (!readRulesetOptions(parser.values(option), *info, settings.options, error)) return usageError(error);

    TournamentResult result;
    QElapsedTimer timer;
    timer.start();
    try {
        result = poch::runTournament(settings);
    } catch (const std::invalid_argument& e) {
        return usageError(QString::fromStdString(e.what()));
    }

    const QString unit = info->scoredByMatch ? tr("match") : tr("deal");
    out << tr("%1, %2 players, %3 duplicate deals (%4 played), seed %5, %6 s")
               .arg(parser.value(ruleset))
               .arg(settings.seats.size())
               .arg(settings.deals)
               .arg(result.gamesPlayed)
               .arg(settings.seed)
               .arg(static_cast<double>(timer.elapsed()) / 1000.0, 0, 'f', 1)
        << "\n";
    out << tr("chips won per %1 (chips left on the board shared equally), mean ± 95% interval:").arg(unit) << "\n";
    for (std::size_t e = 0; e < result.seats.size(); ++e)
        out << "  " << tr("seat %1 (%2)").arg(e + 1).arg(QString::fromLatin1(levelId(settings.seats[e]))).leftJustified(22)
            << interval(result.seats[e]) << "\n";
    out << tr("by level:") << "\n";
    for (const LevelResult& l : result.levels)
        out << "  " << QString::fromLatin1(levelId(l.level)).leftJustified(10) << interval(l.chipsPerDeal)
            << tr("   decisions %1, median %2 ms, max %3 ms")
                   .arg(l.decisions)
                   .arg(l.medianDecisionMs, 0, 'f', 3)
                   .arg(l.maxDecisionMs, 0, 'f', 3)
            << "\n";
    out << tr("actions %1, illegal %2").arg(result.actions).arg(result.illegalActions) << "\n";
    return result.illegalActions == 0 ? 0 : 1;
}

} // namespace poch::cli
