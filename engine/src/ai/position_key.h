// A 64-bit key for a position in the play of the cards: everything the
// rules read from there to the end of the deal (the hands, the cards
// played and laid aside, the run, whose turn, the deal's flags, the
// chips in every account, the lives). Who played which card is left out:
// within one deal it follows from the hands, so positions of one deal
// (one guess at the hidden cards) may share a key, those of two deals not.
#pragma once

#include "poch/table.h"

#include <cstdint>

namespace poch::ai {

std::uint64_t positionKey(const Table& table);

} // namespace poch::ai
