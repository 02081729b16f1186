// The draw for the first dealer, where the rules make it a visible step of
// the match (the nine bowls' banker, 002): every seat draws a card, seat 0
// first, and the lowest deals. Ranks alone count, Ace high; seats tied for
// lowest draw again, in seat order, until one is lowest (our choice, on
// the rules page). Records keep the cards drawn.
#pragma once

#include "poch/pack.h"
#include "poch/random.h"

#include <span>
#include <vector>

namespace poch {

struct DealerDraw {
    std::vector<Card> cards; // in the order drawn
    int dealer = -1;
};

DealerDraw drawForDealer(const Pack& pack, int seats, Random& random);

// The dealer that these cards, drawn in this order, make. Throws
// std::invalid_argument naming what is wrong: a card twice or not in the
// pack, or a draw that stops early or goes on after it is decided.
int dealerFromDraw(const Pack& pack, std::span<const Card> cards, int seats);

// The seat that drew each card of a whole draw, for showing it.
std::vector<int> drawnBy(std::span<const Card> cards, int seats);

} // namespace poch
