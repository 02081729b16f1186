#include "main_window.h"

#include "action_bar.h"
#include "button_keys.h"
#include "card_item.h"
#include "choice_words.h"
#include "event_text.h"
#include "language.h"
#include "lesson_guide.h"
#include "lesson_panel.h"
#include "log_view.h"
#include "review_panel.h"
#include "scrolling_words.h"
#include "settings_file.h"
#include "screen_fit.h"
#include "side_panel_fit.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "rule_texts.h"
#include "privacy_screen.h"
#include "rules_window.h"
#include "statistics.h"
#include "table_animator.h"
#include "table_notice.h"
#include "table_scene.h"
#include "table_view.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QProcess>
#include <QSettings>
#include <QVBoxLayout>

namespace poch::app {

MainWindow::MainWindow(const QString& saveFolder, QWidget* parent) : QMainWindow(parent), store_(saveFolder) {
    setWindowTitle(tr("Poch"));
    scene_ = new TableScene(this);
    view_ = new TableView(scene_, this);
    bar_ = new ActionBar(this);
    animator_ = new TableAnimator(scene_, this);
    auto* centre = new QWidget(this);
    auto* layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(view_, 1);
    layout->addWidget(bar_);
    setCentralWidget(centre);
    screen_ = new PrivacyScreen(view_);

    auto* dock = new QDockWidget(tr("Game"), this);
    dock->setObjectName(QStringLiteral("gameDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable);
    auto* side = new QWidget(dock);
    auto* sideLayout = new QVBoxLayout(side);
    guide_ = new LessonGuide(this);
    lessonPanel_ = new LessonPanel(side);
    lessonPanel_->hide();
    sideLayout->addWidget(lessonPanel_);
    reviewPanel_ = new ReviewPanel(side);
    reviewPanel_->hide();
    sideLayout->addWidget(reviewPanel_);
    // The status, and at a deal's end its summary, which at 1024x700 in a
    // lesson ran on below the panel's foot, its last lines unreadable: it
    // scrolls where the panel is short. Three lines (the game, the deal,
    // whose turn) always show whole.
    status_ = new ScrollingWords(side, fontMetrics().lineSpacing() * 3 + 6, 0.45);
    status_->label()->setAccessibleName(tr("Game status"));
    // Not "&Hint": Alt+H is the Help menu's.
    hintButton_ = new QPushButton(tr("Hin&t"), side);
    hintButton_->setAccessibleName(tr("Hint"));
    giveKeys(*hintButton_);
    hint_ = new QLabel(side);
    hint_->setWordWrap(true);
    hint_->setAccessibleName(tr("The hint"));
    log_ = new LogView(side);
    log_->setAccessibleName(tr("What happened"));
    log_->setWordWrap(true);
    sideLayout->addWidget(status_);
    sideLayout->addWidget(hintButton_);
    sideLayout->addWidget(hint_);
    coach_ = new QLabel(side);
    coach_->setWordWrap(true);
    coach_->setAccessibleName(tr("The coach"));
    coach_->hide();
    sideLayout->addWidget(coach_);
    sideLayout->addWidget(new QLabel(tr("What happened:"), side));
    sideLayout->addWidget(log_, 1);
    // Wrapped words take the panel's width rather than asking for their
    // own: a long deal summary would otherwise widen the panel and shrink
    // the table at the end of every deal.
    for (QWidget* words : std::initializer_list<QWidget*>{status_, hint_, coach_}) words->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // The side panel fits the window, never the window the panel: opening
    // the review at 1024x700 asked, for a moment, for more height than
    // there was (its words measured before they had their width), and the
    // window grew past a small screen and stayed so. The column asks for
    // no height of its own; its parts share what the window gives it.
    sideLayout->setSizeConstraint(QLayout::SetNoConstraint);
    side->setMinimumHeight(1);
    dock->setWidget(side);
    addDockWidget(Qt::RightDockWidgetArea, dock);

    // Short notices (where a game was saved, a deck that could not be
    // read) lie over a corner of the table for a while (TableNotice): a
    // status bar took a strip from the table, or moved it each time.
    notice_ = new TableNotice(view_);

    useSavedDeck();
    QSettings settings;
    undoAllowed_ = SettingsFile::flag(QStringLiteral("play/undo"), true);
    // A speed that cannot be read (a damaged settings file) is the usual one.
    bool speedOk = false;
    const double speed = settings.value(QStringLiteral("view/speed"), 1.0).toDouble(&speedOk);
    setAnimationSpeed(speedOk && speed >= 0 && speed <= 2 ? speed : 1.0);
    buildMenus();

    connect(&session_, &GameSession::stepped, this, &MainWindow::onStepped);
    connect(&session_, &GameSession::personToAct, this, &MainWindow::refresh);
    connect(&session_, &GameSession::handOver, this, &MainWindow::onHandOver);
    connect(screen_, &PrivacyScreen::taken, this, &MainWindow::onScreenTaken);
    connect(&session_, &GameSession::recordChanged, this, &MainWindow::autosave);
    connect(&session_, &GameSession::matchEnded, this, &MainWindow::onMatchEnded);
    connect(&session_, &GameSession::reset, this, [this] {
        // A step still shown is of the line of play replaced: after an Undo
        // its cards stayed in the run (a tester).
        animator_->cancel();
        pending_.clear();
        showing_ = false;
        // Another match than the lesson's (a new game, a file, a resume):
        // the lesson is over.
        if (guide_->active() && !session_.inLesson()) {
            guide_->end();
            lessonPanel_->hide();
        }
        // A review speaks of a deal of the match that was at the table.
        if (review_) closeReview();
        // So does a screen between people: the session hands the table
        // over again if the match now at it waits for a person.
        screen_->withdraw();
        // The run as the deal's events left it, after an undo or a resume
        // too: a run that just stopped is still to be seen ("Last run"), and
        // one in play shows all its cards, not only the last.
        scene_->readRun(session_.dealEvents());
        betweenDeals_ = false;
        // Another match, or the person back in this one: no more watching.
        if (watching_ != Watching::No && !(session_.state().table().outOfMatch >> GameSession::kPersonSeat & 1)) watch(Watching::No);
        rebuildLog();
        // A match that stood between deals when it was saved (the program
        // closed or killed at a deal's result, or a record opened there)
        // shows that result again, with its review, and waits for Next
        // Deal, as it did: it does not deal on at once.
        // Not where the next deal was begun, its stakes asked for, when it
        // was saved: the stakes are asked for again.
        const bool nextBegun = session_.active() && !session_.record().deals.empty() && session_.record().deals.back().begun;
        if (session_.active() && !session_.inLesson() && !session_.state().matchOver() && endsDeal(session_.dealEvents()) && !nextBegun) {
            betweenDeals_ = true;
            refresh();
            showDealSummary();
            return;
        }
        refresh();
        goOn();
    });
    connectLesson();
    connect(bar_, &ActionBar::reviewWanted, this, &MainWindow::reviewDeal);
    connect(reviewPanel_, &ReviewPanel::shown, this, &MainWindow::showReviewMoment);
    connect(reviewPanel_, &ReviewPanel::backWanted, this, &MainWindow::endReview);
    connect(reviewPanel_, &ReviewPanel::seatWanted, this, &MainWindow::reviewSeat);
    connect(animator_, &TableAnimator::finished, this, &MainWindow::onAnimationsDone);
    connect(scene_, &TableScene::cardClicked, this, [this](Card c) {
        if (session_.person()) session_.person()->choose(Action::play(c));
    });
    connect(scene_, &TableScene::poolClicked, this, [this](int pool) {
        if (!session_.person()) return;
        // A quick second click comes while the last chip still flies: it
        // lands at once, and this chip is staked too.
        animator_->skip();
        bar_->stakeOneOn(pool);
    });
    connect(view_, &TableView::cardChosen, this, [this](Card c) {
        if (session_.person()) session_.person()->choose(Action::play(c));
    });
    connect(view_, &TableView::clickedWhileBusy, animator_, &TableAnimator::skip);
    connect(view_, &TableView::returnWithoutCard, this, &MainWindow::answerReturn);
    connect(bar_, &ActionBar::chosen, this, [this](const Action& a) {
        if (session_.person()) session_.person()->choose(a);
    });
    connect(bar_, &ActionBar::nextDealWanted, this, &MainWindow::nextDeal);
    connect(bar_, &ActionBar::lookDone, this, &MainWindow::hideNewCards);
    connect(bar_, &ActionBar::newGameWanted, this, &MainWindow::newGame);
    connect(bar_, &ActionBar::learnWanted, this, &MainWindow::learnToPlay);
    connect(bar_, &ActionBar::watchWanted, this, [this] { watch(Watching::Watch); });
    connect(bar_, &ActionBar::skipToEndWanted, this, [this] { watch(Watching::Skip); });
    connect(hintButton_, &QPushButton::clicked, this, &MainWindow::showHint);
    // A new window fits the screen it opens on; on a large one the table
    // takes most of it (1400x860 of full HD left the cards small, testers
    // said); below 720x480 the table was cut off (a tester at 450x350).
    resizeToFitScreen(*this, QSize(1400, 860).expandedTo(screen()->availableGeometry().size() * 0.85), QSize(720, 480));
    new SidePanelFit(*this, *dock);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    refresh();
}

MainWindow::~MainWindow() = default;

void MainWindow::startMatch(const MatchSettings& settings) {
    animator_->skip();
    if (watching_ != Watching::No) watch(Watching::No);
    clearLog();
    session_.start(settings);
}

void MainWindow::setAnimationSpeed(double speed) {
    animator_->setSpeed(speed);
    session_.setComputerPace(static_cast<int>(550 * speed));
    QSettings().setValue(QStringLiteral("view/speed"), speed);
}

QString MainWindow::seatName(int seat) const { return session_.nameAt(seat); }

QStringList MainWindow::poolNames() const { return session_.active() ? ChoiceWords::poolNames(session_.state()) : QStringList(); }

void MainWindow::onStepped(const EventLog& events) {
    logStep(events, session_.dealEvents());
    pending_ = events;
    showing_ = true;
    bar_->clear();
    hint_->clear();
    hint_->hide();
    coach_->clear(); // it spoke of the decision just taken
    coach_->hide();
    for (CardItem* card : scene_->playableCards()) card->setHinted(false); // the hinted card flew to the run with its band
    animator_->play(events, scene_->viewer(), session_.lastStepFollowsOn());
}

void MainWindow::onAnimationsDone() {
    scene_->noteEvents(pending_);
    const bool dealEnded = endsDeal(pending_);
    pending_.clear();
    showing_ = false;
    const bool summary = dealEnded && !session_.state().matchOver();
    // Before the table is drawn: between deals nobody's place is lit.
    if (summary) betweenDeals_ = true;
    refresh();
    if (summary) {
        showDealSummary();
        return;
    }
    if (session_.lookingAtNewCards() >= 0) {
        showNewCards();
        return;
    }
    goOn();
}

void MainWindow::nextDeal() {
    if (!betweenDeals_) return;
    if (review_) closeReview();
    betweenDeals_ = false;
    refresh();
    session_.nextDeal();
}

QString MainWindow::statusText() const { return status_->text(); }

void MainWindow::refresh() {
    if (review_) {
        showReviewMoment(reviewPanel_->current());
        return;
    }
    const bool personTurn = session_.active() && session_.person() && session_.person()->waiting();
    const ActionList legal = personTurn ? session_.person()->legal() : ActionList{};
    TableSight sight = session_.sight();
    // Gone on from a deal's result to the stakes of the next (Newmarket),
    // nothing of which is told yet: the button is the next dealer's.
    if (!betweenDeals_ && session_.active() && !session_.state().matchOver() && endsDeal(session_.dealEvents())) sight.dealer = -1;
    // While a person looks at their new cards nobody else is asked yet.
    const bool looking = session_.active() && session_.lookingAtNewCards() >= 0;
    sight.paused = betweenDeals_ || looking;
    sight.handsOpen = betweenDeals_ || (session_.active() && session_.state().matchOver());
    scene_->show(sight, legal);
    view_->resetCardFocus();
    headTheComingDeal();
    // In a lesson the lesson is the teacher: no Hint and no coach; at an
    // empty table, a deal's result or the match's end there is nothing to
    // hint at (a greyed Hint sat under the result).
    const bool hints = session_.active() && !session_.inLesson() && !betweenDeals_ && !session_.state().matchOver();
    hintButton_->setVisible(hints);
    // An empty hint takes no room: it left a blank band under the button.
    hint_->setVisible(hints && !hint_->text().isEmpty());
    hintButton_->setEnabled(personTurn);
    offerUndo();
    // A lesson's deal is the lesson's, not the person's game: nothing of
    // it is saved.
    if (saveAs_) saveAs_->setEnabled(session_.active() && !session_.inLesson());
    showCoach();
    if (!session_.active()) {
        status_->setText(tr("Nobody is at the table yet."));
        // Where a newcomer starts: a game, or a guided first deal of one.
        bar_->offerFirstSteps(tr("Deal a new game, or learn one of the games with a guided first deal."));
        return;
    }
    if (betweenDeals_) return;
    const State& state = session_.state();
    const QString game = texts::rulesetName(QString::fromStdString(state.rules().info().id));
    // Whose turn it is, said as what they are doing ("Anna to stake.").
    QString phase;
    QString theirTurn = tr("%1 to play.");
    switch (state.phase()) {
    case Phase::Betting: phase = tr("Betting"); theirTurn = tr("%1 to bet."); break;
    case Phase::Play: phase = tr("Playing the cards"); break;
    case Phase::Staking: phase = tr("Staking"); theirTurn = tr("%1 to stake."); break;
    case Phase::Exchange: phase = tr("Keep or exchange"); theirTurn = tr("%1 to keep or exchange."); break;
    case Phase::MatchOver: phase = tr("Match over"); break;
    case Phase::AwaitingDeal: phase = tr("Dealing"); break;
    }
    const int seat = state.currentSeat();
    const bool yours = seat >= 0 && seat == session_.viewer() && session_.handingOverTo() < 0;
    // A person is not asked for the only thing they can do: it is made for
    // them at once, and "Your turn." stood over a bar that asked nothing.
    const bool forced = yours && !personTurn && session_.match().forced().has_value();
    const bool several = session_.people() > 1;
    const QString turn = looking ? tr("%1 looks at their cards.").arg(seatName(session_.lookingAtNewCards()))
                         : seat < 0 ? QString()
                         : forced ? (several ? tr("%1's only move is made for them.").arg(seatName(seat)) : tr("Your only move is made for you."))
                         : yours  ? (several ? tr("Your turn, %1.").arg(seatName(seat)) : tr("Your turn."))
                                  : theirTurn.arg(seatName(seat));
    status_->setText(tr("<b>%1</b><br>%2 · %3<br>%4").arg(game, dealWords(), phase, turn));
    // A lesson's step that asks for a stake on a pool: the row is on it.
    if (const auto right = personTurn ? guide_->rightChoice(session_.lessonMoment()) : std::nullopt; right && right->kind == ActionKind::Stake)
        bar_->setStakePool(right->pool);
    const int partner = state.rules().exchangePartner(state.table());
    if (personTurn)
        bar_->offer(state.table(), legal, poolNames(), state.rules().exchangeWith(state.table()), partner >= 0 ? seatName(partner) : QString(),
                    state.rules().passFolds());
    // Behind the screen the bar still says who is to have the computer (a
    // deck chosen meanwhile cleared it).
    else if (const int next = session_.handingOverTo(); next >= 0) bar_->showPrompt(tr("Pass the computer to %1.").arg(seatName(next)));
    else bar_->clear();
    placeKeys(personTurn);
}

void MainWindow::showRules() {
    // At an empty table "this game" is the one last dealt, as New Game
    // offers it again.
    const QString id = session_.active() ? QString::fromStdString(session_.state().rules().info().id) : NewGameDialog::lastDealt();
    auto* window = new RulesWindow(id, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}

void MainWindow::warn(const QString& title, const QString& text) {
    emit warned(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
}

// The window's words are set as it is built, so a new language shows
// from the next start; the match goes on there from its autosave.
void MainWindow::chooseLanguage(const QString& code) {
    Language::choose(code);
    if (Language::resolve(code) == Language::current()) return;
    if (quiet_) return;
    // A lesson starts again in the new language; a game goes on.
    const bool lesson = guide_->active();
    const auto answer = QMessageBox::question(this, tr("Language"),
                                              lesson ? tr("Poch speaks the new language from its next start. Restart now? The lesson begins again from its first step.")
                                                     : tr("Poch speaks the new language from its next start. Restart now? The game goes on where it stands."));
    if (answer != QMessageBox::Yes) return;
    autosave();
    QStringList arguments = lesson ? QStringList{QStringLiteral("--learn"), guide_->lesson().ruleset()} : QStringList{QStringLiteral("--resume")};
    arguments << QStringLiteral("--restarted"); // it waits for this copy to close
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments)) {
        warn(tr("Language"), tr("Poch could not be started again. Start it yourself to see the new language."));
        return;
    }
    close();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    animator_->skip();
    autosave();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

} // namespace poch::app
