// How the others bet, as the Expert expects them to (and itself, later in
// the same round): by a good player's rules (thumb_bet.h, the Standard
// player's), from its chance of holding the best set against the players
// still in, reckoned roughly from its own hand alone against hands dealt
// at random from the cards not in sight, but raising again at every turn
// while its chance stays very good (see reply()). A raise is what a bluff
// must get past.
// The same model reads the others' bets: a guess that gives an opener or
// a raiser a weak hand, or one who dropped a strong one, counts for less.
//
// Only sums, products and comparisons of numbers: the same on every
// machine, so the same seed makes the same choices everywhere.
#pragma once

#include "poch/observation.h"
#include "poch/random.h"
#include "poch/ruleset.h"

#include <cstdint>
#include <vector>

namespace poch::ai {

class BetModel {
public:
    // An empty model: no betting to read.
    BetModel() = default;
    // Deals `samples` hands at random from the cards not in everyone's
    // sight, to weigh a hand's set against.
    BetModel(const Ruleset& rules, const Observation& seen, Random& random, int samples = 512);

    bool empty() const { return hands_.empty(); }
    // The same players, but reckoning what a bet would win as the chips in
    // the betting pot account and the pool for the winner only: missing
    // the bets that lie in a pool of the board, as the Standard player did
    // before (and expert-1 still does). Such players drop to nearly any bet
    // there.
    BetModel countingTheBetsAccountOnly() const {
        BetModel narrow = *this;
        narrow.countsEverything_ = false;
        return narrow;
    }
    // The chance that `seat`'s hand in `table` beats every other hand
    // still in the betting, as that seat would reckon it.
    double chanceOfBest(const Table& table, int seat) const;
    // What the seat to act in `table` bets (one of `legal`), reckoning its
    // chance roughly, with `luck`.
    Action reply(const Table& table, const ActionList& legal, Random& luck) const;
    // How likely the others' betting so far (committed, dropped, passed)
    // is if they hold what `guess` gives them, 1 where nobody has acted.
    double likelihood(const Table& guess, int viewer) const;

private:
    // The share of the imagined hands sharing no card with `own` that are
    // weaker than `strength` (ties count half).
    double beats(std::uint32_t strength, CardSet own) const;
    double chance(const Table& table, int seat, CardSet hand) const;

    struct Imagined {
        CardSet cards;
        std::uint32_t strength;
    };
    const Ruleset* rules_ = nullptr;
    std::vector<Imagined> hands_;
    bool countsEverything_ = true;
};

} // namespace poch::ai
