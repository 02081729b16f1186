// Game records as ../shared/spec/game-record.md defines them: reading,
// writing and replaying them, decks and hands, forced actions left out,
// and simulated matches round-tripped. The hand-worked deal they are built
// around is described in records.h.
#include "records.h"

using namespace poch;
using namespace poch::test::records;
using nlohmann::json;

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
        // The match's seed is kept, and read back below.
        QVERIFY(original.seed.has_value());

        const std::string written = writeRecord(original);
        GameRecord reread;
        try {
            reread = parseRecord(written);
        } catch (const RecordError& e) {
            QFAIL(e.what());
        }
        QVERIFY(reread == original);
        QCOMPARE(reread.seed, original.seed);
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
};

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
