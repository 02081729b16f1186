// What a deal brings each seat from some moment to its end, in whole
// chips: the chips won or lost, and each life at four chips where a game
// counts lives (as `worth` in lookahead.h). The solver's values, and the
// rule that decides between two of them for the seat that chooses.
#pragma once

#include "poch/limits.h"
#include "poch/table.h"

#include <array>
#include <cstdint>

namespace poch::ai {

using Gains = std::array<std::int32_t, kMaxSeats>;

// What a seat holds now, lives counted as chips.
inline std::int32_t worthOf(const Table& t, int seat) {
    return t.chips.seat[static_cast<std::size_t>(seat)] + 4 * t.lives[static_cast<std::size_t>(seat)];
}

inline Gains worthsOf(const Table& t) {
    Gains w{};
    for (int s = 0; s < t.seats; ++s) w[static_cast<std::size_t>(s)] = worthOf(t, s);
    return w;
}

// Whether `a` is strictly better than `b` for `seat`: more for the seat
// itself; between equals, less for the others together (a player with
// nothing to gain does not help the others). Where both are equal the
// earlier choice in the sorted legal actions stands, so the choice never
// depends on the order a search tries them in.
inline bool preferred(const Gains& a, const Gains& b, int seat, int seats) {
    const auto me = static_cast<std::size_t>(seat);
    if (a[me] != b[me]) return a[me] > b[me];
    std::int64_t othersA = 0;
    std::int64_t othersB = 0;
    for (int s = 0; s < seats; ++s) {
        if (s == seat) continue;
        othersA += a[static_cast<std::size_t>(s)];
        othersB += b[static_cast<std::size_t>(s)];
    }
    return othersA < othersB;
}

} // namespace poch::ai
