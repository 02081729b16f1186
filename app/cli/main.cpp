// poch-cli: replays and checks game records, lists the rulesets, and
// simulates matches. Each command parses its own options.
#include "analyse_command.h"
#include "replay_command.h"
#include "rules_command.h"
#include "simulate_command.h"
#include "tournament_command.h"

#include <QCoreApplication>
#include <QTextStream>

namespace {
void printUsage(QTextStream& out) {
    out << QCoreApplication::translate("poch-cli",
                                       "Usage: poch-cli COMMAND [options]\n"
                                       "\n"
                                       "Commands:\n"
                                       "  replay FILE|-   check a game record and print the resulting state as JSON\n"
                                       "  analyse FILE --deal N --action M\n"
                                       "                   what each choice at that moment is worth, by the Expert's search\n"
                                       "  rules [--json]  list the rulesets, their player counts and options\n"
                                       "  simulate        play random matches, checking the invariants\n"
                                       "  tournament      computer opponents against each other on duplicate deals\n"
                                       "\n"
                                       "'poch-cli COMMAND --help' describes a command's options.\n");
}
} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("poch-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(POCH_VERSION));

    QStringList args = QCoreApplication::arguments();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() < 2) {
        printUsage(err);
        return 2;
    }
    const QString command = args.at(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printUsage(out);
        return 0;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out << "poch-cli " << QCoreApplication::applicationVersion() << "\n";
        return 0;
    }
    args.removeAt(1);
    args[0] = QStringLiteral("poch-cli ") + command;
    if (command == QLatin1String("replay")) return poch::cli::runReplay(args);
    if (command == QLatin1String("analyse")) return poch::cli::runAnalyse(args);
    if (command == QLatin1String("rules")) return poch::cli::runRules(args);
    if (command == QLatin1String("simulate")) return poch::cli::runSimulate(args);
    if (command == QLatin1String("tournament")) return poch::cli::runTournament(args);
    err << QCoreApplication::translate("poch-cli", "poch-cli: unknown command '%1'").arg(command) << "\n";
    printUsage(err);
    return 2;
}
