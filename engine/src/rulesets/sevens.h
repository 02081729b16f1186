// The sevens game (001's unnamed variation of Pope Joan and Spin, which is
// Peel's Newmarket): the sevens are out as stops, four pool cards lie face
// up, and the card just below a pool card takes its stake when played.
// Rules page: assets/rules/en/sevens.md.
#pragma once

#include "poch/ruleset.h"
#include "stages/staking_round.h"

namespace poch {

class Sevens final : public Ruleset {
public:
    static const RulesetInfo& describe();
    Sevens(Options options, int seats);

    int dealsAgreed() const override { return deals_; }
    Pack pack() const override;
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    DealLayout dealFromDeck(const Table& table, std::span<const Card> deck) const override;
    int minimumStake() const override { return 2; }

    CardSet provedOutOfHands(const Table& table) const override;
    AcePosition aceInRuns() const override { return AcePosition::Low; }
    void beginMatch(Table& table) const override;
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

    // 001's own example of pool cards: Ace of spades, King of clubs, Queen
    // of hearts, Knave of diamonds. A match may lay out any Ace, King,
    // Queen and Knave of four suits, the same for the whole match
    // (pool_cards.h).
    static CardSet customaryPoolCards();

private:
    DealLayout dealWith(std::span<const Card> deck, int dealer, CardSet poolCards) const;
    void openStaking(Table& table, EventLog* events) const;
    void finishDeal(Table& table, int winner, EventLog* events) const;

    int deals_;
    StakingRound staking_;
};

} // namespace poch
