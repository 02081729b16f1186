// Pope Joan (001), with outcomes worked out by hand from Peel's text and
// the choices on assets/rules/en/pope-joan.md. The centrepiece is a full
// deal built around 001's worked example with five players.
#include "scripted_deal.h"

#include "stages/deal_rotation.h"

#include <algorithm>

using namespace poch;
using namespace poch::test;

namespace {
enum Pool { Pope, Matrimony, Intrigue, Ace, King, Queen, Jack, Game };

// Five players, dealer seat 0; the eldest hand (seat 1) holds 001's eight
// cards and the 7 of hearts is turned up. The 4 and King of clubs are in
// the spare hand, as the example infers; the dealer holds Pope unplayed.
DealLayout workedExample(const char* turnup = "7H", const char* dealer = "9S 9D 8C JC 5H 6H 8H 9H",
                         const char* seat3 = "6D 8S 7C TC TD JD QD KD") {
    return layout({dealer, "5D 7D 4H JH JS KS AC QC", "QS 2C 6C 9C AD 2D 3D 4D", seat3, "3C QH KH 7S TS 5C AH 2H"},
                  turnup, "AS 2S 3S 4S 5S 6S 4C KC 3H TH");
}
// The same deal with Pope turned up in place of the 7 of hearts.
DealLayout popeTurnedUp() { return workedExample("9D", "9S 7H 8C JC 5H 6H 8H 9H"); }

bool playAll(ScriptedMatch& m, std::initializer_list<std::pair<int, const char*>> plays) {
    for (const auto& [seat, code] : plays)
        if (!m.play(seat, code)) return false;
    return true;
}

// The pack in order with the two of clubs moved to the bottom, so that the
// turned card wins nothing for the dealer.
std::vector<Card> plainDeck(const Ruleset& rules) {
    std::vector<Card> deck = rules.pack().ordered();
    std::rotate(deck.begin(), deck.begin() + 1, deck.end());
    return deck;
}

const Event* lastStop(const ScriptedMatch& m) {
    const Event* found = nullptr;
    for (const Event& e : m.events)
        if (e.type == EventType::Stopped) found = &e;
    return found;
}
} // namespace

