// Whole matches of random play for every player count and every option,
// with every invariant checked after every step (see poch/invariants.h):
// chips conserved and accounted for by events, every action legal, a copy
// equal to the original, a finished deal with no actions, observations
// that hide other hands, and the first match's record round-tripping.
#include "poch/invariants.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <QTest>

using namespace poch;

class TestInvariants : public QObject {
    Q_OBJECT

private:
    static void run(const std::string& ruleset, int seats, const Options& options, std::int64_t deals,
                    std::uint64_t seed) {
        SimulationSettings settings;
        settings.ruleset = ruleset;
        settings.options = options;
        settings.seats = seats;
        settings.deals = deals;
        settings.seed = seed;
        settings.recordFirstMatch = true;
        try {
            const SimulationSummary summary = simulate(settings);
            QCOMPARE(summary.deals, deals);
            QVERIFY(summary.checks > summary.actions);
        } catch (const InvariantBroken& e) {
            QFAIL(e.what());
        }
    }

private slots:
    void everyRulesetAndPlayerCount_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        for (const RulesetInfo* info : allRulesets())
            for (int n = info->minSeats; n <= info->maxSeats; ++n)
                QTest::addRow("%s-%d", info->id.c_str(), n) << QString::fromStdString(info->id) << n;
    }
    void everyRulesetAndPlayerCount() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        const RulesetInfo* info = findRuleset(ruleset.toStdString());
        run(info->id, seats, Options(info->options), 5000, 1000 + static_cast<std::uint64_t>(seats));
    }

    // Each option switched away from its default, alone, over enough deals
    // that the situations it changes arise.
    void everyOption_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("option");
        QTest::addColumn<int>("value");
        for (const RulesetInfo* info : allRulesets())
            for (const OptionSpec& spec : info->options) {
                const int value = spec.type == OptionType::Bool ? 1 - spec.defaultValue : 3;
                QTest::addRow("%s-%s", info->id.c_str(), spec.id.c_str())
                    << QString::fromStdString(info->id) << QString::fromStdString(spec.id) << value;
            }
    }
    void everyOption() {
        QFETCH(QString, ruleset);
        QFETCH(QString, option);
        QFETCH(int, value);
        const RulesetInfo* info = findRuleset(ruleset.toStdString());
        Options options(info->options);
        options.set(info->options, option.toStdString(), value);
        for (int seats = info->minSeats; seats <= info->maxSeats; ++seats)
            run(info->id, seats, options, 300, 77 + static_cast<std::uint64_t>(seats));
    }

    // A pack chosen by an option gets the same 2,000 deals and more for
    // every player count as the packs chosen by the number of players.
    void everyPackOption_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("option");
        QTest::addRow("poch-1810-full-pack") << QStringLiteral("poch-1810") << QStringLiteral("full-pack");
    }
    void everyPackOption() {
        QFETCH(QString, ruleset);
        QFETCH(QString, option);
        const RulesetInfo* info = findRuleset(ruleset.toStdString());
        Options options(info->options);
        options.set(info->options, option.toStdString(), 1);
        for (int seats = info->minSeats; seats <= info->maxSeats; ++seats)
            run(info->id, seats, options, 2000, 500 + static_cast<std::uint64_t>(seats));
    }

    void allOptionsAtOnce() {
        for (const RulesetInfo* info : allRulesets()) {
            Options options(info->options);
            for (const OptionSpec& spec : info->options)
                options.set(info->options, spec.id, spec.type == OptionType::Bool ? 1 - spec.defaultValue : 5);
            for (int seats = info->minSeats; seats <= info->maxSeats; ++seats)
                run(info->id, seats, options, 300, 5 + static_cast<std::uint64_t>(seats));
        }
    }

    void sameSeedSameMatch() {
        SimulationSettings settings;
        settings.ruleset = "poch";
        settings.options = Options(findRuleset("poch")->options);
        settings.deals = 40;
        settings.seed = 2024;
        settings.recordFirstMatch = true;
        const SimulationSummary a = simulate(settings);
        const SimulationSummary b = simulate(settings);
        QVERIFY(a.firstMatch == b.firstMatch);
        QCOMPARE(a.actions, b.actions);
        settings.seed = 2025;
        QVERIFY(!(simulate(settings).firstMatch == a.firstMatch));
    }
};

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
