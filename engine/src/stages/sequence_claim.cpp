#include "stages/sequence_claim.h"

namespace poch {

int sequenceScore(CardSet hand, SequenceRule rule, Suit trump) {
    int best = 0;
    for (int s = 0; s < kSuitCount; ++s) {
        const auto suit = static_cast<Suit>(s);
        const int trumpBonus = suit == trump ? 1 : 0;
        int length = 0;
        for (Rank r = kTwo; r <= kAce; ++r) {
            length = hand.contains(Card(suit, r)) ? length + 1 : 0;
            if (length < 3) continue;
            // r is the top card of a run of `length`.
            const int score = rule == SequenceRule::BestOfThree ? trumpBonus * 100 + r
                                                                  : length * 1000 + r * 10 + trumpBonus;
            best = std::max(best, score);
        }
    }
    return best;
}

int sequenceWinner(const Table& t, SequenceRule rule) {
    int winner = -1;
    int best = 0;
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = t.seatAfter(t.dealer, i);
        const int score = sequenceScore(t.hands[static_cast<std::size_t>(seat)], rule, t.turnup.suit());
        if (score > best) {
            best = score;
            winner = seat;
        }
    }
    return winner;
}

} // namespace poch
