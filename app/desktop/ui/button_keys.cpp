#include "button_keys.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QKeySequence>
#include <QShortcut>

namespace poch::app {

namespace {
// The button's own shortcut, its letter alone, in place of the Alt one its
// words gave it; and a tooltip that names the key.
void keyAlone(QAbstractButton& button) {
    const QKeySequence alone = keyOf(button.text());
    button.setShortcut(alone);
    button.setToolTip(QCoreApplication::translate("poch::app::ButtonKeys", "%1 (%2)", "a button's words and its key: Pass (P)")
                          .arg(QString(button.text()).remove(QLatin1Char('&')), alone.toString(QKeySequence::NativeText)));
}
} // namespace

void giveKeys(QAbstractButton& button) {
    const QKeySequence withAlt = QKeySequence::mnemonic(button.text());
    if (withAlt.isEmpty()) return;
    keyAlone(button);
    // So Alt comes back as a shortcut beside it.
    auto* alt = new QShortcut(withAlt, &button);
    QObject::connect(alt, &QShortcut::activated, &button, &QAbstractButton::animateClick);
}

void rewordKeeping(QAbstractButton& button, const QString& text) {
    button.setText(text);
    const QKeySequence withAlt = QKeySequence::mnemonic(text);
    auto* alt = button.findChild<QShortcut*>();
    if (withAlt.isEmpty() || !alt) return;
    alt->setKey(withAlt);
    keyAlone(button);
}

QKeySequence keyOf(const QString& words) {
    const QKeySequence withAlt = QKeySequence::mnemonic(words);
    return withAlt.isEmpty() ? QKeySequence() : QKeySequence(withAlt[0].key());
}

QString withKeyShown(const QString& words, const QKeySequence& key) {
#ifdef Q_OS_MACOS
    Q_UNUSED(key);
    return words;
#else
    if (key.isEmpty()) return words;
    return words + QLatin1Char('\t') + key.toString(QKeySequence::NativeText);
#endif
}

} // namespace poch::app
