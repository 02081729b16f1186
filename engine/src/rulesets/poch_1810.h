// Poch after Hoffmann (1810, 1873; 004): stakes in seven of eight
// compartments, five cards each, vying for the Poch in which a pair beats
// an unpaired hand, and play as in the stops games with a payment for
// ending a sequence. Rules page: assets/rules/en/poch-1810.md.
#pragma once

#include "poch_family.h"

namespace poch {

class Poch1810 final : public PochFamily {
public:
    enum Pool { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Poch, PoolCount };

    static const RulesetInfo& describe();
    Poch1810(Options options, int seats);
};

} // namespace poch
