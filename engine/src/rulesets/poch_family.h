// Any form of Poch, played from a PochForm: the pools are staked, the
// cards dealt and the trump turned; the pools of the trump honours,
// Marriage and Sequence are paid (before or after the betting); the
// players bet on their sets; the cards are played out, and the first out
// is paid for every card left. The historical rulesets derive from it and
// only describe themselves and fill in a form.
#pragma once

#include "stages/betting_round.h"
#include "stages/deal_flow.h"
#include "poch/ruleset.h"
#include "poch_form.h"

namespace poch {

class PochFamily : public Ruleset {
public:
    PochFamily(const RulesetInfo& info, Options options, int seats, PochForm form);

    const PochForm& form() const { return form_; }

    Pack pack() const override { return form_.pack; }
    DealShape dealShape(int dealer) const override;
    DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const override;
    DealShape dealShape(const Table& table) const override;
    DealLayout dealFromDeck(const Table& table, std::span<const Card> deck) const override;
    // Where the bank fills the board, the players pay nothing to take part.
    int minimumStake() const override { return form_.bankFills ? 0 : form_.antePools * form_.ante; }
    AcePosition aceInRuns() const override { return form_.ace; }
    bool runsGoCardByCard() const override { return form_.play == PlayStage::Stops; }
    int dealsAgreed() const override { return form_.deals; }
    bool passFolds() const override { return form_.betting.passFolds; }

    PochenHand showdownHand(const Table& table, CardSet hand) const override;
    std::int32_t betWinnings(const Table& table) const override;
    CardSet provedOutOfHands(const Table& table) const override;
    bool plausibleGuess(const Table& guess) const override;

    void beginMatch(Table& table) const override;
    void startDeal(Table& table, const DealLayout& layout, EventLog* events) const override;
    void legalActions(const Table& table, ActionList& out) const override;
    void apply(Table& table, const Action& action, EventLog* events) const override;

private:
    // The order of hands at this deal's showdown: its tie suit the suit
    // turned up, where one is.
    PochenOrder showdownOrder(const Table& table) const;
    // Whether the seat to bet holds anything it may bet on.
    bool mayBet(const Table& table) const;
    DealLayout deal(std::span<const Card> deck, int dealer, std::uint8_t out) const;
    DealShape shapeOf(int dealer, std::uint8_t out) const;
    void stakePools(Table& table, EventLog* events) const;
    void payClaims(Table& table, EventLog* events) const;
    // Settles the betting; returns the winner nearest the eldest hand, or
    // -1 if nobody bet.
    int settleBetting(Table& table, EventLog* events) const;
    // The cards besides its set that `seat` shows at the showdown among
    // the contenders `in`, as their hands compare.
    CardSet otherCardsShown(const Table& table, int seat, std::uint8_t in, const std::array<PochenHand, kMaxSeats>& hands) const;
    void startPlay(Table& table, int leader) const;
    void payForStop(Table& table, EventLog* events) const;
    void finishDeal(Table& table, int winner, EventLog* events) const;
    void payForMostCards(Table& table, EventLog* events) const;
    // Nothing if another deal follows; else why the match ends.
    std::optional<MatchEnding> matchEnding(Table& table, EventLog* events) const;

    PochForm form_;
    BettingRound betting_;
};

} // namespace poch
