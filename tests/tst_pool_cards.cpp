// The pool cards of Newmarket, Saratoga and the sevens game: any Ace, King,
// Queen and Jack of four suits, as 003 ("each of a different suit") and 001
// ("say, for example") allow, fixed for the match; and every deal of a
// record checked in full, also one the record stops before (while stakes
// are placed for it). Outcomes worked out by hand from the sources.
#include "scripted_deal.h"

#include "poch/game_record.h"
#include "poch/pool_cards.h"
#include "poch/random.h"
#include "poch/replay.h"

#include <nlohmann/json.hpp>

#include <set>

using namespace poch;
using namespace poch::test;
using nlohmann::json;

namespace {

json stake(int seat, const char* pool, int chips) {
    return {{"seat", seat}, {"act", "stake"}, {"pool", pool}, {"chips", chips}};
}
json play(int seat, const char* card) { return {{"seat", seat}, {"act", "play"}, {"card", card}}; }
json plays(int seat, const std::string& codes) {
    json list = json::array();
    for (Card c : cards(codes)) list.push_back(play(seat, c.code().c_str()));
    return list;
}
json plays(const std::vector<std::pair<int, std::string>>& runs) {
    json list = json::array();
    for (const auto& [seat, codes] : runs) {
        std::istringstream in(codes);
        std::string code;
        while (in >> code) list.push_back(play(seat, code.c_str()));
    }
    return list;
}
json concat(json a, const json& b) {
    for (const json& item : b) a.push_back(item);
    return a;
}
json cardList(const std::string& codes) {
    json list = json::array();
    std::istringstream in(codes);
    std::string code;
    while (in >> code) list.push_back(code);
    return list;
}
json record(const char* ruleset, int chips, json deals, json options = json::object()) {
    return {{"format", "poch-record/1"},
            {"ruleset", ruleset},
            {"options", options},
            {"seats", json::array({{{"name", "Anna"}}, {{"name", "Ben"}, {"ai", "expert"}}, {{"name", "Cleo"}, {"ai", "standard"}}})},
            {"chips", chips},
            {"deals", deals}};
}

// Newmarket with three players and the boodle cards AD KS QC JH. Deal 1,
// dealer seat 0: seat 1 holds two to eight of hearts, two to four, King
// and Ace of clubs and the Queen of diamonds; the nine of hearts is in the
// dummy, so hearts stop there. Seat 2 plays five to Queen of clubs and so
// takes the Queen of clubs' stake; seat 1 goes out with the Queen of
// diamonds, which is no boodle card in this match.
json newmarketFirstDeal(const char* layout = "AD KS QC JH") {
    json deal = {{"dealer", 0},
                 {"hands", json::array({cardList("2D 3D 4D 5D 6D 7D 8D 9D TD JD KD AD 2S"),
                                        cardList("2H 3H 4H 5H 6H 7H 8H 2C 3C 4C KC AC QD"),
                                        cardList("5C 6C 7C 8C 9C TC JC QC TH JH QH KH AH")})},
                 {"spare", cardList("9H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")},
                 {"layout", cardList(layout)}};
    return deal;
}
json newmarketFirstActions(bool fixedStakes) {
    json stakes = fixedStakes ? json::array()
                              : json::array({stake(1, "AD", 10), stake(2, "KS", 5), stake(2, "QC", 5), stake(0, "JH", 10)});
    return concat(stakes, plays({{1, "2H 3H 4H 5H 6H 7H 8H 2C 3C 4C"}, {2, "5C 6C 7C 8C 9C TC JC QC"}, {1, "KC AC QD"}}));
}
// Deal 2, dealer seat 1: a suit to each hand and hearts to the dummy;
// seat 2, the eldest hand, leads and plays out its diamonds, the Ace of
// diamonds taking the chips on its twin.
json newmarketSecondDeal(const char* layout = "AD KS QC JH") {
    return {{"hands", json::array({cardList("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"),
                                   cardList("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"),
                                   cardList("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD")})},
            {"spare", cardList("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")},
            {"layout", cardList(layout)}};
}
json newmarketSecondActions(bool fixedStakes) {
    json stakes = fixedStakes ? json::array() : json::array({stake(2, "KS", 10), stake(0, "JH", 10), stake(1, "AD", 10)});
    return concat(stakes, plays(2, "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"));
}

QString js(const json& j) { return QString::fromStdString(j.dump()); }

json report(const ReplayResult& result) { return json::parse(replayReport(result)); }

ReplayResult replayJson(const json& r) { return replayText(r.dump()); }

} // namespace

