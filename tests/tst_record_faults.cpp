// A record that is refused says why in the program's language: the engine
// names the kind of fault and what it is about (an entry, a card, a game's
// id), and the app puts that in its own words in English, German and
// French, never showing the engine's English (which poch-cli prints).
#include "language.h"
#include "record_fault_words.h"
#include "records.h"
#include "save_store.h"

#include "poch/match.h"

#include <QDir>
#include <QTemporaryDir>

#include <functional>

using namespace poch;
using namespace poch::app;
using namespace poch::test::records;
using nlohmann::json;

Q_DECLARE_METATYPE(poch::RecordFault)

namespace {
json withDeal(const std::function<void(json&)>& change) {
    json r = validRecord();
    change(r["deals"][0]);
    return r;
}
json withActions(const json& actions) { return record(json::array({firstDeal(actions)})); }

// Every kind of fault, found where a record is read or replayed.
RecordError refusal(const QByteArray& text) {
    const ReplayResult result = replayBytes(text);
    if (!result.error) qFatal("the record was accepted");
    return *result.error;
}
} // namespace

class TestRecordFaults : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { Language::install(QStringLiteral("en")); }

    void eachRefusalNamesItsKind_data() {
        QTest::addColumn<QByteArray>("recordText");
        QTest::addColumn<RecordFault>("fault");
        QTest::addColumn<QString>("subject");
        auto row = [](const char* name, const json& j, RecordFault fault, const char* subject) {
            QTest::newRow(name) << text(j) << fault << QString::fromUtf8(subject);
        };
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"poch-record/1\",\n \"ruleset\" 1}") << RecordFault::Unreadable << QStringLiteral("2:12");
        // Cut off, in a string or between values: a file cut in half was
        // said to hold bytes that are not UTF-8 text.
        QTest::newRow("cut short") << QByteArray("{\"format\": \"poch-record/1\",\n \"ruleset\": ") << RecordFault::CutShort << QStringLiteral("2:13");
        QTest::newRow("cut short in a string") << QByteArray("{\"format\": \"poch-record/1\",\n \"rul") << RecordFault::CutShort << QStringLiteral("2:6");
        QTest::newRow("too deep") << QByteArray(200, '[') << RecordFault::Unreadable << QString();
        // Nothing at all, or a file of another kind, is not called damaged
        // "at line 1, column 1".
        QTest::newRow("empty") << QByteArray() << RecordFault::Empty << QString();
        QTest::newRow("blank") << QByteArray(" \r\n\t\n") << RecordFault::Empty << QString();
        QTest::newRow("a picture") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << RecordFault::NotARecord << QString();
        QTest::newRow("a letter") << QByteArray("Dear Anna,\nthe game was fun.") << RecordFault::NotARecord << QString();
        row("not an object", json::array({validRecord()}), RecordFault::NotARecord, "");
        row("another format", [] { json r = validRecord(); r["format"] = "poch-record/2"; return r; }(), RecordFault::NotARecord, "poch-record/2");
        row("a format of nothing", [] { json r = validRecord(); r["format"] = "chess-pgn"; return r; }(), RecordFault::NotARecord, "");
        row("unknown game", [] { json r = validRecord(); r["ruleset"] = "skat"; return r; }(), RecordFault::UnknownGame, "skat");
        row("deals missing", [] { json r = validRecord(); r.erase("deals"); return r; }(), RecordFault::BadValue, "deals");
        row("chips not a number", [] { json r = validRecord(); r["chips"] = "fifty"; return r; }(), RecordFault::BadValue, "chips");
        QTest::newRow("a name given twice") << text(validRecord()).replace(0, 1, "{\"ruleset\":\"spin\",") << RecordFault::BadValue << QStringLiteral("ruleset");
        row("seat not at the table", withActions(json::array({pass(4)})), RecordFault::BadValue, "seat");
        row("not a card", withDeal([](json& d) { d["hands"][0][0] = "1X"; }), RecordFault::NotACard, "1X");
        row("a number for a card", withDeal([](json& d) { d["hands"][1][0] = 13; }), RecordFault::NotACard, "13");
        row("a card twice", withDeal([](json& d) { d["hands"][1][0] = "AC"; }), RecordFault::CardTwice, "AC");
        row("a card not in the pack", withDeal([](json& d) { d["hands"][0][0] = "2C"; }), RecordFault::BadCards, "");
        row("hands for three seats", withDeal([](json& d) { d["hands"].erase(3); }), RecordFault::BadCards, "");
        row("seven players", [] {
            json r = validRecord();
            r["seats"] = json::array();
            for (int i = 0; i < 7; ++i) r["seats"].push_back({{"name", "P" + std::to_string(i)}});
            return r;
        }(), RecordFault::BadPlayers, "7");
        row("unknown option", [] { json r = validRecord(); r["options"] = {{"jokers", true}}; return r; }(), RecordFault::BadStart, "jokers");
        row("chips below the antes", [] { json r = validRecord(); r["chips"] = 8; return r; }(), RecordFault::BadStart, "");
        row("out of turn", withActions(json::array({bet(2, 2)})), RecordFault::NotAllowed, "1"); // Ben's turn, not Cleo's
        row("play while betting", withActions(json::array({play(1, "KC")})), RecordFault::NotAllowed, "");
        row("deal after the match is over", [] {
            json r = record(json::array({firstDeal(fullActions()), secondDeal()}));
            r["options"] = {{"deals", 1}};
            return r;
        }(), RecordFault::OutOfOrder, "");
    }

    // The engine's kind of fault and its subject; then the program's words
    // for it in each language: never empty, never the engine's English, and
    // German and French not the English words.
    void eachRefusalNamesItsKind() {
        QFETCH(QByteArray, recordText);
        QFETCH(RecordFault, fault);
        QFETCH(QString, subject);
        const RecordError e = refusal(recordText);
        QCOMPARE(e.fault(), fault);
        QCOMPARE(QString::fromStdString(e.subject()), subject);
        const QString engine = QString::fromStdString(e.what());
        QVERIFY(Language::install(QStringLiteral("en")));
        const QString english = recordFaultWords(e);
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
            QVERIFY(Language::install(code));
            const QString said = recordFaultWords(e);
            QVERIFY2(!said.isEmpty() && said != engine, qPrintable(code + QStringLiteral(": ") + said));
            if (code != QLatin1String("en")) QVERIFY2(said != english, qPrintable(code + QStringLiteral(": ") + said));
            // What the fault is about is named, as the file spells it (a
            // card by the letters of the language's score sheet).
            if ((fault == RecordFault::Unreadable || fault == RecordFault::CutShort) && !subject.isEmpty())
                QVERIFY2(said.contains(QStringLiteral(" %1,").arg(subject.section(QLatin1Char(':'), 0, 0)))
                             && said.contains(QStringLiteral(" %1").arg(subject.section(QLatin1Char(':'), 1, 1))),
                         qPrintable(said));
            // (A seat whose turn it was is named only with the record: see
            // aRefusedMoveIsNamed.)
            else if (!subject.isEmpty() && fault != RecordFault::CardTwice && fault != RecordFault::NotAllowed)
                QVERIFY2(said.contains(subject), qPrintable(said));
        }
    }

    // A wrong value says what is wrong with it, not only which entry it
    // is: a record with a seat taken out was said to have wrong "chips".
    void aWrongValueSaysWhatIsWrong_data() {
        QTest::addColumn<QByteArray>("recordText");
        QTest::addColumn<QString>("said");
        const auto row = [](const char* name, const json& j, const char* said) { QTest::newRow(name) << text(j) << QString::fromUtf8(said); };
        row("chips below nothing", [] { json r = validRecord(); r["chips"] = -5; return r; }(), "its entry “chips” must be a whole number from 0 to 1,000,000");
        row("a seat taken out", [] {
            json r = validRecord();
            r["chips"] = json::array({50, 50, 50, 50});
            r["seats"].erase(3);
            return r;
        }(), "its entry “chips” must hold one number for each player in “seats”");
        row("a long name", [] { json r = validRecord(); r["seats"][0]["name"] = std::string(5000, 'M'); return r; }(),
            "a player's entry “name” is longer than this program allows (200 bytes)");
        row("deals missing", [] { json r = validRecord(); r.erase("deals"); return r; }(), "its entry “deals” is missing");
        // Digits too many for a whole number are read as floating point.
        QTest::newRow("chips past any number") << text(validRecord()).replace("\"chips\":50", "\"chips\":1000000000000000000000000000000")
                                               << QStringLiteral("its entry “chips” must be a whole number from 0 to 1,000,000");
        QTest::newRow("a name given twice") << text(validRecord()).replace(0, 1, "{\"ruleset\":\"spin\",")
                                            << QStringLiteral("its entry “ruleset” is given twice in one place, and which is meant cannot be told");
        row("seat not at the table", withActions(json::array({pass(4)})), "deal 1, action 1: its entry “seat” must be a whole number from 0 to 3");
    }
    void aWrongValueSaysWhatIsWrong() {
        QFETCH(QByteArray, recordText);
        QFETCH(QString, said);
        const RecordError e = refusal(recordText);
        QCOMPARE(e.fault(), RecordFault::BadValue);
        const QString words = recordFaultWords(e);
        QVERIFY2(said.endsWith(words), qPrintable(words));
    }

    // A card spelt at length by a mangled file is named by its start.
    void aLongSubjectIsShortened() {
        const RecordError e = refusal(text(withDeal([](json& d) { d["hands"][0][0] = std::string(5000, 'X'); })));
        QCOMPARE(e.fault(), RecordFault::NotACard);
        const QString said = recordFaultWords(e);
        QVERIFY2(said.size() < 80 && said.contains(QString(40, QLatin1Char('X')) + QChar(0x2026)), qPrintable(said));
    }

    // A move the rules do not allow is named with who makes it, as the
    // record has it: a person mending the file finds it without reading
    // the program's log.
    void aRefusedMoveIsNamed_data() {
        QTest::addColumn<QByteArray>("recordText");
        QTest::addColumn<QString>("said");
        QTest::newRow("a card while betting") << text(withActions(json::array({play(1, "KC")})))
                                              << QStringLiteral("deal 1, action 1: Ben may not play the King of clubs there");
        // Out of turn, that is what is said, whatever the move.
        QTest::newRow("a bet out of turn") << text(withActions(json::array({bet(2, 2)})))
                                           << QStringLiteral("deal 1, action 1: it is Ben's turn there, not Cleo's");
        QTest::newRow("one chip") << text(withActions(json::array({bet(1, 2), bet(2, 4), pass(3), pass(0), bet(1, 2), bet(2, 1)})))
                                  << QStringLiteral("deal 1, action 6: Cleo may not bet 1 chip there");
        QTest::newRow("a pass after bets") << text(withActions(json::array({bet(1, 2), bet(2, 4), pass(3), pass(0), bet(1, 2), pass(2)})))
                                           << QStringLiteral("deal 1, action 6: Cleo may not pass or drop there");
    }
    void aRefusedMoveIsNamed() {
        QFETCH(QByteArray, recordText);
        QFETCH(QString, said);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("bad.poch.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(recordText);
        file.close();
        QString error;
        QVERIFY(!SaveStore::readPlayable(path, &error));
        QCOMPARE(error, QStringLiteral("%1 cannot be played on: %2.").arg(QDir::toNativeSeparators(path), said));
    }

    // Opening a damaged record in German: the whole message is German, with
    // the deal and action where the fault lies.
    void aRecordRefusedInGerman() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("bad.poch.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text(withActions(json::array({play(1, "KC")}))));
        file.close();
        QVERIFY(Language::install(QStringLiteral("de")));
        QString error;
        const auto read = SaveStore::read(path, &error);
        QVERIFY2(read, qPrintable(error)); // well-formed: the replay refuses it
        const MatchReplay replayed = Match::replay(*read);
        QVERIFY(replayed.error);
        QCOMPARE(SaveStore::describe(*replayed.error),
                 QStringLiteral("Spiel 1, Zug 1: ein Spieler tut dort etwas, das die Regeln nicht erlauben"));
        // With the record, the move is named, and who makes it.
        QCOMPARE(SaveStore::describe(*replayed.error, &*read), QStringLiteral("Spiel 1, Zug 1: Ben darf dort nicht Kreuz-König spielen"));
        // What opening the file says, written with `text`.
        const auto refusedWith = [&](const QByteArray& text) {
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return QStringLiteral("not written");
            file.write(text);
            file.close();
            QString said;
            return SaveStore::read(path, &said) ? QStringLiteral("opened") : said;
        };
        error = refusedWith("{\"format\": \"poch-record/1\", \"ruleset\"  3}");
        QVERIFY2(error.endsWith(QStringLiteral("kann nicht geöffnet werden: die Datei ist "
                                               "beschädigt oder enthält keine gespeicherte Partie: der Fehler steht in Zeile 1, Spalte 40.")),
                 qPrintable(error));
        // Cut off, it is said to be.
        error = refusedWith("{\"format\": \"poch-record/1\", \"ruleset\": ");
        QVERIFY2(error.endsWith(QStringLiteral("kann nicht geöffnet werden: die Datei bricht mitten in der gespeicherten Partie ab, in Zeile 1, Spalte 40: "
                                               "sie wurde abgeschnitten.")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestRecordFaults)
#include "tst_record_faults.moc"
