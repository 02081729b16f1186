#include "pope_joan.h"

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/deal_rotation.h"
#include "stages/stops_run.h"

namespace poch {

namespace {
constexpr Card kPopeCard(Suit::Diamonds, kNine);
// The Eight of diamonds is taken out of the pack (001); the stops run is
// told so, so that a run stops before it and says why.
constexpr CardSet kOutOfPack{Card(Suit::Diamonds, kEight)};
// Counters each division gets before Game takes the rest (001).
constexpr std::array<int, PopeJoan::PoolCount> kEightDivisions{6, 2, 2, 1, 1, 1, 1, 0};
constexpr std::array<int, PopeJoan::PoolCount> kFiveDivisions{6, 2, 2, 1, 0, 0, 0, 0};
constexpr std::uint16_t kEightPools = 0xff;
constexpr std::uint16_t kFivePools = 0b1000'1111;
} // namespace

const RulesetInfo& PopeJoan::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "pope-joan";
        i.source = "001";
        i.minSeats = 3;
        i.maxSeats = 8;
        i.pools = {"pope", "matrimony", "intrigue", "ace", "king", "queen", "jack", "game"};
        i.options = {
            {"deals", OptionType::Int, 0, 0, 1000},
            {"counters", OptionType::Int, 0, 0, 200},
            {"dealer-dresses", OptionType::Bool, 0, 0, 1},
            {"pope-limit", OptionType::Int, 0, 0, 50},
            {"share-pairs", OptionType::Bool, 0, 0, 1},
            {"winner-takes-game", OptionType::Bool, 0, 0, 1},
            {"five-divisions", OptionType::Bool, 0, 0, 1},
            {"pope-turned-wins", OptionType::Bool, 0, 0, 1},
            {"spare-hand", OptionType::Bool, 1, 0, 1},
            {"set-aside", OptionType::Int, 0, 0, 40},
            {"dealer-sees-spare", OptionType::Bool, 0, 0, 1},
            {"pope-in-lieu", OptionType::Bool, 0, 0, 1},
        };
        return i;
    }();
    return info;
}

PopeJoan::PopeJoan(Options options, int seats)
    : Ruleset(describe(), std::move(options), seats),
      deals_(this->options().get("deals")),
      counters_(this->options().get("counters")),
      dealerDresses_(this->options().flag("dealer-dresses")),
      popeLimit_(this->options().get("pope-limit")),
      sharePairs_(this->options().flag("share-pairs")),
      winnerTakesGame_(this->options().flag("winner-takes-game")),
      fiveDivisions_(this->options().flag("five-divisions")),
      popeTurnedWins_(this->options().flag("pope-turned-wins")),
      spareHand_(this->options().flag("spare-hand")),
      setAside_(this->options().get("set-aside")),
      dealerSeesSpare_(this->options().flag("dealer-sees-spare")),
      popeInLieu_(this->options().flag("pope-in-lieu")),
      staking_(StakingRules{static_cast<std::uint16_t>(this->options().flag("five-divisions") ? kFivePools : kEightPools),
                            true}) {
    // Where the dealer dresses the board alone, the match must end just
    // before the first dealer would deal again (001).
    if (dealerDresses_ && deals_ == 0) deals_ = seats;
}

Pack PopeJoan::pack() const { return Pack::full52().without(kOutOfPack); }

std::uint8_t PopeJoan::sittingOut(int dealer) const {
    return dealerSeesSpare_ ? seatBit(dealer) : std::uint8_t{0};
}

// The 50 cards below the turn-up: round the players and the spare hand,
// the odd cards to the spare hand; or, without a spare hand, round the
// players after setting aside `set-aside` cards (0: the remainder).
DealLayout PopeJoan::dealFromDeck(std::span<const Card> deck, int dealer) const {
    DealLayout layout;
    const int toDeal = static_cast<int>(deck.size()) - 1;
    const DealOrder order = dealOrder(seats(), dealer, sittingOut(dealer), spareHand_);
    int from = 0;
    int dealt = toDeal;
    if (spareHand_) {
        dealt = toDeal / order.count * order.count;
    } else if (setAside_ > 0) {
        from = std::min(setAside_, toDeal);
        for (int i = 0; i < from; ++i) layout.spare.insert(deck[static_cast<std::size_t>(i)]);
    } else {
        dealt = toDeal / order.count * order.count;
    }
    dealRound(deck, from, dealt, order, layout);
    for (int i = dealt; i < toDeal; ++i) layout.spare.insert(deck[static_cast<std::size_t>(i)]);
    layout.turnup = deck[static_cast<std::size_t>(toDeal)];
    return layout;
}

