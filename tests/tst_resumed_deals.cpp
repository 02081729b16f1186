// A match resumed from its autosave, after the program was closed or
// killed, shows what it showed before: the log of the match from its
// start, the deal's result counted over the whole deal, the run on the
// table, and, saved at a deal's result, that result with its review
// (issue 19, point 1).
#include "deal_driving.h"
#include "deal_review.h"
#include "save_store.h"
#include "test_rows.h"

#include "poch/analysis.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <QRegularExpression>

using namespace poch::test::desktop;

class TestResumedDeals : public QObject {
    Q_OBJECT

private slots:
    void init() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // Players passing in turn make one line ("Anna, Bertram and Clara
    // pass."), though the window logs each pass as it is made: the nine
    // bowls' play said "Anna passes." for every player at every card. And
    // the log rebuilt on resuming says what the log built a step at a time
    // said: it named the next deal's dealer as the banker drawn for, and
    // put the pools left standing after the pools won in the betting.
    void theLogReadsAsItDidWhenResumed_data() { poch::test::everyRuleset(); }
    void theLogReadsAsItDidWhenResumed() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        QStringList live;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match(ruleset.toStdString(), 4, 3));
            QVERIFY(playToTheDealsEnd(w));
            live = lines(w.log());
        }
        const QRegularExpression one(QStringLiteral("^\\S+ passes\\.$"));
        for (int i = 1; i < live.size(); ++i)
            QVERIFY2(!one.match(live[i - 1]).hasMatch() || !one.match(live[i]).hasMatch(), qPrintable(live.mid(i - 1, 2).join('\n')));
        if (ruleset == QLatin1String("poch-bowls"))
            QVERIFY2(!live.filter(QRegularExpression(QStringLiteral("^\\S+,? .*\\S+ pass\\.$"))).isEmpty(), qPrintable(live.join('\n')));
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        const QStringList rebuilt = lines(w.log());
        QVERIFY(rebuilt.size() >= live.size());
        for (int i = 0; i < live.size(); ++i) QCOMPARE(rebuilt[i], live[i]);
    }

    // The program killed in the middle of a deal and the match resumed:
    // the result counts the whole deal, the pools won before the kill are
    // listed, and the log shows the match from its start.
    void resultAndLogAfterResume_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("decisions");
        QTest::newRow("pochen") << "pochen" << 1;
        QTest::newRow("newmarket") << "newmarket" << 3;
    }
    void resultAndLogAfterResume() {
        QFETCH(QString, ruleset);
        QFETCH(int, decisions);
        QTemporaryDir saves;
        std::vector<std::int32_t> start;
        QStringList before;
        {
            MainWindow w(saves.path());
            w.setAnimationSpeed(0);
            w.startMatch(match(ruleset.toStdString(), 4, 5));
            start = w.session()->record().chips;
            for (int decided = 0; decided < decisions; ++decided) {
                QVERIFY(rest(w));
                QVERIFY(!w.waitingForNextDeal());
                QVERIFY(decide(w));
            }
            QVERIFY(rest(w));
            before = lines(w.log());
            // The window goes away as a killed program would: its autosave is all that is left.
        }
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        const QStringList resumed = lines(w.log());
        // Everything logged before the kill is there again, in order.
        QVERIFY2(resumed.mid(0, before.size()) == before, qPrintable(QStringLiteral("before:\n%1\nafter:\n%2").arg(before.join('\n'), resumed.join('\n'))));
        QVERIFY(playToTheDealsEnd(w));
        // Between deals nobody is asked, so no place is lit as the one to
        // act, even where the state names the first to stake for the next
        // deal (Newmarket).
        if (ruleset == QLatin1String("newmarket")) QVERIFY(w.session()->state().currentSeat() >= 0);
        QCOMPARE(placesLit(w), QStringList());
        const QString expected = expectedResult(w, start);
        QVERIFY2(w.statusText().contains(expected), qPrintable(w.statusText() + QStringLiteral("\nexpected: ") + expected));
        // The prompt beside Next Deal says it in sentences, each ending as one.
        QCOMPARE(w.actionBar()->prompt(), QStringLiteral("The deal is over. %1.").arg(expected));
        shot(w, QStringLiteral("resume-") + ruleset);
        // Every pool won in the deal, before the kill too, is in the list.
        int poolsWon = 0;
        for (const Event& e : w.session()->dealEvents())
            if (e.type == EventType::PoolWon) ++poolsWon;
        QCOMPARE(static_cast<int>(w.statusText().count(QLatin1String("<li>"))) >= poolsWon, true);
    }

    // The program closed, or killed, at a deal's result: resumed, the match
    // shows that result again and waits for Next Deal, with the deal to
    // review, as it stood. It went straight on to the next deal, so that
    // the result was never read and the deal could not be reviewed.
    void theResultStandsWhenResumedBetweenDeals_data() { poch::test::everyRuleset(); }
    void theResultStandsWhenResumedBetweenDeals() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        QString status, prompt;
        QStringList offered, before;
        std::size_t deals = 0;
        int played = 0;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match(ruleset.toStdString(), 4, 5));
            QVERIFY(playToAReviewableResult(w));
            status = w.statusText();
            prompt = w.actionBar()->prompt();
            for (QPushButton* b : buttons(w)) offered << b->text();
            before = lines(w.log());
            deals = w.session()->record().deals.size();
            played = w.session()->state().dealsPlayed();
            // The offer to resume says where the match stands.
            const QString question = MainWindow::resumeQuestion(w.session()->record());
            QVERIFY2(question.contains(QStringLiteral("left at the result of deal %1.").arg(played)), qPrintable(question));
        }
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        QVERIFY(w.waitingForNextDeal());
        QCOMPARE(w.session()->record().deals.size(), deals);
        QCOMPARE(w.statusText(), status);
        QCOMPARE(w.actionBar()->prompt(), prompt);
        QStringList now;
        for (QPushButton* b : buttons(w)) now << b->text();
        QCOMPARE(now, offered);
        QVERIFY2(offered.contains(MainWindow::tr("&Review This Deal")), qPrintable(offered.join(QStringLiteral(", "))));
        QCOMPARE(placesLit(w), QStringList());
        QCOMPARE(lines(w.log()).mid(0, before.size()), before);
        shot(w, QStringLiteral("resumed-between-deals-") + ruleset);
        // Next Deal goes on as it would have.
        w.nextDeal();
        QVERIFY(rest(w));
        QVERIFY(w.session()->state().dealsPlayed() > played || w.session()->state().table().phase == Phase::Staking);
    }

    // Gone on to the next deal (Next Deal pressed, its cards dealt or its
    // stakes asked for) and closed before anybody decided in it, the match
    // comes back in that deal, the person asked again: it came back at the
    // result before, and Next Deal dealt the same cards a second time (a
    // tester, closing for a change of language). Which deal first asks
    // the person before anybody else follows from the players' choices,
    // so each game is played on until one does.
    void aNewDealComesBackBeforeItsFirstDecision() {
        int found = 0;
        for (const RulesetInfo* info : allRulesets()) {
            QTemporaryDir saves;
            GameRecord before;
            int played = 0;
            {
                MainWindow w(saves.path());
                quietAndQuick(w);
                w.startMatch(match(info->id, 4, 11));
                for (int deal = 0; deal < 6 && before.deals.empty(); ++deal) {
                    QVERIFY(playToTheDealsEnd(w));
                    w.nextDeal();
                    QVERIFY(rest(w));
                    if (w.waitingForNextDeal() || w.session()->state().matchOver()) break;
                    if (w.session()->record().deals.back().actions.empty()) {
                        before = w.session()->record();
                        played = w.session()->state().dealsPlayed();
                    }
                }
                QTRY_VERIFY(!w.busy());
            }
            if (before.deals.empty()) continue;
            ++found;
            QVERIFY(before.deals.back().begun);
            MainWindow w(saves.path());
            QString unread;
            const auto saved = SaveStore(saves.path()).readAutosave(&unread);
            QVERIFY(saved);
            QCOMPARE(*saved, before);
            QVERIFY2(MainWindow::resumeQuestion(*saved).contains(QStringLiteral("unfinished in deal %1").arg(saved->deals.size())),
                     qPrintable(MainWindow::resumeQuestion(*saved)));
            QVERIFY(resumeQuietly(w));
            QVERIFY2(!w.waitingForNextDeal(), info->id.c_str());
            QVERIFY(w.session()->person()->waiting());
            QCOMPARE(w.session()->state().dealsPlayed(), played);
            QCOMPARE(w.session()->record(), before);
            // The first decision made, the mark has done its work: the
            // record says nothing more of it.
            QVERIFY(decide(w));
            QVERIFY(!w.session()->record().deals.back().begun);
        }
        QVERIFY2(found >= 5, qPrintable(QString::number(found)));
    }

    // The run on the table is the same after a resume as before it. After
    // a resume the table showed no run after a stop (where the person
    // leads, the last run is what they lead after), and of a run in play
    // (the nine bowls, where each must beat the last card) only its top.
    void theRunIsShownAgainWhenResumed_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("pope-joan") << "pope-joan";
        QTest::newRow("newmarket") << "newmarket";
        QTest::newRow("poch-bowls") << "poch-bowls";
    }
    void theRunIsShownAgainWhenResumed() {
        QFETCH(QString, ruleset);
        // The run's cards as the table shows them, left to right.
        auto runShown = [](MainWindow& w) {
            QList<CardItem*> items;
            for (CardItem* card : w.table()->cardItems())
                if (card->isVisible() && std::abs(card->pos().y() - w.table()->runStart().y()) < 1
                    && card->pos().x() >= w.table()->runStart().x() - 1)
                    items << card;
            std::sort(items.begin(), items.end(), [](CardItem* a, CardItem* b) { return a->pos().x() < b->pos().x(); });
            QStringList codes;
            for (CardItem* card : items) codes << QString::fromStdString(card->card().code());
            return codes;
        };
        QTemporaryDir saves;
        QStringList before;
        bool found = false;
        for (std::uint64_t seed = 3; seed < 40 && !found; ++seed) {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match(ruleset.toStdString(), 4, seed));
            // To a moment of the play where the person is asked, with at
            // least two cards in the run on the table.
            for (int i = 0; i < 60 && !found; ++i) {
                QVERIFY(rest(w));
                if (w.waitingForNextDeal() || w.session()->state().matchOver()) break;
                before = runShown(w);
                found = w.session()->state().table().phase == Phase::Play && before.size() >= 2;
                if (!found) QVERIFY(decide(w));
            }
            // The window goes away as a killed program would.
        }
        QVERIFY(found);
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        QCOMPARE(runShown(w), before);
    }

    // Killed where a computer's next card is forced (a run under way), the
    // match comes back there, and the run goes on in sight: its forced
    // cards were played unseen as the record was read, and logged above
    // the line that says the game is resumed (a tester).
    void aRunUnderWayGoesOnInSight() {
        QTemporaryDir saves;
        GameRecord cut;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match("pope-joan", 4, 3));
            QVERIFY(playToTheDealsEnd(w));
            cut = w.session()->record();
        }
        cut.deals.resize(1);
        auto& actions = cut.deals.front().actions;
        std::size_t at = 1;
        for (; at < actions.size(); ++at) {
            GameRecord before = cut;
            before.deals.front().actions.resize(at);
            const MatchReplay standing = Match::replay(before, 1, RecordEnd::Stand);
            if (standing.match && standing.match->forced() && standing.match->toAct() != 0) break;
        }
        QVERIFY(at < actions.size());
        actions.resize(at);
        QVERIFY(SaveStore(saves.path()).writeAutosave(cut).isEmpty());
        MainWindow w(saves.path());
        quietAndQuick(w);
        QVERIFY(w.offerResume(false));
        QCOMPARE(w.session()->record().deals.front().actions.size(), at);
        const QString resumed = MainWindow::tr("— The game is resumed where it stood —");
        QCOMPARE(lines(w.log()).last(), resumed);
        QVERIFY(rest(w));
        QVERIFY(w.session()->record().deals.front().actions.size() > at);
        QVERIFY(lines(w.log()).last() != resumed);
    }

    // At a result shown again after a resume, Undo takes back the
    // person's last decision of that deal, as it does at a result never
    // left: the deal is in play again, the next deal's cards (kept for
    // it) are gone from the record, and the deal plays on to a result.
    void anUndoAtAResultResumed_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("pope-joan") << "pope-joan";
        QTest::newRow("newmarket") << "newmarket";
        QTest::newRow("poch") << "poch";
    }
    void anUndoAtAResultResumed() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        int played = 0;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match(ruleset.toStdString(), 4, 5));
            QVERIFY(playToAReviewableResult(w)); // a deal with a move to take back
            played = w.session()->state().dealsPlayed();
        }
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        QVERIFY(w.waitingForNextDeal());
        QAction* undo = undoAction(w);
        QVERIFY(undo);
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(rest(w));
        QVERIFY(!w.waitingForNextDeal());
        QVERIFY(w.session()->person()->waiting());
        QCOMPARE(w.session()->state().dealsPlayed(), played);
        QCOMPARE(static_cast<int>(w.session()->record().deals.size()), played);
        QVERIFY(lines(w.log()).last().contains(QLatin1String("take back")));
        QVERIFY(playToTheDealsEnd(w));
        QCOMPARE(w.session()->state().dealsPlayed(), played);
    }

    // Killed while the person is asked, and resumed: the coach says of the
    // decision waiting what it said before, figure for figure, and the
    // review after the deal says the same of the decisions made before the
    // kill as the coach did then. A resumed match drew its advice from the
    // clock, so that Hint could change its mind across a restart.
    void theCoachSaysAgainWhatItSaidBefore_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("poch") << QStringLiteral("poch");
        QTest::newRow("spin") << QStringLiteral("spin");
        QTest::newRow("newmarket") << QStringLiteral("newmarket");
    }
    void theCoachSaysAgainWhatItSaidBefore() {
        QFETCH(QString, ruleset);
        QSettings().setValue(QStringLiteral("view/coach"), true);
        QTemporaryDir saves;
        std::map<int, Analysis> said;
        QString words;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match(ruleset.toStdString(), 3, 9));
            // A decision with something to weigh, then the next asked, in
            // one deal: the person takes the coach's best choice.
            while (said.size() < 2) {
                QVERIFY(rest(w));
                QVERIFY(!w.session()->state().matchOver());
                if (w.waitingForNextDeal()) {
                    said.clear();
                    w.nextDeal();
                    continue;
                }
                const Analysis coach = w.session()->analysis();
                if (!coach.empty()) said[static_cast<int>(w.session()->record().deals.back().actions.size()) + 1] = coach;
                if (said.size() == 2) break;
                QVERIFY(w.session()->person()->choose(coach.empty() ? w.session()->person()->legal()[0] : coach.choices.front().action));
            }
            words = w.coachText();
        }
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        QVERIFY(w.session()->person()->waiting());
        const Analysis again = w.session()->analysis();
        const Analysis& before = said.rbegin()->second;
        QCOMPARE(again.choices.size(), before.choices.size());
        for (std::size_t c = 0; c < again.choices.size(); ++c) {
            QCOMPARE(again.choices[c].action, before.choices[c].action);
            QCOMPARE(again.choices[c].chips, before.choices[c].chips);
        }
        QCOMPARE(w.coachText(), words);
        QVERIFY(playToTheDealsEnd(w));
        const DealReview review = DealReview::of(w.session()->record(), w.session()->state().dealsPlayed(), GameSession::kPersonSeat, w.session()->seed());
        int checked = 0;
        for (const ReviewedDecision& d : review.decisions()) {
            if (!said.count(d.action)) continue;
            for (const ChoiceValue& c : said[d.action].choices) {
                const auto reviewed = d.found.analysis.valueOf(c.action);
                QVERIFY(reviewed);
                QCOMPARE(*reviewed, c.chips);
            }
            ++checked;
        }
        QCOMPARE(checked, 2);
    }

    // A save without the match's seed (an earlier version's) keeps the
    // seed it is resumed with, so that resumed once more the coach says
    // what it said the first time.
    void aSaveWithoutTheSeedKeepsTheOneResumedWith() {
        QSettings().setValue(QStringLiteral("view/coach"), true);
        QTemporaryDir saves;
        {
            MainWindow w(saves.path());
            quietAndQuick(w);
            w.startMatch(match("poch", 3, 9));
            QVERIFY(rest(w));
        }
        SaveStore store(saves.path());
        QString error;
        auto saved = store.readAutosave(&error);
        QVERIFY2(saved, qPrintable(error));
        QVERIFY(saved->seed);
        saved->seed.reset();
        QVERIFY(store.writeAutosave(*saved).isEmpty());
        Analysis first;
        {
            MainWindow w(saves.path());
            QVERIFY(resumeQuietly(w));
            QVERIFY(w.session()->record().seed);
            QCOMPARE(*w.session()->record().seed, w.session()->seed());
            first = w.session()->analysis();
            QVERIFY(!first.empty());
        }
        QTest::qWait(5); // the clock moves on: a new seed, were it drawn again
        MainWindow w(saves.path());
        QVERIFY(resumeQuietly(w));
        const Analysis again = w.session()->analysis();
        QCOMPARE(again.choices.size(), first.choices.size());
        for (std::size_t c = 0; c < again.choices.size(); ++c) QCOMPARE(again.choices[c].chips, first.choices[c].chips);
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestResumedDeals)
#include "tst_resumed_deals.moc"
