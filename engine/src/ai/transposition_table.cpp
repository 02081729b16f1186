#include "transposition_table.h"

#include <limits>

namespace poch::ai {

TranspositionTable::TranspositionTable(int bits)
    : slots_(std::size_t{1} << bits), mask_((std::uint64_t{1} << bits) - 1) {}

bool TranspositionTable::find(std::uint64_t key, Gains& gains) const {
    const std::uint64_t salted = key ^ salt_;
    const Slot& slot = slots_[static_cast<std::size_t>(key & mask_)];
    if (slot.key != salted) return false;
    for (std::size_t s = 0; s < gains.size(); ++s) gains[s] = slot.gains[s];
    return true;
}

void TranspositionTable::store(std::uint64_t key, const Gains& gains) {
    constexpr std::int32_t low = std::numeric_limits<std::int16_t>::min();
    constexpr std::int32_t high = std::numeric_limits<std::int16_t>::max();
    for (std::int32_t g : gains)
        if (g < low || g > high) return;
    Slot& slot = slots_[static_cast<std::size_t>(key & mask_)];
    slot.key = key ^ salt_;
    for (std::size_t s = 0; s < gains.size(); ++s) slot.gains[s] = static_cast<std::int16_t>(gains[s]);
}

} // namespace poch::ai
