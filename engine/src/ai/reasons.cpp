#include "reasons.h"

#include "ai/hidden_deal.h"
#include "lookahead.h"
#include "poch/pochen_hand.h"
#include "poch/state.h"
#include "stages/betting_round.h"
#include "stages/chip_moves.h"

namespace poch::ai {

namespace {

// Whether the choice moves chips from the board to the seat at once (a
// pool card, Pope, a declaration). Only public things decide that, so any
// guess at the hidden cards tells it.
bool takesChipsAtOnce(const Ruleset& rules, const Observation& seen, const Action& chosen) {
    Random random(1);
    State state(std::shared_ptr<const Ruleset>(&rules, [](const Ruleset*) {}), guessHiddenCards(rules, seen, random));
    if (!state.isLegal(chosen)) return false;
    EventLog events;
    state.applyLegal(chosen, &events);
    for (const Event& e : events)
        if ((e.type == EventType::PoolWon || e.type == EventType::PotWon) && e.to == seen.seat) return true;
    return false;
}

// No run can reach the card: nothing comes below it, or everything that
// does is out of every hand (Pope in Pope Joan, an Ace played low). Every
// card below counts: in Pochen's pack both the Six (not in it) and the Ace
// (below the Seven) come before a Seven, and the first alone was looked at.
bool nothingLeadsUpTo(Card card, AcePosition ace, CardSet dead) {
    for (int r = kTwo; r <= kAce; ++r) {
        const Card below(card.suit(), static_cast<Rank>(r));
        if (below != card && nextInSuit(below, ace) == card && !dead.contains(below)) return false;
    }
    return true;
}

// The run from `lead` would go on, if nobody stopped it, to a card of the
// seat's own that takes a pool on the table (a boodle card). A card out of
// every hand on the way (`dead`: played, turned up) stops it for sure: the
// reason was given for a two of diamonds whose four had been played.
bool runsUpToOwnPoolCard(const Table& t, int seat, Card lead, AcePosition ace, CardSet dead) {
    const CardSet own = t.hands[static_cast<std::size_t>(seat)];
    for (Card c = nextInSuit(lead, ace); c != Card::none() && !dead.contains(c); c = nextInSuit(c, ace))
        if (own.contains(c) && t.layout.contains(c)) return true;
    return false;
}

// Whether a card got in exchange is more likely higher (> 0) or lower
// (< 0) than the one held, by the cards the seat cannot place: "what you
// would get is more likely lower" was said of a six, which more unseen
// cards beat than not (a tester). 0 where they are as many. For a hand of
// one card.
int exchangeLikely(const Ruleset& rules, const Observation& seen) {
    const int mine = aceLowValue(seen.hand().first());
    const CardSet unseen = rules.pack().cards() - seen.cardsInSight();
    int higher = 0;
    int lower = 0;
    for (Card c : unseen) {
        higher += aceLowValue(c) > mine;
        lower += aceLowValue(c) < mine;
    }
    return higher > lower ? 1 : higher < lower ? -1 : 0;
}

} // namespace

Reason reasonForChoice(const Ruleset& rules, const Observation& seen, const Action& chosen, Reason fallback) {
    const Table& t = seen.table;
    switch (chosen.kind) {
    case ActionKind::Declare: return Reason::TakesPool;
    case ActionKind::Keep:
        // Ranter-Go-Round's lowest card loses: one lower than yours in
        // sight (given in an exchange, a King shown) makes yours safe, which
        // is why it is kept, whatever the stock might hold.
        if (rules.exchangeWith(t) != ExchangeWith::Dummy && seen.hand().size() == 1) {
            const int mine = aceLowValue(seen.hand().first());
            for (int s = 0; s < t.seats; ++s)
                if (s != seen.seat && !(t.outOfMatch >> s & 1))
                    for (Card c : t.hands[static_cast<std::size_t>(s)])
                        if (aceLowValue(c) < mine) return Reason::LowerCardSeen;
        }
        // A whole hand for the dummy's is weighed as a hand, not by a card.
        if (seen.hand().size() != 1) return Reason::KeepsCard;
        return exchangeLikely(rules, seen) < 0 ? Reason::KeepsCard : fallback;
    case ActionKind::Exchange:
        if (seen.hand().size() != 1) return Reason::PassesCard;
        return exchangeLikely(rules, seen) > 0 ? Reason::PassesCard : fallback;
    case ActionKind::Stake: return Reason::Spread;
    case ActionKind::Pass: return t.phase == Phase::Betting ? Reason::WeakHand : fallback;
    case ActionKind::Bet: {
        if (t.phase != Phase::Betting) return fallback;
        // Everyone else has dropped (a pass before the opening drops a
        // player in Hoffmann's Poch): there is nobody left to bluff.
        if ((BettingRound::contenders(t) & ~seatBit(seen.seat)) == 0) return Reason::Uncalled;
        // Betting on less than a pair of tens is a bluff.
        if (rules.showdownHand(t, seen.hand()).strength < pochenSetStrength(2, kTen)) return Reason::Bluff;
        // Matching is worth what it costs; a raise (all in above the bet
        // too) is made on the set's strength, which a hint to go all in
        // had been given the matching's reason for (a tester).
        if (t.betting.currentBet == 0) return Reason::BestSet;
        return t.betting.reaching(seen.seat, chosen.chips) > t.betting.currentBet ? Reason::BestSet : Reason::PotOdds;
    }
    case ActionKind::Play: break;
    }
    if (takesChipsAtOnce(rules, seen, chosen)) return Reason::TakesPool;
    // Following in a run is no choice of card; what matters is a lead.
    // Where any higher card may follow (the nine bowls), what a lead's run
    // would be is not the card's to say.
    if (t.run.next == chosen.card || !rules.runsGoCardByCard()) return fallback;
    const AcePosition ace = rules.aceInRuns();
    const CardSet dead = deadCards(rules, t);
    const RunForecast run = forecastRun(t, seen.seat, chosen.card, ace, dead);
    if (run.keepsLead) return Reason::KnownStop;
    // Said before what the card is, for it is why the card is led.
    if (runsUpToOwnPoolCard(t, seen.seat, chosen.card, ace, dead)) return Reason::TowardsPool;
    if (nothingLeadsUpTo(chosen.card, ace, dead)) return Reason::EarlySpecial;
    if (run.ownCards >= 2) return Reason::ClearsSuit;
    return fallback;
}

} // namespace poch::ai
