// A good player's rules of thumb. In the play it looks one step ahead on a
// few guesses at the hidden cards (it counts the cards that are gone and
// knows the stops: the Kings, the cards out of the pack, the turned card,
// cards seen in a spare hand, cards a stop has shown to be in no hand), and
// prefers shedding a run up to a known stop and taking pools at once. It
// bets by its chance of holding the best set against those still in,
// matches when the pot pays for it, and raises on a very good chance, once.
#pragma once

#include "poch/agent.h"
#include "poch/random.h"

namespace poch::ai {

// How the Standard player bets. `Standard`: it reckons the pot a bet would
// win as everything bet and the pool that goes with it, and raises once a
// deal at most. `ExpertOne`: as it bet before, kept for expert-1, today's
// Expert as it was: the pot as the betting pot account and that pool only
// (which misses the bets where they lie in a pool of the board: the nine
// bowls' Pinke, Pochen's centre pool), and a raise at every turn while its
// chance stays very good, so that two such players raised each other to
// their last chip.
enum class BetStyle : std::uint8_t { Standard, ExpertOne };

class Standard final : public Agent {
public:
    Standard(std::shared_ptr<const Ruleset> rules, std::uint64_t seed, BetStyle style = BetStyle::Standard)
        : rules_(std::move(rules)), random_(seed), style_(style) {}
    Level level() const override { return Level::Standard; }
    Choice choose(const Observation& seen, const ActionList& legal) override;

    // The chance that the seat holds the best set among those still in the
    // betting, over `samples` guesses at the hidden cards.
    double chanceOfBestSet(const Observation& seen, int samples);

private:
    Choice bet(const Observation& seen, const ActionList& legal);
    Choice play(const Observation& seen, const ActionList& legal);
    Choice exchange(const Observation& seen);

    std::shared_ptr<const Ruleset> rules_;
    Random random_;
    BetStyle style_;
};

// A stake of one chip on the barest pool: stakes spread over the board.
Choice spreadStake(const Observation& seen, const ActionList& legal);

} // namespace poch::ai
