// What each sensible choice is worth to the seat that must decide, by the
// Expert's own search from that seat's observation: the coach beside the
// table, the deal review and `poch-cli analyse` all ask here. Only the
// observation goes in, so the figures never depend on cards the seat
// cannot see; the same seed gives the same figures.
#pragma once

#include "poch/action_list.h"
#include "poch/agent.h"
#include "poch/game_record.h"
#include "poch/observation.h"
#include "poch/ruleset.h"
#include "poch/state.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace poch {

struct ChoiceValue {
    Action action;
    // Chips the choice is expected to win (or, negative, lose) over the
    // rest of the deal, on average over the guesses at the hidden cards;
    // where the game counts lives (Ranter-Go-Round), a life counts as
    // kChipsPerLife chips.
    double chips = 0;
};

// What the search counts a life as, in chips: a life lost moves no chip
// in most of Ranter-Go-Round's rounds, yet it is what the round is played
// for. The coach and the review say so beside their figures.
inline constexpr double kChipsPerLife = 4.0;

struct Analysis {
    std::vector<ChoiceValue> choices; // best first
    Reason reason = Reason::Search;   // why the best is best
    // Nothing to search: one legal action, or stakes placed before the
    // cards are dealt.
    bool empty() const { return choices.empty(); }
    // The figure of a choice, if it was weighed.
    std::optional<double> valueOf(const Action& action) const;
};

inline constexpr int kAnalysisGuesses = 160;

// `also`, where given and legal, is weighed beside the search's own
// candidates (a bet of an amount it would not try, the choice a player
// actually made), on the same guesses.
Analysis analyse(std::shared_ptr<const Ruleset> rules, const Observation& seen, const ActionList& legal,
                 std::uint64_t seed, int guesses = kAnalysisGuesses, std::optional<Action> also = std::nullopt);

// One moment of a game record: the match just before the `action`th
// action of its `deal`th deal (both counted from 1, as errors name them),
// and that action with its seat.
struct RecordMoment {
    State state;
    RecordAction taken;
    // What happened in that deal before the moment, stakes placed before
    // its cards included: the table as it stood is drawn from it.
    EventLog events;
};
// Throws RecordError, in words, for a deal or action the record does not
// have, a record that does not replay to there, or a seat that is not the
// one to act there.
RecordMoment recordMoment(const GameRecord& record, int deal, int action);

// The decision a record stops at: where, after its last action and the
// forced ones that follow, a seat must choose. Numbered as recordMoment
// numbers moments (the next action of the match's latest deal), so that
// a game saved mid-deal can be asked what to do next. Nothing where the
// match is over. Throws RecordError for a record that does not replay.
struct WaitingMoment {
    State state;
    int deal = 0;
    int action = 0;
};
std::optional<WaitingMoment> waitingMoment(const GameRecord& record);

// The analysis of a record's moment for the seat that acted there, with
// what it actually did weighed among the choices.
struct MomentAnalysis {
    RecordMoment moment;
    Analysis analysis;
    // What the choice made is expected to win, and what it cost against
    // the best choice (0 where it was the best, or nothing was weighed).
    double takenChips = 0;
    double cost = 0;
};
MomentAnalysis analyseMoment(const GameRecord& record, int deal, int action, std::uint64_t seed,
                             int guesses = kAnalysisGuesses);

// The seed the moment before the `action`th action of the `deal`th deal
// (both counted from 1) of a match is weighed with, the match's advice
// drawn from `seed`. The coach at the table, the hint and the review after
// the deal all weigh a decision with it, so that they give the same
// figures and the same best choice for it; each moment has its own, so
// that a decision's figures do not depend on how many came before it.
std::uint64_t momentSeed(std::uint64_t seed, int deal, int action);

} // namespace poch
