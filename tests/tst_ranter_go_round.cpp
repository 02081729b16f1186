// Ranter-Go-Round (000, completed from Cassell's): the deal, the stake,
// exchanges, Kings and the dealer's draw from the stock, with rounds worked
// out by hand from the rules and choices on assets/rules/en/ranter-go-round.md.
#include "ranter_go_round.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::ranter;

class TestRanterGoRound : public QObject {
    Q_OBJECT

private slots:
    void optionsAndDefaults() {
        const RulesetInfo* info = findRuleset(kId);
        QVERIFY(info);
        QCOMPARE(info->source, std::string("000"));
        QCOMPARE(info->minSeats, 3);
        QCOMPARE(info->maxSeats, 8);
        QCOMPARE(info->pools, std::vector<std::string>{"pool"});
        const Options o(info->options);
        QCOMPARE(o.get("lives"), 3);
        QCOMPARE(o.get("stake"), 1);
        QCOMPARE(o.get("ties-all-lose"), 0);
        QCOMPARE(o.get("kings-refuse"), 0); // the Cuckoo rule, in no source text
        QCOMPARE(o.get("dealer-king-loses"), 0);
        QCOMPARE(o.get("life-chips"), 0);
        QCOMPARE(ScriptedMatch::make(kId, 4, {})->minimumStake(), 1);
        QCOMPARE(ScriptedMatch::make(kId, 4, {{"stake", 2}, {"life-chips", 3}})->minimumStake(), 2 + 3 * 3);
        QVERIFY(ScriptedMatch::make(kId, 4, {})->pack() == Pack::full52());
    }

