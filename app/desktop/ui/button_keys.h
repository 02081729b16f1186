// The keys of a button under the table: the letter underlined in its words,
// pressed alone or with Alt as everywhere on the desktop. The underline
// thus tells the key in every language, and a translation that moves the
// underline moves the key with it.
#pragma once

class QAbstractButton;

namespace poch::app {

// Gives the button the key of its underlined letter, alone and with Alt,
// and a tooltip that names it. A button with no letter underlined gets
// no key.
void giveKeys(QAbstractButton& button);

} // namespace poch::app
