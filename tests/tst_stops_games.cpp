// Spin (001), the sevens game (001) and Newmarket (003) with Saratoga
// (000), deal by deal, outcomes worked out by hand from the sources and
// the choices on their rules pages.
#include "scripted_deal.h"

#include "poch/simulation.h"

#include <algorithm>
#include <bit>

using namespace poch;
using namespace poch::test;

namespace {
Action declare(int pool) {
    Action a;
    a.kind = ActionKind::Declare;
    a.pool = static_cast<std::int8_t>(pool);
    return a;
}
Action playWith(const char* code, const char* with) {
    Action a = Action::play(card(code));
    a.with = card(with);
    return a;
}
bool playAll(ScriptedMatch& m, std::initializer_list<std::pair<int, const char*>> plays) {
    for (const auto& [seat, code] : plays)
        if (!m.play(seat, code)) return false;
    return true;
}
// A payment from each of the seven other players, then the stop.
std::vector<EventType> paidBySevenThenStopped() {
    std::vector<EventType> kinds(7, EventType::Payment);
    kinds.push_back(EventType::Stopped);
    return kinds;
}
const Event* lastStop(const ScriptedMatch& m) {
    const Event* found = nullptr;
    for (const Event& e : m.events)
        if (e.type == EventType::Stopped) found = &e;
    return found;
}

// Spin: eight players, dealer seat 0; seats 1 and 2 get seven cards.
DealLayout spinPlayed() {
    return layout({"3S 4S 5S 6S 7S KS", "KC AC 2C 3C QD KD 9H", "AD 4C 8S 9S TS JS QS", "5C 6C 7C 8C 9C TC",
                   "JC QC 2D 3D 4D 5D", "6D 7D 9D TD JD AH", "3H 4H 5H 6H 7H 8H", "TH JH QH KH AS 2S"},
                  nullptr);
}
} // namespace

class TestStopsGames : public QObject {
    Q_OBJECT

private slots:
    void spinStakesKingsMatrimonyAndSpin() {
        enum { Matrimony, Intrigue, Game };
        ScriptedMatch m("spin", std::vector<std::int32_t>(8, 20), 0);
        QCOMPARE(m.state.rules().pack().size(), 50);
        m.deal(spinPlayed());
        // Seven players stake for Game; the dealer 2 for Matrimony, 1 for
        // Intrigue.
        QCOMPARE(m.pool(Game), 7);
        QCOMPARE(m.pool(Matrimony), 2);
        QCOMPARE(m.pool(Intrigue), 1);
        QCOMPARE(m.chips(0), 17);
        QCOMPARE(m.chips(1), 19);
        // No declaring before a stop has been played.
        QVERIFY(!m.state.isLegal(declare(Matrimony)));
        // The King of clubs: a stop, and a counter from every other player,
        // paid before the stop is said.
        QVERIFY(m.play(1, "KC"));
        QCOMPARE(m.afterLastCard(), paidBySevenThenStopped());
        QCOMPARE(m.chips(1), 26);
        QCOMPARE(m.chips(5), 18);
        // Having played a stop, seat 1 shows King and Queen of diamonds.
        QVERIFY(!m.state.isLegal(declare(Intrigue)));
        QVERIFY(m.act(1, declare(Matrimony)));
        QCOMPARE(m.chips(1), 28);
        QVERIFY(m.state.observe(4).table.known[1].containsAll(cards("KD QD")));
        QVERIFY(!m.state.isLegal(declare(Matrimony))); // once a deal
        // Ace, two, three of clubs; seat 2 must follow with the four and
        // plays it with Spin: a stop, and 3 from every other player.
        QVERIFY(playAll(m, {{1, "AC"}, {1, "2C"}, {1, "3C"}}));
        QCOMPARE(m.state.currentSeat(), 2);
        QCOMPARE(m.state.legalActions().size(), 2);
        QVERIFY(m.act(2, playWith("4C", "AD")));
        // Spin is paid for, then the four stops the run (the five is in a
        // hand, so the stop names no missing card but says Spin made it).
        QCOMPARE(m.afterLastCard(), paidBySevenThenStopped());
        QVERIFY(lastStop(m)->stop == StopCause::Spin);
        QCOMPARE(lastStop(m)->card, card("4C"));
        QCOMPARE(m.chips(2), 18 + 21);
        QCOMPARE(m.chips(1), 25);
        QCOMPARE(m.chips(0), 13);
        QCOMPARE(m.state.currentSeat(), 2); // the four became a stop
        // Eight to queen of spades: seat 2's last card, and the Game.
        QVERIFY(playAll(m, {{2, "8S"}, {2, "9S"}, {2, "TS"}, {2, "JS"}, {2, "QS"}}));
        QVERIFY(m.state.awaitingDeal());
        // Game (7) and a counter a card: 3 from seat 1, 6 from each other.
        QCOMPARE(m.chips(2), 39 + 7 + 3 + 36);
        QCOMPARE(m.chips(1), 22);
        QCOMPARE(m.chips(3), 9);
        QCOMPARE(m.chips(0), 7);
        QCOMPARE(m.pool(Intrigue), 1);
        QCOMPARE(m.state.chips().total(), 160);
        // The winner pays nothing towards the next Game; the new dealer
        // (seat 1) pays Matrimony and Intrigue and nothing for Game.
        const Ruleset& rules = m.state.rules();
        m.deal(rules.dealFromDeck(rules.pack().ordered(), 1));
        QCOMPARE(m.chips(2), 85);
        QCOMPARE(m.chips(1), 19);
        QCOMPARE(m.chips(3), 8);
        QCOMPARE(m.pool(Game), 6);
        // Which is said: seat 2 is let off its stake on Game.
        const Event* excused = m.find(EventType::Excused);
        QVERIFY(excused);
        QCOMPARE(static_cast<int>(excused->seat), 2);
        QCOMPARE(static_cast<Excuse>(excused->detail), Excuse::StakeAsLastWinner);
        QCOMPARE(static_cast<int>(excused->pool), static_cast<int>(Game));
        QCOMPARE(std::count_if(m.events.begin(), m.events.end(), [](const Event& e) { return e.type == EventType::Excused; }), 1);
    }

