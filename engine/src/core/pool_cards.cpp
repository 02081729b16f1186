#include "poch/pool_cards.h"

namespace poch {

namespace {
std::string listed(CardSet cards) {
    std::string text;
    for (Card c : cards) text += (text.empty() ? "" : " ") + c.code();
    return text.empty() ? "none" : text;
}
} // namespace

std::string poolCardsError(CardSet cards) {
    const std::string wanted = "the pool cards must be an Ace, a King, a Queen and a Jack of four different suits";
    if (cards.size() != 4) return wanted + ", not " + std::to_string(cards.size()) + " cards";
    unsigned suits = 0;
    for (Rank rank : kPoolCardRanks) {
        const CardSet ofRank = cards & CardSet::ofRank(rank);
        if (ofRank.size() != 1) return wanted + ", not " + listed(cards);
        suits |= 1u << static_cast<unsigned>(ofRank.first().suit());
    }
    if (suits != 0b1111) return wanted + ", not " + listed(cards);
    return {};
}

Card poolCard(CardSet poolCards, int pool) {
    if (pool < 0 || pool >= static_cast<int>(kPoolCardRanks.size())) return Card::none();
    const CardSet ofRank = poolCards & CardSet::ofRank(kPoolCardRanks[static_cast<std::size_t>(pool)]);
    return ofRank.empty() ? Card::none() : ofRank.first();
}

int poolOfCard(CardSet poolCards, Card card) {
    if (!card.valid() || !poolCards.contains(card)) return -1;
    for (std::size_t p = 0; p < kPoolCardRanks.size(); ++p)
        if (card.rank() == kPoolCardRanks[p]) return static_cast<int>(p);
    return -1;
}

CardSet randomPoolCards(Random& random) {
    std::array<Suit, 4> suits{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};
    random.shuffle(std::span<Suit>(suits));
    CardSet cards;
    for (std::size_t p = 0; p < kPoolCardRanks.size(); ++p) cards.insert(Card(suits[p], kPoolCardRanks[p]));
    return cards;
}

std::string poolCardsText(CardSet poolCards) {
    std::string text;
    // In pool order where they are a proper set; otherwise as they come.
    if (poolCardsError(poolCards).empty()) {
        for (std::size_t p = 0; p < kPoolCardRanks.size(); ++p)
            text += (text.empty() ? "" : " ") + poolCard(poolCards, static_cast<int>(p)).code();
        return text;
    }
    return listed(poolCards);
}

} // namespace poch
