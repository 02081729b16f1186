#include "newmarket.h"

#include <algorithm>

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/deal_rotation.h"
#include "poch/pool_cards.h"
#include "stages/stops_run.h"

namespace poch {

namespace {
// dealFlags: the suit of the run that last stopped, plus one (0: none), so
// that the next lead can be of another suit.
constexpr std::uint32_t kStoppedSuitMask = 0b111;

bool red(Suit s) { return s == Suit::Diamonds || s == Suit::Hearts; }

// The stop just recorded, which afterStop corrects once it knows who
// leads next; none when no events are kept.
Event* lastStop(EventLog* events) {
    if (!events) return nullptr;
    auto stop = std::find_if(events->rbegin(), events->rend(), [](const Event& e) { return e.type == EventType::Stopped; });
    return stop == events->rend() ? nullptr : &*stop;
}
} // namespace

CardSet Newmarket::customaryBoodleCards() {
    return CardSet{Card(Suit::Hearts, kAce), Card(Suit::Clubs, kKing), Card(Suit::Diamonds, kQueen),
                   Card(Suit::Spades, kJack)};
}

std::vector<OptionSpec> Newmarket::commonOptions(int defaultStake) {
    return {
        {"deals", OptionType::Int, 0, 0, 1000},
        {"stake", OptionType::Int, defaultStake, 1, 100},
        {"change-colour", OptionType::Bool, 0, 0, 1},
        {"dummy-exchange", OptionType::Bool, 0, 0, 1},
    };
}

const RulesetInfo& Newmarket::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "newmarket";
        i.source = "003";
        i.minSeats = 3;
        i.maxSeats = 8;
        i.customaryPoolCards = customaryBoodleCards();
        for (int p = 0; p < 4; ++p) i.pools.push_back(poolCard(i.customaryPoolCards, p).code());
        i.options = commonOptions(10);
        return i;
    }();
    return info;
}

const RulesetInfo& Saratoga::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i = Newmarket::describe();
        i.id = "saratoga";
        i.source = "000, 003";
        i.options = commonOptions(1);
        return i;
    }();
    return info;
}

Newmarket::Newmarket(const RulesetInfo& info, Options options, int seats, bool fixedStakes)
    : Ruleset(info, std::move(options), seats),
      fixedStakes_(fixedStakes),
      deals_(this->options().get("deals")),
      stake_(this->options().get("stake")),
      changeColour_(this->options().flag("change-colour")),
      dummyExchange_(this->options().flag("dummy-exchange")),
      staking_(StakingRules{0b1111, false}) {}

// One at a time to each player and the dummy, as many rounds as give every
// player the same; the cards over go to the dummy (003).
DealLayout Newmarket::dealFromDeck(std::span<const Card> deck, int dealer) const {
    return dealWith(deck, dealer, info().customaryPoolCards);
}

DealLayout Newmarket::dealFromDeck(const Table& table, std::span<const Card> deck) const {
    return dealWith(deck, table.dealer, table.poolCards);
}

DealLayout Newmarket::dealWith(std::span<const Card> deck, int dealer, CardSet boodleCards) const {
    DealLayout layout;
    const DealOrder order = dealOrder(seats(), dealer, 0, true);
    const int dealt = static_cast<int>(deck.size()) / order.count * order.count;
    dealRound(deck, 0, dealt, order, layout);
    for (int i = dealt; i < static_cast<int>(deck.size()); ++i) layout.spare.insert(deck[static_cast<std::size_t>(i)]);
    layout.layout = boodleCards;
    return layout;
}

DealShape Newmarket::dealShape(int dealer) const { return shapeOf(dealFromDeck(pack().ordered(), dealer)); }

// Newmarket: an agreed number spread as each player pleases; Saratoga: the
// agreed amount on each boodle card.
int Newmarket::stakeCost() const { return fixedStakes_ ? 4 * stake_ : stake_; }
int Newmarket::minimumStake() const { return stakeCost(); }

