#include "showdown_tie.h"

namespace poch {

namespace {
// What a strength says of the set alone: its size and rank
// (pochenSetStrength); below them lie what breaks a tie.
constexpr std::uint32_t setOf(std::uint32_t strength) { return strength >> 20; }
// The tie's suit part (bits 16 to 19, pochen_hand.cpp): the tie suit's card
// held, or a lone card's place in the Skat order.
constexpr std::uint32_t suitPartOf(std::uint32_t strength) { return strength >> 16 & 0xf; }
} // namespace

void recordTieBroken(const std::array<std::uint32_t, kMaxSeats>& strength, std::uint8_t in, int seats,
                     const PochenOrder& order, EventLog* events) {
    if (!events) return;
    int winner = -1;
    for (int s = 0; s < seats; ++s) {
        if (!(in >> s & 1)) continue;
        if (winner < 0 || strength[static_cast<std::size_t>(s)] > strength[static_cast<std::size_t>(winner)]) winner = s;
    }
    if (winner < 0) return;
    const std::uint32_t best = strength[static_cast<std::size_t>(winner)];
    std::uint8_t beaten = 0;
    std::uint32_t nearest = 0; // the best of the hands it beat on the tie
    for (int s = 0; s < seats; ++s) {
        if (s == winner || !(in >> s & 1)) continue;
        const std::uint32_t theirs = strength[static_cast<std::size_t>(s)];
        if (theirs == best) return; // shared: nothing was broken
        if (setOf(theirs) != setOf(best)) continue;
        beaten |= static_cast<std::uint8_t>(1u << s);
        nearest = std::max(nearest, theirs);
    }
    if (!beaten || best == 0) return;
    Event e = Event::of(EventType::TieBroken, winner);
    e.seats = beaten;
    const int size = static_cast<int>(best >> 24);
    const Rank rank = static_cast<Rank>(best >> 20 & 0xf);
    if (suitPartOf(best) != suitPartOf(nearest)) {
        // A lone card by the Skat order; a set by the tie suit's card, which
        // is clubs where the Skat order rules (Card(order.tieSuit, rank)).
        const Suit suit = size == 1 ? kSkatOrder[suitPartOf(best) & 3] : order.tieSuit;
        e.card = Card(suit, rank);
        e.detail = static_cast<std::uint8_t>(order.skatSuitOrder ? TieBreak::SuitOrder : TieBreak::TurnedUpSuit);
    } else {
        e.detail = static_cast<std::uint8_t>(TieBreak::OtherCards);
    }
    events->push_back(e);
}

} // namespace poch
