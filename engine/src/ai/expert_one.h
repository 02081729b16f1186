// The Expert as it was before the play of the cards was solved (level
// `expert-1`), kept unchanged so that tournaments can measure the Expert
// against it; not offered at the app's table.
//
// Search over the cards it cannot see: for each choice, many guesses at
// the hidden cards consistent with everything seen (including what the
// others' bets say: only a set may bet), each played out to the end of the
// deal, and the choice best on average wins. The same guesses serve every
// choice, so luck does not favour one. A fixed number of play-outs, not a
// clock, bounds it, so the same seed makes the same choices.
#pragma once

#include "poch/agent.h"
#include "poch/random.h"
#include "standard.h"

#include <vector>

namespace poch::ai {

class ExpertOne final : public Agent {
public:
    ExpertOne(std::shared_ptr<const Ruleset> rules, std::uint64_t seed, int guesses = 160)
        : rules_(std::move(rules)), random_(seed), guesses_(guesses), bettor_(rules_, seed ^ 0x5bd1e995u, BetStyle::ExpertOne) {}
    Level level() const override { return Level::ExpertOne; }
    Choice choose(const Observation& seen, const ActionList& legal) override;

    // The search itself, for the coach and `poch-cli analyse`: each
    // candidate choice with its total over the guesses, weighted by how
    // likely each guess makes what was seen, and the sum of the weights
    // (so total / weights is the chips the choice is expected to win or
    // lose over the rest of the deal).
    struct Search {
        std::vector<Action> choices;
        std::vector<double> total;
        double weights = 0;
    };
    Search search(const Observation& seen, const ActionList& legal);
    // Why the search's choice is made, in the reasons a hint gives.
    Reason reasonFor(const Observation& seen, const Action& chosen) const;

private:
    std::shared_ptr<const Ruleset> rules_;
    Random random_;
    int guesses_;
    // Where any hand may bet, the quick play-outs cannot tell how the
    // others answer a bluff (they drop too readily), and searching the bets
    // loses chips; there the Expert bets by the Standard's rules of thumb.
    Standard bettor_;
};

} // namespace poch::ai