class TestPoolCards : public QObject {
    Q_OBJECT

private slots:
    void anyAceKingQueenJackOfFourSuits() {
        QVERIFY(poolCardsError(cards("AH KS QD JC")).empty());
        QVERIFY(poolCardsError(cards("AS KC QH JD")).empty());
        QVERIFY(!poolCardsError(cards("AH KH QD JC")).empty()); // two hearts
        QVERIFY(!poolCardsError(cards("AH KS QD TC")).empty()); // no Jack
        QVERIFY(!poolCardsError(cards("AH KS QD")).empty());
        QVERIFY(!poolCardsError(cards("AH KS QD JC JD")).empty());
        // Pool p is the card of the p-th rank: Ace, King, Queen, Jack.
        const CardSet set = cards("JC AH QD KS");
        QCOMPARE(poolCard(set, 0), card("AH"));
        QCOMPARE(poolCard(set, 3), card("JC"));
        QCOMPARE(poolOfCard(set, card("KS")), 1);
        QCOMPARE(poolOfCard(set, card("KC")), -1);
        QCOMPARE(QString::fromStdString(poolCardsText(set)), QStringLiteral("AH KS QD JC"));
        // Random sets are always proper, and every one of the 24 turns up.
        Random random(17);
        std::set<std::string> seen;
        for (int i = 0; i < 2000; ++i) {
            const CardSet drawn = randomPoolCards(random);
            QVERIFY(poolCardsError(drawn).empty());
            seen.insert(poolCardsText(drawn));
        }
        QCOMPARE(static_cast<int>(seen.size()), 24);
    }

