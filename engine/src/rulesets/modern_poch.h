// Modern German Poch (004): nine pools, the pay suit, Pochen with raises,
// and the play in suit and sequence. Rules page: assets/rules/en/poch.md.
#pragma once

#include "stages/betting_round.h"
#include "stages/deal_flow.h"
#include "stages/pay_suit_pools.h"
#include "poch/pochen_hand.h"
#include "poch/ruleset.h"

#include <memory>

namespace poch {

class ModernPoch final : public Ruleset {
public:
    enum Pool { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Pocher, Pot, PoolCount };

    static const RulesetInfo& describe();
    ModernPoch(Options options, int seats);

    Pack pack() const override { return Pack::piquet32(); }
    int dealsAgreed() const override { return deals_; }
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    int minimumStake() const override { return PoolCount; }

    PochenHand showdownHand(const Table& table, CardSet hand) const override {
        return bestPochenHand(hand, pochenOrder(table.turnup.suit()));
    }
    CardSet provedOutOfHands(const Table& table) const override;
    bool plausibleGuess(const Table& guess) const override;

    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

private:
    // Whether the seat to bet holds anything it may bet on.
    bool mayBet(const Table& table) const;
    int cardsDealt() const;
    PochenOrder pochenOrder(Suit paySuit) const;
    void finishBetting(Table& table, EventLog* events) const;
    void finishDeal(Table& table, int winner, EventLog* events) const;
    void closeMatch(Table& table, EventLog* events, MatchEnding ending) const;

    int deals_;
    bool threeDealAll_;
    bool dealerTakesHonour_;
    bool turnupToPlayer_;
    bool pochenWithoutPair_;
    bool settleBoard_;
    BettingRound betting_;
};

} // namespace poch
