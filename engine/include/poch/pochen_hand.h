// The best set of cards of one rank in a hand, for the Pochen (the betting
// stage of the Poch family): four of a kind beats three, three beats a
// pair; among sets of the same size the higher rank wins; what breaks a tie
// between sets of the same rank, and whether a lone card may bet at all,
// differ between the rulesets and are given by PochenOrder.
#pragma once

#include "poch/card_set.h"

#include <array>
#include <cstdint>

namespace poch {

// The Skat order of the suits, lowest first (clubs highest): where it
// breaks ties, a lone card's place in it is part of the hand's strength.
inline constexpr std::array<Suit, 4> kSkatOrder{Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs};

struct PochenOrder {
    bool singleCardCounts = false; // a hand with no set bets on its best card
    // Between equal sets, the one holding this suit's card wins.
    bool hasTieSuit = false;
    Suit tieSuit = Suit::Clubs;
    // Between single cards of one rank: Skat order, clubs high.
    bool skatSuitOrder = false;
    // Between hands without a set, the other cards decide after the best
    // one, highest first ("then the next highest", the nine bowls).
    bool unpairedByAllCards = false;
    // Between equal sets too ("the highest card settles ties", Hoffmann).
    bool setsByOtherCards = false;
};

struct PochenHand {
    std::uint32_t strength = 0; // 0: nothing to bet on; higher beats lower
    CardSet cards;              // the cards shown for it
    int size() const { return cards.size(); }
};

// The strength of the weakest hand with a set of `size` cards of `rank`:
// what a hand must reach to count as at least that set.
constexpr std::uint32_t pochenSetStrength(int size, Rank rank) {
    return static_cast<std::uint32_t>(size) << 24 | static_cast<std::uint32_t>(rank) << 20;
}

PochenHand bestPochenHand(CardSet hand, const PochenOrder& order);

} // namespace poch