DealShape PopeJoan::dealShape(int dealer) const { return shapeOf(dealFromDeck(pack().ordered(), dealer)); }

int PopeJoan::boardTotal() const {
    const auto& fixed = fiveDivisions_ ? kFiveDivisions : kEightDivisions;
    int sum = 0;
    for (int c : fixed) sum += c;
    const int source = fiveDivisions_ ? 12 : 15;
    return std::max(counters_ == 0 ? source : counters_, sum + 1);
}

// What a seat pays to dress the board for a deal: each player a share and
// the dealer double, enough between them for the board (001); or the
// dealer all of it; or, where the winner takes only Game, one chip from
// the dealer, placed where the dealer likes.
int PopeJoan::share(int seat, int dealer) const {
    if (winnerTakesGame_) return seat == dealer ? 1 : 0;
    if (dealerDresses_) return seat == dealer ? boardTotal() : 0;
    const int each = (boardTotal() + seats()) / (seats() + 1);
    return seat == dealer ? 2 * each : each;
}

int PopeJoan::minimumStake() const {
    int most = 0;
    for (int s = 0; s < seats(); ++s) most = std::max(most, share(s, s));
    return most;
}

// Pope played in lieu of a missing card proves nothing about the card
// after it.
CardSet PopeJoan::provedOutOfHands(const Table& t) const {
    return StopsRun::provedOutOfHands(t, AcePosition::Low, popeInLieu_ ? CardSet{kPopeCard} : CardSet{});
}

// The five-division board has Pope, Matrimony, Intrigue, Ace and Game.
std::uint32_t PopeJoan::poolsInPlay() const { return fiveDivisions_ ? kFivePools : kEightPools; }

void PopeJoan::beginMatch(Table& t) const {
    if (winnerTakesGame_) {
        t.toStake = {};
        t.toStake[static_cast<std::size_t>(t.dealer)] = 1;
        staking_.open(t, t.dealer);
    }
}

void PopeJoan::dress(Table& t, EventLog* events) const {
    if (winnerTakesGame_) return; // staked by the dealer before the deal
    const auto& fixed = fiveDivisions_ ? kFiveDivisions : kEightDivisions;
    int pool = 0;
    int placed = 0; // in the current pool
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = (t.dealer + i) % t.seats;
        int owed = share(seat, t.dealer);
        while (owed > 0) {
            while (pool < Game && placed >= fixed[static_cast<std::size_t>(pool)]) {
                ++pool;
                placed = 0;
            }
            const int room = pool == Game ? owed : std::min(owed, fixed[static_cast<std::size_t>(pool)] - placed);
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(pool), room, events, seat, pool);
            placed += room;
            owed -= room;
        }
    }
}

void PopeJoan::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    record(events, Event::of(EventType::DealStarted, t.dealer));
    dress(t, events);

    t.sittingOut = sittingOut(t.dealer);
    t.spareSeenBy = static_cast<std::int8_t>(dealerSeesSpare_ ? t.dealer : -1);
    layOutDeal(t, layout, events);
    t.phase = Phase::Play;
    turnedUp(t, events);
    if (t.phase == Phase::Play) {
        const DealOrder order = dealOrder(t.seats, t.dealer, t.sittingOut, false);
        StopsRun::begin(t, order.receivers[0]);
    }
}

// A turned-up Pope pays the dealer its stake and a counter a card dealt
// from each player; a turned-up trump honour pays the dealer its stake.
void PopeJoan::turnedUp(Table& t, EventLog* events) const {
    const Card up = t.turnup;
    const auto byTurnup = static_cast<std::uint8_t>(PoolWonBy::TurnedUp);
    if (up == kPopeCard) {
        moveChips(t, EventType::PoolWon, poolAccount(Pope), seatAccount(t.dealer), t.chips.pool[Pope], events, t.dealer,
                  Pope, byTurnup, up);
        popePaid(t, t.dealer, events);
        if (popeTurnedWins_) {
            moveChips(t, EventType::PoolWon, poolAccount(Game), seatAccount(t.dealer), t.chips.pool[Game], events,
                      t.dealer, Game, byTurnup, up);
            Event over = Event::of(EventType::DealOver, t.dealer);
            over.detail = static_cast<std::uint8_t>(DealEnd::PopeTurnedUp);
            record(events, over);
            t.current = -1;
            prepareNextDeal(t, events);
        }
        return;
    }
    const Rank r = up.rank();
    const int pool = r == kAce ? Ace : r == kKing ? King : r == kQueen ? Queen : r == kJack ? Jack : -1;
    if (pool < 0 || (fiveDivisions_ && pool != Ace)) return;
    moveChips(t, EventType::PoolWon, poolAccount(pool), seatAccount(t.dealer), t.chips.pool[static_cast<std::size_t>(pool)],
              events, t.dealer, pool, byTurnup, up);
}

