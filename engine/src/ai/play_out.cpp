#include "play_out.h"

#include "lookahead.h"

namespace poch::ai {

PlayOut::PlayOut(std::shared_ptr<const Ruleset> rules) : rules_(std::move(rules)), solver_(*rules_) {}

bool PlayOut::trySolve(const Table& table, std::span<const Action> choices, std::int64_t limit, std::span<Gains> gains) {
    if (table.phase != Phase::Play || table.current < 0) return false;
    return solver_.trySolveEach(table, choices, limit, gains);
}

Gains PlayOut::finish(const Table& table, Random& luck) {
    State s(rules_, table);
    int guard = 0;
    while (s.dealInPlay() && s.currentSeat() >= 0 && ++guard < 2000) {
        s.legalActions(legal_);
        Action a;
        if (s.phase() == Phase::Betting && bets_ && !bets_->empty()) a = bets_->reply(s.table(), legal_, luck);
        else a = quickChoice(s, legal_, luck);
        s.applyLegal(a);
        ++quickWork_;
    }
    Gains gains = worthsOf(s.table());
    for (int seat = 0; seat < table.seats; ++seat) gains[static_cast<std::size_t>(seat)] -= worthOf(table, seat);
    return gains;
}

} // namespace poch::ai
