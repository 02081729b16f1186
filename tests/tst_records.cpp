// Game records as ../shared/spec/game-record.md defines them: reading,
// writing and replaying, and the report `poch-cli replay` prints. Every
// refused record must name the first offending place (deal and action
// counted from 1, 0 for none), because that is what a person fixing a
// hand-written record needs.
//
// Most records here are built around one hand-written four-player deal of
// modern Poch whose outcome was worked out by hand (and by an independent
// model of the rules) before it was ever replayed:
//
//   dealer seat 0, turned-up card 7D, so diamonds are the pay suit
//   seat 0: AC KD QS JH TC 9S 8H       (7 cards, no pair: may only pass)
//   seat 1: KC KH QD JD 9C 8S 7H TS    (pair of kings)
//   seat 2: AD AH QC JC 8D 8C 7S TH    (aces and eights; aces count)
//   seat 3: 7C TD 9D QH 9H AS KS JS    (pair of nines)
//
// Stage 1: after the antes every pool holds 4. Seat 2 takes Ace (AD),
// seat 0 King (KD), seat 1 Queen and Jack (QD JD), seat 3 Ten (TD). King
// and Queen are split, so Marriage carries; 7D is turned up, so Sequence
// carries.
// Stage 2: seat 1 bets 2, seat 2 raises to 4, seat 3 drops, seat 0 must
// pass (forced), seat 1 calls with 2 more. Aces beat kings: seat 2 takes
// the 8 bet chips and the Pocher pool of 4.
// Stage 3: seat 2 leads 7S, spades run to AS (seat 3); seat 3 leads 7C,
// clubs run to AC (seat 0); seat 0 leads 8H, hearts run to AH (seat 2);
// seat 2 leads 8D, seat 3 plays 9D and TD, its last card. Seat 3 takes the
// pot of 4 and 1 + 3 + 1 chips for the cards left in the other hands.
// Final chips 44 42 52 54, Marriage 4 and Sequence 4 on the board.
#include "poch/game_record.h"
#include "poch/registry.h"
#include "poch/replay.h"
#include "poch/simulation.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

using namespace poch;
using nlohmann::json;

