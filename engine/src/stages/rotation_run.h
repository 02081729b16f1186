// Shedding in rotation, the third phase of Poch with nine bowls (002): the
// leader plays any card; then each player in turn plays a higher card of
// that suit or, holding none, passes; the run ends at the Ace or when all
// the others have passed since its last card, and whoever played last
// leads again.
#pragma once

#include "poch/action_list.h"
#include "poch/event.h"
#include "poch/table.h"

namespace poch {

class RotationRun {
public:
    // Sets up the play with `leader` to lead.
    static void begin(Table& table, int leader);
    static bool leadDue(const Table& table) { return !table.run.top.valid(); }
    // A lead of any card; then the higher cards of the run's suit, or a
    // pass for a player without one (who holds one must play it).
    static void legalActions(const Table& table, ActionList& out);
    // The higher cards of the run's suit in `hand`.
    static CardSet beaters(const Table& table, CardSet hand);
    // Applies a legal play or pass; returns the seat that went out, or -1.
    static int apply(Table& table, const Action& action, EventLog* events);
};

} // namespace poch
