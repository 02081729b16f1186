#pragma once

#include <QStringList>

namespace poch::cli {
// `poch-cli analyse FILE --deal N --action M`: what the Expert's search
// makes of each choice at that moment of the record, as the coach in the
// app shows it. Returns the process exit status.
int runAnalyse(const QStringList& arguments);
} // namespace poch::cli
