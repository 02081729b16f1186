// The screen between people who share the computer (issue 20), where it
// went wrong in use: it is lifted by its button only, never by whatever
// key or click the last person makes next (Ctrl+Z used to show the next
// person's hand); the last person may still take back their move from
// behind it, and the screen then goes up for them; every deal begins
// behind it, since everyone looked at the last deal's result; another
// match at the table takes it away; and each person can review their own
// decisions once the deal is over.
#include "people_driving.h"

#include "review_panel.h"
#include "rule_texts.h"
#include "seat_badge_item.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QComboBox>
#include <QKeyEvent>

using namespace poch::test::people;

namespace {
// The record's length, deals and actions in one number that only grows.
std::size_t recordLength(MainWindow& w) {
    const auto& deals = w.session()->record().deals;
    return deals.size() * 1000 + (deals.empty() ? 0 : deals.back().actions.size());
}

// Still behind the screen, for `seat`, with every hand face down.
bool stillScreened(MainWindow& w, int seat, QString* why) {
    if (!w.privacyScreen()->isVisible()) *why = QStringLiteral("the screen is gone");
    else if (w.session()->handingOverTo() != seat) *why = QStringLiteral("the screen waits for seat %1").arg(w.session()->handingOverTo());
    else if (w.table()->viewer() != -1) *why = QStringLiteral("the table shows seat %1's hand").arg(w.table()->viewer());
    else return nothingHiddenShown(w, why);
    return false;
}
} // namespace

