// Newmarket (003; also Boodle, Stops, Chicago, Michigan) and Saratoga
// (000, 003), which differs only in that every player puts the same stake
// on each boodle card. Four boodle cards from a second pack lie face up; a
// dummy hand makes stops; each lead is the lowest card of a suit.
// Rules pages: assets/rules/en/newmarket.md, assets/rules/en/saratoga.md.
#pragma once

#include "poch/ruleset.h"
#include "stages/staking_round.h"

namespace poch {

class Newmarket : public Ruleset {
public:
    static const RulesetInfo& describe();
    Newmarket(Options options, int seats) : Newmarket(describe(), std::move(options), seats, false) {}

    Pack pack() const override { return Pack::full52(); }
    int dealsAgreed() const override { return deals_; }
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    DealLayout dealFromDeck(const Table& table, std::span<const Card> deck) const override;
    int minimumStake() const override;
    bool layoutFromPack() const override { return false; }
    ExchangeWith exchangeWith(const Table&) const override { return ExchangeWith::Dummy; }

    CardSet provedOutOfHands(const Table& table) const override;
    void beginMatch(Table& table) const override;
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

    // Ace of hearts, King of clubs, Queen of diamonds, Jack of spades: the
    // usual Michigan layout. A match may lay out any Ace, King, Queen and
    // Jack of four suits (003; pool_cards.h).
    static CardSet customaryBoodleCards();

protected:
    Newmarket(const RulesetInfo& info, Options options, int seats, bool fixedStakes);
    static std::vector<OptionSpec> commonOptions(int defaultStake);

private:
    int stakeCost() const;
    bool mayLead(const Table& table, int seat) const;
    void leads(const Table& table, int seat, ActionList& out) const;
    // The cards no seat may lead now: after a stop, those of the suit that
    // stopped (and of its colour, with the Michigan house rule).
    CardSet barredLeads(const Table& table) const;
    void afterStop(Table& table, int stopper, EventLog* events) const;
    void finishDeal(Table& table, std::uint8_t winners, DealEnd how, EventLog* events) const;
    void prepareDeal(Table& table) const;
    DealLayout dealWith(std::span<const Card> deck, int dealer, CardSet boodleCards) const;

    bool fixedStakes_;
    int deals_;
    int stake_;
    bool changeColour_;
    bool dummyExchange_;
    StakingRound staking_;
};

class Saratoga final : public Newmarket {
public:
    static const RulesetInfo& describe();
    Saratoga(Options options, int seats) : Newmarket(describe(), std::move(options), seats, true) {}
};

} // namespace poch
