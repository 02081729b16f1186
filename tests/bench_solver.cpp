// Benchmarks of the solver of the play of the cards (QBENCHMARK): twenty
// positions a row, each solved whole. The whole play of modern Poch with
// eight cards in hand and of Newmarket with thirteen, and Pope Joan dealt
// thirteen cards a hand (three players, no spare hand, eleven cards set
// aside) from the moment its largest hand is down to a given size. A
// row's time is for its twenty positions; it prints the work the solves
// took. They report figures and fail only if they cannot run
// (tests/bench/README.md).
#include "scripted_deal.h"

#include "ai/play_solver.h"
#include "poch/simulation.h"

#include <QSet>

#include <algorithm>
#include <QTest>

using namespace poch;
using namespace poch::test;

namespace {
int largestHand(const Table& t) {
    int most = 0;
    for (int s = 0; s < t.seats; ++s) most = std::max(most, t.hands[static_cast<std::size_t>(s)].size());
    return most;
}

// A deal of `ruleset` played at random (bets passed) to the first choice
// in the play with at most `cards` in the largest hand.
State playedDownTo(const std::shared_ptr<const Ruleset>& rules, int cards, std::uint64_t seed) {
    Random random(seed);
    State state(rules, std::vector<std::int32_t>(static_cast<std::size_t>(rules->seats()), 100), 0);
    ActionList legal;
    for (;;) {
        if (state.awaitingDeal()) state.deal(shuffledDeal(*rules, state.table(), random));
        state.legalActions(legal);
        if (state.phase() == Phase::Play && legal.size() > 1 && largestHand(state.table()) <= cards) return state;
        // Bets passed, stakes as they come, the play at random.
        state.apply(state.phase() == Phase::Play ? legal[static_cast<int>(random.below(static_cast<std::uint32_t>(legal.size())))] : legal[0]);
        if (state.dealsPlayed() > 1 || state.matchOver()) {
            state = State(rules, std::vector<std::int32_t>(static_cast<std::size_t>(rules->seats()), 100), 0);
        }
    }
}
} // namespace

class BenchSolver : public QObject {
    Q_OBJECT

private slots:
    void solve_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("cards");
        QTest::addColumn<bool>("thirteen");
        QTest::newRow("poch, 4 players, whole play (8 cards)") << "poch" << 4 << 8 << false;
        QTest::newRow("poch, 4 players, from 7 cards") << "poch" << 4 << 7 << false;
        QTest::newRow("poch, 4 players, from 6 cards") << "poch" << 4 << 6 << false;
        QTest::newRow("pope-joan, 13 cards a hand, from 10 cards") << "pope-joan" << 3 << 10 << true;
        QTest::newRow("pope-joan, 13 cards a hand, from 9 cards") << "pope-joan" << 3 << 9 << true;
        QTest::newRow("pope-joan, 13 cards a hand, from 8 cards") << "pope-joan" << 3 << 8 << true;
        QTest::newRow("pope-joan, 13 cards a hand, from 7 cards") << "pope-joan" << 3 << 7 << true;
        QTest::newRow("pope-joan, 4 players, from 7 cards") << "pope-joan" << 4 << 7 << false;
        QTest::newRow("newmarket, 3 players, whole play (13 cards)") << "newmarket" << 3 << 13 << false;
    }
    // Twenty positions a row, each solved whole (given up past 5 million
    // actions, which a row's figures then say).
    void solve() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        QFETCH(int, cards);
        QFETCH(bool, thirteen);
        std::vector<std::pair<std::string, int>> options;
        if (thirteen) options = {{"spare-hand", 0}, {"set-aside", 11}};
        const auto rules = ScriptedMatch::make(ruleset.toStdString(), seats, options);
        std::vector<State> positions;
        for (std::uint64_t seed = 1; seed <= kPositions; ++seed) positions.push_back(playedDownTo(rules, cards, seed));
        ai::PlaySolver solver(*rules);
        std::vector<std::int64_t> work;
        int unsolved = 0;
        QBENCHMARK {
            work.clear();
            unsolved = 0;
            for (const State& state : positions) {
                solver.newDeal();
                const std::int64_t before = solver.work();
                ai::Gains gains{};
                if (!solver.trySolve(state.table(), 5'000'000, gains)) ++unsolved;
                work.push_back(solver.work() - before);
            }
        }
        std::sort(work.begin(), work.end());
        // Once a row: QBENCHMARK runs the function several times.
        static QSet<QString> told;
        if (!told.contains(QString::fromLatin1(QTest::currentDataTag()))) {
            told.insert(QString::fromLatin1(QTest::currentDataTag()));
            qInfo("%d positions: work median %lld, most %lld; not solved within 5 million: %d", kPositions,
                  static_cast<long long>(work[work.size() / 2]), static_cast<long long>(work.back()), unsolved);
        }
    }

private:
    static constexpr int kPositions = 20;
};

QTEST_APPLESS_MAIN(BenchSolver)
#include "bench_solver.moc"
