// The real poch-cli binary replaying records, run as a user or a script
// would run it: exit statuses, what goes to standard output (JSON a program
// can read) and what goes to standard error (one line a person can read).
// The contract is ../shared/spec/game-record.md.
#include "cli_run.h"

using namespace poch::test::cli;

namespace {
// A record file as JSON, for a test to change.
QJsonObject recordIn(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The record's text with deal `deal` (from 0) holding `actions`.
QByteArray withActions(QJsonObject record, int deal, const QJsonArray& actions) {
    QJsonArray deals = record.value(QStringLiteral("deals")).toArray();
    QJsonObject changed = deals[deal].toObject();
    changed.insert(QStringLiteral("actions"), actions);
    deals[deal] = changed;
    record.insert(QStringLiteral("deals"), deals);
    return QJsonDocument(record).toJson();
}

// Deal `deal`'s actions (from 0).
QJsonArray actionsOf(const QJsonObject& record, int deal) {
    return record.value(QStringLiteral("deals")).toArray()[deal].toObject().value(QStringLiteral("actions")).toArray();
}
} // namespace

class TestCliReplay : public QObject {
    Q_OBJECT

private slots:
    void replayValidFile() {
        const Run run = runCli({QStringLiteral("replay"), dataFile("poch-4p-hands.json")});
        QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        bool ok = false;
        const QJsonObject report = jsonObject(run.out, &ok);
        QVERIFY2(ok, qPrintable(describe(run)));
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(false), true);
        // Worked out by hand in tst_records.cpp.
        QCOMPARE(intList(report.value(QStringLiteral("chips"))), QList<int>({44, 42, 52, 54}));
        QCOMPARE(report.value(QStringLiteral("board")).toObject().size(), 9);
        QCOMPARE(chipsAccountedFor(report), qint64{200});
        QVERIFY(report.value(QStringLiteral("next")).isNull());
        QCOMPARE(report.value(QStringLiteral("finished")).toBool(true), false);
        QCOMPARE(report.value(QStringLiteral("deals")).toArray().size(), 1);
        QVERIFY2(run.err.trimmed().isEmpty(), run.err.constData());
    }

    // A match whose first two seats end level: the replayer names both as
    // winners.
    void replayNamesSharedWinners() {
        const Run run = runCli({QStringLiteral("replay"), dataFile("sevens-shared-win.json")});
        QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        bool ok = false;
        const QJsonObject report = jsonObject(run.out, &ok);
        QVERIFY2(ok, qPrintable(describe(run)));
        QCOMPARE(report.value(QStringLiteral("finished")).toBool(false), true);
        QJsonObject over;
        for (const QJsonValue e : report.value(QStringLiteral("deals")).toArray().last().toObject().value(QStringLiteral("events")).toArray())
            if (e.toObject().value(QStringLiteral("type")).toString() == QLatin1String("match-over")) over = e.toObject();
        QCOMPARE(intList(over.value(QStringLiteral("winners"))), QList<int>({0, 1}));
        const QList<int> chips = intList(report.value(QStringLiteral("chips")));
        QCOMPARE(chips[0], chips[1]);
    }

