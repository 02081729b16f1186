// The properties every state of every ruleset keeps, checked after each
// step of random play by the tests and by `poch-cli simulate`: chips are
// conserved and every move is an event, every action taken was legal, a
// copy equals the original, a finished deal offers no actions, and an
// observation shows nothing of another seat's hidden cards.
#pragma once

#include "poch/event.h"
#include "poch/state.h"

#include <stdexcept>

namespace poch {

class InvariantBroken : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class InvariantChecker {
public:
    // Checks the state on its own; returns how many checks ran.
    static int checkState(const State& state);
    // Checks one step: `before` with `action` (or a deal) gave `after` and
    // `events`.
    static int checkStep(const State& before, const State& after, const EventLog& events);
    static int checkLegal(const State& state, const Action& action);

private:
    static void checkMatchEnd(const State& after, const Event& over);
};

} // namespace poch
