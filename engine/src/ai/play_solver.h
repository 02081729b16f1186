// The play of the cards solved exactly, every hand in sight: from a
// position in the play, what each seat ends the deal with when every seat
// plays for its own chips (max-n), the pools taken by cards and the
// payments at the end included, as the rules make them. It plays through
// the Ruleset contract (legalActions and apply), so that no rule is
// decided twice; forced plays (the run's next card) are played straight
// through, and only real choices (a lead, Pope in lieu, Spin with its
// card, a declaration, which higher card to play) are searched, each
// position once (a transposition table). Ties between choices are broken
// by gains.h's rule, so a result never depends on the search's order.
//
// It solves the play only: bets, exchanges and stakes are not its (a
// position in any other phase is refused).
#pragma once

#include "gains.h"
#include "transposition_table.h"

#include "poch/action_list.h"
#include "poch/ruleset.h"

#include <cstdint>
#include <span>
#include <vector>

namespace poch::ai {

class PlaySolver {
public:
    // `tableBits`: the transposition table holds 2^tableBits positions.
    explicit PlaySolver(const Ruleset& rules, int tableBits = 15);

    // A position of another deal follows (another guess at the hidden
    // cards): what is remembered no longer applies.
    void newDeal() { memo_.forget(); }

    // What each seat gains from `position` to the end of its deal.
    // Throws std::logic_error unless the position is in the play.
    Gains solve(const Table& position);
    // The same, giving up (false) once more than `limit` work would be
    // needed. Positions solved on the way are remembered, so trying again
    // from a later position of the same deal builds on them.
    bool trySolve(const Table& position, std::int64_t limit, Gains& gains);
    // The same after each of `actions` (legal in `position`), the
    // positions they share solved once.
    void solveEach(const Table& position, std::span<const Action> actions, std::span<Gains> gains);
    // The same, giving up (false, `gains` unset) once more than `limit`
    // work would be needed for all of them together.
    bool trySolveEach(const Table& position, std::span<const Action> actions, std::int64_t limit, std::span<Gains> gains);

    // The work done so far: actions applied, forced or searched. What the
    // computer players budget their searches by, the same on every
    // machine (a clock would not be).
    std::int64_t work() const { return work_; }

private:
    // Solves tables_[depth]; returns every seat's worth at the deal's end.
    Gains search(int depth);
    void checkInPlay(const Table& position) const;

    const Ruleset& rules_;
    TranspositionTable memo_;
    std::vector<Table> tables_;      // the position at each depth
    std::vector<ActionList> lists_;  // its legal actions
    std::int64_t work_ = 0;
    std::int64_t limit_ = 0; // work_ at which a search gives up
};

} // namespace poch::ai
