#include "poch/pack.h"

namespace poch {

namespace {
CardSet ranksFrom(Rank lowest) {
    CardSet set;
    for (int s = 0; s < kSuitCount; ++s)
        for (Rank r = lowest; r <= kAce; ++r) set.insert(Card(static_cast<Suit>(s), r));
    return set;
}
} // namespace

Pack Pack::piquet32() { return Pack(ranksFrom(kSeven)); }
Pack Pack::short36() { return Pack(ranksFrom(kSix)); }
Pack Pack::full52() { return Pack(ranksFrom(kTwo)); }
Pack Pack::without(CardSet removed) const { return Pack(cards_ - removed); }

std::vector<Card> Pack::ordered() const {
    std::vector<Card> cards;
    cards.reserve(static_cast<std::size_t>(cards_.size()));
    for (Card c : cards_) cards.push_back(c);
    return cards;
}

} // namespace poch
