// Le Poque of 1789 (004): six pools; dealt, bet and played to the right;
// five cards each; the betting comes before the pay-suit pools; no pool
// for the play, and the player left with most cards pays.
// Rules page: assets/rules/en/poque-1789.md.
#pragma once

#include "poch_family.h"

namespace poch {

class Poque1789 final : public PochFamily {
public:
    enum Pool { Ace, King, Queen, Jack, Ten, Poque, PoolCount };

    static const RulesetInfo& describe();
    Poque1789(Options options, int seats);
};

} // namespace poch
