// Chips that players spread on pools as they please: Newmarket's stakes on
// the boodle cards, the sevens game's counters on the pool cards, Pope
// Joan's penalties in the variation where the winner takes only Game. Each
// seat in turn from a given seat places what it owes, a stake at a time.
#pragma once

#include "poch/action_list.h"
#include "poch/event.h"
#include "poch/table.h"

namespace poch {

struct StakingRules {
    std::uint16_t pools = 0;     // the pools a stake may go on, as a mask
    bool coverAll = false;       // every such pool must end with chips on it
};

class StakingRound {
public:
    explicit StakingRound(StakingRules rules) : rules_(rules) {}

    // Starts with table.toStake filled in; returns false if nobody owes.
    bool open(Table& table, int first) const;
    void legalActions(const Table& table, ActionList& out) const;
    // Returns true when everything owed has been placed.
    bool apply(Table& table, const Action& action, EventLog* events) const;

private:
    int uncovered(const Table& table) const;
    int owedInAll(const Table& table) const;
    bool advance(Table& table, int from) const;

    StakingRules rules_;
};

} // namespace poch
