#include "argument_parser.h"
#include "commands.h"
#include "console.h"
#include "json_text.h"
#include "text_format.h"

#include "poch/analysis.h"
#include "poch/game_record.h"
#include "poch/limits.h"
#include "poch/match.h"

#include <cmath>
#include <iostream>
#include <optional>
#include <stdexcept>

namespace poch::cli {

namespace {
// An action as the game record writes it.
nlohmann::json actionJson(const Action& a, const State& state) {
    nlohmann::json o{{"act", actionKindId(a.kind)}};
    if (a.card.valid()) o["card"] = a.card.code();
    if (a.with.valid()) o["with"] = a.with.code();
    if (a.kind == ActionKind::Bet || a.kind == ActionKind::Stake) o["chips"] = a.chips;
    if (a.pool >= 0) o["pool"] = state.poolId(a.pool);
    return o;
}

int fail(const std::string& message) {
    std::cerr << "poch-cli analyse: " << oneLine(message) << "\n";
    return 2;
}
} // namespace

int runAnalyse(const Arguments& arguments) {
    ArgumentParser parser("poch-cli analyse",
                          "What the Expert's search makes of each choice at one moment of a game record: the chips "
                          "each is expected to win or lose over the rest of the deal, from the observation of the seat "
                          "that decides there (never from cards it cannot see).");
    parser.addPositional("file", "The record.");
    parser.addOption("deal", "The deal, counted from 1.", "n");
    parser.addOption("action",
                     "The action of that deal to analyse the moment before, counted from 1; one past the last, the "
                     "decision the record waits at.",
                     "m");
    parser.addOption("seed",
                     "The search's seed (the same seed, the same figures). By default the one the desktop app's coach "
                     "and review weigh that moment with, where the record keeps its match's seed; else 1.",
                     "s", "1");
    parser.addOption("guesses", "Guesses at the hidden cards.", "g", std::to_string(kAnalysisGuesses));
    if (!parser.parse(arguments)) return fail(parser.error());
    if (parser.helpWanted()) {
        std::cout << parser.helpText();
        return 0;
    }
    if (parser.positional().size() != 1) return fail("analyse needs one file");
    int n = 0, m = 0, g = 0;
    unsigned long long s = 0;
    const bool okDeal = parseNumber(parser.value("deal"), n), okAction = parseNumber(parser.value("action"), m);
    const bool okSeed = parseNumber(parser.value("seed"), s), okGuesses = parseNumber(parser.value("guesses"), g);
    if (!parser.isSet("deal") || !parser.isSet("action")) return fail("--deal and --action are needed: the moment to analyse");
    if (!okDeal || !okAction || n < 1 || m < 1) return fail("--deal and --action are numbers from 1");
    if (!okSeed) return fail(seedNeeded());
    if (!okGuesses || g < 1 || g > 100000) return fail("--guesses needs a number from 1 to 100000");

    const std::string& path = parser.positional().front();
    std::string reason;
    const auto text = readInput(path, static_cast<std::size_t>(kLargestRecordBytes) + 1, reason);
    if (!text) return fail("cannot read " + path + ": " + reason);
    GameRecord record;
    try {
        record = parseRecord(*text);
    } catch (const std::exception& e) {
        return fail(e.what());
    }
    // As the app weighs a moment of the match it saved.
    if (!parser.isSet("seed") && record.seed) s = momentSeed(*record.seed, n, m);
    std::optional<MomentAnalysis> analysed;
    std::optional<WaitingMoment> waiting;
    try {
        waiting = waitingMoment(record);
        if (waiting && (waiting->deal != n || waiting->action != m)) waiting.reset();
        if (!waiting) analysed = analyseMoment(record, n, m, s, g);
    } catch (const RecordError& e) {
        return fail(e.what());
    }
    const State& state = waiting ? waiting->state : analysed->moment.state;
    const Analysis found = waiting ? analyse(state.rulesPtr(), state.observe(state.currentSeat()), state.legalActions(), s, g)
                                   : analysed->analysis;
    // Stakes spread before the cards are not weighed: an empty list of
    // choices said nothing, with exit 0.
    if (found.empty())
        return fail("deal " + std::to_string(n) + ", action " + std::to_string(m) + ": "
                    + (state.phase() == Phase::Staking ? "a stake placed before the cards, which the search does not weigh (it weighs the play and the bets)"
                                                       : "the search has nothing to weigh there"));
    nlohmann::json choices = nlohmann::json::array();
    for (const ChoiceValue& c : found.choices)
        choices.push_back(nlohmann::json{{"action", actionJson(c.action, state)}, {"chips", c.chips}});
    nlohmann::json out{{"deal", n}, {"action", m}, {"seat", waiting ? state.currentSeat() : analysed->moment.taken.seat}};
    // Where the record waits, nothing has been played yet.
    out["played"] = waiting ? nlohmann::json() : actionJson(analysed->moment.taken.action, state);
    out["choices"] = std::move(choices);
    out["playedChips"] = waiting ? nlohmann::json() : nlohmann::json(analysed->takenChips);
    // A difference of two averages: rounded to a millionth, so that 0.65
    // is not 0.64999999999999.
    out["cost"] = waiting ? nlohmann::json() : nlohmann::json(std::round(analysed->cost * 1e6) / 1e6);
    out["reason"] = reasonId(found.reason);
    std::cout << indentedJson(out);
    return 0;
}

} // namespace poch::cli
