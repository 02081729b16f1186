#include "thumb_bet.h"

#include <algorithm>
#include <cstdint>

namespace poch::ai {

Action thumbBet(double chance, double pot, const ActionList& legal, bool opened, bool mayRaise) {
    const std::int32_t low = legal.betLow();
    const std::int32_t high = legal.betHigh();
    if (!opened) {
        if (chance < kOpens) return Action::pass();
        return Action::bet(std::clamp(1 + static_cast<std::int32_t>(chance * 5), low, high));
    }
    if (chance * (pot + low) < low) return Action::pass();
    if (chance > kRaises && high > low && mayRaise) return Action::bet(std::min(high, low + 2));
    return Action::bet(low);
}

} // namespace poch::ai
