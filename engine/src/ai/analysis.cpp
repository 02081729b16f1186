#include "poch/analysis.h"

#include "poch/match.h"
#include "expert.h"

#include <algorithm>

namespace poch {

std::optional<double> Analysis::valueOf(const Action& action) const {
    for (const ChoiceValue& c : choices)
        if (c.action == action) return c.chips;
    return std::nullopt;
}

Analysis analyse(std::shared_ptr<const Ruleset> rules, const Observation& seen, const ActionList& legal,
                 std::uint64_t seed, int guesses, std::optional<Action> also) {
    Analysis result;
    // As the Expert: nothing to weigh with one choice, and no cards to
    // search over while stakes are spread before a deal.
    if (legal.size() < 2 || seen.table.phase == Phase::Staking || seen.table.phase == Phase::AwaitingDeal) return result;
    if (also && !legal.contains(*also)) also.reset();
    ai::Expert expert(rules, seed, guesses);
    const ai::Expert::Search found = expert.search(seen, legal, also);
    if (found.choices.empty() || found.weights <= 0) return result;
    for (std::size_t c = 0; c < found.choices.size(); ++c) result.choices.push_back({found.choices[c], found.total[c] / found.weights});
    // Best first; equal figures keep the order the search tried them in.
    std::stable_sort(result.choices.begin(), result.choices.end(), [](const ChoiceValue& a, const ChoiceValue& b) { return a.chips > b.chips; });
    result.reason = expert.reasonFor(seen, result.choices.front().action);
    // A reason the choice made shares says nothing of why the best is
    // better than it: "Lead the five: it sheds a run of your own cards",
    // said to a player whose four had shed a longer one (a tester).
    if (also && *also != result.choices.front().action && expert.reasonFor(seen, *also) == result.reason) result.reason = Reason::Search;
    return result;
}

RecordMoment recordMoment(const GameRecord& record, int deal, int action) {
    if (deal < 1 || action < 1) throw RecordError(RecordFault::NoDecision, "deals and actions are counted from 1");
    if (deal > static_cast<int>(record.deals.size()))
        throw RecordError(RecordFault::NoDecision,
                          "the record has " + std::to_string(record.deals.size()) + (record.deals.size() == 1 ? " deal" : " deals"), deal);
    const RecordDeal& at = record.deals[static_cast<std::size_t>(deal - 1)];
    if (action > static_cast<int>(at.actions.size()))
        throw RecordError(RecordFault::NoDecision,
                          "deal " + std::to_string(deal) + " has " + std::to_string(at.actions.size()) + (at.actions.size() == 1 ? " action" : " actions"),
                          deal, action);
    // The record cut back to the moment before that action.
    GameRecord before = record;
    before.deals.resize(static_cast<std::size_t>(deal));
    before.deals.back().actions.resize(static_cast<std::size_t>(action - 1));
    MatchReplay replayed = Match::replay(before);
    if (replayed.error) throw *replayed.error;
    const RecordAction taken = at.actions[static_cast<std::size_t>(action - 1)];
    // A replay plays the forced actions after a record's last one: where it
    // went past the moment, that action had no choice in it.
    if (replayed.match->record().deals.size() >= static_cast<std::size_t>(deal)
        && replayed.match->record().deals[static_cast<std::size_t>(deal - 1)].actions.size() > static_cast<std::size_t>(action - 1))
        throw RecordError(RecordFault::NoDecision, "action " + std::to_string(action) + " of deal " + std::to_string(deal) + " was forced: there was nothing to choose", deal, action);
    const State& state = replayed.match->state();
    // A forced action left out of the record may stand between: the seat
    // given must be the one to decide.
    if (state.currentSeat() != taken.seat)
        throw RecordError(RecordFault::NoDecision, "seat " + std::to_string(taken.seat) + " is not the one to decide there", deal, action);
    return {state, taken, replayed.deals.empty() ? EventLog{} : replayed.deals.back()};
}

std::optional<WaitingMoment> waitingMoment(const GameRecord& record) {
    MatchReplay replayed = Match::replay(record);
    if (replayed.error) throw *replayed.error;
    const Match& match = *replayed.match;
    if (match.toAct() < 0 || match.record().deals.empty()) return std::nullopt;
    const auto& deals = match.record().deals;
    return WaitingMoment{match.state(), static_cast<int>(deals.size()), static_cast<int>(deals.back().actions.size()) + 1};
}

MomentAnalysis analyseMoment(const GameRecord& record, int deal, int action, std::uint64_t seed, int guesses) {
    RecordMoment moment = recordMoment(record, deal, action);
    const State& state = moment.state;
    Analysis found = analyse(state.rulesPtr(), state.observe(moment.taken.seat), state.legalActions(), seed, guesses, moment.taken.action);
    MomentAnalysis result{std::move(moment), std::move(found)};
    if (const auto taken = result.analysis.valueOf(result.moment.taken.action)) {
        result.takenChips = *taken;
        result.cost = std::max(0.0, result.analysis.choices.front().chips - *taken);
    }
    return result;
}

std::uint64_t momentSeed(std::uint64_t seed, int deal, int action) {
    return (seed * 1000003 + static_cast<std::uint64_t>(deal)) * 1000003 + static_cast<std::uint64_t>(action);
}

} // namespace poch
