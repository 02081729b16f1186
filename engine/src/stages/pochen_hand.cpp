#include "poch/pochen_hand.h"

namespace poch {

namespace {
// A suit's place in the Skat order.
int skatRank(Suit suit) {
    for (std::size_t place = 0; place < kSkatOrder.size(); ++place)
        if (kSkatOrder[place] == suit) return static_cast<int>(place);
    return 0;
}

// The ranks of `rest`, highest first, four bits each, at most four of
// them: enough for the five-card hands where the other cards count.
std::uint32_t otherRanks(CardSet rest) {
    std::uint32_t value = 0;
    int taken = 0;
    for (Rank r = kAce; r >= kTwo && taken < 4; --r) {
        const int held = (rest & CardSet::ofRank(r)).size();
        for (int i = 0; i < held && taken < 4; ++i, ++taken) value |= static_cast<std::uint32_t>(r) << (12 - 4 * taken);
    }
    return value;
}
} // namespace

PochenHand bestPochenHand(CardSet hand, const PochenOrder& order) {
    // One 13-bit rank mask a suit; a rank held twice or more shows in the
    // pairwise ANDs, so the best set is found without counting rank by rank.
    const std::uint64_t b = hand.bits();
    const std::uint64_t c = b & 0x1fff, d = b >> 13 & 0x1fff, h = b >> 26 & 0x1fff, s = b >> 39 & 0x1fff;
    const std::uint64_t four = c & d & h & s;
    const std::uint64_t three = (c & d & h) | (c & d & s) | (c & h & s) | (d & h & s);
    const std::uint64_t two = (c & d) | (c & h) | (c & s) | (d & h) | (d & s) | (h & s);
    const std::uint64_t one = c | d | h | s;
    int bestCount = 0;
    std::uint64_t ranks = 0;
    if (four) { bestCount = 4; ranks = four; }
    else if (three) { bestCount = 3; ranks = three; }
    else if (two) { bestCount = 2; ranks = two; }
    else if (one) { bestCount = 1; ranks = one; }
    const Rank bestRank = ranks ? static_cast<Rank>(kTwo + 63 - std::countl_zero(ranks)) : 0;
    PochenHand best;
    if (bestCount == 0 || (bestCount == 1 && !order.singleCardCounts)) return best;
    best.cards = hand & CardSet::ofRank(bestRank);
    std::uint32_t tie = 0;
    if (bestCount == 1) {
        // No rank is held twice, so the best card is alone of its rank.
        if (order.skatSuitOrder) tie = static_cast<std::uint32_t>(skatRank(best.cards.first().suit()));
    } else if (order.hasTieSuit && best.cards.contains(Card(order.tieSuit, bestRank))) {
        tie = 1;
    }
    best.strength = pochenSetStrength(bestCount, bestRank) | tie << 16;
    if (bestCount == 1 ? order.unpairedByAllCards : order.setsByOtherCards) best.strength |= otherRanks(hand - best.cards);
    return best;
}

} // namespace poch
