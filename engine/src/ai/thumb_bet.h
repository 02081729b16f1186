// A good player's bet, by its chance of holding the best set: the Standard
// player's rules of thumb, and what the Expert expects of the others
// (bet_model.h). It opens on a chance of 45% or more, in proportion to it;
// matches when what winning brings pays for the risk; and raises on a
// chance over 75%, once a deal: a player raised in return holds a strong
// hand too, and a chance reckoned against hands dealt at random says
// nothing of that.
#pragma once

#include "poch/action_list.h"
#include "poch/ruleset.h"

namespace poch::ai {

// The chances at which a player opens the betting, and raises it.
inline constexpr double kOpens = 0.45;
inline constexpr double kRaises = 0.75;

// What winning the betting would bring: everything bet and the pool that
// goes with it; or, for a player that misses the bets lying in a pool of
// the board (the nine bowls' Pinke, Pochen's centre pool), the betting
// pot account and that pool only.
double betPot(const Ruleset& rules, const Table& table, bool everything);

// One of `legal` (which holds bets): `chance` of the best set, `pot` what
// winning would bring, whether the betting is `opened` already, and
// whether the player `mayRaise` (not where it raised before this deal).
Action thumbBet(double chance, double pot, const ActionList& legal, bool opened, bool mayRaise);

} // namespace poch::ai
