// Ranter-Go-Round (000, completed from Cassell's): ties, lives, seats
// leaving the match, the pool, invariants and records, worked out by hand
// from assets/rules/en/ranter-go-round.md.
#include "ranter_go_round.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::ranter;

class TestRanterGoRoundLives : public QObject {
    Q_OBJECT

private slots:
    void tiedLowestTurnedUpLastLoses() {
        // Dealer 2: cards are turned up 3, 0, 1, 2. Seats 3 and 1 tie with
        // threes; seat 1 turns up later and loses.
        ScriptedMatch m(kId, {10, 10, 10, 10}, 2, {{"kings-refuse", 1}});
        m.deal(round({"9C", "3D", "JH", "3S"}, "QH"));
        QVERIFY(allKeep(m));
        QCOMPARE(lifeLosers(m), 1 << 1);
        // The loss says why, and who shared the lowest card.
        QCOMPARE(static_cast<LifeLoss>(m.find(EventType::LifeLost)->detail), LifeLoss::LastOfLowest);
        QCOMPARE(static_cast<int>(m.find(EventType::LifeLost)->seats), (1 << 1) | (1 << 3));
        // A tie with the dealer: the dealer turns up last.
        ScriptedMatch n(kId, {10, 10, 10, 10}, 2, {{"kings-refuse", 1}});
        n.deal(round({"9C", "TD", "5H", "5S"}, "QH"));
        QVERIFY(allKeep(n));
        QCOMPARE(lifeLosers(n), 1 << 2);
    }

    void tiesAllLoseOption() {
        ScriptedMatch m(kId, {10, 10, 10, 10}, 2, {{"kings-refuse", 1}, {"ties-all-lose", 1}});
        m.deal(round({"9C", "3D", "JH", "3S"}, "QH"));
        QVERIFY(allKeep(m));
        QCOMPARE(lifeLosers(m), (1 << 1) | (1 << 3));
        QCOMPARE(static_cast<DealEnd>(m.find(EventType::DealOver)->detail), DealEnd::OutOfCards); // that is, unsaid
        for (const Event& e : m.events)
            if (e.type == EventType::LifeLost) {
                QCOMPARE(static_cast<LifeLoss>(e.detail), LifeLoss::LowestShared);
                QCOMPARE(static_cast<int>(e.seats), (1 << 1) | (1 << 3));
            }
        QCOMPARE(lives(m, 1), 2);
        QCOMPARE(lives(m, 3), 2);

        // Two of three go out together: the third takes the pool.
        ScriptedMatch two(kId, {10, 10, 10}, 0, {{"kings-refuse", 1}, {"ties-all-lose", 1}, {"lives", 1}});
        two.deal(round({"9C", "4D", "4H"}, "QH"));
        QVERIFY(allKeep(two));
        QVERIFY(isOut(two, 1) && isOut(two, 2));
        QCOMPARE(two.count(EventType::SeatOut), 2);
        QVERIFY(two.state.matchOver());
        QCOMPARE(two.chips(0), 9 + 3);

        // All three on their last life, all tied: the round does not count.
        ScriptedMatch all(kId, {10, 10, 10}, 0, {{"kings-refuse", 1}, {"ties-all-lose", 1}, {"lives", 1}});
        all.deal(round({"5C", "5D", "5H"}, "QH"));
        QVERIFY(allKeep(all));
        QCOMPARE(all.count(EventType::LifeLost), 0);
        QCOMPARE(static_cast<DealEnd>(all.find(EventType::DealOver)->detail), DealEnd::NobodyLoses);
        for (int s = 0; s < 3; ++s) QCOMPARE(lives(all, s), 1);
        QVERIFY(all.state.awaitingDeal());
        QCOMPARE(all.state.dealer(), 1);
    }

