#pragma once

#include "poch/card.h"

#include <cstdint>

namespace poch {

// A run of cards played in suit and sequence, as in every stops game.
struct RunState {
    Card next;                    // the card that continues the run; none when a lead is due
    std::int8_t lastPlayer = -1;  // who played the run's last card
    Card inLieuOf;                // Pope Joan: the missing card Pope may stand for
    // A run played in rotation (the nine bowls): its last card, which the
    // next must beat, and how many have passed since it was played.
    Card top;
    std::int8_t passes = 0;
    bool operator==(const RunState&) const = default;
};

} // namespace poch
