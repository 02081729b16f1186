// The coach's analysis (issue 21): what each choice is worth by the
// Expert's search from the deciding seat's observation. The same seed
// gives the same figures; cards the seat cannot see change nothing (they
// are dealt again among the others and the figures stay exactly the same);
// and `poch-cli analyse` prints the figures the engine gives.
#include "cli_run.h"

#include "ai/reasons.h"
#include "poch/analysis.h"
#include "poch/game_record.h"
#include "poch/match.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace poch;
using namespace poch::test::cli;

namespace {
// The four-player Poch record the command-line tests weigh.
GameRecord pochRecord() {
    QFile file(QStringLiteral(POCH_TEST_DATA "/poch-4p-hands.json"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return parseRecord(file.readAll().toStdString());
}

// `record` written to `name` in `dir`; its path.
QString written(const QTemporaryDir& dir, const QString& name, const GameRecord& record) {
    const QString path = dir.filePath(name);
    QFile out(path);
    if (out.open(QIODevice::WriteOnly)) out.write(QByteArray::fromStdString(writeRecord(record)));
    return path;
}

// Whether poch-cli's figures (its "choices") are the engine's, in order.
bool sameFigures(const QByteArray& printed, const Analysis& a) {
    const QJsonArray choices = QJsonDocument::fromJson(printed).object().value(QStringLiteral("choices")).toArray();
    if (static_cast<std::size_t>(choices.size()) != a.choices.size()) return false;
    for (int i = 0; i < choices.size(); ++i)
        if (choices[i].toObject().value(QStringLiteral("chips")).toDouble() != a.choices[static_cast<std::size_t>(i)].chips) return false;
    return true;
}

// A match of random play stopped at the first decision with a choice in
// play (the cards dealt), after `skip` such decisions.
Match positionIn(const std::string& ruleset, std::uint64_t seed, int skip) {
    MatchSetup s;
    s.ruleset = ruleset;
    s.options = Options(findRuleset(ruleset)->options);
    for (int i = 0; i < 4; ++i) s.seats.push_back({"S" + std::to_string(i), i == 0 ? "" : "random"});
    s.chips.assign(4, 100);
    s.seed = seed;
    Match m(s);
    Random random(seed);
    ActionList legal;
    while (!m.over()) {
        if (m.dealDue()) {
            m.deal();
            continue;
        }
        m.legalActions(legal);
        const Phase phase = m.state().phase();
        if (legal.size() > 1 && phase != Phase::Staking && skip-- <= 0) return m;
        m.apply(randomAction(legal, random));
    }
    return m;
}

// The same table with the cards `seat` cannot see dealt again among the
// hands that hold them, each hand keeping its size.
Table redealt(const State& state, int seat, std::uint64_t seed) {
    Table t = state.table();
    const Observation seen = state.observe(seat);
    std::vector<Card> hidden;
    for (int s = 0; s < t.seats; ++s) {
        if (s == seat) continue;
        for (Card c : t.hands[static_cast<std::size_t>(s)])
            if (!seen.table.hands[static_cast<std::size_t>(s)].contains(c)) hidden.push_back(c);
    }
    Random random(seed);
    for (std::size_t i = hidden.size(); i > 1; --i) std::swap(hidden[i - 1], hidden[random.below(static_cast<std::uint32_t>(i))]);
    std::size_t next = 0;
    for (int s = 0; s < t.seats; ++s) {
        if (s == seat) continue;
        CardSet& hand = t.hands[static_cast<std::size_t>(s)];
        CardSet kept;
        for (Card c : hand)
            if (seen.table.hands[static_cast<std::size_t>(s)].contains(c)) kept.insert(c);
        const int size = hand.size();
        hand = kept;
        while (hand.size() < size) hand.insert(hidden[next++]);
        // What the others were dealt follows them; the seat's own memory stays.
        t.traced[static_cast<std::size_t>(s)] = hand;
    }
    return t;
}
} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameFiguresAndHiddenCardsChangeNothing_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"poch", "pochen", "pope-joan", "newmarket", "ranter-go-round"}) QTest::newRow(id) << QString::fromLatin1(id);
    }
    void sameSeedSameFiguresAndHiddenCardsChangeNothing() {
        QFETCH(QString, ruleset);
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Match m = positionIn(ruleset.toStdString(), seed, static_cast<int>(seed % 3));
            if (m.over()) continue;
            const State& state = m.state();
            const int seat = state.currentSeat();
            const Analysis a = analyse(state.rulesPtr(), state.observe(seat), state.legalActions(), 9, 40);
            const Analysis again = analyse(state.rulesPtr(), state.observe(seat), state.legalActions(), 9, 40);
            QCOMPARE(a.choices.size(), again.choices.size());
            for (std::size_t i = 0; i < a.choices.size(); ++i) {
                QCOMPARE(a.choices[i].action, again.choices[i].action);
                QCOMPARE(a.choices[i].chips, again.choices[i].chips);
            }
            // Best first.
            for (std::size_t i = 1; i < a.choices.size(); ++i) QVERIFY(a.choices[i - 1].chips >= a.choices[i].chips);
            // The others' unseen cards dealt otherwise: what the seat sees,
            // and so every figure, is the same.
            const State other(state.rulesPtr(), redealt(state, seat, seed * 13));
            QVERIFY(other.table() != state.table() || a.empty());
            QCOMPARE(other.observe(seat), state.observe(seat));
            const Analysis moved = analyse(other.rulesPtr(), other.observe(seat), other.legalActions(), 9, 40);
            QCOMPARE(moved.choices.size(), a.choices.size());
            for (std::size_t i = 0; i < a.choices.size(); ++i) QCOMPARE(moved.choices[i].chips, a.choices[i].chips);
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    // Weighed beside the choice a player made (the review), the best is
    // never given a reason that choice shares: "Better: lead the five of
    // diamonds. It sheds a run of your own cards in one go" was said to a
    // player whose four had shed a longer run (a tester). The reason is
    // then the search's own.
    void theBestIsNotGivenAReasonTheChoiceMadeShares() {
        int shared = 0;
        int told = 0;
        for (const char* ruleset : {"pope-joan", "poch", "newmarket", "spin"})
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                const Match m = positionIn(ruleset, seed, static_cast<int>(seed % 4));
                if (m.over()) continue;
                const State& state = m.state();
                const int seat = state.currentSeat();
                const Observation seen = state.observe(seat);
                const ActionList legal = state.legalActions();
                const Analysis alone = analyse(state.rulesPtr(), seen, legal, 5, 12);
                if (alone.empty()) continue;
                for (int i = 0; i < legal.size(); ++i) {
                    const Action& made = legal[i];
                    if (made == alone.choices.front().action) continue;
                    const Analysis a = analyse(state.rulesPtr(), seen, legal, 5, 12, made);
                    if (a.empty() || a.choices.front().action != alone.choices.front().action) continue;
                    const Reason ofMade = ai::reasonForChoice(state.rules(), seen, made);
                    if (ofMade == alone.reason && alone.reason != Reason::Search) {
                        QCOMPARE(a.reason, Reason::Search);
                        ++shared;
                    } else {
                        QCOMPARE(a.reason, alone.reason);
                    }
                    ++told;
                }
            }
        QVERIFY(told > 20);
        QVERIFY(shared > 0);
    }

    // The command line prints what the engine gives, for a record's moment.
    void theCommandLineSharesTheAnalysis() {
        const Run run = runCli({QStringLiteral("analyse"), QStringLiteral(POCH_TEST_DATA "/poch-4p-hands.json"), QStringLiteral("--deal"),
                                QStringLiteral("1"), QStringLiteral("--action"), QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("7"),
                                QStringLiteral("--guesses"), QStringLiteral("40")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(out.value(QStringLiteral("seat")).toInt(), 1);
        // The same moment in the engine.
        GameRecord record = pochRecord();
        QVERIFY(!record.deals.empty());
        record.deals[0].actions.resize(4);
        const MatchReplay replayed = Match::replay(record);
        QVERIFY(!replayed.error);
        const State& state = replayed.match->state();
        QVERIFY(sameFigures(run.out, analyse(state.rulesPtr(), state.observe(1), state.legalActions(), 7, 40)));
        // A moment that is not in the record is refused in words.
        const Run beyond = runCli({QStringLiteral("analyse"), QStringLiteral(POCH_TEST_DATA "/poch-4p-hands.json"), QStringLiteral("--deal"),
                                   QStringLiteral("3"), QStringLiteral("--action"), QStringLiteral("1")});
        QCOMPARE(beyond.exitCode, 2);
        QVERIFY2(beyond.err.contains("the record has 1 deal\n"), beyond.err.constData());
    }

    // A game saved in the middle of a deal is asked what to do next: the
    // moment one past the record's last action is the decision it waits
    // at, weighed as the engine weighs it, with nothing yet played.
    void theCommandLineWeighsTheDecisionWaiting() {
        GameRecord record = pochRecord();
        QVERIFY(!record.deals.empty());
        record.deals[0].actions.resize(4);
        QTemporaryDir dir;
        const QString cut = written(dir, QStringLiteral("cut.json"), record);
        const Run run = runCli({QStringLiteral("analyse"), cut, QStringLiteral("--deal"), QStringLiteral("1"), QStringLiteral("--action"),
                                QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--guesses"), QStringLiteral("40")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject said = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(said.value(QStringLiteral("seat")).toInt(), 1);
        QVERIFY(said.value(QStringLiteral("played")).isNull());
        QVERIFY(said.value(QStringLiteral("cost")).isNull());
        const MatchReplay replayed = Match::replay(record);
        QVERIFY(!replayed.error);
        const State& state = replayed.match->state();
        QVERIFY(sameFigures(run.out, analyse(state.rulesPtr(), state.observe(1), state.legalActions(), 7, 40)));
        // One further is still refused in words.
        const Run beyond = runCli({QStringLiteral("analyse"), cut, QStringLiteral("--deal"), QStringLiteral("1"), QStringLiteral("--action"), QStringLiteral("6")});
        QCOMPARE(beyond.exitCode, 2);
        QVERIFY2(beyond.err.contains("deal 1 has 4 actions"), beyond.err.constData());
    }

    // A record that keeps its match's seed is weighed, unless told
    // otherwise, with the seed the app's coach and review used for that
    // moment: poch-cli says what the app said.
    void theCommandLineWeighsAsTheAppDid() {
        GameRecord record = pochRecord();
        QVERIFY(!record.deals.empty());
        record.seed = 99;
        QTemporaryDir dir;
        const QString path = written(dir, QStringLiteral("seeded.json"), record);
        const QStringList moment{QStringLiteral("analyse"), path, QStringLiteral("--deal"), QStringLiteral("1"), QStringLiteral("--action"),
                                 QStringLiteral("5"), QStringLiteral("--guesses"), QStringLiteral("40")};
        const Run byDefault = runCli(moment);
        QVERIFY2(byDefault.exitCode == 0, byDefault.err.constData());
        QVERIFY(sameFigures(byDefault.out, analyseMoment(record, 1, 5, momentSeed(99, 1, 5), 40).analysis));
        // A seed given is the one used.
        const Run seven = runCli(moment + QStringList{QStringLiteral("--seed"), QStringLiteral("7")});
        const Run unseeded = runCli({QStringLiteral("analyse"), QStringLiteral(POCH_TEST_DATA "/poch-4p-hands.json"), QStringLiteral("--deal"), QStringLiteral("1"),
                                     QStringLiteral("--action"), QStringLiteral("5"), QStringLiteral("--guesses"), QStringLiteral("40"), QStringLiteral("--seed"),
                                     QStringLiteral("7")});
        QCOMPARE(seven.out, unseeded.out);
    }
};

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