    void dealsOneCardEachFromTheDealersLeft() {
        const auto rules = ScriptedMatch::make(kId, 4, {{"kings-refuse", 1}});
        const std::vector<Card> deck = rules->pack().ordered();
        const DealLayout l = rules->dealFromDeck(deck, 1);
        QCOMPARE(l.hands[2], CardSet{deck[0]});
        QCOMPARE(l.hands[3], CardSet{deck[1]});
        QCOMPARE(l.hands[0], CardSet{deck[2]});
        QCOMPARE(l.hands[1], CardSet{deck[3]});
        QCOMPARE(l.turnup, deck[4]); // the top of the stock
        QCOMPARE(l.spare.size(), 47);
        const DealShape shape = rules->dealShape(1);
        for (int s = 0; s < 4; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], 1);
        QCOMPARE(shape.handSizes[4], 0);
        QVERIFY(shape.turnup);
        QCOMPARE(shape.spare, 47);
    }

    void stakeMakesThePool() {
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 1}});
        for (int s = 0; s < 4; ++s) QCOMPARE(lives(m, s), 3);
        QCOMPARE(m.state.phase(), Phase::AwaitingDeal);
        m.deal(round({"JS", "3C", "9D", "5H"}, "QH"));
        QCOMPARE(m.pool(0), 4);
        for (int s = 0; s < 4; ++s) QCOMPARE(m.chips(s), 9);
        QCOMPARE(m.count(EventType::AntePaid), 4);
        QCOMPARE(m.state.phase(), Phase::Exchange);
        QCOMPARE(m.state.currentSeat(), 1);
        QCOMPARE(m.state.legalActions().toVector(), (std::vector<Action>{kExchange, kKeep}));
        // The stock's top card is hidden, not turned up.
        QVERIFY(!m.state.table().turnup.valid());
        QCOMPARE(m.state.table().stockTop, card("QH"));
        // The stock is told whole, its top with the rest: 52 less the four
        // hands (it was told as 47).
        int stock = -1;
        for (const Event& e : m.events)
            if (e.type == EventType::CardsLaidAside) stock = e.chips;
        QCOMPARE(stock, 48);
        QVERIFY(allKeep(m));
        // The second round costs nothing more.
        m.deal(round({"2S", "JS", "3C", "9D"}, "QH"));
        QCOMPARE(m.pool(0), 4);
        QCOMPARE(m.count(EventType::AntePaid), 0);
    }

    void stakeAndLivesOptions() {
        ScriptedMatch m(kId, {10, 10, 10}, 2, {{"kings-refuse", 1}, {"stake", 3}, {"lives", 5}});
        for (int s = 0; s < 3; ++s) QCOMPARE(lives(m, s), 5);
        m.deal(round({"JS", "3C", "9D"}, "QH"));
        QCOMPARE(m.pool(0), 9);
        QCOMPARE(m.chips(1), 7);
        ScriptedMatch free(kId, {0, 0, 0}, 0, {{"kings-refuse", 1}, {"stake", 0}});
        free.deal(round({"JS", "3C", "9D"}, "QH"));
        QCOMPARE(free.pool(0), 0);
        QCOMPARE(free.count(EventType::AntePaid), 0);
        // Too few chips for the stake.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ScriptedMatch(kId, {10, 2, 10}, 0, {{"kings-refuse", 1}, {"stake", 3}}));
    }

    // Exchanges happen in the open: a seat can follow every card it has
    // held, and nobody else learns what changed hands.
    void aSeatFollowsTheCardsItHeld() {
        ScriptedMatch m(kId, {10, 10, 10, 10, 10}, 0, {{"kings-refuse", 1}});
        // Seat 1 gives its 3C to seat 2 for the 9D; seat 2 gives the 3C on
        // to seat 3 for the 5H.
        m.deal(round({"KS", "3C", "9D", "5H", "JS"}, "QH"));
        QVERIFY(m.act(1, kExchange));
        QVERIFY(m.act(2, kExchange));
        const Observation one = m.state.observe(1);
        QCOMPARE(one.table.hands[2], CardSet{});      // 9D went to seat 1 itself
        QCOMPARE(one.table.hands[3], cards("3C"));    // traced: its 3C is now with seat 3
        const Observation two = m.state.observe(2);
        QCOMPARE(two.table.hands[1], cards("9D"));    // seat 2 gave the 9D to seat 1
        QCOMPARE(two.table.hands[3], cards("3C"));
        const Observation three = m.state.observe(3);
        QCOMPARE(three.table.hands[1], CardSet{});    // seat 3 has held only the 5H and 3C
        QCOMPARE(three.table.hands[2], cards("5H"));
        QCOMPARE(three.table.hands[4], CardSet{});
        for (int s = 0; s < 5; ++s)
            if (s != 3) QCOMPARE(three.table.traced[static_cast<std::size_t>(s)], CardSet{});
        QCOMPARE(three.handSizes[1], std::int8_t{1});
        // A redeal of what seat 3 cannot see leaves its observation alone.
        Random random(3);
        QVERIFY(m.state.withHiddenCardsRedealt(3, random).observe(3) == three);
    }

    // The choices made so far, each with the card held as it was made,
    // are worked back from the cards now held and what everyone saw.
    void pastDecisionsWorkBackTheExchanges() {
        ScriptedMatch m(kId, {10, 10, 10, 10, 10}, 0, {{"kings-refuse", 1}});
        // Seat 1 (8C) keeps; seat 2 (4D) asks seat 3, who shows the KH and
        // has no turn; seat 4 (2S) exchanges with the dealer's 7H.
        m.deal(round({"7H", "8C", "4D", "KH", "2S"}, "QH"));
        QVERIFY(m.act(1, kKeep));
        QVERIFY(m.act(2, kExchange));
        QCOMPARE(m.state.currentSeat(), 4);
        QVERIFY(m.act(4, kExchange));
        QCOMPARE(m.state.currentSeat(), 0);
        std::array<PastDecision, 8> decisions{};
        const int n = m.state.rules().pastDecisions(m.state.table(), decisions);
        QCOMPARE(n, 3);
        QCOMPARE(decisions[0].seat, std::int8_t{1});
        QVERIFY(decisions[0].action == kKeep);
        QCOMPARE(decisions[0].hand, cards("8C"));
        QCOMPARE(decisions[1].seat, std::int8_t{2});
        QVERIFY(decisions[1].action == kExchange); // asked, and refused
        QCOMPARE(decisions[1].hand, cards("4D"));
        QCOMPARE(decisions[2].seat, std::int8_t{4});
        QVERIFY(decisions[2].action == kExchange);
        QCOMPARE(decisions[2].hand, cards("2S"));
        // A guess that moves the hidden cards about is worked back the same way.
        Table guess = m.state.table();
        std::swap(guess.hands[1], guess.hands[3]);
        QCOMPARE(m.state.rules().pastDecisions(guess, decisions), 3);
        QCOMPARE(decisions[0].hand, cards("KH"));
        // Nothing to explain between rounds.
        QVERIFY(m.act(0, kKeep));
        QCOMPARE(m.state.rules().pastDecisions(m.state.table(), decisions), 0);
    }

    void keepExchangeAndLowestLosesALife() {
        // Dealer 0. Seat 1 passes its 3 to seat 2 for the 9; seat 2 passes
        // the 3 on to seat 3 for the 5; seat 3 and the dealer keep. Shown:
        // 9D, 5H, 3C, JS: seat 3 loses a life.
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 1}});
        m.deal(round({"JS", "3C", "9D", "5H"}, "QH"));
        QVERIFY(m.act(1, kExchange));
        QCOMPARE(m.state.hand(1), cards("9D"));
        QCOMPARE(m.state.hand(2), cards("3C"));
        const Event* swap = m.find(EventType::Exchanged, 1);
        QVERIFY(swap);
        QCOMPARE(static_cast<int>(swap->detail), 2);
        QVERIFY(m.act(2, kExchange));
        QCOMPARE(m.state.hand(3), cards("3C"));
        QVERIFY(m.act(3, kKeep));
        QVERIFY(m.find(EventType::Kept, 3));
        QCOMPARE(m.state.currentSeat(), 0);
        // Nobody sees what changed hands.
        QVERIFY(m.state.observe(0).table.known[3].empty());
        QVERIFY(m.act(0, kKeep));

        QCOMPARE(m.count(EventType::Showdown), 4);
        QCOMPARE(static_cast<int>(m.find(EventType::Showdown)->seat), 1); // from the dealer's left
        for (int s = 0; s < 4; ++s) QCOMPARE(m.state.table().known[static_cast<std::size_t>(s)], m.state.hand(s));
        QCOMPARE(lifeLosers(m), 1 << 3);
        QCOMPARE(m.find(EventType::LifeLost)->chips, 2);
        QCOMPARE(static_cast<LifeLoss>(m.find(EventType::LifeLost)->detail), LifeLoss::LowestCard);
        QCOMPARE(static_cast<int>(m.find(EventType::LifeLost)->seats), 0);
        QCOMPARE(lives(m, 3), 2);
        QCOMPARE(static_cast<int>(m.find(EventType::DealOver)->seat), -1);
        QVERIFY(m.state.awaitingDeal());
        QCOMPARE(m.state.currentSeat(), -1);
        QCOMPARE(m.state.dealer(), 1); // the deal passes to the left
        QCOMPARE(m.pool(0), 4);
    }

    void aceIsLow() {
        ScriptedMatch m(kId, {10, 10, 10}, 0, {{"kings-refuse", 1}});
        m.deal(round({"2C", "AD", "KH"}, "QH"));
        QVERIFY(allKeep(m));
        QCOMPARE(lifeLosers(m), 1 << 1);
    }

    void kingRefusesAndIsShown() {
        // Dealer 0. Seat 1 asks seat 2, who shows the King of diamonds:
        // seat 1 keeps its 2, and seat 2's turn is over. Seat 3 passes its 4
        // to the dealer for the 7; the dealer draws the 8 from the stock.
        // Shown: 2C, KD, 7S, 8C: seat 1 loses.
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 1}});
        m.deal(round({"7S", "2C", "KD", "4H"}, "8C"));
        m.events.clear();
        QVERIFY(m.act(1, kExchange));
        QCOMPARE(m.state.hand(1), cards("2C"));
        QCOMPARE(m.state.hand(2), cards("KD"));
        QCOMPARE(m.events.size(), std::size_t{3});
        QCOMPARE(m.events[0].type, EventType::CardTurned);
        QCOMPARE(static_cast<int>(m.events[0].seat), 2);
        QCOMPARE(m.events[0].card, card("KD"));
        QCOMPARE(m.events[1].type, EventType::Kept);
        QCOMPARE(static_cast<int>(m.events[1].seat), 1);
        // Kept because seat 2 refused, which the log says.
        QCOMPARE(static_cast<KeptBecause>(m.events[1].detail), KeptBecause::KingRefused);
        QCOMPARE(static_cast<int>(m.events[1].seats), 1 << 2);
        QCOMPARE(m.events[2].type, EventType::Kept);
        QCOMPARE(static_cast<int>(m.events[2].seat), 2);
        // Not a turn taken: the King's holder has none this round.
        QCOMPARE(static_cast<KeptBecause>(m.events[2].detail), KeptBecause::ShowedKing);
        QCOMPARE(m.count(EventType::Exchanged), 0);
        // Everybody now knows where that King is.
        for (int s = 0; s < 4; ++s) QCOMPARE(m.state.observe(s).table.known[2], cards("KD"));
        QCOMPARE(m.state.currentSeat(), 3);
        QVERIFY(m.act(3, kExchange));
        QCOMPARE(m.state.hand(0), cards("4H"));
        QCOMPARE(m.state.hand(3), cards("7S"));
        QVERIFY(m.act(0, kExchange));
        QCOMPARE(m.state.hand(0), cards("8C"));
        QCOMPARE(lifeLosers(m), 1 << 1);
    }

    void dealerRefusesWithAKing() {
        // Dealer 0 holds a King; seat 3 asks for it and is refused. The
        // dealer's turn is over too, so the cards are shown at once.
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 1}});
        m.deal(round({"KS", "9C", "8D", "5H"}, "2C"));
        QVERIFY(m.act(1, kKeep));
        QVERIFY(m.act(2, kKeep));
        QVERIFY(m.act(3, kExchange));
        QVERIFY(m.find(EventType::Kept, 0));
        QCOMPARE(m.state.currentSeat(), -1);
        QCOMPARE(lifeLosers(m), 1 << 3);
        QCOMPARE(m.state.hand(0), cards("KS"));
    }

    void dealerExchangesWithTheStock() {
        ScriptedMatch m(kId, {10, 10, 10}, 2, {{"kings-refuse", 1}});
        m.deal(round({"9C", "8D", "3H"}, "TS"));
        QVERIFY(m.act(0, kKeep));
        QVERIFY(m.act(1, kKeep));
        m.events.clear();
        QVERIFY(m.act(2, kExchange));
        const Event* draw = m.find(EventType::Exchanged, 2);
        QVERIFY(draw);
        QCOMPARE(static_cast<int>(draw->detail), 0xff);
        QCOMPARE(m.state.hand(2), cards("TS"));
        // The dealer's old card goes face down on the stock.
        QCOMPARE(m.state.table().stockTop, card("3H"));
        QVERIFY(!m.state.table().turnup.valid());
        QCOMPARE(lifeLosers(m), 1 << 1);
        QCOMPARE(m.state.dealer(), 0);
    }

    void dealerDrawsAKingAndKeepsTheirCard() {
        // The King on the stock is shown and stays there; the dealer keeps
        // the 3 and, lowest, loses a life; seat 1's 5 is safe.
        ScriptedMatch m(kId, {10, 10, 10}, 2, {{"kings-refuse", 1}});
        m.deal(round({"9C", "5D", "3H"}, "KS"));
        QVERIFY(m.act(0, kKeep));
        QVERIFY(m.act(1, kKeep));
        m.events.clear();
        QVERIFY(m.act(2, kExchange));
        QCOMPARE(m.events[0].type, EventType::CardTurned);
        QCOMPARE(static_cast<int>(m.events[0].seat), -1);
        QCOMPARE(m.events[0].card, card("KS"));
        QCOMPARE(m.events[1].type, EventType::Kept);
        QCOMPARE(static_cast<int>(m.events[1].seat), 2);
        QCOMPARE(m.state.hand(2), cards("3H"));
        QCOMPARE(m.state.table().turnup, card("KS"));
        QVERIFY(!m.state.table().stockTop.valid());
        QCOMPARE(lifeLosers(m), 1 << 2);

        // Another round, where the dealer's card is not the lowest: the King
        // on the stock costs the dealer nothing.
        ScriptedMatch o(kId, {10, 10, 10}, 2, {{"kings-refuse", 1}});
        o.deal(round({"9C", "2D", "3H"}, "KS"));
        QVERIFY(o.act(0, kKeep) && o.act(1, kKeep) && o.act(2, kExchange));
        QCOMPARE(lifeLosers(o), 1 << 1);
    }

    void dealerKingLosesOption() {
        // The same King drawn: the dealer loses the round, though seat 1's
        // 2 is lower.
        ScriptedMatch m(kId, {10, 10, 10}, 2, {{"kings-refuse", 1}, {"dealer-king-loses", 1}});
        m.deal(round({"9C", "2D", "3H"}, "KS"));
        QVERIFY(m.act(0, kKeep) && m.act(1, kKeep) && m.act(2, kExchange));
        QVERIFY(m.find(EventType::CardTurned));
        QCOMPARE(m.state.hand(2), cards("3H"));
        QCOMPARE(lifeLosers(m), 1 << 2);
        QCOMPARE(static_cast<LifeLoss>(m.find(EventType::LifeLost)->detail), LifeLoss::KingDrawn);
        QCOMPARE(m.count(EventType::Showdown), 3); // the cards are still shown
        // Without a King on the stock, the round goes as usual.
        ScriptedMatch n(kId, {10, 10, 10}, 2, {{"kings-refuse", 1}, {"dealer-king-loses", 1}});
        n.deal(round({"9C", "2D", "3H"}, "QS"));
        QVERIFY(n.act(0, kKeep) && n.act(1, kKeep) && n.act(2, kExchange));
        QCOMPARE(lifeLosers(n), 1 << 1);
        // With kings-refuse off as well, the dealer still loses.
        ScriptedMatch o(kId, {10, 10, 10}, 2, {{"dealer-king-loses", 1}, {"kings-refuse", 0}});
        o.deal(round({"9C", "2D", "3H"}, "KS"));
        QVERIFY(o.act(0, kKeep) && o.act(1, kKeep) && o.act(2, kExchange));
        QCOMPARE(lifeLosers(o), 1 << 2);
    }

    void kingsRefuseOff() {
        // Cassell's plain game: a King is exchanged like any card, and the
        // dealer takes a King from the stock.
        ScriptedMatch m(kId, {10, 10, 10, 10}, 0, {{"kings-refuse", 0}});
        m.deal(round({"7S", "2C", "KD", "4H"}, "KC"));
        QVERIFY(m.act(1, kExchange));
        QCOMPARE(m.state.hand(1), cards("KD"));
        QCOMPARE(m.state.hand(2), cards("2C"));
        QCOMPARE(m.count(EventType::CardTurned), 0);
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY(m.act(2, kKeep));
        QVERIFY(m.act(3, kKeep));
        QVERIFY(m.act(0, kExchange));
        QCOMPARE(m.state.hand(0), cards("KC"));
        QCOMPARE(lifeLosers(m), 1 << 2);
    }
};

QTEST_APPLESS_MAIN(TestRanterGoRound)
#include "tst_ranter_go_round.moc"
