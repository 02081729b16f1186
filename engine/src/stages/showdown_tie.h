// Why the best hand at a showdown beat another showing the same set (or
// the same best card, where a lone card may bet): the card of the suit
// turned up, the order of the suits, or the other cards. Told as a
// TieBroken event after the hands are shown, so that the log can say it:
// two pairs of Kings shown and the pot going to one of them puzzled a
// newcomer who did not know the tie rule.
#pragma once

#include "poch/event.h"
#include "poch/limits.h"
#include "poch/pochen_hand.h"

#include <array>
#include <cstdint>

namespace poch {

// `strength` holds the contenders' (the seats in `in`) PochenHand
// strengths, made by `order`. Records nothing where the best hand is
// shared or no other contender shows its set.
void recordTieBroken(const std::array<std::uint32_t, kMaxSeats>& strength, std::uint8_t in, int seats,
                     const PochenOrder& order, EventLog* events);

} // namespace poch
