// MainWindow's advice, all of it the Expert's from what the person's seat
// can see: the hint, the coach beside the table, and after a deal the
// review of the person's decisions one by one with the table as it stood.
#include "main_window.h"

#include "action_bar.h"
#include "card_item.h"
#include "choice_words.h"
#include "log_view.h"
#include "person_seat.h"
#include "privacy_screen.h"
#include "review_panel.h"
#include "rule_texts.h"
#include "scrolling_words.h"
#include "table_scene.h"
#include "table_view.h"

#include "poch/match.h"

#include <QApplication>
#include <QBoxLayout>
#include <QListWidget>
#include <QLabel>
#include <QPushButton>

#include <algorithm>
#include <utility>

namespace poch::app {

void MainWindow::showHint() {
    // The coach's best choice (GameSession::hint), with how far ahead of
    // the next it is: the reason alone was often the general "best on
    // average", which says nothing of whether the choice matters.
    const Analysis found = session_.analysis();
    const auto choice = session_.hint(found);
    if (!choice) return;
    const Action a = choice->action;
    const QString why = ChoiceWords::reason(a, session_.state(), choice->reason);
    // Measured against the best other choice, which it names.
    const auto next = std::find_if(found.choices.begin(), found.choices.end(), [&a](const ChoiceValue& c) { return !(c.action == a); });
    const QString by = next == found.choices.end() ? QString()
                                                   : ChoiceWords::margin(found, choiceWords(next->action), session_.state().rules().startingLives() > 0);
    // With the coach on, its list below gives the reason and the figures
    // already: said twice, the same sentence stood one under the other.
    // Its reason may be only the general "best on average": then the
    // coach is said to show the figures, and not a why it does not give
    // (a newcomer looked for it in vain).
    if (coach_->isVisible() && !found.empty())
        hint_->setText(choice->reason == Reason::Search ? tr("<b>Hint:</b> %1 The coach below shows what each choice is worth.").arg(choiceWords(a))
                                                        : tr("<b>Hint:</b> %1 The coach below shows what each choice is worth, and why.").arg(choiceWords(a)));
    else hint_->setText(tr("<b>Hint:</b> %1 %2").arg(choiceWords(a), by.isEmpty() ? why : why + QLatin1Char(' ') + by));
    hint_->show();
    // The hinted card is marked, and the keyboard is on it: Enter plays it.
    // A choice of the bar's (a bet, a stake, a card played with Spin) is
    // made ready there the same way.
    CardItem* card = a.kind == ActionKind::Play ? scene_->personCard(a.card) : nullptr;
    if (card) card->setHinted(true);
    if (card && !a.with.valid()) view_->focusCard(card);
    else bar_->makeReady(a);
}

QString MainWindow::choiceWords(const Action& a) const {
    return ChoiceWords::of(a, session_.state(), session_.person() ? session_.person()->legal() : session_.state().legalActions());
}

void MainWindow::showCoach() {
    const Analysis found = coachOn_ ? session_.analysis() : Analysis{};
    // Stakes placed before the cards are dealt are not weighed (no card is
    // known yet to weigh them by): the coach says why rather than fall
    // silent, as if it were off.
    const bool staking = coachOn_ && session_.active() && session_.person() && session_.person()->waiting()
                         && session_.state().phase() == Phase::Staking && !session_.state().dealInPlay();
    if (found.empty() && staking) {
        coach_->setText(tr("<b>Coach</b>: the stakes go down before anyone has seen a card, so where you spread them hardly "
                           "matters: the chips on each are won in the play by whoever holds the right card, and that may be any player."));
        coach_->show();
        return;
    }
    if (found.empty()) {
        coach_->clear();
        coach_->hide();
        return;
    }
    const ActionList legal = session_.person() ? session_.person()->legal() : session_.state().legalActions();
    // The reason is the best choice's, and says which that is: under the
    // whole list it read as if it were true of every line.
    const Action best = found.choices.front().action;
    const QString why = tr("Best: %1 %2").arg(ChoiceWords::of(best, session_.state(), legal), ChoiceWords::reason(best, session_.state(), found.reason));
    // Where lives are played for, the figures count them: said, for a
    // round that moves no chip showed figures of several chips.
    const QString heading = session_.state().rules().startingLives() > 0
                                ? tr("<b>Coach</b> (chips expected over the rest of the deal, a life valued at %1 chips; what is already paid in is not counted):").arg(kChipsPerLife)
                                : tr("<b>Coach</b> (chips expected over the rest of the deal; what is already paid in is not counted):");
    coach_->setText(QStringLiteral("%1<br>%2<br><i>%3</i>").arg(heading, ChoiceWords::figures(found, session_.state(), legal), why.toHtmlEscaped()));
    coach_->show();
}

QString MainWindow::coachText() const { return coach_->isVisible() ? coach_->text() : QString(); }


// A deal can be reviewed where a person had a choice to make in it: the
// one just over, or an earlier one. The review shows a person's hands as
// they stood; it is offered only while a person known to be looking sits at
// a deal's result, where every hand lies open (not at a result come back to
// with nobody seated).
std::vector<int> MainWindow::reviewableSeats(int deal) const {
    // Nobody need be seated: where nobody is known to be looking (a match
    // of several people resumed at a result), the review goes up behind
    // the screen for its person first, as for anyone else's (reviewSeat).
    if (!session_.active() || session_.inLesson() || session_.viewer() < 0) return {};
    if (deal < 1 || deal > static_cast<int>(session_.record().deals.size())) return {};
    const auto& actions = session_.record().deals[static_cast<std::size_t>(deal - 1)].actions;
    std::vector<int> seats;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const int seat = actions[i].seat;
        if (session_.isPerson(seat) && std::find(seats.begin(), seats.end(), seat) == seats.end()
            && session_.match().hadChoice(static_cast<std::size_t>(deal - 1), i))
            seats.push_back(seat);
    }
    std::sort(seats.begin(), seats.end());
    return seats;
}

