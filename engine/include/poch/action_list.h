// The sorted legal actions of one decision, without allocating: up to
// kCapacity discrete actions plus one contiguous range of bets (a bet may be
// any number of chips up to a player's whole stack, which would not fit a
// fixed list and does not need to).
#pragma once

#include "poch/action.h"

#include <array>
#include <memory>
#include <stdexcept>
#include <vector>

namespace poch {

class ActionList {
public:
    // Newmarket's stake of up to 100 chips spread over four boodle cards
    // is the most: 400 stakes (found by fuzzing, when this was 192).
    static constexpr int kCapacity = 448;

    void clear() { count_ = 0; betLow_ = 1; betHigh_ = 0; betAt_ = 0; }
    // Discrete actions must be added in sorted order; the bet range is put
    // in its sorted place.
    void add(const Action& a) {
        // Never written past its end, also in a release build.
        if (count_ >= kCapacity) throw std::length_error("more legal actions than an ActionList holds");
        std::construct_at(&items_[static_cast<std::size_t>(count_++)].action, a);
    }
    void setBetRange(std::int32_t low, std::int32_t high) {
        betLow_ = low;
        betHigh_ = high;
        betAt_ = 0;
        while (betAt_ < count_ && item(betAt_).kind <= ActionKind::Bet) ++betAt_;
    }

    int size() const { return count_ + betCount(); }
    bool empty() const { return size() == 0; }
    Action operator[](int i) const {
        if (i < betAt_) return item(i);
        if (i < betAt_ + betCount()) return Action::bet(betLow_ + (i - betAt_));
        return item(i - betCount());
    }
    bool contains(const Action& a) const {
        if (a.kind == ActionKind::Bet && betCount() > 0 && a.chips >= betLow_ && a.chips <= betHigh_
            && a == Action::bet(a.chips))
            return true;
        for (int i = 0; i < count_; ++i)
            if (item(i) == a) return true;
        return false;
    }
    std::int32_t betLow() const { return betLow_; }
    std::int32_t betHigh() const { return betHigh_; }
    int betCount() const { return betHigh_ >= betLow_ ? betHigh_ - betLow_ + 1 : 0; }
    // Where the bets start in the sorted list.
    int betPosition() const { return betAt_; }

    std::vector<Action> toVector() const {
        std::vector<Action> all;
        all.reserve(static_cast<std::size_t>(size()));
        for (int i = 0; i < size(); ++i) all.push_back((*this)[i]);
        return all;
    }

private:
    // Storage left uninitialised: a list is built for every decision and
    // every check, and clearing 64 actions each time would cost more than
    // the rules themselves.
    union Slot {
        Slot() {}
        Action action;
    };
    const Action& item(int i) const { return items_[static_cast<std::size_t>(i)].action; }

    std::array<Slot, kCapacity> items_;
    int count_ = 0;
    std::int32_t betLow_ = 1;
    std::int32_t betHigh_ = 0;
    int betAt_ = 0;
};

} // namespace poch
