#pragma once

#include "poch/ruleset.h"

#include <string>
#include <vector>

namespace poch::cli {
// Reads --option name=value arguments (true, false or a number) into the
// ruleset's options; false with `error` set for a bad one.
bool readRulesetOptions(const std::vector<std::string>& pairs, const RulesetInfo& info, Options& options,
                        std::string& error);
} // namespace poch::cli
