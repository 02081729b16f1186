// Choices weighed against each other guess by guess, each on the same
// guesses, and dropped once plainly worse than the best so far: the
// difference from the best, guess by guess, is below zero by more than
// its noise (three standard errors). The search's work then goes to
// the choices still close, and stops when one is left. Only sums and
// products of numbers, in a fixed order: the same on every machine.
#pragma once

#include "poch/action.h"

#include <span>
#include <vector>

namespace poch::ai {

class ChoiceRace {
public:
    explicit ChoiceRace(std::vector<Action> choices);

    const std::vector<Action>& choices() const { return choices_; }
    bool inRace(std::size_t choice) const { return inRace_[choice]; }
    int left() const { return left_; }
    int guesses() const { return guesses_; }

    // One more guess: what each choice still in the race brought on it
    // (`values` has an entry for every choice; the others' are ignored).
    void add(std::span<const double> values);
    // Drops the choices plainly worse than the best so far.
    void prune();
    // The best choice still in the race: the highest total, the first of
    // equals.
    std::size_t best() const;
    // A choice's average over the guesses it was weighed on.
    double average(std::size_t choice) const;

private:
    std::vector<Action> choices_;
    std::vector<std::vector<double>> values_; // by choice, then guess
    std::vector<double> total_;
    std::vector<bool> inRace_;
    int left_;
    int guesses_ = 0;
};

} // namespace poch::ai
