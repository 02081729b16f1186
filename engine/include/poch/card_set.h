// A set of cards as a 64-bit mask: hands, the played cards and packs are
// compared, combined and counted with single machine instructions.
#pragma once

#include "poch/card.h"

#include <bit>
#include <cstdint>

namespace poch {

class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
    constexpr CardSet(std::initializer_list<Card> cards) {
        for (Card c : cards) insert(c);
    }

    static constexpr CardSet ofSuit(Suit suit) {
        return CardSet(std::uint64_t{0x1fff} << (static_cast<int>(suit) * kRankCount));
    }
    static constexpr CardSet ofRank(Rank rank) {
        std::uint64_t b = 0;
        for (int s = 0; s < kSuitCount; ++s) b |= std::uint64_t{1} << (s * kRankCount + rank - kTwo);
        return CardSet(b);
    }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool contains(Card c) const { return c.valid() && (bits_ >> c.index() & 1); }
    constexpr bool containsAll(CardSet other) const { return (bits_ & other.bits_) == other.bits_; }
    constexpr void insert(Card c) { bits_ |= std::uint64_t{1} << c.index(); }
    constexpr void erase(Card c) { bits_ &= ~(std::uint64_t{1} << c.index()); }
    // The card with the lowest index; only for a non-empty set.
    constexpr Card first() const { return Card::fromIndex(std::countr_zero(bits_)); }
    constexpr Card last() const { return Card::fromIndex(63 - std::countl_zero(bits_)); }

    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
    constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
    constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
    constexpr CardSet& operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
    constexpr bool operator==(const CardSet&) const = default;

    // Iterates in index order (suit-major, rank ascending).
    class Iterator {
    public:
        constexpr explicit Iterator(std::uint64_t b) : b_(b) {}
        constexpr Card operator*() const { return Card::fromIndex(std::countr_zero(b_)); }
        constexpr Iterator& operator++() { b_ &= b_ - 1; return *this; }
        constexpr bool operator!=(const Iterator& o) const { return b_ != o.b_; }
    private:
        std::uint64_t b_;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    std::uint64_t bits_ = 0;
};

} // namespace poch
