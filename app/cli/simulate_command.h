#pragma once

#include <QStringList>

namespace poch::cli {
// Returns the process exit status.
int runSimulate(const QStringList& arguments);
} // namespace poch::cli
