#include "ranter_go_round.h"

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/deal_rotation.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace poch {

namespace {
// dealFlags: bits 0..7 mark the seats that refused an exchange by showing
// a King (their turn is over); this bit marks a King drawn by the dealer
// under `dealer-king-loses`. Everything in dealFlags is public.
constexpr std::uint32_t kDealerDrewKing = 1u << 8;
// Bits 16..23 mark the seats that asked to exchange this round, whether or
// not a King refused them: everyone sees a player ask.
constexpr int kAskedShift = 16;
// Exchanged's `with` for the dealer's exchange with the stock.
constexpr std::uint8_t kWithStock = 0xff;
constexpr CardSet kKings = CardSet::ofRank(kKing);

// The next seat to the left that is still in the match.
int nextInMatch(const Table& t, int seat) {
    int next = t.nextSeat(seat);
    while (t.outOfMatch >> next & 1) next = t.nextSeat(next);
    return next;
}
} // namespace

const RulesetInfo& RanterGoRound::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "ranter-go-round";
        i.source = "000";
        i.minSeats = 3;
        i.maxSeats = 8;
        i.pools = {"pool"};
        i.scoredByMatch = true;
        i.options = {
            {"lives", OptionType::Int, 3, 1, 9},
            {"stake", OptionType::Int, 1, 0, 100},
            {"ties-all-lose", OptionType::Bool, 0, 0, 1},
            // Not in 000 nor Cassell's: the modern Cuckoo rule, so off unless chosen.
            {"kings-refuse", OptionType::Bool, 0, 0, 1},
            {"dealer-king-loses", OptionType::Bool, 0, 0, 1},
            {"life-chips", OptionType::Int, 0, 0, 20},
        };
        return i;
    }();
    return info;
}

RanterGoRound::RanterGoRound(Options options, int seats)
    : Ruleset(describe(), std::move(options), seats),
      lives_(this->options().get("lives")),
      stake_(this->options().get("stake")),
      lifeChips_(this->options().get("life-chips")),
      tiesAllLose_(this->options().flag("ties-all-lose")),
      kingsRefuse_(this->options().flag("kings-refuse")),
      dealerKingLoses_(this->options().flag("dealer-king-loses")) {}

Pack RanterGoRound::pack() const { return Pack::full52(); }

int RanterGoRound::value(Card card) { return aceLowValue(card); }

// One card each to the seats still in, from the dealer's left; the next
// card is the top of the stock, which the dealer may draw (the record's
// `turnup`), and the rest stay face down beneath it (`spare`).
DealLayout RanterGoRound::deal(std::span<const Card> deck, int dealer, std::uint8_t out) const {
    DealLayout layout;
    const DealOrder order = dealOrder(seats(), dealer, out, false);
    dealRound(deck, 0, order.count, order, layout);
    layout.turnup = deck[static_cast<std::size_t>(order.count)];
    for (std::size_t i = static_cast<std::size_t>(order.count) + 1; i < deck.size(); ++i) layout.spare.insert(deck[i]);
    return layout;
}

DealLayout RanterGoRound::dealFromDeck(std::span<const Card> deck, int dealer) const { return deal(deck, dealer, 0); }

DealLayout RanterGoRound::dealFromDeck(const Table& table, std::span<const Card> deck) const {
    return deal(deck, table.dealer, table.outOfMatch);
}

DealShape RanterGoRound::dealShape(int dealer) const { return shapeOf(deal(pack().ordered(), dealer, 0)); }

DealShape RanterGoRound::dealShape(const Table& table) const {
    return shapeOf(deal(pack().ordered(), table.dealer, table.outOfMatch));
}

// Enough for the stake and a chip payment for every life (rules page).
int RanterGoRound::minimumStake() const { return stake_ + lives_ * lifeChips_; }

void RanterGoRound::beginMatch(Table& t) const {
    for (int s = 0; s < t.seats; ++s) t.lives[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(lives_);
    t.outOfMatch = 0;
    t.sittingOut = 0;
}

void RanterGoRound::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    record(events, Event::of(EventType::DealStarted, t.dealer));
    // The pool is made up once, as the first round begins.
    if (t.dealsPlayed == 1)
        for (int i = 1; i <= t.seats; ++i) {
            const int seat = (t.dealer + i) % t.seats;
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(0), stake_, events, seat, 0);
        }
    t.sittingOut = t.outOfMatch;
    // The card under the hands is the hidden top of the stock, not a
    // turned-up card.
    DealLayout dealt = layout;
    dealt.turnup = Card::none();
    layOutDeal(t, dealt, events, -1, layout.turnup);
    t.phase = Phase::Exchange;
    t.current = static_cast<std::int8_t>(nextInMatch(t, t.dealer));
}

void RanterGoRound::legalActions(const Table& t, ActionList& out) const {
    if (t.phase != Phase::Exchange || t.current < 0) return;
    out.add(Action::of(ActionKind::Exchange));
    out.add(Action::of(ActionKind::Keep));
}

