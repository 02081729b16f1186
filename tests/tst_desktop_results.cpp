// The end of a match at the desktop table: who won is what the rules say
// (poch::Match::winners), so a tie is a shared win in the headline and in
// the statistics, never a win for whoever is listed first.
#include "deal_driving.h"
#include "private_settings.h"
#include "action_bar.h"
#include "card_item.h"
#include "game_session.h"
#include "main_window.h"
#include "person_seat.h"
#include "seat_badge_item.h"
#include "table_notice.h"
#include "table_view.h"
#include "match_settings.h"
#include "new_game_dialog.h"
#include "save_store.h"
#include "statistics.h"
#include "language.h"

#include "poch/registry.h"

#include <QAbstractButton>
#include <QApplication>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSet>
#include <QShortcut>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace poch;
using namespace poch::app;
using namespace poch::test::desktop;

namespace {
// A table of `seats` at `seat`'s decision in `phase`, for a bar tried alone.
Table decidingAt(int seats, int seat, Phase phase) {
    Table t;
    t.seats = static_cast<std::int8_t>(seats);
    t.current = static_cast<std::int8_t>(seat);
    t.phase = phase;
    return t;
}

// A bar offering seat 0, with 1 chip in and 50 more, the choices facing
// a bet of 3: its Raise button and the box beside it.
bool facingABetOf3(ActionBar& bar, QPushButton** raise, QSpinBox** amount) {
    bar.resize(1000, 60);
    bar.show();
    Table t = decidingAt(3, 0, Phase::Betting);
    t.chips.seat[0] = 50;
    t.betting.currentBet = 3;
    t.betting.committed[0] = 1;
    ActionList legal;
    legal.add(Action::pass());
    legal.setBetRange(2, 50);
    bar.offer(t, legal, {}, ExchangeWith::NextPlayer);
    for (QPushButton* b : bar.findChildren<QPushButton*>())
        if (!b->isHidden() && b->accessibleName() == QLatin1String("Raise")) *raise = b;
    for (QSpinBox* box : bar.findChildren<QSpinBox*>())
        if (!box->isHidden()) *amount = box;
    return *raise && *amount;
}
} // namespace

