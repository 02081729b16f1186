#include "reading.h"

#include "core/portable_exp.h"

#include <array>

namespace poch::ai {

namespace {
// A lone card asked to be exchanged: almost surely a low one, rarely a
// middling one, hardly ever a high one. A logistic curve around the seven,
// floored so that no choice is impossible.
double chanceToExchange(Card c) {
    const int value = aceLowValue(c);
    // Not std::exp, whose last bit differs between C libraries.
    const double p = 1.0 / (1.0 + portableExp(1.3 * (value - 6.5)));
    return 0.03 + 0.94 * p;
}

double likelihood(const PastDecision& d) {
    if (d.hand.size() != 1) return 1.0;
    switch (d.action.kind) {
    case ActionKind::Exchange: return chanceToExchange(d.hand.first());
    case ActionKind::Keep: return 1.0 - chanceToExchange(d.hand.first());
    default: return 1.0;
    }
}
} // namespace

double likelihoodOfPlay(const Ruleset& rules, const Table& guess, int viewer) {
    std::array<PastDecision, kMaxSeats * 2> decisions{};
    const int n = rules.pastDecisions(guess, decisions);
    double w = 1.0;
    for (int i = 0; i < n; ++i)
        if (decisions[static_cast<std::size_t>(i)].seat != viewer) w *= likelihood(decisions[static_cast<std::size_t>(i)]);
    return w;
}

} // namespace poch::ai
