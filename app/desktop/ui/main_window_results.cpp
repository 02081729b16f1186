// MainWindow at the end of a deal and of a match: who won what and why,
// from the engine's events and winners, beside the table.
#include "main_window.h"

#include "action_bar.h"
#include "card_item.h"
#include "choice_words.h"
#include "event_steps.h"
#include "event_text.h"
#include "game_description.h"
#include "language.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "rule_texts.h"
#include "print_board_dialog.h"
#include "rules_window.h"
#include "scrolling_words.h"
#include "statistics.h"
#include "statistics_dialog.h"
#include "table_animator.h"
#include "table_scene.h"
#include "table_view.h"

#include "poch/dealer_draw.h"

#include <QActionGroup>
#include <QApplication>
#include <QLocale>
#include <QScreen>
#include <QSet>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QProcess>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <bit>
#include <iterator>

namespace poch::app {

EventWords MainWindow::eventWords() const {
    EventWords words;
    words.seatName = [this](int seat) { return seatName(seat); };
    words.poolName = [this](int pool) { return poolNames().value(pool); };
    if (session_.active()) {
        // Only to a person alone at the table: the log is everyone's, and
        // "Amy has no set to bet on" told the others what Amy held, as "Amy
        // has to play the five of spades" after a stop told them she had
        // no other lead (a tester).
        const auto alone = [this](int seat) { return session_.isPerson(seat) && session_.people() == 1; };
        words.passSaysWhy = alone;
        words.onlyCardSaid = alone;
        words.poolInSentence = [this](int pool) { return ChoiceWords::poolInSentence(session_.state(), pool); };
        words.setGame(GameDescription::of(QString::fromStdString(session_.state().rules().info().id)), session_.state());
    }
    return words;
}

// The draw for the first dealer, where the rules have one, card by card.
void MainWindow::logDealerDraw() {
    const GameRecord& record = session_.record();
    if (record.draw.empty()) return;
    const std::vector<int> who = drawnBy(record.draw, session_.state().seats());
    log_->addItem(tr("— Drawing for the banker: the lowest card deals first —"));
    // A seat that draws again begins a new round, of the seats tied for
    // the lowest card; the log says so before their cards.
    QSet<int> inRound;
    for (std::size_t i = 0; i < who.size(); ++i) {
        if (inRound.contains(who[i])) {
            QSet<int> drawing;
            QStringList tied;
            for (std::size_t j = i; j < who.size() && !drawing.contains(who[j]); ++j) {
                drawing.insert(who[j]);
                tied << seatName(who[j]);
            }
            log_->addItem(tr("%1 tie for the lowest card and draw again.").arg(QLocale().createSeparatedList(tied)));
            inRound.clear();
        }
        inRound.insert(who[i]);
        log_->addItem(tr("%1 draws %2.").arg(seatName(who[i]), texts::cardInSentence(record.draw[i])));
    }
    // From the cards, not the state's dealer: once the first deal is over
    // the deal passes on, and a log rebuilt then named the next dealer.
    const int banker = dealerFromDraw(session_.state().rules().pack(), record.draw, session_.state().seats());
    log_->addItem(tr("%1 has the lowest card and is the banker.").arg(seatName(banker)));
}

namespace {
// Who deals a deal whose cards have been dealt, or -1.
int dealerOf(const EventLog& deal) {
    const auto dealt = std::find_if(deal.begin(), deal.end(), [](const Event& e) { return e.type == EventType::DealStarted; });
    return dealt != deal.end() ? dealt->seat : -1;
}
} // namespace

void MainWindow::rebuildLog() {
    clearLog();
    // The lines said beside the events are of this match: another's are
    // forgotten, but for those kept beside a match being resumed.
    if (remarksOfMatch_ != session_.matchNumber()) {
        remarks_ = remarksComing_ ? *remarksComing_ : LogRemarks{};
        remarksOfMatch_ = session_.matchNumber();
    }
    if (!session_.active()) return;
    const std::vector<EventLog>& deals = session_.events();
    const std::vector<LogRemarks::Placed> remarks = remarks_.place(deals);
    const auto sayAt = [&](int deal, std::size_t events) {
        for (const LogRemarks::Placed& r : remarks)
            if (r.deal == deal && (deal < 0 || r.events == events)) log_->addItem(remarkWords(r.said));
    };
    logDealerDraw();
    sayAt(-1, 0);
    for (std::size_t d = 0; d < deals.size(); ++d) {
        const EventLog& deal = deals[d];
        const int number = static_cast<int>(d) + 1;
        std::vector<std::size_t> points;
        for (const LogRemarks::Placed& r : remarks)
            if (r.deal == static_cast<int>(d)) points.push_back(r.events);
        std::sort(points.begin(), points.end());
        points.erase(std::unique(points.begin(), points.end()), points.end());
        // The deal told in parts, each line said beside it where it was
        // said. A deal's first part opens it, as the whole deal would.
        std::size_t from = 0;
        auto tell = [&](std::size_t to) {
            if (to <= from) return;
            const EventLog part(deal.begin() + static_cast<std::ptrdiff_t>(from), deal.begin() + static_cast<std::ptrdiff_t>(to));
            // Its first part may end before the cards are dealt: the dealer
            // is the whole deal's (the state's has passed on at a result).
            if (from == 0 && to < deal.size()) logStep(part, part, number, dealerOf(deal));
            else logStep(part, deal, number);
            from = to;
        };
        for (const std::size_t point : points) {
            // A line said before the deal's first event (its first stake
            // taken back) stands under the deal's heading, not above it.
            if (point == 0 && deal.empty()) headTheComingDeal();
            else if (point == 0 && deal.front().type != EventType::DealStarted && !std::exchange(headedAhead_, true))
                sayDealHeading(dealerOf(deal) >= 0 ? dealerOf(deal) : session_.state().dealer());
            tell(point);
            sayAt(static_cast<int>(d), point);
        }
        tell(deal.size());
    }
}

void MainWindow::headTheComingDeal() {
    if (headedAhead_ || betweenDeals_ || showing_ || !session_.active() || session_.state().phase() != Phase::Staking) return;
    const EventLog& newest = session_.dealEvents();
    if (!newest.empty() && !endsDeal(newest)) return;
    sayDealHeading(session_.state().dealer());
    headedAhead_ = true;
}

void MainWindow::sayDealHeading(int dealer) {
    log_->addItems(describeEvents(EventLog{Event::of(EventType::DealStarted, dealer)}, eventWords()));
    lineRun_.clear();
    lineRow_ = -1;
}

void MainWindow::clearLog() {
    headedAhead_ = false;
    log_->clear();
    lineRun_.clear();
    lineRow_ = -1;
}

void MainWindow::logStep(const EventLog& whole, const EventLog& deal, int number, int dealer) {
    const EventWords words = eventWords();
    // Told as it happens, the step is of the newest deal told.
    if (number <= 0) number = session_.dealEventsNumber();
    const int agreed = session_.state().rules().dealsAgreed();
    // Where the players stake before the cards are dealt (Newmarket, the
    // sevens game), a deal's events open with the stakes; its heading goes
    // before them, so that they read as the new deal's and not as the end
    // of the last one, and is not said again when the cards are dealt.
    const bool stakesFirst = !deal.empty() && deal.front().type != EventType::DealStarted;
    EventLog step;
    std::copy_if(whole.begin(), whole.end(), std::back_inserter(step),
                 [&](const Event& e) { return !stakesFirst || e.type != EventType::DealStarted; });
    // Passes join lines as they are told, a computer's forced pass as any.
    step = asTheTableKnowsIt(step, words);
    // The match's end is told after the last deal's result, not before it.
    const bool dealEnds = endsDeal(step);
    EventLog matchEnd;
    if (dealEnds) {
        std::copy_if(step.begin(), step.end(), std::back_inserter(matchEnd), [](const Event& e) { return e.type == EventType::MatchOver; });
        std::erase_if(step, [](const Event& e) { return e.type == EventType::MatchOver; });
    }
    // No next deal for chips to stay on the board for: the final standings
    // say what is left there. Nor in the last deal of a match of agreed
    // length, where chips left after the betting "stay on the Poque for the
    // next deal" there was not to be (a tester).
    if (!matchEnd.empty() || (agreed > 0 && number >= agreed))
        std::erase_if(step, [](const Event& e) { return e.type == EventType::PoolCarried; });
    if (stakesFirst && whole.size() == deal.size() && !std::exchange(headedAhead_, false)) {
        // The deal's first step: the dealer is the one the cards will come
        // from, already known to the rules (or, for a deal told again, the
        // one its dealing names).
        if (dealer < 0) dealer = dealerOf(deal);
        if (dealer < 0) dealer = session_.state().dealer();
        sayDealHeading(dealer);
    }
    // The step's first events may go on the log's last line (a player's
    // stakes, players passing in turn); the rest make lines of their own.
    std::size_t joined = 0;
    if (lineRow_ == log_->count() - 1)
        while (joined < step.size() && continuesLine(lineRun_, step[joined])) lineRun_.push_back(step[joined++]);
    if (joined > 0) log_->item(lineRow_)->setText(describeEvents(lineRun_, words).join(QLatin1Char(' ')));
    if (joined < step.size()) {
        const EventLog rest(step.begin() + static_cast<std::ptrdiff_t>(joined), step.end());
        log_->addItems(describeEvents(rest, words));
        // A line the next steps may go on with: one that says only stakes
        // or passes.
        const bool opensLine = makeOneLine(rest);
        lineRun_ = opensLine ? rest : EventLog{};
        lineRow_ = opensLine ? log_->count() - 1 : -1;
    }
    if (dealEnds) {
        const QString result = dealResult(deal);
        log_->addItem(tr("Deal result: %1").arg(result.isEmpty() ? tr("No chips changed hands.") : result));
        log_->addItems(describeEvents(matchEnd, words));
    }
    // The log follows its newest line unless the reader scrolled back to
    // read an earlier one (LogView).
}

int MainWindow::dealNumber() const {
    const State& state = session_.state();
    // At a deal's result it is that deal, though the next deal's stakes
    // may be due already (Spin's, Newmarket's); stakes placed before a
    // deal, and its dealing, belong to the deal to come.
    if (betweenDeals_) return state.dealsPlayed();
    return state.dealsPlayed() + (state.dealInPlay() || state.matchOver() ? 0 : 1);
}

// Where the players agreed the match's length, how far into it they are:
// the last deal came without warning (a tester).
QString MainWindow::dealWords() const {
    const int agreed = session_.state().rules().dealsAgreed();
    return agreed > 0 ? tr("Deal %1 of %2").arg(dealNumber()).arg(agreed) : tr("Deal %1").arg(dealNumber());
}

// Counted from the chips that moved in the deal's own events, from the
// stakes placed before its cards to its last payment.
QString MainWindow::signedFigure(int chips) {
    return (chips > 0 ? QStringLiteral("+") : chips == 0 ? QStringLiteral("±") : QString()) + QString::number(chips);
}

QString MainWindow::dealResult(const EventLog& deal) const {
    std::vector<int> change(static_cast<std::size_t>(session_.state().seats()), 0);
    for (const Event& e : deal) {
        if (!e.movesChips()) continue;
        if (e.from >= 0 && e.from < static_cast<int>(change.size())) change[static_cast<std::size_t>(e.from)] -= e.chips;
        if (e.to >= 0 && e.to < static_cast<int>(change.size())) change[static_cast<std::size_t>(e.to)] += e.chips;
    }
    QStringList lives;
    // Where players have lives, the lives lost matter most.
    for (const Event& e : deal)
        if (e.type == EventType::LifeLost)
            lives << (e.chips == 0   ? tr("%1 loses their last life").arg(seatName(e.seat))
                        : e.chips == 1 ? tr("%1 loses a life (1 left)").arg(seatName(e.seat))
                                       : tr("%1 loses a life (%2 left)").arg(seatName(e.seat)).arg(e.chips));
    // Where chips changed hands, every player still in the match is
    // named, ±0 too: a name left out read as a player left out of the deal.
    const bool anyChips = std::any_of(change.begin(), change.end(), [](int c) { return c != 0; });
    const std::uint8_t out = session_.state().table().outOfMatch;
    QStringList changes;
    for (std::size_t s = 0; s < change.size(); ++s) {
        if (!anyChips || (change[s] == 0 && (out >> s & 1))) continue;
        // A name and its figure are never parted at the end of a line.
        changes << tr("%1 %2").arg(seatName(static_cast<int>(s)), signedFigure(change[s])).replace(QLatin1Char(' '), QChar::Nbsp);
    }
    // Beside lives, the figures say they are chips: "Clara loses a life
    // (2 left), Paul -1" read as if Paul had lost one too.
    if (!lives.isEmpty() && !changes.isEmpty())
        return tr("%1; in chips: %2").arg(lives.join(QStringLiteral(", ")), changes.join(QStringLiteral(", ")));
    return (lives + changes).join(QStringLiteral(", "));
}

// Who won what this deal and why: each player's gain or loss, then what
// each paid in (antes, stakes, bets), then every pool, pot and payment
// won, so that the lines add up to the figures.
QString MainWindow::dealSummaryText(QString* resultSaid) const {
    const EventLog& deal = session_.dealEvents();
    const EventWords words = eventWords();
    // The wins, payments, lives and the deal's end, worded as in the log
    // (payments of one kind in one line).
    EventLog said;
    // In the order the log tells them (the winner before what they won).
    for (const Event& e : inTellingOrder(deal)) {
        // A bet nobody matched, given back, is no win: the log says it.
        const bool returned = e.type == EventType::PotWon && static_cast<PotShare>(e.detail) == PotShare::Returned;
        // An empty bowl won is no gain either: the log says that too.
        const bool gain = (e.type == EventType::PoolWon && e.chips > 0) || (e.type == EventType::PotWon && !returned)
                          || (e.type == EventType::Payment && e.to >= 0 && e.to < kMaxSeats);
        // The deal's end only where it says more than that it is over,
        // which the heading says: its winner, or a round that does not count.
        const bool won = e.type == EventType::DealOver && (e.seat >= 0 || static_cast<DealEnd>(e.detail) == DealEnd::NobodyLoses);
        // Why a player paid nothing or less for the cards left (Pope held,
        // no chips left), not a stake let off at the deal's start.
        const bool excused = e.type == EventType::Excused && static_cast<Excuse>(e.detail) != Excuse::StakeAsLastWinner;
        if (gain || won || e.type == EventType::LifeLost || e.type == EventType::SeatOut || excused)
            said.push_back(e);
    }
    // Last, what stays on the board for the next deal, as the board now
    // holds it: without it the results never added up to nothing.
    EventLog left;
    if (!session_.state().matchOver())
        for (int pool = 0; pool < words.pools; ++pool)
            if (const std::int32_t chips = session_.state().chips().pool[static_cast<std::size_t>(pool)]; chips > 0) {
                Event e = Event::of(EventType::PoolCarried);
                e.pool = static_cast<std::int8_t>(pool);
                e.chips = chips;
                left.push_back(e);
            }
    QStringList why;
    for (const QString& line : describePaidIn(deal, words) + describeDealSummary(said, words) + describeEvents(left, words))
        why << line.toHtmlEscaped();
    const QString changes = dealResult(deal);
    const QString result = changes.isEmpty() ? tr("No chips changed hands.") : changes;
    // In the prompt the result follows a sentence, so it ends as one.
    //: The deal's result ("Anna +3, Bertram -2") as a sentence of its own, after "The deal is over."
    if (resultSaid) *resultSaid = changes.isEmpty() ? result : tr("%1.").arg(changes);
    // Who won what, as a list under the result, where anything is listed.
    const QString list = why.isEmpty() ? QString() : QStringLiteral("<ul><li>%1</li></ul>").arg(why.join(QStringLiteral("</li><li>")));
    // How far into a match of agreed length: said during the play, it was
    // gone at each result (two testers).
    const int agreed = session_.state().rules().dealsAgreed();
    const QString progress = agreed > 0 && !session_.state().matchOver()
                                 ? QStringLiteral("<br>") + tr("%1 of %2 deals played.").arg(session_.state().dealsPlayed()).arg(agreed)
                                 : QString();
    return tr("<b>The deal is over.</b><br>%1").arg(result.toHtmlEscaped()) + progress + list;
}

// The deal's summary beside the table, with the way on.
void MainWindow::showDealSummary() {
    betweenDeals_ = true;
    QString resultSaid;
    QString summary = dealSummaryText(&resultSaid);
    // Review This Deal is not offered where nobody at the screen had a
    // choice: said, not only a greyed menu item (a deal that played itself
    // left a newcomer wondering).
    if (!session_.inLesson() && session_.seated() && !dealReviewable())
        summary += QStringLiteral("<p>%1</p>").arg(session_.people() > 1 ? tr("Nobody at the screen had a choice to make in this deal, so there is nothing to review.")
                                                                         : tr("You had no choice to make in this deal, so there is nothing to review."));
    status_->setText(summary);
    // A lesson's deal is the whole lesson.
    if (session_.inLesson()) {
        finishLesson();
        return;
    }
    // Watching is offered once every person at the table is out.
    bool out = true;
    for (int s = 0; s < session_.state().seats(); ++s)
        if (session_.isPerson(s) && !(session_.state().table().outOfMatch >> s & 1)) out = false;
    if (!out) {
        bar_->offerNextDeal(tr("The deal is over. %1").arg(resultSaid), dealReviewable());
        return;
    }
    bar_->offerWatching(tr("You are out of the game; the others play on. %1").arg(resultSaid), watching_ != Watching::No);
    // Watching, the next deal follows once the result could be read.
    if (watching_ != Watching::No)
        QTimer::singleShot(watching_ == Watching::Skip ? 0 : static_cast<int>(2500 * animator_->speed()), this, [this] {
            if (betweenDeals_) nextDeal();
        });
}

void MainWindow::watch(Watching how) {
    watching_ = how;
    if (how == Watching::Skip) {
        // For this match only: the speed in the settings stays.
        animator_->skip();
        animator_->setSpeed(0);
        session_.setComputerPace(0);
    } else if (how == Watching::No) {
        bool ok = false;
        const double speed = QSettings().value(QStringLiteral("view/speed"), 1.0).toDouble(&ok);
        setAnimationSpeed(ok && speed >= 0 && speed <= 2 ? speed : 1.0);
        return;
    }
    if (betweenDeals_) nextDeal();
}

} // namespace poch::app
