// The solver's memory of positions already solved: a fixed number of
// slots found by the position's key, each holding what every seat gains
// from there. A slot is overwritten by the next position that falls on
// it; what is found is exact either way, so only the work done, never a
// result, depends on what the table still holds. Positions of one deal
// only: forget() starts another (a new guess at the hidden cards).
//
// A slot is 24 bytes, so that the table stays in the processor's cache:
// gains are kept in 16 bits (those that do not fit are not kept), and the
// deal's number is folded into the key rather than stored beside it.
#pragma once

#include "gains.h"

#include <cstdint>
#include <vector>

namespace poch::ai {

class TranspositionTable {
public:
    // 2^bits slots.
    explicit TranspositionTable(int bits);

    void forget() { salt_ += 0x9e3779b97f4a7c15ULL; }
    bool find(std::uint64_t key, Gains& gains) const;
    void store(std::uint64_t key, const Gains& gains);

private:
    struct Slot {
        std::uint64_t key = 0;
        std::array<std::int16_t, kMaxSeats> gains{};
    };
    std::vector<Slot> slots_;
    std::uint64_t mask_;
    std::uint64_t salt_ = 0x9e3779b97f4a7c15ULL;
};

} // namespace poch::ai
