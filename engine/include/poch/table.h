// Everything that is true of a match at one moment, as plain data. The
// rules read and change it; State wraps it with the rules that apply. A
// copy is a memberwise copy of a few hundred bytes.
#pragma once

#include "poch/betting_state.h"
#include "poch/card_set.h"
#include "poch/chip_accounts.h"
#include "poch/limits.h"
#include "poch/phase.h"
#include "poch/run_state.h"

#include <array>
#include <cstdint>

namespace poch {

struct Table {
    std::int8_t seats = 0;
    std::int8_t dealer = 0;      // of the deal in play, or of the next deal
    std::int8_t current = -1;    // who must decide, or -1
    Phase phase = Phase::AwaitingDeal;
    std::int32_t dealsPlayed = 0; // deals begun so far
    std::int32_t startingChips = 0; // all chips at the start: the seats' first stacks and any bank
    // The way play goes round: +1 to the left (clockwise, as nearly all
    // these games), -1 to the right (Le Poque is dealt and played so).
    std::int8_t turn = 1;

    std::array<CardSet, kMaxSeats> hands{};
    // Cards in a hand that every seat knows about: a turned card that
    // belongs to a player, cards shown at a showdown.
    std::array<CardSet, kMaxSeats> known{};
    // Cards that have passed through each seat's hand this deal. Exchanges
    // happen in the open, so a seat can follow every card it has held to
    // where it lies now; this is private knowledge, shown to that seat only.
    std::array<CardSet, kMaxSeats> traced{};
    CardSet played;
    CardSet laidAside;           // face down, out of play, seen by nobody
    Card turnup;
    std::int8_t turnupOwner = -1;

    CardSet layout;              // pool cards face up on the table
    // The pool cards chosen for the whole match, where the pools are
    // cards (see pool_cards.h); each deal lays out these.
    CardSet poolCards;
    std::int8_t spareSeenBy = -1; // a seat allowed to look at the cards laid aside
    std::uint8_t sittingOut = 0; // seats dealt no cards this deal, as a mask
    std::uint8_t outOfMatch = 0; // seats that have left the match, as a mask
    std::array<std::int8_t, kMaxSeats> lives{}; // Ranter-Go-Round's lives
    // The next card of the undealt stock, face down, where a ruleset lets a
    // player draw it (Ranter-Go-Round's dealer); in records, the deal's
    // `turnup` field. Otherwise none.
    Card stockTop;

    ChipAccounts chips;
    BettingState betting;
    RunState run;
    std::int8_t playLeader = -1; // who leads first in the play of the cards
    std::int8_t lastWinner = -1; // who went out first in the last deal
    std::uint8_t winners = 0;    // the match's winners once it is over, as a mask
    // Who played each card this deal (by card index), or -1.
    std::array<std::int8_t, 52> playedBy = filledWithNoSeat();
    // Chips each seat still has to spread on pools of its choosing.
    std::array<std::int32_t, kMaxSeats> toStake{};
    // What happened this deal that a ruleset must remember (its own bits).
    std::uint32_t dealFlags = 0;

    bool operator==(const Table&) const = default;

    int nextSeat(int seat) const { return (seat + turn + seats) % seats; }
    // The seat `steps` turns after `seat` in the direction of play.
    int seatAfter(int seat, int steps) const { return ((seat + turn * steps) % seats + seats) % seats; }
    static constexpr std::array<std::int8_t, 52> filledWithNoSeat() {
        std::array<std::int8_t, 52> a{};
        for (auto& v : a) v = -1;
        return a;
    }
    // The seat holding a card, or -1.
    int holder(Card c) const {
        for (int s = 0; s < seats; ++s)
            if (hands[static_cast<std::size_t>(s)].contains(c)) return s;
        return -1;
    }
    // The next seat dealt into this deal, in the direction of play.
    int nextInDeal(int seat) const {
        int next = nextSeat(seat);
        while ((sittingOut >> next & 1) && next != seat) next = nextSeat(next);
        return next;
    }
    // The first to receive cards and to speak: the dealer's left, or right
    // where play goes to the right; seats sitting the deal out are passed.
    int eldestHand() const { return nextInDeal(dealer); }
};

} // namespace poch