    // Spin may be led like any other card, the deal's first lead included
    // (the rules page's choice): a tester found the page saying "after a
    // stop" only, while the game let it lead first of all.
    void spinLedFirstOfAll() {
        DealLayout l = layout({"2S 3S 4S 5S 6S 7S", "AD 8S 9S TS JS QS KS", "KC 2C 3C 4C 5C 6C 7C",
                               "AC 8C 9C TC JC QC", "2D 3D 4D 5D 6D 7D", "9D TD JD QD KD AH", "3H 4H 5H 6H 7H 8H",
                               "9H TH JH QH KH AS"},
                              nullptr);
        ScriptedMatch m("spin", std::vector<std::int32_t>(8, 20), 0);
        m.deal(l);
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(m.play(1, "AD"));
        // Every other player pays the Spin's price to its holder.
        int paid = 0;
        for (const Event& e : m.events)
            if (e.type == EventType::Payment && static_cast<PaymentReason>(e.detail) == PaymentReason::Spin) {
                QCOMPARE(e.to, seatAccount(1));
                ++paid;
            }
        QCOMPARE(paid, 7);
    }

    void spinNeverPlayedPaysDouble() {
        DealLayout l = layout({"2S 3S 4S 5S 6S 7S", "KC 8S 9S TS JS QS KS", "AD 2C 3C 4C 5C 6C 7C",
                               "AC 8C 9C TC JC QC", "2D 3D 4D 5D 6D 7D", "9D TD JD QD KD AH", "3H 4H 5H 6H 7H 8H",
                               "9H TH JH QH KH AS"},
                              nullptr);
        ScriptedMatch m("spin", std::vector<std::int32_t>(8, 20), 0);
        m.deal(l);
        QVERIFY(m.play(1, "KC"));
        QVERIFY(playAll(m, {{1, "8S"}, {1, "9S"}, {1, "TS"}, {1, "JS"}, {1, "QS"}, {1, "KS"}}));
        // Two Kings paid (7 each), Game 7, then 14 from Spin's holder for
        // seven cards, 6 from each of the others.
        QVERIFY(m.state.awaitingDeal());
        QCOMPARE(m.chips(1), 19 + 14 + 7 + 14 + 36);
        QCOMPARE(m.chips(2), 3);
        QCOMPARE(m.chips(3), 11);
        QCOMPARE(m.chips(0), 9);
        // The double payment carries its own reason, so the log can say why.
        int cardPayments = 0;
        for (const Event& e : m.events) {
            const auto why = static_cast<PaymentReason>(e.detail);
            if (e.type != EventType::Payment || why == PaymentReason::King) continue;
            ++cardPayments;
            QCOMPARE(why, e.from == seatAccount(2) ? PaymentReason::CardsLeftSpinKept : PaymentReason::CardsLeft);
            if (e.from == seatAccount(2)) QCOMPARE(e.chips, 14);
        }
        QCOMPARE(cardPayments, 7);
    }

