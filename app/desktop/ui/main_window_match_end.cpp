// MainWindow at the end of a match: the final standings and the rules'
// reason the match ended beside the table, the last deal's summary under
// them, the way on (New Game…, and the last deal's review), the player's
// statistics counted once, and the box that says who won.
#include "main_window.h"

#include "action_bar.h"
#include "elision.h"
#include "event_text.h"
#include "rule_texts.h"
#include "scrolling_words.h"
#include "statistics.h"

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>
#include <bit>

namespace poch::app {

// "1 match played, 1 won, 0 shared", each number with its own plural.
QString MainWindow::matchCounts(const GameStatistics& stats) {
    // English has no translation file, so its two forms are two texts.
    const QString played = stats.matches == 1 ? tr("%n match played", nullptr, stats.matches) : tr("%n matches played", nullptr, stats.matches);
    return played + QStringLiteral(", ") + tr("%n won", nullptr, stats.wins)
           + QStringLiteral(", ") + tr("%n shared", nullptr, stats.shared) + QLatin1Char('.');
}

// What the match brought a seat, as the statistics count it: its chips less
// those it began with (chips left on the board are nobody's).
int MainWindow::matchChange(int seat) const {
    return session_.state().chips().seat[static_cast<std::size_t>(seat)] - session_.record().chips[static_cast<std::size_t>(seat)];
}

MainWindow::MatchEndWords MainWindow::matchEndWords() const {
    const State& state = session_.state();
    MatchEndWords words;
    std::vector<int> order(static_cast<std::size_t>(state.seats()));
    for (int s = 0; s < state.seats(); ++s) order[static_cast<std::size_t>(s)] = s;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return state.chips().seat[static_cast<std::size_t>(a)] > state.chips().seat[static_cast<std::size_t>(b)]; });
    // Each with what the match brought them, the figure the statistics
    // count: only the chips held showed, and the last deal's result under
    // them read as the match's (a tester).
    for (int s : order) {
        words.standings << tr("%1: %2 (%3 in the match)", "a player's chips at the end, and what the match won or lost them")
                               .arg(seatName(s), chipsInWords(state.chips().seat[static_cast<std::size_t>(s)]), signedFigure(matchChange(s)));
    }
    // Chips the match ends with on the board or in the bank belong to
    // nobody: said, so that the players' chips are seen not to add up to
    // all there were by design, not by a mistake.
    const int board = state.chips().board() + state.chips().bets;
    const int bank = state.chips().bank;
    // English has no translation file, so its two forms are two texts.
    // Whose they are is said too: a newcomer could not tell (a tester).
    if (board > 0)
        words.standings << (board == 1 ? tr("Left on the board, won by nobody: %n chip", nullptr, board) : tr("Left on the board, won by nobody: %n chips", nullptr, board));
    if (bank > 0) words.standings << (bank == 1 ? tr("Left in the bank, won by nobody: %n chip", nullptr, bank) : tr("Left in the bank, won by nobody: %n chips", nullptr, bank));
    // The rules say who won (ties shared, players who left excluded).
    const std::uint8_t winners = session_.match().winners();
    // With one person at the table the headline speaks to them; with
    // several, it names the winners.
    const int you = session_.people() == 1 ? session_.viewer() : -1;
    QStringList others;
    for (int s = 0; s < state.seats(); ++s)
        if ((winners >> s & 1) && s != you) others << seatName(s);
    const bool personWon = you >= 0 && (winners >> you & 1);
    const Statistics::Outcome outcome = !personWon          ? Statistics::Outcome::Lost
                                        : others.isEmpty() ? Statistics::Outcome::Won
                                                           : Statistics::Outcome::Shared;
    words.headline = winners == 0                             ? tr("Nobody won the match.") // everyone out of chips at once
                     : outcome == Statistics::Outcome::Won    ? tr("You won the match!")
                     : outcome == Statistics::Outcome::Shared ? tr("You share the win with %1.").arg(QLocale().createSeparatedList(others))
                                                              : tr("%1 won the match.", "one or more winners", static_cast<int>(others.size())).arg(QLocale().createSeparatedList(others));
    // The rules' reason the match ended, as the log said it.
    words.why = tr("The match is over.");
    for (const Event& e : session_.dealEvents())
        if (e.type == EventType::MatchOver) words.why = elided(describeEvent(e, eventWords()));
    return words;
}

