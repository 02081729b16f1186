#include "event_steps.h"

#include <algorithm>

namespace poch::app {

namespace {
// A player's decision: what follows it, up to the next, is what it caused
// (the log's running lines are given a step of that kind at a time).
bool isDecision(EventType type) {
    switch (type) {
    case EventType::Bet:
    case EventType::Passed:
    case EventType::Dropped:
    case EventType::CardPlayed:
    case EventType::Staked:
    case EventType::Declared:
    case EventType::Exchanged:
    case EventType::Kept: return true;
    default: return false;
    }
}

// Events [from, to) of one step, with the pools left standing after the
// pools won in the same step (a turned-up card may leave one standing
// before the others are paid, and a Sequence is paid after the others).
void carriedAfterPoolsWon(const EventLog& given, std::size_t from, std::size_t to, EventLog& events) {
    std::size_t last = to;
    for (std::size_t i = from; i < to; ++i)
        if (given[i].type == EventType::PoolCarried) last = i;
    for (std::size_t i = from; last < to && i < to; ++i)
        if (given[i].type == EventType::PoolWon) last = std::max(last, i);
    EventLog carried;
    for (std::size_t i = from; i < to; ++i) {
        if (given[i].type == EventType::PoolCarried) carried.push_back(given[i]);
        else events.push_back(given[i]);
        if (i == last) events.insert(events.end(), carried.begin(), carried.end());
    }
}

// What one player wins from one pot is told as one sum: the layers of
// the pot they won after another's bet was given back, and, where the bets
// lie in a pool (Pochen's centre pool), the pool's own chips. "Wins 78
// chips from the Centre pool", a bet given back, then "wins 4 chips from
// the Centre pool" read as one win told twice. Each such event is told
// straight after the first; the log's lines add them up.
void oneWinFromOnePot(EventLog& events, std::size_t from) {
    for (std::size_t i = from; i < events.size(); ++i) {
        const Event first = events[i];
        if (first.type != EventType::PotWon || static_cast<PotShare>(first.detail) == PotShare::Returned) continue;
        auto same = [&](const Event& e) { return sameWin(first, e); };
        std::size_t next = i + 1;
        while (next < events.size() && same(events[next])) ++next;
        for (std::size_t k = next; k < events.size(); ++k)
            if (same(events[k])) {
                const auto at = events.begin() + static_cast<std::ptrdiff_t>(next);
                std::rotate(at, events.begin() + static_cast<std::ptrdiff_t>(k), events.begin() + static_cast<std::ptrdiff_t>(k + 1));
                ++next;
            }
        i = next - 1;
    }
}

// What a card played brings its player at once, whatever else happens:
// the pool on it, or what the others pay for it (Pope, Spin, a King, a
// run ended in the nine bowls).
bool broughtByTheCard(const Event& e) {
    if (e.type == EventType::PoolWon) return static_cast<PoolWonBy>(e.detail) == PoolWonBy::Card;
    if (e.type != EventType::Payment) return false;
    switch (static_cast<PaymentReason>(e.detail)) {
    case PaymentReason::Pope:
    case PaymentReason::Spin:
    case PaymentReason::King:
    case PaymentReason::RunEnded: return true;
    default: return false;
    }
}

// Who won the deal is said before what they won by it: the deal's end is
// told straight after the card, stop or turned-up card that made it, and
// what that card brought (the chips on a boodle card), ahead of the pools
// and payments that settle the deal (which the rules make first). "Chloé
// is out of cards and wins the deal. Chloé wins 5 chips on the King of
// hearts" read as if the King's chips were won by going out (a tester).
// Where nothing made it in the step (a deal's summary, which holds wins
// only), the order stands.
void endBeforeItsSettling(EventLog& events, std::size_t from) {
    auto made = [](EventType type) { return type == EventType::CardPlayed || type == EventType::Stopped || type == EventType::CardTurned; };
    const auto begin = events.begin() + static_cast<std::ptrdiff_t>(from);
    const auto end = std::find_if(begin, events.end(), [](const Event& e) { return e.type == EventType::DealOver; });
    if (end == events.end()) return;
    auto after = end;
    while (after != begin && !made((after - 1)->type)) --after;
    if (after == begin) return;
    if ((after - 1)->type == EventType::CardPlayed)
        while (after != end && broughtByTheCard(*after)) ++after;
    auto last = end;
    while (last != events.end() && last->type == EventType::DealOver) ++last;
    std::rotate(after, end, last);
}
} // namespace

EventLog inTellingOrder(const EventLog& given) {
    EventLog events;
    for (std::size_t from = 0; from < given.size();) {
        std::size_t to = from + 1;
        while (to < given.size() && !isDecision(given[to].type)) ++to;
        const std::size_t step = events.size();
        carriedAfterPoolsWon(given, from, to, events);
        oneWinFromOnePot(events, step);
        endBeforeItsSettling(events, step);
        from = to;
    }
    return events;
}

bool sameWin(const Event& first, const Event& e) {
    if (first.type != EventType::PotWon || e.seat != first.seat || e.from != first.from) return false;
    if (e.type == EventType::PotWon) return e.detail == first.detail;
    return static_cast<PotShare>(first.detail) != PotShare::Returned && e.type == EventType::PoolWon
           && static_cast<PoolWonBy>(e.detail) == PoolWonBy::Card;
}

bool continuesLine(const EventLog& line, const Event& next) {
    if (line.empty() || next.type != line.front().type) return false;
    if (next.type == EventType::Staked) return next.seat == line.front().seat;
    // Winners tied on the fewest cards share the win.
    if (next.type == EventType::DealOver)
        return static_cast<DealEnd>(next.detail) == DealEnd::FewestCards && line.front().detail == next.detail;
    // Each player once: a player passing again starts another round. A
    // pass forced by a hand with nothing to bet on is told apart.
    return next.type == EventType::Passed && next.detail == line.front().detail
           && std::none_of(line.begin(), line.end(), [&](const Event& e) { return e.seat == next.seat; });
}

bool makeOneLine(const EventLog& events) {
    if (events.empty() || (events.front().type != EventType::Staked && events.front().type != EventType::Passed)) return false;
    EventLog line{events.front()};
    for (std::size_t i = 1; i < events.size(); line.push_back(events[i++]))
        if (!continuesLine(line, events[i])) return false;
    return true;
}

} // namespace poch::app