    void sevensPoolCardsAndStops() {
        ScriptedMatch m("sevens", {10, 10, 10}, 0);
        QCOMPARE(m.state.rules().pack().size(), 48);
        // Before the deal: one counter each, the dealer two, all four pool
        // cards covered.
        QCOMPARE(m.state.phase(), Phase::Staking);
        QCOMPARE(m.state.legalActions().size(), 4);
        QVERIFY(m.act(1, stake(0, 1)));                // AS
        QCOMPARE(m.state.legalActions().size(), 3);    // not AS again
        QVERIFY(!m.state.isLegal(stake(0, 1)));
        QVERIFY(m.act(2, stake(1, 1)));                // KC
        QCOMPARE(m.state.legalActions().size(), 2);    // one each on QH or JD
        QVERIFY(m.act(0, stake(2, 1)));                // QH
        QCOMPARE(m.state.legalActions().size(), 1);    // JD is the only bare card
        QVERIFY(m.act(0, stake(3, 1)));
        QVERIFY(m.state.awaitingDeal());

        DealLayout l = layout({"5H 6H 8H 9H TH KH 4S 5S 6S 8S 9S TS JS QS",
                               "AC 2C 3C 4C 5C 6C 8C 9C TC JC QC KS JH 2S 3S",
                               "AD 2D 3D 4D 5D 6D 8D 9D TD QD KD AH 2H 3H 4H"},
                              nullptr);
        l.layout = cards("AS KC QH JD");
        m.deal(l);
        // Ace to six of clubs; the seven is out, so the six is a stop.
        QVERIFY(playAll(m, {{1, "AC"}, {1, "2C"}, {1, "3C"}, {1, "4C"}, {1, "5C"}, {1, "6C"}}));
        QCOMPARE(lastStop(m)->card, card("7C"));
        // Eight to queen: the queen, just below the King of clubs, takes its
        // stake and is a stop.
        QVERIFY(playAll(m, {{1, "8C"}, {1, "9C"}, {1, "TC"}, {1, "JC"}, {1, "QC"}}));
        QCOMPARE(m.pool(1), 0);
        QCOMPARE(lastStop(m)->card, card("KC"));
        QCOMPARE(m.afterLastCard(), (std::vector<EventType>{EventType::PoolWon, EventType::Stopped}));
        // The King of spades takes the Ace's stake (the Ace counting high),
        // the knave of hearts the Queen's.
        QVERIFY(m.play(1, "KS"));
        QCOMPARE(m.pool(0), 0);
        QVERIFY(m.play(1, "JH"));
        QCOMPARE(m.pool(2), 0);
        QCOMPARE(m.chips(1), 12);
        QVERIFY(playAll(m, {{1, "2S"}, {1, "3S"}}));
        // Out: 15 and 14 cards owed, paid with all the others have.
        QCOMPARE(m.chips(1), 29);
        QCOMPARE(m.chips(2), 0);
        QCOMPARE(m.chips(0), 0);
        QCOMPARE(m.pool(3), 1); // the ten of diamonds was never played: JD's stake stays
        QVERIFY(m.state.matchOver());
    }

