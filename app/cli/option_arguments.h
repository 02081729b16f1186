#pragma once

#include "poch/ruleset.h"

#include <QString>
#include <QStringList>

namespace poch::cli {
// Reads --option name=value arguments (true, false or a number) into the
// ruleset's options; false with `error` set for a bad one.
bool readRulesetOptions(const QStringList& pairs, const RulesetInfo& info, Options& options, QString& error);
} // namespace poch::cli
