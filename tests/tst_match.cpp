// poch::Match, the one loop every driver of a match runs through: every
// ruleset driven to its end from a seed, and again from its record, to
// the same results; the same seed the same match; undo back to a seat's
// last real choice; and a tie shared among the winners.
#include "scripted_deal.h"
#include "test_rows.h"

#include "poch/agent.h"
#include "poch/match.h"
#include "poch/replay.h"
#include "poch/simulation.h"

#include <QFile>

#include <bit>
#include <numeric>

using namespace poch;
using namespace poch::test;

namespace {
MatchSetup setupFor(const RulesetInfo& info, int seats, std::uint64_t seed) {
    MatchSetup s;
    s.ruleset = info.id;
    s.options = Options(info.options);
    // Short matches where the rules count deals, so every one ends.
    for (const OptionSpec& o : info.options)
        if (o.id == "deals") s.options.set(info.options, "deals", 4);
    for (int i = 0; i < seats; ++i) s.seats.push_back({"Seat " + std::to_string(i + 1), i == 0 ? "" : "random"});
    s.chips.assign(static_cast<std::size_t>(seats), std::max(info.startingChips, 12));
    s.seed = seed;
    return s;
}

// Random legal play to the end of the match, or a deal limit.
void playOut(Match& m, std::uint64_t seed, int maxDeals = 60) {
    Random random(seed);
    ActionList legal;
    while (!m.over()) {
        if (m.dealDue()) {
            if (m.state().dealsPlayed() >= maxDeals) return;
            m.deal();
            continue;
        }
        m.legalActions(legal);
        m.apply(randomAction(legal, random));
    }
}
} // namespace

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void everyRulesetFromSeedAndFromRecord_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        for (const RulesetInfo* info : allRulesets()) {
            QTest::addRow("%s-%d", info->id.c_str(), info->minSeats) << QString::fromStdString(info->id) << info->minSeats;
            QTest::addRow("%s-%d", info->id.c_str(), info->maxSeats) << QString::fromStdString(info->id) << info->maxSeats;
        }
    }
    void everyRulesetFromSeedAndFromRecord() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Match m(setupFor(info, seats, seed));
            playOut(m, seed * 977);
            // The same seed and the same choices: the same match.
            Match again(setupFor(info, seats, seed));
            playOut(again, seed * 977);
            QVERIFY(again.state() == m.state());
            QVERIFY(again.record() == m.record());
            // Its record, written and read, replays to the same results.
            const MatchReplay replayed = Match::replay(parseRecord(writeRecord(m.record())), seed);
            QVERIFY2(!replayed.error, replayed.error ? replayed.error->what() : "");
            QVERIFY(replayed.match->state() == m.state());
            QCOMPARE(replayed.match->winners(), m.winners());
            QVERIFY(replayed.match->returns() == m.returns());
            if (m.over()) {
                QVERIFY(m.winners() != 0);
                QVERIFY((m.winners() & m.state().table().outOfMatch) == 0);
            } else {
                QCOMPARE(m.winners(), std::uint8_t{0});
            }
            // What each seat won or lost, with the board shared out, adds
            // up to what a bank paid in (nothing, but for the nine bowls).
            const std::vector<double> r = m.returns();
            const double sum = std::accumulate(r.begin(), r.end(), 0.0);
            const long long paidIn = m.state().table().startingChips - m.state().chips().bank
                                     - std::accumulate(m.record().chips.begin(), m.record().chips.end(), 0LL);
            QVERIFY(std::abs(sum - static_cast<double>(paidIn)) < 1e-6);
        }
    }

    // A match saved at a deal's result holds the next deal's cards and no
    // action of it. Replayed to wait, it stands where it was saved, the
    // next deal not yet dealt and its cards kept, so that it deals them
    // when it goes on; replayed as poch-cli does, the deal is dealt.
    void aMatchSavedBetweenDealsWaitsForItsNextDeal_data() {
        QTest::addColumn<QString>("ruleset");
        for (const RulesetInfo* info : allRulesets()) QTest::newRow(info->id.c_str()) << QString::fromStdString(info->id);
    }
    void aMatchSavedBetweenDealsWaitsForItsNextDeal() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        Match m(setupFor(info, info.minSeats, 5));
        // Random play to the first deal's end (its stakes first, where it has them).
        Random random(41);
        ActionList legal;
        while (m.state().dealsPlayed() < 1 || m.state().dealInPlay()) {
            if (m.dealDue()) {
                m.deal();
                continue;
            }
            m.legalActions(legal);
            m.apply(randomAction(legal, random));
        }
        QVERIFY(!m.over());
        QCOMPARE(m.state().dealsPlayed(), 1);
        QCOMPARE(m.record().deals.size(), std::size_t{2});
        QVERIFY(m.record().deals[1].actions.empty());
        const GameRecord saved = parseRecord(writeRecord(m.record()));
        const MatchReplay waiting = Match::replay(saved, 99, RecordEnd::Stand);
        QVERIFY2(!waiting.error, waiting.error ? waiting.error->what() : "");
        QVERIFY(waiting.match->state() == m.state());
        QVERIFY(waiting.match->record() == m.record());
        QCOMPARE(waiting.deals.size(), std::size_t{2});
        QVERIFY(waiting.deals[1].empty());
        const MatchReplay dealt = Match::replay(saved, 99);
        QVERIFY2(!dealt.error, dealt.error ? dealt.error->what() : "");
        // Where stakes come first (Newmarket, the sevens game) both wait for them.
        if (m.state().phase() == Phase::Staking) {
            QVERIFY(dealt.match->state() == m.state());
            return;
        }
        QVERIFY(m.dealDue());
        QCOMPARE(dealt.match->state().dealsPlayed(), 2);
        // Going on, the waiting match deals the saved cards.
        Match goesOn = *waiting.match;
        goesOn.deal();
        m.deal();
        QVERIFY(goesOn.state() == m.state());
        QVERIFY(goesOn.state() == dealt.match->state());
    }

    // The stakes Pope Joan's dealer places before a deal belong to that
    // deal in the record, and the first deal is in the record before it is
    // dealt, so that a save made then names its cards.
    // A record that stops where the next action is forced (a run's next
    // card, saved as the program was killed) is left standing there with
    // RecordEnd::Stand, so that whoever goes on makes that action in sight;
    // played on, the match makes it. Every ruleset with such a moment.
    void aRecordStandsBeforeItsForcedActions_data() { everyRuleset(); }
    void aRecordStandsBeforeItsForcedActions() {
        QFETCH(QString, ruleset);
        bool found = false;
        for (std::uint64_t seed = 1; seed < 20 && !found; ++seed) {
            const RulesetInfo& info = *findRuleset(ruleset.toStdString());
            Match m(setupFor(info, std::clamp(4, info.minSeats, info.maxSeats), seed));
            Random random(seed);
            ActionList legal;
            while (!m.over() && m.state().dealsPlayed() < 3) {
                if (m.dealDue()) {
                    m.deal();
                    continue;
                }
                if (m.forced() && m.state().phase() == Phase::Play && !m.record().deals.back().actions.empty()) {
                    found = true;
                    break;
                }
                m.legalActions(legal);
                m.apply(randomAction(legal, random));
            }
            if (!found) continue;
            const GameRecord saved = parseRecord(writeRecord(m.record()));
            const MatchReplay standing = Match::replay(saved, 1, RecordEnd::Stand);
            QVERIFY2(!standing.error, standing.error ? standing.error->what() : "");
            QVERIFY(standing.match->state() == m.state());
            QCOMPARE(standing.match->record().deals.back().actions.size(), m.record().deals.back().actions.size());
            QCOMPARE(standing.match->forced(), m.forced());
            const MatchReplay goneOn = Match::replay(saved, 1);
            QVERIFY2(!goneOn.error, goneOn.error ? goneOn.error->what() : "");
            QVERIFY(!goneOn.match->forced());
            Match played = m;
            const int made = played.playForced(nullptr);
            QVERIFY(made > 0);
            QVERIFY(goneOn.match->state() == played.state());
        }
        // Every player of Ranter-Go-Round chooses, at every turn.
        QCOMPARE(found, ruleset != QLatin1String("ranter-go-round"));
    }

    void stakesBelongToTheirDeal() {
        const RulesetInfo& info = *findRuleset("pope-joan");
        MatchSetup s = setupFor(info, 4, 3);
        s.options.set(info.options, "winner-takes-game", 1);
        Match m(s);
        QCOMPARE(m.state().phase(), Phase::Staking);
        QCOMPARE(m.record().deals.size(), std::size_t{1});
        QVERIFY(m.record().deals[0].layout.has_value());
        ActionList legal;
        m.legalActions(legal);
        m.apply(legal[0]);
        QCOMPARE(m.record().deals[0].actions.size(), std::size_t{1});
        QVERIFY(m.dealDue());
        const DealLayout cards = *m.record().deals[0].layout;
        m.deal();
        QCOMPARE(m.state().hand(0), cards.hands[0]);
    }

    // Undo goes back to the seat's last decision that had a choice, past
    // forced actions, with the same cards.
    void undoSkipsForcedActions() {
        const RulesetInfo& info = *findRuleset("sevens");
        Match m(setupFor(info, 3, 8));
        Random random(4);
        ActionList legal;
        int choices = 0;
        while (!m.over() && choices < 30) {
            if (m.dealDue()) {
                m.deal();
                continue;
            }
            m.legalActions(legal);
            if (m.toAct() == 0 && legal.size() > 1) ++choices;
            m.apply(randomAction(legal, random));
        }
        QVERIFY(m.canUndo(0));
        // Find seat 0's last choice by hand in the record.
        const GameRecord before = m.record();
        QVERIFY(m.undo(0));
        QCOMPARE(m.toAct(), 0);
        QVERIFY(m.state().legalActions().size() > 1);
        // Everything before the cut is as it was, the same cards included.
        const GameRecord after = m.record();
        QVERIFY(after.deals.size() <= before.deals.size());
        for (std::size_t d = 0; d + 1 < after.deals.size(); ++d) QVERIFY(after.deals[d] == before.deals[d]);
        QVERIFY(after.deals.back().layout == before.deals[after.deals.size() - 1].layout);
        // Undoing again and again reaches the start, never an error.
        while (m.canUndo(0)) QVERIFY(m.undo(0));
    }

    // A sevens match of one deal whose first two seats end level: both won.
    void aTieIsShared() {
        QFile file(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const MatchReplay r = Match::replay(parseRecord(file.readAll().toStdString()));
        QVERIFY2(!r.error, r.error ? r.error->what() : "");
        QVERIFY(r.match->over());
        QCOMPARE(r.match->state().chips().seat[0], r.match->state().chips().seat[1]);
        QCOMPARE(r.match->winners(), std::uint8_t{0b011});
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
