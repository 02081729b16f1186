#include "spin.h"

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/deal_rotation.h"
#include "stages/stops_run.h"

namespace poch {

namespace {
constexpr Card kSpin(Suit::Diamonds, kAce);
// Out of the pack (001), so that a run stops before each.
constexpr CardSet kOutOfPack{Card(Suit::Hearts, kTwo), Card(Suit::Diamonds, kEight)};
struct PairPool {
    int pool;
    CardSet cards;
    std::uint32_t declaredFlag;
};
// Matrimony: King and Queen of diamonds; Intrigue: Queen and Knave (001).
const std::array<PairPool, 2> kPairs{{
    {Spin::Matrimony, {Card(Suit::Diamonds, kKing), Card(Suit::Diamonds, kQueen)}, 1u},
    {Spin::Intrigue, {Card(Suit::Diamonds, kQueen), Card(Suit::Diamonds, kJack)}, 2u},
}};
// Set once a run has stopped: from then on the leader has played a stop.
constexpr std::uint32_t kStopPlayed = 4u;
// Bits 8 to 13: the card made a stop by Spin, plus one (public).
constexpr int kSpinStopShift = 8;
} // namespace

const RulesetInfo& Spin::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "spin";
        i.source = "001";
        i.minSeats = 3;
        i.maxSeats = 8;
        i.pools = {"matrimony", "intrigue", "game"};
        i.options = {
            {"deals", OptionType::Int, 0, 0, 1000},
            {"dealer-pays-game", OptionType::Bool, 0, 0, 1},
            {"spin-stake", OptionType::Int, 3, 1, 20},
        };
        return i;
    }();
    return info;
}

Spin::Spin(Options options, int seats)
    : Ruleset(describe(), std::move(options), seats),
      deals_(this->options().get("deals")),
      dealerPaysGame_(this->options().flag("dealer-pays-game")),
      spinStake_(this->options().get("spin-stake")) {}

// The two of hearts goes with the eight of diamonds (001).
Pack Spin::pack() const { return Pack::full52().without(kOutOfPack); }

// All the cards, one at a time from the dealer's left, as equally as they go.
DealLayout Spin::dealFromDeck(std::span<const Card> deck, int dealer) const {
    DealLayout layout;
    dealRound(deck, 0, static_cast<int>(deck.size()), dealOrder(seats(), dealer, 0, false), layout);
    return layout;
}

DealShape Spin::dealShape(int dealer) const { return shapeOf(dealFromDeck(pack().ordered(), dealer)); }

// A stake for Game from each player but the dealer, and none from the
// last winner; the dealer two for Matrimony and one for Intrigue (001).
bool Spin::owesGame(int seat, int dealer) const { return seat != dealer || dealerPaysGame_; }
bool Spin::paysGame(const Table& t, int seat, int dealer) const { return owesGame(seat, dealer) && seat != t.lastWinner; }

int Spin::stake(const Table& t, int seat, int dealer) const {
    return (seat == dealer ? 3 : 0) + (paysGame(t, seat, dealer) ? 1 : 0);
}

int Spin::minimumStake() const { return 4; }

// A card made a stop by Spin proves nothing about the card after it.
CardSet Spin::provedOutOfHands(const Table& t) const {
    CardSet noProof;
    if (const std::uint32_t made = t.dealFlags >> kSpinStopShift & 0x3f) noProof.insert(Card::fromIndex(static_cast<int>(made) - 1));
    return StopsRun::provedOutOfHands(t, AcePosition::Low, noProof);
}

void Spin::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    record(events, Event::of(EventType::DealStarted, t.dealer));
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = (t.dealer + i) % t.seats;
        if (seat == t.dealer) {
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(Matrimony), 2, events, seat, Matrimony);
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(Intrigue), 1, events, seat, Intrigue);
        }
        if (paysGame(t, seat, t.dealer))
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(Game), 1, events, seat, Game);
    }
    // Said, so that nobody wonders why the last winner paid nothing.
    if (t.lastWinner >= 0 && owesGame(t.lastWinner, t.dealer)) {
        Event e = Event::of(EventType::Excused, t.lastWinner);
        e.detail = static_cast<std::uint8_t>(Excuse::StakeAsLastWinner);
        e.pool = Game;
        record(events, e);
    }
    layOutDeal(t, layout, events);
    t.phase = Phase::Play;
    StopsRun::begin(t, t.eldestHand());
}

