#include "poch/simulation.h"

#include "poch/agent.h"

#include "poch/dealer_draw.h"
#include "poch/invariants.h"
#include "poch/pool_cards.h"
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

    while (summary.deals < settings.deals) {
        DealerDraw draw;
        if (rules->info().dealerByDraw) draw = drawForDealer(rules->pack(), settings.seats, random);
        else draw.dealer = static_cast<int>(random.below(static_cast<std::uint32_t>(settings.seats)));
        State state(rules, stacks, draw.dealer);
        // Any Ace, King, Queen and Jack of four suits, as at the app's table.
        if (rules->poolsAreCards()) state.setPoolCards(randomPoolCards(random));
        std::vector<std::unique_ptr<Agent>> agents;
        if (settings.agents)
            for (int s = 0; s < settings.seats; ++s)
                agents.push_back(makeAgent(static_cast<Level>(s % 3), rules, random.next()));
        const bool recording = settings.recordFirstMatch && summary.matches == 0;
        ++summary.matches;
        GameRecord record;
        if (recording) {
            record.ruleset = settings.ruleset;
            record.options = rules->options();
            for (int s = 0; s < settings.seats; ++s) record.seats.push_back({"Seat " + std::to_string(s + 1), settings.agents ? levelId(static_cast<Level>(s % 3)) : "random"});
            record.chips = stacks;
            record.draw = draw.cards;
        }
        std::vector<RecordAction> pending; // decisions before a deal's cards
        while (!state.matchOver() && (summary.deals < settings.deals || state.dealInPlay())) {
            if (state.awaitingDeal()) {
                if (summary.deals >= settings.deals) break;
                const DealLayout layout = shuffledDeal(*rules, state.table(), random);
                if (recording) {
                    record.deals.push_back({state.dealer(), {}, layout, std::move(pending)});
                    pending.clear();
                }
                if (settings.checks) {
                    const State before = state;
                    events.clear();
                    state.deal(layout, log);
                    summary.checks += InvariantChecker::checkStep(before, state, events);
                } else {
                    state.deal(layout);
                }
                ++summary.deals;
                continue;
            }
            state.legalActions(legal);
            const Action action = agents.empty() ? randomAction(legal, random)
                                                 : agents[static_cast<std::size_t>(state.currentSeat())]->choose(state.observe(state.currentSeat()), legal).action;
            if (recording) {
                // Stakes before the first deal are held for it; everything
                // after belongs to the latest deal, between-deal stakes too.
                const RecordAction ra{state.currentSeat(), action};
                if (record.deals.empty()) pending.push_back(ra);
                else record.deals.back().actions.push_back(ra);
            }
            ++summary.actions;
            if (settings.checks) {
                const State before = state;
                summary.checks += InvariantChecker::checkLegal(state, action);
                events.clear();
                state.apply(action, log);
                summary.checks += InvariantChecker::checkStep(before, state, events);
            } else {
                state.applyLegal(action); // taken from the list just made
            }
        }
        if (recording) {
            if (settings.checks) {
                const ReplayResult again = replay(record);
                if (again.error || !(*again.state == state))
                    throw InvariantBroken("the record of the first match does not replay to the same state");
                if (!(parseRecord(writeRecord(record)) == record))
                    throw InvariantBroken("the record of the first match does not read back the same");
                summary.checks += 2;
            }
            summary.firstMatch = std::move(record);
            summary.firstMatchChips.assign(state.chips().seat.begin(), state.chips().seat.begin() + settings.seats);
        }
    }
    return summary;
}

} // namespace poch