namespace {

const std::vector<std::vector<std::string>> kHands = {
    {"AC", "KD", "QS", "JH", "TC", "9S", "8H"},
    {"KC", "KH", "QD", "JD", "9C", "8S", "7H", "TS"},
    {"AD", "AH", "QC", "JC", "8D", "8C", "7S", "TH"},
    {"7C", "TD", "9D", "QH", "9H", "AS", "KS", "JS"},
};
const char* const kTurnup = "7D";
const std::array<std::int32_t, 4> kFinalChips{44, 42, 52, 54};
const std::vector<std::string> kPools{"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "pocher", "pot"};

json pass(int seat) { return {{"seat", seat}, {"act", "pass"}}; }
json bet(int seat, int chips) { return {{"seat", seat}, {"act", "bet"}, {"chips", chips}}; }
json play(int seat, const char* card) { return {{"seat", seat}, {"act", "play"}, {"card", card}}; }

// The betting of the deal above, seat 0's forced pass included.
json bettingActions() { return json::array({bet(1, 2), bet(2, 4), pass(3), pass(0), bet(1, 2)}); }

// Every action of the deal, forced ones included (31 actions).
json fullActions() {
    json actions = bettingActions();
    for (const json& a :
         {play(2, "7S"), play(1, "8S"), play(0, "9S"), play(1, "TS"), play(3, "JS"), play(0, "QS"), play(3, "KS"),
          play(3, "AS"), play(3, "7C"), play(2, "8C"), play(1, "9C"), play(0, "TC"), play(2, "JC"), play(2, "QC"),
          play(1, "KC"), play(0, "AC"), play(0, "8H"), play(3, "9H"), play(2, "TH"), play(0, "JH"), play(3, "QH"),
          play(1, "KH"), play(2, "AH"), play(2, "8D"), play(3, "9D"), play(3, "TD")})
        actions.push_back(a);
    return actions;
}

// The same deal with only the actions that were a real choice: the bets,
// seat 3's drop and the four leads. Seat 0's pass and every follow in
// sequence were the only legal action.
json unforcedActions() {
    return json::array({bet(1, 2), bet(2, 4), pass(3), bet(1, 2), play(2, "7S"), play(3, "7C"), play(0, "8H"),
                        play(2, "8D")});
}

json firstDeal(const json& actions) {
    return {{"dealer", 0}, {"hands", kHands}, {"turnup", kTurnup}, {"actions", actions}};
}

// A second deal, dealt by seat 1: each hand of the first deal moves one
// seat to the left, so the dealer again holds the seven-card hand.
// Betting opens with seat 2, who holds the kings and so has a choice.
json secondDeal() {
    json hands = json::array();
    for (int s = 0; s < 4; ++s) hands.push_back(kHands[static_cast<std::size_t>((s + 3) % 4)]);
    return {{"hands", hands}, {"turnup", kTurnup}, {"actions", json::array()}};
}

json record(const json& deals) {
    return {{"format", "poch-record/1"},
            {"ruleset", "poch"},
            {"options", json::object()},
            {"seats", json::array({{{"name", "Anna"}},
                                   {{"name", "Ben"}, {"ai", "expert"}},
                                   {{"name", "Cleo"}, {"ai", "beginner"}},
                                   {{"name", "Dora"}}})},
            {"chips", 50},
            {"deals", deals}};
}

json validRecord() { return record(json::array({firstDeal(fullActions())})); }

// The pack in the order the dealer would have held it: one card at a time
// from the dealer's left, the 32nd turned up.
json deckFromHands(const std::vector<std::vector<std::string>>& hands, int dealer, const std::string& turnup) {
    const int seats = static_cast<int>(hands.size());
    std::vector<std::size_t> next(hands.size(), 0);
    json deck = json::array();
    for (int i = 0; i < 31; ++i) {
        const auto seat = static_cast<std::size_t>((dealer + 1 + i) % seats);
        deck.push_back(hands[seat][next[seat]++]);
    }
    deck.push_back(turnup);
    return deck;
}

json deckDeal(const json& actions) {
    return {{"dealer", 0}, {"deck", deckFromHands(kHands, 0, kTurnup)}, {"actions", actions}};
}

// Qt Test cannot print nlohmann values (and its overloads trip over
// json's converting constructors), so JSON is compared as text.
QString js(const json& j) { return QString::fromStdString(j.dump()); }

QByteArray text(const json& j) { return QByteArray::fromStdString(j.dump()); }

ReplayResult replayJson(const json& j) { return replayText(j.dump()); }

ReplayResult replayBytes(const QByteArray& bytes) {
    return replayText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

std::string errorText(const ReplayResult& r) { return r.error ? r.error->what() : std::string("no error"); }

std::int64_t sumOfChips(const json& report) {
    std::int64_t total = 0;
    for (const json& c : report.at("chips")) total += c.get<std::int64_t>();
    for (const auto& [pool, c] : report.at("board").items()) total += c.get<std::int64_t>();
    total += report.at("bets").get<std::int64_t>();
    return total;
}

// Walks a report and collects every card code it prints.
void collectCards(const json& j, std::vector<std::string>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            if ((key == "card" || key == "with" || key == "missing") && value.is_string())
                out.push_back(value.get<std::string>());
            else if (key == "cards" && value.is_array())
                for (const json& c : value) out.push_back(c.get<std::string>());
            else
                collectCards(value, out);
        }
    } else if (j.is_array()) {
        for (const json& item : j) collectCards(item, out);
    }
}

// A copy of the record with every action left out that was the only legal
// one when it was taken.
GameRecord withoutForcedActions(const GameRecord& full) {
    GameRecord stripped = full;
    State state = startingState(full);
    for (std::size_t d = 0; d < full.deals.size(); ++d) {
        const RecordDeal& deal = full.deals[d];
        const DealLayout layout = deal.layout ? *deal.layout : state.rules().dealFromDeck(deal.deck, state.dealer());
        state.deal(layout);
        stripped.deals[d].actions.clear();
        for (const RecordAction& ra : deal.actions) {
            if (state.legalActions().size() > 1) stripped.deals[d].actions.push_back(ra);
            state.apply(ra.action);
        }
    }
    return stripped;
}

} // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void handWrittenDealReplays() {
        const ReplayResult result = replayJson(validRecord());
        QVERIFY2(!result.error, errorText(result).c_str());
        QVERIFY(result.state);
        const State& state = *result.state;
        // The outcome worked out by hand at the top of this file.
        for (int s = 0; s < 4; ++s)
            QCOMPARE(state.chips().seat[static_cast<std::size_t>(s)], kFinalChips[static_cast<std::size_t>(s)]);
        QCOMPARE(state.chips().pool[5], 4); // marriage carries
        QCOMPARE(state.chips().pool[6], 4); // sequence carries
        QCOMPARE(state.chips().board(), 8);
        QCOMPARE(state.chips().bets, 0);
        QVERIFY(state.awaitingDeal());
        QCOMPARE(state.dealer(), 1); // the deal passes to the left
        QCOMPARE(result.deals.size(), std::size_t{1});
    }

    void dataFileReplays() {
        QFile file(QStringLiteral(POCH_TEST_DATA "/poch-4p-hands.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        const ReplayResult fromFile = replayBytes(file.readAll());
        QVERIFY2(!fromFile.error, errorText(fromFile).c_str());
        // The data file is the deal of this file, names and all.
        const ReplayResult built = replayJson(validRecord());
        QVERIFY(*fromFile.state == *built.state);
    }

    void deckDealsLikeHands() {
        const ReplayResult hands = replayJson(validRecord());
        const ReplayResult deck = replayJson(record(json::array({deckDeal(fullActions())})));
        QVERIFY2(!hands.error, errorText(hands).c_str());
        QVERIFY2(!deck.error, errorText(deck).c_str());
        QVERIFY(*hands.state == *deck.state);
        QCOMPARE(hands.deals, deck.deals);

        // Before any action too: the deck puts every card in the same hand.
        const ReplayResult handsOnly = replayJson(record(json::array({firstDeal(json::array())})));
        const ReplayResult deckOnly = replayJson(record(json::array({deckDeal(json::array())})));
        QVERIFY2(!handsOnly.error && !deckOnly.error, (errorText(handsOnly) + " / " + errorText(deckOnly)).c_str());
        for (int s = 0; s < 4; ++s) QCOMPARE(deckOnly.state->hand(s), handsOnly.state->hand(s));
        QCOMPARE(deckOnly.state->table().turnup, *Card::parse(kTurnup));
    }

    void deckFromOtherDealer() {
        // Dealt by seat 2 the first card goes to seat 3 and the dealer gets
        // seven: the hands of the first deal rotated two seats.
        std::vector<std::vector<std::string>> hands(4);
        for (std::size_t s = 0; s < 4; ++s) hands[s] = kHands[(s + 2) % 4];
        json byHands = record(json::array({{{"dealer", 2}, {"hands", hands}, {"turnup", kTurnup}}}));
        json byDeck = record(json::array({{{"dealer", 2}, {"deck", deckFromHands(hands, 2, kTurnup)}}}));
        const ReplayResult a = replayJson(byHands);
        const ReplayResult b = replayJson(byDeck);
        QVERIFY2(!a.error && !b.error, (errorText(a) + " / " + errorText(b)).c_str());
        QVERIFY(*a.state == *b.state);
        QCOMPARE(a.state->currentSeat(), 3); // betting opens at the dealer's left
    }

    void threePlayersLayOneCardAside() {
        // A fresh pack in suit order, dealt by seat 1: ten cards each from
        // seat 2 round, the 31st laid aside, the 32nd (AS) turned up.
        std::vector<std::string> pack;
        for (const char suit : std::string("CDHS"))
            for (const char rank : std::string("789TJQKA")) pack.push_back(std::string{rank, suit});
        std::vector<std::vector<std::string>> hands(3);
        for (std::size_t i = 0; i < 30; ++i) hands[(2 + i) % 3].push_back(pack[i]);
        auto threeSeats = [](json deal) {
            json r = record(json::array({std::move(deal)}));
            r["seats"].erase(3);
            return r;
        };
        const json byDeck = threeSeats({{"dealer", 1}, {"deck", pack}});
        const json byHands =
            threeSeats({{"dealer", 1}, {"hands", hands}, {"spare", {pack[30]}}, {"turnup", pack[31]}});
        const ReplayResult a = replayJson(byDeck);
        const ReplayResult b = replayJson(byHands);
        QVERIFY2(!a.error && !b.error, (errorText(a) + " / " + errorText(b)).c_str());
        QVERIFY(*a.state == *b.state);
        for (int s = 0; s < 3; ++s) QCOMPARE(a.state->hand(s).size(), 10);
        QVERIFY(a.state->table().laidAside.contains(*Card::parse(pack[30])));
        QCOMPARE(a.state->table().turnup, *Card::parse("AS"));

        // Without the laid-aside card the deal is incomplete.
        json noSpare = byHands;
        noSpare["deals"][0].erase("spare");
        const ReplayResult c = replayJson(noSpare);
        QVERIFY(c.error);
        QCOMPARE(c.error->deal(), 1);
        QCOMPARE(c.error->action(), 0);
    }

    void forcedActionsMayBeLeftOut() {
        const ReplayResult full = replayJson(validRecord());
        const ReplayResult brief = replayJson(record(json::array({firstDeal(unforcedActions())})));
        QVERIFY2(!full.error, errorText(full).c_str());
        QVERIFY2(!brief.error, errorText(brief).c_str());
        QVERIFY(*full.state == *brief.state);
        QCOMPARE(full.deals, brief.deals); // the replayer plays the same forced actions

        // Leaving out only some of them is as good.
        json some = fullActions();
        some.erase(some.begin() + 3); // seat 0's forced pass
        some.erase(some.begin() + 5); // seat 1's 8S after the lead of 7S
        const ReplayResult partly = replayJson(record(json::array({firstDeal(some)})));
        QVERIFY2(!partly.error, errorText(partly).c_str());
        QVERIFY(*full.state == *partly.state);
    }

    // A match saved while the stakes before its first deal are being placed:
    // the record holds the deal's cards and the stakes so far, and replays
    // to a table still taking stakes, the cards not yet dealt.
    void recordMayStopWhileStaking() {
        const auto rules = makeRuleset("newmarket", Options(findRuleset("newmarket")->options), 4);
        const std::vector<std::int32_t> chips(4, 20);
        State live(rules, chips, 2);
        QCOMPARE(live.phase(), Phase::Staking);
        Random random(11);
        GameRecord rec;
        rec.ruleset = "newmarket";
        rec.options = rules->options();
        rec.seats = {{"A", ""}, {"B", "standard"}, {"C", "standard"}, {"D", "standard"}};
        rec.chips = chips;
        rec.deals.push_back({2, {}, shuffledDeal(*rules, live.table(), random), {}});
        for (int i = 0; i < 3; ++i) {
            const Action a = live.legalActions()[0];
            rec.deals.back().actions.push_back({live.currentSeat(), a});
            live.apply(a);
        }
        const ReplayResult replayed = replay(parseRecord(writeRecord(rec)));
        QVERIFY2(!replayed.error, errorText(replayed).c_str());
        QCOMPARE(replayed.state->phase(), Phase::Staking);
        QCOMPARE(replayed.state->dealsPlayed(), 0);
        QVERIFY(*replayed.state == live);

        // Stopping there is allowed only in the last deal.
        GameRecord two = rec;
        two.deals.push_back(rec.deals.back());
        QVERIFY(replay(two).error);
    }

    void forcedActionsLeftOutOfSimulatedMatches() {
        for (const std::uint64_t seed : {3u, 11u}) {
            SimulationSettings settings;
            settings.ruleset = "poch";
            settings.options = Options(findRuleset("poch")->options);
            settings.seats = 4;
            settings.deals = 12;
            settings.seed = seed;
            settings.checks = false;
            settings.recordFirstMatch = true;
            const SimulationSummary summary = simulate(settings);
            const GameRecord stripped = withoutForcedActions(summary.firstMatch);
            std::size_t before = 0, after = 0;
            for (const auto& d : summary.firstMatch.deals) before += d.actions.size();
            for (const auto& d : stripped.deals) after += d.actions.size();
            QVERIFY2(after < before, "a simulated match always has forced follows in the play");
            const ReplayResult full = replay(summary.firstMatch);
            const ReplayResult brief = replay(stripped);
            QVERIFY2(!full.error, errorText(full).c_str());
            QVERIFY2(!brief.error, errorText(brief).c_str());
            QVERIFY(*full.state == *brief.state);
            // And through the text form, as a person would save it.
            const ReplayResult briefText = replayText(writeRecord(stripped));
            QVERIFY2(!briefText.error, errorText(briefText).c_str());
            QVERIFY(*full.state == *briefText.state);
        }
    }

    void simulatedRecordsRoundTrip_data() {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("seats");
        QTest::newRow("4 seats, seed 1") << quint64{1} << 4;
        QTest::newRow("4 seats, seed 7") << quint64{7} << 4;
        QTest::newRow("4 seats, seed 2024") << quint64{2024} << 4;
        QTest::newRow("3 seats, seed 5") << quint64{5} << 3; // with a laid-aside card
        QTest::newRow("6 seats, seed 9") << quint64{9} << 6;
    }

    void simulatedRecordsRoundTrip() {
        QFETCH(quint64, seed);
        QFETCH(int, seats);
        SimulationSettings settings;
        settings.ruleset = "poch";
        settings.options = Options(findRuleset("poch")->options);
        settings.seats = seats;
        settings.deals = 200;
        settings.seed = seed;
        settings.checks = false; // replayed here instead, independently
        settings.recordFirstMatch = true;
        const SimulationSummary summary = simulate(settings);
        const GameRecord& original = summary.firstMatch;
        QVERIFY(!original.deals.empty());

        const std::string written = writeRecord(original);
        GameRecord reread;
        try {
            reread = parseRecord(written);
        } catch (const RecordError& e) {
            QFAIL(e.what());
        }
        QVERIFY(reread == original);
        QCOMPARE(writeRecord(reread), written);

        const ReplayResult result = replay(reread);
        QVERIFY2(!result.error, errorText(result).c_str());
        QCOMPARE(static_cast<int>(result.deals.size()), static_cast<int>(original.deals.size()));
        QCOMPARE(static_cast<int>(summary.firstMatchChips.size()), seats);
        for (int s = 0; s < seats; ++s)
            QCOMPARE(result.state->chips().seat[static_cast<std::size_t>(s)],
                     summary.firstMatchChips[static_cast<std::size_t>(s)]);
        QVERIFY(result.state->dealOver());

        // The report of the same replay agrees and accounts for every chip.
        const json report = json::parse(replayReport(result));
        QCOMPARE(js(report.at("ok")), js(json(true)));
        for (int s = 0; s < seats; ++s)
            QCOMPARE(report.at("chips").at(static_cast<std::size_t>(s)).get<std::int32_t>(),
                     summary.firstMatchChips[static_cast<std::size_t>(s)]);
        QCOMPARE(sumOfChips(report), std::int64_t{50} * seats);
        QCOMPARE(report.at("finished").get<bool>(), result.state->matchOver());
    }

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
        }(), 2, 0, "dealer must be seat 1");
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
        row("out of turn in deal 2", inDealTwo(json::array({pass(3)})), 2, 1, "it is seat 2's turn, not seat 3's");

        // Actions.
        row("out of turn", withActions(json::array({bet(2, 2)})), 1, 1, "it is seat 1's turn, not seat 2's");
        row("out of turn later", withActions(json::array({bet(1, 2), bet(3, 2)})), 1, 2,
            "it is seat 2's turn, not seat 3's");
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

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