void Spin::legalActions(const Table& t, ActionList& out) const {
    const CardSet hand = t.hands[static_cast<std::size_t>(t.current)];
    if (!StopsRun::leadDue(t)) {
        // The card in sequence, alone or with Spin, which makes it a stop.
        if (hand.contains(kSpin)) {
            Action withSpin = Action::play(t.run.next);
            withSpin.with = kSpin;
            out.add(withSpin);
        }
        out.add(Action::play(t.run.next));
        return;
    }
    for (Card c : hand) out.add(Action::play(c));
    // After playing a stop, a holder may show Matrimony or Intrigue.
    if (!(t.dealFlags & kStopPlayed)) return;
    for (const PairPool& pair : kPairs)
        if (hand.containsAll(pair.cards) && !(t.dealFlags & pair.declaredFlag)) {
            Action declare;
            declare.kind = ActionKind::Declare;
            declare.pool = static_cast<std::int8_t>(pair.pool);
            out.add(declare);
        }
}

void Spin::collectFromEveryone(Table& t, int seat, std::int32_t each, PaymentReason why, EventLog* events, Card card) const {
    for (int i = 1; i < t.seats; ++i) {
        const int payer = (seat + i) % t.seats;
        moveChips(t, EventType::Payment, seatAccount(payer), seatAccount(seat),
                  std::min(each, t.chips.seat[static_cast<std::size_t>(payer)]), events, payer, -1, static_cast<std::uint8_t>(why), card);
    }
}

void Spin::spinPlayed(Table& t, int seat, EventLog* events) const { collectFromEveryone(t, seat, spinStake_, PaymentReason::Spin, events); }

void Spin::apply(Table& t, const Action& action, EventLog* events) const {
    const int seat = t.current;
    if (action.kind == ActionKind::Declare) {
        for (const PairPool& pair : kPairs) {
            if (pair.pool != action.pool) continue;
            t.dealFlags |= pair.declaredFlag;
            t.known[static_cast<std::size_t>(seat)] |= pair.cards;
            Event e = Event::of(EventType::Declared, seat);
            e.pool = static_cast<std::int8_t>(pair.pool);
            e.cards = pair.cards;
            record(events, e);
            moveChips(t, EventType::PoolWon, poolAccount(pair.pool), seatAccount(seat),
                      t.chips.pool[static_cast<std::size_t>(pair.pool)], events, seat, pair.pool);
        }
        return; // the same player still leads
    }
    // What the cards bring is paid before the run goes on or stops.
    StopsRun::play(t, action.card, events);
    // Kings are paid for at once (001).
    if (action.card.rank() == kKing) collectFromEveryone(t, seat, 1, PaymentReason::King, events, action.card);
    if (action.card == kSpin) spinPlayed(t, seat, events);
    if (action.with == kSpin) {
        // Spin goes down with the card, and that card becomes a stop.
        auto& hand = t.hands[static_cast<std::size_t>(seat)];
        hand.erase(kSpin);
        t.played.insert(kSpin);
        t.playedBy[static_cast<std::size_t>(kSpin.index())] = static_cast<std::int8_t>(seat);
        Event e = Event::of(EventType::CardPlayed, seat);
        e.card = kSpin;
        record(events, e);
        spinPlayed(t, seat, events);
        t.dealFlags |= static_cast<std::uint32_t>(action.card.index() + 1) << kSpinStopShift;
    }
    const int out = StopsRun::goOn(t, action.card, AcePosition::Low, events, {kOutOfPack, {}});
    // Where the run would have gone on, Spin stops it.
    if (out < 0 && action.with == kSpin && !StopsRun::leadDue(t)) StopsRun::stop(t, seat, StopCause::Spin, action.card, events);
    if (StopsRun::leadDue(t)) t.dealFlags |= kStopPlayed;
    if (out >= 0) finishDeal(t, out, events);
}

void Spin::finishDeal(Table& t, int winner, EventLog* events) const {
    moveChips(t, EventType::PoolWon, poolAccount(Game), seatAccount(winner), t.chips.pool[Game], events, winner, Game,
              static_cast<std::uint8_t>(PoolWonBy::GoingOut));
    // Whoever never played Spin pays double (001).
    const int spinHolder = t.holder(kSpin);
    payPerCard(t, winner, 0, [spinHolder](int seat) { return seat == spinHolder ? 2 : 1; }, events,
               PaymentReason::CardsLeftSpinKept);
    record(events, Event::of(EventType::DealOver, winner));
    t.current = -1;
    t.lastWinner = static_cast<std::int8_t>(winner);
    if (const auto ending = matchEnds(t, deals_, [this](const Table& table, int seat) { return stake(table, seat, table.dealer); }))
        endMatch(t, events, *ending);
    else
        t.phase = Phase::AwaitingDeal;
}

} // namespace poch
