#include "modern_poch.h"

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/showdown_tie.h"
#include "stages/stops_run.h"

namespace poch {

const RulesetInfo& ModernPoch::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "poch";
        i.source = "004";
        i.minSeats = 3;
        i.maxSeats = 6;
        i.pools = {"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "pocher", "pot"};
        i.betPool = 7;
        i.options = {
            {"deals", OptionType::Int, 0, 0, 1000},
            {"three-deal-all", OptionType::Bool, 0, 0, 1},
            {"all-in", OptionType::Bool, 1, 0, 1},
            {"dealer-takes-honour", OptionType::Bool, 0, 0, 1},
            {"turnup-to-player", OptionType::Bool, 0, 0, 1},
            {"pochen-without-pair", OptionType::Bool, 0, 0, 1},
            {"settle-board", OptionType::Bool, 0, 0, 1},
        };
        i.bets = true;
        return i;
    }();
    return info;
}

ModernPoch::ModernPoch(Options options, int seats)
    : Ruleset(describe(), std::move(options), seats),
      deals_(this->options().get("deals")),
      threeDealAll_(this->options().flag("three-deal-all")),
      dealerTakesHonour_(this->options().flag("dealer-takes-honour")),
      turnupToPlayer_(this->options().flag("turnup-to-player")),
      pochenWithoutPair_(this->options().flag("pochen-without-pair")),
      settleBoard_(this->options().flag("settle-board")),
      betting_(BettingRules{this->options().flag("all-in"), true}) {}

// All but the last card are dealt, except that three players get ten each
// and the 31st card is laid aside (the source's three-player sentence is
// garbled; the rules page gives the reasoning).
int ModernPoch::cardsDealt() const { return seats() == 3 && !threeDealAll_ ? 30 : 31; }

DealShape ModernPoch::dealShape(int dealer) const {
    DealShape shape;
    for (int i = 0; i < cardsDealt(); ++i) ++shape.handSizes[static_cast<std::size_t>((dealer + 1 + i) % seats())];
    shape.turnup = true;
    shape.spare = 31 - cardsDealt();
    return shape;
}

DealLayout ModernPoch::dealFromDeck(std::span<const Card> deck, int dealer) const {
    DealLayout layout;
    const int dealt = cardsDealt();
    for (int i = 0; i < dealt; ++i)
        layout.hands[static_cast<std::size_t>((dealer + 1 + i) % seats())].insert(deck[static_cast<std::size_t>(i)]);
    for (int i = dealt; i < 31; ++i) layout.spare.insert(deck[static_cast<std::size_t>(i)]);
    layout.turnup = deck[31];
    return layout;
}

PochenOrder ModernPoch::pochenOrder(Suit paySuit) const {
    PochenOrder order;
    order.hasTieSuit = true;
    order.tieSuit = pochenWithoutPair_ ? Suit::Clubs : paySuit;
    order.singleCardCounts = pochenWithoutPair_;
    order.skatSuitOrder = pochenWithoutPair_;
    return order;
}

CardSet ModernPoch::provedOutOfHands(const Table& t) const {
    return t.phase == Phase::Play ? StopsRun::provedOutOfHands(t, AcePosition::High) : CardSet{};
}

// Only a seat with a combination may have put chips into the betting.
bool ModernPoch::plausibleGuess(const Table& t) const {
    if (pochenWithoutPair_ || !t.turnup.valid()) return true;
    const PochenOrder order = pochenOrder(t.turnup.suit());
    for (int s = 0; s < t.seats; ++s)
        if (t.betting.committed[static_cast<std::size_t>(s)] > 0
            && bestPochenHand(t.hands[static_cast<std::size_t>(s)] | t.known[static_cast<std::size_t>(s)], order).strength == 0)
            return false;
    return true;
}

void ModernPoch::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    if (events) {
        Event e;
        e.type = EventType::DealStarted;
        e.seat = t.dealer;
        events->push_back(e);
    }
    for (int i = 0; i < t.seats; ++i) {
        const int seat = (t.dealer + 1 + i) % t.seats;
        for (int pool = 0; pool < PoolCount; ++pool)
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(pool), 1, events, seat, pool);
    }

    layOutDeal(t, layout, events, turnupToPlayer_ ? (t.dealer + 1 + cardsDealt()) % t.seats : -1);

    const Suit pay = t.turnup.suit();
    const std::array<PoolClaim, 7> claims{{
        {Ace, {Card(pay, kAce)}},
        {King, {Card(pay, kKing)}},
        {Queen, {Card(pay, kQueen)}},
        {Jack, {Card(pay, kJack)}},
        {Ten, {Card(pay, kTen)}},
        {Marriage, {Card(pay, kKing), Card(pay, kQueen)}},
        {Sequence, {Card(pay, kSeven), Card(pay, kEight), Card(pay, kNine)}},
    }};
    payPoolClaims(t, claims, dealerTakesHonour_ ? t.dealer : -1, events);

    t.phase = Phase::Betting;
    betting_.open(t, t.eldestHand());
}

