// Whole matches of random legal play: what `poch-cli simulate` runs and
// what the invariant tests sample. Every deal is seeded from the one seed,
// so a run can be repeated exactly.
#pragma once

#include "poch/game_record.h"
#include "poch/random.h"
#include "poch/state.h"

#include <cstdint>
#include <functional>
#include <string>

namespace poch {

// The random player: a legal action, uniform among the kinds of action
// offered (pass, bet, play a card, ...), then uniform within the kind,
// except that a bet is mostly the least allowed plus a chip or two, and
// only sometimes any amount up to all in. Betting every amount uniformly
// would empty a stack in the first deal and leave the later stages of a
// match untested.
Action randomAction(const ActionList& legal, Random& random);

// Shuffles a fresh pack and deals it as the rules deal.
DealLayout shuffledDeal(const Ruleset& rules, int dealer, Random& random);
// The same for the deal due on a table (seats out of the match get no cards).
DealLayout shuffledDeal(const Ruleset& rules, const Table& table, Random& random);

struct SimulationSettings {
    std::string ruleset;
    Options options;
    int seats = 4;
    std::int32_t chips = 50;  // each seat's starting stack
    std::int64_t deals = 1;   // in all, over as many matches as that takes
    std::uint64_t seed = 1;
    bool checks = true;       // run the InvariantChecker after every step
    bool recordFirstMatch = false;
    // Seats played by the computer's players instead of at random: seat s
    // at level s mod 3 (Beginner, Standard, Expert), so every level plays.
    bool agents = false;
};

struct SimulationSummary {
    std::int64_t deals = 0;
    std::int64_t matches = 0;
    std::int64_t actions = 0;
    std::int64_t checks = 0;       // invariant checks run
    GameRecord firstMatch;         // when recordFirstMatch
    std::vector<std::int32_t> firstMatchChips;
};

// Throws InvariantBroken (or std::invalid_argument for bad settings).
SimulationSummary simulate(const SimulationSettings& settings);

} // namespace poch