namespace {
// Lines of plain words (names a person typed among them) as HTML.
QString htmlLines(const QStringList& lines) {
    QStringList escaped;
    for (const QString& line : lines) escaped << line.toHtmlEscaped();
    return escaped.join(QStringLiteral("<br>"));
}
} // namespace

// The standings first; under them the last deal, which the match's end
// would otherwise hide, and which can be reviewed as any other.
// Who won is said there too, not only in the bar below the table.
void MainWindow::showMatchEnd(const MatchEndWords& words) {
    status_->setText(tr("<b>%1</b><br>%2<br>%3").arg(words.why.toHtmlEscaped(), words.headline.toHtmlEscaped(), htmlLines(words.standings))
                     + QStringLiteral("<br><br>") + dealSummaryText());
    bar_->offerNewGame(words.headline, dealReviewable());
}

QString MainWindow::matchEndReport() const {
    const MatchEndWords words = matchEndWords();
    const QString ruleset = QString::fromStdString(session_.state().rules().info().id);
    // Your record in this game; where several played, each person's, a
    // line each.
    QStringList records;
    for (int s = 0; s < session_.state().seats(); ++s)
        if (session_.isPerson(s))
            records << (session_.people() == 1 ? tr("%1: %2").arg(texts::rulesetName(ruleset), matchCounts(Statistics::of(ruleset)))
                                               : tr("%1: %2").arg(seatName(s), matchCounts(Statistics::of(ruleset, seatName(s)))));
    return tr("<p><b>%1</b></p><p>%2</p><p>%3</p><p>%4</p>")
        .arg(words.headline.toHtmlEscaped(), words.why.toHtmlEscaped(), htmlLines(words.standings), htmlLines(records));
}

void MainWindow::onMatchEnded() {
    // A lesson's record never ends its match (Lesson::parse checks), and
    // nothing of a lesson is counted.
    if (session_.inLesson()) return;
    if (watching_ != Watching::No) watch(Watching::No);
    const State& state = session_.state();
    store_.clearAutosave();
    const MatchEndWords words = matchEndWords();
    const std::uint8_t winners = session_.match().winners();
    const int you = session_.people() == 1 ? session_.viewer() : -1;
    const QString ruleset = QString::fromStdString(state.rules().info().id);
    // Your statistics; where several people played, each one's by name.
    // Once a match (GameSession::resultCounted).
    if (!session_.resultCounted()) {
        const int winnerCount = std::popcount(winners);
        for (int s = 0; s < state.seats(); ++s) {
            if (!session_.isPerson(s)) continue;
            const bool won = winners >> s & 1;
            const Statistics::Outcome theirs = !won ? Statistics::Outcome::Lost : winnerCount == 1 ? Statistics::Outcome::Won : Statistics::Outcome::Shared;
            Statistics::recordMatch(ruleset, theirs, matchChange(s), you >= 0 ? QString() : seatName(s));
        }
        session_.setResultCounted();
    }
    showMatchEnd(words);
    log_->addItem(tr("Final standings: %1").arg(words.standings.join(tr("; ", "between the players of the final standings"))));
    log_->scrollToBottom();
    if (quiet_) return;
    QMessageBox box(QMessageBox::Information, tr("The Match Is Over"), matchEndReport(), QMessageBox::Close, this);
    QPushButton* again = box.addButton(tr("&New Game…"), QMessageBox::AcceptRole);
    // Return closes the box: New Game… was its default, and a Return
    // pressed on through the last cards went to it and then to the New
    // Game dialog's Deal, a new match with the standings unread (a tester).
    // Closed, the standings stay beside the table, and the bar's New Game…
    // waits out its grace again.
    box.setDefaultButton(QMessageBox::Close);
    box.exec();
    bar_->holdReturn();
    if (box.clickedButton() == again) newGame();
}

} // namespace poch::app
