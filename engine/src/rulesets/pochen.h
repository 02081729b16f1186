// Pochen (000): a centre pool and seven divisions dressed by everyone; the
// cards dealt three and two as far as they go; the trump honours,
// Marriage and the longest Sequence; bets on sets without raising; play
// in suit and sequence up to the King. Rules page: assets/rules/en/pochen.md.
#pragma once

#include "poch_family.h"

namespace poch {

class Pochen final : public PochFamily {
public:
    enum Pool { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Pot, PoolCount };

    static const RulesetInfo& describe();
    Pochen(Options options, int seats);
};

} // namespace poch
