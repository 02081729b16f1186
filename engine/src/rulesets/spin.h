// Spin (001): Pope Joan's offshoot with no spare hand and no trumps,
// Matrimony and Intrigue declared rather than played, Kings paid as they
// fall, and Spin, the Ace of diamonds, that turns a card into a stop.
// Rules page: assets/rules/en/spin.md.
#pragma once

#include "poch/ruleset.h"

namespace poch {

class Spin final : public Ruleset {
public:
    enum Pool { Matrimony, Intrigue, Game, PoolCount };

    static const RulesetInfo& describe();
    Spin(Options options, int seats);

    int dealsAgreed() const override { return deals_; }
    Pack pack() const override;
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    int minimumStake() const override;

    CardSet provedOutOfHands(const Table& table) const override;
    AcePosition aceInRuns() const override { return AcePosition::Low; }
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

private:
    bool owesGame(int seat, int dealer) const;
    bool paysGame(const Table& table, int seat, int dealer) const;
    int stake(const Table& table, int seat, int dealer) const;
    void spinPlayed(Table& table, int seat, EventLog* events) const;
    // `card`: the card paid for (a King), named in the payments' events.
    void collectFromEveryone(Table& table, int seat, std::int32_t each, PaymentReason why, EventLog* events, Card card = {}) const;
    void finishDeal(Table& table, int winner, EventLog* events) const;

    int deals_;
    bool dealerPaysGame_;
    int spinStake_;
};

} // namespace poch
