// A new player: legal and plausible, with a new player's mistakes. Leads
// at random, bets the least on any set, never raises or bluffs, and passes
// on a lone low card.
#pragma once

#include "poch/agent.h"
#include "poch/random.h"

namespace poch::ai {

class Beginner final : public Agent {
public:
    explicit Beginner(std::uint64_t seed) : random_(seed) {}
    Level level() const override { return Level::Beginner; }
    Choice choose(const Observation& seen, const ActionList& legal) override;

private:
    Random random_;
};

} // namespace poch::ai