class TestPrivacyScreen : public QObject {
    Q_OBJECT

private slots:
    void init() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // Keys and clicks that are not the screen's button leave it up, the
    // shortcuts of the menus among them (Ctrl+Z with nothing to take back
    // used to lift it), a key held down, and a click beside the button.
    void onlyItsButtonLiftsTheScreen() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people("poch", 3, 3, 21));
        QCOMPARE(rest(*w), Rest::Screen);
        const int next = w->session()->handingOverTo();
        QVERIFY(!w->session()->canUndo());
        QString why;
        // Return and Space as the screen comes up are the last person's,
        // pressed twice to play a card: they showed the next hand to them.
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w->privacyScreen()->button()));
        QTest::keyClick(w->privacyScreen()->button(), Qt::Key_Return);
        QTest::keyClick(w->privacyScreen()->button(), Qt::Key_Space);
        QTest::keyClick(w->privacyScreen()->button(), Qt::Key_Enter, Qt::KeypadModifier);
        QVERIFY2(stillScreened(*w, next, &why), qPrintable(QStringLiteral("a key as the screen came up: ") + why));
        const QList<QKeyCombination> keys = {QKeyCombination(Qt::CTRL, Qt::Key_Z), QKeyCombination(Qt::Key_A), QKeyCombination(Qt::Key_Escape),
                                             QKeyCombination(Qt::Key_Left), QKeyCombination(Qt::Key_Down), QKeyCombination(Qt::CTRL, Qt::Key_Return)};
        for (const QKeyCombination key : keys) {
            QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : w.get();
            QTest::keyClick(focus, key.key(), key.keyboardModifiers());
            QTest::qWait(1);
            QVERIFY2(stillScreened(*w, next, &why), qPrintable(QKeySequence(key).toString() + QStringLiteral(": ") + why));
        }
        // Return held down since the last move: it repeats.
        QKeyEvent repeated(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(w->privacyScreen()->button(), &repeated);
        QVERIFY2(stillScreened(*w, next, &why), qPrintable(QStringLiteral("Return repeated: ") + why));
        QTest::mouseClick(w->privacyScreen(), Qt::LeftButton, {}, QPoint(5, 5));
        QVERIFY2(stillScreened(*w, next, &why), qPrintable(QStringLiteral("a click beside the button: ") + why));
        // Return on the button, where the keys still are, once the screen
        // has settled, is the person.
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w->privacyScreen()->button()));
        QTest::qWait(PrivacyScreen::kSettleMs);
        QTest::keyClick(w->privacyScreen()->button(), Qt::Key_Return);
        QCOMPARE(rest(*w), Rest::Asked);
        QCOMPARE(w->session()->viewer(), next);
    }

    // The bar says whom to pass the computer to for as long as the screen
    // is up: a deck chosen from the View menu meanwhile cleared it.
    void thePassPromptOutlastsAnotherDeck() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people("poch", 3, 3, 21));
        QCOMPARE(rest(*w), Rest::Screen);
        const QString prompt = w->actionBar()->prompt();
        QVERIFY2(prompt.contains(w->session()->nameAt(w->session()->handingOverTo())), qPrintable(prompt));
        QMenu* decks = nullptr;
        for (QAction* top : w->menuBar()->actions())
            if (top->menu())
                for (QAction* item : top->menu()->actions())
                    if (item->menu() && item->text().remove(QLatin1Char('&')) == QLatin1String("Card Deck")) decks = item->menu();
        QVERIFY(decks);
        QAction* other = nullptr;
        for (QAction* deck : decks->actions())
            if (deck->isCheckable() && !deck->isChecked()) other = deck;
        QVERIFY(other);
        other->trigger();
        QTest::qWait(20);
        QVERIFY(w->privacyScreen()->isVisible());
        QCOMPARE(w->actionBar()->prompt(), prompt);
    }

    // With several people at the table, Review This Deal used to review
    // only the person last at the screen. Each person who had a choice can
    // be chosen, once the screen has gone up for them; the table then
    // shows each of that person's decisions with only what they could see.
    void everyPersonsDecisionsCanBeReviewed() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people("newmarket", 2, 3, 8));
        const Rest r = playThePeople(*w, 300);
        QCOMPARE(r, Rest::BetweenDeals);
        QVERIFY(reviewOffered(*w));
        const int last = w->session()->viewer();
        QVERIFY(last == 0 || last == 1);
        w->reviewDeal();
        QVERIFY(w->reviewing());
        QCOMPARE(w->review()->seat(), last);
        QComboBox* whose = w->reviewPanel()->seatChoice();
        QVERIFY(whose->isVisible());
        QCOMPARE(whose->count(), 2);
        QCOMPARE(whose->currentText(), w->session()->nameAt(last));
        QVERIFY(w->actionBar()->prompt().contains(w->session()->nameAt(last)));
        // The list keeps its height from one person to the next, so that
        // nothing below it jumps.
        int listHeight = w->reviewPanel()->list()->height();
        const auto backAt = [&] {
            QCoreApplication::processEvents();
            return w->reviewPanel()->backButton()->mapTo(w.get(), QPoint()).y();
        };
        int back = backAt();
        for (const int seat : {1 - last, last}) {
            whose->setCurrentIndex(seat);
            emit whose->activated(seat);
            const QString name = w->session()->nameAt(seat);
            // A person's review shows their hand as it stood, with any card
            // that left it unseen (Newmarket's hand given for the dummy):
            // the screen goes up for them first, and nothing of the review
            // shows until they take it. It showed at once, to whoever sat.
            QVERIFY(w->privacyScreen()->isVisible());
            QVERIFY(!w->reviewing());
            QVERIFY(w->reviewPanel()->isHidden());
            QVERIFY2(w->actionBar()->prompt().contains(name), qPrintable(w->actionBar()->prompt()));
            // It says what it is up for: not a turn.
            QVERIFY2(w->privacyScreen()->text().contains(QLatin1String("The review of")) && !w->privacyScreen()->text().contains(QLatin1String("turn")),
                     qPrintable(w->privacyScreen()->text()));
            if (qEnvironmentVariableIsSet("POCH_SHOTS")) w->grab().save(qEnvironmentVariable("POCH_SHOTS") + QStringLiteral("/review-screen-%1.png").arg(seat));
            takeTheSeat(*w);
            QTRY_VERIFY(w->reviewing());
            QVERIFY(!w->privacyScreen()->isVisible());
            QCOMPARE(w->review()->seat(), seat);
            QVERIFY2(w->actionBar()->prompt().contains(name), qPrintable(w->actionBar()->prompt()));
            QVERIFY(!w->review()->empty());
            // Its words speak of that person, not to "you".
            const QString summary = w->reviewPanel()->summaryText();
            QVERIFY2(summary.contains(name) && !summary.contains(QStringLiteral("you")), qPrintable(summary));
            QVERIFY2(!w->reviewPanel()->detailText().contains(QStringLiteral("your choice"))
                         && w->reviewPanel()->detailText().contains(name + QStringLiteral("'s choice")),
                     qPrintable(w->reviewPanel()->detailText()));
            QVERIFY(w->reviewPanel()->list()->height() >= listHeight);
            listHeight = w->reviewPanel()->list()->height();
            QVERIFY2(backAt() >= back, qPrintable(QStringLiteral("Back to the Game moved up from %1 to %2").arg(back).arg(backAt())));
            back = backAt();
            for (int i = 0; i < static_cast<int>(w->review()->decisions().size()); ++i) {
                w->reviewPanel()->setCurrent(i);
                QCOMPARE(w->table()->viewer(), seat);
                const State& moment = w->review()->decisions()[static_cast<std::size_t>(i)].found.moment.state;
                QString why;
                QVERIFY2(nothingHiddenShownOf(*w, moment, seat, false, &why), qPrintable(why));
            }
        }
        w->endReview();
        QVERIFY(!w->reviewing());
    }

    // The deal that ends the match is summed up under the final standings
    // and can be reviewed as any other; the box at the end gives each
    // person's record on a line of its own (it showed "<br>" between them).
    void theLastDealIsReviewedAtTheMatchsEnd() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        MatchSettings m = people("newmarket", 2, 3, 8);
        m.options.set(findRuleset("newmarket")->options, "deals", 1);
        w->startMatch(m);
        QCOMPARE(playThePeople(*w, 300), Rest::Over);
        QTRY_VERIFY(!w->actionBar()->prompt().isEmpty());
        const QString headline = w->actionBar()->prompt();
        const auto atTheEnd = [&] {
            const QString status = w->statusText();
            return status.contains(QStringLiteral("Anna: ")) && status.contains(QStringLiteral("The deal is over"))
                   && status.contains(QStringLiteral("Stakes placed")) && w->actionBar()->prompt() == headline;
        };
        QVERIFY2(atTheEnd(), qPrintable(w->statusText()));
        const QString report = w->matchEndReport();
        QVERIFY2(!report.contains(QStringLiteral("&lt;")) && report.contains(QStringLiteral("Anna: ")) && report.contains(QStringLiteral("<br>Bertram: ")),
                 qPrintable(report));
        QVERIFY(reviewOffered(*w));
        w->reviewDeal();
        QVERIFY(w->reviewing());
        QCOMPARE(w->reviewPanel()->seatChoice()->count(), 2);
        w->endReview();
        QVERIFY(!w->reviewing());
        QVERIFY2(atTheEnd(), qPrintable(w->statusText()));
        QVERIFY(reviewOffered(*w));
    }

    // A person who decided, with the screen up for the next one, takes the
    // move back (Ctrl+Z): the screen then waits for them, their decision
    // is asked again once they have taken the seat, and the log names who
    // took back what ("you" would be any of them).
    //
    // Not once anything hidden from them when they decided has been shown
    // since: the sets at a showdown, a card another played, the hands laid
    // open at a result. They would decide again knowing what the others
    // could not (a bet matched, the sets shown, the match taken back and
    // dropped). In Pope Joan that is nearly every time: the run goes on
    // with the others' cards before the next person decides.
    void aMoveIsTakenBackFromBehindTheScreen_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("someTakenBack");
        QTest::newRow("poch") << "poch" << true;           // bets
        QTest::newRow("newmarket") << "newmarket" << true; // stakes, then cards
        QTest::newRow("pope-joan") << "pope-joan" << false; // cards, some forced
    }
    void aMoveIsTakenBackFromBehindTheScreen() {
        QFETCH(QString, ruleset);
        QFETCH(bool, someTakenBack);
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people(ruleset.toStdString(), 3, 3, 21));
        int chooser = -1;
        CardSet sightAtChoice; // what the chooser could see when deciding
        int refused = 0;
        for (int step = 0; step < 100; ++step) {
            const Rest r = rest(*w);
            if (r == Rest::BetweenDeals && !someTakenBack) break;
            QVERIFY2(r == Rest::Screen || r == Rest::Asked, "the first deal ended before a move could be taken back");
            if (r == Rest::Screen && chooser >= 0 && w->session()->handingOverTo() != chooser) {
                const bool shown = !(w->session()->state().observe(chooser).cardsInSight() - sightAtChoice).empty();
                if (shown) {
                    QVERIFY(!w->session()->canUndo());
                    ++refused;
                } else if (w->session()->canUndo()) {
                    break;
                }
            }
            chooser = -1;
            if (r == Rest::Screen) {
                takeTheSeat(*w);
                continue;
            }
            const std::size_t before = recordLength(*w);
            chooser = w->session()->viewer();
            sightAtChoice = w->session()->state().observe(chooser).cardsInSight();
            QVERIFY(decideThroughTheUi(*w, w->findChild<TableView*>()));
            QTRY_VERIFY(recordLength(*w) > before);
        }
        if (!someTakenBack) {
            QVERIFY2(refused > 0, "no move was refused for the cards shown since");
            return;
        }
        QVERIFY2(chooser >= 0, "no screen came up after a person's decision");
        const std::size_t before = recordLength(*w);
        // The menu names whose move it takes back ("My" was any of them).
        QAction* undo = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->shortcuts().contains(QKeySequence(QKeySequence::Undo))) undo = a;
        QVERIFY(undo);
        QCOMPARE(undo->text(), MainWindow::tr("&Undo %1's Last Move").arg(w->session()->nameAt(chooser)));
        // Nor is the Redo below it "my" move, greyed with nothing to redo
        // ("Rétablir mon coup" under "Annuler le dernier coup de Bertram").
        QAction* redo = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->shortcuts().contains(QKeySequence(QKeySequence::Redo))) redo = a;
        QVERIFY(redo);
        QVERIFY(!redo->isEnabled());
        QCOMPARE(redo->text(), MainWindow::tr("&Redo a Move"));
        // Ctrl+Z, where the keys are: on the screen's button.
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w->privacyScreen()->button()));
        QTest::keyClick(w->privacyScreen()->button(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(rest(*w), Rest::Screen);
        QString why;
        QVERIFY2(stillScreened(*w, chooser, &why), qPrintable(why));
        QVERIFY(w->privacyScreen()->text().contains(w->session()->nameAt(chooser)));
        QVERIFY(recordLength(*w) < before);
        // Said of whose move it was: anyone at the screen may have pressed
        // Undo behind its veil ("Amélie takes back her move", said when
        // Bruno had).
        const QString said = w->log()->item(w->log()->count() - 1)->text();
        QCOMPARE(said, MainWindow::tr("— %1's last move is taken back —").arg(w->session()->nameAt(chooser)));
        takeTheSeat(*w);
        QCOMPARE(rest(*w), Rest::Asked);
        QCOMPARE(w->session()->viewer(), chooser);
        QCOMPARE(w->table()->viewer(), chooser);
        QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
    }

    // In Ranter-Go-Round a person who asks their neighbour for an exchange
    // looks at the card they are handed before their hand is hidden: it
    // went face down with the decision, and they have no other in the
    // deal, so they first saw it at the showdown (a tester). The look is
    // theirs alone: the neighbour's hand, a person's too, stays face down.
    void theAskerLooksAtTheCardTheyGot() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people("ranter-go-round", 3, 4, 5));
        int looks = 0;
        for (int step = 0; step < 200 && looks == 0; ++step) {
            const Rest r = rest(*w);
            QVERIFY2(r != Rest::Stuck && r != Rest::Over, "the table waits for nothing a person can do");
            if (r == Rest::BetweenDeals) {
                w->nextDeal();
                continue;
            }
            if (r == Rest::Screen) {
                takeTheSeat(*w);
                continue;
            }
            if (r == Rest::Looking) {
                const int seat = w->session()->lookingAtNewCards();
                QCOMPARE(w->table()->viewer(), seat);
                const CardSet got = w->session()->newCards();
                QCOMPARE(got.size(), 1);
                CardSet faceUp;
                for (CardItem* item : w->table()->cardItems())
                    if (item->isVisible() && item->faceUp()) faceUp.insert(item->card());
                QVERIFY(faceUp.containsAll(w->session()->state().table().hands[static_cast<std::size_t>(seat)]));
                QString why;
                QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
                QCOMPARE(w->findChild<ActionBar*>()->prompt(),
                         MainWindow::tr("%1, your new card is the %2.").arg(w->session()->nameAt(seat), texts::cardName(*got.begin())));
                if (qEnvironmentVariableIsSet("POCH_SHOTS"))
                    w->grab().save(QStringLiteral("%1/new-card-look.png").arg(qEnvironmentVariable("POCH_SHOTS")));
                // Return hides it, as the button does.
                QPushButton* hide = w->findChild<ActionBar*>()->wayOn();
                // One card in hand: "my card".
                QVERIFY(hide && hide->accessibleName() == QLatin1String("Hide my card"));
                // Nobody else is asked meanwhile: no place is lit, and the
                // status says who looks.
                QVERIFY(w->statusText().contains(MainWindow::tr("%1 looks at their cards.").arg(w->session()->nameAt(seat))));
                for (QGraphicsItem* item : w->table()->items())
                    if (auto* badge = dynamic_cast<SeatBadgeItem*>(item)) QVERIFY2(!badge->badge().toAct, qPrintable(badge->badge().name));
                w->findChild<ActionBar*>()->setReturnGrace(0);
                QTest::keyClick(w.get(), Qt::Key_Return);
                QTRY_COMPARE(w->session()->lookingAtNewCards(), -1);
                QCOMPARE(w->table()->viewer(), -1);
                ++looks;
                continue;
            }
            // Asked: the exchange where it is offered, else whatever comes first.
            const ActionList legal = w->session()->person()->legal();
            Action chosen = legal[0];
            for (int a = 0; a < legal.size(); ++a)
                if (legal[a].kind == ActionKind::Exchange) chosen = legal[a];
            const std::size_t before = recordLength(*w);
            QVERIFY(w->session()->person()->choose(chosen));
            QTRY_VERIFY(recordLength(*w) > before);
        }
        QCOMPARE(looks, 1);
    }

    // Everyone at the table looks at a deal's result, so the first person
    // to decide in the next deal takes the seat behind the screen, also
    // when it was they who looked last (their new hand used to show at
    // once, to whoever had pressed Next Deal).
    void everyDealBeginsBehindTheScreen_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("poch") << "poch";
        QTest::newRow("pope-joan") << "pope-joan";
        QTest::newRow("spin") << "spin";
        QTest::newRow("newmarket") << "newmarket"; // stakes before the cards
    }
    void everyDealBeginsBehindTheScreen() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people(ruleset.toStdString(), 2, 3, 4));
        int deals = 0;
        int lookedLast = -1;   // at the last deal's result
        bool screened = true;  // since the deal was dealt
        int sameAgain = 0;     // deals whose first person looked last
        for (int step = 0; step < 600 && deals < 6; ++step) {
            const Rest r = rest(*w);
            QVERIFY2(r != Rest::Stuck, "the table waits for nothing a person can do");
            QString why;
            QVERIFY2(nothingHiddenShown(*w, &why), qPrintable(why));
            if (r == Rest::Over) break;
            if (r == Rest::BetweenDeals) {
                ++deals;
                lookedLast = w->session()->viewer();
                screened = false;
                w->nextDeal();
                continue;
            }
            if (r == Rest::Screen) {
                if (!screened && w->session()->handingOverTo() == lookedLast) ++sameAgain;
                screened = true;
                takeTheSeat(*w);
                continue;
            }
            QVERIFY2(screened, qPrintable(QStringLiteral("deal %1: seat %2 was asked without the screen").arg(deals + 1).arg(w->session()->viewer())));
            const std::size_t before = recordLength(*w);
            QVERIFY(decideThroughTheUi(*w, w->findChild<TableView*>()));
            QTRY_VERIFY(recordLength(*w) > before);
        }
        qInfo("%d deals, %d of them begun by the person who looked last", deals, sameAgain);
        QVERIFY(deals >= 3);
        QVERIFY(sameAgain > 0);
    }

    // Another match dealt while the screen waits for somebody: the screen
    // goes, and the one person of the new match is asked.
    void anotherMatchTakesTheScreenAway() {
        QTemporaryDir saves;
        auto w = tableWindow(saves.path());
        w->startMatch(people("pope-joan", 3, 4, 3));
        QCOMPARE(rest(*w), Rest::Screen);
        w->startMatch(people("pope-joan", 1, 4, 3));
        QCOMPARE(rest(*w), Rest::Asked);
        QVERIFY(!w->privacyScreen()->isVisible());
        QCOMPARE(w->session()->viewer(), 0);
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestPrivacyScreen)
#include "tst_privacy_screen.moc"
