#include "candidate_search.h"

#include <algorithm>

namespace poch::ai {

std::vector<Action> searchCandidates(const ActionList& legal) {
    std::vector<Action> list;
    for (int i = 0; i < legal.size(); ++i) {
        const Action a = legal[i];
        if (a.kind == ActionKind::Bet) continue;
        if (a.kind == ActionKind::Stake && a.chips != 1) continue; // a chip at a time
        list.push_back(a);
    }
    if (legal.betCount() > 0) {
        const std::int32_t low = legal.betLow();
        const std::int32_t high = legal.betHigh();
        for (std::int32_t chips : {low, low + 1, low + 3, low + 8, high})
            if (chips <= high && std::find(list.begin(), list.end(), Action::bet(chips)) == list.end())
                list.push_back(Action::bet(chips));
    }
    return list;
}

} // namespace poch::ai
