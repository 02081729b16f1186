#include "chip_box.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>

namespace poch::app {

namespace {
// The figure typed, without the box's prefix and suffix; false where the
// words are not a whole number.
bool figure(const QSpinBox& box, QString text, int* chips) {
    if (text.startsWith(box.prefix())) text.remove(0, box.prefix().size());
    if (!box.suffix().isEmpty() && text.endsWith(box.suffix())) text.chop(box.suffix().size());
    bool ok = false;
    *chips = text.trimmed().toInt(&ok);
    return ok;
}
} // namespace

ChipBox::ChipBox(QWidget* parent) : QSpinBox(parent) {
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    // Typed (the edit's words), or set (the value: the box writes its edit
    // with the edit's signals blocked).
    connect(lineEdit(), &QLineEdit::textChanged, this, [this] { emit meantChanged(meant()); });
    connect(this, &QSpinBox::valueChanged, this, [this] { emit meantChanged(meant()); });
    // As wide as three figures, whatever its range: sized by its range, it
    // narrowed when the chips left to stake went from 10 to 9, and the
    // controls beside it moved under the pointer.
    QSpinBox widest;
    widest.setFont(font());
    widest.setRange(0, 999);
    setMinimumWidth(widest.sizeHint().width());
}

// Ctrl+Z (and its redo) in the box is the game's Undo, not the box's:
// undoing a digit typed there is worth little, and the box has the keys
// from the start of Newmarket's staking, where it swallowed the key.
bool ChipBox::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore(); // left to the window's shortcut
            return true;
        }
    }
    return QSpinBox::event(event);
}

void ChipBox::pressesOnReturn(QPushButton* button) { button_ = button; }

void ChipBox::keyPressEvent(QKeyEvent* event) {
    if (button_ && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        button_->click();
        return;
    }
    QSpinBox::keyPressEvent(event);
}

int ChipBox::meant() const {
    int chips = 0;
    if (!figure(*this, text(), &chips)) return value();
    return std::clamp(chips, minimum(), maximum());
}

int ChipBox::take() {
    setValue(meant());
    return value();
}

QValidator::State ChipBox::validate(QString& text, int& pos) const {
    const QValidator::State state = QSpinBox::validate(text, pos);
    int chips = 0;
    // Past the range, a figure is still being typed, not refused.
    if (state == QValidator::Invalid && figure(*this, text, &chips) && chips >= 0) return QValidator::Intermediate;
    return state;
}

void ChipBox::fixup(QString& input) const {
    int chips = 0;
    if (figure(*this, input, &chips)) input = textFromValue(std::clamp(chips, minimum(), maximum()));
}

} // namespace poch::app
