#include "poch_bowls.h"

namespace poch {

const RulesetInfo& PochBowls::describe() {
    static const RulesetInfo info = [] {
        RulesetInfo i;
        i.id = "poch-bowls";
        i.source = "002";
        i.minSeats = 3;
        i.maxSeats = 6;
        i.pools = {"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch", "pinke"};
        i.betPool = 7;
        i.options = {
            {"deals", OptionType::Int, 0, 0, 1000},
            {"short-game", OptionType::Bool, 0, 0, 1},
            {"bank-chips", OptionType::Int, 100, 0, 10000},
        };
        i.bank = true;
        i.dealerByDraw = true;
        i.startingChips = 10; // (002)
        return i;
    }();
    return info;
}

namespace {
PochForm bowlsForm(const Options& options, int seats) {
    PochForm f;
    // Sevens up for three or four, the whole pack for five or six (002).
    f.pack = seats <= 4 ? Pack::piquet32() : Pack::full52();
    f.handSize = 5;
    f.antePools = PochBowls::Pinke; // every bowl but the Pinke
    f.bankFills = true;
    f.bankChips = options.get("bank-chips");
    f.marriagePool = PochBowls::Marriage;
    f.sequence = SequenceClaim::BestRunOfThree;
    f.sequencePool = PochBowls::Sequence;
    f.betting = BettingRules{true, true, poolAccount(PochBowls::Pinke), true};
    // Everyone may bet; sets, then the trump card, then for hands without
    // a set every card in turn (002).
    f.order.singleCardCounts = true;
    f.order.hasTieSuit = true;
    f.order.unpairedByAllCards = true;
    f.betPool = PochBowls::Poch;
    f.play = PlayStage::Rotation;
    f.winnerLeads = false; // the dealer's left begins the shedding (002)
    // The short game is a deal for each player (002), or fewer if agreed.
    f.deals = options.get("deals");
    if (options.flag("short-game")) f.deals = f.deals > 0 ? std::min(seats, f.deals) : seats;
    f.lastWithChips = true;
    return f;
}
} // namespace

PochBowls::PochBowls(Options options, int seats)
    : PochFamily(describe(), options, seats, bowlsForm(options, seats)) {}

} // namespace poch
