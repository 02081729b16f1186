#include "standard.h"

#include "lookahead.h"
#include "thumb_bet.h"
#include "ai/hidden_deal.h"
#include "poch/pochen_hand.h"

namespace poch::ai {

Choice spreadStake(const Observation& seen, const ActionList& legal) {
    int best = 0;
    for (int i = 1; i < legal.size() && legal[i].chips == 1; ++i)
        if (seen.table.chips.pool[static_cast<std::size_t>(legal[i].pool)]
            < seen.table.chips.pool[static_cast<std::size_t>(legal[best].pool)])
            best = i;
    return {legal[best], Reason::Spread};
}

double Standard::chanceOfBestSet(const Observation& seen, int samples) {
    const Table& t = seen.table;
    const std::uint32_t mine = rules_->showdownHand(t, seen.hand()).strength;
    if (mine == 0) return 0.0;
    int wins = 0;
    for (int i = 0; i < samples; ++i) {
        const Table guess = guessHiddenCards(*rules_, seen, random_);
        bool best = true;
        for (int s = 0; s < t.seats && best; ++s)
            if (s != seen.seat && !(t.betting.folded >> s & 1))
                best = rules_->showdownHand(guess, guess.hands[static_cast<std::size_t>(s)]).strength < mine;
        wins += best;
    }
    return static_cast<double>(wins) / samples;
}

Choice Standard::bet(const Observation& seen, const ActionList& legal) {
    if (legal.betCount() == 0) return {Action::pass(), Reason::WeakHand};
    const Table& t = seen.table;
    const double p = chanceOfBestSet(seen, 24);
    const double pot = betPot(*rules_, t, style_ != BetStyle::ExpertOne);
    const bool opened = t.betting.currentBet > 0;
    const bool mayRaise = style_ == BetStyle::ExpertOne || !(t.betting.raised >> seen.seat & 1);
    const Action a = thumbBet(p, pot, legal, opened, mayRaise);
    if (a.kind == ActionKind::Pass) return {a, Reason::WeakHand};
    return {a, !opened || a.chips > legal.betLow() ? Reason::BestSet : Reason::PotOdds};
}

// Looks at each card on a few guesses: what it sheds, what it wins at
// once, and whether the lead comes back.
Choice Standard::play(const Observation& seen, const ActionList& legal) {
    for (int i = 0; i < legal.size(); ++i)
        if (legal[i].kind == ActionKind::Declare) return {legal[i], Reason::TakesPool};
    constexpr int kGuesses = 4;
    const int me = seen.seat;
    std::array<Table, kGuesses> guesses;
    for (auto& g : guesses) g = guessHiddenCards(*rules_, seen, random_);
    ActionList scratch;
    int best = 0;
    double bestScore = -1e9;
    double bestGain = 0;
    for (int i = 0; i < legal.size(); ++i) {
        double score = 0;
        double gain = 0;
        for (const Table& g : guesses) {
            State s(rules_, g);
            const double before = worth(s, me);
            const int cardsBefore = s.hand(me).size();
            s.applyLegal(legal[i]);
            playForced(s, scratch);
            const double won = worth(s, me) - before;
            const int shed = cardsBefore - s.hand(me).size();
            const bool leadsAgain = s.currentSeat() == me;
            const bool out = s.hand(me).empty();
            gain += won;
            score += won + 0.6 * shed + (leadsAgain ? 1.5 : 0) + (out ? 5 : 0);
        }
        if (score > bestScore) {
            bestScore = score;
            best = i;
            bestGain = gain / kGuesses;
        }
    }
    const Action a = legal[best];
    Reason reason = Reason::ClearsSuit;
    if (bestGain > 0.5) {
        reason = Reason::TakesPool;
    } else if (a.kind == ActionKind::Play && seen.table.run.next != a.card && rules_->runsGoCardByCard()) {
        const AcePosition ace = rules_->aceInRuns();
        const RunForecast f = forecastRun(seen.table, me, a.card, ace, deadCards(*rules_, seen.table));
        if (f.keepsLead) reason = Reason::KnownStop;
        else if (a.card.rank() == (ace != AcePosition::High ? kAce : kTwo)) reason = Reason::EarlySpecial;
    }
    return {a, reason};
}

// Keeps a card in the upper half and passes a low one on; but a card is
// safe, and kept, once a lower one is known to be in another hand
// (Cassell's advice: a card given in exchange is one the giver still sees).
Choice Standard::exchange(const Observation& seen) {
    const auto value = [](Card c) { return aceLowValue(c); };
    if (seen.hand().size() != 1) return {Action::of(ActionKind::Keep), Reason::KeepsCard};
    const int mine = value(seen.hand().first());
    for (int s = 0; s < seen.table.seats; ++s)
        if (s != seen.seat && !(seen.table.outOfMatch >> s & 1))
            for (Card c : seen.table.hands[static_cast<std::size_t>(s)])
                if (value(c) < mine) return {Action::of(ActionKind::Keep), Reason::KeepsCard};
    return mine <= 6 ? Choice{Action::of(ActionKind::Exchange), Reason::PassesCard}
                     : Choice{Action::of(ActionKind::Keep), Reason::KeepsCard};
}

Choice Standard::choose(const Observation& seen, const ActionList& legal) {
    if (legal.size() == 1) return {legal[0], Reason::OnlyChoice};
    switch (seen.table.phase) {
    case Phase::Staking: return spreadStake(seen, legal);
    case Phase::Betting: return bet(seen, legal);
    case Phase::Exchange: return exchange(seen);
    default: return play(seen, legal);
    }
}

} // namespace poch::ai
