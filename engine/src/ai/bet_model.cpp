#include "bet_model.h"

#include "thumb_bet.h"

#include "stages/chip_moves.h"

#include <algorithm>
#include <array>

namespace poch::ai {

namespace {
// Roughly the chance at which a player matches a bet: the pot odds of a
// modest pot. Only for reading a match already made.
constexpr double kCalls = 0.35;
// How often a player does what its hand does not call for.
constexpr double kSurprise = 0.03;

// A player reckons its chance from a couple of dozen imagined deals, so
// its reckoning is rough: the share of `kReckoned` deals it would win,
// each won with its true chance. Modelled so, a hand near a threshold
// sometimes bets and sometimes not, as it does at the table.
constexpr int kReckoned = 24;

// The chance that at least `wins` of kReckoned deals are won, each with
// chance `q`: the binomial tail, by products alone.
double chanceAtLeast(double q, int wins) {
    if (wins <= 0) return 1.0;
    if (q <= 0.0) return 0.0;
    if (q >= 1.0) return 1.0;
    double term = 1.0; // (1-q)^n, then each next term of the distribution
    for (int i = 0; i < kReckoned; ++i) term *= 1.0 - q;
    double below = 0.0;
    for (int k = 0; k < wins; ++k) {
        below += term;
        term *= static_cast<double>(kReckoned - k) / static_cast<double>(k + 1) * q / (1.0 - q);
    }
    return std::clamp(1.0 - below, 0.0, 1.0);
}

// The fewest wins out of kReckoned that reach a chance of `threshold`.
int winsFor(double threshold, bool strictly) {
    int k = 0;
    while (k <= kReckoned && (strictly ? k <= threshold * kReckoned : k < threshold * kReckoned)) ++k;
    return k;
}

// A player's rough reckoning of a true chance `q`.
double reckoned(double q, Random& luck) {
    int wins = 0;
    for (int i = 0; i < kReckoned; ++i)
        if (static_cast<double>(luck.next() >> 11) * 0x1.0p-53 < q) ++wins;
    return static_cast<double>(wins) / kReckoned;
}

// The hand a seat bet with: what it holds and what it has played since.
CardSet handAtBetting(const Table& t, int seat) {
    CardSet hand = t.hands[static_cast<std::size_t>(seat)];
    for (Card c : t.played)
        if (t.playedBy[static_cast<std::size_t>(c.index())] == seat) hand.insert(c);
    return hand;
}
} // namespace

BetModel::BetModel(const Ruleset& rules, const Observation& seen, Random& random, int samples) : rules_(&rules) {
    const Table& t = seen.table;
    // Every card a player could imagine in another's hand: all but the
    // cards in sight of everyone. Each seat leaves out its own hand as it
    // reckons (chance()).
    CardSet open = t.played;
    if (rules.layoutFromPack()) open |= t.layout;
    if (t.turnup.valid()) open.insert(t.turnup);
    std::array<Card, 52> cards{};
    std::size_t n = 0;
    for (Card c : rules.pack().cards() - open) cards[n++] = c;
    // Hands the size each was dealt: the deciding seat's.
    const std::size_t size = static_cast<std::size_t>(handAtBetting(t, seen.seat).size());
    if (size == 0 || n < size) return;
    hands_.reserve(static_cast<std::size_t>(samples));
    for (int i = 0; i < samples; ++i) {
        // A partial shuffle: the first `size` cards are a random hand.
        CardSet hand;
        for (std::size_t k = 0; k < size; ++k) {
            const std::size_t j = k + random.below(static_cast<std::uint32_t>(n - k));
            std::swap(cards[k], cards[j]);
            hand.insert(cards[k]);
        }
        hands_.push_back({hand, rules.showdownHand(t, hand).strength});
    }
}

double BetModel::beats(std::uint32_t strength, CardSet own) const {
    // Only the imagined hands that share no card with the seat's own.
    double weaker = 0;
    int count = 0;
    for (const Imagined& h : hands_) {
        if (!(h.cards & own).empty()) continue;
        ++count;
        if (h.strength < strength) weaker += 1.0;
        else if (h.strength == strength) weaker += 0.5;
    }
    return count == 0 ? 0.0 : weaker / count;
}

double BetModel::chance(const Table& t, int seat, CardSet hand) const {
    const std::uint32_t strength = rules_->showdownHand(t, hand).strength;
    if (strength == 0 || hands_.empty()) return 0.0;
    const std::uint8_t in = static_cast<std::uint8_t>(allSeats(t) & ~t.betting.folded);
    const double each = beats(strength, hand);
    double p = 1.0;
    for (int s = 0; s < t.seats; ++s)
        if (s != seat && (in >> s & 1)) p *= each;
    return p;
}

double BetModel::chanceOfBest(const Table& t, int seat) const {
    return chance(t, seat, t.hands[static_cast<std::size_t>(seat)]);
}

Action BetModel::reply(const Table& t, const ActionList& legal, Random& luck) const {
    if (legal.betCount() == 0) return Action::pass();
    const double p = reckoned(chanceOfBest(t, t.current), luck);
    const double pot = betPot(*rules_, t, countsEverything_);
    // A raise again at every turn while the chance stays very good, though
    // the Standard player raises once a deal. Expecting once was measured
    // in the nine bowls: 1.2 chips a deal more against three Standards,
    // but nearly all the edge over expert-1, which raises again, lost
    // (tests/strength/README.md).
    return thumbBet(p, pot, legal, t.betting.currentBet > 0, true);
}

double BetModel::likelihood(const Table& guess, int viewer) const {
    if (hands_.empty()) return 1.0;
    const BettingState& b = guess.betting;
    double w = 1.0;
    for (int s = 0; s < guess.seats; ++s) {
        if (s == viewer || (guess.sittingOut >> s & 1)) continue;
        const bool bet = b.committed[static_cast<std::size_t>(s)] > 0;
        const bool folded = (b.folded >> s & 1) != 0;
        const bool acted = bet || folded || !(b.toAct >> s & 1);
        if (!acted) continue;
        const double q = chance(guess, s, handAtBetting(guess, s));
        // The chance that the rough reckoning of `q` led to what was done;
        // never impossible, for a bluff or a timid drop happens.
        double p = 1.0;
        if (b.raised >> s & 1) p = chanceAtLeast(q, winsFor(kRaises, true));
        else if (b.opened >> s & 1) p = chanceAtLeast(q, winsFor(kOpens, false));
        else if (bet) p = chanceAtLeast(q, winsFor(kCalls, false));
        else if (folded && b.currentBet > 0) p = 1.0 - chanceAtLeast(q, winsFor(kCalls, false));
        else p = 1.0 - chanceAtLeast(q, winsFor(kOpens, false));
        w *= kSurprise + (1.0 - kSurprise) * p;
    }
    return w;
}

} // namespace poch::ai
