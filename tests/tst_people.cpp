// Several people at one table (issue 20): the screen between people's
// turns appears exactly when the person to decide changes, and at the
// first person's turn of every deal; no card face up
// on the table is ever a card another person holds unseen; undo is each
// person's own and only while nobody else has decided since; and a match
// of several people is saved and resumed like any other.
#include "event_text.h"
#include "people_driving.h"
#include "review_panel.h"
#include "seat_badge_item.h"
#include "statistics.h"
#include "statistics_dialog.h"
#include "table_notice.h"

#include "poch/game_record.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QFile>
#include <QTableWidget>

#include <QMenu>
#include <QSet>

using namespace poch::test::people;


// Review This Deal asked for where nobody is known to be at the screen:
// the screen goes up for `seat`, whose review it is, with nothing hidden
// shown, and only once they take it does their review show.
void reviewBehindTheScreen(MainWindow& w, int seat) {
    w.reviewDeal();
    QCOMPARE(rest(w), Rest::Screen);
    QVERIFY(!w.reviewing());
    QString why;
    QVERIFY2(nothingHiddenShown(w, &why), qPrintable(why));
    QCOMPARE(w.table()->viewer(), -1);
    QVERIFY2(w.privacyScreen()->text().contains(w.session()->nameAt(seat)), qPrintable(w.privacyScreen()->text()));
    takeTheSeat(w);
    QTRY_VERIFY(w.reviewing());
    QCOMPARE(w.table()->viewer(), seat);
}

