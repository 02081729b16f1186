#pragma once

namespace poch {
// Pope Joan and Newmarket go up to eight players; every per-seat array and
// seat mask in the engine is sized for that.
inline constexpr int kMaxSeats = 8;
// Pope Joan's eight divisions, Poch's nine pools; sevens and Newmarket use
// four pool cards.
inline constexpr int kMaxPools = 9;
} // namespace poch
