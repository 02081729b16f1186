// A guessed deal played to its end, every card in sight, for the Expert's
// search and the oracle: either solved exactly, every choice to weigh at
// once (the PlaySolver), when the play of the cards is within the
// solver's reach; or played out by the quick policy, the bets answered as
// the betting model expects. A choice is never weighed one way and
// another choice the other way on the same guess: a solved line, with
// every seat playing its best, and a quick one, with its blunders, are
// not to be compared.
#pragma once

#include "bet_model.h"
#include "gains.h"
#include "play_solver.h"

#include "poch/random.h"
#include "poch/state.h"

#include <memory>
#include <span>

namespace poch::ai {

class PlayOut {
public:
    explicit PlayOut(std::shared_ptr<const Ruleset> rules);

    // Another guess: nothing solved before applies to it.
    void newDeal() { solver_.newDeal(); }
    // The betting model for the decision at hand (nullptr: the quick
    // policy's bets).
    void setBetModel(const BetModel* model) { bets_ = model; }

    // What each seat gains after each of `choices` on `table`, solved, if
    // the play of the cards is under way and the solver needs no more
    // than `limit` work for them all; false (nothing set) otherwise.
    bool trySolve(const Table& table, std::span<const Action> choices, std::int64_t limit, std::span<Gains> gains);
    // Plays `table` to the end of its deal by the quick policy; what each
    // seat gains.
    Gains finish(const Table& table, Random& luck);

    // Work so far: actions applied in play-outs and by the solver.
    std::int64_t work() const { return quickWork_ + solver_.work(); }
    const std::shared_ptr<const Ruleset>& rules() const { return rules_; }

private:
    std::shared_ptr<const Ruleset> rules_;
    PlaySolver solver_;
    const BetModel* bets_ = nullptr;
    ActionList legal_;
    std::int64_t quickWork_ = 0;
};

} // namespace poch::ai
