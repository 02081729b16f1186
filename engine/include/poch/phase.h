#pragma once

#include <cstdint>

namespace poch {

enum class Phase : std::uint8_t {
    AwaitingDeal, // before the first deal and between deals
    Betting,
    Play,
    MatchOver,
};

const char* phaseId(Phase phase);

} // namespace poch
