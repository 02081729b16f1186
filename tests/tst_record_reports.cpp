// The report `poch-cli replay` prints for a game record, as
// ../shared/spec/game-record.md defines it, and the card codes records
// accept. The hand-worked deal is described in records.h.
#include "records.h"

using namespace poch;
using namespace poch::test::records;
using nlohmann::json;

class TestRecordReports : public QObject {
    Q_OBJECT

private slots:
    void reportOnSuccess() {
        const ReplayResult result = replayJson(validRecord());
        QVERIFY2(!result.error, errorText(result).c_str());
        const std::string out = replayReport(result);
        QVERIFY2(out.find('\n') == std::string::npos, "the report is one line");
        const json report = json::parse(out);
        QVERIFY(report.is_object());
        for (const char* key : {"ok", "chips", "board", "bets", "deals", "next", "finished"})
            QVERIFY2(report.contains(key), key);
        QVERIFY(!report.contains("error"));
        QCOMPARE(js(report.at("ok")), js(json(true)));
        QCOMPARE(js(report.at("chips")), js(json(kFinalChips)));
        QCOMPARE(report.at("board").size(), kPools.size());
        for (const std::string& pool : kPools) QVERIFY2(report.at("board").contains(pool), pool.c_str());
        QCOMPARE(report.at("board").at("marriage").get<int>(), 4);
        QCOMPARE(report.at("board").at("sequence").get<int>(), 4);
        QCOMPARE(report.at("bets").get<int>(), 0);
        QCOMPARE(sumOfChips(report), std::int64_t{200});
        QVERIFY(report.at("next").is_null()); // the record ends at the end of a deal
        QCOMPARE(js(report.at("finished")), js(json(false)));
        QCOMPARE(report.at("deals").size(), std::size_t{1});
        const json& events = report.at("deals").at(0).at("events");
        QVERIFY(events.is_array() && !events.empty());
        QCOMPARE(js(events.front().at("type")), js(json("deal-started")));
        QCOMPARE(js(events.back().at("type")), js(json("deal-over")));
        QCOMPARE(js(events.back().at("winner")), js(json(3)));
    }

    void reportInTheMiddleOfTheBetting() {
        // Seat 1 bets 2 and seat 2 raises to 4: six chips lie in the betting
        // pot and must still be counted, and seat 3 is to act.
        const ReplayResult result = replayJson(record(json::array({firstDeal(json::array({bet(1, 2), bet(2, 4)}))})));
        QVERIFY2(!result.error, errorText(result).c_str());
        const json report = json::parse(replayReport(result));
        QCOMPARE(report.at("bets").get<int>(), 6);
        QCOMPARE(sumOfChips(report), std::int64_t{200});
        const json& next = report.at("next");
        QVERIFY(next.is_object());
        QCOMPARE(next.at("seat").get<int>(), 3);
        // Seat 3 holds 45 after the antes and the Ten pool: drop, call 4, or
        // raise up to all 45.
        bool canPass = false, canCall = false, canGoAllIn = false;
        for (const json& a : next.at("legal")) {
            if (a.at("act") == "pass") canPass = true;
            if (a.at("act") == "bet" && a.at("chips") == 4) canCall = true;
            if (a.at("act") == "bet" && a.at("chips") == 45) canGoAllIn = true;
            if (a.at("act") == "bet") QVERIFY(a.at("chips").get<int>() >= 4);
        }
        QVERIFY(canPass && canCall && canGoAllIn);
        QCOMPARE(js(report.at("finished")), js(json(false)));
    }

    void reportNamesWhoMustActInDealTwo() {
        // After a full first deal the second starts; seat 2, left of the new
        // dealer, holds the kings and must decide whether to bet. `dealer`
        // may be left out after the first deal.
        const ReplayResult result = replayJson(record(json::array({firstDeal(fullActions()), secondDeal()})));
        QVERIFY2(!result.error, errorText(result).c_str());
        QCOMPARE(result.state->dealer(), 1);
        const json report = json::parse(replayReport(result));
        QCOMPARE(report.at("deals").size(), std::size_t{2});
        QCOMPARE(report.at("next").at("seat").get<int>(), 2);
        QCOMPARE(sumOfChips(report), std::int64_t{200});

        json withDealer = secondDeal();
        withDealer["dealer"] = 1;
        const ReplayResult same = replayJson(record(json::array({firstDeal(fullActions()), withDealer})));
        QVERIFY2(!same.error, errorText(same).c_str());
        QVERIFY(*same.state == *result.state);
    }

