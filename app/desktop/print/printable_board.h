// The boards the app can print for a real table: one for every board it
// draws, each with the game it is for, its pools and their names in the
// player's language, and its size at the table.
#pragma once

#include "board_design.h"
#include "game_description.h"

#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

namespace poch::app {

struct PrintableBoard {
    QString id;          // "poch", "pope-joan-5", "newmarket", ...
    QString ruleset;     // the game it is for
    QString title;       // translated
    BoardDesign design;  // art and pools
    QSizeF trueSize;     // millimetres at the table
    bool round = false;  // a round board (else a tray or a mat)
    int mostPlayers = 6; // the most players the game seats (a score sheet column each)
    const GameDescription* game = nullptr; // the game it is for
};

class PrintableBoards {
public:
    // Every printable board, in the order of the game list.
    static QStringList ids();
    // poolCards: for a board of pool cards, the ones a match laid out
    // (empty: the game's customary set).
    static std::optional<PrintableBoard> find(const QString& id, CardSet poolCards = {});
};

} // namespace poch::app
