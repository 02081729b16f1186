// MainWindow and the deal review: after a deal, the person's decisions one
// by one with the table as it stood, and what each cost by the Expert's
// reckoning from what they could see.
#include "main_window.h"

#include "action_bar.h"
#include "card_item.h"
#include "person_seat.h"
#include "review_panel.h"
#include "table_scene.h"
#include "table_view.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>

namespace poch::app {

// The deal just over can be reviewed where the person looking made a
// choice in it.
bool MainWindow::dealReviewable() const {
    if (!session_.active() || session_.inLesson() || session_.viewer() < 0) return false;
    const int deal = session_.state().dealsPlayed();
    if (deal < 1 || deal > static_cast<int>(session_.record().deals.size())) return false;
    for (const RecordAction& a : session_.record().deals[static_cast<std::size_t>(deal - 1)].actions)
        if (a.seat == session_.viewer()) return true;
    return false;
}

void MainWindow::reviewDeal() {
    if (!betweenDeals_ || !dealReviewable()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // Seeded by the match, so that the same deal is reviewed the same way.
    review_ = DealReview::of(session_.record(), session_.state().dealsPlayed(), session_.viewer(), session_.seed());
    QApplication::restoreOverrideCursor();
    reviewPanel_->show(*review_);
    reviewPanel_->QFrame::show();
    bar_->showPrompt(tr("Reviewing deal %1. The table shows each of your decisions as it stood.").arg(review_->deal()));
    if (review_->empty()) showReviewMoment(-1);
}

void MainWindow::showReviewMoment(int index) {
    if (!review_) return;
    if (index < 0 || index >= static_cast<int>(review_->decisions().size())) return;
    const ReviewedDecision& d = review_->decisions()[static_cast<std::size_t>(index)];
    const MomentAnalysis& found = d.found;
    TableSight sight = session_.sight();
    sight.state = found.moment.state;
    sight.viewer = review_->seat();
    sight.veiled = false;
    // The card the Expert reckons best, where the choice made cost chips.
    const Action best = found.analysis.choices.front().action;
    if (d.costly() && best.kind == ActionKind::Play) sight.marked = best.card;
    scene_->forgetRun();
    scene_->noteEvents(found.moment.events);
    scene_->show(sight, found.moment.state.legalActions());
}

void MainWindow::endReview() {
    if (!review_) return;
    review_.reset();
    reviewPanel_->hide();
    // The table as the deal left it.
    scene_->forgetRun();
    scene_->noteEvents(session_.dealEvents());
    refresh();
    if (betweenDeals_) showDealSummary();
}

} // namespace poch::app
