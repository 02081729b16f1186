// A deal's result, its list of who won what and the log of the match come
// from the game record, whatever happened in between: an undo in the
// middle of the deal, passes and raises, a player out of the match. (After
// a resume: tst_resumed_deals.)
#include "card_item.h"
#include "deal_driving.h"
#include "game_description.h"
#include "seat_badge_item.h"
#include "table_view.h"
#include "test_rows.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollBar>

using namespace poch::test::desktop;

namespace {
// The names on the badges that show the dealer's button.
QStringList buttonsShown(MainWindow& w) {
    QStringList with;
    for (QGraphicsItem* item : w.findChild<TableView*>()->scene()->items())
        if (auto* badge = dynamic_cast<SeatBadgeItem*>(item))
            if (badge->badge().dealer) with << badge->badge().name;
    return with;
}

// Each seat out of the betting, as its badge says it: the badge's words
// after the level ("passed", "dropped"), and how the seat left the
// betting by the deal's events.
struct OutOfTheBetting {
    QString said;
    EventType how;
};
QList<OutOfTheBetting> outOfTheBetting(MainWindow& w) {
    QList<OutOfTheBetting> list;
    for (QGraphicsItem* item : w.findChild<TableView*>()->scene()->items()) {
        auto* badge = dynamic_cast<SeatBadgeItem*>(item);
        if (!badge || !badge->badge().dropped) continue;
        int seat = -1;
        for (int s = 0; s < w.session()->state().seats(); ++s)
            if (w.session()->nameAt(s) == badge->badge().name) seat = s;
        EventType how = EventType::DealStarted;
        for (const Event& e : w.session()->dealEvents())
            if ((e.type == EventType::Passed || e.type == EventType::Dropped) && e.seat == seat) how = e.type;
        list.push_back({SeatBadgeItem::detailLine(badge->badge()), how});
    }
    return list;
}

} // namespace

