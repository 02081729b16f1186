// A short rules summary for each printable board, printed on the page
// after the board: enough to play at a real table with the board.
#pragma once

#include <QString>

namespace poch::app {

// The summary of the board with this id, translated; empty for an unknown id.
QString boardSummary(const QString& boardId);

} // namespace poch::app
