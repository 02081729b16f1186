// Every ruleset the engine knows, by its record id.
#pragma once

#include "poch/ruleset.h"

#include <memory>
#include <string>
#include <vector>

namespace poch {

const std::vector<const RulesetInfo*>& allRulesets();
// nullptr for an unknown id.
const RulesetInfo* findRuleset(const std::string& id);
// Throws std::invalid_argument for an unknown id or a seat count the
// ruleset does not allow.
std::shared_ptr<const Ruleset> makeRuleset(const std::string& id, const Options& options, int seats);

} // namespace poch
