// The sevens game (001's unnamed variation of Pope Joan and Spin, which is
// Peel's Newmarket): the sevens are out as stops, four pool cards lie face
// up, and the card just below a pool card takes its stake when played.
// Rules page: assets/rules/en/sevens.md.
#pragma once

#include "poch/ruleset.h"
#include "poch/staking_round.h"

namespace poch {

class Sevens final : public Ruleset {
public:
    static const RulesetInfo& describe();
    Sevens(Options options, int seats);

    Pack pack() const override;
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    int minimumStake() const override { return 2; }
    std::string layoutError(const DealLayout& layout) const override;
    std::string poolId(int pool) const override;

    CardSet provedOutOfHands(const Table& table) const override;
    AcePosition aceInRuns() const override { return AcePosition::Low; }
    void beginMatch(Table& table) const override;
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

    // The pool cards: an Ace, King, Queen and Knave of four suits (001's
    // own example), the same for the whole match.
    static const std::array<Card, 4>& poolCards();

private:
    void openStaking(Table& table, EventLog* events) const;
    void finishDeal(Table& table, int winner, EventLog* events) const;

    int deals_;
    StakingRound staking_;
};

} // namespace poch
