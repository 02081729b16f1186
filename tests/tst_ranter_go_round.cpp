// Ranter-Go-Round (000, completed from Cassell's), with rounds worked out
// by hand from the rules and choices on assets/rules/en/ranter-go-round.md.
// Seats are numbered clockwise; "the left" is the next seat up.
#include "scripted_deal.h"

#include "poch/invariants.h"
#include "poch/replay.h"

using namespace poch;
using namespace poch::test;

namespace {
const char* kId = "ranter-go-round";

// One card a seat ("" for a seat out of the match), the hidden top of the
// stock, and the rest of the pack beneath it.
DealLayout round(const std::vector<std::string>& hands, const char* stockTop) {
    DealLayout l;
    CardSet used;
    for (std::size_t s = 0; s < hands.size(); ++s) {
        l.hands[s] = cards(hands[s]);
        used |= l.hands[s];
    }
    l.turnup = card(stockTop);
    used.insert(l.turnup);
    l.spare = Pack::full52().cards() - used;
    return l;
}

const Action kExchange = Action::of(ActionKind::Exchange);
const Action kKeep = Action::of(ActionKind::Keep);

int lives(const ScriptedMatch& m, int seat) { return m.state.table().lives[static_cast<std::size_t>(seat)]; }
bool isOut(const ScriptedMatch& m, int seat) { return m.state.table().outOfMatch >> seat & 1; }

// The seats that lost a life in the events, as a mask.
int lifeLosers(const ScriptedMatch& m) {
    int mask = 0;
    for (const Event& e : m.events)
        if (e.type == EventType::LifeLost) mask |= 1 << e.seat;
    return mask;
}

// Every seat in turn keeps; the round ends.
bool allKeep(ScriptedMatch& m) {
    while (m.state.currentSeat() >= 0)
        if (!m.act(m.state.currentSeat(), kKeep)) return false;
    return true;
}
} // namespace

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
        QCOMPARE(m.events[2].type, EventType::Kept);
        QCOMPARE(static_cast<int>(m.events[2].seat), 2);
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

    void tiedLowestTurnedUpLastLoses() {
        // Dealer 2: cards are turned up 3, 0, 1, 2. Seats 3 and 1 tie with
        // threes; seat 1 turns up later and loses.
        ScriptedMatch m(kId, {10, 10, 10, 10}, 2, {{"kings-refuse", 1}});
        m.deal(round({"9C", "3D", "JH", "3S"}, "QH"));
        QVERIFY(allKeep(m));
        QCOMPARE(lifeLosers(m), 1 << 1);
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

QTEST_APPLESS_MAIN(TestRanterGoRound)
#include "tst_ranter_go_round.moc"
