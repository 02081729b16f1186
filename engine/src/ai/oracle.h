// The yardstick: a player that sees every card (it must be given
// State::observeEverything) and plays with the same search as the Expert
// on the one deal that is, the play of the cards solved exactly as soon as
// the solver can reach it. It marks how much any honest player could
// still gain. For tournaments only, never a seat at the app's table.
#pragma once

#include "play_out.h"

#include "poch/agent.h"
#include "poch/random.h"

namespace poch::ai {

class Oracle final : public Agent {
public:
    Oracle(std::shared_ptr<const Ruleset> rules, std::uint64_t seed);
    Level level() const override { return Level::Oracle; }
    bool seesEverything() const override { return true; }
    Choice choose(const Observation& seen, const ActionList& legal) override;

private:
    std::shared_ptr<const Ruleset> rules_;
    Random random_;
    PlayOut playOut_;
};

} // namespace poch::ai
