#include "table_sight.h"

namespace poch::app {

void TableSight::readDeal(const EventLog& deal) {
    dealer = -1;
    passed = 0;
    for (const Event& e : deal) {
        if (e.type == EventType::DealStarted) dealer = e.seat;
        if (e.seat < 0) continue;
        // The last word in the betting: one who passed may bet or drop
        // later where the rules ask again (modern Poch).
        const auto bit = static_cast<std::uint8_t>(1u << e.seat);
        if (e.type == EventType::Passed) passed |= bit;
        if (e.type == EventType::Dropped || e.type == EventType::Bet) passed &= static_cast<std::uint8_t>(~bit);
    }
}

} // namespace poch::app
