// A computer seat that plays what a record says it played: the others at
// a lesson's table. It is asked like any agent and answers from the
// script, so the session runs a lesson as it runs any match.
#pragma once

#include "poch/agent.h"

#include <functional>

namespace poch::app {

class RecordedAgent final : public Agent {
public:
    // `next` gives the record's action at the match's present moment.
    explicit RecordedAgent(std::function<std::optional<Action>()> next) : next_(std::move(next)) {}
    Level level() const override { return Level::Standard; }
    Choice choose(const Observation& seen, const ActionList& legal) override {
        (void)seen;
        const std::optional<Action> a = next_();
        // A lesson's record is checked when it is read; this is a guard.
        return {a && legal.contains(*a) ? *a : legal[0], Reason::OnlyChoice};
    }

private:
    std::function<std::optional<Action>()> next_;
};

} // namespace poch::app
