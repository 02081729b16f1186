#pragma once

#include "poch/limits.h"

#include <array>
#include <cstdint>

namespace poch {

// The public state of a round of betting. Seat masks are one bit a seat.
struct BettingState {
    std::array<std::int32_t, kMaxSeats> committed{}; // put in this deal
    std::uint8_t folded = 0;
    std::uint8_t allIn = 0;
    std::uint8_t toAct = 0;       // still owe a decision in this round
    std::int32_t currentBet = 0;  // the most any seat has put in
    // Seats that opened the betting, and seats that raised it, this deal:
    // what everyone saw, and what a bet says about a hand.
    std::uint8_t opened = 0;
    std::uint8_t raised = 0;
    // The bet `seat` reaches by putting in `chips` more: what a raise is
    // said to raise to, on the bar's button, in the advice and in the log.
    std::int32_t reaching(int seat, std::int32_t chips) const { return committed[static_cast<std::size_t>(seat)] + chips; }
    // The chips `seat` puts in to raise the bet to `bet`: the bar's box
    // holds the bet raised to, as the button says it.
    std::int32_t chipsToReach(int seat, std::int32_t bet) const { return bet - committed[static_cast<std::size_t>(seat)]; }
    bool operator==(const BettingState&) const = default;
};

} // namespace poch
