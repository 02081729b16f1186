// How a log's events make its lines, apart from the words: the order in
// which they are told, and which events go on one line. The running log
// is given a step at a time (a decision and what it caused), a rebuilt
// log or a deal's summary a whole deal at once; both must read alike.
#pragma once

#include "poch/event.h"

namespace poch::app {

// The events as they are told: step by step, the pools left standing for
// the next deal said once, after the pools won in the same step, what one
// player wins from one pot together, and the deal's winner said before
// what they won by it.
EventLog inTellingOrder(const EventLog& events);

// Whether `e` is more of what `first`, a pot won (or given back), brought
// its player: another layer of the same pot, the same way; or, won, the
// chips of the pool the bets lay in (Pochen's centre pool). Told together
// and said as one sum.
bool sameWin(const Event& first, const Event& e);

// Whether `next` belongs on the line that says `line` (the events that
// line holds so far): a player's stakes one chip after another, each
// player in turn passing ("Anna, Bertram and Clara pass."), or winners
// tied on the fewest cards, so that the running log, which is given a
// step at a time, does not run to a line for each.
bool continuesLine(const EventLog& line, const Event& next);
// Whether `events` make one such line, which later steps may go on.
bool makeOneLine(const EventLog& events);

} // namespace poch::app
