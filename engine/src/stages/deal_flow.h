// What every deal of every ruleset does at its start and end: lay out the
// cards and announce them, pay the first player out a chip a card, and
// close the match with the standings.
#pragma once

#include "poch/deal_layout.h"
#include "poch/event.h"
#include "poch/table.h"

#include <optional>

namespace poch {

// Puts a layout on the table for a new deal and clears what the last deal
// left: played cards, known cards, the run, the deal's flags. Announces the
// hands dealt (from the dealer's left), any cards laid aside, and the
// turned-up card, if there is one; where the turned card belongs to a
// player, it joins that hand face up. A `stockTop` is kept face down apart
// from the cards aside, for the dealer to draw (Ranter-Go-Round); the
// stock is announced with it, as a player counts it.
void layOutDeal(Table& table, const DealLayout& layout, EventLog* events, int turnupOwner = -1,
                Card stockTop = Card::none());

// Every seat still holding cards pays `winner` a chip a card (times
// `multiplier(seat)`), or all it has if that is less, the rest let off
// and said (Excuse::ShortOfChips); seats in `exempt` pay nothing. A payment multiplied is said with `multiplied` as its
// reason, so that the log can say why.
template <typename Multiplier>
void payPerCard(Table& table, int winner, std::uint8_t exempt, Multiplier multiplier, EventLog* events,
                PaymentReason multiplied = PaymentReason::CardsLeft);

// The deal passes to the left, to the next seat still in the match.
void passTheDeal(Table& table);

// How a match came to its end, for its MatchOver event.
struct MatchEnding {
    MatchEnd why = MatchEnd::Unsaid;
    int seat = -1;           // who cannot pay, for MatchEnd::CannotPay: the first of
    std::uint8_t seats = 0;  // every seat that cannot
};

// The seats still in the match that cannot pay `cost(table, seat)` to take
// part in the next deal, if any.
template <typename Cost>
std::optional<MatchEnding> shortOfChips(const Table& table, Cost cost);

// The agreed number of deals (0: no limit) has been played.
std::optional<MatchEnding> lastDealPlayed(const Table& table, int deals);

// After a deal: nothing if another deal follows, having passed the deal
// on; otherwise why the match ends: the agreed number of deals has been
// played, or a seat cannot pay `cost(table, seat)` to take part in the
// next deal.
template <typename Cost>
std::optional<MatchEnding> matchEnds(Table& table, int deals, Cost cost);

// Ends the match: the seats with the most chips win.
void endMatch(Table& table, EventLog* events, MatchEnding ending);

} // namespace poch

#include "chip_moves.h"

namespace poch {

template <typename Multiplier>
void payPerCard(Table& t, int winner, std::uint8_t exempt, Multiplier multiplier, EventLog* events,
                PaymentReason multiplied) {
    for (int i = 1; i < t.seats; ++i) {
        const int seat = t.seatAfter(winner, i);
        if ((exempt >> seat & 1) || (t.sittingOut >> seat & 1)) continue;
        const std::int32_t times = multiplier(seat);
        const std::int32_t owed = t.hands[static_cast<std::size_t>(seat)].size() * times;
        const std::int32_t paid = std::min(owed, t.chips.seat[static_cast<std::size_t>(seat)]);
        const PaymentReason why = times > 1 ? multiplied : PaymentReason::CardsLeft;
        moveChips(t, EventType::Payment, seatAccount(seat), seatAccount(winner), paid, events, seat, -1,
                  static_cast<std::uint8_t>(why));
        // Said, so that nobody wonders why a player with cards paid less.
        if (paid < owed && events) {
            Event e = Event::of(EventType::Excused, static_cast<std::int8_t>(seat));
            e.detail = static_cast<std::uint8_t>(Excuse::ShortOfChips);
            e.chips = owed - paid;
            events->push_back(e);
        }
    }
}

template <typename Cost>
std::optional<MatchEnding> shortOfChips(const Table& t, Cost cost) {
    MatchEnding ending{MatchEnd::CannotPay};
    for (int s = 0; s < t.seats; ++s)
        if (!(t.outOfMatch >> s & 1) && t.chips.seat[static_cast<std::size_t>(s)] < cost(t, s)) {
            if (ending.seat < 0) ending.seat = s;
            ending.seats |= seatBit(s);
        }
    if (ending.seat < 0) return std::nullopt;
    return ending;
}

template <typename Cost>
std::optional<MatchEnding> matchEnds(Table& t, int deals, Cost cost) {
    if (auto ending = lastDealPlayed(t, deals)) return ending;
    const int previous = t.dealer;
    passTheDeal(t);
    const auto ending = shortOfChips(t, cost);
    if (ending) t.dealer = static_cast<std::int8_t>(previous);
    return ending;
}

} // namespace poch