    void replayStandardInput() {
        QFile file(dataFile("poch-4p-hands.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray record = file.readAll();
        const Run fromStdin = runCli({QStringLiteral("replay"), QStringLiteral("-")}, &record);
        QVERIFY2(!fromStdin.crashed && fromStdin.exitCode == 0, qPrintable(describe(fromStdin)));
        bool ok = false;
        const QJsonObject report = jsonObject(fromStdin.out, &ok);
        QVERIFY2(ok, qPrintable(describe(fromStdin)));
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(false), true);
        // Exactly what reading the file prints.
        const Run fromFile = runCli({QStringLiteral("replay"), dataFile("poch-4p-hands.json")});
        QCOMPARE(fromStdin.out, fromFile.out);
    }

    void replayRefusesBadRecords_data() {
        QTest::addColumn<QString>("file");       // a data file, or empty to use input
        QTest::addColumn<QByteArray>("input");   // given on standard input as -
        QTest::addColumn<QVariant>("deal");      // null or the deal number
        QTest::addColumn<QVariant>("action");    // null or the action number
        QTest::addColumn<QString>("message");    // in the error and on stderr

        QTest::newRow("card not in the pack") << dataFile("poch-bad-card.json") << QByteArray() << QVariant(1)
                                              << QVariant() << QStringLiteral("6H");
        QTest::newRow("illegal play") << dataFile("poch-illegal-play.json") << QByteArray() << QVariant(1)
                                      << QVariant(6) << QStringLiteral("KS");
        // Records that stop while the stakes before their last deal are
        // placed: that deal's cards are checked all the same.
        QTest::newRow("short hand in a deal still being staked")
            << dataFile("newmarket-short-hand-while-staking.json") << QByteArray() << QVariant(2) << QVariant()
            << QStringLiteral("seat 0 must be dealt 13 cards, not 12");
        QTest::newRow("a seven in the sevens game before its deal")
            << dataFile("sevens-seven-while-staking.json") << QByteArray() << QVariant(1) << QVariant()
            << QStringLiteral("card 7H is not in this pack");
        QTest::newRow("not JSON on stdin") << QString() << QByteArray("{\"format\": ") << QVariant() << QVariant()
                                           << QStringLiteral("JSON");
        QTest::newRow("empty stdin") << QString() << QByteArray("") << QVariant() << QVariant()
                                     << QStringLiteral("JSON");
        QTest::newRow("unknown ruleset on stdin")
            << QString()
            << QByteArray(R"({"format": "poch-record/1", "ruleset": "skat", "seats": [{}, {}, {}], "chips": 50,
                              "deals": []})")
            << QVariant() << QVariant() << QStringLiteral("skat");
        // Quoted in the message, a line break and a terminal's colour code
        // broke the line on standard error and turned the terminal red.
        QTest::newRow("a ruleset of two lines, coloured")
            << QString()
            << QByteArray("{\"format\": \"poch-record/1\", \"ruleset\": \"x\\ny\\u001b[31m\", \"seats\": [{}, {}, {}], "
                          "\"chips\": 50, \"deals\": []}")
            << QVariant() << QVariant() << QStringLiteral("unknown ruleset 'x");
        QTest::newRow("a name given twice")
            << QString()
            << QByteArray("{\"format\": \"poch-record/1\", \"ruleset\": \"skat\", \"ruleset\": \"poch\", "
                          "\"seats\": [{}, {}, {}], \"chips\": 50, \"deals\": []}")
            << QVariant() << QVariant() << QStringLiteral("the entry 'ruleset' is given twice in one object");
    }

    void replayRefusesBadRecords() {
        QFETCH(QString, file);
        QFETCH(QByteArray, input);
        QFETCH(QVariant, deal);
        QFETCH(QVariant, action);
        QFETCH(QString, message);

        const Run run = file.isEmpty() ? runCli({QStringLiteral("replay"), QStringLiteral("-")}, &input)
                                       : runCli({QStringLiteral("replay"), file});
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);

