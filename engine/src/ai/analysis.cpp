#include "poch/analysis.h"

#include "expert.h"

#include <algorithm>

namespace poch {

Analysis analyse(std::shared_ptr<const Ruleset> rules, const Observation& seen, const ActionList& legal,
                 std::uint64_t seed, int guesses) {
    Analysis result;
    // As the Expert: nothing to weigh with one choice, and no cards to
    // search over while stakes are spread before a deal.
    if (legal.size() < 2 || seen.table.phase == Phase::Staking || seen.table.phase == Phase::AwaitingDeal) return result;
    ai::Expert expert(rules, seed, guesses);
    const ai::Expert::Search found = expert.search(seen, legal);
    if (found.choices.empty() || found.weights <= 0) return result;
    for (std::size_t c = 0; c < found.choices.size(); ++c) result.choices.push_back({found.choices[c], found.total[c] / found.weights});
    // Best first; equal figures keep the order the search tried them in.
    std::stable_sort(result.choices.begin(), result.choices.end(), [](const ChoiceValue& a, const ChoiceValue& b) { return a.chips > b.chips; });
    result.reason = expert.reasonFor(seen, result.choices.front().action);
    return result;
}

} // namespace poch
