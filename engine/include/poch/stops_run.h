// Playing out in suit and sequence, the stops mechanism of Poch's third
// stage and of the stops games: a lead, then the holder of the next card
// must play it, until the next card is in no hand; whoever played last
// leads again.
#pragma once

#include "poch/action_list.h"
#include "poch/event.h"
#include "poch/table.h"

namespace poch {

class StopsRun {
public:
    // Sets up the play with `leader` to lead.
    static void begin(Table& table, int leader);
    static void legalActions(const Table& table, ActionList& out);
    // Plays the card; returns the seat that went out, or -1.
    static int apply(Table& table, Card card, EventLog* events);

private:
    static void advance(Table& table, EventLog* events);
};

} // namespace poch
