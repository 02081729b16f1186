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
    // The learner's choice was the right one: why it was, shown above the
    // steps that follow until the learner goes on or chooses again. (Only a
    // wrong choice was explained, so a learner who chose right never learnt
    // why.)
    void showReason(const QString& why);
    // The lesson is over: its last words, and what to do next.
    void showEnd(const QString& text, int mistakes);

    QString stepText() const;
    QString refusalText() const;
    // The reason shown for a right choice, or empty.
    QString reasonText() const { return reason_; }
    // Everything the lesson's words say now, as shown.
    QString shownText() const;
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
    // The words: the reason for the last right choice, and the step.
    void showWords();
    QString say_;
    QString reason_;
    bool answered_ = false; // the step asked, and has been answered
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