bool MainWindow::dealReviewable() const { return !reviewableSeats(session_.state().dealsPlayed()).empty(); }

std::vector<int> MainWindow::earlierReviewableDeals() const {
    std::vector<int> deals;
    for (int deal = 1; deal < session_.state().dealsPlayed(); ++deal)
        if (!reviewableSeats(deal).empty()) deals.push_back(deal);
    return deals;
}

int MainWindow::dealUnderReview() const { return reviewedDeal_ > 0 ? reviewedDeal_ : session_.state().dealsPlayed(); }

// At a deal's result, and at the match's end (its last deal).
bool MainWindow::atAResult() const { return betweenDeals_ || (session_.active() && !session_.inLesson() && session_.state().matchOver()); }

void MainWindow::reviewDeal() { reviewEarlierDeal(0); }

void MainWindow::reviewEarlierDeal(int deal) {
    if (!atAResult() || reviewHandOver_ >= 0) return;
    if (deal >= session_.state().dealsPlayed()) deal = 0; // the deal just over
    reviewedDeal_ = deal;
    const std::vector<int> seats = reviewableSeats(dealUnderReview());
    if (seats.empty()) return;
    // The person at the screen first, where they had a choice.
    const bool theirs = std::find(seats.begin(), seats.end(), lookingAtTheResult()) != seats.end();
    reviewSeat(theirs ? lookingAtTheResult() : seats.front());
}

int MainWindow::lookingAtTheResult() const {
    return reviewedHere() ? reviewer_ : session_.viewer();
}

bool MainWindow::reviewedHere() const { return reviewer_ >= 0 && reviewerAt_ == session_.record().deals.size(); }

// Known to be at the screen: the one who took it last, for a turn or for
// this deal's review. After a resume nobody is, until someone takes it.
bool MainWindow::lookingNow(int seat) const { return seat == lookingAtTheResult() && (session_.seated() || reviewedHere()); }

void MainWindow::onScreenTaken() {
    const int wanted = std::exchange(reviewHandOver_, -1);
    // Gone on to the next deal meanwhile, the screen was the turn's.
    if (wanted < 0 || session_.handingOverTo() >= 0 || !atAResult()) {
        session_.takeSeat(session_.handingOverTo());
        return;
    }
    reviewer_ = wanted;
    reviewerAt_ = session_.record().deals.size();
    reviewSeat(reviewer_);
}