// Everyone else pays the Pope's holder (or the dealer, for a turned-up
// Pope) a counter for each card in their own hand, up to the agreed limit.
// Our reading of 001's "a stake from every player for each card".
void PopeJoan::popePaid(Table& t, int seat, EventLog* events) const {
    for (int i = 1; i < t.seats; ++i) {
        const int payer = (seat + i) % t.seats;
        if (t.sittingOut >> payer & 1) continue;
        std::int32_t owed = t.hands[static_cast<std::size_t>(payer)].size();
        if (popeLimit_ > 0) owed = std::min(owed, popeLimit_);
        owed = std::min(owed, t.chips.seat[static_cast<std::size_t>(payer)]);
        moveChips(t, EventType::Payment, seatAccount(payer), seatAccount(seat), owed, events, payer, -1,
                  static_cast<std::uint8_t>(PaymentReason::Pope));
    }
}

void PopeJoan::legalActions(const Table& t, ActionList& out) const {
    if (t.phase == Phase::Staking) {
        staking_.legalActions(t, out);
    } else if (t.run.inLieuOf.valid()) {
        out.add(Action::pass());
        out.add(Action::play(kPopeCard));
    } else {
        StopsRun::legalActions(t, out);
    }
}

void PopeJoan::apply(Table& t, const Action& action, EventLog* events) const {
    if (t.phase == Phase::Staking) {
        if (staking_.apply(t, action, events)) {
            if (const auto ending = matchEnding(t)) endMatch(t, events, *ending);
            else t.phase = Phase::AwaitingDeal;
        }
        return;
    }
    if (t.run.inLieuOf.valid()) {
        const Card missing = t.run.inLieuOf;
        t.run.inLieuOf = Card::none();
        if (action.kind == ActionKind::Pass) {
            t.current = t.run.lastPlayer;
            return;
        }
        // Pope stands for the missing card, and the run goes on from it.
        const int seat = t.current;
        auto& hand = t.hands[static_cast<std::size_t>(seat)];
        hand.erase(kPopeCard);
        t.played.insert(kPopeCard);
        t.playedBy[static_cast<std::size_t>(kPopeCard.index())] = static_cast<std::int8_t>(seat);
        t.run.lastPlayer = static_cast<std::int8_t>(seat);
        Event e = Event::of(EventType::CardPlayed, static_cast<std::int8_t>(seat));
        e.card = kPopeCard;
        record(events, e);
        claim(t, seat, kPopeCard, events);
        if (hand.empty()) {
            finishDeal(t, seat, events);
            return;
        }
        const Card next = StopsRun::nextInSuit(missing, AcePosition::Low);
        const int holder = next.valid() ? t.holder(next) : -1;
        if (holder >= 0) {
            t.run.next = next;
            t.current = static_cast<std::int8_t>(holder);
        } else {
            StopsRun::stopAfter(t, seat, missing, next, events, {kOutOfPack, {}});
        }
        return;
    }
    const int seat = t.current;
    if (playCard(t, seat, action.card, events)) return;
    const Card missing = StopsRun::nextInSuit(action.card, AcePosition::Low);
    if (popeInLieu_ && StopsRun::leadDue(t) && missing.valid()) offerPopeInLieu(t, seat, missing);
}

// Plays through the run; returns true if the deal ended.
bool PopeJoan::playCard(Table& t, int seat, Card card, EventLog* events) const {
    // What the card takes is taken before the run goes on or stops.
    StopsRun::play(t, card, events);
    claim(t, seat, card, events);
    const int out = StopsRun::goOn(t, card, AcePosition::Low, events, {kOutOfPack, {}});
    if (out >= 0) {
        finishDeal(t, out, events);
        return true;
    }
    return false;
}

