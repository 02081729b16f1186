// A box of chips in the bar (a bet, a raise, a stake) that takes what a
// person types as they mean it. A plain QSpinBox refused a keystroke that
// went past its range, so that 40 typed where 28 was the most became 4, and
// a figure below the least stood in the box while the button beside it
// still said the value before: a big bet became a small one unasked. Here a
// figure out of range may be typed, and means the nearest the range allows.
// It is as wide as three figures whatever its range, Return in it presses
// the button it goes with, and Ctrl+Z in it is the game's Undo.
#pragma once

#include <QPointer>
#include <QSpinBox>

class QPushButton;

namespace poch::app {

class ChipBox final : public QSpinBox {
    Q_OBJECT
public:
    explicit ChipBox(QWidget* parent = nullptr);
    // The chips the words in the box mean now, whole or still being typed:
    // a figure as the range allows it, or the value where there is none.
    int meant() const;
    // The box takes what it means, as its button is pressed.
    int take();
    // Return (or Enter) in the box presses `button`, as in a dialog: the
    // amount typed is the amount placed.
    void pressesOnReturn(QPushButton* button);

signals:
    // As the value is set, and at every keystroke, in range or not
    // (QSpinBox said nothing of a figure out of its range).
    void meantChanged(int chips);

protected:
    QValidator::State validate(QString& text, int& pos) const override;
    void fixup(QString& input) const override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QPointer<QPushButton> button_;
};

} // namespace poch::app
