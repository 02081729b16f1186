// Cards, suits and ranks, and the two-character card codes of game records.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace poch {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
inline constexpr int kSuitCount = 4;

// Ranks keep their face value; the Ace is 14 so that "higher" means higher
// in every game that ranks it high. Games where the Ace is low (Pope Joan,
// Ranter-Go-Round) say so through their own rank order, not here.
using Rank = std::uint8_t;
inline constexpr Rank kTwo = 2;
inline constexpr Rank kSix = 6;
inline constexpr Rank kSeven = 7;
inline constexpr Rank kEight = 8;
inline constexpr Rank kNine = 9;
inline constexpr Rank kTen = 10;
inline constexpr Rank kJack = 11;
inline constexpr Rank kQueen = 12;
inline constexpr Rank kKing = 13;
inline constexpr Rank kAce = 14;
inline constexpr int kRankCount = 13;

// A card is its index 0..51 in suit-major order: all clubs 2..A, then
// diamonds, hearts, spades. The index is also its bit in a CardSet.
class Card {
public:
    constexpr Card() = default;
    constexpr Card(Suit suit, Rank rank)
        : index_(static_cast<std::uint8_t>(static_cast<int>(suit) * kRankCount + (rank - kTwo))) {}

    static constexpr Card fromIndex(int index) {
        Card c;
        c.index_ = static_cast<std::uint8_t>(index);
        return c;
    }
    static constexpr Card none() { return Card(); }

    constexpr bool valid() const { return index_ < 52; }
    constexpr int index() const { return index_; }
    constexpr Suit suit() const { return static_cast<Suit>(index_ / kRankCount); }
    constexpr Rank rank() const { return static_cast<Rank>(index_ % kRankCount + kTwo); }

    constexpr bool operator==(const Card&) const = default;
    constexpr auto operator<=>(const Card&) const = default;

    // "9D", "TH"; an invalid card formats as "--".
    std::string code() const;
    // Accepts "9d", "TH", "10H"; nullopt for anything else.
    static std::optional<Card> parse(std::string_view text);

private:
    std::uint8_t index_ = 0xff;
};

// A lone card's worth with the Ace lowest, from 1 to 13: Ranter-Go-Round's
// order, where the lowest card shown loses a life. Its rules and every
// player that weighs a card there count by it.
constexpr int aceLowValue(Card card) { return card.rank() == kAce ? 1 : card.rank(); }

char suitLetter(Suit suit);

// Where the Ace stands in a suit: above the King (Poch, Newmarket), or
// below the Two (Pope Joan, Spin, sevens), where nothing can lead up to it
// and the King ends every run; or, in Pochen's pack of sevens up, below
// the Seven (A, 7, 8 ... K), the King still ending every run.
enum class AcePosition : std::uint8_t { High, Low, BelowSeven };

// The card that continues a run in suit after `played`, or none: the next
// rank up, the Ace where it stands. Inline: every card played asks it.
inline Card nextInSuit(Card played, AcePosition ace) {
    const Rank r = played.rank();
    if (ace != AcePosition::High) {
        if (r == kKing) return Card::none();
        const Rank afterAce = ace == AcePosition::Low ? kTwo : kSeven;
        return Card(played.suit(), r == kAce ? afterAce : static_cast<Rank>(r + 1));
    }
    return r == kAce ? Card::none() : Card(played.suit(), static_cast<Rank>(r + 1));
}

} // namespace poch
