#include "stages/staking_round.h"

#include "chip_moves.h"

namespace poch {

int StakingRound::uncovered(const Table& t) const {
    int n = 0;
    for (int p = 0; p < kMaxPools; ++p)
        if ((rules_.pools >> p & 1) && t.chips.pool[static_cast<std::size_t>(p)] == 0) ++n;
    return n;
}

int StakingRound::owedInAll(const Table& t) const {
    int n = 0;
    for (int s = 0; s < t.seats; ++s) n += t.toStake[static_cast<std::size_t>(s)];
    return n;
}

bool StakingRound::advance(Table& t, int from) const {
    for (int i = 0; i < t.seats; ++i) {
        const int seat = (from + i) % t.seats;
        if (t.toStake[static_cast<std::size_t>(seat)] > 0) {
            t.current = static_cast<std::int8_t>(seat);
            return true;
        }
    }
    t.current = -1;
    return false;
}

bool StakingRound::open(Table& t, int first) const {
    // Nobody can stake chips they do not have.
    for (int s = 0; s < t.seats; ++s)
        t.toStake[static_cast<std::size_t>(s)] =
            std::min(t.toStake[static_cast<std::size_t>(s)], t.chips.seat[static_cast<std::size_t>(s)]);
    t.phase = Phase::Staking;
    return advance(t, first);
}

void StakingRound::legalActions(const Table& t, ActionList& out) const {
    const std::int32_t owed = t.toStake[static_cast<std::size_t>(t.current)];
    const int left = owedInAll(t);
    const int bare = uncovered(t);
    // In the sorted order of actions: by chips, then by pool.
    for (std::int32_t chips = 1; chips <= owed; ++chips) {
        for (int p = 0; p < kMaxPools; ++p) {
            if (!(rules_.pools >> p & 1)) continue;
            // Leave enough chips, among everyone still to stake, to cover
            // every bare pool; with too few for that, one chip at a time
            // goes on a bare pool, covering as many as the chips allow.
            const bool empty = t.chips.pool[static_cast<std::size_t>(p)] == 0;
            const int bareAfter = bare - (empty ? 1 : 0);
            if (rules_.coverAll && bareAfter > left - chips && !(bare >= left && empty && chips == 1)) continue;
            Action a;
            a.kind = ActionKind::Stake;
            a.pool = static_cast<std::int8_t>(p);
            a.chips = chips;
            out.add(a);
        }
    }
}

bool StakingRound::apply(Table& t, const Action& action, EventLog* events) const {
    const int seat = t.current;
    moveChips(t, EventType::Staked, seatAccount(seat), poolAccount(action.pool), action.chips, events, seat,
              action.pool);
    t.toStake[static_cast<std::size_t>(seat)] -= action.chips;
    return !advance(t, seat);
}

} // namespace poch
