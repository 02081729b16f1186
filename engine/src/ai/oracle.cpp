#include "oracle.h"

#include "bet_model.h"
#include "candidate_search.h"
#include "hidden_deal.h"
#include "standard.h"

#include <algorithm>

namespace poch::ai {

namespace {
// As the Expert's budget: the deal solved whole if the solver can within
// it; otherwise quick play-outs, each with other luck.
constexpr std::int64_t kWorkPerDecision = 400'000;
constexpr int kMostPlayOuts = 64;

// Whether nothing is hidden from the seat: every hand whole, nothing face
// down it cannot see.
bool seesAll(const Observation& seen) {
    for (int s = 0; s < seen.table.seats; ++s)
        if (seen.table.hands[static_cast<std::size_t>(s)].size() != seen.handSizes[static_cast<std::size_t>(s)]) return false;
    return seen.hiddenAside == 0 && !seen.hiddenStockTop;
}
} // namespace

Oracle::Oracle(std::shared_ptr<const Ruleset> rules, std::uint64_t seed)
    : rules_(std::move(rules)), random_(seed), playOut_(rules_) {}

Choice Oracle::choose(const Observation& seen, const ActionList& legal) {
    if (legal.size() == 1) return {legal[0], Reason::OnlyChoice};
    if (seen.table.phase == Phase::Staking) return spreadStake(seen, legal);
    // Shown only its own seat, it can but guess once.
    const Table deal = seesAll(seen) ? seen.table : guessHiddenCards(*rules_, seen, random_);
    const std::vector<Action> choices = searchCandidates(legal);
    std::vector<double> total(choices.size(), 0.0);
    std::vector<double> values(choices.size(), 0.0);
    const BetModel bets = seen.table.phase == Phase::Betting ? BetModel(*rules_, seen, random_) : BetModel();
    playOut_.setBetModel(&bets);
    playOut_.newDeal();
    // Solved whole when the solver can within the budget; otherwise quick
    // play-outs, each with other luck, with a budget of their own (a
    // failed attempt at solving must not leave one noisy play-out to
    // decide).
    if (!weighCandidates(playOut_, deal, seen.seat, choices, random_.next(), [](std::size_t) { return true; },
                         kWorkPerDecision, total)) {
        const std::int64_t start = playOut_.work();
        for (int n = 0; n < kMostPlayOuts && playOut_.work() - start < kWorkPerDecision; ++n) {
            weighCandidates(playOut_, deal, seen.seat, choices, random_.next(), [](std::size_t) { return true; }, 0, values);
            for (std::size_t c = 0; c < values.size(); ++c) total[c] += values[c];
        }
    }
    playOut_.setBetModel(nullptr);
    const auto best = static_cast<std::size_t>(std::max_element(total.begin(), total.end()) - total.begin());
    return {choices[best], Reason::Search};
}

} // namespace poch::ai
