#include "choice_race.h"

#include <cmath>

namespace poch::ai {

namespace {
// How far below zero, in standard errors, a choice's difference from the
// best must lie to be dropped.
constexpr double kPlainlyWorse = 3.0;
} // namespace

ChoiceRace::ChoiceRace(std::vector<Action> choices)
    : choices_(std::move(choices)),
      values_(choices_.size()),
      total_(choices_.size(), 0.0),
      inRace_(choices_.size(), true),
      left_(static_cast<int>(choices_.size())) {}

void ChoiceRace::add(std::span<const double> values) {
    for (std::size_t c = 0; c < choices_.size(); ++c) {
        if (!inRace_[c]) continue;
        values_[c].push_back(values[c]);
        total_[c] += values[c];
    }
    ++guesses_;
}

std::size_t ChoiceRace::best() const {
    std::size_t best = 0;
    bool found = false;
    for (std::size_t c = 0; c < choices_.size(); ++c)
        if (inRace_[c] && (!found || total_[c] > total_[best])) {
            best = c;
            found = true;
        }
    return best;
}

double ChoiceRace::average(std::size_t choice) const {
    const auto n = values_[choice].size();
    return n == 0 ? 0.0 : total_[choice] / static_cast<double>(n);
}

void ChoiceRace::prune() {
    const std::size_t lead = best();
    const std::vector<double>& leader = values_[lead];
    const auto n = static_cast<double>(leader.size());
    if (leader.size() < 2) return;
    for (std::size_t c = 0; c < choices_.size(); ++c) {
        if (!inRace_[c] || c == lead) continue;
        // Every choice still in the race was weighed on every guess.
        double sum = 0;
        double squares = 0;
        for (std::size_t g = 0; g < leader.size(); ++g) {
            const double d = values_[c][g] - leader[g];
            sum += d;
            squares += d * d;
        }
        const double mean = sum / n;
        const double variance = std::max(0.0, (squares - sum * mean) / (n - 1));
        if (mean < 0 && mean * mean * n > kPlainlyWorse * kPlainlyWorse * variance) {
            inRace_[c] = false;
            --left_;
        }
    }
}

} // namespace poch::ai
