#pragma once

#include <cstdint>

namespace poch {

enum class Phase : std::uint8_t {
    AwaitingDeal, // before the first deal and between deals
    Betting,
    Play,
    MatchOver,
    Staking,      // chips spread on pools of the players' choosing
    Exchange,     // Ranter-Go-Round: keep or pass the card on
};

const char* phaseId(Phase phase);

} // namespace poch
