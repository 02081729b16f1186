#include "lookahead.h"

#include "poch/analysis.h"
#include "poch/pochen_hand.h"

namespace poch::ai {

void playForced(State& state, ActionList& scratch) {
    while (state.currentSeat() >= 0) {
        state.legalActions(scratch);
        if (scratch.size() != 1) return;
        state.applyLegal(scratch[0]);
    }
}

namespace {
// Cards (ace low) from 1 to 13: what a lone card is worth in
// Ranter-Go-Round.
int lowValue(Card c) { return aceLowValue(c); }

Action quickStake(const Table& t, const ActionList& legal, Random& random) {
    // One chip at a time, on the barest pool allowed.
    int best = -1;
    std::int32_t fewest = 0;
    for (int i = 0; i < legal.size() && legal[i].chips == 1; ++i) {
        const std::int32_t chips = t.chips.pool[static_cast<std::size_t>(legal[i].pool)];
        if (best < 0 || chips < fewest || (chips == fewest && random.below(2) == 0)) {
            best = i;
            fewest = chips;
        }
    }
    return legal[best < 0 ? 0 : best];
}

Action quickBet(const Ruleset& rules, const Table& t, const ActionList& legal) {
    const std::uint32_t strength = rules.showdownHand(t, t.hands[static_cast<std::size_t>(t.current)]).strength;
    // A pair of queens or better is worth a small bet or a call.
    const bool good = strength >= pochenSetStrength(2, kQueen);
    if (!good || legal.betCount() == 0) return Action::pass();
    const std::int32_t amount = t.betting.currentBet == 0 ? std::min(legal.betHigh(), legal.betLow() + 1) : legal.betLow();
    return Action::bet(amount);
}
} // namespace

Action quickChoice(const State& state, const ActionList& legal, Random& random) {
    if (legal.size() == 1) return legal[0];
    const Table& t = state.table();
    const int seat = t.current;
    switch (t.phase) {
    case Phase::Staking: return quickStake(t, legal, random);
    case Phase::Betting: return quickBet(state.rules(), t, legal);
    case Phase::Exchange: {
        const CardSet hand = t.hands[static_cast<std::size_t>(seat)];
        if (hand.size() == 1) return lowValue(hand.first()) <= 6 ? Action::of(ActionKind::Exchange) : Action::of(ActionKind::Keep);
        return Action::of(ActionKind::Keep);
    }
    default: break;
    }
    // The play: declare what can be declared, then the card that sheds the
    // longest run of one's own cards, best of all up to a stop.
    const AcePosition ace = state.rules().aceInRuns();
    const CardSet hand = t.hands[static_cast<std::size_t>(seat)];
    int best = 0;
    int bestScore = -1;
    for (int i = 0; i < legal.size(); ++i) {
        const Action a = legal[i];
        if (a.kind == ActionKind::Declare) return a;
        if (a.kind != ActionKind::Play) continue;
        int own = 1;
        Card n = StopsRun::nextInSuit(a.card, ace);
        while (n.valid() && hand.contains(n)) {
            ++own;
            n = StopsRun::nextInSuit(n, ace);
        }
        const bool keeps = !n.valid() || t.holder(n) < 0;
        int score = own * 4 + (keeps ? 6 : 0) + (a.with.valid() ? 5 : 0) + static_cast<int>(random.below(3));
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return legal[best];
}

void playOut(State& state, Random& random, ActionList& scratch) {
    int guard = 0;
    while (state.dealInPlay() && state.currentSeat() >= 0 && ++guard < 2000) {
        state.legalActions(scratch);
        state.applyLegal(quickChoice(state, scratch, random));
    }
}

double worth(const State& state, int seat) {
    const Table& t = state.table();
    return t.chips.seat[static_cast<std::size_t>(seat)] + kChipsPerLife * t.lives[static_cast<std::size_t>(seat)];
}

CardSet deadCards(const Ruleset& rules, const Table& t) {
    CardSet dead = t.played | t.laidAside | rules.provedOutOfHands(t);
    dead |= CardSet(Pack::full52().cards().bits() & ~rules.pack().cards().bits());
    if (rules.layoutFromPack()) dead |= t.layout;
    if (t.turnup.valid() && t.turnupOwner < 0) dead.insert(t.turnup);
    return dead;
}

RunForecast forecastRun(const Table& seen, int seat, Card lead, AcePosition ace, CardSet deadCards) {
    RunForecast f;
    const CardSet hand = seen.hands[static_cast<std::size_t>(seat)];
    f.ownCards = 1;
    Card n = StopsRun::nextInSuit(lead, ace);
    while (n.valid() && hand.contains(n)) {
        ++f.ownCards;
        n = StopsRun::nextInSuit(n, ace);
    }
    f.keepsLead = !n.valid() || deadCards.contains(n);
    return f;
}

} // namespace poch::ai
