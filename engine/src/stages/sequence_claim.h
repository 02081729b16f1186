// Who wins a Sequence pool that goes to the best run in any suit, not to
// fixed cards: the nine bowls' best run of three (002) and Pochen's
// highest and longest sequence (000). Ace high, no wrapping round.
#pragma once

#include "poch/table.h"

namespace poch {

enum class SequenceRule {
    // Three in a row of one suit: a trump run beats any other, then the
    // higher top card; a longer run counts as its highest three.
    BestOfThree,
    // Three or more in a row: longer beats shorter, then the higher top
    // card, then a trump run.
    Longest,
};

// The best run a hand holds under `rule`, as a number (0: none; higher
// beats lower).
int sequenceScore(CardSet hand, SequenceRule rule, Suit trump);

// The seat holding the best run, or -1; between equal runs the seat nearer
// the dealer in the order of play (the dealer's left, as 002 settles it).
int sequenceWinner(const Table& table, SequenceRule rule);

} // namespace poch