void Newmarket::prepareDeal(Table& t) const {
    if (fixedStakes_) {
        t.phase = Phase::AwaitingDeal;
        return;
    }
    t.toStake = {};
    for (int s = 0; s < t.seats; ++s) t.toStake[static_cast<std::size_t>(s)] = stake_;
    staking_.open(t, t.eldestHand());
}

CardSet Newmarket::provedOutOfHands(const Table& t) const { return StopsRun::provedOutOfHands(t, AcePosition::High); }

void Newmarket::beginMatch(Table& t) const { prepareDeal(t); }

void Newmarket::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    record(events, Event::of(EventType::DealStarted, t.dealer));
    if (fixedStakes_)
        for (int i = 1; i <= t.seats; ++i) {
            const int seat = (t.dealer + i) % t.seats;
            for (int p = 0; p < 4; ++p)
                moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(p), stake_, events, seat, p);
        }
    layOutDeal(t, layout, events);
    t.spareSeenBy = -1;
    if (dummyExchange_) {
        // Michigan: the dealer may first take the dummy for their own hand.
        t.phase = Phase::Exchange;
        t.current = t.dealer;
        return;
    }
    t.phase = Phase::Play;
    StopsRun::begin(t, t.eldestHand());
}

// The suits a seat may lead from: after a stop, not the suit that stopped
// (nor its colour, with the Michigan house rule).
bool Newmarket::mayLead(const Table& t, int seat) const {
    ActionList leadsOf;
    leads(t, seat, leadsOf);
    return !leadsOf.empty();
}

void Newmarket::leads(const Table& t, int seat, ActionList& out) const {
    const CardSet hand = t.hands[static_cast<std::size_t>(seat)] - barredLeads(t);
    // In index order, so the actions come out sorted.
    for (int s = 0; s < kSuitCount; ++s) {
        const CardSet inSuit = hand & CardSet::ofSuit(static_cast<Suit>(s));
        if (!inSuit.empty()) out.add(Action::play(inSuit.first())); // the lowest of the suit
    }
}

CardSet Newmarket::barredLeads(const Table& t) const {
    const std::uint32_t stopped = t.dealFlags & kStoppedSuitMask;
    if (!stopped) return {};
    const Suit last = static_cast<Suit>(stopped - 1);
    CardSet barred;
    for (int s = 0; s < kSuitCount; ++s) {
        const Suit suit = static_cast<Suit>(s);
        if (suit == last || (changeColour_ && red(suit) == red(last))) barred |= CardSet::ofSuit(suit);
    }
    return barred;
}

void Newmarket::legalActions(const Table& t, ActionList& out) const {
    if (t.phase == Phase::Staking) {
        staking_.legalActions(t, out);
    } else if (t.phase == Phase::Exchange) {
        out.add(Action::of(ActionKind::Exchange));
        out.add(Action::of(ActionKind::Keep));
    } else if (StopsRun::leadDue(t)) {
        leads(t, t.current, out);
    } else {
        StopsRun::legalActions(t, out);
    }
}

// The stopper leads another suit; if they cannot, the lead passes to the
// left; if nobody can, play is blocked and the deal ends (003).
void Newmarket::afterStop(Table& t, int stopper, EventLog* events) const {
    for (int i = 0; i < t.seats; ++i) {
        const int seat = (stopper + i) % t.seats;
        if (mayLead(t, seat)) {
            t.current = static_cast<std::int8_t>(seat);
            // The stop names who leads; where the lead passed on, it says
            // from whom (detail: that seat + 1) and why: the cards they may
            // not lead, which were all they held.
            if (Event* stop = lastStop(events); stop && seat != stopper) {
                stop->seat = static_cast<std::int8_t>(seat);
                stop->detail = static_cast<std::uint8_t>(stopper + 1);
                stop->cards = barredLeads(t);
            }
            return;
        }
    }
    // Blocked: nobody leads, and the fewest cards win.
    if (Event* stop = lastStop(events)) stop->seat = -1;
    int fewest = 99;
    for (int s = 0; s < t.seats; ++s) fewest = std::min(fewest, t.hands[static_cast<std::size_t>(s)].size());
    std::uint8_t winners = 0;
    for (int s = 0; s < t.seats; ++s)
        if (t.hands[static_cast<std::size_t>(s)].size() == fewest) winners |= seatBit(s);
    finishDeal(t, winners, DealEnd::FewestCards, events);
}