// Only a set (a pair or better) may be bet on.
bool ModernPoch::mayBet(const Table& t) const {
    return bestPochenHand(t.hands[static_cast<std::size_t>(t.current)], pochenOrder(t.turnup.suit())).strength > 0;
}

void ModernPoch::legalActions(const Table& t, ActionList& out) const {
    if (t.phase == Phase::Betting) {
        betting_.legalActions(t, mayBet(t), out);
    } else if (t.phase == Phase::Play) {
        StopsRun::legalActions(t, out);
    }
}

void ModernPoch::apply(Table& t, const Action& action, EventLog* events) const {
    if (t.phase == Phase::Betting) {
        if (betting_.apply(t, action, events, mayBet(t))) finishBetting(t, events);
    } else {
        const int out = StopsRun::apply(t, action.card, AcePosition::High, events);
        if (out >= 0) finishDeal(t, out, events);
    }
}

void ModernPoch::finishBetting(Table& t, EventLog* events) const {
    int leader = t.eldestHand();
    if (t.betting.currentBet == 0) {
        if (events && t.chips.pool[Pocher] > 0) {
            Event e;
            e.type = EventType::PoolCarried;
            e.pool = Pocher;
            e.chips = t.chips.pool[Pocher];
            events->push_back(e);
        }
    } else {
        const PochenOrder order = pochenOrder(t.turnup.suit());
        std::array<std::uint32_t, kMaxSeats> strength{};
        const std::uint8_t in = BettingRound::contenders(t);
        for (int i = 0; i < t.seats; ++i) {
            const int seat = (t.dealer + 1 + i) % t.seats;
            if (!(in >> seat & 1)) continue;
            const PochenHand hand = bestPochenHand(t.hands[static_cast<std::size_t>(seat)], order);
            strength[static_cast<std::size_t>(seat)] = hand.strength;
            t.known[static_cast<std::size_t>(seat)] |= hand.cards;
            if (events) {
                Event e;
                e.type = EventType::Showdown;
                e.seat = static_cast<std::int8_t>(seat);
                e.cards = hand.cards;
                e.detail = static_cast<std::uint8_t>(hand.size());
                events->push_back(e);
            }
        }
        recordTieBroken(strength, in, t.seats, order, events);
        const std::uint8_t winners = betting_.settle(t, strength, t.eldestHand(), events);
        shareChips(t, EventType::PoolWon, poolAccount(Pocher), winners, t.chips.pool[Pocher], t.eldestHand(),
                   events, Pocher);
        for (int i = 0; i < t.seats; ++i) {
            const int seat = (t.dealer + 1 + i) % t.seats;
            if (winners >> seat & 1) {
                leader = seat;
                break;
            }
        }
    }
    t.playLeader = static_cast<std::int8_t>(leader);
    t.phase = Phase::Play;
    StopsRun::begin(t, leader);
}

void ModernPoch::finishDeal(Table& t, int winner, EventLog* events) const {
    moveChips(t, EventType::PoolWon, poolAccount(Pot), seatAccount(winner), t.chips.pool[Pot], events, winner, Pot,
              static_cast<std::uint8_t>(PoolWonBy::GoingOut));
    // Whoever cannot pay in full pays what they have (rules page).
    payPerCard(t, winner, 0, [](int) { return 1; }, events);
    if (events) {
        Event e;
        e.type = EventType::DealOver;
        e.seat = static_cast<std::int8_t>(winner);
        events->push_back(e);
    }
    t.current = -1;
    if (const auto ending = matchEnds(t, deals_, [](const Table&, int) { return static_cast<int>(PoolCount); }))
        closeMatch(t, events, *ending);
    else
        t.phase = Phase::AwaitingDeal;
}

void ModernPoch::closeMatch(Table& t, EventLog* events, MatchEnding ending) const {
    if (settleBoard_) {
        // Shared out as equally as possible, odd chips from the last dealer's
        // left; drawn from the pools in board order.
        const std::int32_t board = t.chips.board();
        int pool = 0;
        for (int i = 0; i < t.seats; ++i) {
            const int seat = (t.dealer + 1 + i) % t.seats;
            std::int32_t owed = board / t.seats + (i < board % t.seats ? 1 : 0);
            while (owed > 0) {
                while (t.chips.pool[static_cast<std::size_t>(pool)] == 0) ++pool;
                const std::int32_t take = std::min(owed, t.chips.pool[static_cast<std::size_t>(pool)]);
                moveChips(t, EventType::PoolWon, poolAccount(pool), seatAccount(seat), take, events, seat, pool);
                owed -= take;
            }
        }
    }
    endMatch(t, events, ending);
}

} // namespace poch
