#include "poch_1810.h"

namespace poch {

const RulesetInfo& Poch1810::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "poch-1810";
        i.source = "004";
        i.minSeats = 3;
        i.maxSeats = 6;
        i.pools = {"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch"};
        i.betPool = 7;
        i.options = {
            {"deals", OptionType::Int, 0, 0, 1000},
            {"stake", OptionType::Int, 1, 1, 10},
            {"full-pack", OptionType::Bool, 0, 0, 1},
        };
        return i;
    }();
    return info;
}

namespace {
PochForm hoffmannForm(const Options& options) {
    PochForm f;
    f.pack = options.flag("full-pack") ? Pack::full52() : Pack::piquet32();
    f.handSize = 5;
    f.antePools = Poch1810::Poch; // the first seven; the Poch gets only bets
    f.ante = options.get("stake");
    f.marriagePool = Poch1810::Marriage;
    f.sequence = SequenceClaim::TrumpSevenEightNine;
    f.sequencePool = Poch1810::Sequence;
    f.betting = BettingRules{true, true, poolAccount(Poch1810::Poch), true};
    // Everyone may vie; a pair beats an unpaired hand and the highest card
    // settles ties, between sets too (004).
    f.order.singleCardCounts = true;
    f.order.unpairedByAllCards = true;
    f.order.setsByOtherCards = true;
    f.stopPayment = 1;
    f.deals = options.get("deals");
    return f;
}
} // namespace

Poch1810::Poch1810(Options options, int seats) : PochFamily(describe(), options, seats, hoffmannForm(options)) {}

} // namespace poch