class TestDesktopResults : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // The record: one deal of the sevens game after which the person
    // (seat 0) and Ben (seat 1) both hold 22 chips, Cleo 16; its last card
    // is played at the table.
    void aTieIsASharedWin() {
        Statistics::clear();
        QTemporaryDir saves;
        const QString path = saves.filePath(QStringLiteral("shared.json"));
        const auto last = writeEndingAtTheTable(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json"), path);
        QVERIFY(last);
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QCOMPARE(w.openFile(path), QString());
        QVERIFY(takeDecision(w, *last));
        QTRY_VERIFY(Statistics::of(QStringLiteral("sevens")).matches == 1);
        const GameStatistics stats = Statistics::of(QStringLiteral("sevens"));
        QCOMPARE(stats.wins, 0);
        QCOMPARE(stats.shared, 1);
        QVERIFY2(w.actionBar()->prompt().contains(QStringLiteral("share")), qPrintable(w.actionBar()->prompt()));
        QVERIFY2(w.actionBar()->prompt().contains(QStringLiteral("Ben")), qPrintable(w.actionBar()->prompt()));
    }

    // A match of the nine bowls begun with no chips at all ends after its
    // first deal with everyone out of chips and nobody left: the closing
    // words say so (the headline read " won the match.", naming nobody).
    void nobodyLeftIsNobodysWin() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QCOMPARE(w.openFile(QStringLiteral(POCH_TEST_DATA "/poch-bowls-nobody-left.json")), QString());
        QVERIFY(w.session()->state().matchOver());
        QCOMPARE(w.session()->match().winners(), std::uint8_t{0});
        QTRY_VERIFY(!w.actionBar()->prompt().isEmpty());
        QCOMPARE(w.actionBar()->prompt(), MainWindow::tr("Nobody won the match."));
        QVERIFY2(w.statusText().contains(QStringLiteral("nobody has any chips left")), qPrintable(w.statusText()));
        // Beside the table too, who won (a tester found it only in the bar
        // below), and what the match brought each player, as the
        // statistics count it: the chips held less those begun with.
        QVERIFY2(w.statusText().contains(MainWindow::tr("Nobody won the match.")), qPrintable(w.statusText()));
        for (int s = 0; s < w.session()->state().seats(); ++s) {
            const int change = w.session()->state().chips().seat[static_cast<std::size_t>(s)] - w.session()->record().chips[static_cast<std::size_t>(s)];
            const QString figure = change > 0 ? QStringLiteral("+%1").arg(change) : change == 0 ? QStringLiteral("±0") : QString::number(change);
            QVERIFY2(w.statusText().contains(QStringLiteral("%1: ").arg(w.session()->nameAt(s))) && w.statusText().contains(QStringLiteral("(%1 in the match)").arg(figure)),
                     qPrintable(w.statusText()));
        }
        // The chips were not lost: they lie in the bowls and the bank, and
        // the standings say so (players' chips that did not add up to all
        // there were read as a mistake).
        const ChipAccounts& chips = w.session()->state().chips();
        QVERIFY(chips.board() > 0);
        QVERIFY2(w.statusText().contains(QStringLiteral("Left on the board, won by nobody: %1 chips").arg(chips.board() + chips.bets)), qPrintable(w.statusText()));
        if (chips.bank > 1) QVERIFY2(w.statusText().contains(QStringLiteral("Left in the bank, won by nobody: %1 chips").arg(chips.bank)), qPrintable(w.statusText()));
        QVERIFY(lines(w.log()).filter(QStringLiteral("Final standings")).join(QString()).contains(QStringLiteral("Left on the board")));
        // The last deal's result comes before the match's end, not after it.
        const QStringList log = lines(w.log());
        qsizetype result = -1;
        qsizetype end = -1;
        for (qsizetype i = 0; i < log.size(); ++i) {
            if (log[i].startsWith(QLatin1String("Deal result"))) result = i;
            if (log[i].contains(QLatin1String("nobody has any chips left"))) end = i;
        }
        QVERIFY2(result >= 0 && end > result, qPrintable(log.join(QLatin1Char('\n'))));
        // Nor does the last deal leave chips "for the next deal".
        qsizetype dealt = -1;
        for (qsizetype i = 0; i < log.size(); ++i)
            if (log[i].contains(QLatin1String(" deals —"))) dealt = i;
        for (qsizetype i = std::max<qsizetype>(dealt, 0); i < log.size(); ++i)
            QVERIFY2(!log[i].contains(QLatin1String("for the next deal")), qPrintable(log[i]));
    }

    // In the last deal of a match of agreed length nothing stays "for the
    // next deal": Le Poque's pools left after a betting nobody opened were
    // said to, and the match ended at that deal's result (a tester). The
    // deals before it still say so.
    void theLastAgreedDealLeavesNothingForTheNext() {
        int carried = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            QTemporaryDir saves;
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            MatchSettings two = match("poque-1789", 3, seed);
            two.options.set(findRuleset("poque-1789")->options, "deals", 2);
            w.startMatch(two);
            // Everyone passes where the person may: the betting is seldom opened.
            eachDecision(w, [&] { return !w.session()->state().matchOver(); });
            QTRY_VERIFY(w.session()->state().matchOver());
            QTRY_VERIFY(lines(w.log()).join(QLatin1Char('\n')).contains(QLatin1String("Final standings")));
            const QStringList log = lines(w.log());
            qsizetype second = -1;
            for (qsizetype i = 0; i < log.size(); ++i)
                if (log[i].startsWith(QStringLiteral("— ")) && log[i].contains(QLatin1String("deals"))) second = i;
            QVERIFY(second > 0);
            for (qsizetype i = 0; i < log.size(); ++i) {
                const bool said = log[i].contains(QLatin1String("for the next deal"));
                if (i > second) QVERIFY2(!said, qPrintable(log[i]));
                carried += said;
            }
        }
        QVERIFY(carried > 0); // the first deals said it, where it was so
    }

    // A match counts once, when it ends at the table: a record of a match
    // already over is shown with its result but not counted again, nor is
    // a match that ends anew after an Undo.
    void aMatchIsCountedOnce() {
        Statistics::clear();
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QCOMPARE(w.openFile(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json")), QString());
        QTRY_VERIFY(w.actionBar()->prompt().contains(QStringLiteral("share")));
        QCOMPARE(Statistics::of(QStringLiteral("sevens")).matches, 0);

        const QString path = saves.filePath(QStringLiteral("ending.json"));
        const auto last = writeEndingAtTheTable(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json"), path);
        QVERIFY(last);
        QCOMPARE(w.openFile(path), QString());
        QVERIFY(takeDecision(w, *last));
        QTRY_VERIFY(Statistics::of(QStringLiteral("sevens")).matches == 1);
        // Counted, it is not taken back: a move undone at the end was made
        // again with every hand in sight, and the statistics kept the
        // first result (two testers). Undo is greyed, and says why.
        QVERIFY(!w.session()->canUndo());
        w.session()->undo();
        QVERIFY(w.session()->state().matchOver());
        QAction* undo = undoAction(w);
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        QCOMPARE(undo->toolTip(), QStringLiteral("The match is over, and its result is counted."));
        QCOMPARE(Statistics::of(QStringLiteral("sevens")).matches, 1);
        // Closed at its end and started again, it is neither offered as
        // unfinished nor counted again: it was saved as it closed, offered
        // as "left unfinished in deal 1", and counted at each resume.
        const SaveStore store(saves.path());
        w.close();
        QVERIFY(!QFile::exists(store.autosavePath()));
        {
            MainWindow again(saves.path());
            again.setQuiet(true);
            QVERIFY(!again.offerResume(false));
        }
        // Nor a save of an ended match that an earlier Poch kept: it is
        // cleared.
        QString error;
        const auto ended = SaveStore::read(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json"), &error);
        QVERIFY2(ended, qPrintable(error));
        QCOMPARE(store.writeAutosave(*ended), QString());
        MainWindow third(saves.path());
        third.setQuiet(true);
        QVERIFY(!third.offerResume(false));
        QVERIFY(!QFile::exists(store.autosavePath()));
        QCOMPARE(Statistics::of(QStringLiteral("sevens")).matches, 1);
    }

    // Gone on from a deal's result to the stakes of the next, the person
    // first to stake sees the dealer's button with the next deal's dealer,
    // not still with the last (nothing of the new deal was told yet).
    void theButtonMovesOnWithNextDeal() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.show();
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            w.startMatch(MatchSettings::quick(QStringLiteral("newmarket"), 4, seed));
            while (!w.waitingForNextDeal()) {
                QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
                if (w.waitingForNextDeal()) break;
                QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
            }
            w.nextDeal();
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            // The person first to stake: the last deal's events are still
            // the newest.
            if (!endsDeal(w.session()->dealEvents())) continue;
            QCOMPARE(w.session()->state().phase(), Phase::Staking);
            QString dealer;
            for (QGraphicsItem* item : w.table()->items())
                if (auto* badge = dynamic_cast<SeatBadgeItem*>(item); badge && badge->badge().dealer) dealer = badge->badge().name;
            QCOMPARE(dealer, w.session()->nameAt(w.session()->state().dealer()));
            // The log names the new deal's dealer above the stakes to come,
            // not only once the first stake is made.
            const QString heading = QStringLiteral("— %1 deals —").arg(dealer);
            QCOMPARE(lines(w.log()).constLast(), heading);
            // Made, the first stake goes under it, and the heading is not
            // said twice.
            QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            QCOMPARE(lines(w.log()).count(heading), 1);
            QVERIFY(lines(w.log()).indexOf(heading) < lines(w.log()).size() - 1);
            return;
        }
        QSKIP("the person was never first to stake a second deal");
    }

    // A person is not asked for the only thing they can do, and the panel
    // does not say "Your turn." while it is made for them.
    void aForcedMoveIsNotCalledYourTurn() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.show();
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
        // Each step is told after the table was last drawn: where that left
        // the person with one thing to do, the step is that move.
        int forced = 0;
        QString wrong;
        bool forcedNext = false;
        connect(w.session(), &GameSession::stepped, &w, [&] {
            if (forcedNext) {
                ++forced;
                if (w.statusText().contains(QStringLiteral("Your turn")) || !w.statusText().contains(QStringLiteral("only move is made")))
                    wrong = w.statusText();
            }
            const State& s = w.session()->state();
            forcedNext = s.currentSeat() == 0 && s.legalActions().size() == 1;
        });
        for (int step = 0; step < 300 && !w.waitingForNextDeal(); ++step) {
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            if (w.waitingForNextDeal()) break;
            QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QVERIFY2(forced > 0, "the person never had a forced move");
    }

    // The same for the first deal: a person first to stake sees who deals
    // at once, in a log that was empty; and a log written again (an Undo)
    // says it once.
    void theFirstDealIsHeadedBeforeItsStakes() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.show();
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            w.startMatch(MatchSettings::quick(QStringLiteral("newmarket"), 3, seed));
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            if (!w.session()->dealEvents().empty()) continue;
            QCOMPARE(w.session()->state().phase(), Phase::Staking);
            const QString heading = QStringLiteral("— %1 deals —").arg(w.session()->nameAt(w.session()->state().dealer()));
            QCOMPARE(lines(w.log()).constLast(), heading);
            QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            QCOMPARE(lines(w.log()).count(heading), 1);
            return;
        }
        QSKIP("the person was never first to stake the first deal");
    }

    // The box of chips to stake keeps its width as the chips left to place
    // go from 10 to 9 (it narrowed, and the controls beside it moved).
    void theStakeBoxKeepsItsWidth() {
        ActionBar bar;
        bar.resize(1000, 60);
        bar.show();
        Table t = decidingAt(3, 0, Phase::Staking);
        const auto widthFor = [&](int most) {
            ActionList legal;
            for (int chips = 1; chips <= most; ++chips) {
                Action a;
                a.kind = ActionKind::Stake;
                a.pool = 0;
                a.chips = chips;
                legal.add(a);
            }
            bar.offer(t, legal, {QStringLiteral("Ace of clubs")}, ExchangeWith::NextPlayer);
            for (QSpinBox* box : bar.findChildren<QSpinBox*>())
                if (!box->isHidden()) return box->sizeHint().expandedTo(box->minimumSize()).width();
            return -1;
        };
        const int ten = widthFor(10);
        QVERIFY(ten > 0);
        QCOMPARE(widthFor(9), ten);
        QCOMPARE(widthFor(100), ten);
    }

    // Raise says the bet it raises to, and its box holds that bet: the box
    // held the chips put in, and "3" beside Raise, facing a bet of 3, read
    // as no raise at all; marked "+3" beside "Raise to 4", "+6" beside
    // "Raise to 6" read as a raise of six more.
    void raiseSaysTheBetItMakes() {
        ActionBar bar;
        QPushButton* raise = nullptr;
        QSpinBox* amount = nullptr;
        QVERIFY(facingABetOf3(bar, &raise, &amount));
        QCOMPARE(amount->value(), 4);
        QCOMPARE(amount->text(), QStringLiteral("4")); // the bet raised to
        QCOMPARE(raise->text(), QStringLiteral("&Raise to 4"));
        // From one more than the bet to all the seat's chips put in.
        QCOMPARE(amount->minimum(), 4);
        QCOMPARE(amount->maximum(), 51);
        amount->setValue(11);
        QCOMPARE(raise->text(), QStringLiteral("&Raise to 11"));
        // Its key and its tooltip follow the new words: after a change of
        // the box, neither R nor Alt+R raised, and the tooltip still said
        // "Raise to 4 (R)". It says what the raise takes from the seat,
        // which has 1 chip in already: the button says the bet it makes,
        // Match what it adds, and a tester could not tell what a raise cost.
        QCOMPARE(raise->shortcut(), QKeySequence(Qt::Key_R));
        QCOMPARE(raise->toolTip(), QStringLiteral("Raise to 11: 10 more chips from you (R)"));
        QPushButton* match = nullptr;
        for (QPushButton* b : bar.findChildren<QPushButton*>())
            if (b->text().startsWith(QLatin1String("&Match"))) match = b;
        QVERIFY(match);
        QCOMPARE(match->toolTip(), QStringLiteral("%1: 2 more chips from you (M)").arg(match->text().remove(QLatin1Char('&'))));
        // Drop says what it costs: the chips bet stay in (a newcomer was
        // not told, and its tooltip said only "Drop (D)").
        QPushButton* drop = nullptr;
        for (QPushButton* b : bar.findChildren<QPushButton*>())
            if (b->text() == QLatin1String("&Drop")) drop = b;
        QVERIFY(drop);
        QCOMPARE(drop->toolTip(), QStringLiteral("Drop (D): you bet no more this deal, and what you have bet stays in"));
        QList<QShortcut*> alts = raise->findChildren<QShortcut*>();
        QCOMPARE(alts.size(), 1);
        QCOMPARE(alts.front()->key(), QKeySequence(Qt::ALT | Qt::Key_R));
        std::int32_t put = 0;
        connect(&bar, &ActionBar::chosen, this, [&put](const Action& a) { put = a.chips; });
        raise->click();
        QCOMPARE(put, 10);
    }

    // A first bet and all in say in their tooltips the chips they take, as
    // Raise and Match do: they said only their words again ("Bet (1) (B)").
    void aFirstBetSaysItsChips() {
        ActionBar bar;
        bar.resize(1000, 60);
        bar.show();
        Table t = decidingAt(3, 0, Phase::Betting);
        t.chips.seat[0] = 20;
        ActionList legal;
        legal.add(Action::pass());
        legal.setBetRange(1, 20);
        bar.offer(t, legal, {}, ExchangeWith::NextPlayer);
        QPushButton* bet = nullptr;
        QPushButton* allIn = nullptr;
        for (QPushButton* b : bar.findChildren<QPushButton*>()) {
            if (b->accessibleName() == QLatin1String("Bet")) bet = b;
            if (b->text().startsWith(QLatin1String("&All in"))) allIn = b;
        }
        QVERIFY(bet && allIn);
        QCOMPARE(bet->toolTip(), QStringLiteral("Bet (1): 1 chip from you (B)"));
        QCOMPARE(allIn->toolTip(), QStringLiteral("All in (20): 20 chips from you (A)"));
    }

    // A figure typed past the box's range means the nearest it allows, and
    // the button says so as it is typed: 40 typed where 51 is the most
    // became 4 (the 0 refused), and 3 typed below the least raise of 4
    // stood in the box beside "Raise to 6", which the click then made.
    void aFigureTypedPastTheRangeMeansTheNearest() {
        ActionBar bar;
        QPushButton* raise = nullptr;
        QSpinBox* amount = nullptr;
        QVERIFY(facingABetOf3(bar, &raise, &amount));
        std::int32_t put = -1;
        connect(&bar, &ActionBar::chosen, this, [&put](const Action& a) { put = a.chips; });
        const auto typed = [&](const char* keys) {
            amount->setFocus();
            amount->selectAll();
            QTest::keyClicks(amount, QString::fromLatin1(keys));
        };
        typed("90");
        QCOMPARE(amount->text(), QStringLiteral("90"));
        QCOMPARE(raise->text(), QStringLiteral("&Raise to 51"));
        raise->click();
        QCOMPARE(put, 50); // all the seat's chips: the bet becomes 51
        QCOMPARE(amount->value(), 51);
        typed("2");
        QCOMPARE(raise->text(), QStringLiteral("&Raise to 4"));
        raise->click();
        QCOMPARE(put, 3);
    }

    // The table does not move as the prompt below it goes from three lines
    // (French Newmarket's staking at 1024x700) to one (the play): the bar
    // has room for three lines whatever it says.
    void theTableStaysPutAsThePromptChanges() {
        QVERIFY(Language::install(QStringLiteral("fr")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(poch::test::desktop::shownAt(w, QSize(1024, 700)));
        w.startMatch(match("newmarket", 3));
        QSet<int> heights;
        bool staked = false, played = false;
        eachDecision(w, [&] {
            QTest::qWait(5); // laid out
            heights.insert(w.view()->height());
            staked |= w.session()->state().phase() == Phase::Staking;
            played |= w.session()->state().phase() == Phase::Play;
            return !(staked && played);
        });
        QVERIFY(staked && played);
        QCOMPARE(heights.size(), 1);
    }

    // The prompt names what the rules allow, in the words on the buttons:
    // Ranter-Go-Round's dealer exchanges with the stock, Newmarket's with
    // the dummy; where raising is not allowed, the prompt does not offer it.
    void promptsSayWhatTheRulesAllow() {
        ActionBar bar;
        Table t = decidingAt(4, 3, Phase::Exchange);
        t.dealer = 3;
        ActionList exchange;
        exchange.add(Action::of(ActionKind::Exchange));
        exchange.add(Action::of(ActionKind::Keep));
        const auto ranter = makeRuleset("ranter-go-round", Options(findRuleset("ranter-go-round")->options), 4);
        bar.offer(t, exchange, {}, ranter->exchangeWith(t));
        QVERIFY2(bar.prompt().contains(QStringLiteral("stock")), qPrintable(bar.prompt()));
        t.current = 0;
        bar.offer(t, exchange, {}, ranter->exchangeWith(t));
        QVERIFY2(bar.prompt().contains(QStringLiteral("player on your left")), qPrintable(bar.prompt()));
        // Named where the rules say who: with the player on the left out of
        // the game, the exchange goes to the next one still in, and "the
        // player on your left" pointed at the one who was out.
        QCOMPARE(ranter->exchangePartner(t), 1);
        t.outOfMatch = 0b10;
        QCOMPARE(ranter->exchangePartner(t), 2);
        bar.offer(t, exchange, {}, ranter->exchangeWith(t), QStringLiteral("Clara"));
        QVERIFY2(bar.prompt().contains(QStringLiteral("exchange it with Clara on your left?")), qPrintable(bar.prompt()));
        t.outOfMatch = 0;
        t.current = 3;
        QCOMPARE(ranter->exchangePartner(t), -1); // the dealer, with the stock
        t.current = 0;
        const auto newmarket = makeRuleset("newmarket", Options(findRuleset("newmarket")->options), 4);
        bar.offer(t, exchange, {}, newmarket->exchangeWith(t));
        QVERIFY2(bar.prompt().contains(QStringLiteral("dummy")), qPrintable(bar.prompt()));

        t.phase = Phase::Betting;
        t.betting.currentBet = 2;
        t.chips.seat[0] = 20;
        ActionList matchOnly;
        matchOnly.add(Action::pass());
        matchOnly.setBetRange(2, 2);
        bar.offer(t, matchOnly, {});
        QVERIFY2(bar.prompt().contains(QStringLiteral("match the bet")), qPrintable(bar.prompt()));
        QVERIFY2(!bar.prompt().contains(QStringLiteral("raise")), qPrintable(bar.prompt()));
        QVERIFY2(bar.prompt().contains(QStringLiteral("drop")), qPrintable(bar.prompt()));
        // Before any bet, a pass that drops the seat out (the nine bowls,
        // Hoffmann's Poch) is said to: a newcomer passed, and was never
        // asked to match the bet that came after. Elsewhere it only declines.
        t.betting.currentBet = 0;
        ActionList open;
        open.add(Action::pass());
        open.setBetRange(1, 20);
        const auto bowls = makeRuleset("poch-bowls", Options(findRuleset("poch-bowls")->options), 4);
        const auto poque = makeRuleset("poque-1789", Options(findRuleset("poque-1789")->options), 4);
        QVERIFY(bowls->passFolds());
        QVERIFY(!poque->passFolds());
        bar.offer(t, open, {}, ExchangeWith::NextPlayer, {}, bowls->passFolds());
        QVERIFY2(bar.prompt().contains(QStringLiteral("takes you out of the betting for this deal")), qPrintable(bar.prompt()));
        bar.offer(t, open, {}, ExchangeWith::NextPlayer, {}, poque->passFolds());
        QCOMPARE(bar.prompt(), QStringLiteral("Your turn: bet on your hand, or pass."));

        // Spin's declarations have keys as every other button does: the
        // pool's first letter (they had none, a tester).
        t.phase = Phase::Play;
        ActionList declare;
        declare.add(Action::play(*Card::parse("5H")));
        for (int pool : {0, 2}) {
            Action a = Action::of(ActionKind::Declare);
            a.pool = static_cast<std::int8_t>(pool);
            declare.add(a);
        }
        bar.offer(t, declare, {QStringLiteral("Matrimony"), QStringLiteral("Game"), QStringLiteral("Intrigue")});
        QMap<QString, QKeySequence> keys;
        for (QPushButton* b : bar.findChildren<QPushButton*>())
            if (!b->isHidden()) keys.insert(b->text(), b->shortcut());
        QCOMPARE(keys.value(QStringLiteral("Declare &Matrimony")), QKeySequence(Qt::Key_M));
        QCOMPARE(keys.value(QStringLiteral("Declare &Intrigue")), QKeySequence(Qt::Key_I));
        // Not a letter another button or a menu has: the next letter of
        // the name is (German "Heirat" would take the Hilfe menu's H).
        bar.offer(t, declare, {QStringLiteral("Pot"), QStringLiteral("Game"), QStringLiteral("Pass")});
        keys.clear();
        for (QPushButton* b : bar.findChildren<QPushButton*>())
            if (!b->isHidden()) keys.insert(b->text(), b->shortcut());
        QCOMPARE(keys.value(QStringLiteral("Declare &Pot")), QKeySequence(Qt::Key_P));
        QCOMPARE(keys.value(QStringLiteral("Declare P&ass")), QKeySequence(Qt::Key_A));
    }

    // A double click on Next Deal deals once and bets nothing: the bets
    // that come with the click are shown where Next Deal stood (in modern
    // Poch "All in" took its place), and the second click went all in. The
    // second click of a double click is lost on a control that came with
    // the first; a click of its own decides as always.
    void aDoubleClickDecidesOnce() {
        ActionBar bar;
        bar.resize(800, 60);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        Table t = decidingAt(4, 0, Phase::Betting);
        t.chips.seat[0] = 30;
        ActionList bets;
        bets.add(Action::pass());
        bets.setBetRange(1, 30);
        int deals = 0;
        QList<Action> chosen;
        connect(&bar, &ActionBar::nextDealWanted, &bar, [&] {
            ++deals;
            bar.offer(t, bets, {});
        });
        connect(&bar, &ActionBar::chosen, &bar, [&](const Action& a) { chosen << a; });
        bar.offerNextDeal(QStringLiteral("The deal is over."));
        QPushButton* next = bar.wayOn();
        QVERIFY(next);
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(deals, 1);
        // The second click of the double click, on whichever new control
        // now stands where Next Deal stood.
        QList<QPushButton*> buttons;
        for (QWidget* w : bar.controls())
            if (auto* b = qobject_cast<QPushButton*>(w)) buttons << b;
        QVERIFY(buttons.size() >= 3); // pass, bet, all in
        for (QPushButton* b : buttons) { // as the mouse sends it: press again, let go
            QTest::mouseDClick(b, Qt::LeftButton);
            QTest::mouseRelease(b, Qt::LeftButton);
        }
        QVERIFY2(chosen.isEmpty(), "the second click of a double click decided");
        // A click of its own goes all in.
        QTest::mouseClick(buttons.back(), Qt::LeftButton);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.back().chips, 30);
    }

    // Undo never takes back a whole deal played out after the person's
    // last choice (no later deal may have begun): at eight players of Pope
    // Joan a person may have no choice in a whole deal, and Undo at its
    // result went back into the deal before, its result gone unasked. At
    // the result of a deal where the person chose, Undo is there as before.
    void undoNeverSkipsAWholeDeal() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 8, 2));
        bool choseAndMayUndo = false, noChoiceAndMayNot = false;
        for (int deal = 1; deal <= 30 && !(choseAndMayUndo && noChoiceAndMayNot); ++deal) {
            while (!w.waitingForNextDeal()) {
                QTRY_VERIFY(w.waitingForNextDeal() || w.session()->state().matchOver() || (w.session()->person()->waiting() && !w.busy()));
                if (w.waitingForNextDeal() || w.session()->state().matchOver()) break;
                QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
            }
            if (w.session()->state().matchOver()) break;
            const auto& record = w.session()->record();
            const std::size_t played = static_cast<std::size_t>(w.session()->state().dealsPlayed()) - 1;
            bool chose = false;
            for (std::size_t i = 0; i < record.deals[played].actions.size(); ++i)
                chose |= record.deals[played].actions[i].seat == GameSession::kPersonSeat && w.session()->match().hadChoice(played, i);
            if (chose) {
                QVERIFY(w.session()->canUndo());
                choseAndMayUndo = true;
            } else if (w.session()->match().canUndo(GameSession::kPersonSeat)) {
                QVERIFY2(!w.session()->canUndo(), qPrintable(QStringLiteral("deal %1").arg(deal)));
                noChoiceAndMayNot = true;
            }
            w.nextDeal();
        }
        QVERIFY(choseAndMayUndo);
        QVERIFY2(noChoiceAndMayNot, "no deal without a choice of the person's in these deals");
    }

    // The side panel counts deals from 1, also while the stakes before the
    // first deal are placed; match counts take their plurals.
    void dealCountedFromOne() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("newmarket"), 3, 2));
        QTRY_VERIFY(w.session()->person()->waiting() || w.session()->state().currentSeat() >= 0);
        QCOMPARE(w.session()->state().phase(), Phase::Staking);
        QVERIFY2(w.statusText().contains(QStringLiteral("Deal 1")), qPrintable(w.statusText()));
        QVERIFY2(!w.statusText().contains(QStringLiteral("Deal 0")), qPrintable(w.statusText()));
        QVERIFY2(!w.statusText().contains(QStringLiteral(" of ")), qPrintable(w.statusText()));
        // A match of an agreed length says how far into it the table is:
        // its last deal came without warning (a tester).
        MatchSettings four = MatchSettings::quick(QStringLiteral("newmarket"), 3, 2);
        four.options.set(findRuleset("newmarket")->options, "deals", 4);
        w.startMatch(four);
        QTRY_VERIFY(w.session()->person()->waiting() || w.session()->state().currentSeat() >= 0);
        QVERIFY2(w.statusText().contains(QStringLiteral("Deal 1 of 4 · ")), qPrintable(w.statusText()));
        // And at each result, where the deal's words take the panel's top.
        QVERIFY(playToTheDealsEnd(w));
        QVERIFY2(w.statusText().contains(QStringLiteral("The deal is over.")) && w.statusText().contains(QStringLiteral("1 of 4 deals played.")),
                 qPrintable(w.statusText()));
        GameStatistics one;
        one.matches = 1;
        one.wins = 1;
        QCOMPARE(MainWindow::matchCounts(one), QStringLiteral("1 match played, 1 won, 0 shared."));
        one.matches = 2;
        QCOMPARE(MainWindow::matchCounts(one), QStringLiteral("2 matches played, 1 won, 0 shared."));
    }

    // The offer to resume names the game and the deal it stood in.
    void resumeOfferNamesTheGame() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("spin"), 4, 9));
        const QString question = MainWindow::resumeQuestion(w.session()->record());
        QVERIFY2(question.contains(QStringLiteral("Spin")) && question.contains(QStringLiteral("deal 1")), qPrintable(question));
    }

    // A game asked for on the command line (--game) offers the unfinished
    // match first, as any start does: it used to be dealt at once, and its
    // saves took the place of the unfinished match's, lost unasked.
    void aGameAskedForOffersTheUnfinishedOneFirst() {
        QTemporaryDir saves;
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
            QTRY_VERIFY(!w.session()->record().deals.front().actions.empty());
        }
        // Escape resumes: only the button that says so gives the match up
        // (Escape counted as No, and a long match was lost).
        for (const QString& answer : {QStringLiteral("Resume"), QStringLiteral("Escape"), QStringLiteral("Give Up the Match")}) {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            QString asked;
            if (answer == QLatin1String("Escape"))
                QTimer::singleShot(50, [&asked] {
                    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                    if (!box) return;
                    asked = box->text();
                    QTest::keyClick(box, Qt::Key_Escape);
                });
            else
                answerNextQuestion(answer, &asked);
            w.beginWith(MatchSettings::quick(QStringLiteral("spin"), 4, 9));
            QVERIFY2(asked.contains(QStringLiteral("Pope Joan")), qPrintable(asked));
            // The game asked for is named: it waits behind the question.
            if (answer != QLatin1String("Escape")) QVERIFY2(asked.contains(QStringLiteral("you asked for")) && asked.contains(QStringLiteral("Spin")), qPrintable(asked));
            QCOMPARE(QString::fromStdString(w.session()->record().ruleset),
                     answer == QLatin1String("Give Up the Match") ? QStringLiteral("spin") : QStringLiteral("pope-joan"));
        }
    }

    // Save As says where the game went.
    void saveSaysWhereItWent() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("poch"), 3, 4));
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize table = w.view()->size();
        const QString file = saves.filePath(QStringLiteral("evening.json"));
        QCOMPARE(w.saveFile(file), QString());
        QVERIFY(w.log()->count() > 0);
        QVERIFY2(w.log()->item(w.log()->count() - 1)->text().contains(QStringLiteral("evening.json")),
                 qPrintable(w.log()->item(w.log()->count() - 1)->text()));
        // A notice over the table's corner says it for a while, and then is
        // gone. The table keeps its size throughout: a status bar that came
        // and went made it shrink and grow again; one that stayed, empty,
        // took a strip from it for the rest of the session.
        auto* notice = w.view()->findChild<TableNotice*>(QStringLiteral("tableNotice"));
        QVERIFY(notice);
        QVERIFY(notice->isVisible());
        QVERIFY2(notice->text().contains(QStringLiteral("evening.json")), qPrintable(notice->text()));
        QVERIFY(w.view()->rect().contains(notice->geometry()));
        QCoreApplication::processEvents();
        QCOMPARE(w.view()->size(), table);
        notice->dismiss(); // as its time runs out
        QVERIFY(!notice->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(w.view()->size(), table);
        QVERIFY(!w.findChild<QStatusBar*>());
    }

    // The notice lies over the corner where it hides least of the table:
    // it hides no player's name plate and no card. At five to eight
    // seats a plate stands in the upper right corner, which it covered
    // for eight seconds after every save.
    void theNoticeHidesNoSeat_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        QTest::addColumn<QSize>("size");
        QTest::newRow("poch 3") << "poch" << 3 << QSize(1024, 700);
        QTest::newRow("poch 6") << "poch" << 6 << QSize(1920, 1080);
        QTest::newRow("pope-joan 8") << "pope-joan" << 8 << QSize(1024, 700);
        QTest::newRow("newmarket 8") << "newmarket" << 8 << QSize(1920, 1080);
    }
    void theNoticeHidesNoSeat() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        QFETCH(QSize, size);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(ruleset, seats, 4));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.saveFile(saves.filePath(QStringLiteral("evening.json"))), QString());
        auto* notice = w.view()->findChild<TableNotice*>(QStringLiteral("tableNotice"));
        QVERIFY(notice && notice->isVisible());
        int seen = 0;
        for (QGraphicsItem* item : w.table()->items()) {
            const bool seat = dynamic_cast<SeatBadgeItem*>(item);
            const bool card = dynamic_cast<CardItem*>(item) && item->isVisible();
            if (!seat && !card) continue;
            seen += seat;
            const QRect shown = w.view()->mapFromScene(item->sceneBoundingRect()).boundingRect();
            QVERIFY2(!shown.intersects(notice->geometry()),
                     qPrintable(QStringLiteral("the notice at (%1, %2) %3x%4 hides a %5 at (%6, %7)")
                                    .arg(notice->x()).arg(notice->y()).arg(notice->width()).arg(notice->height())
                                    .arg(seat ? QStringLiteral("seat") : QStringLiteral("card")).arg(shown.x()).arg(shown.y())));
        }
        QCOMPARE(seen, seats);
    }

    // A seat's level that Poch does not have (another program's, or a
    // tournament's oracle) is played by the Standard player, and the
    // person is told: it was taken quietly, and saved as "standard".
    void aStrangeLevelIsSaid() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("poch"), 3, 4));
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameRecord record = w.session()->record();
        record.seats[1].ai = "godlike";
        record.seats[1].name = "Anna";
        const QString file = saves.filePath(QStringLiteral("strange.json"));
        QCOMPARE(SaveStore::write(file, record), QString());
        QCOMPARE(w.openFile(file), QString());
        const QString said = QStringLiteral("Anna plays at a level Poch does not have (“godlike”): the Standard player takes the seat.");
        QStringList log;
        for (int i = 0; i < w.log()->count(); ++i) log << w.log()->item(i)->text();
        QVERIFY2(log.contains(said), qPrintable(log.join('\n')));
        auto* notice = w.view()->findChild<TableNotice*>(QStringLiteral("tableNotice"));
        QVERIFY(notice && notice->isVisible());
        QCOMPARE(notice->text(), said);
    }

    // New Game opens on the game in play, with its options, players, chips
    // and pool cards, not on the dialog's last choice: after a match dealt
    // from the command line or an opened record, Enter twice deals another
    // of the same.
    void newGameOpensOnTheGameInPlay() {
        {
            NewGameDialog last; // the dialog's last choice: Pope Joan at five
            last.selectRuleset(QStringLiteral("pope-joan"));
            last.setPlayers(5);
            last.accept();
        }
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        MatchSettings playing = MatchSettings::quick(QStringLiteral("newmarket"), 7, 5);
        // Who sits where too: two people, and computers of each level.
        playing.names[1] = QStringLiteral("Hedwig");
        playing.levels[1] = std::nullopt;
        playing.levels[2] = Level::Expert;
        playing.levels[3] = Level::Beginner;
        const RulesetInfo* newmarket = findRuleset("newmarket");
        playing.options.set(newmarket->options, "change-colour", 1);
        playing.options.set(newmarket->options, "stake", 3);
        playing.chips = 77;
        playing.customaryPoolCards = true;
        w.startMatch(playing);
        // What Game > New Game offers, the dialog turned down.
        const auto newGameOffers = [&w] {
            MatchSettings offered;
            QTimer::singleShot(50, [&offered] {
                auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
                if (!dialog) return;
                offered = dialog->settings();
                dialog->reject();
            });
            w.newGame();
            return offered;
        };
        const MatchSettings offered = newGameOffers();
        QCOMPARE(offered.ruleset, QStringLiteral("newmarket"));
        QCOMPARE(offered.seats(), 7);
        QCOMPARE(offered.names, playing.names);
        QCOMPARE(offered.levels, playing.levels);
        QVERIFY(offered.options.flag("change-colour"));
        QCOMPARE(offered.options.get("stake"), 3);
        QCOMPARE(offered.chips, 77);
        QVERIFY(offered.customaryPoolCards);
        QCOMPARE(w.session()->record().ruleset, std::string("newmarket")); // turned down: the match goes on
        // The dialog's own memory is untouched until a game is dealt from it.
        QCOMPARE(QSettings().value(QStringLiteral("newGame/ruleset")).toString(), QStringLiteral("pope-joan"));
        // In a lesson, New Game opens on the lesson's game: a tester, done
        // with the Spin lesson, was offered Pope Joan from the menu.
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        QCOMPARE(newGameOffers().ruleset, QStringLiteral("spin"));
    }

    // The box at a match's end closes on Return; its New Game… is a click
    // away. Return pressed on through the last cards went to New Game…,
    // then to the dialog's Deal: a new match, the standings unread (a
    // tester).
    void returnClosesTheMatchsEndBox() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        w.setQuiet(false); // the box shows
        MatchSettings one = match("poch", 3, 5);
        one.options.set(findRuleset("poch")->options, "deals", 1);
        w.startMatch(one);
        QString defaultButton;
        bool closed = false;
        QTimer watch;
        connect(&watch, &QTimer::timeout, &w, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || closed) return;
            defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
            closed = true;
            QTest::keyClick(box, Qt::Key_Return);
        });
        watch.start(50);
        for (int step = 0; step < 300 && !w.session()->state().matchOver(); ++step) {
            QTRY_VERIFY(w.session()->state().matchOver() || (!w.busy() && w.session()->person()->waiting()));
            if (w.session()->state().matchOver()) break;
            QVERIFY(decideThroughTheUi(w, w.view()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(closed, 20000);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(defaultButton, QMessageBox::tr("Close"));
        // No New Game dialog, and the match is still the one that ended.
        QTest::qWait(200);
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(w.session()->state().matchOver());
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestDesktopResults)
#include "tst_desktop_results.moc"
