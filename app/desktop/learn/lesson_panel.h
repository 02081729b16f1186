// The lesson beside the table: its title, the step being shown, what the
// lesson says of a choice it does not accept, and the buttons to go on,
// to leave, and at the end to play the game for real or learn another.
#pragma once

#include <QFrame>

class QBoxLayout;
class QLabel;
class QPushButton;

namespace poch::app {

class ScrollingWords;

class LessonPanel final : public QFrame {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    void begin(const QString& game);
    // A step: `waits` when the game goes on only after Continue.
    void showStep(const QString& text, int number, int count, bool waits);
    // A choice the lesson does not accept, and why.
    void showRefusal(const QString& why);
    // The lesson is over: its last words, and what to do next.
    void showEnd(const QString& text, int mistakes);

    QString stepText() const;
    QString refusalText() const;
    bool waiting() const;
    QPushButton* continueButton() { return continue_; }
    QPushButton* leaveButton() { return leave_; }
    QPushButton* playButton() { return play_; }
    QPushButton* anotherButton() { return another_; }

signals:
    void continued();
    void leaveWanted();
    void playWanted();
    void anotherWanted();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The buttons side by side where their words fit, else one above the other.
    void fitButtons();
    QBoxLayout* buttons_;
    QLabel* title_;
    QLabel* progress_;
    ScrollingWords* text_;
    QLabel* refusal_;
    QPushButton* continue_;
    QPushButton* play_;
    QPushButton* another_;
    QPushButton* leave_;
};

} // namespace poch::app
