// Records that must be refused: every refused record names the first
// offending place (deal and action counted from 1, 0 for none), because
// that is what a person fixing a hand-written record needs.
#include "records.h"

using namespace poch;
using namespace poch::test::records;
using nlohmann::json;

class TestBadRecords : public QObject {
    Q_OBJECT

private slots:
    void refusesBadRecords_data() {
        QTest::addColumn<QByteArray>("recordText");
        QTest::addColumn<int>("deal");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("message");

        auto row = [](const char* name, const json& j, int deal, int action, const char* message) {
            QTest::newRow(name) << text(j) << deal << action << QString::fromUtf8(message);
        };
        auto withDeal = [](auto change) {
            json r = validRecord();
            change(r["deals"][0]);
            return r;
        };
        auto withActions = [](const json& actions) { return record(json::array({firstDeal(actions)})); };
        auto plus = [](json actions, std::initializer_list<json> more) {
            for (const json& a : more) actions.push_back(a);
            return actions;
        };

        // The record as a whole.
        QTest::newRow("not JSON") << QByteArray(R"({"format": "poch-record/1", "ruleset": )") << 0 << 0
                                  << QStringLiteral("not valid JSON");
        QTest::newRow("empty input") << QByteArray() << 0 << 0 << QStringLiteral("not valid JSON");
        // Said in words, with the place, not in the parser's own terms.
        QTest::newRow("cut short, in words") << QByteArray("{\"format\": \"poch-record/1\",\n \"ruleset\": ") << 0 << 0
                                             << QStringLiteral("the file ends before the record does (line 2, column 13)");
        // Cut off inside a string: it was said to hold bytes that are not UTF-8.
        QTest::newRow("cut short in a string") << QByteArray("{\"format\": \"poch-record/1\",\n \"ruleset\": \"po") << 0 << 0
                                               << QStringLiteral("the file ends before the record does (line 2, column 16)");
        QTest::newRow("a missing comma, in words") << QByteArray("{\"format\": \"poch-record/1\" \"ruleset\": 1}") << 0 << 0
                                                   << QStringLiteral("bracket is missing or out of place (line 1, column 36)");
        // A name given twice in one object: the parser kept the last, so
        // that two "ruleset"s were read as the second game's, and an action
        // with two "card"s was played with the second. (The same name in
        // different objects, "seat" in every action, is every record.)
        QTest::newRow("a name given twice") << text(validRecord()).replace(0, 1, "{\"ruleset\":\"spin\",") << 0 << 0
                                            << QStringLiteral("the entry 'ruleset' is given twice in one object");
        QTest::newRow("a name given twice in an action")
            << [] { QByteArray t = text(validRecord()); const auto at = t.indexOf("{\"act\":"); return t.insert(at + 1, "\"act\":\"pass\","); }()
            << 0 << 0 << QStringLiteral("the entry 'act' is given twice in one object");
        row("array, not object", json::array({validRecord()}), 0, 0, "must be a JSON object");
        row("wrong format", [] { json r = validRecord(); r["format"] = "poch-record/2"; return r; }(), 0, 0,
            "'format'");
        row("missing format", [] { json r = validRecord(); r.erase("format"); return r; }(), 0, 0,
            "'format' is missing");
        row("unknown ruleset", [] { json r = validRecord(); r["ruleset"] = "skat"; return r; }(), 0, 0,
            "unknown ruleset 'skat'");
        row("missing ruleset", [] { json r = validRecord(); r.erase("ruleset"); return r; }(), 0, 0,
            "'ruleset' is missing");
        row("unknown option", [] { json r = validRecord(); r["options"] = {{"jokers", true}}; return r; }(), 0, 0,
            "unknown option 'jokers'");
        row("number for a bool option", [] { json r = validRecord(); r["options"] = {{"all-in", 1}}; return r; }(),
            0, 0, "option 'all-in' must be true or false");
        row("bool for a number option", [] { json r = validRecord(); r["options"] = {{"deals", true}}; return r; }(),
            0, 0, "option 'deals' must be a whole number");
        row("option out of range", [] { json r = validRecord(); r["options"] = {{"deals", 5000}}; return r; }(), 0, 0,
            "option 'deals' must be from 0 to 1000");
        row("options not an object", [] { json r = validRecord(); r["options"] = json::array(); return r; }(), 0, 0,
            "'options' must be an object");
        row("too few seats", [] {
            json r = validRecord();
            r["seats"] = json::array({{{"name", "A"}}, {{"name", "B"}}});
            return r;
        }(), 0, 0, "3 to 6 players, not 2");
        row("too many seats", [] {
            json r = validRecord();
            r["seats"] = json::array();
            for (int i = 0; i < 7; ++i) r["seats"].push_back({{"name", "P" + std::to_string(i)}});
            return r;
        }(), 0, 0, "3 to 6 players, not 7");
        row("chips for too few seats", [] { json r = validRecord(); r["chips"] = {50, 50, 50}; return r; }(), 0, 0,
            "one number for each seat");
        row("negative chips", [] { json r = validRecord(); r["chips"] = {50, -1, 50, 50}; return r; }(), 0, 0,
            "'chips' must be from 0");
        row("chips not a number", [] { json r = validRecord(); r["chips"] = "fifty"; return r; }(), 0, 0,
            "'chips' must be a whole number");
        row("fractional chips", [] { json r = validRecord(); r["chips"] = 50.5; return r; }(), 0, 0,
            "'chips' must be a whole number");
        row("chips below the nine antes", [] { json r = validRecord(); r["chips"] = 8; return r; }(), 0, 0,
            "at least 9 chips");
        row("one seat below the antes", [] { json r = validRecord(); r["chips"] = {50, 50, 8, 50}; return r; }(), 0,
            0, "at least 9 chips");
        row("missing deals", [] { json r = validRecord(); r.erase("deals"); return r; }(), 0, 0,
            "'deals' is missing");
        row("deals not a list", [] { json r = validRecord(); r["deals"] = json::object(); return r; }(), 0, 0,
            "'deals' must be a list");

        // The cards of a deal.
        row("neither deck nor hands", withDeal([](json& d) { d.erase("hands"); }), 1, 0,
            "needs 'deck' or 'hands'");
        row("both deck and hands", withDeal([](json& d) { d["deck"] = deckFromHands(kHands, 0, kTurnup); }), 1, 0,
            "not both");
        row("card 1X", withDeal([](json& d) { d["hands"][0][0] = "1X"; }), 1, 0, "'1X' is not a card");
        row("card 11H", withDeal([](json& d) { d["hands"][2][7] = "11H"; }), 1, 0, "'11H' is not a card");
        row("card as a number", withDeal([](json& d) { d["hands"][1][0] = 13; }), 1, 0, "must be a string");
        row("2C is not in the pack", withDeal([](json& d) { d["hands"][0][0] = "2C"; }), 1, 0,
            "2C is not in this pack");
        row("6H in a deck", [] {
            json deal = deckDeal(fullActions());
            deal["deck"][5] = "6H";
            return record(json::array({deal}));
        }(), 1, 0, "6H is not in this pack");
        row("6H as the turnup", withDeal([](json& d) { d["turnup"] = "6H"; }), 1, 0, "6H is not in this pack");
        row("same card in two hands", withDeal([](json& d) { d["hands"][1][0] = "AC"; }), 1, 0, "AC appears twice");
        row("turnup also in a hand", withDeal([](json& d) { d["turnup"] = "KS"; }), 1, 0, "KS appears twice");
        row("same card twice in a deck", [] {
            json deal = deckDeal(fullActions());
            deal["deck"][7] = deal["deck"][3];
            return record(json::array({deal}));
        }(), 1, 0, "appears twice");
        row("hands for three seats", withDeal([](json& d) { d["hands"].erase(3); }), 1, 0,
            "one list of cards for each of the 4 seats");
        // The dealer, seat 0, must get 7 cards; here it holds 8 and seat 1
        // only 7. Seats are 0-based in records and in every message.
        row("wrong hand sizes", withDeal([](json& d) {
                d["hands"][0].push_back(d["hands"][1].back());
                d["hands"][1].erase(7);
            }),
            1, 0, "seat 0 must be dealt 7 cards, not 8");
        row("missing turnup", withDeal([](json& d) { d.erase("turnup"); }), 1, 0, "turned-up card is missing");
        row("deck too short", [] {
            json deal = deckDeal(fullActions());
            deal["deck"].erase(31);
            return record(json::array({deal}));
        }(), 1, 0, "all 32 cards");
        row("first dealer not a seat", withDeal([](json& d) { d["dealer"] = 4; }), 1, 0,
            "'dealer' must be from 0 to 3");

        // Deals one after another.
        row("wrong dealer for deal 2", [] {
            json second = secondDeal();
            second["dealer"] = 3;
            return record(json::array({firstDeal(fullActions()), second}));
        }(), 2, 0, "dealer must be seat 1 (Ben)");
        // After three passes seat 0 must pass too (the replayer plays that),
        // and then seat 1 has to lead: the first deal is not over.
        row("second deal before the first is over",
            record(json::array({firstDeal(json::array({pass(1), pass(2), pass(3)})), secondDeal()})), 2, 0,
            "deal 1 is not over");
        row("deal after the match is over", [] {
            json r = record(json::array({firstDeal(fullActions()), secondDeal()}));
            r["options"] = {{"deals", 1}};
            return r;
        }(), 2, 0, "match ended");
        // Action numbers start again from 1 in every deal.
        auto inDealTwo = [](const json& actions) {
            json second = secondDeal();
            second["actions"] = actions;
            return record(json::array({firstDeal(fullActions()), second}));
        };
        row("unknown act in deal 2", inDealTwo(json::array({pass(2), {{"seat", 3}, {"act", "fold"}}})), 2, 2,
            "'act' must be one of");
        row("out of turn in deal 2", inDealTwo(json::array({pass(3)})), 2, 1, "it is the turn of seat 2 (Cleo), not of seat 3 (Dora)");

        // Actions.
        row("out of turn", withActions(json::array({bet(2, 2)})), 1, 1, "it is the turn of seat 1 (Ben), not of seat 2 (Cleo)");
        row("out of turn later", withActions(json::array({bet(1, 2), bet(3, 2)})), 1, 2,
            "it is the turn of seat 2 (Cleo), not of seat 3 (Dora)");
        // Seat 0 has no pair: its only legal action is to pass, which the
        // replayer plays for it, so the message may say either that seat 0
        // may not bet or that it is no longer seat 0's turn.
        row("bet without a combination", withActions(json::array({pass(1), pass(2), pass(3), bet(0, 1)})), 1, 4,
            "seat 0");
        row("call without a combination", withActions(json::array({bet(1, 2), bet(2, 2), pass(3), bet(0, 2)})), 1,
            4, "seat 0");
        // Seat 1 holds 49 chips after the antes and the Queen and Jack pools.
        row("bet more than held", withActions(json::array({bet(1, 50)})), 1, 1, "may not bet 50");
        row("bet below the call", withActions(json::array({bet(1, 3), bet(2, 2)})), 1, 2, "may not bet 2");
        row("play while betting", withActions(json::array({play(1, "KC")})), 1, 1, "may not play KC");
        row("play a card held by another", withActions(plus(bettingActions(), {play(2, "KS")})), 1, 6,
            "may not play KS");
        row("play a card already played", withActions(plus(bettingActions(), {play(2, "7S"), play(3, "7S")})), 1, 7,
            "may not play 7S");
        row("pass while playing", withActions(plus(bettingActions(), {pass(2)})), 1, 6, "may not pass");
        // After 7S seat 1 must follow with 8S; the replayer plays the forced
        // run up to AS, after which seat 3 leads, so seat 1's 9C is refused.
        row("not the forced next card", withActions(plus(bettingActions(), {play(2, "7S"), play(1, "9C")})), 1, 7,
            "seat 1");
        row("action after the deal is over", withActions(plus(fullActions(), {play(3, "7C")})), 1, 32,
            "already over|nobody has to act");
        row("unknown act", withActions(json::array({{{"seat", 1}, {"act", "fold"}}})), 1, 1, "'act' must be one of");
        row("missing act", withActions(json::array({bet(1, 2), {{"seat", 2}}})), 1, 2, "'act' is missing");
        row("seat not at the table", withActions(json::array({pass(4)})), 1, 1, "'seat' must be from 0 to 3");
        row("bet without chips", withActions(json::array({{{"seat", 1}, {"act", "bet"}}})), 1, 1,
            "'chips' is missing");
        row("bet of no chips", withActions(json::array({bet(1, 0)})), 1, 1, "'chips' must be from 1");
        row("play without a card", withActions(plus(bettingActions(), {{{"seat", 2}, {"act", "play"}}})), 1, 6,
            "'card' is missing");
        row("bad card in an action", withActions(plus(bettingActions(), {play(2, "7X")})), 1, 6,
            "'7X' is not a card");
        row("actions not a list", withDeal([](json& d) { d["actions"] = "bet"; }), 1, 0, "'actions' must be a list");
        // The match's seed, kept by the program that played it.
        for (const auto& [name, seed] : {std::pair{"negative seed", json(-1)}, std::pair{"seed with a fraction", json(1.5)},
                                         std::pair{"seed as words", json("seven")}}) {
            json r = validRecord();
            r["seed"] = seed;
            row(name, r, 0, 0, "'seed' must be a whole number from 0 to 18446744073709551615");
        }
    }

