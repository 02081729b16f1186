#include "poque_1789.h"

namespace poch {

const RulesetInfo& Poque1789::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "poque-1789";
        i.source = "004";
        i.minSeats = 3;
        i.maxSeats = 6;
        i.pools = {"ace", "king", "queen", "jack", "ten", "poque"};
        i.betPool = 5;
        i.options = {
            {"deals", OptionType::Int, 0, 0, 1000},
            {"ten-and-nine", OptionType::Bool, 0, 0, 1},
        };
        i.bets = true;
        return i;
    }();
    return info;
}

namespace {
PochForm poqueForm(const Options& options, int seats) {
    PochForm f;
    f.pack = seats <= 4 ? Pack::piquet32() : Pack::short36();
    f.handSize = 5;
    f.packets = {2, 3};
    f.toTheRight = true;
    f.antePools = Poque1789::PoolCount;
    f.dealerTakesHonour = true;
    f.tenNeedsNine = options.flag("ten-and-nine");
    f.betting = BettingRules{true, true, kBetsAccount};
    // Anyone may bet (a lone survivor wins without a pair); sets as in the
    // modern game, then hands without a set by their cards (rules page).
    f.order.singleCardCounts = true;
    f.order.hasTieSuit = true;
    f.order.unpairedByAllCards = true;
    f.betPool = Poque1789::Poque;
    f.claimsAfterBetting = true;
    f.mostCardsPays = true;
    f.deals = options.get("deals");
    return f;
}
} // namespace

Poque1789::Poque1789(Options options, int seats) : PochFamily(describe(), options, seats, poqueForm(options, seats)) {}

} // namespace poch
