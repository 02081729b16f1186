// Plays a game record through the rules, checking every action, as
// `poch-cli replay` does.
#pragma once

#include "poch/event.h"
#include "poch/game_record.h"
#include "poch/state.h"

#include <optional>
#include <string>
#include <vector>

namespace poch {

struct ReplayResult {
    std::optional<State> state;        // after the last action that was legal
    std::vector<EventLog> deals;       // the events of each deal
    std::optional<RecordError> error;  // the first offending place, if any
};

ReplayResult replay(const GameRecord& record);
// Parses and replays; never throws for bad input.
ReplayResult replayText(std::string_view json);
// The JSON object the replayer prints (see the spec), one line.
std::string replayReport(const ReplayResult& result);

// Builds the starting state of a record's match (ruleset, seats, chips,
// first dealer).
State startingState(const GameRecord& record);

} // namespace poch
