// The ids the engine speaks in: records, the command line and the app all
// use these strings, and the app maps them to translated words.
#include "poch/action.h"
#include "poch/event.h"
#include "poch/phase.h"

#include <array>

namespace poch {

namespace {
constexpr std::array kActionIds{"pass", "bet", "play", "stake", "declare", "exchange", "keep"};
constexpr std::array kEventIds{"deal-started", "cards-dealt", "card-turned", "cards-laid-aside", "ante",
                               "pool-won", "pool-carried", "bet", "pass", "drop", "showdown", "pot-won",
                               "card-played", "stop", "payment", "deal-over", "match-over", "stake",
                               "declare", "exchange", "keep", "life-lost", "seat-out", "excused", "tie-broken"};
constexpr std::array kBetKindIds{"open", "call", "raise", "all-in"};
constexpr std::array kPhaseIds{"awaiting-deal", "betting", "play", "match-over", "staking", "exchange"};
} // namespace

const char* actionKindId(ActionKind kind) { return kActionIds[static_cast<std::size_t>(kind)]; }

bool parseActionKind(const std::string& id, ActionKind& kind) {
    for (std::size_t i = 0; i < kActionIds.size(); ++i)
        if (id == kActionIds[i]) {
            kind = static_cast<ActionKind>(i);
            return true;
        }
    return false;
}

const char* eventTypeId(EventType type) { return kEventIds[static_cast<std::size_t>(type)]; }
const char* betKindId(BetKind kind) { return kBetKindIds[static_cast<std::size_t>(kind)]; }
const char* phaseId(Phase phase) { return kPhaseIds[static_cast<std::size_t>(phase)]; }

static_assert(kEventIds.size() == static_cast<std::size_t>(EventType::TieBroken) + 1);

} // namespace poch