    void reportWhenTheMatchIsFinished() {
        json one = validRecord();
        one["options"] = {{"deals", 1}};
        const ReplayResult result = replayJson(one);
        QVERIFY2(!result.error, errorText(result).c_str());
        QVERIFY(result.state->matchOver());
        const json report = json::parse(replayReport(result));
        QCOMPARE(js(report.at("finished")), js(json(true)));
        QVERIFY(report.at("next").is_null());
        const json& last = report.at("deals").at(0).at("events").back();
        QCOMPARE(js(last.at("type")), js(json("match-over")));
        QCOMPARE(js(last.at("winners")), js(json::array({3})));
    }

    void reportOnFailure() {
        // An error inside an action: deal and action are numbers.
        json bad = validRecord();
        bad["deals"][0]["actions"][5] = play(2, "KS");
        ReplayResult result = replayJson(bad);
        QVERIFY(result.error);
        std::string out = replayReport(result);
        QVERIFY2(out.find('\n') == std::string::npos, "the report is one line");
        json report = json::parse(out);
        QCOMPARE(js(report.at("ok")), js(json(false)));
        QVERIFY(report.at("error").is_string() && !report.at("error").get<std::string>().empty());
        QCOMPARE(js(report.at("deal")), js(json(1)));
        QCOMPARE(js(report.at("action")), js(json(6)));
        // Never a partial state as if it were valid.
        for (const char* key : {"chips", "board", "bets", "deals", "next", "finished"})
            QVERIFY2(!report.contains(key), key);

        // An error in a deal but no action: action is null.
        bad = validRecord();
        bad["deals"][0].erase("turnup");
        report = json::parse(replayReport(replayJson(bad)));
        QCOMPARE(js(report.at("ok")), js(json(false)));
        QCOMPARE(js(report.at("deal")), js(json(1)));
        QVERIFY(report.contains("action") && report.at("action").is_null());

        // An error before any deal: both null.
        report = json::parse(replayReport(replayText("[1, 2]")));
        QCOMPARE(js(report.at("ok")), js(json(false)));
        QVERIFY(report.contains("deal") && report.at("deal").is_null());
        QVERIFY(report.contains("action") && report.at("action").is_null());
    }

    void cardCodesOnInput() {
        // 10 for T and lower case are accepted wherever a card is read.
        json loose = validRecord();
        json& hands = loose["deals"][0]["hands"];
        hands[0][4] = "10C";
        hands[1][7] = "10s";
        hands[2][7] = "10H";
        hands[3][1] = "10d";
        hands[3][0] = "7c";
        hands[1][0] = "kC";
        loose["deals"][0]["turnup"] = "7d";
        json& actions = loose["deals"][0]["actions"];
        actions[5] = play(2, "7s");
        actions[8] = play(1, "10S");
        actions[29] = play(3, "9d");
        actions[30] = play(3, "10d");
        const ReplayResult result = replayJson(loose);
        QVERIFY2(!result.error, errorText(result).c_str());
        QVERIFY(*result.state == *replayJson(validRecord()).state);

        // Written back, every card is two characters, rank then suit, upper
        // case: the record reads back as the strict one.
        GameRecord parsed;
        try {
            parsed = parseRecord(loose.dump());
        } catch (const RecordError& e) {
            QFAIL(e.what());
        }
        QVERIFY(parsed == parseRecord(validRecord().dump()));
        const json written = json::parse(writeRecord(parsed));
        std::vector<std::string> cards;
        collectCards(written.at("deals"), cards);
        for (const json& hand : written.at("deals").at(0).at("hands"))
            for (const json& c : hand) cards.push_back(c.get<std::string>());
        cards.push_back(written.at("deals").at(0).at("turnup").get<std::string>());
        QCOMPARE(static_cast<int>(cards.size()), 26 + 31 + 1); // the plays, the hands, the turnup
        for (const std::string& c : cards) {
            QVERIFY2(c.size() == 2, c.c_str());
            QVERIFY2(std::string("AKQJT987").find(c[0]) != std::string::npos, c.c_str());
            QVERIFY2(std::string("CDHS").find(c[1]) != std::string::npos, c.c_str());
        }
        QCOMPARE(js(written.at("deals").at(0).at("turnup")), js(json("7D")));

        // And the replay report too.
        cards.clear();
        collectCards(json::parse(replayReport(result)), cards);
        QVERIFY(cards.size() > 31);
        for (const std::string& c : cards) QVERIFY2(c.size() == 2 && c != "--", c.c_str());

        // Cards in a deck are read the same way.
        json deck = record(json::array({deckDeal(fullActions())}));
        for (json& c : deck["deals"][0]["deck"])
            if (c.get<std::string>()[0] == 'T') c = "10" + c.get<std::string>().substr(1);
        const ReplayResult fromDeck = replayJson(deck);
        QVERIFY2(!fromDeck.error, errorText(fromDeck).c_str());
        QVERIFY(*fromDeck.state == *result.state);
    }
};

QTEST_APPLESS_MAIN(TestRecordReports)
#include "tst_record_reports.moc"
