#include "beginner.h"

namespace poch::ai {

Choice Beginner::choose(const Observation& seen, const ActionList& legal) {
    if (legal.size() == 1) return {legal[0], Reason::OnlyChoice};
    const Table& t = seen.table;
    if (t.phase == Phase::Betting) {
        // Any set is worth the least bet, and any bet is worth matching.
        if (legal.betCount() > 0) return {Action::bet(legal.betLow()), t.betting.currentBet == 0 ? Reason::BestSet : Reason::PotOdds};
        return {Action::pass(), Reason::WeakHand};
    }
    if (t.phase == Phase::Exchange && seen.hand().size() == 1) {
        const Card c = seen.hand().first();
        const int value = aceLowValue(c);
        return value <= 4 ? Choice{Action::of(ActionKind::Exchange), Reason::PassesCard}
                          : Choice{Action::of(ActionKind::Keep), Reason::KeepsCard};
    }
    return {legal[static_cast<int>(random_.below(static_cast<std::uint32_t>(legal.size())))], Reason::Guess};
}

} // namespace poch::ai