    void stateKeepsTheMatchsPoolCards() {
        ScriptedMatch m("newmarket", {40, 40, 40}, 0);
        QCOMPARE(m.state.table().poolCards, cards("AH KC QD JS")); // the customary set until chosen
        m.state.setPoolCards(cards("AD KS QC JH"));
        QCOMPARE(QString::fromStdString(m.state.poolId(0)), QStringLiteral("AD"));
        QCOMPARE(QString::fromStdString(m.state.poolId(3)), QStringLiteral("JH"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.state.setPoolCards(cards("AD KD QC JH")));
        ScriptedMatch poch("poch", {40, 40, 40}, 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, poch.state.setPoolCards(cards("AD KS QC JH")));
    }

    // Deal 1: stakes AD 10, KS 5, QC 5, JH 10; seat 2 takes QC's 5 and
    // seat 1 goes out for a chip from each: 29, 32, 34, pools 10 5 0 10.
    // Deal 2: stakes KS 10, JH 10, AD 10; seat 2 takes AD's 20 (10 carried
    // from deal 1) and a chip from each: 18, 21, 46, pools 0 15 0 20.
    void newmarketCarriesChipsOnTheSameCards() {
        json first = newmarketFirstDeal();
        first["actions"] = newmarketFirstActions(false);
        json second = newmarketSecondDeal();
        second["actions"] = newmarketSecondActions(false);

        const ReplayResult afterOne = replayJson(record("newmarket", 40, json::array({first})));
        QVERIFY2(!afterOne.error, afterOne.error ? afterOne.error->what() : "");
        json out = report(afterOne);
        QCOMPARE(js(out["chips"]), js(json::array({29, 32, 34})));
        QCOMPARE(js(out["board"]), js(json({{"AD", 10}, {"KS", 5}, {"QC", 0}, {"JH", 10}})));

        const json both = record("newmarket", 40, json::array({first, second}));
        const ReplayResult result = replayJson(both);
        QVERIFY2(!result.error, result.error ? result.error->what() : "");
        out = report(result);
        QCOMPARE(js(out["chips"]), js(json::array({18, 21, 46})));
        QCOMPARE(js(out["board"]), js(json({{"AD", 0}, {"KS", 15}, {"QC", 0}, {"JH", 20}})));
        // The pool won in deal 2 is named by its card in the events.
        bool adWon = false;
        for (const json& e : out["deals"][1]["events"])
            if (e["type"] == "pool-won" && e["pool"] == "AD") adWon = e["chips"] == 20;
        QVERIFY(adWon);

        // Written and read again, the record names the same cards.
        const GameRecord parsed = parseRecord(both.dump());
        QCOMPARE(matchPoolCards(parsed), cards("AD KS QC JH"));
        QVERIFY(parseRecord(writeRecord(parsed)) == parsed);
        QVERIFY(json::parse(writeRecord(parsed))["deals"][0]["actions"][0]["pool"] == "AD");
    }

    // Saratoga: a chip from each of three players on each card. Deal 1:
    // seat 2 takes QC's 3, seat 1 a chip from each: 15, 18, 18, pools
    // 3 3 0 3. Deal 2: 3 more on each; seat 2 takes AD's 6 and a chip from
    // each: 10, 13, 22, pools 0 6 3 6.
    void saratogaCarriesChipsOnTheSameCards() {
        json first = newmarketFirstDeal();
        first["actions"] = newmarketFirstActions(true);
        json second = newmarketSecondDeal();
        second["actions"] = newmarketSecondActions(true);
        const ReplayResult result = replayJson(record("saratoga", 20, json::array({first, second})));
        QVERIFY2(!result.error, result.error ? result.error->what() : "");
        const json out = report(result);
        QCOMPARE(js(out["chips"]), js(json::array({10, 13, 22})));
        QCOMPARE(js(out["board"]), js(json({{"AD", 0}, {"KS", 6}, {"QC", 3}, {"JH", 6}})));
    }

    // The sevens game with pool cards AD KS QC JH, so the King of diamonds,
    // Queen of spades, Jack of clubs and ten of hearts take their stakes.
    // Deal 1, dealer seat 0: stakes AD (seat 1), KS (seat 2), QC and JH
    // (seat 0). Seat 1 plays out, taking AD, KS and QC's counters; nobody
    // plays the ten of hearts, so JH's counter stays. Seats 0 and 2 pay a
    // counter a card: 14 and 15. Chips 14, 61, 14, JH 1.
    // Deal 2, dealer seat 1: the bare cards are covered first (AD by seat
    // 2, KS by seat 0, QC by the dealer), then the dealer's second counter
    // on JH, which now holds 2. Seat 2 plays out, the ten of hearts taking
    // JH's 2; seat 0 owes 15 and pays its 13, seat 1 pays 14. Chips 0, 45,
    // 42; AD, KS and QC keep a counter each.
    void sevensCarriesChipsOnTheSameCards() {
        json first = {{"dealer", 0},
                      {"hands", json::array({cardList("2D 3D 4D 5D 8D 9D TD JD QD TH AH 2H 3H 4H"),
                                             cardList("AC 2C 3C 4C 5C 6C 8C 9C TC JC KD 6D KC QS AS"),
                                             cardList("5H 6H 8H 9H QH KH 2S 3S 4S 5S 6S 8S 9S TS JS")})},
                      {"layout", cardList("AD KS QC JH")}};
        first["actions"] = concat(json::array({stake(1, "AD", 1), stake(2, "KS", 1), stake(0, "QC", 1), stake(0, "JH", 1)}),
                                  plays({{1, "AC 2C 3C 4C 5C 6C"}, {1, "8C 9C TC JC"}, {1, "KD"}, {1, "6D"}, {1, "KC"},
                                         {1, "QS"}, {1, "AS"}}));
        json second = {{"hands", json::array({cardList("5C 6C 8C 9C TC JC KC 2D 3D 4D 5D 6D 8D 9D TD"),
                                              cardList("JD QD KD 2S 3S 4S 5S 6S 8S 9S TS JS QS AS"),
                                              cardList("AH 2H 3H 4H 5H 6H 8H 9H TH QH KH AC 2C 3C 4C")})},
                       {"layout", cardList("AD KS QC JH")}};
        second["actions"] = concat(json::array({stake(2, "AD", 1), stake(0, "KS", 1), stake(1, "QC", 1), stake(1, "JH", 1)}),
                                   plays({{2, "AH 2H 3H 4H 5H 6H"}, {2, "8H 9H TH"}, {2, "QH KH"}, {2, "AC 2C 3C 4C"}}));

        const ReplayResult afterOne = replayJson(record("sevens", 30, json::array({first})));
        QVERIFY2(!afterOne.error, afterOne.error ? afterOne.error->what() : "");
        json out = report(afterOne);
        QCOMPARE(js(out["chips"]), js(json::array({14, 61, 14})));
        QCOMPARE(js(out["board"]), js(json({{"AD", 0}, {"KS", 0}, {"QC", 0}, {"JH", 1}})));

        const ReplayResult result = replayJson(record("sevens", 30, json::array({first, second})));
        QVERIFY2(!result.error, result.error ? result.error->what() : "");
        out = report(result);
        QCOMPARE(js(out["chips"]), js(json::array({0, 45, 42})));
        QCOMPARE(js(out["board"]), js(json({{"AD", 1}, {"KS", 1}, {"QC", 1}, {"JH", 0}})));
        QCOMPARE(js(out["finished"]), js(json(true)));
    }

    // A deal given as a whole pack lays out the match's pool cards; a first
    // deal given so lays out the customary ones.
    void aDeckDealsTheMatchsPoolCards() {
        const auto rules = ScriptedMatch::make("sevens", 3, {});
        State state(rules, std::vector<std::int32_t>{30, 30, 30}, 0);
        state.setPoolCards(cards("AD KS QC JH"));
        const DealLayout l = rules->dealFromDeck(state.table(), rules->pack().ordered());
        QCOMPARE(l.layout, cards("AD KS QC JH"));
        json deck = json::array();
        for (Card c : rules->pack().ordered()) deck.push_back(c.code());
        const GameRecord r = parseRecord(record("sevens", 30, json::array({{{"deck", deck}}})).dump());
        QCOMPARE(matchPoolCards(r), cards("AS KC QH JD"));
    }

    void refusedPoolCards_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("deal");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const json& r, int deal, int action, const char* message) {
            QTest::newRow(name) << QByteArray::fromStdString(r.dump()) << deal << action << QString::fromUtf8(message);
        };
        json first = newmarketFirstDeal();
        first["actions"] = newmarketFirstActions(false);
        json second = newmarketSecondDeal("AH KC QD JS");
        second["actions"] = newmarketSecondActions(false);
        row("later deal changes the cards", record("newmarket", 40, json::array({first, second})), 2, 0,
            "the pool cards of this match are AD KS QC JH, not AH KC QD JS");
        // Changed in the last deal, while its stakes are still being placed.
        json secondStakes = newmarketSecondDeal("AH KC QD JS");
        secondStakes["actions"] = json::array({stake(2, "KS", 10)});
        row("last deal changes the cards during its stakes", record("newmarket", 40, json::array({first, secondStakes})),
            2, 0, "the pool cards of this match are");
        json twoHearts = newmarketFirstDeal("AH KH QC JS");
        row("two of a suit", record("newmarket", 40, json::array({twoHearts})), 1, 0, "four different suits");
        json wrongCard = newmarketFirstDeal();
        wrongCard["actions"] = json::array({stake(1, "AH", 10)});
        row("a card not among this match's", record("newmarket", 40, json::array({wrongCard})), 1, 1,
            "'AH' is not one of this match's pool cards (AD KS QC JH)");
    }

    void refusedPoolCards() {
        QFETCH(QByteArray, text);
        QFETCH(int, deal);
        QFETCH(int, action);
        QFETCH(QString, message);
        const ReplayResult result = replayText(text.toStdString());
        QVERIFY2(result.error, "the record was accepted");
        QVERIFY2(QString::fromStdString(result.error->what()).contains(message), result.error->what());
        QCOMPARE(result.error->deal(), deal);
        QCOMPARE(result.error->action(), action);
    }

    // A record that stops while the stakes before its last deal are being
    // placed still has that deal's cards checked in full.
    void lastDealCheckedDuringItsStakes_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("deal");
        QTest::addColumn<QString>("message");
        auto row = [](const char* name, const json& r, int deal, const char* message) {
            QTest::newRow(name) << QByteArray::fromStdString(r.dump()) << deal << QString::fromUtf8(message);
        };
        json first = newmarketFirstDeal();
        first["actions"] = newmarketFirstActions(false);

        // Newmarket: a hand of 12 and a dummy of 14, one stake placed.
        json shortHand = newmarketSecondDeal();
        shortHand["hands"][0].erase(12);
        shortHand["spare"].push_back("AC");
        shortHand["actions"] = json::array({stake(2, "KS", 10)});
        row("newmarket hand size", record("newmarket", 40, json::array({first, shortHand})), 2,
            "seat 0 must be dealt 13 cards, not 12");
        json threeCards = newmarketSecondDeal("AD KS QC");
        threeCards["actions"] = json::array();
        row("newmarket layout", record("newmarket", 40, json::array({first, threeCards})), 2,
            "expected 4 layout cards, not 3");
        // Newmarket's first deal too, stopping before any stake.
        json firstShort = newmarketFirstDeal();
        firstShort["hands"][1].erase(0);
        firstShort["spare"].push_back("2H");
        row("newmarket first deal", record("newmarket", 40, json::array({firstShort})), 1,
            "seat 1 must be dealt 13 cards, not 12");

        // The sevens game: a seven in a hand.
        json sevens = {{"dealer", 0},
                       {"hands", json::array({cardList("2D 3D 4D 5D 8D 9D TD JD QD TH AH 2H 3H 7H"),
                                              cardList("AC 2C 3C 4C 5C 6C 8C 9C TC JC KD 6D KC QS AS"),
                                              cardList("5H 6H 8H 9H QH KH 2S 3S 4S 5S 6S 8S 9S TS JS")})},
                       {"layout", cardList("AD KS QC JH")},
                       {"actions", json::array({stake(1, "AD", 1)})}};
        row("sevens with a seven", record("sevens", 30, json::array({sevens})), 1, "card 7H is not in this pack");

        // Pope Joan where the dealer stakes before the deal: the eight of
        // diamonds, which the pack leaves out.
        const auto popeJoan = ScriptedMatch::make("pope-joan", 3, {});
        DealLayout l = popeJoan->dealFromDeck(popeJoan->pack().ordered(), 0);
        json hands = json::array();
        for (int s = 0; s < 3; ++s) {
            json hand = json::array();
            for (Card c : l.hands[static_cast<std::size_t>(s)]) hand.push_back(c.code());
            hands.push_back(hand);
        }
        hands[0][0] = "8D";
        json spare = json::array();
        for (Card c : l.spare) spare.push_back(c.code());
        json pj = {{"dealer", 0}, {"hands", hands}, {"spare", spare}, {"turnup", l.turnup.code()}};
        row("pope joan with the eight of diamonds",
            record("pope-joan", 30, json::array({pj}), {{"winner-takes-game", true}}), 1,
            "card 8D is not in this pack");
    }

    void lastDealCheckedDuringItsStakes() {
        QFETCH(QByteArray, text);
        QFETCH(int, deal);
        QFETCH(QString, message);
        const ReplayResult result = replayText(text.toStdString());
        QVERIFY2(result.error, "the record was accepted");
        QVERIFY2(QString::fromStdString(result.error->what()).contains(message), result.error->what());
        QCOMPARE(result.error->deal(), deal);
        const json out = report(result);
        QCOMPARE(js(out["ok"]), js(json(false)));
        QVERIFY(!out.contains("next"));
        QVERIFY(!out.contains("chips"));
    }
};

QTEST_APPLESS_MAIN(TestPoolCards)
#include "tst_pool_cards.moc"
