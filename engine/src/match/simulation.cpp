#include "poch/simulation.h"

#include "poch/agent.h"

#include "poch/dealer_draw.h"
#include "poch/invariants.h"
#include "poch/match.h"
#include "poch/registry.h"
#include "poch/replay.h"

#include <array>
#include <vector>

namespace poch {

Action randomAction(const ActionList& legal, Random& random) {
    const int bets = legal.betCount();
    const int others = legal.size() - bets;
    if (bets > 0 && (others == 0 || random.below(2) == 0)) {
        const auto spread = static_cast<std::uint32_t>(bets);
        const std::uint32_t pick = random.below(8) == 0 ? random.below(spread) : random.below(spread < 3 ? spread : 3);
        return Action::bet(legal.betLow() + static_cast<std::int32_t>(pick));
    }
    const int index = static_cast<int>(random.below(static_cast<std::uint32_t>(others)));
    return legal[index < legal.betPosition() ? index : index + bets];
}

DealLayout shuffledDeal(const Ruleset& rules, int dealer, Random& random) {
    Table table;
    table.seats = static_cast<std::int8_t>(rules.seats());
    table.dealer = static_cast<std::int8_t>(dealer);
    return shuffledDeal(rules, table, random);
}

DealLayout shuffledDeal(const Ruleset& rules, const Table& table, Random& random) {
    std::array<Card, 52> deck{};
    std::size_t n = 0;
    for (Card c : rules.pack().cards()) deck[n++] = c;
    random.shuffle(std::span<Card>(deck.data(), n));
    return rules.dealFromDeck(table, std::span<const Card>(deck.data(), n));
}

SimulationSummary simulate(const SimulationSettings& settings) {
    const auto rules = makeRuleset(settings.ruleset, settings.options, settings.seats);
    Random random(settings.seed);
    SimulationSummary summary;
    const std::vector<std::int32_t> stacks(static_cast<std::size_t>(settings.seats), settings.chips);
    ActionList legal;
    EventLog events;
    events.reserve(1024);
    EventLog* log = settings.checks ? &events : nullptr;

    MatchSetup setup;
    setup.ruleset = settings.ruleset;
    setup.options = settings.options;
    setup.rules = rules;
    // Named by their number in the record ("seat": 0 is "Seat 0"), as the
    // replayer's messages count them.
    for (int s = 0; s < settings.seats; ++s)
        setup.seats.push_back({"Seat " + std::to_string(s), settings.agents ? levelId(static_cast<Level>(s % 3)) : "random"});
    setup.chips = stacks;
    while (summary.deals < settings.deals) {
        const bool recording = settings.recordFirstMatch && summary.matches == 0;
        setup.seed = random.next();
        setup.keepRecord = recording;
        Match match(setup);
        std::vector<std::unique_ptr<Agent>> agents;
        if (settings.agents)
            for (int s = 0; s < settings.seats; ++s)
                agents.push_back(makeAgent(static_cast<Level>(s % 3), rules, random.next()));
        ++summary.matches;
        while (!match.over() && (summary.deals < settings.deals || match.state().dealInPlay())) {
            if (match.dealDue()) {
                if (summary.deals >= settings.deals) break;
                if (settings.checks) {
                    const State before = match.state();
                    events.clear();
                    match.deal(log);
                    summary.checks += InvariantChecker::checkStep(before, match.state(), events);
                } else {
                    match.deal();
                }
                ++summary.deals;
                continue;
            }
            const State& state = match.state();
            match.legalActions(legal);
            const Action action = agents.empty() ? randomAction(legal, random)
                                                 : agents[static_cast<std::size_t>(state.currentSeat())]->choose(state.observe(state.currentSeat()), legal).action;
            ++summary.actions;
            if (settings.checks) {
                const State before = state;
                summary.checks += InvariantChecker::checkLegal(state, action);
                events.clear();
                match.apply(action, log);
                summary.checks += InvariantChecker::checkStep(before, match.state(), events);
            } else {
                match.applyLegal(action); // taken from the list just made
            }
        }
        if (recording) {
            GameRecord record = match.record();
            // The deal due next was shuffled into the record but never
            // dealt: it is not part of the match played.
            if (static_cast<int>(record.deals.size()) > match.state().dealsPlayed() && record.deals.back().actions.empty())
                record.deals.pop_back();
            if (settings.checks) {
                const ReplayResult again = replay(record);
                if (again.error || !(*again.state == match.state()))
                    throw InvariantBroken("the record of the first match does not replay to the same state");
                if (!(parseRecord(writeRecord(record)) == record))
                    throw InvariantBroken("the record of the first match does not read back the same");
                summary.checks += 2;
            }
            summary.firstMatch = std::move(record);
            summary.firstMatchChips.assign(match.state().chips().seat.begin(), match.state().chips().seat.begin() + settings.seats);
        }
    }
    return summary;
}

} // namespace poch
