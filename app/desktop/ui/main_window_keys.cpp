// MainWindow and the keyboard: where the keys go for each decision, and
// Return on the button that has them.
#include "main_window.h"

#include "action_bar.h"
#include "lesson_panel.h"
#include "table_animator.h"
#include "table_notice.h"
#include "table_scene.h"
#include "table_view.h"

#include <QApplication>
#include <QKeyEvent>
#include <QPushButton>

namespace poch::app {

// The keys go where the decision is, unless the person has put them
// somewhere else: into the amount of a stake (type it, Return stakes it),
// and onto the table once the stakes are placed or wherever the keys are
// nowhere (a lesson's Continue pressed, the screen between people gone).
// On the table they move among its cards; where the decision is the
// bar's (a bet), Tab takes them from the table to the bar below it, and
// Return on the table presses nothing, so that nobody bets by accident.
void MainWindow::placeKeys(bool personTurn) {
    orderTabs();
    QWidget* focus = QApplication::focusWidget();
    const bool free = !focus || focus == view_ || bar_->isAncestorOf(focus) || keysInBar_;
    if (!personTurn || !free) return;
    if (bar_->focusStakeAmount()) {
        keysInBar_ = true;
    } else if (keysInBar_ || !focus) {
        keysInBar_ = false;
        view_->setFocus();
    }
}

// The bar's controls are made anew for each decision, and so came last in
// the window's order of Tab, after the side panel's: three presses from
// the table to a bet. Now the table, the bar, then the side panel.
void MainWindow::orderTabs() {
    QWidget* before = view_;
    for (QWidget* control : bar_->controls()) {
        QWidget::setTabOrder(before, control);
        before = control;
    }
    QWidget::setTabOrder(before, hintButton_);
}

// Return (or Enter) on a button that has the keys presses it, as in a
// dialog: Continue in a lesson, Next Deal, Keep. Outside a dialog a button
// answers only Space, and passes Return on to the window.
void MainWindow::keyPressEvent(QKeyEvent* event) {
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    auto* button = qobject_cast<QPushButton*>(QApplication::focusWidget());
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    // A Return held down decides nothing, and a way on after a result
    // (Next Deal, New Game at the match's end) is not taken by a Return
    // pressed again hard on the one that played the last card: the result
    // would go unseen.
    const bool tooSoon = enter && button && bar_->isAncestorOf(button) && (event->isAutoRepeat() || bar_->tooFresh(button));
    if (tooSoon) return;
    if (enter && plain && button && button->window() == this && button->isEnabled()) {
        button->animateClick();
        return;
    }
    // The keys left somewhere that does not answer Return (the log, the
    // lesson's words) after a click there.
    if (enter && plain && answerReturn()) return;
    // Undo's key reaches the window only when the item is greyed.
    if (event->matches(QKeySequence::Undo) && !mayUndo()) {
        if (const QString why = whyNoUndo(); !why.isEmpty()) notice_->say(why, 6000);
        return;
    }
    QMainWindow::keyPressEvent(event);
}

bool MainWindow::answerReturn() {
    if (busy()) {
        animator_->skip();
        return true;
    }
    // The bar offers a way on only between deals (a review clears it).
    QPushButton* on = lessonPanel_->waiting() ? lessonPanel_->continueButton() : bar_->wayOn();
    if (!on || !on->isVisible() || !on->isEnabled()) return false;
    if (bar_->tooFresh(on)) return true; // see keyPressEvent
    on->animateClick();
    return true;
}

} // namespace poch::app
