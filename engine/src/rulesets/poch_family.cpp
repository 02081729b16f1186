#include "poch_family.h"

#include "stages/chip_moves.h"
#include "stages/deal_flow.h"
#include "stages/pay_suit_pools.h"
#include "stages/rotation_run.h"
#include "stages/sequence_claim.h"
#include "stages/showdown_tie.h"
#include "stages/stops_run.h"

namespace poch {

PochFamily::PochFamily(const RulesetInfo& info, Options options, int seats, PochForm form)
    : Ruleset(info, std::move(options), seats), form_(std::move(form)), betting_(form_.betting) {}

// The cards go round from the eldest hand, a packet at a time, leaving out
// seats that have left the match; the next card is the trump and the rest
// lie aside.
DealLayout PochFamily::deal(std::span<const Card> deck, int dealer, std::uint8_t out) const {
    Table order;
    order.seats = static_cast<std::int8_t>(seats());
    order.turn = form_.toTheRight ? -1 : 1;
    std::array<int, kMaxSeats> receivers{};
    int count = 0;
    for (int i = 1; i <= seats(); ++i) {
        const int seat = order.seatAfter(dealer, i);
        if (!(out >> seat & 1)) receivers[static_cast<std::size_t>(count++)] = seat;
    }
    DealLayout layout;
    std::size_t next = 0;
    for (std::size_t round = 0; layout.hands[static_cast<std::size_t>(receivers[0])].size() < form_.handSize; ++round) {
        const int packet = form_.packets.empty() ? 1 : form_.packets[round % form_.packets.size()];
        for (int i = 0; i < count; ++i) {
            CardSet& hand = layout.hands[static_cast<std::size_t>(receivers[static_cast<std::size_t>(i)])];
            for (int k = 0; k < packet && hand.size() < form_.handSize; ++k) hand.insert(deck[next++]);
        }
    }
    layout.turnup = deck[next++];
    for (; next < deck.size(); ++next) layout.spare.insert(deck[next]);
    return layout;
}

namespace {
DealShape shapeOf(const DealLayout& layout) {
    DealShape shape;
    for (std::size_t s = 0; s < layout.hands.size(); ++s) shape.handSizes[s] = layout.hands[s].size();
    shape.turnup = true;
    shape.spare = layout.spare.size();
    return shape;
}
} // namespace

DealLayout PochFamily::dealFromDeck(std::span<const Card> deck, int dealer) const { return deal(deck, dealer, 0); }
DealLayout PochFamily::dealFromDeck(const Table& table, std::span<const Card> deck) const {
    return deal(deck, table.dealer, table.outOfMatch);
}
// The shape of a deal of the pack in any order; on the stack, as every
// deal checks its layout against it.
DealShape PochFamily::shapeOf(int dealer, std::uint8_t out) const {
    std::array<Card, 52> deck{};
    std::size_t n = 0;
    for (Card c : form_.pack.cards()) deck[n++] = c;
    return poch::shapeOf(deal(std::span<const Card>(deck.data(), n), dealer, out));
}
DealShape PochFamily::dealShape(int dealer) const { return shapeOf(dealer, 0); }
DealShape PochFamily::dealShape(const Table& table) const { return shapeOf(table.dealer, table.outOfMatch); }

PochenOrder PochFamily::showdownOrder(const Table& t) const {
    PochenOrder order = form_.order;
    if (order.hasTieSuit && t.turnup.valid()) order.tieSuit = t.turnup.suit();
    return order;
}

PochenHand PochFamily::showdownHand(const Table& t, CardSet hand) const { return bestPochenHand(hand, showdownOrder(t)); }

// The bets lie in the betting pot, or in a pool of the board whose whole
// content goes with them; and there may be a pool besides for the winner.
std::int32_t PochFamily::betWinnings(const Table& t) const {
    const AccountId pot = form_.betting.pot;
    const int pool = form_.betPool;
    return t.chips.at(pot) + (pool >= 0 && poolAccount(pool) != pot ? t.chips.pool[static_cast<std::size_t>(pool)] : 0);
}

CardSet PochFamily::provedOutOfHands(const Table& t) const {
    return t.phase == Phase::Play && form_.play == PlayStage::Stops ? StopsRun::provedOutOfHands(t, form_.ace) : CardSet{};
}

// Where only a set may bet, a seat that bet holds one.
bool PochFamily::plausibleGuess(const Table& t) const {
    if (form_.order.singleCardCounts || !t.turnup.valid()) return true;
    for (int s = 0; s < t.seats; ++s)
        if (t.betting.committed[static_cast<std::size_t>(s)] > 0
            && showdownHand(t, t.hands[static_cast<std::size_t>(s)] | t.known[static_cast<std::size_t>(s)]).strength == 0)
            return false;
    return true;
}

void PochFamily::beginMatch(Table& t) const {
    t.turn = form_.toTheRight ? -1 : 1;
    t.outOfMatch = 0;
    if (form_.bankFills) {
        t.chips.bank = form_.bankChips;
        t.startingChips += form_.bankChips;
    }
}

void PochFamily::stakePools(Table& t, EventLog* events) const {
    if (form_.bankFills) {
        // Board order, as far as the bank goes.
        for (int pool = 0; pool < form_.antePools; ++pool)
            moveChips(t, EventType::AntePaid, kBankAccount, poolAccount(pool), std::min(form_.ante, t.chips.bank), events, -1,
                      pool);
        return;
    }
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = t.seatAfter(t.dealer, i);
        if (t.sittingOut >> seat & 1) continue;
        for (int pool = 0; pool < form_.antePools; ++pool)
            moveChips(t, EventType::AntePaid, seatAccount(seat), poolAccount(pool), form_.ante, events, seat, pool);
    }
}

