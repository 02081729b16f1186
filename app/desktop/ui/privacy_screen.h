// The screen over the table while it passes from one person to the next,
// where several people share the computer: "Anna's turn. Pass the computer
// to Anna." It covers the table until Anna presses its button (a click,
// or Return, Enter or Space while it has the keys), so that nobody sees
// the cards of the person before or after them. Nothing else lifts it: not
// a click beside the button (the second click of a card played with a
// double click), not a key held down, not a shortcut such as Ctrl+Z, and
// not a key pressed as the screen comes up: the person before pressed
// Return to play a card, and a second press showed Anna's hand to them.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace poch::app {

class PrivacyScreen final : public QWidget {
    Q_OBJECT
public:
    // Covers `table` (a widget it follows in size).
    explicit PrivacyScreen(QWidget* table);
    // How long after the screen comes up its keys are still the last
    // person's: longer than a key pressed twice, shorter than passing the
    // computer on.
    static constexpr int kSettleMs = 700;
    // Up for `name`'s turn, or for their review of the deal just over.
    enum class Why { Turn, Review };
    // `earlierDeal`: a review's deal where it is not the one just over
    // ("in this deal" was said of deal 1 reviewed after deal 2).
    void showFor(const QString& name, Why why = Why::Turn, int earlierDeal = 0);
    QString text() const;
    QPushButton* button() const { return button_; }
    // Gone without anyone taking the seat: the table it covered is no
    // longer the one in play (another match, a move taken back).
    void withdraw();

signals:
    // The person named has taken the seat.
    void taken();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void take();
    // Lets go of the keys before hiding: hidden with them, the screen
    // would hand them on to the next widget in the window (the log), and
    // Return would then do nothing. The window puts them where the
    // person's decision is.
    void letGoOfTheKeys();
    // Whether a key now may still be the last person's (kSettleMs).
    bool settling() const;
    QElapsedTimer shown_;
    QLabel* words_;
    QPushButton* button_;
};

} // namespace poch::app
