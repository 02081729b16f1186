#include "sevens.h"

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/deal_rotation.h"
#include "poch/pool_cards.h"
#include "stages/stops_run.h"

namespace poch {

CardSet Sevens::customaryPoolCards() {
    return CardSet{Card(Suit::Spades, kAce), Card(Suit::Clubs, kKing), Card(Suit::Hearts, kQueen),
                   Card(Suit::Diamonds, kJack)};
}

namespace {
// The sevens are taken out of the pack, which is why this is the sevens
// game (001); the stops run is told so, and says so at a stop.
constexpr CardSet kOutOfPack = CardSet::ofRank(kSeven);

// The card that wins a pool card's stake: the one just below it, the Ace
// counting high for this, so the King wins it (001).
Card winnerOf(Card poolCard) {
    return Card(poolCard.suit(), poolCard.rank() == kAce ? kKing : static_cast<Rank>(poolCard.rank() - 1));
}
} // namespace

const RulesetInfo& Sevens::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "sevens";
        i.source = "001";
        i.minSeats = 3;
        i.maxSeats = 8;
        i.customaryPoolCards = customaryPoolCards();
        for (int p = 0; p < 4; ++p) i.pools.push_back(poolCard(i.customaryPoolCards, p).code());
        i.options = {{"deals", OptionType::Int, 0, 0, 1000}};
        return i;
    }();
    return info;
}

Sevens::Sevens(Options options, int seats)
    : Ruleset(describe(), std::move(options), seats),
      deals_(this->options().get("deals")),
      staking_(StakingRules{0b1111, true}) {}

Pack Sevens::pack() const { return Pack::full52().without(kOutOfPack); }

// The pool cards come out of the pack and lie face up; all the rest are
// dealt, one at a time from the dealer's left.
DealLayout Sevens::dealFromDeck(std::span<const Card> deck, int dealer) const {
    return dealWith(deck, dealer, info().customaryPoolCards);
}

DealLayout Sevens::dealFromDeck(const Table& table, std::span<const Card> deck) const {
    return dealWith(deck, table.dealer, table.poolCards);
}

DealLayout Sevens::dealWith(std::span<const Card> deck, int dealer, CardSet pool) const {
    DealLayout layout;
    std::array<Card, 52> rest{};
    std::size_t n = 0;
    for (Card c : deck) {
        if (pool.contains(c)) layout.layout.insert(c);
        else rest[n++] = c;
    }
    dealRound(std::span<const Card>(rest.data(), n), 0, static_cast<int>(n), dealOrder(seats(), dealer, 0, false),
              layout);
    return layout;
}

DealShape Sevens::dealShape(int dealer) const { return shapeOf(dealFromDeck(pack().ordered(), dealer)); }

// Each player a counter on the pool card of their choice, the dealer one
// more, all four covered (001); before the cards are dealt.
void Sevens::openStaking(Table& t, EventLog* events) const {
    t.toStake = {};
    for (int s = 0; s < t.seats; ++s) t.toStake[static_cast<std::size_t>(s)] = s == t.dealer ? 2 : 1;
    if (!staking_.open(t, t.eldestHand())) t.phase = Phase::AwaitingDeal;
    (void)events;
}

CardSet Sevens::provedOutOfHands(const Table& t) const { return StopsRun::provedOutOfHands(t, AcePosition::Low); }

void Sevens::beginMatch(Table& t) const { openStaking(t, nullptr); }

void Sevens::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    record(events, Event::of(EventType::DealStarted, t.dealer));
    layOutDeal(t, layout, events);
    t.phase = Phase::Play;
    StopsRun::begin(t, t.eldestHand());
}

void Sevens::legalActions(const Table& t, ActionList& out) const {
    if (t.phase == Phase::Staking) staking_.legalActions(t, out);
    else StopsRun::legalActions(t, out);
}

void Sevens::apply(Table& t, const Action& action, EventLog* events) const {
    if (t.phase == Phase::Staking) {
        if (staking_.apply(t, action, events)) t.phase = Phase::AwaitingDeal;
        return;
    }
    const int seat = t.current;
    StopsRun::play(t, action.card, events);
    // The pool the card wins, before the run goes on or stops.
    for (int p = 0; p < static_cast<int>(kPoolCardRanks.size()); ++p)
        if (action.card == winnerOf(poolCard(t.poolCards, p)))
            moveChips(t, EventType::PoolWon, poolAccount(p), seatAccount(seat), t.chips.pool[static_cast<std::size_t>(p)],
                      events, seat, p);
    const int out = StopsRun::goOn(t, action.card, AcePosition::Low, events, {kOutOfPack, t.layout});
    if (out >= 0) finishDeal(t, out, events);
}

void Sevens::finishDeal(Table& t, int winner, EventLog* events) const {
    payPerCard(t, winner, 0, [](int) { return 1; }, events);
    record(events, Event::of(EventType::DealOver, winner));
    t.current = -1;
    t.lastWinner = static_cast<std::int8_t>(winner);
    if (const auto ending = matchEnds(t, deals_, [](const Table& table, int seat) { return seat == table.dealer ? 2 : 1; }))
        endMatch(t, events, *ending);
    else
        openStaking(t, events);
}

} // namespace poch
