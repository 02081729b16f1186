#include "deal_review.h"

#include "choice_words.h"

#include "poch/match.h"

namespace poch::app {

bool ReviewedDecision::costly() const { return found.cost >= DealReview::kCostly; }

// As the figures beside it read (ChoiceWords::chips, to a tenth): -0.94
// and -0.96 differ by less than the twentieth a cost was held to, yet
// read -0.9 and -1.0, and "as good as the Expert's" stood over them (a
// tester).
bool ReviewedDecision::asGoodAsAny() const {
    const auto made = found.analysis.valueOf(found.moment.taken.action);
    if (found.analysis.choices.empty() || !made) return found.cost < 0.05;
    return ChoiceWords::chips(found.analysis.choices.front().chips) == ChoiceWords::chips(*made);
}

DealReview DealReview::of(const GameRecord& record, int deal, int seat, std::uint64_t seed, int guesses) {
    DealReview review;
    review.deal_ = deal;
    review.seat_ = seat;
    if (deal < 1 || deal > static_cast<int>(record.deals.size())) return review;
    // Which actions had a choice in them, as the match saw it.
    const MatchReplay whole = Match::replay(record);
    if (!whole.match) return review;
    const auto& actions = whole.match->record().deals[static_cast<std::size_t>(deal - 1)].actions;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (actions[i].seat != seat || !whole.match->hadChoice(static_cast<std::size_t>(deal - 1), i)) continue;
        const int number = static_cast<int>(i) + 1;
        // Weighed as the coach weighed it at the table.
        MomentAnalysis found = analyseMoment(whole.match->record(), deal, number, momentSeed(seed, deal, number), guesses);
        // Forced actions and stakes spread before the cards have nothing
        // to weigh.
        if (found.analysis.empty()) {
            ++review.unweighed_;
            continue;
        }
        review.decisions_.push_back({number, std::move(found)});
    }
    return review;
}

int DealReview::costly() const {
    int n = 0;
    for (const ReviewedDecision& d : decisions_) n += d.costly() ? 1 : 0;
    return n;
}

bool DealReview::flawless() const {
    for (const ReviewedDecision& d : decisions_)
        if (!d.asGoodAsAny()) return false;
    return true;
}

} // namespace poch::app