void PochFamily::startDeal(Table& t, const DealLayout& layout, EventLog* events) const {
    ++t.dealsPlayed;
    t.sittingOut = t.outOfMatch;
    record(events, Event::of(EventType::DealStarted, t.dealer));
    stakePools(t, events);
    layOutDeal(t, layout, events);
    if (!form_.claimsAfterBetting) payClaims(t, events);
    t.phase = Phase::Betting;
    betting_.open(t, t.eldestHand());
}

void PochFamily::payClaims(Table& t, EventLog* events) const {
    const Suit trump = t.turnup.suit();
    std::array<PoolClaim, 7> claims{};
    std::size_t n = 0;
    const Rank honours[] = {kAce, kKing, kQueen, kJack, kTen};
    for (int pool = 0; pool < 5; ++pool) claims[n++] = {pool, {Card(trump, honours[pool])}};
    if (form_.tenNeedsNine) claims[4].needs.insert(Card(trump, kNine));
    if (form_.marriagePool >= 0) claims[n++] = {form_.marriagePool, {Card(trump, kKing), Card(trump, kQueen)}};
    if (form_.sequence == SequenceClaim::TrumpSevenEightNine)
        claims[n++] = {form_.sequencePool, {Card(trump, kSeven), Card(trump, kEight), Card(trump, kNine)}};
    // A turned-up Ten goes to the dealer even where the Ten pool needs the
    // Nine as well: the turned card is the honour itself.
    if (form_.dealerTakesHonour && form_.tenNeedsNine && t.turnup == Card(trump, kTen)) claims[4].needs = {t.turnup};
    payPoolClaims(t, std::span<const PoolClaim>(claims.data(), n), form_.dealerTakesHonour ? t.dealer : -1, events);

    if (form_.sequence == SequenceClaim::BestRunOfThree || form_.sequence == SequenceClaim::LongestRun) {
        const int winner = sequenceWinner(t, form_.sequence == SequenceClaim::LongestRun ? SequenceRule::Longest
                                                                                            : SequenceRule::BestOfThree);
        const std::int32_t chips = t.chips.pool[static_cast<std::size_t>(form_.sequencePool)];
        if (winner >= 0) {
            if (chips == 0) {
                Event e = Event::of(EventType::PoolWon, winner);
                e.pool = static_cast<std::int8_t>(form_.sequencePool);
                e.from = poolAccount(form_.sequencePool);
                e.to = seatAccount(winner);
                record(events, e);
            }
            moveChips(t, EventType::PoolWon, poolAccount(form_.sequencePool), seatAccount(winner), chips, events, winner,
                      form_.sequencePool);
        } else if (chips > 0) {
            Event e = Event::of(EventType::PoolCarried);
            e.pool = static_cast<std::int8_t>(form_.sequencePool);
            e.chips = chips;
            record(events, e);
        }
    }
}

bool PochFamily::mayBet(const Table& t) const {
    return showdownHand(t, t.hands[static_cast<std::size_t>(t.current)]).strength > 0;
}

void PochFamily::legalActions(const Table& t, ActionList& out) const {
    if (t.phase == Phase::Betting) {
        betting_.legalActions(t, mayBet(t), out);
    } else if (t.phase == Phase::Play) {
        if (form_.play == PlayStage::Rotation) RotationRun::legalActions(t, out);
        else StopsRun::legalActions(t, out);
    }
}

