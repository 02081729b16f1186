#include "expert_one.h"

#include "candidate_search.h"
#include "lookahead.h"
#include "ai/hidden_deal.h"
#include "poch/pochen_hand.h"
#include "reading.h"
#include "standard.h"

#include <algorithm>

namespace poch::ai {

Choice ExpertOne::choose(const Observation& seen, const ActionList& legal) {
    if (legal.size() == 1) return {legal[0], Reason::OnlyChoice};
    // Stakes are spread between deals, with no cards in play to search over.
    if (seen.table.phase == Phase::Staking) return spreadStake(seen, legal);

    if (seen.table.phase == Phase::Betting) {
        const Card lone = seen.hand().empty() ? Card(Suit::Clubs, kSeven) : seen.hand().first();
        if (rules_->showdownHand(seen.table, CardSet{lone}).strength > 0) return bettor_.choose(seen, legal);
    }
    const Search found = search(seen, legal);
    const auto best = static_cast<std::size_t>(std::max_element(found.total.begin(), found.total.end()) - found.total.begin());
    const Action a = found.choices[best];
    return {a, reasonFor(seen, a)};
}

ExpertOne::Search ExpertOne::search(const Observation& seen, const ActionList& legal) {
    Search found;
    found.choices = searchCandidates(legal);
    found.total.assign(found.choices.size(), 0.0);
    ActionList scratch;
    const int me = seen.seat;
    for (int g = 0; g < guesses_; ++g) {
        const Table guess = guessHiddenCards(*rules_, seen, random_);
        const double weight = likelihoodOfPlay(*rules_, guess, me);
        found.weights += weight;
        const std::uint64_t playOutSeed = random_.next();
        for (std::size_t c = 0; c < found.choices.size(); ++c) {
            State s(rules_, guess);
            const double before = worth(s, me);
            s.applyLegal(found.choices[c]);
            Random playOutRandom(playOutSeed); // the same luck for every choice
            playOut(s, playOutRandom, scratch);
            found.total[c] += weight * (worth(s, me) - before);
        }
    }
    return found;
}

Reason ExpertOne::reasonFor(const Observation& seen, const Action& a) const {
    if (seen.table.phase == Phase::Exchange) return a.kind == ActionKind::Keep ? Reason::KeepsCard : Reason::PassesCard;
    // Betting on less than a pair of tens is a bluff.
    if (a.kind == ActionKind::Bet && seen.table.phase == Phase::Betting
        && rules_->showdownHand(seen.table, seen.hand()).strength < pochenSetStrength(2, kTen))
        return Reason::Bluff;
    return Reason::Search;
}

} // namespace poch::ai
