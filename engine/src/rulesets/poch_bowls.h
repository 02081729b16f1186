// Poch with nine bowls (002): a banker fills eight bowls from the bank each
// deal; five cards each; melding, a poker round for the Pinke and the Poch
// bowl, and shedding in rotation; the last player with chips wins.
// Rules page: assets/rules/en/poch-bowls.md.
#pragma once

#include "poch_family.h"

namespace poch {

class PochBowls final : public PochFamily {
public:
    enum Pool { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Poch, Pinke, PoolCount };

    static const RulesetInfo& describe();
    PochBowls(Options options, int seats);
};

} // namespace poch
