// Pope Joan after W. H. Peel (001): the eight-division board, a spare hand
// for stops, Pope (the nine of diamonds) and the trump honours paid when
// played, Game to the first out. Rules page: assets/rules/en/pope-joan.md.
#pragma once

#include "poch/ruleset.h"
#include "stages/deal_flow.h"
#include "stages/staking_round.h"

#include <optional>

namespace poch {

class PopeJoan final : public Ruleset {
public:
    std::uint32_t poolsInPlay() const override;
    enum Pool { Pope, Matrimony, Intrigue, Ace, King, Queen, Jack, Game, PoolCount };

    static const RulesetInfo& describe();
    PopeJoan(Options options, int seats);

    int dealsAgreed() const override { return deals_; }
    Pack pack() const override;
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    int minimumStake() const override;

    CardSet provedOutOfHands(const Table& table) const override;
    AcePosition aceInRuns() const override { return AcePosition::Low; }
    void beginMatch(Table& table) const override;
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

private:
    std::uint8_t sittingOut(int dealer) const;
    int boardTotal() const;
    int share(int seat, int dealer) const;
    void dress(Table& table, EventLog* events) const;
    void turnedUp(Table& table, EventLog* events) const;
    bool playCard(Table& table, int seat, Card card, EventLog* events) const;
    void claim(Table& table, int seat, Card card, EventLog* events) const;
    void popePaid(Table& table, int seat, EventLog* events) const;
    void offerPopeInLieu(Table& table, int stopper, Card missing) const;
    void finishDeal(Table& table, int winner, EventLog* events) const;
    // Why no deal follows this one (the last agreed was played, or a seat
    // cannot pay its share of the next dressing); nothing if one does.
    std::optional<MatchEnding> matchEnding(const Table& table) const;
    void prepareNextDeal(Table& table, EventLog* events) const;

    int deals_;
    int counters_;
    bool dealerDresses_;
    int popeLimit_;
    bool sharePairs_;
    bool winnerTakesGame_;
    bool fiveDivisions_;
    bool popeTurnedWins_;
    bool spareHand_;
    int setAside_;
    bool dealerSeesSpare_;
    bool popeInLieu_;
    StakingRound staking_;
};

} // namespace poch