    void eliminationSkipsSeatsOutAndTheLastTakesThePool() {
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 1}, {"lives", 1}});
        const Ruleset& rules = m.state.rules();
        // Round 1, dealer 0: seat 3's 2 is lowest; seat 3 is out.
        m.deal(round({"JS", "9C", "8D", "2H"}, "QC"));
        QVERIFY(allKeep(m));
        QCOMPARE(lives(m, 3), 0);
        QVERIFY(isOut(m, 3));
        QVERIFY(m.find(EventType::SeatOut, 3));
        QVERIFY(m.state.awaitingDeal());
        QCOMPARE(m.state.dealer(), 1);

        // Seat 3 gets no card now: dealing by deck order goes 2, 0, 1.
        const std::vector<Card> deck = rules.pack().ordered();
        const DealLayout byDeck = rules.dealFromDeck(m.state.table(), deck);
        QCOMPARE(byDeck.hands[2], CardSet{deck[0]});
        QCOMPARE(byDeck.hands[0], CardSet{deck[1]});
        QCOMPARE(byDeck.hands[1], CardSet{deck[2]});
        QVERIFY(byDeck.hands[3].empty());
        QCOMPARE(byDeck.turnup, deck[3]);
        QCOMPARE(byDeck.spare.size(), 48);
        const DealShape shape = rules.dealShape(m.state.table());
        QCOMPARE(shape.handSizes[3], 0);
        QCOMPARE(shape.spare, 48);
        // A card for seat 3 is refused.
        {
            State copy = m.state;
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, copy.deal(round({"TD", "6H", "4C", "5S"}, "AS")));
        }

        // Round 2, dealer 1: seat 2 passes its 4 past seat 3 to seat 0 for
        // the 10, seat 0 passes it to the dealer for the 6, and the dealer
        // draws the Ace. Shown: TD, 6H, AS: the dealer is out.
        m.deal(round({"TD", "6H", "4C", ""}, "AS"));
        QCOMPARE(static_cast<int>(m.state.table().sittingOut), 1 << 3);
        QVERIFY(!m.find(EventType::CardsDealt, 3));
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY(m.act(2, kExchange));
        QCOMPARE(static_cast<int>(m.find(EventType::Exchanged, 2)->detail), 0);
        QCOMPARE(m.state.hand(2), cards("TD"));
        QCOMPARE(m.state.hand(0), cards("4C"));
        QCOMPARE(m.state.currentSeat(), 0);
        QVERIFY(m.act(0, kExchange));
        QCOMPARE(m.state.hand(0), cards("6H"));
        QCOMPARE(m.state.hand(1), cards("4C"));
        QVERIFY(m.act(1, kExchange));
        QCOMPARE(m.state.hand(1), cards("AS"));
        QCOMPARE(m.count(EventType::Showdown), 3);
        QVERIFY(isOut(m, 1));
        QCOMPARE(m.state.dealer(), 2);

        // Round 3, dealer 2: only seats 0 and 2. Seat 0 keeps the King, the
        // dealer keeps the Queen and is out; seat 0 takes the pool.
        m.deal(round({"KC", "", "QD", ""}, "2S"));
        QCOMPARE(m.state.currentSeat(), 0);
        QVERIFY(m.act(0, kKeep));
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY(m.act(2, kKeep));
        QVERIFY(m.state.matchOver());
        QCOMPARE(m.state.currentSeat(), -1);
        QCOMPARE(m.pool(0), 0);
        QCOMPARE(m.chips(0), 9 + 4);
        const Event* won = m.find(EventType::PoolWon);
        QVERIFY(won);
        QCOMPARE(static_cast<int>(won->seat), 0);
        QCOMPARE(won->chips, 4);
        const Event* over = m.find(EventType::MatchOver);
        QVERIFY(over);
        QCOMPARE(static_cast<int>(over->seats), 1);
        QCOMPARE(static_cast<MatchEnd>(over->detail), MatchEnd::OneLeft);
        QVERIFY(m.state.legalActions().empty());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, m.state.deal(round({"KC", "", "QD", ""}, "2S")));
    }

    void lifeChipsOption() {
        // Cassell's: each life lost puts a chip (here 2) into the pool, and
        // the last player left takes it all.
        ScriptedMatch m(kId, {10, 10, 10}, 0, {{"kings-refuse", 1}, {"life-chips", 2}, {"lives", 1}});
        m.deal(round({"9C", "2D", "8H"}, "QH"));
        QCOMPARE(m.pool(0), 3);
        QVERIFY(allKeep(m));
        QCOMPARE(m.chips(1), 10 - 1 - 2);
        QCOMPARE(m.pool(0), 5);
        // The chips for the life are said to be for it, not an ante.
        int forLives = 0;
        for (const Event& e : m.events)
            if (e.type == EventType::AntePaid && static_cast<AnteFor>(e.detail) == AnteFor::LifeLost) {
                QCOMPARE(int(e.seat), 1);
                forLives += e.chips;
            }
        QCOMPARE(forLives, 2);
        m.deal(round({"9C", "", "8H"}, "QH"));
        QVERIFY(allKeep(m));
        QCOMPARE(m.chips(2), 10 - 1 - 2);
        QVERIFY(m.state.matchOver());
        QCOMPARE(m.chips(0), 9 + 7);
        // A seat must start with enough for the stake and every life.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 ScriptedMatch(kId, {10, 10, 6}, 0, {{"kings-refuse", 1}, {"life-chips", 2}, {"lives", 3}}));
    }

    void stepsKeepTheInvariants() {
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 1}, {"life-chips", 1}});
        State before = m.state;
        m.deal(round({"7S", "2C", "KD", "4H"}, "KC"));
        InvariantChecker::checkStep(before, m.state, m.events);
        for (const Action& a : {kExchange, kExchange, kExchange}) {
            before = m.state;
            m.events.clear();
            QVERIFY(m.act(m.state.currentSeat(), a));
            InvariantChecker::checkStep(before, m.state, m.events);
        }
        QVERIFY(m.state.awaitingDeal());
        QCOMPARE(m.state.table().turnup, card("KC"));
    }

    void recordReplays() {
        // Written by hand after the record spec: three players, dealer 0;
        // seat 1 asks seat 2, who shows a King and so has no turn; the dealer
        // draws the 4 from the stock and loses a life with it.
        const char* text = R"({"format": "poch-record/1", "ruleset": "ranter-go-round", "options": {"kings-refuse": true},
            "seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "chips": 5,
            "deals": [{"dealer": 0, "hands": [["9S"], ["6D"], ["KH"]], "turnup": "4C",
                       "spare": ["2C","3C","5C","6C","7C","8C","9C","TC","JC","QC","KC","AC",
                                 "2D","3D","4D","5D","7D","8D","9D","TD","JD","QD","KD","AD",
                                 "2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","AH",
                                 "2S","3S","4S","5S","6S","7S","8S","TS","JS","QS","KS","AS"],
                       "actions": [{"seat": 1, "act": "exchange"}, {"seat": 0, "act": "exchange"}]},
                      {"deck": ["2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC","AC",
                                "2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD","AD",
                                "2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH","AH",
                                "2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS","AS"],
                       "actions": [{"seat": 2, "act": "keep"}]}]})";
        const ReplayResult r = replayText(text);
        QVERIFY2(!r.error, r.error ? r.error->what() : "");
        const State& s = *r.state;
        QCOMPARE(static_cast<int>(s.table().lives[0]), 2);
        QCOMPARE(s.dealer(), 1);
        // Deal 2 by deck order from dealer 1: seat 2 the 2, seat 0 the 3,
        // seat 1 the 4; seat 2 kept; now seat 0 decides.
        QCOMPARE(s.hand(2), cards("2C"));
        QCOMPARE(s.hand(0), cards("3C"));
        QCOMPARE(s.hand(1), cards("4C"));
        QCOMPARE(s.table().stockTop, card("5C"));
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(s.chips().pool[0], 3);
    }
};

QTEST_APPLESS_MAIN(TestRanterGoRoundLives)
#include "tst_ranter_go_round_lives.moc"
