// Ranter-Go-Round, also called Cuckoo (000, completed from Cassell's Book
// of In-door Amusements, 1881): one card each, passed to the left to avoid
// holding the lowest; the lowest loses one of three lives; the last player
// with a life takes the pool. An engine "deal" is one round. Rules page:
// assets/rules/en/ranter-go-round.md.
#pragma once

#include "poch/ruleset.h"

namespace poch {

class RanterGoRound final : public Ruleset {
public:
    static const RulesetInfo& describe();
    RanterGoRound(Options options, int seats);

    Pack pack() const override;
    DealShape dealShape(int dealer) const override;
    DealShape dealShape(const Table& table) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    DealLayout dealFromDeck(const Table& table, std::span<const Card> deck) const override;
    int minimumStake() const override;
    int startingLives() const override { return lives_; }
    // The dealer, last to speak, exchanges with the stock.
    ExchangeWith exchangeWith(const Table& table) const override {
        return table.current == table.dealer ? ExchangeWith::Stock : ExchangeWith::NextPlayer;
    }
    // The next player to the left still in the match: one who is out is
    // passed over, though they still sit there.
    int exchangePartner(const Table& table) const override;

    void beginMatch(Table& table) const override;
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

    int pastDecisions(const Table& guess, std::span<PastDecision> out) const override;

    // Ace low, King high; suits do not count.
    static int value(Card card);

private:
    DealLayout deal(std::span<const Card> deck, int dealer, std::uint8_t out) const;
    void exchangeWithNeighbour(Table& table, int seat, EventLog* events) const;
    void drawFromStock(Table& table, EventLog* events) const;
    void moveOn(Table& table, int seat, EventLog* events) const;
    void showdown(Table& table, EventLog* events) const;

    int lives_;
    int stake_;
    int lifeChips_;
    bool tiesAllLose_;
    bool kingsRefuse_;
    bool dealerKingLoses_;
};

} // namespace poch
