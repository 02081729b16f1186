// Which board a ruleset is played on, and where on it each of the
// ruleset's pools lies: the element ids of the board's SVG (see
// assets/boards/README.md). The board art holds no words; the pool names
// are drawn over it in the player's language.
#pragma once

#include "poch/ruleset.h"

#include <QString>
#include <QVector>

namespace poch::app {

struct PoolPlace {
    int pool = 0;       // the ruleset's pool index
    QString area;       // element where the chips lie
    QString label;      // element where the name is written, or empty
    QString card;       // element where a pool card lies, or empty
    QString name;       // translated
    QString shortName;  // a pool card's short name ("Q♥"), or empty
    QString inSentence; // "the Queen of hearts", "Marriage" (texts::poolInSentence)
};

struct BoardDesign {
    QString id;         // "poch", "pope-joan", ...
    QString file;       // the SVG, in the resources
    QString printId;    // the printable board it is (see PrintableBoards)
    QVector<PoolPlace> pools;
};

// poolCards: where the pools are cards, the ones laid out (a match's, see
// poch/pool_cards.h); empty for the game's customary set.
BoardDesign boardFor(const Ruleset& rules, CardSet poolCards = {});

} // namespace poch::app