class TestPeople : public QObject {
    Q_OBJECT

private slots:
    void init() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    void threePeopleAndAComputer_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("poch") << "poch";
        QTest::newRow("pope-joan") << "pope-joan";
        QTest::newRow("newmarket") << "newmarket";
        // A card passed from one person to the next.
        QTest::newRow("ranter-go-round") << "ranter-go-round";
        QTest::newRow("spin") << "spin";
        QTest::newRow("poch-bowls") << "poch-bowls";
    }
    void threePeopleAndAComputer() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people(ruleset.toStdString(), 3, 4, 21));
        QCOMPARE(w->session()->people(), 3);
        // Checked after every step, as soon as its animations are done.
        QString fault;
        auto watch = [&](MainWindow* window) {
            connect(window->animator(), &TableAnimator::finished, window, [&, window] {
                // Unless the next step has begun (the table then shows the
                // last state until its animations are done).
                if (fault.isEmpty() && !window->busy() && nothingHiddenShown(*window, &fault) && window->session()->state().dealInPlay())
                    publicCardsShown(*window, &fault);
            }, Qt::QueuedConnection);
        };
        watch(w.get());
        int last = -1; // the person who looked last: nobody, at the start
        int screenedFor = -1; // whom the screen was shown for since
        int lastChooser = -1; // the person who decided last
        int lastChoiceDeal = -1; // and in which deal of the record (from 0)
        int screens = 0, decisions = 0, deals = 0, looks = 0;
        bool resumed = false;
        bool undone = false;
        bool toldWhy = false; // the Undo key pressed once while barred
        CardSet sightAtChoice; // what the last to decide could see then
        bool inPlayAtChoice = false;
        int shownSince = 0; // times their Undo was refused for what was shown since
        // Three deals, and enough decisions to be killed half way (a deal
        // of Ranter-Go-Round asks each person once).
        for (int step = 0; step < 400 && (deals < 3 || decisions < 14); ++step) {
            const Rest r = rest(*w);
            QVERIFY2(r != Rest::Stuck, "the table waits for nothing a person can do");
            QString why;
            QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
            // What a showdown showed everyone stays face up, behind the
            // screen too (it turned face down whenever the table was
            // screened, while the computer played between people).
            if (w->session()->state().dealInPlay()) QVERIFY2(publicCardsShown(*w, &why), qPrintable(why));
            QVERIFY2(fault.isEmpty(), qPrintable(fault));
            if (r == Rest::Over) break;
            if (r == Rest::BetweenDeals) {
                ++deals;
                // The cards left in every hand lie face up, whoever looked
                // last (they stayed face down with several people).
                CardSet faceUp;
                for (CardItem* item : w->table()->cardItems())
                    if (item->isVisible() && item->faceUp()) faceUp.insert(item->card());
                for (const CardSet& hand : w->session()->state().table().hands) QVERIFY(faceUp.containsAll(hand));
                // Everyone looked at the result: nobody is known to be
                // at the screen when the next deal is dealt.
                last = -1;
                w->nextDeal();
                continue;
            }
            if (r == Rest::Looking) {
                // The card the person's decision put in their hand shows
                // to them, their hand face up, before it is hidden.
                const int seat = w->session()->lookingAtNewCards();
                QCOMPARE(seat, lastChooser);
                QCOMPARE(w->table()->viewer(), seat);
                CardSet faceUp;
                for (CardItem* item : w->table()->cardItems())
                    if (item->isVisible() && item->faceUp()) faceUp.insert(item->card());
                QVERIFY(faceUp.containsAll(w->session()->newCards()));
                QVERIFY(w->session()->state().table().hands[static_cast<std::size_t>(seat)].containsAll(w->session()->newCards()));
                ++looks;
                QVERIFY(hideNewCards(*w));
                QCOMPARE(w->table()->viewer(), -1);
                continue;
            }
            if (r == Rest::Screen) {
                const int next = w->session()->handingOverTo();
                QVERIFY(next >= 0 && w->session()->isPerson(next));
                QVERIFY2(next != last, "the screen for the person who was looking already");
                QVERIFY(w->privacyScreen()->text().contains(w->session()->nameAt(next)));
                QCOMPARE(w->table()->viewer(), -1);
                // Nor is what was said to the person before (why their
                // Undo took nothing back) left for the next.
                QVERIFY(!w->view()->findChild<TableNotice*>(QStringLiteral("tableNotice"))->isVisible());
                if (screens == 1 && qEnvironmentVariableIsSet("POCH_SHOTS"))
                    w->grab().save(QStringLiteral("%1/privacy-screen-%2.png").arg(qEnvironmentVariable("POCH_SHOTS"), ruleset));
                ++screens;
                screenedFor = next;
                takeTheSeat(*w);
                continue;
            }
            const int seat = w->session()->viewer();
            QCOMPARE(w->session()->state().currentSeat(), seat);
            QCOMPARE(w->table()->viewer(), seat);
            // The screen came exactly when the person changed.
            if (seat != last) QCOMPARE(screenedFor, seat);
            else QCOMPARE(screenedFor, -1);
            // Undo is one's own, and only while nobody else decided since.
            if (lastChooser >= 0 && lastChooser != seat) QVERIFY(!w->session()->canUndo());
            // Only while no later deal has begun (its cards dealt), and
            // only while nothing hidden from the person when they decided
            // has been shown since (the sets at a showdown, a card another
            // played or passed on, the hands laid open at a result): they
            // would decide again knowing what the others could not.
            if (lastChooser == seat) {
                const State& now = w->session()->state();
                const bool shown = !(now.observe(seat).cardsInSight() - sightAtChoice).empty() || (inPlayAtChoice && !now.dealInPlay());
                QCOMPARE(w->session()->canUndo(), now.dealsPlayed() <= lastChoiceDeal + 1 && !shown);
                if (shown) ++shownSince;
                // Greyed for that, the Undo item says why (it was greyed
                // with no word, and looked broken).
                const bool barred = shown && now.dealsPlayed() <= lastChoiceDeal + 1;
                QCOMPARE(w->session()->undoBarredBySight(), barred);
                for (QAction* a : w->findChildren<QAction*>())
                    if (a->shortcut() == QKeySequence(QKeySequence::Undo)) {
                        QVERIFY2(a->text().endsWith(QLatin1String("(Not After Cards Were Shown)")) == barred, qPrintable(a->text()));
                        // And its tooltip says why in a sentence.
                        QCOMPARE(a->toolTip().contains(QLatin1String("choose again knowing more")), barred);
                    }
                // The Undo key pressed then takes nothing back, and the
                // table says why (a greyed item answered it with silence).
                if (barred && !toldWhy) {
                    toldWhy = true;
                    const std::size_t at = w->session()->record().deals.size() * 1000 + w->session()->record().deals.back().actions.size();
                    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : w.get(), Qt::Key_Z, Qt::ControlModifier);
                    const auto* notice = w->view()->findChild<TableNotice*>(QStringLiteral("tableNotice"));
                    QVERIFY(notice && notice->isVisible());
                    QVERIFY2(notice->text().contains(w->session()->nameAt(seat) + QStringLiteral("'s last move cannot be taken back")), qPrintable(notice->text()));
                    QCOMPARE(w->session()->record().deals.size() * 1000 + w->session()->record().deals.back().actions.size(), at);
                }
            }
            // Once, the person takes back their own last decision: the same
            // person is asked again at once, behind no screen, with the
            // record cut back before it.
            if (lastChooser == seat && !undone && w->session()->canUndo()) {
                undone = true;
                const std::size_t before = w->session()->record().deals.size() * 1000 + w->session()->record().deals.back().actions.size();
                for (QAction* a : w->findChildren<QAction*>())
                    if (a->shortcut() == QKeySequence(QKeySequence::Undo)) a->trigger();
                QCOMPARE(rest(*w), Rest::Asked);
                QCOMPARE(w->session()->viewer(), seat);
                QVERIFY(w->session()->record().deals.size() * 1000 + w->session()->record().deals.back().actions.size() < before);
                QString hidden;
                QVERIFY2(nothingHiddenShown(*w, &hidden), qPrintable(hidden));
                lastChooser = -1;
            }
            if (decisions == 6 && qEnvironmentVariableIsSet("POCH_SHOTS"))
                w->grab().save(QStringLiteral("%1/three-people-%2.png").arg(qEnvironmentVariable("POCH_SHOTS"), ruleset));
            last = seat;
            screenedFor = -1;
            const std::size_t before = w->session()->record().deals.size() * 1000 + w->session()->record().deals.back().actions.size();
            sightAtChoice = w->session()->state().observe(seat).cardsInSight();
            inPlayAtChoice = w->session()->state().dealInPlay();
            QVERIFY(decideThroughTheUi(*w, w->findChild<TableView*>()));
            QTRY_VERIFY(w->session()->record().deals.size() * 1000 + w->session()->record().deals.back().actions.size() > before);
            lastChooser = seat;
            lastChoiceDeal = static_cast<int>(w->session()->record().deals.size()) - 1;
            ++decisions;
            // Half way, the program is killed and the match resumed.
            if (decisions == 12 && !resumed) {
                resumed = true;
                QTRY_VERIFY(!w->busy());
                w.reset();
                w = tableWindow(saves.path());
                watch(w.get());
                QVERIFY(w->offerResume(false));
                QCOMPARE(w->session()->people(), 3);
                // Nobody has sat down at the resumed table yet: the screen
                // comes first.
                last = -1;
                screenedFor = -1;
                lastChooser = -1;
            }
        }
        qInfo("%d decisions, %d screens, %d deals, %d undos refused for cards shown since, %d looks at new cards", decisions, screens, deals,
              shownSince, looks);
        QVERIFY(screens > 2);
        QVERIFY(resumed);
        // In Ranter-Go-Round nobody decides twice running, so there is no
        // decision of one's own to take back before another's.
        if (ruleset != QLatin1String("ranter-go-round")) QVERIFY(undone);
        QCOMPARE(toldWhy, shownSince > 0);
        // The log is everyone's: a pass the rules forced on a person is told
        // as a pass, not as a hand with no set to bet on, which told the
        // others what that person held.
        for (const QString& line : lines(w->log()))
            QVERIFY2(!line.contains(QLatin1String("no set to bet on")), qPrintable(line));
    }

    // Nobody knows who looks at the screen when a match of several people
    // is dealt or resumed: every hand stays hidden until the first person
    // to decide has taken the seat behind the screen, the first seat too
    // (its cards used to show from the deal on).
    void theScreenComesFirst_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seed");
        // Seeds where the first seat decides first.
        QTest::newRow("poch") << "poch" << 3;
        QTest::newRow("pope-joan") << "pope-joan" << 3;
    }
    void theScreenComesFirst() {
        QFETCH(QString, ruleset);
        QFETCH(int, seed);
        QTemporaryDir saves;
        for (const bool resumed : {false, true}) {
            auto w = tableWindow(saves.path());
            if (resumed) QVERIFY(w->offerResume(false));
            else w->startMatch(people(ruleset.toStdString(), 3, 4, static_cast<std::uint64_t>(seed)));
            QCOMPARE(rest(*w), Rest::Screen);
            QCOMPARE(w->table()->viewer(), -1);
            QVERIFY(!w->session()->canUndo());
            // Nor does Undo name anybody: it named the first person, whose
            // move the last was not.
            for (QAction* a : w->findChildren<QAction*>())
                if (a->shortcut() == QKeySequence(QKeySequence::Undo)) QCOMPARE(a->text(), MainWindow::tr("&Undo a Move"));
            QString why;
            QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
            const int first = w->session()->handingOverTo();
            if (!resumed) QCOMPARE(first, 0);
            takeTheSeat(*w);
            QCOMPARE(rest(*w), Rest::Asked);
            QCOMPARE(w->session()->viewer(), first);
            QCOMPARE(w->table()->viewer(), first);
            if (resumed) break;
            // A decision, so that there is a match to resume.
            const std::size_t before = w->session()->record().deals.back().actions.size();
            QVERIFY(decideThroughTheUi(*w, w->findChild<TableView*>()));
            QTRY_VERIFY(w->session()->record().deals.back().actions.size() > before);
            QTRY_VERIFY(!w->busy());
        }
    }

    // An Undo pressed at the next person's screen takes back the last
    // person's move and puts the screen up for them; Redo mends it from
    // there at once, naming them (it stayed greyed until they sat down).
    void anUndoAtTheNextScreenIsRedoneThere() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        // Newmarket's stakes: nothing is shown between one person's and the next's.
        w->startMatch(people("newmarket", 2, 4, 21));
        int last = -1;
        bool tried = false;
        for (int step = 0; step < 300 && !tried; ++step) {
            const Rest r = rest(*w);
            if (r == Rest::BetweenDeals) {
                last = -1;
                w->nextDeal();
                continue;
            }
            QVERIFY(r == Rest::Screen || r == Rest::Asked);
            if (r == Rest::Asked) {
                last = w->session()->viewer();
                QVERIFY(decideThroughTheUi(*w, w->findChild<TableView*>()));
                continue;
            }
            const int next = w->session()->handingOverTo();
            if (last < 0 || next == last || !w->session()->canUndo()) {
                takeTheSeat(*w);
                continue;
            }
            tried = true;
            const GameRecord before = w->session()->record();
            QAction* undo = nullptr;
            QAction* redo = nullptr;
            for (QAction* a : w->findChildren<QAction*>()) {
                if (a->shortcut() == QKeySequence(QKeySequence::Undo)) undo = a;
                if (a->shortcut() == QKeySequence(QKeySequence::Redo)) redo = a;
            }
            QVERIFY(undo && redo);
            undo->trigger();
            QCOMPARE(rest(*w), Rest::Screen);
            QCOMPARE(w->session()->handingOverTo(), last);
            QVERIFY(w->session()->canRedo());
            QTRY_VERIFY(redo->isEnabled());
            QCOMPARE(redo->text(), MainWindow::tr("&Redo %1's Move").arg(w->session()->nameAt(last)));
            redo->trigger();
            QCOMPARE(rest(*w), Rest::Screen);
            QCOMPARE(w->session()->record(), before);
            QCOMPARE(w->session()->handingOverTo(), next);
            QString why;
            QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
        }
        QVERIFY(tried);
    }

    // A person whose review has no decision in it (Newmarket's stakes
    // alone) is shown the deal as it ended from their own side of the
    // table: the table stood as the last person's review had left it, that
    // person's starting hand face up under the new name.
    void aReviewWithNoDecisionShowsThatPersonsSide() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people("newmarket", 3, 5, 21));
        QCOMPARE(playThePeople(*w, 300), Rest::BetweenDeals);
        QVERIFY(reviewOffered(*w));
        int empty = -1;
        for (int seat = 0; seat < w->session()->state().seats(); ++seat)
            if (w->session()->isPerson(seat) && DealReview::of(w->session()->record(), w->session()->state().dealsPlayed(), seat, w->session()->seed()).empty()) empty = seat;
        if (empty < 0) QSKIP("every person had a decision in this deal");
        w->reviewDeal();
        QComboBox* whose = w->findChild<ReviewPanel*>()->seatChoice();
        QVERIFY(whose && whose->isVisible());
        // Chosen in the list, as a person does.
        whose->setCurrentIndex(whose->findData(empty));
        emit whose->activated(whose->currentIndex());
        if (w->privacyScreen()->isVisible()) takeTheSeat(*w);
        QTRY_COMPARE(w->table()->viewer(), empty);
        QString why;
        QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
    }

    // An earlier deal's review goes up behind the screen for its person as
    // the last deal's does, and the screen says which deal it is ("in this
    // deal" was said of deal 1 reviewed after deal 2, a German tester).
    void anEarlierDealsReviewWaitsBehindTheScreen() {
        // A seed where both people had a choice in deal 1.
        bool sawNoChoice = false;
        for (std::uint64_t seed = 8; seed < 20; ++seed) {
            QTemporaryDir saves;
            auto w = tableWindow(saves.path());
            w->startMatch(people("pope-joan", 2, 3, seed));
            QCOMPARE(playThePeople(*w, 300), Rest::BetweenDeals);
            w->nextDeal();
            QCOMPARE(playThePeople(*w, 300), Rest::BetweenDeals);
            const std::vector<int> deals = w->earlierReviewableDeals();
            QVERIFY(!deals.empty() && deals.front() == 1);
            w->reviewEarlierDeal(1);
            QTRY_VERIFY(w->reviewing() || w->privacyScreen()->isVisible());
            if (!w->reviewing()) takeTheSeat(*w);
            QTRY_VERIFY(w->reviewing());
            QCOMPARE(w->review()->deal(), 1);
            QComboBox* whose = w->findChild<ReviewPanel*>()->seatChoice();
            QVERIFY(whose);
            QLabel* note = w->findChild<ReviewPanel*>()->noChoiceNote();
            if (!whose->isVisible()) {
                // One person's review only: the other is said to have had
                // no choice, not left out without a word (a tester).
                const int other = w->review()->seat() == 0 ? 1 : 0;
                QVERIFY(note->isVisible());
                QCOMPARE(note->text(), QStringLiteral("%1 had no choice to make in this deal.").arg(w->session()->nameAt(other)));
                sawNoChoice = true;
                continue;
            }
            QVERIFY(!note->isVisible());
            // The other person's review of deal 1, chosen in the list.
            const int other = w->review()->seat() == 0 ? 1 : 0;
            whose->setCurrentIndex(whose->findData(other));
            emit whose->activated(whose->currentIndex());
            QVERIFY(w->privacyScreen()->isVisible());
            QVERIFY2(w->privacyScreen()->text().contains(QLatin1String("in deal 1")), qPrintable(w->privacyScreen()->text()));
            QString why;
            QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
            takeTheSeat(*w);
            QTRY_VERIFY(w->reviewing());
            QCOMPARE(w->review()->deal(), 1);
            QCOMPARE(w->review()->seat(), other);
            QCOMPARE(w->table()->viewer(), other);
            QVERIFY(sawNoChoice); // an earlier seed's deal 1 was one person's
            // Undo is greyed in a review, and names nobody: it named the
            // person last at the screen behind another's review.
            for (QAction* a : w->findChildren<QAction*>())
                if (a->shortcut() == QKeySequence(QKeySequence::Undo)) {
                    // As the Game menu shows it: it says it when opened.
                    for (QMenu* m : w->findChildren<QMenu*>())
                        if (m->actions().contains(a)) emit m->aboutToShow();
                    QVERIFY(!a->isEnabled());
                    QCOMPARE(a->text(), MainWindow::tr("&Undo a Move"));
                }
            // Its key says so on the table.
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : w.get(), Qt::Key_Z, Qt::ControlModifier);
            const auto* notice = w->view()->findChild<TableNotice*>(QStringLiteral("tableNotice"));
            QVERIFY(notice && notice->isVisible());
            QCOMPARE(notice->text(), MainWindow::tr("Nothing is taken back during a review: go Back to the Game first."));
            QVERIFY(w->reviewing());
            return;
        }
        QFAIL("no seed where both people chose in deal 1");
    }

    // Review This Deal shows the person's own hand as it stood, so it
    // shows only to the person known to be looking: where a match of
    // several people was opened mid-deal and the deal ended with nobody
    // sitting down (the first seat had decided in it before), it is
    // offered, and goes up behind the screen for that person first.
    void theReviewWaitsForTheSeat() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        // A seed where the deal ends without a person asked after the cut.
        w->startMatch(people("poch", 3, 4, 5));
        const Rest r = playThePeople(*w, 100);
        QCOMPARE(r, Rest::BetweenDeals);
        QVERIFY(reviewOffered(*w));
        // The first deal, cut just after the last decision a person made
        // with a choice: the rest of it is the computer's or forced.
        GameRecord record = w->session()->record();
        record.deals.resize(1);
        std::size_t last = record.deals[0].actions.size();
        while (last > 0 && !(w->session()->isPerson(record.deals[0].actions[last - 1].seat) && w->session()->match().hadChoice(0, last - 1))) --last;
        QVERIFY(last > 0);
        // The first seat, at the bottom of the opened table, had a choice
        // in what is kept, so that the deal would be its to review.
        bool firstSeatChose = false;
        for (std::size_t i = 0; i < last; ++i)
            firstSeatChose |= record.deals[0].actions[i].seat == 0 && w->session()->match().hadChoice(0, i);
        QVERIFY(firstSeatChose);
        record.deals[0].actions.resize(last);
        const QString path = saves.filePath(QStringLiteral("mid-deal.json"));
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            QVERIFY(out.write(QByteArray::fromStdString(writeRecord(record))) > 0);
        }
        QTRY_VERIFY(!w->busy());
        w.reset();
        w = tableWindow(saves.path());
        QCOMPARE(w->openFile(path), QString());
        QCOMPARE(rest(*w), Rest::BetweenDeals);
        QString why;
        QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
        QCOMPARE(w->table()->viewer(), -1);
        QVERIFY(reviewOffered(*w));
        reviewBehindTheScreen(*w, 0);
    }

    // Several people can play with the keys alone: Return at the screen
    // takes the seat, and the keys are then where the decision is (the
    // amount of a stake, the table's cards), not on the log, which the
    // screen's button used to hand them to as it went.
    // A match of several people saved at a deal's result comes back at
    // that result (it went on to the next deal) with every hand face down.
    // Nobody has sat down yet, so the review, which shows a person's own
    // hand, goes up behind the screen for its person first (it was not
    // offered at all, and so lost by a restart). Next Deal passes the
    // screen to whoever is to act first, and still nothing hidden is shown.
    void peopleResumedAtADealsResult_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("pope-joan") << "pope-joan";
        QTest::newRow("newmarket") << "newmarket";
        QTest::newRow("poch") << "poch";
    }
    void peopleResumedAtADealsResult() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        QString result;
        {
            auto w = tableWindow(saves.path());
            w->startMatch(people(ruleset.toStdString(), 2, 3, 8));
            const Rest r = playThePeople(*w, 300);
            QCOMPARE(r, Rest::BetweenDeals);
            result = w->statusText();
            QTRY_VERIFY(!w->busy());
        }
        auto w = tableWindow(saves.path());
        QVERIFY(w->offerResume(false));
        QCOMPARE(rest(*w), Rest::BetweenDeals);
        QCOMPARE(w->statusText(), result);
        QString why;
        QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
        QCOMPARE(w->table()->viewer(), -1);
        QVERIFY(reviewOffered(*w));
        std::vector<int> chose;
        const std::size_t deal = w->session()->record().deals.size() - 2; // the one at its result
        const auto& actions = w->session()->record().deals[deal].actions;
        for (std::size_t i = 0; i < actions.size(); ++i)
            if (w->session()->isPerson(actions[i].seat) && w->session()->match().hadChoice(deal, i)
                && std::find(chose.begin(), chose.end(), actions[i].seat) == chose.end())
                chose.push_back(actions[i].seat);
        QVERIFY(!chose.empty());
        reviewBehindTheScreen(*w, *std::min_element(chose.begin(), chose.end()));
        w->endReview();
        QCOMPARE(rest(*w), Rest::BetweenDeals);
        w->nextDeal();
        const Rest after = rest(*w);
        QVERIFY(after == Rest::Screen || after == Rest::BetweenDeals || after == Rest::Over);
        QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
    }

    void theKeysComeBackPastTheScreen_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("newmarket") << "newmarket"; // stakes, then cards
        QTest::newRow("spin") << "spin";           // cards at once
    }
    void theKeysComeBackPastTheScreen() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        QVERIFY(showWithTheKeys(*w));
        w->startMatch(people(ruleset.toStdString(), 2, 3, 21));
        int passed = 0, decided = 0;
        for (int step = 0; step < 300 && (passed < 4 || decided < 12); ++step) {
            const Rest r = rest(*w);
            QVERIFY2(r == Rest::Screen || r == Rest::Asked, "the first deal ended before the keys were tried enough");
            QWidget* keys = QApplication::focusWidget();
            QVERIFY2(keys, "the keys are nowhere");
            if (r == Rest::Screen) {
                QCOMPARE(keys->window(), w.get());
                QTest::qWait(PrivacyScreen::kSettleMs); // the next person, not the last one's key
                QTest::keyClick(keys, Qt::Key_Return);
                QTRY_VERIFY(!w->privacyScreen()->isVisible());
                ++passed;
                continue;
            }
            const bool cards = !w->table()->playableCards().isEmpty();
            if (cards) QCOMPARE(keys, static_cast<QWidget*>(w->view()));
            else QVERIFY2(qobject_cast<QSpinBox*>(keys), qPrintable(QStringLiteral("the keys are on a %1, not in the stake").arg(QString::fromLatin1(keys->metaObject()->className()))));
            const std::size_t before = w->session()->record().deals.back().actions.size();
            QTest::keyClick(keys, Qt::Key_Return);
            QTRY_VERIFY2(w->session()->record().deals.back().actions.size() > before, "Return chose nothing");
            ++decided;
        }
        QVERIFY(passed >= 4);
        QVERIFY(decided >= 12);
    }

    // Where the rules let one player look at the cards aside (Pope Joan's
    // dealer who sits the deal out and sees the spare hand; Michigan's
    // dealer, whose old hand becomes the dummy), a person in that seat sees
    // them face up, every one of them, and nobody else does, nor anybody
    // while the table is screened. They used to lie face down for all.
    void theCardsAsideShowOnlyToWhoMayLook_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("option");
        QTest::addColumn<int>("persons");
        QTest::newRow("pope-joan, one person") << "pope-joan" << "dealer-sees-spare" << 1;
        QTest::newRow("pope-joan, two people") << "pope-joan" << "dealer-sees-spare" << 2;
        QTest::newRow("newmarket, one person") << "newmarket" << "dummy-exchange" << 1;
        QTest::newRow("newmarket, two people") << "newmarket" << "dummy-exchange" << 2;
    }
    void theCardsAsideShowOnlyToWhoMayLook() {
        QFETCH(QString, ruleset);
        QFETCH(QString, option);
        QFETCH(int, persons);
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        MatchSettings m = people(ruleset.toStdString(), persons, 4, 5);
        m.options.set(findRuleset(ruleset.toStdString())->options, option.toStdString(), 1);
        w->startMatch(m);
        // Checked after every step, as soon as its animations are done:
        // the moments a person who sits the deal out watches.
        QString fault;
        int seenWhole = 0;
        int satOut = 0;
        auto check = [&] {
            if (!fault.isEmpty() || w->busy()) return;
            if (!nothingHiddenShown(*w, &fault)) return;
            const int viewer = w->table()->viewer();
            const State& state = w->session()->state();
            // Pope Joan's dealer, dealt no cards, is said to sit the deal out.
            for (QGraphicsItem* item : w->table()->items()) {
                auto* badge = dynamic_cast<SeatBadgeItem*>(item);
                if (!badge) continue;
                const int seat = static_cast<int>(m.names.indexOf(badge->badge().name));
                const bool sitsOut = state.dealInPlay() && (state.table().sittingOut >> seat & 1);
                if (badge->badge().sitsOut != sitsOut || SeatBadgeItem::detailLine(badge->badge()).contains(QLatin1String("sitting this deal out")) != sitsOut)
                    fault = QStringLiteral("%1's badge: %2").arg(badge->badge().name, SeatBadgeItem::detailLine(badge->badge()));
                if (sitsOut) ++satOut;
            }
            if (viewer < 0 || !state.dealInPlay()) return;
            const CardSet mayLook = state.observe(viewer).table.laidAside;
            if (asideFaceUp(*w) != mayLook)
                fault = QStringLiteral("seat %1 may look at %2 cards aside and sees %3 face up").arg(viewer).arg(mayLook.size()).arg(asideFaceUp(*w).size());
            else if (!mayLook.empty() && ++seenWhole == 1 && qEnvironmentVariableIsSet("POCH_SHOTS"))
                w->grab().save(QStringLiteral("%1/aside-seen-%2-%3.png").arg(qEnvironmentVariable("POCH_SHOTS"), ruleset).arg(persons));
        };
        // Directly, as the table is drawn anew and before the next step
        // (a computer player's answer comes later): a deal the person sits
        // out has no moment of rest.
        connect(w->animator(), &TableAnimator::finished, w.get(), check, Qt::DirectConnection);
        int deals = 0;
        int looks = 0;
        for (int step = 0; step < 300 && deals < 5; ++step) {
            const Rest r = rest(*w);
            QVERIFY2(r != Rest::Stuck, "the table waits for nothing a person can do");
            check();
            QVERIFY2(fault.isEmpty(), qPrintable(fault));
            if (r == Rest::Over) break;
            if (r == Rest::BetweenDeals) {
                ++deals;
                w->nextDeal();
            } else if (r == Rest::Screen) {
                takeTheSeat(*w);
            } else if (r == Rest::Looking) {
                // The dealer looks at the hand the dummy was.
                ++looks;
                QVERIFY(hideNewCards(*w));
            } else {
                // Michigan's dealer exchanges, so that the dummy is theirs to know.
                std::optional<Action> exchange;
                const ActionList& legal = w->session()->person()->legal();
                for (int i = 0; i < legal.size(); ++i)
                    if (legal[i].kind == ActionKind::Exchange) exchange = legal[i];
                if (exchange) QVERIFY(takeDecision(*w, RecordAction{w->session()->viewer(), *exchange}));
                else QVERIFY(decideThroughTheUi(*w, w->findChild<TableView*>()));
            }
            QTest::qWait(1);
        }
        QVERIFY2(fault.isEmpty(), qPrintable(fault));
        qInfo("the cards aside seen whole %d times, a badge sat out %d times in %d deals, %d looks at new cards", seenWhole, satOut, deals, looks);
        // Where only the dealer sees them, a second person deals unseen;
        // the first person, the dealer of one deal of five, sees them.
        if (persons == 1 || ruleset == QLatin1String("newmarket")) QVERIFY(seenWhole > 0);
        QCOMPARE(satOut > 0, ruleset == QLatin1String("pope-joan"));
    }

    // With one person at the table nothing changes: no screen, ever.
    void onePersonNeverSeesTheScreen() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(people("pope-joan", 1, 4, 3));
        for (int i = 0; i < 30; ++i) {
            const Rest r = rest(w);
            QVERIFY(r != Rest::Screen && r != Rest::Stuck);
            if (r == Rest::Over) break;
            if (r == Rest::BetweenDeals) {
                w.nextDeal();
                continue;
            }
            QVERIFY(decideThroughTheUi(w, w.findChild<TableView*>()));
            QTest::qWait(1);
        }
    }

    // A drop the rules force on a hand with no set is told as a drop where
    // several people share the log: "Anna has no set to bet on, and drops"
    // told the others what Anna held. Alone at the table, the person is
    // still told why they were not asked. (Anna, seat 0, holds no set;
    // Dora, seat 3, drops with a pair of nines.)
    void aForcedMoveKeepsAPersonsHandSecret() {
        for (const bool alone : {false, true}) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("poch.json"));
            QFile in(QStringLiteral(POCH_TEST_DATA "/poch-4p-hands.json"));
            QVERIFY(in.open(QIODevice::ReadOnly));
            GameRecord record = parseRecord(in.readAll().toStdString());
            if (alone) record.seats[3].ai = "standard";
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly) && out.write(QByteArray::fromStdString(writeRecord(record))) > 0);
            out.close();
            auto w = tableWindow(dir.filePath(QStringLiteral("saves")));
            QCOMPARE(w->openFile(path), QString());
            QCOMPARE(w->session()->people(), alone ? 1 : 2);
            const QStringList log = lines(w->log());
            QVERIFY2(log.contains(alone ? QStringLiteral("Anna has no set to bet on, and drops.") : QStringLiteral("Anna drops.")),
                     qPrintable(log.join(QLatin1Char('\n'))));
            QVERIFY(log.contains(QStringLiteral("Dora drops.")));
            // Nor is a card that was Anna's only one to play said to be
            // so ("Anna has to play …"), where it tells the others that
            // she had no other lead (a tester); alone, she is told.
            const EventWords words = w->eventWords();
            Event played = Event::of(EventType::CardPlayed, 0);
            played.card = Card::parse("TD").value();
            played.forced = true;
            QCOMPARE(describeEvent(played, words),
                     alone ? QStringLiteral("Anna has to play the ten of diamonds.") : QStringLiteral("Anna plays the ten of diamonds."));
        }
    }

    // A match of several people ends: each is counted by name, not as
    // "you". The record: a deal of the sevens game after which Anna (seat
    // 0) and Ben (seat 1) both hold 22 chips, Cleo 16; Anna and Ben are
    // people here, and the deal's last card is played at the table.
    void statisticsByName() {
        Statistics::clear();
        // Empty, it says when a match is counted: after lessons and deals
        // of an unfinished match, a newcomer took the empty list for a fault.
        {
            StatisticsDialog none;
            QVERIFY(none.table()->item(0, 0)->text().contains(QLatin1String("A match is counted here when it ends")));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("two-people.json"));
        const auto last = writeEndingAtTheTable(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json"), path, [](GameRecord& record) {
            record.seats[0].name = "Anna";
            record.seats[1].ai.clear();
        });
        QVERIFY(last);
        MainWindow w(dir.filePath(QStringLiteral("saves")));
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QCOMPARE(w.openFile(path), QString());
        QVERIFY(takeDecision(w, *last));
        QTRY_VERIFY(Statistics::of(QStringLiteral("sevens"), QStringLiteral("Anna")).matches == 1);
        QCOMPARE(Statistics::of(QStringLiteral("sevens"), QStringLiteral("Anna")).shared, 1);
        QCOMPARE(Statistics::of(QStringLiteral("sevens"), QStringLiteral("Ben")).shared, 1);
        QCOMPARE(Statistics::of(QStringLiteral("sevens")).matches, 0); // not "you"
        QCOMPARE(Statistics::players(), (QStringList{QStringLiteral("Anna"), QStringLiteral("Ben")}));
        // Game > Statistics shows each one's record.
        StatisticsDialog dialog;
        QCOMPARE(dialog.player()->count(), 3);
        // The record of matches with one person says so.
        QCOMPARE(dialog.player()->itemText(0), StatisticsDialog::tr("You (alone against the computer players)"));
        dialog.player()->setCurrentIndex(dialog.player()->findData(QStringLiteral("Ben")));
        QCOMPARE(dialog.table()->rowCount(), 1);
        QVERIFY(dialog.table()->item(0, 3)->text() == QLatin1String("1"));
        // Asked for from the table of several people, it opens on the one
        // at the screen, or the first of them, not on "You" with nothing.
        QAction* statistics = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == MainWindow::tr("S&tatistics…")) statistics = a;
        QVERIFY(statistics);
        QString openedOn;
        QTimer::singleShot(0, &w, [&] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* opened = qobject_cast<StatisticsDialog*>(top); opened && opened->isVisible()) {
                    openedOn = opened->player()->currentData().toString();
                    opened->reject();
                }
        });
        statistics->trigger();
        QVERIFY2(openedOn == QLatin1String("Anna") || openedOn == QLatin1String("Ben"), qPrintable(openedOn));
        QVERIFY2(w.actionBar()->prompt().contains(QLatin1String("Anna")) && w.actionBar()->prompt().contains(QLatin1String("Ben")), qPrintable(w.actionBar()->prompt()));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestPeople)
#include "tst_people.moc"
