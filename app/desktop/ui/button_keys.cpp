#include "button_keys.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QKeySequence>
#include <QShortcut>

namespace poch::app {

void giveKeys(QAbstractButton& button) {
    const QKeySequence withAlt = QKeySequence::mnemonic(button.text());
    if (withAlt.isEmpty()) return;
    const QKeySequence alone(withAlt[0].key());
    // The button's own shortcut takes the place of the Alt one its words
    // gave it, so Alt comes back as a shortcut beside it.
    button.setShortcut(alone);
    auto* alt = new QShortcut(withAlt, &button);
    QObject::connect(alt, &QShortcut::activated, &button, &QAbstractButton::animateClick);
    button.setToolTip(QCoreApplication::translate("poch::app::ButtonKeys", "%1 (%2)", "a button's words and its key: Pass (P)")
                          .arg(QString(button.text()).remove(QLatin1Char('&')), alone.toString(QKeySequence::NativeText)));
}

} // namespace poch::app
