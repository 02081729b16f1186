// The lesson beside the table: its title, the step being shown, what the
// lesson says of a choice it does not accept, and the buttons to go on,
// to leave, and at the end to play the game for real or learn another.
#pragma once

#include "note_panel.h"

class QBoxLayout;
class QLabel;
class QPushButton;

namespace poch::app {

class ScrollingWords;

class LessonPanel final : public NotePanel {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    // A step's words and the reason Why? gives, if any.
    struct StepWords {
        QString say;
        QString why;
    };
    // `steps`: the words of every step of the lesson, whose room is kept
    // from the start, as they are shown with their reason or done too, so
    // that the buttons below them stay where they are.
    void begin(const QString& game, const QList<StepWords>& steps = {});
    // A step: `waits` when the game goes on only after Continue. A step
    // that asks for a choice may give its reason, `why`, which Why? shows.
    void showStep(const QString& text, int number, int count, bool waits, const QString& why = {});
    // A choice the lesson does not accept, and why; `asGood` where it was
    // as good as the lesson's, which only keeps to its deal.
    void showRefusal(const QString& why, bool asGood = false);
    // The learner has made the choice asked for: its reason, asked for or
    // not, is no longer the question (it spoke of the move still to come),
    // nor is the refusal of a choice before it.
    void showAnswered();
    // The lesson is over: its last words, and what to do next.
    void showEnd(const QString& text, int mistakes);

    QString stepText() const;
    QString progressText() const;
    QString refusalText() const;
    // Everything the lesson's words say now, as shown.
    QString shownText() const;
    bool waiting() const;
    QPushButton* continueButton() { return continue_; }
    QPushButton* whyButton() { return why_; }
    QPushButton* leaveButton() { return leave_; }
    QPushButton* playButton() { return play_; }
    QPushButton* anotherButton() { return another_; }

signals:
    void continued();
    // Why? was pressed: its reason shows, and the keys are nowhere.
    void reasonAsked();
    void leaveWanted();
    void playWanted();
    void anotherWanted();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static QString withReason(const QString& say, const QString& why);
    static QString withDone(const QString& words);
    // The buttons side by side where their words fit, else one above the other.
    void fitButtons();
    // The step's words, and its reason once asked for.
    void showWords();
    // The refusal of a choice goes, and with it the room it took from the
    // step's words.
    void hideRefusal();
    QString say_;
    QString reason_;
    bool reasonShown_ = false;
    bool answered_ = false; // the step's choice is made
    QBoxLayout* buttons_;
    QLabel* title_;
    QLabel* progress_;
    ScrollingWords* text_;
    QLabel* refusal_;
    QPushButton* continue_;
    QPushButton* why_;
    QPushButton* play_;
    QPushButton* another_;
    QPushButton* leave_;
};

} // namespace poch::app