void RanterGoRound::apply(Table& t, const Action& action, EventLog* events) const {
    const int seat = t.current;
    if (action.kind == ActionKind::Exchange) t.dealFlags |= 1u << (kAskedShift + seat);
    if (action.kind == ActionKind::Keep) record(events, Event::of(EventType::Kept, seat));
    else if (seat == t.dealer) drawFromStock(t, events);
    else exchangeWithNeighbour(t, seat, events);
    moveOn(t, seat, events);
}

// The seats' turns so far, each with the card it held as it chose: the
// exchanges made since are undone, newest first, to find the cards as they
// lay before the first turn, and then replayed.
int RanterGoRound::pastDecisions(const Table& t, std::span<PastDecision> out) const {
    if (t.phase != Phase::Exchange || t.current < 0) return 0;
    std::array<int, kMaxSeats> order{};
    int decided = 0;
    for (int s = nextInMatch(t, t.dealer); s != t.current; s = nextInMatch(t, s)) order[static_cast<std::size_t>(decided++)] = s;
    const auto refused = [&](int seat) { return (t.dealFlags >> seat & 1) != 0; };
    const auto asked = [&](int seat) { return (t.dealFlags >> (kAskedShift + seat) & 1) != 0; };
    // Only the dealer, who decides last, exchanges with the stock.
    const auto swapped = [&](int seat) { return asked(seat) && !refused(nextInMatch(t, seat)); };
    std::array<CardSet, kMaxSeats> hands = t.hands;
    for (int i = decided - 1; i >= 0; --i) {
        const int seat = order[static_cast<std::size_t>(i)];
        if (swapped(seat)) std::swap(hands[static_cast<std::size_t>(seat)], hands[static_cast<std::size_t>(nextInMatch(t, seat))]);
    }
    int count = 0;
    for (int i = 0; i < decided && count < static_cast<int>(out.size()); ++i) {
        const int seat = order[static_cast<std::size_t>(i)];
        if (refused(seat)) continue; // showed a King and had no turn
        PastDecision& d = out[static_cast<std::size_t>(count++)];
        d.seat = static_cast<std::int8_t>(seat);
        d.action = Action::of(asked(seat) ? ActionKind::Exchange : ActionKind::Keep);
        d.hand = hands[static_cast<std::size_t>(seat)];
        if (swapped(seat)) std::swap(hands[static_cast<std::size_t>(seat)], hands[static_cast<std::size_t>(nextInMatch(t, seat))]);
    }
    return count;
}

int RanterGoRound::exchangePartner(const Table& t) const {
    if (t.phase != Phase::Exchange || t.current < 0 || exchangeWith(t) != ExchangeWith::NextPlayer) return -1;
    return nextInMatch(t, t.current);
}

// The left-hand neighbour must exchange, unless they hold a King: then
// they show it, the asker keeps their card and the King's turn is over.
void RanterGoRound::exchangeWithNeighbour(Table& t, int seat, EventLog* events) const {
    const int other = nextInMatch(t, seat);
    auto& mine = t.hands[static_cast<std::size_t>(seat)];
    auto& theirs = t.hands[static_cast<std::size_t>(other)];
    if (kingsRefuse_ && !(theirs & kKings).empty()) {
        const Card king = (theirs & kKings).first();
        t.known[static_cast<std::size_t>(other)].insert(king);
        t.dealFlags |= 1u << other;
        Event shown = Event::of(EventType::CardTurned, other);
        shown.card = king;
        record(events, shown);
        Event kept = Event::of(EventType::Kept, seat);
        kept.detail = static_cast<std::uint8_t>(KeptBecause::KingRefused);
        kept.seats = seatBit(other);
        record(events, kept);
        return;
    }
    std::swap(mine, theirs);
    t.traced[static_cast<std::size_t>(seat)] |= mine;
    t.traced[static_cast<std::size_t>(other)] |= theirs;
    std::swap(t.known[static_cast<std::size_t>(seat)], t.known[static_cast<std::size_t>(other)]);
    Event e = Event::of(EventType::Exchanged, seat);
    e.detail = static_cast<std::uint8_t>(other);
    e.seats = seatBit(other);
    record(events, e);
}

// The dealer exchanges with the top card of the stock. A King there is
// turned face up and stays on the stock: the dealer keeps their own card,
// and under `dealer-king-loses` loses the round. Without either rule the
// dealer simply takes it.
void RanterGoRound::drawFromStock(Table& t, EventLog* events) const {
    const int dealer = t.dealer;
    const Card drawn = t.stockTop;
    if (drawn.rank() == kKing && (kingsRefuse_ || dealerKingLoses_)) {
        t.turnup = drawn;
        t.stockTop = Card::none();
        if (dealerKingLoses_) t.dealFlags |= kDealerDrewKing;
        Event shown = Event::of(EventType::CardTurned);
        shown.card = drawn;
        record(events, shown);
        Event kept = Event::of(EventType::Kept, dealer);
        kept.detail = static_cast<std::uint8_t>(KeptBecause::KingOnStock);
        record(events, kept);
        return;
    }
    auto& hand = t.hands[static_cast<std::size_t>(dealer)];
    t.stockTop = hand.first();
    hand = CardSet{drawn};
    t.traced[static_cast<std::size_t>(dealer)].insert(drawn);
    t.known[static_cast<std::size_t>(dealer)] = CardSet{};
    Event e = Event::of(EventType::Exchanged, dealer);
    e.detail = kWithStock;
    record(events, e);
}