class TestDealResults : public QObject {
    Q_OBJECT

private slots:
    void init() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // A player out of the betting by a pass is marked "passed", as the log
    // says it; one who left it after a bet, "dropped" (both were "dropped",
    // beside a log line that said "passes"). Where a pass leaves the
    // betting: Hoffmann's Poch and the nine bowls (in modern Poch a player
    // who passed is asked again).
    void aPassIsShownAsAPass_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("poch-1810") << "poch-1810";
        QTest::newRow("poch-bowls") << "poch-bowls";
    }
    void aPassIsShownAsAPass() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        quietAndQuick(w);
        w.startMatch(match(ruleset.toStdString(), 5, 11));
        int passes = 0, drops = 0;
        for (int step = 0; step < 400 && (passes == 0 || drops == 0); ++step) {
            QVERIFY(rest(w));
            if (w.session()->state().matchOver()) break;
            for (const OutOfTheBetting& seat : outOfTheBetting(w)) {
                QVERIFY2(seat.how == EventType::Passed || seat.how == EventType::Dropped, qPrintable(seat.said));
                const bool passed = seat.how == EventType::Passed;
                QVERIFY2(seat.said.endsWith(passed ? SeatBadgeItem::tr("passed") : SeatBadgeItem::tr("dropped")), qPrintable(seat.said));
                ++(passed ? passes : drops);
            }
            if (w.waitingForNextDeal()) w.nextDeal();
            else QVERIFY(decideThroughTheUi(w, w.findChild<TableView*>()));
        }
        QVERIFY(passes > 0);
        QVERIFY(drops > 0);
    }

    // A computer's pass forced by its hand is told as a plain pass: "Dietrich
    // and Emma have no set to bet on, and pass" told the person what their
    // hands held, which nobody learns at a real table.
    void aComputersPassKeepsItsHandSecret() {
        QTemporaryDir saves;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match("poch", 6, seed));
            QVERIFY(rest(w));
            bool forced = false;
            for (const Event& e : w.session()->dealEvents())
                forced |= e.type == EventType::Passed && e.seat != 0 && static_cast<PassBecause>(e.detail) == PassBecause::NothingToBetOn;
            if (!forced) continue;
            // The person's own pass may say why (P0's only move is made
            // for them in sight of all); no computer's.
            const QStringList said = lines(w.log());
            QVERIFY2(said.join(QLatin1Char('\n')).contains(QLatin1String(" pass")), qPrintable(said.join(QLatin1Char('\n'))));
            for (const QString& line : said)
                QVERIFY2(!line.contains(QLatin1String("no set to bet on")) || !line.contains(QRegularExpression(QStringLiteral("P[1-5]\\b"))), qPrintable(line));
            return;
        }
        QFAIL("no computer passed for want of a set before the person was asked");
    }

    // Stakes and a few cards, an undo, then the deal played out: the
    // result counts every chip of the deal, the stakes before the undo too.
    void resultAfterUndo_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("decisions");
        // A match whose first deal gives the person that many choices.
        QTest::addColumn<int>("seed");
        QTest::newRow("newmarket") << "newmarket" << 3 << 11;
        QTest::newRow("pochen") << "pochen" << 1 << 11;
        QTest::newRow("pope-joan") << "pope-joan" << 3 << 13;
    }
    void resultAfterUndo() {
        QFETCH(QString, ruleset);
        QFETCH(int, decisions);
        QFETCH(int, seed);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setAnimationSpeed(0);
        w.resize(1024, 700);
        w.show();
        w.startMatch(match(ruleset.toStdString(), 4, static_cast<std::uint64_t>(seed)));
        const std::vector<std::int32_t> start = w.session()->record().chips;
        QVERIFY(rest(w));
        const int sideWidth = w.findChild<QDockWidget*>()->width();
        // Into the deal: its stakes or antes paid, and three decisions made.
        int decided = 0;
        while (decided < decisions) {
            QVERIFY(rest(w));
            QVERIFY2(!w.waitingForNextDeal(), "the first deal ended too soon");
            QVERIFY(decide(w));
            ++decided;
        }
        QVERIFY(rest(w));
        QAction* undo = undoAction(w);
        QVERIFY(undo);
        QVERIFY(w.session()->canUndo());
        undo->trigger();
        QVERIFY(rest(w));
        const QStringList afterUndo = lines(w.log());
        QVERIFY(afterUndo.last().contains(QLatin1String("take back")));
        // Played out to the deal's end.
        QVERIFY(playToTheDealsEnd(w));
        // Between deals nobody is asked, so no place is lit as the one to
        // act, even where the state names the first to stake for the next
        // deal (Newmarket).
        if (ruleset == QLatin1String("newmarket")) QVERIFY(w.session()->state().currentSeat() >= 0);
        QCOMPARE(placesLit(w), QStringList());
        const QString expected = expectedResult(w, start);
        QVERIFY(!expected.isEmpty());
        QVERIFY2(w.statusText().contains(expected), qPrintable(w.statusText() + QStringLiteral("\nexpected: ") + expected));
        // The prompt beside Next Deal says it in sentences, each ending as one.
        QCOMPARE(w.actionBar()->prompt(), QStringLiteral("The deal is over. %1.").arg(expected));
        QVERIFY2(lines(w.log()).contains(QStringLiteral("Deal result: ") + expected), qPrintable(lines(w.log()).join('\n')));
        // The deal's summary wraps in the side panel: the table does not
        // shrink for it.
        QCOMPARE(w.findChild<QDockWidget*>()->width(), sideWidth);
        shot(w, QStringLiteral("undo-") + ruleset);
    }

    // The deal's summary says that it is over once, in its heading: a deal
    // that ends without a winner (Ranter-Go-Round's, every one) listed
    // "The deal is over." again among who won what. And it says what stays
    // on the board for the next deal, pool by pool, as the board holds it:
    // without it a newcomer adding up the results found chips missing (30
    // left on three boodle cards).
    void theSummarySaysTheEndOnceAndWhatStays_data() { poch::test::everyRuleset(); }
    void theSummarySaysTheEndOnceAndWhatStays() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        quietAndQuick(w);
        w.startMatch(match(ruleset.toStdString(), 4, 3));
        QVERIFY(playToTheDealsEnd(w));
        shot(w, QStringLiteral("left-") + ruleset);
        const QString summary = w.statusText();
        QCOMPARE(summary.count(QLatin1String("The deal is over")), 1);
        QVERIFY2(summary.startsWith(QLatin1String("<b>The deal is over.</b>")), qPrintable(summary));
        const auto& board = w.session()->state().chips().pool;
        const auto left = std::count_if(board.begin(), board.end(), [](std::int32_t c) { return c > 0; });
        const bool said = summary.contains(QLatin1String("Left on the board for the next deal:")) || summary.contains(QLatin1String("for the next deal."));
        QVERIFY2(said == (left > 0), qPrintable(summary));
        for (std::int32_t c : board)
            if (c > 0) QVERIFY2(summary.contains(QString::number(c)), qPrintable(summary));
    }

    // Every deal opens the log with its dealer's line, once, before
    // anything of the deal: Newmarket's and the sevens game's stakes for
    // the next deal came straight after the last deal's result, and the
    // "— Anna deals —" line only after them, so that they read as the end
    // of the last deal. The same after a resume.
    void eachDealOpensWithItsDealer_data() { poch::test::everyRuleset(); }
    void eachDealOpensWithItsDealer() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        const QRegularExpression heading(QStringLiteral("^— (\\S+) deals —$"));
        auto check = [&](const QStringList& log, const QStringList& dealers) {
            const QStringList headings = log.filter(heading);
            QCOMPARE(headings.size(), dealers.size());
            for (int d = 0; d < dealers.size(); ++d) QCOMPARE(headings[d], QStringLiteral("— %1 deals —").arg(dealers[d]));
            // The match's first line (unless a banker is drawn for first)
            // and the first after each deal's result are headings.
            const QStringList results = log.filter(QRegularExpression(QStringLiteral("^Deal result: ")));
            QVERIFY2(!results.isEmpty(), qPrintable(log.join('\n')));
            for (int i = 0; i + 1 < log.size(); ++i)
                if (log[i].startsWith(QLatin1String("Deal result: ")))
                    QVERIFY2(heading.match(log[i + 1]).hasMatch(), qPrintable(log.mid(i, 3).join('\n')));
            QVERIFY2(heading.match(log[0]).hasMatch() || log[0].startsWith(QStringLiteral("— Drawing")), qPrintable(log.mid(0, 3).join('\n')));
        };
        QStringList dealers, live;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match(ruleset.toStdString(), 4, 7));
            dealers << w.session()->nameAt(w.session()->state().dealer());
            QVERIFY(playToTheDealsEnd(w));
            if (w.session()->state().matchOver()) QSKIP("the match ended with its first deal");
            // The rules have passed the deal on already.
            dealers << w.session()->nameAt(w.session()->state().dealer());
            w.nextDeal();
            // Into the second deal's play: its stakes and its dealing.
            for (int i = 0; i < 40 && w.session()->state().table().phase == Phase::Staking; ++i) {
                QVERIFY(rest(w));
                if (w.session()->state().table().phase != Phase::Staking) break;
                QVERIFY(decide(w));
            }
            QVERIFY(rest(w));
            live = lines(w.log());
            check(live, dealers);
            if (QTest::currentTestFailed()) return;
        }
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        // Saved before anything of the second deal was decided, the match
        // stands at the first deal's result: the second is dealt again.
        if (w.waitingForNextDeal()) {
            w.nextDeal();
            QVERIFY(rest(w));
        }
        QStringList resumed = lines(w.log());
        resumed.removeOne(QStringLiteral("— The game is resumed where it stood —"));
        check(resumed.mid(0, live.size()), dealers);
        QCOMPARE(resumed.mid(0, live.size()), live);
    }

    // Once a deal is over, the cards left in every hand are shown face up,
    // as players lay them down to count what they pay; the next deal's
    // hands are hidden again.
    void theHandsAreShownWhenTheDealIsOver_data() { poch::test::everyRuleset(); }
    void theHandsAreShownWhenTheDealIsOver() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        quietAndQuick(w);
        w.startMatch(match(ruleset.toStdString(), 4, 5));
        const auto faceUp = [&] {
            CardSet shown;
            for (QGraphicsItem* item : w.findChild<TableView*>()->scene()->items())
                if (auto* card = dynamic_cast<CardItem*>(item); card && card->isVisible() && card->faceUp() && card->card().valid()) shown.insert(card->card());
            return shown;
        };
        QVERIFY(playToTheDealsEnd(w));
        shot(w, QStringLiteral("hands-open-") + ruleset);
        const Table& t = w.session()->state().table();
        const CardSet shown = faceUp();
        int left = 0;
        for (int s = 0; s < w.session()->state().seats(); ++s) {
            if (s == w.session()->viewer()) continue;
            for (const Card c : t.hands[static_cast<std::size_t>(s)]) {
                QVERIFY2(shown.contains(c), qPrintable(QStringLiteral("%1 of %2 is not shown").arg(QString::fromStdString(c.code()), w.session()->nameAt(s))));
                ++left;
            }
        }
        qInfo("%d cards left in the others' hands, all shown", left);
        // The spare hand or dummy too (Newmarket's stayed face down, and a
        // newcomer could not see why the runs had stopped).
        // (A stock drawn from, Ranter-Go-Round's, stops no run: it stays a heap.)
        if (!GameDescription::of(ruleset).stockCard)
            for (const Card c : t.laidAside) QVERIFY2(shown.contains(c), qPrintable(QStringLiteral("%1, aside, is not shown").arg(QString::fromStdString(c.code()))));
        // In a later deal, asked to decide, only what the person may know
        // (a board's own card beside its twin in a hand aside).
        for (int deal = 0; deal < 5 && (w.waitingForNextDeal() || !w.session()->person()->waiting()); ++deal) {
            if (w.waitingForNextDeal()) w.nextDeal();
            QVERIFY(rest(w));
        }
        QVERIFY(w.session()->person()->waiting());
        const Observation seen = w.session()->state().observe(w.session()->viewer());
        const CardSet now = faceUp();
        for (int s = 0; s < w.session()->state().seats(); ++s) {
            if (s == w.session()->viewer()) continue;
            for (const Card c : w.session()->state().table().hands[static_cast<std::size_t>(s)])
                QVERIFY2(!now.contains(c) || seen.table.hands[static_cast<std::size_t>(s)].contains(c) || w.session()->state().table().poolCards.contains(c),
                         qPrintable(QStringLiteral("%1 of %2 is shown in a later deal").arg(QString::fromStdString(c.code()), w.session()->nameAt(s))));
        }
        for (const Card c : w.session()->state().table().laidAside)
            QVERIFY2(!now.contains(c) || seen.table.laidAside.contains(c) || w.session()->state().table().poolCards.contains(c),
                     qPrintable(QStringLiteral("%1, aside, is shown in a later deal").arg(QString::fromStdString(c.code()))));
    }

    // A deal in which the person had no choice says there is nothing to
    // review, where Review This Deal is not offered; one with a choice
    // offers it and does not say so. A newcomer's first Saratoga deal
    // played itself and left only a greyed menu item.
    void nothingToReviewIsSaid() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        quietAndQuick(w);
        w.startMatch(match("saratoga", 4, 3));
        int said = 0, offered = 0;
        for (int deal = 0; deal < 12 && !w.session()->state().matchOver() && (said == 0 || offered == 0); ++deal) {
            QVERIFY(playToTheDealsEnd(w));
            bool reviewable = false;
            for (QPushButton* b : buttons(w)) reviewable |= b->accessibleName() == QLatin1String("Review this deal");
            QCOMPARE(w.statusText().contains(QLatin1String("nothing to review")), !reviewable);
            ++(reviewable ? offered : said);
            w.nextDeal();
        }
        qInfo("%d deals with nothing to review, %d with a review", said, offered);
        QVERIFY(said > 0 && offered > 0);
    }

    // A deal's result names every player still in the match, ±0 too (a
    // player whose chips came out even was left out, as if they had not
    // played), each name with its figure on one line: at 1024x700 the log
    // broke "Clara" from "-11".
    void theResultNamesEveryPlayer() {
        int even = 0;
        for (const char* ruleset : {"poch", "pope-joan", "newmarket"}) {
            QTemporaryDir saves;
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.resize(1024, 700);
            w.show();
            w.startMatch(match(ruleset, 4, 5));
            // The chips before the deal's antes or stakes.
            std::vector<std::int32_t> start = w.session()->record().chips;
            for (int deal = 0; deal < 6 && !w.session()->state().matchOver(); ++deal) {
                if (!playToTheDealsEnd(w)) {
                    QVERIFY2(w.session()->state().matchOver(), qPrintable(QStringLiteral("%1: stuck in deal %2").arg(QLatin1String(ruleset)).arg(deal + 1)));
                    break;
                }
                const QString expected = expectedResult(w, start);
                QVERIFY2(lines(w.log()).contains(QStringLiteral("Deal result: ") + expected), qPrintable(lines(w.log()).filter(QStringLiteral("Deal result")).join(QLatin1Char('\n')) + QStringLiteral("\nexpected: ") + expected));
                QVERIFY(w.statusText().contains(expected));
                even += static_cast<int>(expected.count(QStringLiteral("±0")));
                const auto& seats = w.session()->state().chips().seat;
                start.assign(seats.begin(), seats.begin() + w.session()->state().seats());
                w.nextDeal();
            }
        }
        qInfo("%d players came out even", even);
        QVERIFY(even > 0);
    }

    // Beside the lives lost, the figures say they are chips: "Clara loses a
    // life (2 left), Paul -1, Anna -1" read as if every player had lost
    // one.
    void livesAndChipsAreToldApart() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        quietAndQuick(w);
        w.resize(1024, 700);
        w.show();
        w.startMatch(match("ranter-go-round", 4, 5));
        int told = 0;
        for (int deal = 0; deal < 4 && !w.session()->state().matchOver(); ++deal) {
            if (!playToTheDealsEnd(w)) break;
            const QStringList results = lines(w.log()).filter(QStringLiteral("Deal result: "));
            QVERIFY(!results.isEmpty());
            const QString last = results.last();
            if (last.contains(QLatin1String("loses")) && last.contains(QRegularExpression(QStringLiteral("[+±-]\\d")))) {
                QVERIFY2(last.contains(QLatin1String("; in chips: ")), qPrintable(last));
                QVERIFY2(!last.section(QStringLiteral("; in chips: "), 1).contains(QLatin1String("loses")), qPrintable(last));
                ++told;
            }
            w.nextDeal();
        }
        QVERIFY(told > 0);
    }

    // Poch after Hoffmann pays a chip from each player to whoever ends a
    // run: the deal's summary gave a line a run ("Anna, Bertram, and Clara
    // each pay Player 1 chip for ending the run." three times over), so
    // long that at 1024x700 it ran out of the panel. Now one line a player:
    // "Player is paid 9 chips for ending 3 runs: Anna 3, Bertram 3, Clara
    // 3.", its figures those of the deal's payments.
    void runsEndedAreOneLineAPlayer() {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            QTemporaryDir saves;
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match("poch-1810", 4, seed));
            QVERIFY(playToTheDealsEnd(w));
            const QString summary = w.statusText();
            QVERIFY2(!summary.contains(QLatin1String("for ending the run")), qPrintable(summary));
            // Each run's payments, from the deal's events.
            QMap<int, int> runs, paid;
            int last = -1;
            for (const Event& e : w.session()->dealEvents()) {
                const bool run = e.type == EventType::Payment && static_cast<PaymentReason>(e.detail) == PaymentReason::RunEnded;
                if (run && e.to != last) ++runs[e.to];
                if (run) paid[e.to] += e.chips;
                last = run ? e.to : -1;
            }
            for (auto it = runs.begin(); it != runs.end(); ++it) {
                const QString said = it.value() == 1 ? QStringLiteral("%1 is paid %2 chips for ending 1 run: ") : QStringLiteral("%1 is paid %2 chips for ending %3 runs: ");
                QVERIFY2(summary.contains(said.arg(w.session()->nameAt(it.key())).arg(paid[it.key()]).arg(it.value())), qPrintable(summary));
                ++checked;
            }
            // The log still says each run's payments as they were made.
            QVERIFY(lines(w.log()).filter(QStringLiteral("for ending the run")).size() >= runs.size());
        }
        QVERIFY(checked > 0);
    }

    // "What happened" follows the play while its newest line is in sight,
    // and stays where the reader is once they scroll back to read: every
    // step of the play scrolled it back to the bottom, away from the line
    // being read.
    void theLogStaysWhereTheReaderIs() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(shownAt(w, QSize(1024, 700)));
        w.startMatch(match("pope-joan", 4, 2));
        QListWidget* log = w.log();
        QScrollBar* bar = log->verticalScrollBar();
        const auto newestInSight = [&] {
            return log->count() > 0 && log->viewport()->rect().contains(log->visualItemRect(log->item(log->count() - 1)));
        };
        // One step of the match: a decision, or the next deal.
        const auto step = [&] {
            if (!rest(w)) return false;
            if (w.waitingForNextDeal()) w.nextDeal();
            else if (!decide(w)) return false;
            return rest(w);
        };
        // Played until the log is longer than its window.
        for (int i = 0; i < 200 && bar->maximum() < 200; ++i) {
            QVERIFY(step());
            QTRY_VERIFY(newestInSight());
        }
        QVERIFY(bar->maximum() >= 200);
        // Scrolled back: the next steps leave it there.
        bar->setValue(40);
        const int lines = log->count();
        for (int i = 0; i < 200 && log->count() == lines; ++i) QVERIFY(step());
        QVERIFY(log->count() > lines);
        QCOMPARE(bar->value(), 40);
        // Back at the newest line, it follows the play again.
        bar->setValue(bar->maximum());
        const int before = log->count();
        for (int i = 0; i < 200 && log->count() == before; ++i) QVERIFY(step());
        QVERIFY(log->count() > before);
        QTRY_VERIFY(newestInSight());
        // A line clicked, the newest still in sight: it goes on following
        // (a click is no scrolling back).
        const QRect clicked = log->visualItemRect(log->item(log->count() - 2));
        QTest::mouseClick(log->viewport(), Qt::LeftButton, {}, clicked.center());
        const int seen = log->count();
        for (int i = 0; i < 200 && log->count() == seen; ++i) QVERIFY(step());
        QVERIFY(log->count() > seen);
        QTRY_VERIFY(newestInSight());
    }

    // The end of a deal stays on the table until Next Deal; then, while
    // the stakes for the next deal are placed (Newmarket), the last deal's
    // cards are gathered in: no hand, no run, no dummy, only the board's
    // pool cards, so that nobody takes the old cards for the new deal's.
    void theLastDealIsGatheredForTheStakes() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        quietAndQuick(w);
        w.resize(1024, 700);
        w.show();
        w.startMatch(match("newmarket", 4, 11));
        const int poolCards = w.session()->state().table().poolCards.size();
        const int dealt = w.session()->state().dealer();
        auto cardsShown = [&] {
            int n = 0;
            for (QGraphicsItem* item : w.table()->items())
                if (dynamic_cast<CardItem*>(item) && item->isVisible()) ++n;
            return n;
        };
        for (int i = 0; i < 400 && !w.waitingForNextDeal(); ++i) {
            QVERIFY(rest(w));
            if (w.waitingForNextDeal()) break;
            QVERIFY(!w.session()->state().matchOver());
            QVERIFY(decide(w));
        }
        QVERIFY(w.waitingForNextDeal());
        QCOMPARE(w.session()->state().table().phase, Phase::Staking);
        QVERIFY2(cardsShown() > poolCards, "the deal's end shows the cards left");
        // The rules have passed the deal on, but the cards on the table are
        // the last dealer's, and so is the button until the next deal.
        QVERIFY(w.session()->state().dealer() != dealt);
        QCOMPARE(buttonsShown(w), QStringList{w.session()->nameAt(dealt)});
        w.nextDeal();
        QVERIFY(rest(w));
        QCOMPARE(w.session()->state().table().phase, Phase::Staking);
        QCOMPARE(w.session()->state().dealsPlayed(), 1);
        QCOMPARE(cardsShown(), poolCards);
        QCOMPARE(buttonsShown(w), QStringList{w.session()->nameAt(w.session()->state().dealer())});
        QVERIFY(w.table()->playableCards().isEmpty());
        shot(w, QStringLiteral("stakes-for-the-next-deal"));
        // Once the stakes are placed the next deal is dealt and shown.
        for (int i = 0; i < 40 && w.session()->state().table().phase == Phase::Staking; ++i) {
            QVERIFY(decide(w));
            QVERIFY(rest(w));
        }
        QCOMPARE(w.session()->state().table().phase, Phase::Play);
        QVERIFY(cardsShown() > poolCards);
    }

    // A player out of Ranter-Go-Round is not asked to click Next Deal
    // every round: they may watch the others, or skip to the end.
    void aPlayerOutMaySkipToTheEnd() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        MatchSettings m = match("ranter-go-round", 4, 3);
        m.options.set(findRuleset("ranter-go-round")->options, "lives", 1);
        w.setAnimationSpeed(0);
        w.startMatch(m);
        auto out = [&] { return (w.session()->state().table().outOfMatch & 1) != 0; };
        for (int i = 0; i < 300 && !out(); ++i) {
            QVERIFY(rest(w));
            if (w.session()->state().matchOver()) QSKIP("the match ended with the person still in it");
            if (w.waitingForNextDeal()) {
                w.nextDeal();
                continue;
            }
            QVERIFY(decide(w));
        }
        QVERIFY(out());
        QTRY_VERIFY(w.waitingForNextDeal() || w.session()->state().matchOver());
        if (w.session()->state().matchOver()) QSKIP("the person was the last but one to go");
        QPushButton* skip = nullptr;
        for (QPushButton* b : buttons(w))
            if (b->text().contains(QLatin1String("Skip"))) skip = b;
        QVERIFY2(skip, "no way to skip to the end");
        QVERIFY(w.actionBar()->prompt().contains(QLatin1String("out of the game")));
        QVERIFY2(w.actionBar()->prompt().endsWith(QLatin1Char('.')), qPrintable(w.actionBar()->prompt()));
        shot(w, QStringLiteral("ranter-out"));
        // The person's own speed, kept in the settings, stays theirs.
        w.setAnimationSpeed(0.5);
        QTest::mouseClick(skip, Qt::LeftButton);
        // To the end with no more clicks, at once.
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->state().matchOver(), 30000);
        QCOMPARE(QSettings().value(QStringLiteral("view/speed")).toDouble(), 0.5);
        // The window hears of the match's end once its last moves have been
        // shown, a moment after the state is over: then the speed is the
        // person's again.
        QTRY_COMPARE(w.animator()->speed(), 0.5);
        // And the table says why the match ended, naming who is left.
        const int winner = std::countr_zero(static_cast<unsigned>(w.session()->match().winners()));
        QVERIFY2(w.statusText().contains(QStringLiteral("only %1 is left in the game").arg(w.session()->nameAt(winner))), qPrintable(w.statusText()));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestDealResults)
#include "tst_deal_results.moc"
