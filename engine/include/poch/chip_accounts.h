// Where every chip is: each seat, each board pool, the betting pot, and a
// bank for the rulesets that have a banker. The total never changes during
// a match; the invariant tests hold the engine to that.
#pragma once

#include "poch/limits.h"

#include <array>
#include <cstdint>

namespace poch {

// An account is a small number: seats 0..7, pools from kPoolAccount, then
// the betting pot and the bank. Events name accounts this way.
using AccountId = std::int8_t;
inline constexpr AccountId kPoolAccount = 16;
inline constexpr AccountId kBetsAccount = 32;
inline constexpr AccountId kBankAccount = 33;
constexpr AccountId seatAccount(int seat) { return static_cast<AccountId>(seat); }
constexpr AccountId poolAccount(int pool) { return static_cast<AccountId>(kPoolAccount + pool); }

struct ChipAccounts {
    std::array<std::int32_t, kMaxSeats> seat{};
    std::array<std::int32_t, kMaxPools> pool{};
    std::int32_t bets = 0;
    std::int32_t bank = 0;

    std::int32_t& at(AccountId id) {
        if (id >= kBankAccount) return bank;
        if (id >= kBetsAccount) return bets;
        if (id >= kPoolAccount) return pool[static_cast<std::size_t>(id - kPoolAccount)];
        return seat[static_cast<std::size_t>(id)];
    }
    std::int32_t at(AccountId id) const { return const_cast<ChipAccounts*>(this)->at(id); }

    std::int64_t total() const {
        std::int64_t sum = bets + bank;
        for (auto c : seat) sum += c;
        for (auto c : pool) sum += c;
        return sum;
    }
    std::int32_t board() const {
        std::int32_t sum = 0;
        for (auto c : pool) sum += c;
        return sum;
    }

    bool operator==(const ChipAccounts&) const = default;
};

} // namespace poch
