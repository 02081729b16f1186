#include "thumb_bet.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace poch::ai {

double betPot(const Ruleset& rules, const Table& t, bool everything) {
    if (everything) return rules.betWinnings(t);
    double pot = t.chips.bets;
    if (const int pool = rules.info().betPool; pool >= 0) pot += t.chips.pool[static_cast<std::size_t>(pool)];
    return pot;
}

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
