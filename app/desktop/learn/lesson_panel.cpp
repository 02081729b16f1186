#include "lesson_panel.h"

#include "scrolling_words.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace poch::app {

// A parchment note beside the table, so that the lesson's words stand
// apart from the game's own; a refusal in it is blushed.
LessonPanel::LessonPanel(QWidget* parent) : NotePanel(QStringLiteral("lessonPanel"), QColor(0xe0, 0xb8, 0x50), parent) {
    addInnerNote(QStringLiteral("lessonRefusal"), QColor(0xe0, 0x60, 0x30));
    // As wide as the side panel is, whatever the length of the words in it:
    // a long step must not push the table aside.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    progress_ = new QLabel(this);
    progress_->setWordWrap(true); // "The lesson is over. 2 choices needed another try." is long
    // A long step, or the lesson's last words over a deal's summary, scroll
    // rather than run on under the buttons; three fifths of the window at most.
    text_ = new ScrollingWords(this, 60, 0.6);
    text_->label()->setTextFormat(Qt::PlainText);
    text_->label()->setAccessibleName(tr("The lesson"));
    refusal_ = new QLabel(this);
    refusal_->setObjectName(QStringLiteral("lessonRefusal"));
    refusal_->setWordWrap(true);
    refusal_->setTextFormat(Qt::PlainText);
    refusal_->setAccessibleName(tr("Why not"));
    refusal_->hide();
    continue_ = new QPushButton(tr("&Continue"), this);
    continue_->setAccessibleName(tr("Continue the lesson"));
    // Asked for, not shown unasked: after the choice the reason only
    // repeated what the next step tells, and before it, it gives the
    // answer away.
    why_ = new QPushButton(tr("&Why?"), this);
    why_->setAccessibleName(tr("Why this choice"));
    play_ = new QPushButton(tr("&Play This Game…"), this);
    play_->setAccessibleName(tr("Play this game for real"));
    another_ = new QPushButton(tr("Another &Lesson…"), this);
    another_->setAccessibleName(tr("Choose another lesson"));
    leave_ = new QPushButton(tr("L&eave the Lesson"), this);
    leave_->setAccessibleName(tr("Leave the lesson"));
    // Side by side, or one above the other where the panel is too narrow
    // for their words (fitButtons).
    // In a box a button high even with none shown in it, so that Leave
    // the Lesson below stays where it is from step to step and as Why?
    // goes (it rose by a row, a tester): an empty layout takes no room.
    auto* buttonsBox = new QWidget(this);
    buttons_ = new QBoxLayout(QBoxLayout::LeftToRight, buttonsBox);
    buttons_->setContentsMargins(0, 0, 0, 0);
    buttonsBox->setMinimumHeight(continue_->sizeHint().height());
    for (QPushButton* b : {continue_, why_, play_, another_}) buttons_->addWidget(b, 0, Qt::AlignLeft);
    // Wide, never tall, whichever way the buttons run.
    buttons_->addSpacerItem(new QSpacerItem(0, 0, QSizePolicy::Expanding, QSizePolicy::Minimum));
    auto* leaveRow = new QHBoxLayout;
    leaveRow->addStretch(1);
    leaveRow->addWidget(leave_);
    layout->addWidget(title_);
    layout->addWidget(progress_);
    layout->addWidget(text_);
    layout->addWidget(refusal_);
    layout->addWidget(buttonsBox);
    layout->addLayout(leaveRow);
    connect(continue_, &QPushButton::clicked, this, [this] {
        // The keys leave with it, rather than fall to the next button
        // (Leave the Lesson, which a second Return would press); the window
        // puts them on the table's cards when the learner is to play.
        continue_->clearFocus();
        continue_->hide();
        emit continued();
    });
    connect(why_, &QPushButton::clicked, this, [this] {
        // The keys go back to the table, where the choice is made.
        why_->clearFocus();
        why_->hide();
        reasonShown_ = true;
        showWords();
        emit reasonAsked();
    });
    connect(leave_, &QPushButton::clicked, this, &LessonPanel::leaveWanted);
    connect(play_, &QPushButton::clicked, this, &LessonPanel::playWanted);
    connect(another_, &QPushButton::clicked, this, &LessonPanel::anotherWanted);
    begin(QString());
}

