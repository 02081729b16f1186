// The real poch-cli binary's other commands (rules, simulate, tournament)
// and its command line, run as a user or a script would run them: exit
// statuses, standard output and standard error.
#include "cli_run.h"

#include <QDir>

using namespace poch::test::cli;

class TestCli : public QObject {
    Q_OBJECT

private slots:
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
        QCOMPARE(poch.value(QStringLiteral("pools")).toArray().size(), 9);
        // Pools that are cards are chosen for each match: the customary
        // set was listed as the pools, as if every match used it.
        for (const QJsonValue& r : root.value(QStringLiteral("rulesets")).toArray()) {
            const QJsonObject ruleset = r.toObject();
            const QString id = ruleset.value(QStringLiteral("id")).toString();
            const bool cards = id == QLatin1String("newmarket") || id == QLatin1String("saratoga") || id == QLatin1String("sevens");
            QCOMPARE(ruleset.contains(QStringLiteral("pools")), !cards);
            if (!cards) continue;
            const QJsonObject poolCards = ruleset.value(QStringLiteral("poolCards")).toObject();
            QCOMPARE(poolCards.value(QStringLiteral("count")).toInt(), 4);
            QVERIFY(poolCards.value(QStringLiteral("chosenEachMatch")).toBool());
            QCOMPARE(poolCards.value(QStringLiteral("customary")).toArray().size(), 4);
        }
    }

    // "1 deals in 1 matches" said in English.
    void oneIsSingular() {
        const Run run = runCli({QStringLiteral("simulate"), QStringLiteral("--deals"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        QVERIFY2(run.out.contains("1 deal in 1 match,"), run.out.constData());
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
        // The seats are named by their number in the record, which the
        // replayer's messages use: "Seat 1" was seat 0.
        {
            QFile file(record);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonArray seats = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("seats")).toArray();
            QCOMPARE(seats.size(), 4);
            for (int s = 0; s < 4; ++s) QCOMPARE(seats[s].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Seat %1").arg(s));
        }

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
        // A number's option named alone played one-deal matches.
        QTest::newRow("a number's option without its number")
            << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"), QStringLiteral("--option"), QStringLiteral("deals")}
            << QStringLiteral("option 'deals' needs a whole number");
        QTest::newRow("a number's option given true")
            << QStringList{simulate, QStringLiteral("--ruleset"), QStringLiteral("poch"), QStringLiteral("--option"), QStringLiteral("deals=true")}
            << QStringLiteral("option 'deals' needs a whole number");
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
        for (const char* word : {"seat 0 (expert)", "seat 2 (beginner)", "median", "illegal 0", "±"})
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
        // A setting the match refuses was thrown in the worker threads and
        // ended the program (abort, exit 134): it is said as any other.
        const QString three = QStringLiteral("expert,standard,standard");
        QTest::newRow("too few chips") << QStringList{t, seats, three, QStringLiteral("--chips"), QStringLiteral("0"), QStringLiteral("--deals"), QStringLiteral("2")}
                                       << QStringLiteral("at least 9 chips");
        QTest::newRow("too few chips, one thread")
            << QStringList{t, seats, three, QStringLiteral("--chips"), QStringLiteral("3"), QStringLiteral("--threads"), QStringLiteral("1")}
            << QStringLiteral("at least 9 chips");
        QTest::newRow("too many chips") << QStringList{t, seats, three, QStringLiteral("--chips"), QStringLiteral("10000000")}
                                        << QStringLiteral("starting chips");
        // Every deal's outcome is kept: a number past any real tournament
        // took memory until the system ran out.
        QTest::newRow("too many deals") << QStringList{t, seats, three, QStringLiteral("--deals"), QStringLiteral("99999999999")}
                                        << QStringLiteral("--deals is at most");
    }

    void tournamentRefusesBadSettings() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), qPrintable(describe(run)));
    }

    // The same bytes on every platform (tests/platforms/ compares them):
    // no "\r" before "\n" on Windows, where poch-cli makes its standard
    // output binary, and JSON in the layout poch-cli has always printed
    // (QJsonDocument's indented form, which it used before it left Qt),
    // numbers included.
    void outputIsTheSameBytesEverywhere() {
        const Run text = runCli({QStringLiteral("rules")});
        QVERIFY2(text.exitCode == 0 && !text.out.isEmpty(), qPrintable(describe(text)));
        QVERIFY(!text.out.contains('\r'));
        const Run json = runCli({QStringLiteral("rules"), QStringLiteral("--json")});
        QVERIFY2(json.exitCode == 0, qPrintable(describe(json)));
        QVERIFY(!json.out.contains('\r'));
        QCOMPARE(json.out, QJsonDocument::fromJson(json.out).toJson(QJsonDocument::Indented));
        const Run analysed = runCli({QStringLiteral("analyse"), dataFile("poch-4p-hands.json"), QStringLiteral("--deal"),
                                     QStringLiteral("1"), QStringLiteral("--action"), QStringLiteral("5")});
        QVERIFY2(analysed.exitCode == 0, qPrintable(describe(analysed)));
        QVERIFY2(analysed.out.contains("\"chips\": -1.30625\n"), analysed.out.constData());
        QCOMPARE(analysed.out, QJsonDocument::fromJson(analysed.out).toJson(QJsonDocument::Indented));
    }

    // analyse at a stake said nothing ("choices": [], exit 0); without the
    // moment it said the numbers were wrong rather than missing.
    void analyseSaysWhatItCannotWeigh() {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("newmarket.json"));
        const Run made = runCli({QStringLiteral("simulate"), QStringLiteral("--ruleset"), QStringLiteral("newmarket"), QStringLiteral("--players"),
                                 QStringLiteral("3"), QStringLiteral("--deals"), QStringLiteral("1"), QStringLiteral("--record"), record});
        QVERIFY2(made.exitCode == 0, qPrintable(describe(made)));
        const Run stake = runCli({QStringLiteral("analyse"), record, QStringLiteral("--deal"), QStringLiteral("1"), QStringLiteral("--action"), QStringLiteral("1")});
        QVERIFY2(!stake.crashed && stake.exitCode == 2, qPrintable(describe(stake)));
        QVERIFY2(stake.err.contains("deal 1, action 1: a stake placed before the cards"), stake.err.constData());
        QVERIFY(stake.out.isEmpty());
        const Run nowhere = runCli({QStringLiteral("analyse"), record});
        QVERIFY2(!nowhere.crashed && nowhere.exitCode == 2, qPrintable(describe(nowhere)));
        QVERIFY2(nowhere.err.contains("--deal and --action are needed"), nowhere.err.constData());
    }

    // A record named in any language (on Windows poch-cli reads its
    // arguments as UTF-16 and names files so), and written over an older
    // one whole: into a scratch file beside it that then replaces it.
    void recordsNamedInAnyLanguage() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString name = QStringLiteral("Spiel f\u00fcr \u00c9lo\u00efse \u2013 \u6251\u514b.json");
        const QString record = dir.filePath(name);
        Run sim;
        for (const char* seed : {"3", "4"}) { // the second over the first
            sim = runCli({QStringLiteral("simulate"), QStringLiteral("--deals"), QStringLiteral("5"),
                          QStringLiteral("--seed"), QLatin1String(seed), QStringLiteral("--record"), record});
            QVERIFY2(!sim.crashed && sim.exitCode == 0, qPrintable(describe(sim)));
            QVERIFY2(QString::fromUtf8(sim.out).contains(record), qPrintable(describe(sim)));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{name});
        const QRegularExpressionMatch final =
            QRegularExpression(QStringLiteral("final chips ([\\d ]+)\\n")).match(QString::fromUtf8(sim.out));
        QVERIFY2(final.hasMatch(), qPrintable(describe(sim)));

        const Run replay = runCli({QStringLiteral("replay"), record});
        QVERIFY2(!replay.crashed && replay.exitCode == 0, qPrintable(describe(replay)));
        bool ok = false;
        const QJsonObject report = jsonObject(replay.out, &ok);
        QVERIFY2(ok, qPrintable(describe(replay)));
        QStringList chips;
        for (int c : intList(report.value(QStringLiteral("chips")))) chips << QString::number(c);
        QCOMPARE(chips.join(QLatin1Char(' ')), final.captured(1));
    }

    void unknownCommand() {
        const Run run = runCli({QStringLiteral("frobnicate")});
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(QStringLiteral("frobnicate")), qPrintable(describe(run)));
        QVERIFY(run.out.trimmed().isEmpty());
    }

    // Every command's usage errors name the command, as a shell script's
    // log needs them to.
    void usageErrorsNameTheCommand_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("rules, an argument") << QStringList{"rules", "extra"} << "poch-cli rules: takes no arguments";
        QTest::newRow("rules, an option") << QStringList{"rules", "--bogus"} << "poch-cli rules: Unknown option 'bogus'.";
        QTest::newRow("replay, no file") << QStringList{"replay"} << "poch-cli replay: needs one file";
        QTest::newRow("replay, an option") << QStringList{"replay", "--bogus", "x"} << "poch-cli replay: Unknown option 'bogus'.";
        QTest::newRow("analyse, an option") << QStringList{"analyse", "--bogus"} << "poch-cli analyse: Unknown option 'bogus'.";
        QTest::newRow("simulate, an option") << QStringList{"simulate", "--bogus"} << "poch-cli simulate: Unknown option 'bogus'.";
        QTest::newRow("tournament, an option") << QStringList{"tournament", "--bogus"} << "poch-cli tournament: Unknown option 'bogus'.";
        // A seed too large for 64 bits is not "negative".
        QTest::newRow("simulate, a seed too large") << QStringList{"simulate", "--ruleset", "poch", "--seed", "99999999999999999999999"}
                                                    << "poch-cli simulate: --seed needs a whole number from 0 to 18446744073709551615";
        // Nor are starting chips too many for a number (a tester).
        QTest::newRow("simulate, chips too many") << QStringList{"simulate", "--ruleset", "poch", "--chips", "99999999999"}
                                                  << "poch-cli simulate: --chips needs a whole number from 0 to 1000000";
        QTest::newRow("tournament, chips too many") << QStringList{"tournament", "--ruleset", "poch", "--seats", "expert,standard,standard", "--chips", "-3"}
                                                    << "poch-cli tournament: --chips needs a whole number from 0 to 1000000";
        // A folder for the record was "cannot replace it", after the whole
        // simulation had been played.
        QTest::newRow("simulate, a record onto a folder") << QStringList{"simulate", "--ruleset", "poch", "--deals", "1", "--record", "."}
                                                          << "poch-cli simulate: cannot write .: it is a folder";
    }
    void usageErrorsNameTheCommand() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QVERIFY2(!run.crashed, qPrintable(describe(run)));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).startsWith(message), qPrintable(describe(run)));
    }

    // A moment past the record's end is named in good English ("the record
    // has 1 deals").
    void aMomentPastTheRecordIsNamed() {
        const Run pastDeals = runCli({QStringLiteral("analyse"), dataFile("poch-4p-hands.json"), QStringLiteral("--deal"), QStringLiteral("9"),
                                      QStringLiteral("--action"), QStringLiteral("1")});
        QVERIFY2(pastDeals.exitCode != 0 && QString::fromUtf8(pastDeals.err).contains(QLatin1String("the record has 1 deal\n")),
                 qPrintable(describe(pastDeals)));
    }

    // Each command's help is in the program's own words ("Show this help
    // and quit.", as the desktop program's), not a library's
    // "Displays help on commandline options.".
    void helpIsInOurWords() {
        for (const char* command : {"replay", "analyse", "rules", "simulate", "tournament"}) {
            const Run run = runCli({QString::fromLatin1(command), QStringLiteral("--help")});
            QCOMPARE(run.exitCode, 0);
            const QString out = QString::fromUtf8(run.out);
            QVERIFY2(out.contains(QLatin1String("-h, --help")) && out.contains(QLatin1String("Show this help and quit.")) && !out.contains(QLatin1String("commandline")),
                     qPrintable(out));
        }
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
