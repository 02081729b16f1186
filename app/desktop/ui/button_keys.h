// The keys of a button under the table: the letter underlined in its words,
// pressed alone or with Alt as everywhere on the desktop. The underline
// thus tells the key in every language, and a translation that moves the
// underline moves the key with it.
#pragma once

#include <QKeySequence>
#include <QString>

class QAbstractButton;

namespace poch::app {

// Gives the button the key of its underlined letter, alone and with Alt,
// and a tooltip that names it. A button with no letter underlined gets
// no key.
void giveKeys(QAbstractButton& button);

// Gives a button with keys new words, keeping its keys and its tooltip in
// step. A plain setText gave it back the Alt key of its words in place of
// the letter alone, beside the Alt shortcut above, and the two clashed:
// after the raise box changed "Raise to 6", neither R nor Alt+R raised,
// and the tooltip still said "Raise to 6 (R)".
void rewordKeeping(QAbstractButton& button, const QString& text);

// The key giveKeys gives a button with these words: its underlined letter
// alone (empty where none is underlined).
QKeySequence keyOf(const QString& words);

// A menu item's words with the key of the button that does the same shown
// beside them, where a menu shows its shortcuts. The key stays the
// button's alone: given to the item as well, it would be one key for two
// shortcuts, and Qt answers such a key with neither. Not on macOS, whose
// menus would take the shown key for one of their own.
QString withKeyShown(const QString& words, const QKeySequence& key);

} // namespace poch::app