class TestPopeJoan : public QObject {
    Q_OBJECT

private slots:
    void dealsTheWayPeelCounts() {
        // Five players: eight cards each, two over go to a spare hand of ten;
        // eight players: five each and a spare hand of ten (001).
        const auto five = ScriptedMatch::make("pope-joan", 5, {});
        DealShape shape = five->dealShape(0);
        for (int s = 0; s < 5; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], 8);
        QCOMPARE(shape.spare, 10);
        QVERIFY(shape.turnup);
        const auto eight = ScriptedMatch::make("pope-joan", 8, {});
        shape = eight->dealShape(3);
        for (int s = 0; s < 8; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], 5);
        QCOMPARE(shape.spare, 10);
        QCOMPARE(five->pack().size(), 51);
        QVERIFY(!five->pack().contains(card("8D")));
        // The last card of the pack is the turn-up.
        const std::vector<Card> deck = five->pack().ordered();
        QCOMPARE(five->dealFromDeck(deck, 0).turnup, deck.back());
        QVERIFY(five->dealFromDeck(deck, 0).hands[1].contains(deck[0])); // eldest hand first
    }

    void dressingTheBoard() {
        // Five players: a share of 3, the dealer 6: 18 counters, Pope 6,
        // Matrimony and Intrigue 2, the honours 1, Game the remaining 4.
        ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0);
        m.deal(workedExample());
        QCOMPARE(m.chips(0), 44);
        for (int s = 1; s < 5; ++s) QCOMPARE(m.chips(s), 47);
        const std::array<int, 8> board{6, 2, 2, 1, 1, 1, 1, 4};
        for (int p = 0; p < 8; ++p) QCOMPARE(m.pool(p), board[static_cast<std::size_t>(p)]);
        // Four players: 3 each and 6 for the dealer make exactly 15.
        ScriptedMatch four("pope-joan", {50, 50, 50, 50}, 0);
        four.deal(four.state.rules().dealFromDeck(plainDeck(four.state.rules()), 0));
        QCOMPARE(four.state.chips().board(), 15);
        QCOMPARE(four.pool(Game), 1);
        QCOMPARE(four.chips(0), 44);
    }

    void peelsWorkedExample() {
        ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0);
        m.deal(workedExample());
        QCOMPARE(m.state.currentSeat(), 1); // the eldest hand leads

        // The knave of spades: the queen follows from another hand and the
        // king, a stop, from the leader's own.
        QVERIFY(playAll(m, {{1, "JS"}, {2, "QS"}, {1, "KS"}}));
        QCOMPARE(m.state.currentSeat(), 1);
        // Five, six, seven of diamonds: the seven is a stop, the eight being
        // out of the pack.
        QVERIFY(playAll(m, {{1, "5D"}, {3, "6D"}, {1, "7D"}}));
        QCOMPARE(lastStop(m)->card, card("8D"));
        QVERIFY(lastStop(m)->stop == StopCause::OutOfPack);
        QCOMPARE(m.state.currentSeat(), 1);
        // Nothing can be played up to an ace, so the leader leads it; the two
        // and three follow from different hands and the four is in the spare
        // hand, so the three is a stop.
        QVERIFY(playAll(m, {{1, "AC"}, {2, "2C"}, {4, "3C"}}));
        QCOMPARE(lastStop(m)->card, card("4C"));
        QVERIFY(lastStop(m)->stop == StopCause::InNoHand); // in the spare hand
        QCOMPARE(m.state.currentSeat(), 4);
        // The player of the three plays queen and king of hearts, trumps:
        // Matrimony, with the Queen and King divisions.
        QVERIFY(playAll(m, {{4, "QH"}, {4, "KH"}}));
        // The King, a stop, takes its division and Matrimony before the
        // stop is said, as the table sees it happen.
        QCOMPARE(m.afterLastCard(), (std::vector<EventType>{EventType::PoolWon, EventType::PoolWon, EventType::Stopped}));
        QCOMPARE(m.pool(Matrimony), 0);
        QCOMPARE(m.pool(Queen), 0);
        QCOMPARE(m.pool(King), 0);
        QCOMPARE(m.chips(4), 47 + 2 + 1 + 1);
        // Then the seven of spades; the ten is his known stop, the knave,
        // queen and king having been played.
        QVERIFY(playAll(m, {{4, "7S"}, {3, "8S"}, {0, "9S"}, {4, "TS"}}));
        QCOMPARE(lastStop(m)->card, card("JS"));
        QVERIFY(lastStop(m)->stop == StopCause::Played);
        QCOMPARE(m.state.currentSeat(), 4);
        // Later the clubs run up to the queen, a stop with the king in the
        // spare hand; the leader has two cards left, the knave of hearts (a
        // stop, the queen being gone) and the four.
        QVERIFY(playAll(m, {{4, "5C"}, {2, "6C"}, {3, "7C"}, {0, "8C"}, {2, "9C"}, {3, "TC"}, {0, "JC"}, {1, "QC"}}));
        QCOMPARE(lastStop(m)->card, card("KC"));
        QCOMPARE(m.state.currentSeat(), 1);
        QCOMPARE(m.state.hand(1), cards("JH 4H"));
        m.events.clear();
        QVERIFY(m.play(1, "JH"));
        QCOMPARE(lastStop(m)->card, card("QH"));
        QVERIFY(lastStop(m)->stop == StopCause::Played);
        QCOMPARE(m.afterLastCard(), (std::vector<EventType>{EventType::PoolWon, EventType::Stopped}));
        QCOMPARE(m.pool(Jack), 0);      // the knave of trumps, played
        QCOMPARE(m.pool(Intrigue), 2);  // queen and knave by different hands
        QVERIFY(m.play(1, "4H"));
        // He wins Game (4) and a counter a card from the others: four from
        // seats 2 and 3, two from seat 4; the dealer holds Pope unplayed
        // and pays nothing.
        QVERIFY(!m.state.dealInPlay());
        QCOMPARE(m.chips(1), 47 + 1 + 4 + 4 + 4 + 2);
        QCOMPARE(m.chips(2), 43);
        QCOMPARE(m.chips(3), 43);
        QCOMPARE(m.chips(4), 49);
        QCOMPARE(m.chips(0), 44);
        // And the deal says why the dealer paid nothing.
        int excused = 0;
        for (const Event& e : m.events)
            if (e.type == EventType::Excused) {
                ++excused;
                QCOMPARE(e.seat, 0);
                QCOMPARE(e.card, card("9D"));
            }
        QCOMPARE(excused, 1);
        // Unwon divisions stay: Pope, Intrigue, Ace.
        QCOMPARE(m.pool(Pope), 6);
        QCOMPARE(m.pool(Ace), 1);
        QCOMPARE(m.state.chips().total(), 250);
        QCOMPARE(m.state.dealer(), 1);
    }

    void turnedUpPopePaysTheDealer() {
        // Pope turned up: trumps are diamonds; the dealer takes Pope (6) and
        // a counter for each card dealt to each other player (8 each).
        for (int limit : {0, 4}) {
            ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0, {{"pope-limit", limit}});
            m.deal(popeTurnedUp());
            const int each = limit ? 4 : 8;
            QCOMPARE(m.chips(0), 44 + 6 + 4 * each);
            for (int s = 1; s < 5; ++s) QCOMPARE(m.chips(s), 47 - each);
            QVERIFY(m.state.dealInPlay());
        }
        ScriptedMatch wins("pope-joan", {50, 50, 50, 50, 50}, 0, {{"pope-turned-wins", 1}});
        wins.deal(popeTurnedUp());
        QCOMPARE(wins.chips(0), 44 + 6 + 32 + 4); // and Game: the deal is over
        QVERIFY(wins.state.awaitingDeal());
        // Won by the turn, not by going out, which the log says.
        QVERIFY(wins.find(EventType::DealOver));
        QCOMPARE(static_cast<int>(wins.find(EventType::DealOver)->seat), 0);
        QCOMPARE(static_cast<DealEnd>(wins.find(EventType::DealOver)->detail), DealEnd::PopeTurnedUp);
        QCOMPARE(wins.state.dealer(), 1);
    }

    void turnedUpHonourGoesToTheDealer() {
        ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0);
        m.deal(workedExample("KD", "9S 9D 8C JC 5H 6H 8H 9H", "6D 8S 7C TC TD JD QD 7H"));
        QCOMPARE(m.pool(King), 0);
        QCOMPARE(m.chips(0), 44 + 1);
        // Won for the card turned up, which the event says (the log tells it).
        const Event* won = m.find(EventType::PoolWon);
        QVERIFY(won);
        QCOMPARE(static_cast<PoolWonBy>(won->detail), PoolWonBy::TurnedUp);
        QCOMPARE(won->card, card("KD"));
    }

    void popePlayedCollectsFromEveryHand() {
        // With the option, the dealer plays Pope in lieu of the missing eight
        // of diamonds after the seven stops.
        ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0, {{"pope-in-lieu", 1}});
        m.deal(workedExample());
        QVERIFY(playAll(m, {{1, "JS"}, {2, "QS"}, {1, "KS"}, {1, "5D"}, {3, "6D"}, {1, "7D"}}));
        QCOMPARE(m.state.currentSeat(), 0);
        QCOMPARE(m.state.legalActions().size(), 2); // pass, or Pope
        QVERIFY(m.play(0, "9D"));
        // Pope (6) and a counter for each card left in each other hand:
        // 4 + 7 + 7 + 8.
        QCOMPARE(m.chips(0), 44 + 6 + 26);
        QCOMPARE(m.chips(1), 43);
        QCOMPARE(m.chips(2), 40);
        QCOMPARE(m.chips(3), 40);
        QCOMPARE(m.chips(4), 39);
        // The run goes on from the eight: the nine (Pope itself) is gone, so
        // it stops and Pope's player leads.
        QCOMPARE(m.state.currentSeat(), 0);

        ScriptedMatch declined("pope-joan", {50, 50, 50, 50, 50}, 0, {{"pope-in-lieu", 1}});
        declined.deal(workedExample());
        QVERIFY(playAll(declined, {{1, "JS"}, {2, "QS"}, {1, "KS"}, {1, "5D"}, {3, "6D"}, {1, "7D"}}));
        QVERIFY(declined.pass(0));
        QCOMPARE(declined.state.currentSeat(), 1);
        QCOMPARE(declined.chips(0), 44);

        // Nothing stands in for a card after a King: the stop at the King of
        // spades leaves the lead with its player, with no offer.
        ScriptedMatch king("pope-joan", {50, 50, 50, 50, 50}, 0, {{"pope-in-lieu", 1}});
        king.deal(workedExample());
        QVERIFY(playAll(king, {{1, "JS"}, {2, "QS"}, {1, "KS"}}));
        QCOMPARE(king.state.currentSeat(), 1);
        QVERIFY(king.state.legalActions().size() > 2);
    }

    void sharedPairs() {
        ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0, {{"share-pairs", 1}});
        m.deal(workedExample());
        QVERIFY(playAll(m, {{1, "JS"}, {2, "QS"}, {1, "KS"}, {1, "5D"}, {3, "6D"}, {1, "7D"}, {1, "AC"}, {2, "2C"},
                            {4, "3C"}, {4, "QH"}, {4, "KH"}, {4, "7S"}, {3, "8S"}, {0, "9S"}, {4, "TS"}, {4, "5C"},
                            {2, "6C"}, {3, "7C"}, {0, "8C"}, {2, "9C"}, {3, "TC"}, {0, "JC"}, {1, "QC"}, {1, "JH"}}));
        // Intrigue's 2 divided between the queen's and the knave's players.
        QCOMPARE(m.pool(Intrigue), 0);
        QCOMPARE(m.chips(1), 47 + 1 + 1);
        QCOMPARE(m.chips(4), 47 + 4 + 1);
    }

    void fiveDivisions() {
        ScriptedMatch m("pope-joan", {50, 50, 50, 50, 50}, 0, {{"five-divisions", 1}});
        m.deal(workedExample());
        // 12 counters: a share of 2, the dealer 4; Pope 6, Matrimony 2,
        // Intrigue 2, Ace 1, Game 1.
        QCOMPARE(m.chips(0), 46);
        QCOMPARE(m.state.chips().board(), 12);
        QCOMPARE(m.pool(Game), 1);
        QCOMPARE(m.pool(King), 0);
        QVERIFY(playAll(m, {{1, "JS"}, {2, "QS"}, {1, "KS"}, {1, "5D"}, {3, "6D"}, {1, "7D"}, {1, "AC"}, {2, "2C"},
                            {4, "3C"}, {4, "QH"}, {4, "KH"}}));
        QCOMPARE(m.chips(4), 48 + 2); // Matrimony only: no King or Queen divisions
    }

    void dealerLooksAtTheSpareHandAndSitsOut() {
        ScriptedMatch m("pope-joan", {50, 50, 50, 50}, 0, {{"dealer-sees-spare", 1}});
        const Ruleset& rules = m.state.rules();
        // Three hands and the spare hand share the 50 cards: 12 each, and
        // the two over go to the spare hand.
        const DealShape shape = rules.dealShape(0);
        QCOMPARE(shape.handSizes[0], 0);
        QCOMPARE(shape.handSizes[1], 12);
        QCOMPARE(shape.handSizes[3], 12);
        QCOMPARE(shape.spare, 14);
        m.deal(rules.dealFromDeck(plainDeck(rules), 0));
        QCOMPARE(m.state.observe(0).table.laidAside.size(), 14);
        QCOMPARE(m.state.observe(1).table.laidAside, CardSet{});
        QCOMPARE(m.state.currentSeat(), 1);
        QCOMPARE(m.chips(0), 50 - 6); // still dresses the board, with the double share
    }

    void cardsSetAsideInsteadOfASpareHand() {
        const auto remainder = ScriptedMatch::make("pope-joan", 4, {{"spare-hand", 0}});
        DealShape shape = remainder->dealShape(0);
        QCOMPARE(shape.handSizes[1], 12);
        QCOMPARE(shape.handSizes[0], 12);
        QCOMPARE(shape.spare, 2);
        const auto five = ScriptedMatch::make("pope-joan", 4, {{"spare-hand", 0}, {"set-aside", 5}});
        shape = five->dealShape(0);
        QCOMPARE(shape.spare, 5);
        QCOMPARE(shape.handSizes[1], 12); // 45 round four players
        QCOMPARE(shape.handSizes[2], 11);
        QCOMPARE(shape.handSizes[0], 11);
    }

    void winnerTakesGameOnly() {
        ScriptedMatch m("pope-joan", {30, 30, 30}, 0, {{"winner-takes-game", 1}});
        // Before the first deal the dealer stakes one counter where they like.
        QCOMPARE(m.state.phase(), Phase::Staking);
        QCOMPARE(m.state.currentSeat(), 0);
        QCOMPARE(m.state.legalActions().size(), 8);
        Action stake;
        stake.kind = ActionKind::Stake;
        stake.pool = Game;
        stake.chips = 1;
        QVERIFY(m.act(0, stake));
        QVERIFY(m.state.awaitingDeal());
        QCOMPARE(m.pool(Game), 1);
    }

    void dealerDressesAlone() {
        ScriptedMatch m("pope-joan", {200, 200, 200}, 0, {{"dealer-dresses", 1}});
        const Ruleset& rules = m.state.rules();
        for (int deal = 0; deal < 3; ++deal) {
            QVERIFY(m.state.awaitingDeal());
            const int dealer = m.state.dealer();
            const std::int32_t before = m.chips(dealer);
            m.deal(rules.dealFromDeck(plainDeck(rules), dealer));
            QCOMPARE(m.chips(dealer), before - 15);
            while (m.state.currentSeat() >= 0) m.state.apply(m.state.legalActions()[0]);
        }
        // Just before the first dealer would deal again.
        QVERIFY(m.state.matchOver());
    }
};

QTEST_APPLESS_MAIN(TestPopeJoan)
#include "tst_pope_joan.moc"
