// The pieces the computer opponents share: a quick policy good enough for
// playing a guessed deal out, and a way to see what an action leads to
// before anyone else has a real choice.
#pragma once

#include "poch/agent.h"
#include "poch/random.h"
#include "poch/state.h"
#include "stages/stops_run.h"

namespace poch::ai {

// Applies forced actions (the only legal one) until a real choice is due
// or no decision is.
void playForced(State& state, ActionList& scratch);

// A quick, reasonable choice with full sight of a (guessed) table: for
// playing out guesses. Not for a seat's real decisions.
Action quickChoice(const State& state, const ActionList& legal, Random& random);

// Plays a guessed deal to its end with quickChoice for every seat.
void playOut(State& state, Random& random, ActionList& scratch);

// What the deal is worth to `seat` so far: chips, and lives where a game
// counts them.
double worth(const State& state, int seat);

// How many of its own cards a seat plays from `lead` on before the run
// passes to another hand or stops, and whether it stops with the seat
// keeping the lead, judged from the seat's sight of the table.
struct RunForecast {
    int ownCards = 0;
    bool keepsLead = false;
};
// Cards a seat knows no hand holds: played, out of the pack, turned up or
// laid out on the table, seen in a spare hand, shown missing by a stop.
CardSet deadCards(const Ruleset& rules, const Table& seen);

// `deadCards`: as above.
RunForecast forecastRun(const Table& seen, int seat, Card lead, AcePosition ace, CardSet deadCards);

} // namespace poch::ai
