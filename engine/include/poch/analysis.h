// What each sensible choice is worth to the seat that must decide, by the
// Expert's own search from that seat's observation: the coach beside the
// table and `poch-cli analyse` both ask here. Only the observation goes
// in, so the figures never depend on cards the seat cannot see; the same
// seed gives the same figures.
#pragma once

#include "poch/action_list.h"
#include "poch/agent.h"
#include "poch/observation.h"
#include "poch/ruleset.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace poch {

struct ChoiceValue {
    Action action;
    // Chips the choice is expected to win (or, negative, lose) over the
    // rest of the deal, on average over the guesses at the hidden cards.
    double chips = 0;
};

struct Analysis {
    std::vector<ChoiceValue> choices; // best first
    Reason reason = Reason::Search;   // why the best is best
    // Nothing to search: one legal action, or stakes placed before the
    // cards are dealt.
    bool empty() const { return choices.empty(); }
};

inline constexpr int kAnalysisGuesses = 160;

Analysis analyse(std::shared_ptr<const Ruleset> rules, const Observation& seen, const ActionList& legal,
                 std::uint64_t seed, int guesses = kAnalysisGuesses);

} // namespace poch
