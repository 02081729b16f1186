// What one seat can see: the table with everything hidden from that seat
// taken away. The computer opponents decide from this alone, so they
// cannot cheat; and because it is a table, they can fill the hidden cards
// back in with guesses and search.
#pragma once

#include "poch/table.h"

namespace poch {

struct Observation {
    std::int8_t seat = 0;
    // Other hands hold only the cards known to be in them; cards laid
    // aside are there only if this seat may look at them; the stock's
    // face-down top card is absent.
    Table table;
    std::array<std::int8_t, kMaxSeats> handSizes{};
    std::int8_t hiddenAside = 0; // face-down cards laid aside that this seat cannot see
    bool hiddenStockTop = false;

    CardSet hand() const { return table.hands[static_cast<std::size_t>(seat)]; }
    // Every card whose place this seat knows: in its hand, known in
    // another's (a set shown, a card traced), played, laid aside where it
    // may look, turned up.
    CardSet cardsInSight() const {
        CardSet seen = table.played | table.laidAside;
        for (int s = 0; s < table.seats; ++s) seen |= table.hands[static_cast<std::size_t>(s)];
        if (table.turnup.valid()) seen.insert(table.turnup);
        if (table.stockTop.valid()) seen.insert(table.stockTop);
        return seen;
    }
    bool operator==(const Observation&) const = default;
};

} // namespace poch