void PochFamily::apply(Table& t, const Action& action, EventLog* events) const {
    if (t.phase == Phase::Betting) {
        if (!betting_.apply(t, action, events, mayBet(t))) return;
        const int winner = settleBetting(t, events);
        if (form_.claimsAfterBetting) payClaims(t, events);
        startPlay(t, winner >= 0 && form_.winnerLeads ? winner : t.eldestHand());
        return;
    }
    int out = -1;
    if (form_.play == PlayStage::Rotation) {
        out = RotationRun::apply(t, action, events);
    } else {
        out = StopsRun::apply(t, action.card, form_.ace, events);
        if (out < 0 && !t.run.next.valid()) payForStop(t, events);
    }
    if (out >= 0) finishDeal(t, out, events);
}

// Where equal sets (or hands without one) are told apart by the other
// cards, a player shows as many of them, highest first, as it takes to
// tell theirs from every other contender's equal set: all of them where
// the hands are equal throughout. The log showed the sets alone, and so
// never the card that decided.
CardSet PochFamily::otherCardsShown(const Table& t, int seat, std::uint8_t in, const std::array<PochenHand, kMaxSeats>& hands) const {
    const PochenHand& mine = hands[static_cast<std::size_t>(seat)];
    if (!(mine.size() == 1 ? form_.order.unpairedByAllCards : form_.order.setsByOtherCards)) return {};
    // The other cards' ranks lie in the strength's low 16 bits, four bits
    // each, highest first (pochen_hand.cpp).
    auto slot = [](std::uint32_t strength, int k) { return strength >> (12 - 4 * k) & 0xf; };
    int needed = 0;
    for (int o = 0; o < t.seats; ++o) {
        const std::uint32_t theirs = hands[static_cast<std::size_t>(o)].strength;
        if (o == seat || !(in >> o & 1) || theirs >> 16 != mine.strength >> 16) continue;
        int k = 0;
        while (k < 4 && slot(theirs, k) == slot(mine.strength, k)) ++k;
        needed = std::max(needed, std::min(4, k + 1));
    }
    CardSet shown;
    const CardSet rest = t.hands[static_cast<std::size_t>(seat)] - mine.cards;
    for (Rank r = kAce; r >= kTwo && shown.size() < needed; --r)
        for (Card c : rest & CardSet::ofRank(r))
            if (shown.size() < needed) shown.insert(c);
    return shown;
}

int PochFamily::settleBetting(Table& t, EventLog* events) const {
    if (t.betting.currentBet == 0) {
        // Nobody bet: the pools the betting is for stay as they are.
        auto carried = [&](int pool) {
            if (pool < 0 || t.chips.pool[static_cast<std::size_t>(pool)] == 0) return;
            Event e = Event::of(EventType::PoolCarried);
            e.pool = static_cast<std::int8_t>(pool);
            e.chips = t.chips.pool[static_cast<std::size_t>(pool)];
            record(events, e);
        };
        carried(form_.betting.pot >= kBetsAccount ? -1 : form_.betting.pot - kPoolAccount);
        carried(form_.betPool);
        return -1;
    }
    std::array<std::uint32_t, kMaxSeats> strength{};
    const std::uint8_t in = BettingRound::contenders(t);
    // A lone player left wins without showing.
    if (std::popcount(in) > 1) {
        std::array<PochenHand, kMaxSeats> hands{};
        for (int s = 0; s < t.seats; ++s)
            if (in >> s & 1) {
                hands[static_cast<std::size_t>(s)] = showdownHand(t, t.hands[static_cast<std::size_t>(s)]);
                strength[static_cast<std::size_t>(s)] = hands[static_cast<std::size_t>(s)].strength;
            }
        for (int i = 1; i <= t.seats; ++i) {
            const int seat = t.seatAfter(t.dealer, i);
            if (!(in >> seat & 1)) continue;
            const PochenHand& hand = hands[static_cast<std::size_t>(seat)];
            const CardSet shown = hand.cards | otherCardsShown(t, seat, in, hands);
            t.known[static_cast<std::size_t>(seat)] |= shown;
            Event e = Event::of(EventType::Showdown, seat);
            e.cards = shown;
            e.detail = static_cast<std::uint8_t>(hand.size());
            record(events, e);
        }
        recordTieBroken(strength, in, t.seats, showdownOrder(t), events);
    }
    const std::uint8_t winners = betting_.settle(t, strength, t.eldestHand(), events);
    if (form_.betPool >= 0)
        shareChips(t, EventType::PoolWon, poolAccount(form_.betPool), winners, t.chips.pool[static_cast<std::size_t>(form_.betPool)],
                   t.eldestHand(), events, form_.betPool);
    for (int i = 1; i <= t.seats; ++i)
        if (winners >> t.seatAfter(t.dealer, i) & 1) return t.seatAfter(t.dealer, i);
    return -1;
}

