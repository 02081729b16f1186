// Search over the cards it cannot see. For each choice, guesses at the
// hidden cards consistent with everything seen, drawn in proportion to
// how well they explain what the others have done (their bets, their
// exchanges), each played to the end of the deal: where the play of the
// cards is within the solver's reach, solved exactly, every seat playing
// for its own chips with every card in sight (play_solver.h); before that
// (early in a deal, or from a bet) played out by the quick policy, the
// others' bets answered as a sensible player would (bet_model.h). The
// choice best on average wins. The same guesses and the same luck serve
// every choice, so luck does not favour one.
//
// The choices race (choice_race.h): one plainly worse than the best is
// dropped, and the search stops when one is left or its budget of work
// (actions applied and solved, never a clock, so the same seed makes the
// same choices on every machine) is spent, after a floor of guesses.
#pragma once

#include "bet_model.h"
#include "play_out.h"

#include "poch/agent.h"
#include "poch/random.h"

#include <functional>
#include <optional>
#include <vector>

namespace poch::ai {

class Expert final : public Agent {
public:
    // `guesses` > 0: exactly that many guesses for every decision (the
    // coach's analysis); 0: as many as the budget of work allows.
    Expert(std::shared_ptr<const Ruleset> rules, std::uint64_t seed, int guesses = 0);
    Level level() const override { return Level::Expert; }
    Choice choose(const Observation& seen, const ActionList& legal) override;

    // The search itself, for the coach and `poch-cli analyse`: each
    // candidate choice with its total over the same guesses (drawn in
    // proportion to how well they explain what was seen, so each weighs
    // one), and the sum of the weights (so total / weights is the chips
    // the choice is expected to win or lose over the rest of the deal).
    // Every choice is weighed on every guess: no race.
    struct Search {
        std::vector<Action> choices;
        std::vector<double> total;
        double weights = 0;
        int guesses = 0;
    };
    // `also`, a legal action outside the usual candidates, is weighed too.
    Search search(const Observation& seen, const ActionList& legal, std::optional<Action> also = std::nullopt);
    // Why the search's choice is made, in the reasons a hint gives.
    Reason reasonFor(const Observation& seen, const Action& chosen) const;

private:
    // One decision's guesses, one at a time: each played out for the
    // choices asked, what each brings the deciding seat.
    class Weighing {
    public:
        Weighing(Expert& expert, const Observation& seen, std::size_t choices);
        ~Weighing();
        Weighing(const Weighing&) = delete;
        Weighing& operator=(const Weighing&) = delete;
        const std::vector<double>& next(const std::vector<Action>& choices, const std::function<bool(std::size_t)>& wanted);

    private:
        Expert& expert_;
        const Observation& seen_;
        const BetModel bets_;
        const bool twoKinds_;
        const BetModel narrow_;
        std::vector<double> values_;
        std::vector<double> againstNarrow_;
        bool exact_ = true; // until a guess is out of the solver's reach
    };

    Table likelyGuess(const Observation& seen, const BetModel& bets);

    std::shared_ptr<const Ruleset> rules_;
    Random random_;
    int guesses_;
    PlayOut playOut_;
};

} // namespace poch::ai
