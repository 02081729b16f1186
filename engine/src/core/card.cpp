#include "poch/card.h"

#include <cctype>

namespace poch {

namespace {
constexpr char kRankLetters[] = "23456789TJQKA";
constexpr char kSuitLetters[] = "CDHS";
} // namespace

char suitLetter(Suit suit) { return kSuitLetters[static_cast<int>(suit)]; }

std::string Card::code() const {
    if (!valid()) return "--";
    return {kRankLetters[rank() - kTwo], suitLetter(suit())};
}

std::optional<Card> Card::parse(std::string_view text) {
    int rank = -1;
    if (text.size() == 3 && text[0] == '1' && text[1] == '0') {
        rank = kTen;
        text.remove_prefix(1);
    } else if (text.size() == 2) {
        const char r = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
        for (int i = 0; i < kRankCount; ++i)
            if (kRankLetters[i] == r) rank = i + kTwo;
    }
    if (rank < 0 || text.size() != 2) return std::nullopt;
    const char s = static_cast<char>(std::toupper(static_cast<unsigned char>(text[1])));
    for (int i = 0; i < kSuitCount; ++i)
        if (kSuitLetters[i] == s) return Card(static_cast<Suit>(i), static_cast<Rank>(rank));
    return std::nullopt;
}

} // namespace poch
