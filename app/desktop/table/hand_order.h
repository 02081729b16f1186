// The order a player sorts cards in their hand: by suit, then by rank,
// the Ace high or low as the game ranks it in runs. The person's hand and
// the cards aside, where the person may look at them, are laid out so.
#pragma once

#include "poch/card_set.h"

#include <algorithm>
#include <vector>

namespace poch::app {

inline std::vector<Card> inHandOrder(CardSet set, AcePosition ace) {
    std::vector<Card> cards;
    for (Card c : set) cards.push_back(c);
    auto key = [ace](Card c) {
        const int rank = c.rank() == kAce && ace != AcePosition::High ? 1 : c.rank();
        return static_cast<int>(c.suit()) * 20 + rank;
    };
    std::sort(cards.begin(), cards.end(), [&](Card a, Card b) { return key(a) < key(b); });
    return cards;
}

} // namespace poch::app