void MainWindow::reviewSeat(int seat) {
    const std::vector<int> seats = reviewableSeats(dealUnderReview());
    if (!atAResult() || std::find(seats.begin(), seats.end(), seat) == seats.end()) return;
    // A person's review shows their hand as it stood, with the cards that
    // left it unseen (a hand given for the dummy, a card passed on in
    // Ranter-Go-Round): where several people share the screen, it goes up
    // for them first, as for a turn, and nothing of the review shows.
    if (session_.people() > 1 && session_.privacyScreen() && !lookingNow(seat)) {
        if (review_) closeReview();
        hintButton_->hide();
        hint_->hide();
        status_->hide();
        reviewHandOver_ = seat;
        screen_->showFor(session_.nameAt(seat), PrivacyScreen::Why::Review, reviewedDeal_);
        bar_->showPrompt(tr("Pass the computer to %1.").arg(session_.nameAt(seat)));
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // Seeded by the match, so that the same deal is reviewed the same way.
    review_ = DealReview::of(session_.record(), dealUnderReview(), seat, session_.seed());
    QApplication::restoreOverrideCursor();
    QList<QPair<int, QString>> people;
    for (int s : seats) people.append({s, session_.nameAt(s)});
    QStringList unchosen;
    for (int s = 0; s < session_.state().seats(); ++s)
        if (session_.isPerson(s) && std::find(seats.begin(), seats.end(), s) == seats.end()) unchosen << session_.nameAt(s);
    reviewPanel_->offerSeats(people, seat, unchosen);
    reviewPanel_->show(*review_);
    reviewPanel_->QFrame::show();
    // The review takes the side panel's room; the deal's result comes back
    // with the game.
    status_->hide();
    hintButton_->hide();
    hint_->hide();
    // With no decision to show (stakes only, which it does not weigh),
    // the table is not said to show one.
    if (review_->empty())
        bar_->showPrompt(seats.size() > 1 ? tr("Reviewing the decisions of %1 in deal %2.").arg(session_.nameAt(seat)).arg(review_->deal())
                                          : tr("Reviewing deal %1.").arg(review_->deal()));
    else
        bar_->showPrompt(seats.size() > 1 ? tr("Reviewing the decisions of %1 in deal %2. The table shows each as it stood.")
                                                .arg(session_.nameAt(seat))
                                                .arg(review_->deal())
                                          : tr("Reviewing deal %1. The table shows each of your decisions as it stood.").arg(review_->deal()));
    if (review_->empty()) showReviewMoment(-1);
    // The keys go to the list of decisions (they were left on a button
    // the review hides), unless already in the review (another seat
    // chosen).
    if (!reviewPanel_->isAncestorOf(QApplication::focusWidget())) reviewPanel_->list()->setFocus(Qt::OtherFocusReason);
}

void MainWindow::showReviewMoment(int index) {
    if (!review_) return;
    // With no decision of theirs to show, the deal as it ended, from the
    // reviewed person's side of the table: the table stood as another
    // person's review had left it, their hand face up under this one's name.
    if (review_->empty()) {
        TableSight ended = session_.sight();
        const EventLog* told = &session_.dealEvents();
        // An earlier deal as it ended, played again from the record.
        if (const int deal = review_->deal(); deal < session_.state().dealsPlayed()) {
            GameRecord upTo = session_.record();
            upTo.deals.resize(static_cast<std::size_t>(deal));
            const MatchReplay replayed = Match::replay(upTo, session_.seed(), RecordEnd::Stand);
            if (!replayed.match) return;
            ended.state = replayed.match->state();
            told = &session_.events()[static_cast<std::size_t>(deal - 1)];
            ended.readDeal(*told);
        }
        ended.viewer = review_->seat();
        ended.veiled = false;
        ended.paused = betweenDeals_;
        ended.handsOpen = true;
        scene_->readRun(*told);
        scene_->show(ended, {});
        return;
    }
    if (index < 0 || index >= static_cast<int>(review_->decisions().size())) return;
    const ReviewedDecision& d = review_->decisions()[static_cast<std::size_t>(index)];
    const MomentAnalysis& found = d.found;
    TableSight sight = session_.sight();
    sight.state = found.moment.state;
    sight.readDeal(found.moment.events);
    sight.viewer = review_->seat();
    sight.veiled = false;
    // The card the Expert reckons best, where the choice made cost chips.
    const Action best = found.analysis.choices.front().action;
    if (d.costly() && best.kind == ActionKind::Play) sight.marked = best.card;
    scene_->readRun(found.moment.events);
    scene_->show(sight, found.moment.state.legalActions());
    showReviewLog(found.moment.events);
}

void MainWindow::showReviewLog(const EventLog& deal) {
    if (!reviewLog_) {
        reviewLog_ = new LogView(log_->parentWidget());
        reviewLog_->setAccessibleName(tr("What had happened by then"));
        reviewLog_->setWordWrap(true);
        auto* column = qobject_cast<QBoxLayout*>(log_->parentWidget()->layout());
        column->insertWidget(column->indexOf(log_) + 1, reviewLog_, 1);
    }
    // Where the players stake before the cards are dealt (Newmarket), the
    // deal's heading goes before the stakes, as the game's log tells it.
    EventLog told = deal;
    const auto dealt = std::find_if(told.begin(), told.end(), [](const Event& e) { return e.type == EventType::DealStarted; });
    if (dealt != told.end()) std::rotate(told.begin(), dealt, dealt + 1);
    // The deal reviewed is the one just over; where no deal follows it, no
    // chips "stay on the board for the next deal", as the game's log told
    // it (a tester read that line in the review of a one-deal match).
    if (session_.state().matchOver() && dealUnderReview() == session_.state().dealsPlayed())
        std::erase_if(told, [](const Event& e) { return e.type == EventType::PoolCarried; });
    reviewLog_->clear();
    reviewLog_->addItems(describeEvents(told, eventWords()));
    reviewLog_->scrollToBottom();
    log_->hide();
    reviewLog_->show();
}

void MainWindow::closeReview() {
    review_.reset();
    reviewPanel_->hide();
    if (reviewLog_) reviewLog_->hide();
    log_->show();
    status_->show();
    scene_->readRun(session_.dealEvents());
}

void MainWindow::endReview() {
    if (!review_) return;
    closeReview();
    reviewedDeal_ = 0;
    hintButton_->show();
    refresh(); // the hint, where there is one, shows again
    if (betweenDeals_) showDealSummary();
    else if (atAResult()) showMatchEnd(matchEndWords());
}

} // namespace poch::app