    void sevensRefusesOtherPoolCards() {
        ScriptedMatch m("sevens", {10, 10, 10}, 0);
        QVERIFY(m.act(1, stake(0, 1)));
        QVERIFY(m.act(2, stake(1, 1)));
        QVERIFY(m.act(0, stake(2, 1)));
        QVERIFY(m.act(0, stake(3, 1)));
        const Ruleset& rules = m.state.rules();
        DealLayout l = rules.dealFromDeck(rules.pack().ordered(), 0);
        QCOMPARE(l.layout, cards("AS KC QH JD"));
        QCOMPARE(l.hands[1].size() + l.hands[2].size() + l.hands[0].size(), 44);
        std::swap(l.layout, l.hands[1]);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.state.deal(l));
    }

    void newmarket() {
        ScriptedMatch m("newmarket", {20, 20, 20}, 0);
        // Ten chips each, spread as each player pleases.
        QCOMPARE(m.state.phase(), Phase::Staking);
        QCOMPARE(m.state.legalActions().size(), 40);
        QVERIFY(m.act(1, stake(0, 10))); // AH
        QVERIFY(m.act(2, stake(1, 5)));  // KC
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY(m.act(2, stake(2, 5)));  // QD
        QVERIFY(m.act(0, stake(3, 10))); // JS
        m.deal(newmarketDeal());
        // Every lead is the lowest card of a suit.
        const ActionList first = m.state.legalActions();
        QCOMPARE(first.size(), 3);
        QCOMPARE(first[0], Action::play(card("2C")));
        QCOMPARE(first[1], Action::play(card("QD")));
        QCOMPARE(first[2], Action::play(card("2H")));
        // Two to eight of hearts; the nine is in the dummy: a stop.
        QVERIFY(playAll(m, {{1, "2H"}, {1, "3H"}, {1, "4H"}, {1, "5H"}, {1, "6H"}, {1, "7H"}, {1, "8H"}}));
        QCOMPARE(lastStop(m)->card, card("9H"));
        // Another suit now: clubs or the queen of diamonds.
        QCOMPARE(m.state.legalActions().size(), 2);
        QVERIFY(playAll(m, {{1, "2C"}, {1, "3C"}, {1, "4C"}, {2, "5C"}, {2, "6C"}, {2, "7C"}, {2, "8C"}, {2, "9C"},
                            {2, "TC"}, {2, "JC"}, {2, "QC"}, {1, "KC"}}));
        QCOMPARE(m.chips(1), 15); // the King of clubs' 5
        QVERIFY(m.play(1, "AC"));  // the Ace stops
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(m.play(1, "QD"));  // the Queen of diamonds' 5, and out
        // A chip from each other player; AH and JS stay for the next deal.
        QCOMPARE(m.chips(1), 22);
        QCOMPARE(m.chips(2), 9);
        QCOMPARE(m.chips(0), 9);
        QCOMPARE(m.pool(0), 10);
        QCOMPARE(m.pool(3), 10);
        // Nobody else can stake ten: the match is over, the first seat
        // short of its stake named.
        QVERIFY(m.state.matchOver());
        const Event* over = m.find(EventType::MatchOver);
        QVERIFY(over);
        QCOMPARE(static_cast<MatchEnd>(over->detail), MatchEnd::CannotPay);
        QCOMPARE(static_cast<int>(over->seat), 0);
    }

    void saratogaFixedStakes() {
        ScriptedMatch m("saratoga", {20, 20, 20}, 0);
        QVERIFY(m.state.awaitingDeal()); // no choices: the stakes are fixed
        m.deal(newmarketDeal());
        for (int p = 0; p < 4; ++p) QCOMPARE(m.pool(p), 3);
        QCOMPARE(m.chips(1), 16);
        QVERIFY(playAll(m, {{1, "2H"}, {1, "3H"}, {1, "4H"}, {1, "5H"}, {1, "6H"}, {1, "7H"}, {1, "8H"}, {1, "2C"},
                            {1, "3C"}, {1, "4C"}, {2, "5C"}, {2, "6C"}, {2, "7C"}, {2, "8C"}, {2, "9C"}, {2, "TC"},
                            {2, "JC"}, {2, "QC"}, {1, "KC"}, {1, "AC"}, {1, "QD"}}));
        QCOMPARE(m.chips(1), 16 + 3 + 3 + 2);
        QCOMPARE(m.chips(2), 15);
        QVERIFY(m.state.awaitingDeal()); // four chips each still to be had
    }

    void newmarketMichiganColourRule() {
        ScriptedMatch m("newmarket", {20, 20, 20}, 0, {{"change-colour", 1}});
        QVERIFY(m.act(1, stake(0, 10)));
        QVERIFY(m.act(2, stake(1, 10)));
        QVERIFY(m.act(0, stake(3, 10)));
        m.deal(newmarketDeal());
        QVERIFY(playAll(m, {{1, "2H"}, {1, "3H"}, {1, "4H"}, {1, "5H"}, {1, "6H"}, {1, "7H"}, {1, "8H"}}));
        // After hearts stop, a black suit: only the clubs.
        QCOMPARE(m.state.legalActions().size(), 1);
        QCOMPARE(m.state.legalActions()[0], Action::play(card("2C")));
    }

    void newmarketDealerTakesTheDummy() {
        ScriptedMatch m("newmarket", {20, 20, 20}, 0, {{"dummy-exchange", 1}});
        QVERIFY(m.act(1, stake(0, 10)));
        QVERIFY(m.act(2, stake(1, 10)));
        QVERIFY(m.act(0, stake(3, 10)));
        m.deal(newmarketDeal());
        QCOMPARE(m.state.currentSeat(), 0);
        QVERIFY(m.act(0, Action::of(ActionKind::Exchange)));
        QCOMPARE(m.state.hand(0), cards("9H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"));
        // The dealer knows the dummy now (it was their hand); nobody else.
        QCOMPARE(m.state.observe(0).table.laidAside, cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD KD AD 2S"));
        QCOMPARE(m.state.observe(1).table.laidAside, CardSet{});
        QCOMPARE(m.state.currentSeat(), 1);
        QCOMPARE(m.state.phase(), Phase::Play);
    }

    // Play blocks where nobody can lead another suit after a stop (003;
    // the Michigan colour rule makes it common): the stop names nobody to
    // lead, the players holding the fewest cards win the deal (each named,
    // said to have won so), and every other player pays one chip.
    void newmarketBlockedPlayGoesToTheFewestCards() {
        int blocked = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            ScriptedMatch m("newmarket", {200, 200, 200}, 0, {{"change-colour", 1}});
            Random random(seed);
            ActionList legal;
            while (!m.state.matchOver() && m.state.dealsPlayed() < 20) {
                if (m.state.awaitingDeal()) {
                    m.deal(shuffledDeal(m.state.rules(), m.state.table(), random));
                    continue;
                }
                m.events.clear();
                m.state.legalActions(legal);
                m.state.apply(randomAction(legal, random), &m.events);
                std::uint8_t winners = 0;
                for (const Event& e : m.events)
                    if (e.type == EventType::DealOver && static_cast<DealEnd>(e.detail) == DealEnd::FewestCards) winners |= 1u << e.seat;
                if (!winners) continue;
                ++blocked;
                QVERIFY(lastStop(m));
                QCOMPARE(static_cast<int>(lastStop(m)->seat), -1);
                int fewest = 13;
                for (int s = 0; s < 3; ++s) fewest = std::min(fewest, m.state.hand(s).size());
                QVERIFY(fewest > 0);
                for (int s = 0; s < 3; ++s) {
                    const bool won = winners >> s & 1;
                    QCOMPARE(won, m.state.hand(s).size() == fewest);
                    // Each loser pays one chip to a winner; the winners pay nothing.
                    int paid = 0;
                    for (const Event& e : m.events)
                        if (e.type == EventType::Payment && e.from == s) {
                            QCOMPARE(static_cast<PaymentReason>(e.detail), PaymentReason::DealWon);
                            QVERIFY(winners >> e.to & 1);
                            paid += e.chips;
                        }
                    QCOMPARE(paid, won ? 0 : 1);
                }
            }
        }
        qInfo("%d deals blocked", blocked);
        QVERIFY(blocked > 0);
    }

private:
    // Three players and a dummy of 13, dealer seat 0. Seat 1 holds two to
    // eight of hearts, the two to four, King and Ace of clubs and the Queen
    // of diamonds; the nine of hearts is in the dummy.
    static DealLayout newmarketDeal() {
        DealLayout l = layout({"2D 3D 4D 5D 6D 7D 8D 9D TD JD KD AD 2S", "2H 3H 4H 5H 6H 7H 8H 2C 3C 4C KC AC QD",
                               "5C 6C 7C 8C 9C TC JC QC TH JH QH KH AH"},
                              nullptr, "9H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS");
        l.layout = cards("AH KC QD JS");
        return l;
    }
};

QTEST_APPLESS_MAIN(TestStopsGames)
#include "tst_stops_games.moc"
