#include "stages/betting_round.h"

#include "chip_moves.h"

#include <algorithm>

namespace poch {

void BettingRound::open(Table& t, int first) const {
    t.betting = BettingState{};
    t.betting.toAct = allSeats(t);
    t.current = static_cast<std::int8_t>(first);
}

std::uint8_t BettingRound::contenders(const Table& t) {
    return static_cast<std::uint8_t>(allSeats(t) & ~t.betting.folded);
}

void BettingRound::legalActions(const Table& t, bool mayBet, ActionList& out) const {
    out.add(Action::pass());
    const auto seat = static_cast<std::size_t>(t.current);
    const std::int32_t stack = t.chips.seat[seat];
    if (!mayBet || stack <= 0) return;
    const BettingState& b = t.betting;
    if (b.currentBet == 0) {
        out.setBetRange(1, stack);
        return;
    }
    const std::int32_t toCall = b.currentBet - b.committed[seat];
    if (stack >= toCall)
        out.setBetRange(toCall, rules_.raises ? stack : toCall);
    else if (rules_.allIn)
        out.setBetRange(stack, stack);
}

bool BettingRound::apply(Table& t, const Action& action, EventLog* events, bool mayBet) const {
    BettingState& b = t.betting;
    const int seat = t.current;
    const std::uint8_t bit = seatBit(seat);
    if (action.kind == ActionKind::Pass) {
        Event e;
        e.seat = static_cast<std::int8_t>(seat);
        e.detail = static_cast<std::uint8_t>(mayBet ? PassBecause::Chosen : PassBecause::NothingToBetOn);
        if (b.currentBet == 0) {
            e.type = EventType::Passed;
            if (rules_.passFolds) b.folded |= bit;
        } else {
            e.type = EventType::Dropped;
            e.chips = b.committed[static_cast<std::size_t>(seat)];
            b.folded |= bit;
        }
        record(events, e);
        b.toAct &= static_cast<std::uint8_t>(~bit);
    } else {
        const std::int32_t before = b.currentBet;
        std::int32_t& committed = b.committed[static_cast<std::size_t>(seat)];
        committed = b.reaching(seat, action.chips);
        const bool emptied = t.chips.seat[static_cast<std::size_t>(seat)] == action.chips;
        BetKind kind = BetKind::Call;
        if (before == 0) kind = BetKind::Open;
        else if (committed > before) kind = BetKind::Raise;
        else if (committed < before) kind = BetKind::AllIn;
        moveChips(t, EventType::Bet, seatAccount(seat), rules_.pot, action.chips, events, seat, potPool(),
                  static_cast<std::uint8_t>(kind));
        if (events && action.chips > 0) {
            events->back().total = committed;
            events->back().allIn = emptied;
        }
        if (emptied) b.allIn |= bit;
        if (kind == BetKind::Open) b.opened |= bit;
        if (kind == BetKind::Raise) b.raised |= bit;
        if (committed > before) {
            b.currentBet = committed;
            b.toAct = static_cast<std::uint8_t>(allSeats(t) & ~b.folded & ~b.allIn & ~bit);
        } else {
            b.toAct &= static_cast<std::uint8_t>(~bit);
        }
    }
    const std::uint8_t in = contenders(t);
    if (b.toAct == 0 || (b.currentBet > 0 && std::popcount(in) == 1)) {
        t.current = -1;
        return true;
    }
    int next = t.nextSeat(seat);
    while (!(b.toAct >> next & 1)) next = t.nextSeat(next);
    t.current = static_cast<std::int8_t>(next);
    return false;
}

std::uint8_t BettingRound::settle(Table& t, const std::array<std::uint32_t, kMaxSeats>& strength, int firstSeat,
                                  EventLog* events) const {
    const BettingState& b = t.betting;
    const std::uint8_t in = contenders(t);
    std::array<std::int32_t, kMaxSeats> levels{};
    int levelCount = 0;
    for (int s = 0; s < t.seats; ++s)
        if (in >> s & 1) levels[static_cast<std::size_t>(levelCount++)] = b.committed[static_cast<std::size_t>(s)];
    // Insertion sort: at most eight stakes.
    for (int i = 1; i < levelCount; ++i)
        for (int j = i; j > 0 && levels[static_cast<std::size_t>(j - 1)] > levels[static_cast<std::size_t>(j)]; --j)
            std::swap(levels[static_cast<std::size_t>(j - 1)], levels[static_cast<std::size_t>(j)]);

    std::uint8_t mainWinners = 0;
    std::int32_t previous = 0;
    for (int i = 0; i < levelCount; ++i) {
        const std::int32_t level = levels[static_cast<std::size_t>(i)];
        if (level <= previous) continue;
        std::int32_t layer = 0;
        std::uint32_t best = 0;
        std::uint8_t eligible = 0;
        std::uint8_t payers = 0; // who put chips into this layer
        for (int s = 0; s < t.seats; ++s) {
            const std::int32_t c = b.committed[static_cast<std::size_t>(s)];
            layer += std::clamp(c - previous, 0, level - previous);
            if (c > previous) payers |= seatBit(s);
            if ((in >> s & 1) && c >= level) {
                eligible |= seatBit(s);
                best = std::max(best, strength[static_cast<std::size_t>(s)]);
            }
        }
        std::uint8_t winners = 0;
        for (int s = 0; s < t.seats; ++s)
            if ((eligible >> s & 1) && strength[static_cast<std::size_t>(s)] == best) winners |= seatBit(s);
        if (mainWinners == 0) mainWinners = winners;
        // A layer only its winners put in (each the same) goes back to them:
        // their own bet, which nobody matched.
        const PotShare share = (payers & ~winners) == 0 ? PotShare::Returned : PotShare::Won;
        // A lone winner's part of a layer that nobody else put as much into
        // (a raise the others dropped from) is theirs back, not won; said
        // apart, so that a raise of 35 over a bet of 1 wins 2, not 36. The
        // chips all go to the one winner either way.
        std::int32_t unmatched = 0;
        if (share == PotShare::Won && std::popcount(winners) == 1) {
            std::int32_t othersMost = 0;
            for (int s = 0; s < t.seats; ++s)
                if (!(winners >> s & 1))
                    othersMost = std::max(othersMost, std::clamp(b.committed[static_cast<std::size_t>(s)] - previous, 0, level - previous));
            unmatched = level - previous - othersMost;
        }
        shareChips(t, EventType::PotWon, rules_.pot, winners, layer - unmatched, firstSeat, events, potPool(),
                   static_cast<std::uint8_t>(share));
        shareChips(t, EventType::PotWon, rules_.pot, winners, unmatched, firstSeat, events, potPool(),
                   static_cast<std::uint8_t>(PotShare::Returned));
        previous = level;
    }
    // Chips a dropped player put in above every contender's stake cannot
    // arise from legal betting, but they must still go somewhere.
    shareChips(t, EventType::PotWon, rules_.pot, mainWinners, t.chips.at(rules_.pot), firstSeat, events, potPool());
    return mainWinners;
}

} // namespace poch
