// After a deal, "Review this deal": each of one seat's decisions that had a
// choice in it, with the table as it stood, what every sensible choice was
// worth by the Expert's search from that seat's sight (poch::analyseMoment,
// the same as `poch-cli analyse`), and what the choice made cost.
#pragma once

#include "poch/analysis.h"

#include <optional>
#include <vector>

namespace poch::app {

struct ReviewedDecision {
    int action = 0; // in the deal, counted from 1 as records count it
    MomentAnalysis found;
    // What the choice made cost against the best, in chips on average.
    double cost() const { return found.cost; }
    bool costly() const;
    // Nothing lost that the figures, in tenths of a chip, would show.
    bool asGoodAsAny() const;
};

class DealReview {
public:
    // A choice that cost at least this many chips on average is marked: less
    // is within the search's own noise.
    static constexpr double kCostly = 0.5;

    // The decisions of `seat` in the record's deal `deal` (from 1). The
    // same record and seed give the same figures.
    static DealReview of(const GameRecord& record, int deal, int seat, std::uint64_t seed, int guesses = kAnalysisGuesses);

    int deal() const { return deal_; }
    int seat() const { return seat_; }
    const std::vector<ReviewedDecision>& decisions() const { return decisions_; }
    bool empty() const { return decisions_.empty(); }
    // The person's choices the search does not weigh (stakes spread over
    // the pools before the cards), left out of the decisions.
    int unweighed() const { return unweighed_; }
    int costly() const;
    // Every decision as good as any there (asGoodAsAny).
    bool flawless() const;

private:
    int deal_ = 0;
    int seat_ = 0;
    int unweighed_ = 0;
    std::vector<ReviewedDecision> decisions_;
};

} // namespace poch::app
