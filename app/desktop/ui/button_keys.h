// The keys of a button under the table: the letter underlined in its words,
// pressed alone or with Alt as everywhere on the desktop. The underline
// thus tells the key in every language, and a translation that moves the
// underline moves the key with it.
#pragma once

class QAbstractButton;
class QString;

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

} // namespace poch::app