void Newmarket::apply(Table& t, const Action& action, EventLog* events) const {
    if (t.phase == Phase::Staking) {
        if (staking_.apply(t, action, events)) t.phase = Phase::AwaitingDeal;
        return;
    }
    if (t.phase == Phase::Exchange) {
        const int dealer = t.current;
        if (action.kind == ActionKind::Exchange) {
            // Unseen; the dealer's old hand now lies in the dummy, and the
            // dealer knows it.
            std::swap(t.hands[static_cast<std::size_t>(dealer)], t.laidAside);
            t.spareSeenBy = static_cast<std::int8_t>(dealer);
            Event e = Event::of(EventType::Exchanged, dealer);
            e.detail = 0xff;
            record(events, e);
        } else {
            record(events, Event::of(EventType::Kept, dealer));
        }
        t.phase = Phase::Play;
        StopsRun::begin(t, t.eldestHand());
        return;
    }
    const int seat = t.current;
    StopsRun::play(t, action.card, events);
    // The card's twin from the other pack takes the chips on it, before
    // the run goes on or stops.
    if (const int p = poolOfCard(t.poolCards, action.card); p >= 0)
        moveChips(t, EventType::PoolWon, poolAccount(p), seatAccount(seat), t.chips.pool[static_cast<std::size_t>(p)],
                  events, seat, p);
    const int out = StopsRun::goOn(t, action.card, AcePosition::High, events);
    if (out >= 0) {
        finishDeal(t, seatBit(out), DealEnd::OutOfCards, events);
    } else if (StopsRun::leadDue(t)) {
        t.dealFlags = (t.dealFlags & ~kStoppedSuitMask) | (static_cast<std::uint32_t>(action.card.suit()) + 1);
        afterStop(t, seat, events);
    }
}

// The winner gets a chip from each other player; winners tied on fewest
// cards share those chips, odd ones to the nearest the dealer's left.
void Newmarket::finishDeal(Table& t, std::uint8_t winners, DealEnd how, EventLog* events) const {
    const int count = std::popcount(winners);
    std::array<std::int32_t, kMaxSeats> due{};
    int losers = 0;
    for (int s = 0; s < t.seats; ++s)
        if (!(winners >> s & 1)) ++losers;
    int given = 0;
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = (t.dealer + i) % t.seats;
        if (!(winners >> seat & 1)) continue;
        due[static_cast<std::size_t>(seat)] = losers / count + (given++ < losers % count ? 1 : 0);
    }
    int winner = 0;
    for (int s = 0; s < t.seats; ++s) {
        if (winners >> s & 1) continue;
        while (due[static_cast<std::size_t>(winner)] == 0) ++winner;
        const std::int32_t paid = std::min(1, t.chips.seat[static_cast<std::size_t>(s)]);
        moveChips(t, EventType::Payment, seatAccount(s), seatAccount(winner), paid, events, s, -1,
                  static_cast<std::uint8_t>(PaymentReason::DealWon));
        --due[static_cast<std::size_t>(winner)];
    }
    for (int s = 0; s < t.seats; ++s)
        if (winners >> s & 1) {
            Event over = Event::of(EventType::DealOver, s);
            over.detail = static_cast<std::uint8_t>(how);
            record(events, over);
        }
    t.current = -1;
    if (const auto ending = matchEnds(t, deals_, [this](const Table&, int) { return stakeCost(); })) endMatch(t, events, *ending);
    else prepareDeal(t);
}

} // namespace poch
