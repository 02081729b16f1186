// The real poch-cli binary, run as a user or a script would run it: exit
// statuses, what goes to standard output (JSON a program can read) and
// what goes to standard error (one line a person can read). The contract
// is ../shared/spec/game-record.md.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& arguments, const QByteArray* input = nullptr) {
    QProcess process;
    process.setProgram(QStringLiteral(POCH_CLI));
    process.setArguments(arguments);
    process.start();
    Run run;
    if (!process.waitForStarted(10000)) {
        run.err = "could not start " POCH_CLI;
        return run;
    }
    if (input) process.write(*input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.crashed = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString dataFile(const char* name) { return QStringLiteral(POCH_TEST_DATA "/") + QString::fromLatin1(name); }

// The whole of standard output must be one JSON object.
QJsonObject jsonObject(const QByteArray& text, bool* ok) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    *ok = error.error == QJsonParseError::NoError && doc.isObject();
    return doc.object();
}

QList<int> intList(const QJsonValue& value) {
    QList<int> list;
    for (const QJsonValue& v : value.toArray()) list.append(v.toInt(-1));
    return list;
}

// Every chip of a replay report: seats, board and betting pot.
qint64 chipsAccountedFor(const QJsonObject& report) {
    qint64 total = 0;
    for (int c : intList(report.value(QStringLiteral("chips")))) total += c;
    const QJsonObject board = report.value(QStringLiteral("board")).toObject();
    for (auto it = board.begin(); it != board.end(); ++it) total += it.value().toInt();
    total += report.value(QStringLiteral("bets")).toInt();
    return total;
}

QString describe(const Run& run) {
    return QStringLiteral("exit %1%2\nstdout: %3\nstderr: %4")
        .arg(run.exitCode)
        .arg(run.crashed ? QStringLiteral(" (crashed)") : QString())
        .arg(QString::fromUtf8(run.out.left(2000)), QString::fromUtf8(run.err.left(2000)));
}

} // namespace

class TestCli : public QObject {
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
        QVERIFY2(err.contains(message), qPrintable(err));
        if (!deal.isNull())
            QVERIFY2(err.contains(QStringLiteral("deal %1").arg(deal.toInt())), qPrintable(err));
        if (!action.isNull())
            QVERIFY2(err.contains(QStringLiteral("action %1").arg(action.toInt())), qPrintable(err));
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

