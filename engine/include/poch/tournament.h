// Computer opponents against each other on duplicate deals: every deal is
// played once for each rotation of the seats, so each player meets the
// same cards from every position and luck cancels out. A seat's score is
// the chips it won, with whatever is left on the board at the end shared
// equally among the seats, so the scores add up to zero.
#pragma once

#include "poch/agent.h"
#include "poch/options.h"

#include <cstdint>
#include <string>
#include <vector>

namespace poch {

// The most duplicate deals one tournament plays: each deal's outcome is
// kept until the end, and more would take days at the Expert's pace.
inline constexpr std::int64_t kMostTournamentDeals = 1'000'000;

struct TournamentSettings {
    std::string ruleset;
    Options options;
    std::vector<Level> seats;     // the line-up, one level a seat
    std::int64_t deals = 100;     // duplicate deals (each played seats times)
    std::uint64_t seed = 1;
    std::int32_t chips = 100;     // each seat's stack at the start of a deal
    int threads = 1;
};

struct Summary {
    double mean = 0;
    double halfWidth95 = 0;       // mean ± this is the 95% interval
};

struct LevelResult {
    Level level = Level::Beginner;
    Summary chipsPerDeal;
    double medianDecisionMs = 0;  // over the decisions with a real choice
    double maxDecisionMs = 0;
    std::int64_t decisions = 0;
};

struct TournamentResult {
    std::vector<Summary> seats;   // per line-up entry, chips won per deal
    std::vector<LevelResult> levels;
    std::int64_t gamesPlayed = 0; // deals (or matches) played, all rotations
    std::int64_t actions = 0;
    std::int64_t illegalActions = 0;
};

// Throws std::invalid_argument for bad settings.
TournamentResult runTournament(const TournamentSettings& settings);

} // namespace poch
