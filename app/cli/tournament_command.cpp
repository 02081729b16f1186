#include "argument_parser.h"
#include "commands.h"
#include "option_arguments.h"
#include "text_format.h"

#include "poch/limits.h"
#include "poch/registry.h"
#include "poch/tournament.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <thread>

namespace poch::cli {

namespace {
std::string interval(const Summary& s) { return fixed(s.mean, 3, 7) + " ± " + fixed(s.halfWidth95, 3, 5); }

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}
} // namespace

int runTournament(const Arguments& arguments) {
    ArgumentParser parser("poch-cli tournament",
                          "Plays computer opponents against each other on duplicate deals, each deal once for every "
                          "rotation of the seats, and reports each seat's and each level's chips won per deal with a "
                          "95% interval, and the time each level takes to decide.");
    const unsigned cores = std::thread::hardware_concurrency();
    parser.addOption("ruleset", "The ruleset id.", "id", "poch");
    parser.addOption("players", "Number of players, a check on --seats (optional).", "n");
    parser.addOption("deals", "Duplicate deals to play.", "k", "100");
    parser.addOption("seed", "The random seed.", "s", "1");
    parser.addOption("seats", "Required: the level at each seat from seat 0, e.g. expert,standard,standard,standard "
                              "(beginner, standard, expert, expert-1 or oracle: expert-1 is the Expert as it was "
                              "before it solved the play of the cards, kept for comparison; oracle sees every card "
                              "and plays them by exact search, a yardstick no honest player can reach).", "levels");
    parser.addOption("chips", "Each player's chips at the start of a deal.", "c", "100");
    parser.addOption("threads", "Deals played at once.", "t", std::to_string(std::max(1u, cores)));
    parser.addOption("option", "Set a ruleset option (repeatable).", "name=value");

    auto usageError = [](const std::string& message) {
        std::cerr << "poch-cli tournament: " << oneLine(message) << "\n";
        return 2;
    };
    if (!parser.parse(arguments)) return usageError(parser.error());
    if (parser.helpWanted()) {
        std::cout << parser.helpText();
        return 0;
    }
    if (!parser.positional().empty()) return usageError("unexpected argument '" + parser.positional().front() + "'");

    TournamentSettings settings;
    settings.ruleset = parser.value("ruleset");
    const RulesetInfo* info = findRuleset(settings.ruleset);
    if (!info) return usageError("unknown ruleset '" + settings.ruleset + "'; 'poch-cli rules' lists them");
    if (!parser.isSet("seats")) return usageError("--seats is needed, e.g. --seats expert,standard,standard");
    const std::string seats = parser.value("seats");
    for (std::size_t at = 0; at <= seats.size();) {
        const std::size_t comma = std::min(seats.find(',', at), seats.size());
        const std::string id = seats.substr(at, comma - at);
        at = comma + 1;
        Level level;
        if (!parseLevel(trimmed(id), level, LevelScope::Tournament))
            return usageError("unknown level '" + id + "': beginner, standard, expert, expert-1 or oracle");
        settings.seats.push_back(level);
    }
    int players = 0;
    if (parser.isSet("players")
        && (!parseNumber(parser.value("players"), players) || players != static_cast<int>(settings.seats.size())))
        return usageError("--players says " + parser.value("players") + " but --seats names "
                          + std::to_string(settings.seats.size()));
    long long deals = 0;
    unsigned long long seed = 0;
    if (!parseNumber(parser.value("deals"), deals) || deals < 1) return usageError("--deals needs a positive number");
    if (deals > kMostTournamentDeals) return usageError("--deals is at most " + std::to_string(kMostTournamentDeals));
    if (!parseNumber(parser.value("seed"), seed)) return usageError(seedNeeded());
    if (!parseNumber(parser.value("chips"), settings.chips) || settings.chips < 0)
        return usageError("--chips needs a whole number from 0 to " + std::to_string(kMostStartingChips));
    if (!parseNumber(parser.value("threads"), settings.threads) || settings.threads < 1)
        return usageError("--threads needs a positive number");
    settings.deals = deals;
    settings.seed = seed;
    settings.options = Options(info->options);
    std::string error;
    if (!readRulesetOptions(parser.values("option"), *info, settings.options, error)) return usageError(error);

    TournamentResult result;
    const auto start = std::chrono::steady_clock::now();
    try {
        result = poch::runTournament(settings);
    } catch (const std::invalid_argument& e) {
        return usageError(e.what());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const char* unit = info->scoredByMatch ? "match" : "deal";
    std::cout << settings.ruleset << ", " << settings.seats.size() << " players, " << settings.deals
              << " duplicate deals (" << result.gamesPlayed << " played), seed " << settings.seed << ", "
              << fixed(seconds, 1) << " s\n";
    std::cout << "chips won per " << unit << " (chips left on the board shared equally), mean ± 95% interval:\n";
    // Seats counted from 0, as in records and in simulate's --help (it
    // counted from 1, and a tester could not tell which convention held).
    for (std::size_t e = 0; e < result.seats.size(); ++e)
        std::cout << "  "
                  << padded("seat " + std::to_string(e) + " (" + levelId(settings.seats[e]) + ")", 22)
                  << interval(result.seats[e]) << "\n";
    std::cout << "by level:\n";
    for (const LevelResult& l : result.levels)
        std::cout << "  " << padded(levelId(l.level), 10) << interval(l.chipsPerDeal) << "   decisions " << l.decisions
                  << ", median " << fixed(l.medianDecisionMs, 3) << " ms, max " << fixed(l.maxDecisionMs, 3) << " ms\n";
    std::cout << "actions " << result.actions << ", illegal " << result.illegalActions << "\n";
    return result.illegalActions == 0 ? 0 : 1;
}

} // namespace poch::cli