    void rulesListsPoch() {
        const Run run = runCli({QStringLiteral("rules")});
        QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("(^|\\n)poch\\b"))), qPrintable(out));
        for (const char* option : {"deals", "three-deal-all", "all-in", "dealer-takes-honour", "turnup-to-player",
                                   "pochen-without-pair", "settle-board"})
            QVERIFY2(out.contains(QLatin1String(option)), option);
    }

    void rulesAsJson() {
        const Run run = runCli({QStringLiteral("rules"), QStringLiteral("--json")});
        QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        bool ok = false;
        const QJsonObject root = jsonObject(run.out, &ok);
        QVERIFY2(ok, qPrintable(describe(run)));
        QVERIFY(root.value(QStringLiteral("rulesets")).isArray());
        QJsonObject poch;
        for (const QJsonValue& r : root.value(QStringLiteral("rulesets")).toArray())
            if (r.toObject().value(QStringLiteral("id")).toString() == QLatin1String("poch")) poch = r.toObject();
        QVERIFY2(!poch.isEmpty(), "no ruleset with id poch");
        const QJsonObject players = poch.value(QStringLiteral("players")).toObject();
        QCOMPARE(players.value(QStringLiteral("min")).toInt(), 3);
        QCOMPARE(players.value(QStringLiteral("max")).toInt(), 6);

        // The options of assets/rules/en/poch.md, with their types and
        // defaults.
        struct Expected {
            const char* name;
            const char* type;
            QJsonValue defaultValue;
        };
        const QList<Expected> expected{
            {"deals", "int", QJsonValue(0)},
            {"three-deal-all", "bool", QJsonValue(false)},
            {"all-in", "bool", QJsonValue(true)},
            {"dealer-takes-honour", "bool", QJsonValue(false)},
            {"turnup-to-player", "bool", QJsonValue(false)},
            {"pochen-without-pair", "bool", QJsonValue(false)},
            {"settle-board", "bool", QJsonValue(false)},
        };
        const QJsonArray options = poch.value(QStringLiteral("options")).toArray();
        QCOMPARE(options.size(), expected.size());
        for (const Expected& e : expected) {
            QJsonObject option;
            for (const QJsonValue& o : options)
                if (o.toObject().value(QStringLiteral("name")).toString() == QLatin1String(e.name))
                    option = o.toObject();
            QVERIFY2(!option.isEmpty(), e.name);
            QCOMPARE(option.value(QStringLiteral("type")).toString(), QString::fromLatin1(e.type));
            QVERIFY2(option.contains(QStringLiteral("default")), e.name);
            QCOMPARE(option.value(QStringLiteral("default")), e.defaultValue);
            QVERIFY2(!option.value(QStringLiteral("description")).toString().trimmed().isEmpty(), e.name);
        }
    }

    void simulateThenReplay() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = dir.filePath(QStringLiteral("first-match.json"));
        const Run sim = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("poch"),
                                QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--deals"),
                                QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("7"),
                                QStringLiteral("--record"), record});
        QVERIFY2(!sim.crashed && sim.exitCode == 0, qPrintable(describe(sim)));
        const QString out = QString::fromUtf8(sim.out);
        QVERIFY2(out.contains(QStringLiteral("deals per second")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("50 deals")), qPrintable(out));
        const QRegularExpressionMatch final =
            QRegularExpression(QStringLiteral("final chips (\\d+) (\\d+) (\\d+) (\\d+)\\s*$"),
                               QRegularExpression::MultilineOption)
                .match(out);
        QVERIFY2(final.hasMatch(), qPrintable(out));
        QList<int> chips;
        for (int i = 1; i <= 4; ++i) chips.append(final.captured(i).toInt());
        QVERIFY(QFile::exists(record));

        const Run replay = runCli({QStringLiteral("replay"), record});
        QVERIFY2(!replay.crashed && replay.exitCode == 0, qPrintable(describe(replay)));
        bool ok = false;
        const QJsonObject report = jsonObject(replay.out, &ok);
        QVERIFY2(ok, qPrintable(describe(replay)));
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(false), true);
        QCOMPARE(intList(report.value(QStringLiteral("chips"))), chips);
        QCOMPARE(chipsAccountedFor(report), qint64{4 * 50});
        QVERIFY(report.value(QStringLiteral("next")).isNull());

        // The same seed gives the same match.
        const QString again = dir.filePath(QStringLiteral("again.json"));
        const Run sim2 = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("poch"),
                                 QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--deals"),
                                 QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("7"),
                                 QStringLiteral("--record"), again});
        QVERIFY2(sim2.exitCode == 0, qPrintable(describe(sim2)));
        QFile a(record), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }

    void simulateRefusesBadSettings_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message"); // expected on stderr

        const QString simulate = QStringLiteral("simulate");
        QTest::newRow("unknown ruleset") << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("skat")}
                                         << QStringLiteral("skat");
        QTest::newRow("nine players") << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"),
                                                     QStringLiteral("--players"), QStringLiteral("9")}
                                      << QStringLiteral("9");
        QTest::newRow("two players") << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"),
                                                    QStringLiteral("--players"), QStringLiteral("2")}
                                     << QStringLiteral("2");
        QTest::newRow("players not a number")
            << QStringList{simulate, QStringLiteral("--players"), QStringLiteral("four")} << QStringLiteral("players");
        QTest::newRow("unknown option") << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"),
                                                       QStringLiteral("--option"), QStringLiteral("jokers=true")}
                                        << QStringLiteral("jokers");
        QTest::newRow("option out of range")
            << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"), QStringLiteral("--option"),
                           QStringLiteral("deals=5000")}
            << QStringLiteral("deals");
        QTest::newRow("option not a value")
            << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"), QStringLiteral("--option"),
                           QStringLiteral("all-in=maybe")}
            << QStringLiteral("all-in");
        QTest::newRow("unknown flag") << QStringList{simulate, QStringLiteral("--frobnicate")}
                                      << QStringLiteral("frobnicate");
    }

    void simulateRefusesBadSettings() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QVERIFY2(run.exitCode != 0, qPrintable(describe(run)));
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(message), qPrintable(describe(run)));
    }

    void tournamentReports() {
        const Run run = runCli({QStringLiteral("tournament"), QStringLiteral("--ruleset"), QStringLiteral("pope-joan"),
                                QStringLiteral("--players"), QStringLiteral("3"), QStringLiteral("--deals"),
                                QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("9"),
                                QStringLiteral("--seats"), QStringLiteral("expert,standard,beginner")});
        QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(describe(run)));
        const QString out = QString::fromUtf8(run.out);
        for (const char* word : {"seat 1 (expert)", "seat 3 (beginner)", "median", "illegal 0", "±"})
            QVERIFY2(out.contains(QString::fromUtf8(word)), qPrintable(out));
        // The same seed plays the same tournament.
        const Run again = runCli({QStringLiteral("tournament"), QStringLiteral("--ruleset"), QStringLiteral("pope-joan"),
                                  QStringLiteral("--deals"), QStringLiteral("4"), QStringLiteral("--seed"),
                                  QStringLiteral("9"), QStringLiteral("--seats"),
                                  QStringLiteral("expert,standard,beginner"), QStringLiteral("--threads"),
                                  QStringLiteral("1")});
        const auto chips = [](const QByteArray& text) {
            QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
            return lines.filter(QStringLiteral("seat "));
        };
        QCOMPARE(chips(again.out), chips(run.out));
    }

    void tournamentRefusesBadSettings_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString t = QStringLiteral("tournament");
        const QString seats = QStringLiteral("--seats");
        QTest::newRow("no seats") << QStringList{t} << QStringLiteral("--seats");
        QTest::newRow("unknown level") << QStringList{t, seats, QStringLiteral("expert,grandmaster,beginner")}
                                       << QStringLiteral("grandmaster");
        QTest::newRow("too few seats") << QStringList{t, seats, QStringLiteral("expert,beginner")}
                                       << QStringLiteral("2");
        QTest::newRow("players disagree") << QStringList{t, QStringLiteral("--players"), QStringLiteral("5"), seats,
                                                         QStringLiteral("expert,beginner,beginner")}
                                          << QStringLiteral("5");
        QTest::newRow("no deals") << QStringList{t, seats, QStringLiteral("expert,beginner,beginner"),
                                                 QStringLiteral("--deals"), QStringLiteral("0")}
                                  << QStringLiteral("--deals");
        QTest::newRow("unknown ruleset") << QStringList{t, QStringLiteral("--ruleset"), QStringLiteral("skat"), seats,
                                                        QStringLiteral("expert,beginner,beginner")}
                                         << QStringLiteral("skat");
    }

    void tournamentRefusesBadSettings() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), qPrintable(describe(run)));
    }

    void unknownCommand() {
        const Run run = runCli({QStringLiteral("frobnicate")});
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(QStringLiteral("frobnicate")), qPrintable(describe(run)));
        QVERIFY(run.out.trimmed().isEmpty());
    }

    void noCommand() {
        const Run run = runCli({});
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.trimmed().isEmpty());
    }
};

QTEST_MAIN(TestCli)
#include "tst_cli.moc"
