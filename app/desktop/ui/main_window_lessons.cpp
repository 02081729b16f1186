// MainWindow and the lessons (Help ▸ Learn to Play): a lesson's deal at the
// table, its steps beside it, the learner's choices judged, and the way
// back to the game that was in play.
#include "main_window.h"

#include "table_notice.h"

#include "action_bar.h"
#include "card_item.h"
#include "learn_dialog.h"
#include "lesson_guide.h"
#include "lesson_panel.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "rule_texts.h"
#include "table_animator.h"
#include "table_scene.h"
#include "table_view.h"

#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTimer>

namespace poch::app {

void MainWindow::connectLesson() {
    connect(lessonPanel_, &LessonPanel::continued, this, &MainWindow::onLessonContinued);
    connect(lessonPanel_, &LessonPanel::leaveWanted, this, [this] { leaveLesson(); });
    connect(lessonPanel_, &LessonPanel::anotherWanted, this, &MainWindow::learnToPlay);
    connect(lessonPanel_, &LessonPanel::playWanted, this, &MainWindow::playLessonGame);
    connect(guide_, &LessonGuide::refused, this, &MainWindow::onLessonRefused);
    connect(guide_, &LessonGuide::accepted, lessonPanel_, &LessonPanel::showAnswered);
    // The reason read, the keys go back to the choice.
    connect(lessonPanel_, &LessonPanel::reasonAsked, this, [this] {
        if (session_.person() && session_.person()->waiting()) placeKeys(true);
    });
}

void MainWindow::learnToPlay() {
    LearnDialog dialog(session_.active() ? QString::fromStdString(session_.state().rules().info().id) : QString(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().isEmpty()) return;
    if (const QString error = startLesson(dialog.chosen()); !error.isEmpty()) warn(tr("Learn to Play"), error);
}

QString MainWindow::startLesson(const QString& ruleset) {
    QString error;
    auto lesson = Lesson::read(Lesson::pathOf(ruleset), &error);
    if (!lesson) return tr("The lesson for %1 cannot be read: %2").arg(texts::rulesetName(ruleset), error);
    animator_->skip();
    if (watching_ != Watching::No) watch(Watching::No);
    // The game in play is kept in its autosave, which the lesson never
    // touches; leaving the lesson resumes it. Said so: a lesson begun over
    // a match looked as if it had thrown the match away (a tester).
    const bool gameKept = session_.active() && !session_.inLesson() && !session_.state().matchOver();
    const QString keptGame = gameKept ? QString::fromStdString(session_.record().ruleset) : QString();
    // With the lines its log said beside it: they come back with it.
    autosave();
    const GameRecord script = lesson->record();
    const int learner = lesson->learner();
    QList<LessonPanel::StepWords> steps;
    for (const LessonStep& step : lesson->steps()) steps.push_back({step.say.text(), step.why.text()});
    guide_->begin(std::move(*lesson));
    lessonPanel_->begin(texts::rulesetName(ruleset), steps);
    lessonPanel_->show();
    clearLog();
    // The learner plays under their own name, as in New Game; the lesson
    // speaks to them as "you".
    const QString name = QSettings().value(QStringLiteral("newGame/name0"), MatchSettings::personName()).toString();
    if (const QString problem = session_.startLesson(script, learner, name.isEmpty() ? MatchSettings::personName() : name); !problem.isEmpty()) {
        guide_->end();
        lessonPanel_->hide();
        return problem;
    }
    // The lesson judges the learner's choices.
    if (PersonSeat* learnerSeat = session_.person())
        learnerSeat->setReferee([this](const Action& a) { return guide_->judge(session_.lessonMoment(), a); });
    if (gameKept) {
        remark(Remark::GameKept, {keptGame});
        notice_->say(tr("Your game of %1 is kept: it comes back as it stands when you leave the lesson.").arg(texts::rulesetName(keptGame)), 8000);
    }
    return {};
}

void MainWindow::leaveLesson(BackToTheGame back) {
    if (!guide_->active()) return;
    animator_->skip();
    guide_->end();
    lessonPanel_->hide();
    betweenDeals_ = false;
    clearLog();
    session_.close();
    // Back to the game that was in play, if there was one, with the lines
    // its log said beside it, kept beside its autosave.
    if (back == BackToTheGame::No || !offerResume(false)) refresh();
}

// The table is at rest: a step of the lesson may be due before the game
// goes on. A step that only tells waits for Continue; a step that asks
// leaves the learner to choose. Where the stakes come before the cards,
// the table rests once more after the last stake, with the cards still to
// be dealt: they are dealt first, since the steps at that moment speak of
// the table as dealt.
void MainWindow::goOn() {
    // Nobody plays on behind a dialog, where the person cannot see the
    // table: a save asked for there kept a later moment than the one on
    // the screen, the person's forced move made behind it (a tester).
    if (QApplication::activeModalWidget()) {
        if (!goOnWhenFree_) {
            goOnWhenFree_ = true;
            goOnOnceFree();
        }
        return;
    }
    if (guide_->active() && session_.inLesson() && !session_.match().dealDue()) {
        const int moment = session_.lessonMoment();
        if (const LessonStep* step = guide_->stepDue(moment)) {
            const bool waits = !step->decide;
            lessonPanel_->showStep(step->say.text(), guide_->shown(), guide_->numbered(), waits, step->why.text());
            if (waits) return;
        }
    }
    session_.proceed();
}

// Looked for, not waited for as an event: a native file dialog, or a
// window not yet shown, may tell nothing of its closing.
void MainWindow::goOnOnceFree() {
    QTimer::singleShot(100, this, [this] {
        if (!goOnWhenFree_) return;
        if (QApplication::activeModalWidget()) {
            goOnOnceFree();
            return;
        }
        goOnWhenFree_ = false;
        // A match the dialog dealt, or a file it opened, has gone on by
        // itself; one between deals waits for Next Deal.
        if (!showing_ && !betweenDeals_ && session_.active()) goOn();
    });
}

// The lesson's deal is over: its last steps, then what to do next.
void MainWindow::finishLesson() {
    bar_->clear();
    const int moment = session_.lessonMoment();
    if (const LessonStep* step = guide_->stepDue(moment)) {
        const bool last = guide_->finished(moment);
        lessonPanel_->showStep(step->say.text(), guide_->shown(), guide_->numbered(), !last);
        if (!last) return; // Continue shows the next
        lessonPanel_->showEnd(step->say.text(), guide_->mistakes());
    } else {
        lessonPanel_->showEnd(lessonPanel_->stepText(), guide_->mistakes());
    }
    LearnDialog::markFinished(guide_->lesson().ruleset());
}

void MainWindow::onLessonContinued() {
    if (!guide_->active()) return;
    if (betweenDeals_) {
        finishLesson();
        return;
    }
    goOn();
}

// A choice the lesson does not take: why, and the right card marked.
void MainWindow::onLessonRefused(const QString& why, const Action& right, bool asGood) {
    lessonPanel_->showRefusal(why, asGood);
    if (right.kind == ActionKind::Play)
        if (CardItem* card = scene_->personCard(right.card)) {
            card->setHinted(true);
            view_->focusCard(card);
        }
}

void MainWindow::playLessonGame() {
    const QString ruleset = guide_->active() ? guide_->lesson().ruleset() : QString();
    NewGameDialog dialog(this);
    if (!ruleset.isEmpty()) dialog.selectRuleset(ruleset);
    if (dialog.exec() != QDialog::Accepted) return;
    // Asked with the lesson still at the table: left first, the match it
    // interrupted came back to the table behind the question.
    const bool giveUp = mayAbandonMatch();
    leaveLesson(giveUp ? BackToTheGame::No : BackToTheGame::Yes);
    if (giveUp) startMatch(dialog.settings());
}

} // namespace poch::app
