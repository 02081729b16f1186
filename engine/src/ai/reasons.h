// Why a choice is good, in the reasons a hint, the coach and the deal
// review give, judged from the seat's own sight of the table: what the
// card does (takes a pool at once, is a stop, starts a run up to a pool
// card of the seat's own, cannot be reached by any run, sheds a run of the
// seat's own cards) and what a bet says of the
// hand. The search decides what is best; this says it in the game's terms.
#pragma once

#include "poch/agent.h"
#include "poch/observation.h"
#include "poch/ruleset.h"

namespace poch::ai {

// `fallback` is said where nothing more particular is true.
Reason reasonForChoice(const Ruleset& rules, const Observation& seen, const Action& chosen, Reason fallback = Reason::Search);

} // namespace poch::ai
