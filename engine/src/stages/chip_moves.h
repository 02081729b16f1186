// Moving chips between accounts, always as an event, so that what the
// events say and what the accounts hold cannot drift apart.
#pragma once

#include "poch/event.h"
#include "poch/table.h"

#include <algorithm>
#include <bit>

namespace poch {

inline void record(EventLog* events, const Event& e) {
    if (events) events->push_back(e);
}

inline void moveChips(Table& t, EventType type, AccountId from, AccountId to, std::int32_t chips,
                      EventLog* events, int seat = -1, int pool = -1, std::uint8_t detail = 0, Card card = {}) {
    if (chips <= 0) return;
    t.chips.at(from) -= chips;
    t.chips.at(to) += chips;
    if (events) {
        Event e;
        e.type = type;
        e.from = from;
        e.to = to;
        e.chips = chips;
        e.seat = static_cast<std::int8_t>(seat);
        e.pool = static_cast<std::int8_t>(pool);
        e.detail = detail;
        e.card = card;
        events->push_back(e);
    }
}

// Shares `chips` from an account among the seats in `winners` as evenly as
// chips allow; the odd chips go one each to the winners nearest `firstSeat`
// going clockwise.
inline void shareChips(Table& t, EventType type, AccountId from, std::uint8_t winners, std::int32_t chips,
                       int firstSeat, EventLog* events, int pool = -1, std::uint8_t detail = 0) {
    const int count = std::popcount(winners);
    if (count == 0 || chips <= 0) return;
    const std::int32_t share = chips / count;
    std::int32_t odd = chips % count;
    for (int i = 0; i < t.seats; ++i) {
        const int seat = (firstSeat + i) % t.seats;
        if (!(winners >> seat & 1)) continue;
        std::int32_t amount = share;
        if (odd > 0) { ++amount; --odd; }
        moveChips(t, type, from, seatAccount(seat), amount, events, seat, pool, detail);
    }
}

inline std::uint8_t seatBit(int seat) { return static_cast<std::uint8_t>(1u << seat); }
// The seats dealt into this deal.
inline std::uint8_t allSeats(const Table& t) { return static_cast<std::uint8_t>(((1u << t.seats) - 1) & ~t.sittingOut); }

} // namespace poch
