// What is wrong with a game record, in the program's language: the kind of
// fault the engine found and what it is about (an entry's name, a card, a
// game's id), never the engine's own English, which poch-cli prints.
#pragma once

#include "poch/game_record.h"

#include <QString>

namespace poch::app {

// A clause to follow "… cannot be read: " (no full stop), without the deal
// and action it happens in.
QString recordFaultWords(const RecordError& error);
// The same, a move the rules do not allow named with who makes it ("Anna
// may not play the nine of hearts there"), read from `record`, the record
// the error was found in.
QString recordFaultWords(const RecordError& error, const GameRecord& record);

} // namespace poch::app
