// The computer opponents. A person and an agent are interchangeable: each
// is asked for one of the legal actions and gives it. An agent sees only
// its seat's observation, never the state, so it cannot cheat.
#pragma once

#include "poch/action_list.h"
#include "poch/observation.h"
#include "poch/ruleset.h"

#include <cstdint>
#include <memory>
#include <string>

namespace poch {

// The levels a seat at the table may have, then two for tournaments only:
// today's Expert as it was before its play was solved (`expert-1`), kept
// to measure the Expert against, and the oracle, which sees every card
// and so is no opponent for a person, only a yardstick of how much any
// honest player could still gain.
enum class Level : std::uint8_t { Beginner, Standard, Expert, ExpertOne, Oracle };
inline constexpr int kLevelCount = 5;

// Which levels an id may name: those a seat at the app's table may have
// (from the New Game dialog, a save or a record), or also those only
// tournaments play.
enum class LevelScope : std::uint8_t { Table, Tournament };

// Why an agent chose what it did, for hints; the app translates the id.
enum class Reason : std::uint8_t {
    OnlyChoice,   // the only legal action
    Guess,        // a beginner's pick
    KnownStop,    // keeps the lead: the run ends at a card nobody holds
    ClearsSuit,   // sheds a run of its own cards
    TakesPool,    // wins chips on the board at once
    EarlySpecial, // plays a card nothing can be played up to (Pope, an Ace)
    BestSet,      // bets on a strong set
    PotOdds,      // matching is worth what it costs
    Bluff,        // bets more than the hand is worth
    WeakHand,     // drops or passes: the hand is not worth it
    Spread,       // spreads stakes over the pools
    KeepsCard,    // a card worth keeping
    PassesCard,   // a low card passed on
    TowardsPool,  // a lead whose run goes up to a pool card of its own
    LowerCardSeen,// a card kept because a lower one is in sight in another hand
    Uncalled,     // bets with nobody else left in the betting to call it
    Search,       // best on average over the deals it could be
};

struct Choice {
    Action action;
    Reason reason = Reason::OnlyChoice;
};

class Agent {
public:
    virtual ~Agent() = default;
    virtual Level level() const = 0;
    // Whether it must be shown every card (State::observeEverything), not
    // its seat's observation: the oracle only, in tournaments only.
    virtual bool seesEverything() const { return false; }
    // `legal` is the seat's legal actions now; the answer is one of them.
    virtual Choice choose(const Observation& seen, const ActionList& legal) = 0;
};

// The same level, rules and seed make the same choices.
std::unique_ptr<Agent> makeAgent(Level level, std::shared_ptr<const Ruleset> rules, std::uint64_t seed);

const char* levelId(Level level);
// False for an unknown id and for a level outside `scope`.
bool parseLevel(const std::string& id, Level& level, LevelScope scope = LevelScope::Table);
const char* reasonId(Reason reason);

} // namespace poch