void PochFamily::startPlay(Table& t, int leader) const {
    t.playLeader = static_cast<std::int8_t>(leader);
    t.phase = Phase::Play;
    if (form_.play == PlayStage::Rotation) RotationRun::begin(t, leader);
    else StopsRun::begin(t, leader);
}

// Whoever ends a run is paid by each of the others (Hoffmann); the one who
// ended it leads again, so is the current seat.
void PochFamily::payForStop(Table& t, EventLog* events) const {
    if (form_.stopPayment <= 0) return;
    const int ender = t.current;
    EventLog unpaid;
    for (int i = 1; i < t.seats; ++i) {
        const int seat = t.seatAfter(ender, i);
        if (t.sittingOut >> seat & 1) continue;
        const std::int32_t paid = std::min(form_.stopPayment, t.chips.seat[static_cast<std::size_t>(seat)]);
        moveChips(t, EventType::Payment, seatAccount(seat), seatAccount(ender), paid, events, seat, -1,
                  static_cast<std::uint8_t>(PaymentReason::RunEnded));
        // A player out of chips is let off, and it is said; after the run's
        // payments, which the summary counts as one run.
        if (events && paid < form_.stopPayment) {
            Event e = Event::of(EventType::Excused, seat);
            e.detail = static_cast<std::uint8_t>(Excuse::ShortOfChipsForRun);
            e.chips = form_.stopPayment - paid;
            e.seats = seatBit(ender);
            unpaid.push_back(e);
        }
    }
    if (events) events->insert(events->end(), unpaid.begin(), unpaid.end());
}

void PochFamily::finishDeal(Table& t, int winner, EventLog* events) const {
    payPerCard(t, winner, 0, [](int) { return 1; }, events);
    if (form_.mostCardsPays) payForMostCards(t, events);
    Event over = Event::of(EventType::DealOver, winner);
    record(events, over);
    t.lastWinner = static_cast<std::int8_t>(winner);
    t.current = -1;
    if (const auto ending = matchEnding(t, events)) endMatch(t, events, *ending);
    else t.phase = Phase::AwaitingDeal;
}

// Le Poque: who holds most cards pays that many to each other player;
// players tied for most pay those with fewer, not each other. A payer
// short of chips pays the players owed in the order of play from them
// (to the right) until none are left, and what goes unpaid is said,
// after the payments.
void PochFamily::payForMostCards(Table& t, EventLog* events) const {
    int most = 0;
    for (int s = 0; s < t.seats; ++s)
        if (!(t.sittingOut >> s & 1)) most = std::max(most, t.hands[static_cast<std::size_t>(s)].size());
    if (most == 0) return;
    EventLog unpaid;
    for (int i = 1; i <= t.seats; ++i) {
        const int payer = t.seatAfter(t.dealer, i);
        if ((t.sittingOut >> payer & 1) || t.hands[static_cast<std::size_t>(payer)].size() != most) continue;
        for (int k = 1; k < t.seats; ++k) {
            const int owed = t.seatAfter(payer, k);
            if ((t.sittingOut >> owed & 1) || t.hands[static_cast<std::size_t>(owed)].size() == most) continue;
            const std::int32_t paid = std::min<std::int32_t>(most, t.chips.seat[static_cast<std::size_t>(payer)]);
            moveChips(t, EventType::Payment, seatAccount(payer), seatAccount(owed), paid, events, payer, -1,
                      static_cast<std::uint8_t>(PaymentReason::MostCards));
            if (events && paid < most) {
                Event e = Event::of(EventType::Excused, payer);
                e.detail = static_cast<std::uint8_t>(Excuse::ShortOfChipsForMostCards);
                e.chips = most - paid;
                e.seats = seatBit(owed);
                unpaid.push_back(e);
            }
        }
    }
    if (events) events->insert(events->end(), unpaid.begin(), unpaid.end());
}

std::optional<MatchEnding> PochFamily::matchEnding(Table& t, EventLog* events) const {
    if (!form_.lastWithChips)
        return matchEnds(t, form_.deals, [this](const Table&, int) { return minimumStake(); });
    for (int s = 0; s < t.seats; ++s) {
        if ((t.outOfMatch >> s & 1) || t.chips.seat[static_cast<std::size_t>(s)] > 0) continue;
        t.outOfMatch |= seatBit(s);
        record(events, Event::of(EventType::SeatOut, s));
    }
    if (std::popcount(static_cast<unsigned>(t.outOfMatch)) >= t.seats - 1) return MatchEnding{MatchEnd::OneLeft};
    if (auto ending = lastDealPlayed(t, form_.deals)) return ending;
    passTheDeal(t);
    return std::nullopt;
}

} // namespace poch
