// Giving up a match in progress for a new one, or for a file opened: the
// window asks first wherever something would be lost, and says what; a
// match that is in a file as it stands is given up without a question.
#include "desktop_driving.h"
#include "private_settings.h"
#include "game_session.h"
#include "main_window.h"
#include "match_settings.h"
#include "person_seat.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace poch;
using namespace poch::app;
using namespace poch::test::desktop;

namespace {
// The person takes the match one step on: a decision, or the next deal.
bool goOnOnce(MainWindow& w) {
    if (!QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000) || w.session()->state().matchOver()) return false;
    if (w.waitingForNextDeal()) {
        w.nextDeal();
        return true;
    }
    return w.session()->person()->choose(w.session()->person()->legal()[0]);
}
} // namespace

class TestGivingUp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // New Game asks before giving up a match in progress, and says what
    // will be lost; keeping on keeps the match.
    void newGameAsksBeforeGivingUpAMatch() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
        QVERIFY(w.mayAbandonMatch()); // nothing done yet: nothing to lose
        QTRY_VERIFY(w.session()->record().deals.back().actions.size() + w.session()->record().deals.size() > 1
                    || w.session()->state().dealsPlayed() > 0);
        QTRY_VERIFY(!w.session()->record().deals.front().actions.empty());
        const GameRecord before = w.session()->record();
        const auto answer = answerNextQuestion;
        QString said;
        answer(QStringLiteral("Keep Playing"), &said);
        QVERIFY(!w.mayAbandonMatch());
        QVERIFY2(said.contains(QStringLiteral("Pope Joan")) && said.contains(QStringLiteral("lost")), qPrintable(said));
        answer(QStringLiteral("Give Up and Deal"), &said);
        QVERIFY(w.mayAbandonMatch());
        // Opening a game gives up the match in progress as well: asked too,
        // in the words of opening.
        answer(QStringLiteral("Keep Playing"), &said);
        QVERIFY(!w.mayAbandonMatch(MainWindow::Instead::Open));
        answer(QStringLiteral("Give Up and Open"), &said);
        QVERIFY(w.mayAbandonMatch(MainWindow::Instead::Open));
    }

    // After Save As the match as it stands is in its file: nothing is lost
    // by giving it up, so nothing is asked (it said "will be lost: it
    // cannot be resumed"). Once the match has gone on from there, the
    // question says what the file still holds.
    void aSavedMatchIsGivenUpUnasked() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
        QVERIFY(goOnOnce(w));
        QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
        const QString file = saves.filePath(QStringLiteral("evening.json"));
        QCOMPARE(w.saveFile(file), QString());
        QString said;
        answerNextQuestion(QStringLiteral("Keep Playing"), &said);
        QVERIFY(w.mayAbandonMatch());
        QVERIFY(w.mayAbandonMatch(MainWindow::Instead::Open));
        QCOMPARE(said, QString()); // nothing was asked
        QTest::qWait(100);         // the answer's timer has gone by

        QVERIFY(goOnOnce(w));
        answerNextQuestion(QStringLiteral("Keep Playing"), &said);
        QVERIFY(!w.mayAbandonMatch());
        QVERIFY2(said.contains(QStringLiteral("lost")) && said.contains(QStringLiteral("evening.json"))
                     && !said.contains(QStringLiteral("cannot be resumed")),
                 qPrintable(said));

        // A file opened is the match as it stands, too.
        QCOMPARE(w.openFile(file), QString());
        answerNextQuestion(QStringLiteral("Keep Playing"), &said);
        said.clear();
        QVERIFY(w.mayAbandonMatch());
        QCOMPARE(said, QString());
        QTest::qWait(100);

        // Another match is nothing the file holds.
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 6));
        QVERIFY(goOnOnce(w));
        answerNextQuestion(QStringLiteral("Keep Playing"), &said);
        QVERIFY(!w.mayAbandonMatch());
        QVERIFY2(said.contains(QStringLiteral("cannot be resumed")) && !said.contains(QStringLiteral("evening.json")),
                 qPrintable(said));
    }

    // File ▸ Open of a file that cannot be played on says so, and asks
    // nothing: it asked to give up the match in progress first, saying it
    // would be lost, and then refused the file.
    void aFileThatCannotBeOpenedAsksNothing() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
        QVERIFY(goOnOnce(w));
        QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
        const GameRecord before = w.session()->record();
        // A whole record, but with a move the rules do not allow.
        GameRecord bad = before;
        bad.deals.back().actions.push_back({0, Action::bet(9999)});
        const QString path = saves.filePath(QStringLiteral("bad.json"));
        QVERIFY(SaveStore::write(path, bad).isEmpty());
        QSignalSpy warned(&w, &MainWindow::warned);
        QString said;
        answerNextQuestion(QStringLiteral("Give Up and Open"), &said);
        w.openAsked(path);
        QTest::qWait(100);
        QCOMPARE(said, QString());
        QCOMPARE(warned.size(), 1);
        QVERIFY2(warned.at(0).at(0).toString().contains(QLatin1String("bad.json")), qPrintable(warned.at(0).at(0).toString()));
        // The match goes on as it was (the computer players may have moved).
        QVERIFY(w.session()->record().deals.front().layout == before.deals.front().layout);
        QVERIFY(w.session()->record().deals.front().deck == before.deals.front().deck);
        // A good one is asked about, then opened.
        const QString good = saves.filePath(QStringLiteral("good.json"));
        QVERIFY(SaveStore::write(good, before).isEmpty());
        w.startMatch(MatchSettings::quick(QStringLiteral("spin"), 3, 5));
        QVERIFY(goOnOnce(w));
        answerNextQuestion(QStringLiteral("Give Up and Open"), &said);
        w.openAsked(good);
        QVERIFY2(said.contains(QLatin1String("Spin")), qPrintable(said));
        QCOMPARE(w.session()->record().ruleset, std::string("pope-joan"));
    }

    // The question names the deal as the side panel does: in Newmarket's
    // staking for the second deal it said "in deal 1" beside "Deal 2 ·
    // Staking".
    void theQuestionCountsDealsAsTheSidePanel() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1280, 800);
        w.startMatch(MatchSettings::quick(QStringLiteral("newmarket"), 3, 5));
        const auto stakingForTheSecond = [&w] {
            return restsForThePerson(w) && !w.waitingForNextDeal() && w.session()->state().phase() == Phase::Staking
                   && w.session()->state().dealsPlayed() == 1;
        };
        for (int step = 0; step < 300 && !stakingForTheSecond(); ++step)
            QVERIFY2(goOnOnce(w), qPrintable(QStringLiteral("step %1, deals %2, phase %3, busy %4, current %5 ").arg(step).arg(w.session()->state().dealsPlayed()).arg(int(w.session()->state().phase())).arg(w.busy()).arg(w.session()->state().currentSeat()) + w.statusText()));
        QVERIFY(stakingForTheSecond());
        QVERIFY2(w.statusText().contains(QLatin1String("Deal 2")), qPrintable(w.statusText()));
        QString said;
        answerNextQuestion(QStringLiteral("Keep Playing"), &said);
        QVERIFY(!w.mayAbandonMatch());
        QVERIFY2(said.contains(QLatin1String("in deal 2")), qPrintable(said));
    }

    // At a deal's result it is that deal the question names, and that the
    // match stands at its result: after deal 1 of Spin, whose next stakes
    // are due at once, it said "in deal 2", and "in deal 1" read as a deal
    // still in play (a tester).
    void theQuestionAtAResultNamesThatDeal_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("spin") << QStringLiteral("spin");
        QTest::newRow("newmarket") << QStringLiteral("newmarket");
        QTest::newRow("poch") << QStringLiteral("poch");
    }

    void theQuestionAtAResultNamesThatDeal() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1280, 800);
        w.startMatch(MatchSettings::quick(ruleset, 3, 5));
        for (int step = 0; step < 300; ++step) {
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            if (w.waitingForNextDeal()) break;
            QVERIFY(goOnOnce(w));
        }
        QVERIFY(w.waitingForNextDeal());
        QCOMPARE(w.session()->state().dealsPlayed(), 1);
        QString said;
        answerNextQuestion(QStringLiteral("Keep Playing"), &said);
        QVERIFY(!w.mayAbandonMatch());
        QVERIFY2(said.contains(QLatin1String("at the result of deal 1")), qPrintable(said));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestGivingUp)
#include "tst_giving_up.moc"
