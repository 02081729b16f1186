#pragma once

namespace poch {
// Pope Joan and Newmarket go up to eight players; every per-seat array and
// seat mask in the engine is sized for that.
inline constexpr int kMaxSeats = 8;
// Pope Joan's eight divisions, Poch's nine pools; sevens and Newmarket use
// four pool cards.
inline constexpr int kMaxPools = 9;

// What a game record may be, so that a hostile file is refused quickly
// and in bounded memory. A match of 3,000 deals of Pope Joan for eight
// players is 5.6 MB and 400,000 JSON values; records nest five deep.
inline constexpr long long kLargestRecordBytes = 16LL * 1024 * 1024;
inline constexpr long long kMostRecordValues = 2'000'000;
inline constexpr int kDeepestRecordNesting = 16;
// A seat's name and its computer player's level, in bytes.
inline constexpr int kLongestRecordName = 200;
// The most chips a seat may start a match with.
inline constexpr int kMostStartingChips = 1'000'000;
} // namespace poch
