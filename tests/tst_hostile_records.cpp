// Records made to hurt the reader: huge numbers, deep nesting, megabytes
// of text, invalid UTF-8, negative or overflowing chip counts. Each is
// refused with an error that names the problem; none is built in memory
// beyond the reader's limits (poch/limits.h). Also the inputs the fuzzers
// found, kept as regression tests.
#include "poch/game_record.h"
#include "poch/invariants.h"
#include "poch/limits.h"
#include "poch/registry.h"
#include "poch/replay.h"
#include "poch/simulation.h"
#include "poch/state.h"

#include <QFile>
#include <QTest>

#include <string>

using namespace poch;

namespace {
// A whole record of modern Poch with `seats`, `chips` and `deals` spliced in.
std::string record(const std::string& seats, const std::string& chips, const std::string& deals = "[]",
                   const std::string& extra = {}) {
    return "{\"format\": \"poch-record/1\", \"ruleset\": \"poch\", \"seats\": " + seats + ", \"chips\": " + chips
           + ", \"deals\": " + deals + extra + "}";
}
const std::string kThreeSeats = "[{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}]";

QString refusal(const std::string& text) {
    const ReplayResult result = replayText(text);
    return result.error ? QString::fromStdString(result.error->what()) : QString();
}
} // namespace

class TestHostileRecords : public QObject {
    Q_OBJECT

private slots:
    void refused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromUtf8(message);
        };
        // Huge numbers.
        row("a number too large for any type", record(kThreeSeats, "1e400"), "number overflow");
        // Read as floating point, being too long for any whole number: out
        // of range all the same, not "not whole".
        row("chips beyond 64 bits", record(kThreeSeats, "99999999999999999999999"), "'chips' must be from 0 to 1000000");
        row("chips beyond 32 bits", record(kThreeSeats, "4294967296"), "'chips' must be from 0 to 1000000");
        row("chips at the largest unsigned", record(kThreeSeats, "18446744073709551615"), "'chips' must be from 0 to 1000000");
        row("negative chips", record(kThreeSeats, "-5"), "'chips' must be from 0 to 1000000");
        row("negative chips for one seat", record(kThreeSeats, "[50, -1, 50]"), "'chips' must be from 0 to 1000000");
        row("a fraction of a chip", record(kThreeSeats, "2.5"), "whole number");
        row("a seat number beyond 64 bits",
            record(kThreeSeats, "50", "[{\"deck\": [], \"actions\": [{\"seat\": 1e30, \"act\": \"pass\"}]}]"), "'seat' must be from 0 to 2");
        row("a bet of more chips than exist",
            record(kThreeSeats, "50", "[{\"deck\": [], \"actions\": [{\"seat\": 0, \"act\": \"bet\", \"chips\": 9223372036854775807}]}]"),
            "'chips' must be from 1 to");
        row("an option out of range", record(kThreeSeats, "50", "[]", ", \"options\": {\"deals\": 2147483648}"),
            "option 'deals' must be from");
        // Deep nesting, inside and outside the record's own fields.
        row("nesting a hundred thousand deep", std::string(100000, '[') + std::string(100000, ']'), "nests deeper than");
        row("nesting in a seat's name",
            record("[{\"name\": " + std::string(5000, '[') + std::string(5000, ']') + "}, {}, {}]", "50"),
            "nests deeper than");
        // Megabytes of text.
        row("a name of five megabytes", record("[{\"name\": \"" + std::string(5 << 20, 'x') + "\"}, {}, {}]", "50"),
            "longer than 200 bytes");
        row("a record larger than any match",
            record(kThreeSeats, "50", "[]", ", \"note\": \"" + std::string(kLargestRecordBytes, ' ') + "\""),
            "larger than any match");
        row("more values than any match", record(kThreeSeats, "50", "[]", ", \"draw\": [" + [] {
                std::string values = "0";
                for (int i = 0; i < 2'100'000; ++i) values += ",0";
                return values;
            }() + "]"),
            "more than 2000000 values");
        // Invalid UTF-8.
        row("invalid UTF-8 in a name", record("[{\"name\": \"\xff\xfe\"}, {}, {}]", "50"), "not valid JSON");
        row("a lone continuation byte", record("[{\"name\": \"A\x80\"}, {}, {}]", "50"), "not valid JSON");
        row("an overlong encoding", record("[{\"name\": \"\xc0\xaf\"}, {}, {}]", "50"), "not valid JSON");
        row("a NUL byte in the text", std::string("{\"format\": \"poch-record/1\0\"}", 28), "not valid JSON");
    }
    void refused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const QString error = refusal(text.toStdString());
        QVERIFY2(!error.isEmpty(), "the record was accepted");
        QVERIFY2(error.contains(message), qPrintable(error.left(300)));
    }

    // Found with a hostile file: the reader's message quotes the invalid
    // bytes, and the report that `poch-cli replay` prints threw on them
    // and ended the program. The bytes are replaced now.
    void reportOnInvalidUtf8() {
        const std::string report = replayReport(replayText(record("[{\"name\": \"\xff\xfe\"}, {}, {}]", "50")));
        QVERIFY(report.find("\"ok\":false") != std::string::npos);
        QVERIFY(report.find("\xff") == std::string::npos);
    }

    // Eight players with the most chips a record may give: no sum of chips
    // in the engine overflows.
    void theLargestStacksPlay() {
        SimulationSettings s;
        s.ruleset = "pope-joan";
        s.options = Options(findRuleset("pope-joan")->options);
        s.seats = 8;
        s.chips = 1000000;
        s.deals = 50;
        s.seed = 3;
        const SimulationSummary summary = simulate(s);
        QCOMPARE(summary.deals, 50);
    }

    // Found by fuzz_record: a number that overflows a double was thrown
    // past the reader as nlohmann's out_of_range and ended the program.
    void fuzzNumberOverflow() {
        QFile file(QStringLiteral(POCH_TEST_DATA "/fuzz/record-number-overflow.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString error = refusal(file.readAll().toStdString());
        QVERIFY2(error.contains(QLatin1String("number overflow")), qPrintable(error));
    }

    // Found by fuzz_actions: Newmarket's stake of 100 chips offers 400
    // stakes, more than the list of legal actions held, which wrote past
    // its end. Every stake is offered now, and play keeps the invariants.
    void fuzzNewmarketLargestStake() {
        const RulesetInfo& info = *findRuleset("newmarket");
        Options options(info.options);
        options.set(info.options, "stake", 100);
        SimulationSettings s;
        s.ruleset = "newmarket";
        s.options = options;
        s.seats = 3;
        s.chips = 1000;
        s.deals = 30;
        s.seed = 11;
        QCOMPARE(simulate(s).deals, 30);
        const auto rules = makeRuleset("newmarket", options, 3);
        const std::vector<std::int32_t> stacks(3, 1000);
        const State state(rules, stacks, 0);
        QCOMPARE(state.legalActions().size(), 400);
    }
};

QTEST_MAIN(TestHostileRecords)
#include "tst_hostile_records.moc"