// Playing Pope, or a trump honour, takes its division; the King and Queen
// of trumps played by one player take Matrimony, the Queen and Knave
// Intrigue (or, as an option, two players share them).
void PopeJoan::claim(Table& t, int seat, Card card, EventLog* events) const {
    auto take = [&](int pool, int who, std::int32_t chips) {
        moveChips(t, EventType::PoolWon, poolAccount(pool), seatAccount(who), chips, events, who, pool);
    };
    if (card == kPopeCard) {
        take(Pope, seat, t.chips.pool[Pope]);
        popePaid(t, seat, events);
        return;
    }
    const Suit trumps = t.turnup.suit();
    if (card.suit() != trumps) return;
    const Rank r = card.rank();
    const int pool = r == kAce ? Ace : r == kKing ? King : r == kQueen ? Queen : r == kJack ? Jack : -1;
    if (pool < 0) return;
    if (!fiveDivisions_ || pool == Ace) take(pool, seat, t.chips.pool[static_cast<std::size_t>(pool)]);
    auto pair = [&](int pairPool, Rank other) {
        const Card partner(trumps, other);
        const int by = t.playedBy[static_cast<std::size_t>(partner.index())];
        if (by < 0) return;
        const std::int32_t chips = t.chips.pool[static_cast<std::size_t>(pairPool)];
        if (by == seat) {
            take(pairPool, seat, chips);
        } else if (sharePairs_) {
            // Shared by the two players; an odd counter stays for next time.
            take(pairPool, seat, chips / 2);
            take(pairPool, by, chips / 2);
        }
    };
    if (r == kKing) pair(Matrimony, kQueen);
    if (r == kQueen) {
        pair(Matrimony, kKing);
        pair(Intrigue, kJack);
    }
    if (r == kJack) pair(Intrigue, kQueen);
}

// 001's variation: Pope may be played in place of the card that would
// have continued a run; offered to its holder when that is not the player
// who stopped (who has the lead anyway).
void PopeJoan::offerPopeInLieu(Table& t, int stopper, Card missing) const {
    const int holder = t.holder(kPopeCard);
    if (holder < 0 || holder == stopper || missing == kPopeCard) return;
    t.run.inLieuOf = missing;
    t.current = static_cast<std::int8_t>(holder);
}

void PopeJoan::finishDeal(Table& t, int winner, EventLog* events) const {
    moveChips(t, EventType::PoolWon, poolAccount(Game), seatAccount(winner), t.chips.pool[Game], events, winner, Game,
              static_cast<std::uint8_t>(PoolWonBy::GoingOut));
    const int popeHolder = t.holder(kPopeCard); // exempt while Pope is unplayed
    const std::uint8_t exempt = popeHolder >= 0 ? seatBit(popeHolder) : std::uint8_t{0};
    t.toStake = {};
    if (winnerTakesGame_) {
        // The penalties go into the board, on chances of the payers' choosing.
        for (int s = 0; s < t.seats; ++s)
            if (s != winner && !(exempt >> s & 1) && !(t.sittingOut >> s & 1))
                t.toStake[static_cast<std::size_t>(s)] = t.hands[static_cast<std::size_t>(s)].size();
    } else {
        payPerCard(t, winner, exempt, [](int) { return 1; }, events);
    }
    // Said, so that nobody wonders why Pope's holder paid nothing.
    if (popeHolder >= 0 && !(t.sittingOut >> popeHolder & 1)) {
        Event e = Event::of(EventType::Excused, popeHolder);
        e.detail = static_cast<std::uint8_t>(Excuse::CardsLeft);
        e.card = kPopeCard;
        record(events, e);
    }
    record(events, Event::of(EventType::DealOver, static_cast<std::int8_t>(winner)));
    t.current = -1;
    prepareNextDeal(t, events);
}

std::optional<MatchEnding> PopeJoan::matchEnding(const Table& t) const {
    if (auto ending = lastDealPlayed(t, deals_)) return ending;
    return shortOfChips(t, [this](const Table& table, int seat) { return share(seat, table.dealer); });
}

void PopeJoan::prepareNextDeal(Table& t, EventLog* events) const {
    const bool last = lastDealPlayed(t, deals_).has_value();
    if (!last) t.dealer = static_cast<std::int8_t>(t.nextSeat(t.dealer));
    if (winnerTakesGame_) {
        // Penalties, and the next dealer's single stake, are spread on the
        // board before the next deal.
        if (!last) t.toStake[static_cast<std::size_t>(t.dealer)] += 1;
        if (staking_.open(t, t.dealer)) return;
    }
    if (const auto ending = matchEnding(t)) endMatch(t, events, *ending);
    else t.phase = Phase::AwaitingDeal;
}

} // namespace poch
