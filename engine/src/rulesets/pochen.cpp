#include "pochen.h"

namespace poch {

const RulesetInfo& Pochen::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "pochen";
        i.source = "000";
        i.minSeats = 3;
        i.maxSeats = 6;
        i.pools = {"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "pot"};
        i.options = {{"deals", OptionType::Int, 0, 0, 1000}};
        return i;
    }();
    return info;
}

namespace {
PochForm pochenForm(const Options& options, int seats) {
    PochForm f;
    f.pack = Pack::piquet32();
    // As far as the cards go equally, one left for the trump (rules page).
    f.handSize = 31 / seats;
    f.packets = {3, 2};
    f.antePools = Pochen::PoolCount;
    f.marriagePool = Pochen::Marriage;
    f.sequence = SequenceClaim::LongestRun;
    f.sequencePool = Pochen::Sequence;
    // The bets go into the centre pool, without raising (000).
    f.betting = BettingRules{true, false, poolAccount(Pochen::Pot)};
    f.order.hasTieSuit = true;
    f.ace = AcePosition::BelowSeven;
    f.winnerLeads = false; // eldest hand leads (000)
    f.deals = options.get("deals");
    return f;
}
} // namespace

Pochen::Pochen(Options options, int seats) : PochFamily(describe(), options, seats, pochenForm(options, seats)) {}

} // namespace poch
