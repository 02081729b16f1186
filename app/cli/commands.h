// poch-cli's commands. Each takes the arguments after its name, parses
// them itself and returns the process's exit status.
#pragma once

#include <string>
#include <vector>

namespace poch::cli {

using Arguments = std::vector<std::string>;

// `poch-cli replay FILE|-`: the record checked, the resulting state as JSON.
int runReplay(const Arguments& arguments);
// `poch-cli analyse FILE --deal N --action M`: what the Expert's search
// makes of each choice at that moment of the record, as the coach in the
// app shows it.
int runAnalyse(const Arguments& arguments);
// `poch-cli rules [--json]`.
int runRules(const Arguments& arguments);
// `poch-cli simulate`: random (or the computer's) play, invariants checked.
int runSimulate(const Arguments& arguments);
// `poch-cli tournament`: the computer's levels on duplicate deals.
int runTournament(const Arguments& arguments);

} // namespace poch::cli
