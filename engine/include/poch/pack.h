// The packs the games use: 32 cards, 36, 52, and 52 less named
// cards (Pope Joan's 51, Spin's 50, Newmarket after Peel's 48).
#pragma once

#include "poch/card_set.h"

#include <vector>

namespace poch {

class Pack {
public:
    static Pack piquet32();   // A K Q J 10 9 8 7 of each suit
    static Pack short36();    // the 32 and the four sixes
    static Pack full52();
    Pack without(CardSet removed) const;

    CardSet cards() const { return cards_; }
    int size() const { return cards_.size(); }
    bool contains(Card c) const { return cards_.contains(c); }
    // The cards in a fixed order (suit-major, rank ascending): the order a
    // fresh pack is in before a seeded shuffle.
    std::vector<Card> ordered() const;

    bool operator==(const Pack&) const = default;

private:
    explicit Pack(CardSet cards) : cards_(cards) {}
    CardSet cards_;
};

} // namespace poch
