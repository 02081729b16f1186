#pragma once

#include <QStringList>

namespace poch::cli {
// Returns the process exit status.
int runTournament(const QStringList& arguments);
} // namespace poch::cli
