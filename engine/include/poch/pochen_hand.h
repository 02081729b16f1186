// The best set of cards of one rank in a hand, for the Pochen (the betting
// stage of the Poch family): four of a kind beats three, three beats a
// pair; among sets of the same size the higher rank wins; what breaks a tie
// between sets of the same rank, and whether a lone card may bet at all,
// differ between the rulesets and are given by PochenOrder.
#pragma once

#include "poch/card_set.h"

#include <cstdint>

namespace poch {

struct PochenOrder {
    bool singleCardCounts = false; // a hand with no set bets on its best card
    // Between equal sets, the one holding this suit's card wins.
    bool hasTieSuit = false;
    Suit tieSuit = Suit::Clubs;
    // Between single cards of one rank: Skat order, clubs high.
    bool skatSuitOrder = false;
};

struct PochenHand {
    std::uint16_t strength = 0; // 0: nothing to bet on; higher beats lower
    CardSet cards;              // the cards shown for it
    int size() const { return cards.size(); }
};

PochenHand bestPochenHand(CardSet hand, const PochenOrder& order);

} // namespace poch
