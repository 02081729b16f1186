// A card leaving a hand for the table, as every play-out does it: out of
// the hand and the shown cards, into the played cards with who played it,
// and announced.
#pragma once

#include "chip_moves.h"

namespace poch {

inline void playFromHand(Table& t, int seat, Card card, EventLog* events) {
    t.hands[static_cast<std::size_t>(seat)].erase(card);
    t.known[static_cast<std::size_t>(seat)].erase(card);
    t.played.insert(card);
    t.playedBy[static_cast<std::size_t>(card.index())] = static_cast<std::int8_t>(seat);
    t.run.lastPlayer = static_cast<std::int8_t>(seat);
    Event e = Event::of(EventType::CardPlayed, seat);
    e.card = card;
    record(events, e);
}

} // namespace poch
