#include "simulate_command.h"

#include "option_arguments.h"

#include "poch/invariants.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSaveFile>
#include <QTextStream>

namespace poch::cli {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("poch-cli", text); }

} // namespace

int runSimulate(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays whole matches of random legal play, checking the invariants after every step unless told not to, "
           "and reports deals per second."));
    parser.addHelpOption();
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), tr("The ruleset id."), tr("id"), QStringLiteral("poch"));
    const QCommandLineOption players(QStringLiteral("players"), tr("Number of players."), tr("n"), QStringLiteral("4"));
    const QCommandLineOption deals(QStringLiteral("deals"), tr("Deals to play in all."), tr("k"), QStringLiteral("1000"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("The random seed."), tr("s"), QStringLiteral("1"));
    const QCommandLineOption chips(QStringLiteral("chips"), tr("Each player's starting chips."), tr("c"),
                                   QStringLiteral("50"));
    const QCommandLineOption option(QStringLiteral("option"), tr("Set a ruleset option (repeatable)."),
                                    tr("name=value"));
    const QCommandLineOption record(QStringLiteral("record"), tr("Write the first match as a game record."),
                                    tr("file"));
    const QCommandLineOption noChecks(QStringLiteral("no-checks"), tr("Skip the invariant checks (for speed)."));
    const QCommandLineOption agents(QStringLiteral("agents"),
                                    tr("Let the computer's players play instead of random play: seat 1 a beginner, "
                                       "seat 2 a standard player, seat 3 an expert, and so on."));
    parser.addOptions({ruleset, players, deals, seed, chips, option, record, noChecks, agents});

    QTextStream out(stdout);
    QTextStream err(stderr);
    auto usageError = [&](const QString& message) {
        err << "poch-cli simulate: " << message << "\n";
        return 2;
    };
    if (!parser.parse(arguments)) return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) return usageError(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    SimulationSettings settings;
    settings.ruleset = parser.value(ruleset).toStdString();
    const RulesetInfo* info = findRuleset(settings.ruleset);
    if (!info) return usageError(tr("unknown ruleset '%1'; 'poch-cli rules' lists them").arg(parser.value(ruleset)));
    bool ok = true;
    settings.seats = parser.value(players).toInt(&ok);
    if (!ok) return usageError(tr("--players needs a number"));
    settings.deals = parser.value(deals).toLongLong(&ok);
    if (!ok || settings.deals < 1) return usageError(tr("--deals needs a positive number"));
    settings.seed = parser.value(seed).toULongLong(&ok);
    if (!ok) return usageError(tr("--seed needs a non-negative number"));
    settings.chips = parser.value(chips).toInt(&ok);
    if (!ok || settings.chips < 0) return usageError(tr("--chips needs a non-negative number"));
    settings.options = Options(info->options);
    QString error;
    if (!readRulesetOptions(parser.values(option), *info, settings.options, error)) return usageError(error);
    settings.checks = !parser.isSet(noChecks);
    settings.recordFirstMatch = parser.isSet(record);
    settings.agents = parser.isSet(agents);

    SimulationSummary summary;
    QElapsedTimer timer;
    timer.start();
    try {
        summary = simulate(settings);
    } catch (const InvariantBroken& e) {
        err << "poch-cli simulate: " << tr("invariant broken: %1").arg(QString::fromStdString(e.what())) << "\n";
        return 1;
    } catch (const std::invalid_argument& e) {
        return usageError(QString::fromStdString(e.what()));
    }
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;

    if (settings.recordFirstMatch) {
        QSaveFile file(parser.value(record));
        const std::string text = writeRecord(summary.firstMatch);
        if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0
            || !file.commit())
            return usageError(tr("cannot write %1: %2").arg(parser.value(record), file.errorString()));
    }

    out << tr("%1, %2 players: %3 deals in %4 matches, %5 actions, seed %6")
               .arg(parser.value(ruleset))
               .arg(settings.seats)
               .arg(summary.deals)
               .arg(summary.matches)
               .arg(summary.actions)
               .arg(settings.seed)
        << "\n";
    out << (settings.checks ? tr("invariants: %1 checks, none broken").arg(summary.checks)
                            : tr("invariants: not checked (--no-checks)"))
        << "\n";
    if (settings.recordFirstMatch) {
        QStringList stacks;
        for (auto c : summary.firstMatchChips) stacks << QString::number(c);
        out << tr("first match recorded to %1; final chips %2").arg(parser.value(record), stacks.join(QLatin1Char(' ')))
            << "\n";
    }
    out << tr("%1 s, %2 deals per second").arg(seconds, 0, 'f', 3).arg(static_cast<qint64>(static_cast<double>(summary.deals) / seconds))
        << "\n";
    return 0;
}

} // namespace poch::cli