// The turn passes to the left; a player who has shown a King has no turn.
// After the dealer, the cards are shown.
void RanterGoRound::moveOn(Table& t, int seat, EventLog* events) const {
    int next = seat;
    while (next != t.dealer) {
        next = nextInMatch(t, next);
        if (!(t.dealFlags >> next & 1)) {
            t.current = static_cast<std::int8_t>(next);
            return;
        }
        Event none = Event::of(EventType::Kept, next);
        none.detail = static_cast<std::uint8_t>(KeptBecause::ShowedKing);
        record(events, none);
    }
    showdown(t, events);
}

void RanterGoRound::showdown(Table& t, EventLog* events) const {
    t.current = -1;
    // Cards are turned up from the dealer's left, the dealer last.
    int low = kAce + 1;
    std::uint8_t lowest = 0;
    int lastLow = -1;
    std::uint8_t inMatch = 0;
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = (t.dealer + i) % t.seats;
        if (t.outOfMatch >> seat & 1) continue;
        inMatch |= seatBit(seat);
        const CardSet hand = t.hands[static_cast<std::size_t>(seat)];
        t.known[static_cast<std::size_t>(seat)] = hand;
        Event shown = Event::of(EventType::Showdown, seat);
        shown.cards = hand;
        record(events, shown);
        const int v = value(hand.first());
        if (v < low) {
            low = v;
            lowest = 0;
        }
        if (v == low) {
            lowest |= seatBit(seat);
            lastLow = seat;
        }
    }

    std::uint8_t losers = 0;
    LifeLoss why = LifeLoss::LowestCard;
    if (t.dealFlags & kDealerDrewKing) {
        losers = seatBit(t.dealer);
        why = LifeLoss::KingDrawn;
    } else if (tiesAllLose_) {
        losers = lowest;
        if (std::popcount(lowest) > 1) why = LifeLoss::LowestShared;
    } else {
        losers = seatBit(lastLow); // of equal lowest cards, the one turned up last
        if (std::popcount(lowest) > 1) why = LifeLoss::LastOfLowest;
    }
    // If every player left would lose their last life, the round does not
    // count (rules page).
    bool anyoneLeft = false;
    for (int s = 0; s < t.seats; ++s)
        if ((inMatch >> s & 1) && (!(losers >> s & 1) || t.lives[static_cast<std::size_t>(s)] > 1)) anyoneLeft = true;
    if (!anyoneLeft) losers = 0;

    for (int i = 1; i <= t.seats; ++i) {
        const int seat = (t.dealer + i) % t.seats;
        if (!(losers >> seat & 1)) continue;
        auto& lives = t.lives[static_cast<std::size_t>(seat)];
        --lives;
        Event lost = Event::of(EventType::LifeLost, seat);
        lost.chips = lives;
        lost.detail = static_cast<std::uint8_t>(why);
        if (why == LifeLoss::LastOfLowest || why == LifeLoss::LowestShared) lost.seats = lowest;
        record(events, lost);
        moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(0),
                  std::min(lifeChips_, t.chips.seat[static_cast<std::size_t>(seat)]), events, seat, 0,
                  static_cast<std::uint8_t>(AnteFor::LifeLost));
        if (lives == 0) {
            t.outOfMatch |= seatBit(seat);
            record(events, Event::of(EventType::SeatOut, seat));
        }
    }
    // A round has a loser, not a winner; one that does not count says so.
    Event roundOver = Event::of(EventType::DealOver, -1);
    if (!anyoneLeft) roundOver.detail = static_cast<std::uint8_t>(DealEnd::NobodyLoses);
    record(events, roundOver);

    int left = 0;
    int survivor = -1;
    for (int s = 0; s < t.seats; ++s)
        if (!(t.outOfMatch >> s & 1)) {
            ++left;
            survivor = s;
        }
    if (left > 1) {
        t.phase = Phase::AwaitingDeal;
        passTheDeal(t);
        return;
    }
    moveChips(t, EventType::PoolWon, poolAccount(0), seatAccount(survivor), t.chips.pool[0], events, survivor, 0);
    t.phase = Phase::MatchOver;
    Event over = Event::of(EventType::MatchOver);
    over.detail = static_cast<std::uint8_t>(MatchEnd::OneLeft);
    over.seats = seatBit(survivor);
    t.winners = over.seats;
    over.chips = t.chips.seat[static_cast<std::size_t>(survivor)];
    record(events, over);
}

} // namespace poch
