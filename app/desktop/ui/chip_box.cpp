#include "chip_box.h"

#include <QLineEdit>

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
