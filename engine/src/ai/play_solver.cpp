#include "play_solver.h"

#include "position_key.h"

#include <cstdint>
#include <stdexcept>

namespace poch::ai {

namespace {
// Every decision but a declaration or a pass plays a card, so no line of
// play is longer than this.
constexpr int kDeepest = 2 * 52 + 16;
constexpr std::int64_t kNoLimit = INT64_MAX;
// Thrown through the search when its work is over the limit.
struct OverLimit {};
} // namespace

PlaySolver::PlaySolver(const Ruleset& rules, int tableBits)
    : rules_(rules), memo_(tableBits), tables_(kDeepest + 1), lists_(kDeepest + 1) {}

void PlaySolver::checkInPlay(const Table& position) const {
    if (position.phase != Phase::Play || position.current < 0)
        throw std::logic_error("the solver plays out the play of the cards only");
}

Gains PlaySolver::solve(const Table& position) {
    Gains gains{};
    trySolve(position, kNoLimit, gains);
    return gains;
}

bool PlaySolver::trySolve(const Table& position, std::int64_t limit, Gains& gains) {
    checkInPlay(position);
    limit_ = limit == kNoLimit ? kNoLimit : work_ + limit;
    tables_[0] = position;
    Gains end{};
    try {
        end = search(0);
    } catch (const OverLimit&) {
        return false;
    }
    const Gains before = worthsOf(position);
    for (int s = 0; s < position.seats; ++s) end[static_cast<std::size_t>(s)] -= before[static_cast<std::size_t>(s)];
    gains = end;
    return true;
}

void PlaySolver::solveEach(const Table& position, std::span<const Action> actions, std::span<Gains> gains) {
    trySolveEach(position, actions, kNoLimit, gains);
}

bool PlaySolver::trySolveEach(const Table& position, std::span<const Action> actions, std::int64_t limit,
                              std::span<Gains> gains) {
    checkInPlay(position);
    limit_ = limit == kNoLimit ? kNoLimit : work_ + limit;
    const Gains before = worthsOf(position);
    std::vector<Gains> found(actions.size());
    try {
        for (std::size_t i = 0; i < actions.size(); ++i) {
            tables_[0] = position;
            rules_.apply(tables_[0], actions[i], nullptr);
            ++work_;
            found[i] = search(0);
        }
    } catch (const OverLimit&) {
        return false;
    }
    for (std::size_t i = 0; i < actions.size(); ++i) {
        for (int s = 0; s < position.seats; ++s) found[i][static_cast<std::size_t>(s)] -= before[static_cast<std::size_t>(s)];
        gains[i] = found[i];
    }
    return true;
}

Gains PlaySolver::search(int depth) {
    Table& t = tables_[static_cast<std::size_t>(depth)];
    ActionList& legal = lists_[static_cast<std::size_t>(depth)];
    // Forced plays need no search and no memory.
    for (;;) {
        if (t.current < 0 || t.phase != Phase::Play) return worthsOf(t);
        legal.clear();
        rules_.legalActions(t, legal);
        if (legal.size() != 1) break;
        rules_.apply(t, legal[0], nullptr);
        if (++work_ > limit_) throw OverLimit{};
    }
    if (depth >= kDeepest) throw std::logic_error("a line of play longer than any deal");
    const Gains now = worthsOf(t);
    const std::uint64_t key = positionKey(t);
    Gains found{};
    if (memo_.find(key, found)) {
        for (int s = 0; s < t.seats; ++s) found[static_cast<std::size_t>(s)] += now[static_cast<std::size_t>(s)];
        return found;
    }
    const int seat = t.current;
    Table& next = tables_[static_cast<std::size_t>(depth + 1)];
    Gains best{};
    for (int i = 0; i < legal.size(); ++i) {
        next = t;
        rules_.apply(next, legal[i], nullptr);
        if (++work_ > limit_) throw OverLimit{};
        const Gains end = search(depth + 1);
        if (i == 0 || preferred(end, best, seat, t.seats)) best = end;
    }
    Gains gained = best;
    for (int s = 0; s < t.seats; ++s) gained[static_cast<std::size_t>(s)] -= now[static_cast<std::size_t>(s)];
    memo_.store(key, gained);
    return best;
}

} // namespace poch::ai
