#include "argument_parser.h"
#include "commands.h"
#include "console.h"
#include "option_arguments.h"
#include "text_format.h"

#include "poch/invariants.h"
#include "poch/limits.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <chrono>
#include <iostream>

namespace poch::cli {

int runSimulate(const Arguments& arguments) {
    ArgumentParser parser("poch-cli simulate",
                          "Plays whole matches of random legal play, checking the invariants after every step unless "
                          "told not to, and reports deals per second.");
    parser.addOption("ruleset", "The ruleset id.", "id", "poch");
    parser.addOption("players", "Number of players.", "n", "4");
    parser.addOption("deals", "Deals to play in all.", "k", "1000");
    parser.addOption("seed", "The random seed.", "s", "1");
    parser.addOption("chips", "Each player's starting chips.", "c", "50");
    parser.addOption("option", "Set a ruleset option (repeatable).", "name=value");
    parser.addOption("record", "Write the first match as a game record.", "file");
    parser.addOption("no-checks", "Skip the invariant checks (for speed).");
    parser.addOption("agents", "Let the computer's players play instead of random play: seat 0 a beginner, seat 1 a "
                               "standard player, seat 2 an expert, and so on (seats counted from 0, as in records).");

    auto usageError = [](const std::string& message) {
        std::cerr << "poch-cli simulate: " << oneLine(message) << "\n";
        return 2;
    };
    if (!parser.parse(arguments)) return usageError(parser.error());
    if (parser.helpWanted()) {
        std::cout << parser.helpText();
        return 0;
    }
    if (!parser.positional().empty()) return usageError("unexpected argument '" + parser.positional().front() + "'");

    SimulationSettings settings;
    settings.ruleset = parser.value("ruleset");
    const RulesetInfo* info = findRuleset(settings.ruleset);
    if (!info) return usageError("unknown ruleset '" + settings.ruleset + "'; 'poch-cli rules' lists them");
    long long deals = 0;
    unsigned long long seed = 0;
    if (!parseNumber(parser.value("players"), settings.seats)) return usageError("--players needs a number");
    if (!parseNumber(parser.value("deals"), deals) || deals < 1) return usageError("--deals needs a positive number");
    if (!parseNumber(parser.value("seed"), seed)) return usageError(seedNeeded());
    if (!parseNumber(parser.value("chips"), settings.chips) || settings.chips < 0)
        return usageError("--chips needs a whole number from 0 to " + std::to_string(kMostStartingChips));
    settings.deals = deals;
    settings.seed = seed;
    settings.options = Options(info->options);
    std::string error;
    if (!readRulesetOptions(parser.values("option"), *info, settings.options, error)) return usageError(error);
    settings.checks = !parser.isSet("no-checks");
    settings.recordFirstMatch = parser.isSet("record");
    settings.agents = parser.isSet("agents");

    SimulationSummary summary;
    const auto start = std::chrono::steady_clock::now();
    try {
        summary = simulate(settings);
    } catch (const InvariantBroken& e) {
        std::cerr << "poch-cli simulate: invariant broken: " << oneLine(e.what()) << "\n";
        return 1;
    } catch (const std::invalid_argument& e) {
        return usageError(e.what());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const std::string recordPath = parser.value("record");
    if (settings.recordFirstMatch) {
        std::string reason;
        if (!saveFile(recordPath, writeRecord(summary.firstMatch), reason))
            return usageError("cannot write " + recordPath + ": " + reason);
    }

    std::cout << settings.ruleset << ", " << settings.seats << " players: " << summary.deals << (summary.deals == 1 ? " deal in " : " deals in ")
              << summary.matches << (summary.matches == 1 ? " match, " : " matches, ") << summary.actions << " actions, seed " << settings.seed << "\n";
    if (settings.checks)
        std::cout << "invariants: " << summary.checks << " checks, none broken\n";
    else
        std::cout << "invariants: not checked (--no-checks)\n";
    if (settings.recordFirstMatch) {
        std::cout << "first match recorded to " << recordPath << "; final chips";
        for (auto c : summary.firstMatchChips) std::cout << ' ' << c;
        std::cout << "\n";
    }
    const double perSecond = seconds > 0 ? static_cast<double>(summary.deals) / seconds : 0.0;
    std::cout << fixed(seconds, 3) << " s, " << static_cast<long long>(perSecond) << " deals per second\n";
    return 0;
}

} // namespace poch::cli
