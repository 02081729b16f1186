// The one contract every ruleset plays through: whose turn it is, the
// sorted legal actions, applying an action (checked), the events it
// caused, what each seat can see, and where the chips are. A State is a
// value: copying it copies the match.
#pragma once

#include "poch/action_list.h"
#include "poch/deal_layout.h"
#include "poch/event.h"
#include "poch/observation.h"
#include "poch/random.h"
#include "poch/ruleset.h"
#include "poch/table.h"

#include <memory>
#include <span>
#include <stdexcept>

namespace poch {

class IllegalAction : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class State {
public:
    // A match before its first deal. startingChips has one entry per seat.
    State(std::shared_ptr<const Ruleset> rules, std::span<const std::int32_t> startingChips, int firstDealer);

    // A state with this table: for a guess at the hidden cards behind an
    // observation, when searching. The table must be one the rules made.
    State(std::shared_ptr<const Ruleset> rules, const Table& table);

    const Ruleset& rules() const { return *rules_; }
    std::shared_ptr<const Ruleset> rulesPtr() const { return rules_; }
    const Table& table() const { return table_; }

    int seats() const { return table_.seats; }
    Phase phase() const { return table_.phase; }
    int dealer() const { return table_.dealer; }
    int dealsPlayed() const { return table_.dealsPlayed; }
    // The seat that must decide now, or -1 between deals and at the end.
    int currentSeat() const { return table_.current; }
    bool awaitingDeal() const { return table_.phase == Phase::AwaitingDeal; }
    // Cards are in play: a deal has started and not ended. Between deals a
    // ruleset may still ask for decisions (stakes spread on the board).
    bool dealInPlay() const {
        return table_.phase == Phase::Betting || table_.phase == Phase::Play || table_.phase == Phase::Exchange;
    }
    bool dealOver() const { return !dealInPlay(); }
    bool matchOver() const { return table_.phase == Phase::MatchOver; }
    const ChipAccounts& chips() const { return table_.chips; }
    CardSet hand(int seat) const { return table_.hands[static_cast<std::size_t>(seat)]; }

    void legalActions(ActionList& out) const;
    ActionList legalActions() const;
    bool isLegal(const Action& action) const;

    // Starts the next deal from a layout; throws std::logic_error when no
    // deal is due, std::invalid_argument when the layout does not match
    // rules().dealShape(table()) or is not the pack.
    void deal(const DealLayout& layout, EventLog* events = nullptr);
    // What deal() would refuse in a layout for the deal due next, thrown
    // as std::invalid_argument: hand sizes, the pack, the pool cards. A
    // deal can be checked this way while stakes are still placed before it.
    void checkLayout(const DealLayout& layout) const;

    // The match's pool cards where the pools are cards (pool_cards.h): the
    // customary set unless chosen before the first deal. Throws
    // std::invalid_argument for a set the rules refuse or once a deal has
    // begun, when chips may already lie on the old cards.
    void setPoolCards(CardSet cards);
    // A pool's id in records and output (see Ruleset::poolId).
    std::string poolId(int pool) const { return rules_->poolId(table_, pool); }
    // Throws IllegalAction, and changes nothing, if the action is not legal.
    void apply(const Action& action, EventLog* events = nullptr);
    // For an action just taken from legalActions() of this very state, when
    // checking it again would only cost time (simulations run without
    // checks). Anything else must go through apply().
    void applyLegal(const Action& action, EventLog* events = nullptr) { rules_->apply(table_, action, events); }

    Observation observe(int seat) const;
    // Everything, hidden cards too, as if seen from `seat`: for the oracle
    // alone, the yardstick of tournaments; never for a player at a table.
    Observation observeEverything(int seat) const;
    // A copy in which every card hidden from `viewer` (other hands' unknown
    // cards, cards laid aside) is dealt again at random, each hand keeping
    // its size: what the viewer cannot tell apart from this state.
    State withHiddenCardsRedealt(int viewer, Random& random) const;

    bool operator==(const State& other) const;

private:
    std::shared_ptr<const Ruleset> rules_;
    Table table_;
};

} // namespace poch