        bool ok = false;
        const QJsonObject report = jsonObject(run.out, &ok);
        QVERIFY2(ok, qPrintable(describe(run)));
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(true), false);
        const QString error = report.value(QStringLiteral("error")).toString();
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(report.contains(QStringLiteral("deal")));
        QVERIFY(report.contains(QStringLiteral("action")));
        if (deal.isNull())
            QVERIFY(report.value(QStringLiteral("deal")).isNull());
        else
            QCOMPARE(report.value(QStringLiteral("deal")).toInt(-1), deal.toInt());
        if (action.isNull())
            QVERIFY(report.value(QStringLiteral("action")).isNull());
        else
            QCOMPARE(report.value(QStringLiteral("action")).toInt(-1), action.toInt());
        // Never a partial state as if it were valid: the error object alone.
        QVERIFY(!report.contains(QStringLiteral("chips")));
        QVERIFY(!report.contains(QStringLiteral("board")));
        QVERIFY(!report.contains(QStringLiteral("next")));
        QCOMPARE(run.out.trimmed().count('\n'), 0);

        // One line on standard error, naming the place and the problem.
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(!err.isEmpty(), "nothing on standard error");
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        for (const QChar c : err) QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f, qPrintable(err));
        QVERIFY2(err.contains(message), qPrintable(err));
        if (!deal.isNull())
            QVERIFY2(err.contains(QStringLiteral("deal %1").arg(deal.toInt())), qPrintable(err));
        if (!action.isNull())
            QVERIFY2(err.contains(QStringLiteral("action %1").arg(action.toInt())), qPrintable(err));
    }

    // `next` is null where the record ends at the end of a deal (the
    // format's words), also in the games whose stakes for the next deal
    // are due then (Newmarket, Sevens): they are not the record's. Where
    // the record holds some of those stakes, the rest are next.
    void aRecordEndingWithADealHasNoNext_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"newmarket", "sevens", "spin", "pope-joan", "poch"}) QTest::newRow(id) << QString::fromLatin1(id);
    }

    void aRecordEndingWithADealHasNoNext() {
        QFETCH(QString, ruleset);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("two-deals.json"));
        const Run made = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), ruleset, QStringLiteral("--players"), QStringLiteral("3"),
                                 QStringLiteral("--deals"), QStringLiteral("2"), QStringLiteral("--chips"), QStringLiteral("200"),
                                 QStringLiteral("--record"), path});
        QVERIFY2(!made.crashed && made.exitCode == 0, qPrintable(describe(made)));
        const Run run = runCli({QStringLiteral("replay"), path});
        QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        bool ok = false;
        const QJsonObject report = jsonObject(run.out, &ok);
        QVERIFY2(ok, qPrintable(describe(run)));
        QCOMPARE(report.value(QStringLiteral("finished")).toBool(true), false);
        QVERIFY2(report.value(QStringLiteral("next")).isNull(), qPrintable(describe(run)));
        if (ruleset != QLatin1String("newmarket")) return;
        // Deal 2 cut to its first stake: the other stakes are due.
        const QJsonObject record = recordIn(path);
        const QJsonArray actions = actionsOf(record, 1);
        QCOMPARE(actions.first().toObject().value(QStringLiteral("act")).toString(), QStringLiteral("stake"));
        const QByteArray cut = withActions(record, 1, QJsonArray{actions.first()});
        const Run partial = runCli({QStringLiteral("replay"), QStringLiteral("-")}, &cut);
        QVERIFY2(!partial.crashed && partial.exitCode == 0, qPrintable(describe(partial)));
        const QJsonObject after = jsonObject(partial.out, &ok);
        QVERIFY(ok);
        const QJsonArray legal = after.value(QStringLiteral("next")).toObject().value(QStringLiteral("legal")).toArray();
        QVERIFY2(!legal.isEmpty(), qPrintable(describe(partial)));
        QCOMPARE(legal.first().toObject().value(QStringLiteral("act")).toString(), QStringLiteral("stake"));
    }

    // A stake the rules refuse is named with its amount and pool, and the
    // stakes allowed in short: "legal: stake, stake, stake, ..." forty
    // times told nothing.
    void anIllegalStakeIsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("one-deal.json"));
        const Run made = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("newmarket"), QStringLiteral("--players"),
                                 QStringLiteral("3"), QStringLiteral("--deals"), QStringLiteral("1"), QStringLiteral("--record"), path});
        QVERIFY2(!made.crashed && made.exitCode == 0, qPrintable(describe(made)));
        const QJsonObject record = recordIn(path);
        QJsonArray actions = actionsOf(record, 0);
        QJsonObject stake = actions[0].toObject();
        QCOMPARE(stake.value(QStringLiteral("act")).toString(), QStringLiteral("stake"));
        const QString pool = stake.value(QStringLiteral("pool")).toString();
        stake.insert(QStringLiteral("chips"), 11);
        actions[0] = stake;
        const QByteArray bad = withActions(record, 0, actions);
        const Run run = runCli({QStringLiteral("replay"), QStringLiteral("-")}, &bad);
        QVERIFY2(!run.crashed && run.exitCode == 2, qPrintable(describe(run)));
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(QStringLiteral("may not stake 11 on %1 now").arg(pool)), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("legal: stake 1 to 10 on ")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("stake, stake")), qPrintable(err));
    }

    void replayMissingFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run run = runCli({QStringLiteral("replay"), dir.filePath(QStringLiteral("no-such-record.json"))});
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(err.contains(QStringLiteral("no-such-record.json")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        bool ok = false;
        const QJsonObject report = jsonObject(run.out, &ok);
        QVERIFY2(ok, qPrintable(describe(run)));
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(true), false);
    }

    void replayNeedsOneFile() {
        const Run none = runCli({QStringLiteral("replay")});
        QVERIFY2(!none.crashed && none.exitCode == 2, qPrintable(describe(none)));
        QVERIFY(!none.err.trimmed().isEmpty());
    }
};

QTEST_MAIN(TestCliReplay)
#include "tst_cli_replay.moc"
