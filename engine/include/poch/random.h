// The project's own seeded generator. Deals must be the same for the same
// seed on every compiler and platform, which the standard library's
// distributions do not promise; so the draws and the shuffle are ours.
#pragma once

#include <cstdint>
#include <span>

namespace poch {

// xoshiro256** seeded through splitmix64 (Blackman and Vigna).
class Random {
public:
    explicit Random(std::uint64_t seed = 0);

    std::uint64_t next();
    // Uniform in [0, bound) for 0 < bound <= 2^32, by Lemire's
    // multiply-and-reject method: exact, and integer-only so portable.
    std::uint32_t below(std::uint32_t bound);
    // Fisher-Yates, from the last position down.
    template <typename T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            T tmp = items[i - 1];
            items[i - 1] = items[j];
            items[j] = tmp;
        }
    }

    bool operator==(const Random&) const = default;

private:
    std::uint64_t s_[4];
};

} // namespace poch
