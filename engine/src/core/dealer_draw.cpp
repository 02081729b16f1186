#include "poch/dealer_draw.h"

#include <stdexcept>
#include <string>

namespace poch {

namespace {
// Plays the draw through with cards from `next(seat)`, which returns none
// when no card is left; returns the dealer. If the cards run out while seats are
// still tied, the first of them deals.
template <typename Next>
int runDraw(int seats, Next next) {
    std::uint8_t drawing = static_cast<std::uint8_t>((1u << seats) - 1);
    while (std::popcount(static_cast<unsigned>(drawing)) > 1) {
        Rank lowest = kAce + 1;
        std::uint8_t low = 0;
        for (int s = 0; s < seats; ++s) {
            if (!(drawing >> s & 1)) continue;
            const Card c = next(s);
            if (!c.valid()) return std::countr_zero(static_cast<unsigned>(drawing));
            if (c.rank() < lowest) {
                lowest = c.rank();
                low = 0;
            }
            if (c.rank() == lowest) low |= static_cast<std::uint8_t>(1u << s);
        }
        drawing = low;
    }
    return std::countr_zero(static_cast<unsigned>(drawing));
}
} // namespace

DealerDraw drawForDealer(const Pack& pack, int seats, Random& random) {
    std::vector<Card> deck = pack.ordered();
    random.shuffle(std::span<Card>(deck));
    DealerDraw draw;
    std::size_t at = 0;
    draw.dealer = runDraw(seats, [&](int) {
        if (at >= deck.size()) return Card::none();
        draw.cards.push_back(deck[at]);
        return deck[at++];
    });
    return draw;
}

int dealerFromDraw(const Pack& pack, std::span<const Card> cards, int seats) {
    CardSet seen;
    for (Card c : cards) {
        if (!pack.contains(c)) throw std::invalid_argument("the draw for the first dealer has " + c.code() + ", which is not in the pack");
        if (seen.contains(c)) throw std::invalid_argument("the draw for the first dealer has " + c.code() + " twice");
        seen.insert(c);
    }
    std::size_t at = 0;
    bool short_ = false;
    const int dealer = runDraw(seats, [&](int) {
        if (at < cards.size()) return cards[at++];
        short_ = true;
        return Card::none();
    });
    // Running out is only fair when the whole pack has been drawn.
    if (short_ && static_cast<int>(cards.size()) < pack.size())
        throw std::invalid_argument("the draw for the first dealer stops before one seat has the lowest card");
    if (at < cards.size())
        throw std::invalid_argument("the draw for the first dealer goes on after one seat has the lowest card");
    return dealer;
}

std::vector<int> drawnBy(std::span<const Card> cards, int seats) {
    std::vector<int> who;
    runDraw(seats, [&](int seat) {
        if (who.size() >= cards.size()) return Card::none();
        who.push_back(seat);
        return cards[who.size() - 1];
    });
    return who;
}

} // namespace poch
