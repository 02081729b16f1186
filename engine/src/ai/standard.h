// A good player's rules of thumb. In the play it looks one step ahead on a
// few guesses at the hidden cards (it counts the cards that are gone and
// knows the stops: the Kings, the cards out of the pack, the turned card,
// cards seen in a spare hand, cards a stop has shown to be in no hand), and
// prefers shedding a run up to a known stop and taking pools at once. It
// bets by its chance of holding the best set against those still in, and
// matches when the pot pays for it.
#pragma once

#include "poch/agent.h"
#include "poch/random.h"

namespace poch::ai {

// How the Standard player reckons the pot a bet would win: everything bet
// and the pool that goes with it; or, as it did before the Expert's search
// was changed, the betting pot account and that pool only (which misses
// the bets where they lie in a pool of the board: the nine bowls' Pinke,
// Pochen's centre pool), kept for expert-1, today's Expert as it was.
enum class PotReckoning : std::uint8_t { Everything, BetsAccountOnly };

class Standard final : public Agent {
public:
    Standard(std::shared_ptr<const Ruleset> rules, std::uint64_t seed, PotReckoning reckoning = PotReckoning::Everything)
        : rules_(std::move(rules)), random_(seed), reckoning_(reckoning) {}
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
    PotReckoning reckoning_;
};

// A stake of one chip on the barest pool: stakes spread over the board.
Choice spreadStake(const Observation& seen, const ActionList& legal);

} // namespace poch::ai