void LessonPanel::begin(const QString& game, const QList<StepWords>& steps) {
    title_->setText(tr("<b>Learn to play: %1</b>").arg(game.toHtmlEscaped()));
    // Each step as it may be shown: its words, with the reason Why? adds,
    // or with "Done" once the choice is made. The longest kept the room of
    // the words alone, and Leave the Lesson moved down as Why? was pressed
    // and as a choice was made (a newcomer).
    QStringList shown;
    for (const StepWords& step : steps) {
        shown << step.say << withDone(step.say);
        if (!step.why.isEmpty()) shown << withReason(step.say, step.why);
    }
    text_->reserveFor(shown);
    progress_->clear();
    say_.clear();
    reason_.clear();
    reasonShown_ = false;
    answered_ = false;
    showWords();
    hideRefusal();
    continue_->hide();
    why_->hide();
    play_->hide();
    another_->hide();
}

void LessonPanel::showStep(const QString& text, int number, int count, bool waits, const QString& why) {
    progress_->setText(tr("Step %1 of %2").arg(number).arg(count));
    say_ = text;
    answered_ = false;
    reason_ = waits ? QString() : why;
    reasonShown_ = false;
    showWords();
    hideRefusal();
    continue_->setVisible(waits);
    why_->setVisible(!reason_.isEmpty());
    fitButtons();
    if (waits) continue_->setFocus();
}

void LessonPanel::showRefusal(const QString& why, bool asGood) {
    // "Not this time" of a choice the lesson says makes no difference read
    // as a contradiction, and counted as a mistake.
    refusal_->setText(asGood ? tr("That would do as well, but this lesson goes the other way. %1").arg(why)
                             : tr("Not this time. %1 Try again.").arg(why));
    refusal_->show();
    // In the room of the step's words, which scroll the while: the panel
    // keeps its height, and Leave the Lesson its place.
    text_->lend(refusal_->heightForWidth(text_->width()) + layout()->spacing());
    // The refusal gives the reason (or a better one): not twice.
    why_->hide();
    reasonShown_ = false;
    showWords();
}

void LessonPanel::showAnswered() {
    // The step is done: its words, greyed, say so, while the others play
    // on to the next ("And your last chip on the Jack of spades" stood as
    // if still asked, a tester).
    answered_ = true;
    why_->hide();
    // Nor "Not this time" of a choice before it: it stood on while the
    // others played after the right one.
    hideRefusal();
    reasonShown_ = false;
    showWords();
}

void LessonPanel::hideRefusal() {
    refusal_->hide();
    text_->lend(0);
}

QString LessonPanel::withReason(const QString& say, const QString& why) { return tr("%1\n\nWhy: %2").arg(say, why); }

QString LessonPanel::withDone(const QString& words) { return tr("%1\n\n✓ Done. The next step comes when the game gets there.").arg(words); }

void LessonPanel::showWords() {
    const QString words = reasonShown_ ? withReason(say_, reason_) : say_;
    text_->setText(answered_ && !say_.isEmpty() ? withDone(words) : words);
    text_->label()->setEnabled(!answered_);
}

QString LessonPanel::shownText() const { return text_->text(); }

void LessonPanel::showEnd(const QString& text, int mistakes) {
    // English has no translation file, so its two forms are two texts.
    progress_->setText(mistakes == 0   ? tr("The lesson is over, with every choice right the first time.")
                       : mistakes == 1 ? tr("The lesson is over. %n choice needed another try.", nullptr, mistakes)
                                       : tr("The lesson is over. %n choices needed another try.", nullptr, mistakes));
    say_ = text;
    reason_.clear();
    reasonShown_ = false;
    answered_ = false;
    showWords();
    hideRefusal();
    continue_->hide();
    why_->hide();
    play_->show();
    another_->show();
    fitButtons();
    play_->setFocus();
}

QString LessonPanel::stepText() const { return say_; }
QString LessonPanel::progressText() const { return progress_->text(); }
QString LessonPanel::refusalText() const { return refusal_->isHidden() ? QString() : refusal_->text(); }
bool LessonPanel::waiting() const { return !continue_->isHidden(); }

void LessonPanel::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    fitButtons();
}

// Side by side, "Play This Game…" and "Another Lesson…" were cut in a
// narrow panel (760x540, German's more); one above the other always, they
// took a line from the lesson's last words.
void LessonPanel::fitButtons() {
    int across = 0;
    int shown = 0;
    for (QPushButton* b : {continue_, why_, play_, another_})
        if (!b->isHidden()) {
            across += b->sizeHint().width();
            ++shown;
        }
    across += std::max(0, shown - 1) * buttons_->spacing();
    const QMargins margins = layout()->contentsMargins();
    const int room = contentsRect().width() - margins.left() - margins.right();
    buttons_->setDirection(across <= room ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

} // namespace poch::app