    void refusesBadRecords() {
        QFETCH(QByteArray, recordText);
        QFETCH(int, deal);
        QFETCH(int, action);
        QFETCH(QString, message);

        const ReplayResult result = replayBytes(recordText);
        QVERIFY2(result.error.has_value(), "the record was accepted");
        // The message must contain one of the '|'-separated phrases.
        const QString actual = QString::fromStdString(result.error->what());
        const QStringList phrases = message.split(QLatin1Char('|'));
        QVERIFY2(std::any_of(phrases.begin(), phrases.end(), [&](const QString& p) { return actual.contains(p); }),
                 qPrintable(QStringLiteral("message: ") + actual));
        QCOMPARE(result.error->deal(), deal);
        QCOMPARE(result.error->action(), action);

        const json report = json::parse(replayReport(result));
        QCOMPARE(js(report.at("ok")), js(json(false)));
        QCOMPARE(QString::fromStdString(report.at("error").get<std::string>()), actual);
        QCOMPARE(js(report.at("deal")), js(deal > 0 ? json(deal) : json(nullptr)));
        QCOMPARE(js(report.at("action")), js(action > 0 ? json(action) : json(nullptr)));
        QVERIFY(!report.contains("chips"));
    }

    void badDataFile() {
        QFile file(QStringLiteral(POCH_TEST_DATA "/poch-bad-card.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        const ReplayResult result = replayBytes(file.readAll());
        QVERIFY(result.error);
        QCOMPARE(result.error->deal(), 1);
        QCOMPARE(result.error->action(), 0);
        QVERIFY2(std::string(result.error->what()).find("6H") != std::string::npos, result.error->what());
    }

    void parseErrorsThrowFromParseRecord() {
        // parseRecord throws what replayText reports.
        try {
            parseRecord(R"({"format": "poch-record/1", "ruleset": "poch", "seats": [{}, {}, {}], "chips": 50,
                            "deals": [{"hands": [], "actions": []}]})");
            QFAIL("a deal with no hands for three seats was read");
        } catch (const RecordError& e) {
            QCOMPARE(e.deal(), 1);
            QCOMPARE(e.action(), 0);
        }
        try {
            parseRecord("{");
            QFAIL("half a JSON object was read");
        } catch (const RecordError& e) {
            QCOMPARE(e.deal(), 0);
            QCOMPARE(e.action(), 0);
        }
    }
};

QTEST_APPLESS_MAIN(TestBadRecords)
#include "tst_bad_records.moc"
