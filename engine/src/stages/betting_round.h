// Betting as the Poch family does it: in turn from a given seat, pass,
// bet, match, raise or drop, round after round until all who stay in have
// put in the same; a player short of chips may go all in; the showdown is
// settled in side pots as at poker.
#pragma once

#include "poch/action_list.h"
#include "poch/event.h"
#include "poch/table.h"

#include <array>

namespace poch {

struct BettingRules {
    bool allIn = true;      // a player who cannot match may stake all they have
    bool raises = true;     // Pochen of 000 has none
    // Where the bets go: a pot beside the board, or a pool of the board
    // itself (Pochen's centre pool, the bowls' Pinke, Hoffmann's Poch),
    // whose whole content then goes to the winner with the bets.
    AccountId pot = kBetsAccount;
    // A pass folds even before anyone has bet (the nine bowls, Hoffmann's
    // "bet or fold"); otherwise it only declines, and the seat may still
    // match a later bet.
    bool passFolds = false;
};

class BettingRound {
public:
    explicit BettingRound(BettingRules rules) : rules_(rules) {}

    // Opens a round with every seat to act, starting at `first`.
    void open(Table& table, int first) const;
    // mayBet: the current seat holds something it is allowed to bet on.
    void legalActions(const Table& table, bool mayBet, ActionList& out) const;
    // Applies a legal pass or bet; returns true when the round is over.
    // mayBet: as for legalActions, so that a pass is told as forced where
    // the seat had nothing to bet on.
    bool apply(Table& table, const Action& action, EventLog* events, bool mayBet = true) const;
    // The seats still in the betting, as a mask.
    static std::uint8_t contenders(const Table& table);

    // Pays out the betting pot in side pots by strength (higher wins, equal
    // shares with odd chips to the seat nearest `firstSeat`). Returns the
    // mask of seats that won the main pot.
    std::uint8_t settle(Table& table, const std::array<std::uint32_t, kMaxSeats>& strength, int firstSeat,
                        EventLog* events) const;

private:
    int potPool() const { return rules_.pot >= kBetsAccount ? -1 : rules_.pot - kPoolAccount; }
    BettingRules rules_;
};

} // namespace poch
