#pragma once

#include <QStringList>

namespace poch::cli {
// Returns the process exit status.
int runRules(const QStringList& arguments);
} // namespace poch::cli
