// What the Expert and the oracle share: the choices worth weighing, and
// what each brings on one table with every card in sight (a guess at the
// hidden cards, or for the oracle the cards as they are).
#pragma once

#include "gains.h"
#include "play_out.h"

#include "poch/action_list.h"

#include <cstdint>
#include <span>
#include <vector>

namespace poch::ai {

// The legal actions worth weighing: every card and declaration, a stake
// of one chip at a time, and a handful of bets that stand for the whole
// range (the least, a few more, everything).
std::vector<Action> searchCandidates(const ActionList& legal);

// Sets `values[c]` to what `seat` ends the deal with after
// `candidates[c]` on `table` (chips and lives, from the moment before the
// choice), for every c that `wanted` says; the others are left as they
// are. With `exactWithin` > 0 the play is solved for all of them together
// if the solver can within that much work (returns true); otherwise every
// one is played out by the quick policy with the same luck, so luck
// favours none.
template <typename Wanted>
bool weighCandidates(PlayOut& playOut, const Table& table, int seat, std::span<const Action> candidates,
                     std::uint64_t luckSeed, Wanted wanted, std::int64_t exactWithin, std::span<double> values) {
    const std::int32_t had = worthOf(table, seat);
    std::vector<Action> asked;
    std::vector<std::size_t> at;
    for (std::size_t c = 0; c < candidates.size(); ++c)
        if (wanted(c)) {
            asked.push_back(candidates[c]);
            at.push_back(c);
        }
    if (exactWithin > 0) {
        std::vector<Gains> solved(asked.size());
        if (playOut.trySolve(table, asked, exactWithin, solved)) {
            for (std::size_t i = 0; i < asked.size(); ++i) values[at[i]] = solved[i][static_cast<std::size_t>(seat)];
            return true;
        }
    }
    const State before(playOut.rules(), table);
    for (std::size_t i = 0; i < asked.size(); ++i) {
        State after = before;
        after.applyLegal(asked[i]);
        Random luck(luckSeed);
        const Gains rest = playOut.finish(after.table(), luck);
        values[at[i]] = worthOf(after.table(), seat) - had + rest[static_cast<std::size_t>(seat)];
    }
    return false;
}

} // namespace poch::ai
