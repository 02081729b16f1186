#include "poch/agent.h"

#include "beginner.h"
#include "expert.h"
#include "expert_one.h"
#include "oracle.h"
#include "standard.h"

#include <array>

namespace poch {

std::unique_ptr<Agent> makeAgent(Level level, std::shared_ptr<const Ruleset> rules, std::uint64_t seed) {
    switch (level) {
    case Level::Beginner: return std::make_unique<ai::Beginner>(seed);
    case Level::Standard: return std::make_unique<ai::Standard>(std::move(rules), seed);
    case Level::Expert: return std::make_unique<ai::Expert>(std::move(rules), seed);
    case Level::ExpertOne: return std::make_unique<ai::ExpertOne>(std::move(rules), seed);
    case Level::Oracle: return std::make_unique<ai::Oracle>(std::move(rules), seed);
    }
    return nullptr;
}

namespace {
constexpr std::array kLevelIds{"beginner", "standard", "expert", "expert-1", "oracle"};
static_assert(kLevelIds.size() == kLevelCount);
// The levels from here on are for tournaments only.
constexpr std::size_t kFirstTournamentLevel = static_cast<std::size_t>(Level::ExpertOne);
constexpr std::array kReasonIds{"only-choice", "guess",     "known-stop", "clears-suit", "takes-pool",
                                "early-special", "best-set", "pot-odds", "bluff",       "weak-hand",
                                "spread",      "keeps-card", "passes-card", "towards-pool", "lower-card-seen", "uncalled",
                                "search"};
static_assert(kReasonIds.size() == static_cast<std::size_t>(Reason::Search) + 1);
} // namespace

const char* levelId(Level level) { return kLevelIds[static_cast<std::size_t>(level)]; }

bool parseLevel(const std::string& id, Level& level, LevelScope scope) {
    const std::size_t count = scope == LevelScope::Table ? kFirstTournamentLevel : kLevelIds.size();
    for (std::size_t i = 0; i < count; ++i)
        if (id == kLevelIds[i]) {
            level = static_cast<Level>(i);
            return true;
        }
    return false;
}

const char* reasonId(Reason reason) { return kReasonIds[static_cast<std::size_t>(reason)]; }

} // namespace poch
