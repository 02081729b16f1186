// Dealing one card at a time round the table, as every game of the family
// does; a spare hand or dummy, where a game has one, is dealt as if it were
// one more player, after the dealer.
#pragma once

#include "poch/deal_layout.h"
#include "poch/table.h"

#include <span>

namespace poch {

inline constexpr int kSpareHand = -1;

struct DealOrder {
    std::array<int, kMaxSeats + 1> receivers{}; // seats from the dealer's left, then kSpareHand
    int count = 0;
};

// The seats dealt to, from the dealer's left, leaving out `sittingOut`; a
// spare hand last if `withSpare`.
inline DealOrder dealOrder(int seats, int dealer, std::uint8_t sittingOut, bool withSpare) {
    DealOrder order;
    for (int i = 1; i <= seats; ++i) {
        const int seat = (dealer + i) % seats;
        if (!(sittingOut >> seat & 1)) order.receivers[static_cast<std::size_t>(order.count++)] = seat;
    }
    if (withSpare) order.receivers[static_cast<std::size_t>(order.count++)] = kSpareHand;
    return order;
}

// Deals cards [from, to) of the deck round the receivers, one at a time.
inline void dealRound(std::span<const Card> deck, int from, int to, const DealOrder& order, DealLayout& layout) {
    for (int i = from; i < to; ++i) {
        const int receiver = order.receivers[static_cast<std::size_t>((i - from) % order.count)];
        const Card c = deck[static_cast<std::size_t>(i)];
        if (receiver == kSpareHand) layout.spare.insert(c);
        else layout.hands[static_cast<std::size_t>(receiver)].insert(c);
    }
}

// The hand sizes of a layout, for the rulesets that describe their deal by
// dealing an ordered pack.
inline DealShape shapeOf(const DealLayout& layout) {
    DealShape shape;
    for (std::size_t s = 0; s < layout.hands.size(); ++s) shape.handSizes[s] = layout.hands[s].size();
    shape.turnup = layout.turnup.valid();
    shape.spare = layout.spare.size();
    shape.layout = layout.layout.size();
    return shape;
}

} // namespace poch
