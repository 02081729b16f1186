// Pochen (000, pochen), deal by deal, worked out by hand from
// assets/rules/en/pochen.md.
#include "historical_poch.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::historical;

class TestPochen : public QObject {
    Q_OBJECT

private slots:
    // ============================ Pochen (000) ============================

    void pochenDeal() {
        // As many cards as leave one to turn: 10, 7, 6, 5; 32 - n x hand
        // cards left.
        const int hand[] = {10, 7, 6, 5};
        const int left[] = {1, 3, 1, 1}; // beside the turned card
        for (int n = 3; n <= 6; ++n) {
            const auto rules = ScriptedMatch::make("pochen", n, {});
            QCOMPARE(rules->pack().size(), 32);
            const DealShape shape = rules->dealShape(0);
            for (int s = 0; s < n; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], hand[n - 3]);
            QVERIFY(shape.turnup);
            QCOMPARE(shape.spare, left[n - 3]);
        }
        // Four players, dealer 0, packets 3, 2, 2 from the dealer's left:
        // seat 1 7C 8C 9C | JD QD | JH QH; seat 0 8D 9D TD | 9H TH | 9S TS;
        // 28 dealt, JS turned, QS KS AS the stock.
        const auto four = ScriptedMatch::make("pochen", 4, {});
        const DealLayout l = four->dealFromDeck(Pack::piquet32().ordered(), 0);
        QCOMPARE(l.hands[1], cards("7C 8C 9C JD QD JH QH"));
        QCOMPARE(l.hands[2], cards("TC JC QC KD AD KH AH"));
        QCOMPARE(l.hands[3], cards("KC AC 7D 7H 8H 7S 8S"));
        QCOMPARE(l.hands[0], cards("8D 9D TD 9H TH 9S TS"));
        QCOMPARE(l.turnup, card("JS"));
        QCOMPARE(l.spare, cards("QS KS AS"));
        // Three players, packets 3, 2, 3, 2: seat 0 KC AC 7D | QD KD | QH KH
        // AH | JS QS; KS turned, AS the stock.
        const auto three = ScriptedMatch::make("pochen", 3, {});
        const DealLayout l3 = three->dealFromDeck(Pack::piquet32().ordered(), 0);
        QCOMPARE(l3.hands[1], cards("7C 8C 9C 8D 9D AD 7H 8H 7S 8S"));
        QCOMPARE(l3.hands[0], cards("KC AC 7D QD KD QH KH AH JS QS"));
        QCOMPARE(l3.turnup, card("KS"));
        QCOMPARE(l3.spare, cards("AS"));
    }

    void pochenSequencePool() {
        // Longer beats higher: seat 1 7-8-9-10 of clubs over seat 2 Q-K-A.
        QCOMPARE(sequenceTo("pochen", 0,
                            {"JC KD 7H TH KH 9S AS", "7C 8C 9C TC QD QS 8H", "QC KC AC 7D 9D JS 7S",
                             "8D TD AD 8S TS KS 9H"},
                            "AH", pochen::Sequence),
                 1);
        // Equal length: the higher top card (Q-K-A over 7-8-9), Ace high.
        QCOMPARE(sequenceTo("pochen", 0,
                            {"TC JC KD 7H TH KH AS", "7C 8C 9C QD QS 8H JD", "QC KC AC 7D 9D JS 7S",
                             "8D TD AD 8S TS KS 9H"},
                            "AH", pochen::Sequence),
                 2);
        // Equal length and top: the trump run (8-9-10 of hearts, seat 3)
        // beats seat 1's 8-9-10 of clubs.
        const std::vector<std::string> tens{"JC KC KD JH KH 9S AS", "8C 9C TC QD QS JD 7S", "QC AC 7D 9D JS 8S 7H",
                                            "8H 9H TH 8D TD AD KS"};
        QCOMPARE(sequenceTo("pochen", 0, tens, "AH", pochen::Sequence), 3);
        // Spades trumps instead (TS turned): both plain, so the one nearer
        // the dealer's left: dealer 0 -> seat 1; dealer 2 (order 3, 0, 1) ->
        // seat 3.
        QCOMPARE(sequenceTo("pochen", 0, tens, "TS", pochen::Sequence), 1);
        QCOMPARE(sequenceTo("pochen", 2, tens, "TS", pochen::Sequence), 3);
        // A-7-8 is no sequence (the Ace is high): nobody wins the pool.
        QCOMPARE(sequenceTo("pochen", 0,
                            {"TC JC KD 7H KH 9S AS", "AC 7C 8C QD QS 8H JD", "QC KC 7D 9D JS 7S TH",
                             "8D TD AD 8S TS KS 9H"},
                            "AH", pochen::Sequence),
                 -1);
    }

    void pochenWholeDeal() {
        ScriptedMatch m("pochen", {30, 30, 30, 30}, 0);
        m.deal(pochenLayout());
        // Every player puts a counter in each of the eight divisions (22
        // each, 4 a division). Ace -> seat 0; King, Queen, Marriage -> seat
        // 1; Ten -> seat 3; Sequence -> seat 2; the turned JH's pool stays.
        QCOMPARE(m.count(EventType::AntePaid), 32);
        QCOMPARE(m.chips(0), 26);
        QCOMPARE(m.chips(1), 34);
        QCOMPARE(m.chips(2), 26);
        QCOMPARE(m.chips(3), 26);
        QCOMPARE(m.pool(pochen::Jack), 4);
        QCOMPARE(m.pool(pochen::Pot), 4);
        QVERIFY(carried(m, pochen::Jack));
        // Betting from the dealer's left. Seat 1 passes; seat 2 bets 2 into
        // the centre pool.
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(run(m, "1:- 2:b2"));
        QCOMPARE(m.pool(pochen::Pot), 6);
        // Seat 3 has no set: it may only pass.
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(run(m, "3:-"));
        // Seat 0 may only bet exactly 2 against it (no raising).
        QCOMPARE(m.state.legalActions().size(), 2);
        QVERIFY(!m.state.isLegal(Action::bet(3)));
        QVERIFY(run(m, "0:b2"));
        // Seat 1's early pass was not final: it may still bet against.
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(run(m, "1:b2"));
        // Showdown 1, 2, 0: the nines of seats 1 and 0 are equal, and seat
        // 1's holds the trump 9H: it takes the centre pool 4 + 6 = 10.
        QCOMPARE(m.count(EventType::Showdown), 3);
        QCOMPARE(m.chips(1), 42);
        QCOMPARE(m.chips(2), 24);
        QCOMPARE(m.chips(0), 24);
        QCOMPARE(m.pool(pochen::Pot), 0);
        QVERIFY_CHIPS_CONSERVED(m);
        // The play, seat 1 leading. AD: the Ace is below the Seven, so 7D
        // (seat 0), 8D (seat 2), 9D (seat 1) follow; TD is in the stock:
        // stop, and seat 1 leads again.
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(run(m, "1:AD 0:7D 2:8D 1:9D"));
        const Event* stop = m.find(EventType::Stopped);
        QVERIFY(stop && stop->card == card("TD") && stop->seat == 1);
        // QH, KH: the run ends at the King; its holder leads.
        QVERIFY(run(m, "1:QH 1:KH"));
        QCOMPARE(m.state.currentSeat(), 1);
        // JS, QS, KS (seat 3), who leads next.
        QVERIFY(run(m, "1:JS 3:QS 3:KS"));
        QCOMPARE(m.state.currentSeat(), 3);
        // AC, 7C ... up to KC (seat 0), who leads 9S TS (JS is played: stop).
        QVERIFY(run(m, "3:AC 1:7C 3:8C 0:9C 2:TC 2:JC 2:QC 0:KC 0:9S 0:TS"));
        QCOMPARE(m.state.currentSeat(), 0);
        // AH, 7H (seat 2), 8H is in the stock; seat 2 leads AS, 7S (seat 3)
        // and goes out with 8S.
        QVERIFY(run(m, "0:AH 2:7H 2:AS 3:7S 2:8S"));
        // Seat 2 collects a counter a card: seat 3 (TH JD) 2, seat 0 (QD) 1,
        // seat 1 (9H) 1.
        QCOMPARE(m.chips(2), 28);
        QCOMPARE(m.chips(3), 24);
        QCOMPARE(m.chips(0), 23);
        QCOMPARE(m.chips(1), 41);
        QCOMPARE(m.pool(pochen::Jack), 4);
        QVERIFY_CHIPS_CONSERVED(m);
        QCOMPARE(m.state.dealer(), 1);
        QVERIFY(m.state.awaitingDeal());
    }

    void pochenEldestHandLeadsThePlay() {
        // Seat 2's bet is not answered: it takes the centre pool 4 + its 2
        // (26 - 2 + 6 = 30). The rules page (and 000): "The eldest hand, the
        // player on the dealer's left, leads any card".
        ScriptedMatch m("pochen", {30, 30, 30, 30}, 0);
        m.deal(pochenLayout());
        QVERIFY(run(m, "1:- 2:b2 3:- 0:- 1:-"));
        QCOMPARE(m.count(EventType::Showdown), 0);
        QCOMPARE(m.chips(2), 30);
        QVERIFY_CHIPS_CONSERVED(m);
        QCOMPARE(m.state.currentSeat(), 1);
    }

    void pochenEndOfMatch() {
        // The ordered pack dealt by dealer 0 (see pochenDeal): spades
        // trumps, JS turned, AS KS QS in the stock; TS -> seat 0; runs of
        // three with tops 9 (seat 1), Q (seat 2), 10 (seat 0): Sequence to
        // seat 2. Nobody bets, so the centre pool stays and seat 1 leads.
        // Play: 7C..KC, then seat 3 AC (stop), 7D..KD, seat 2 AD (stop),
        // AH..QH: seat 1 is out; seat 2 holds KH, seats 3 and 0 two cards.
        // Seat 0 ends with start - 8 + 4 - 2.
        for (const auto& [start, deals, over] : std::vector<std::tuple<int, int, bool>>{{9, 0, true}, {30, 0, false}, {30, 1, true}}) {
            ScriptedMatch m("pochen", {start, 30, 30, 30}, 0, {{"deals", deals}});
            m.deal(m.state.rules().dealFromDeck(m.state.table(), Pack::piquet32().ordered()));
            QCOMPARE(wonBy(m, pochen::Ten), 0);
            QCOMPARE(wonBy(m, pochen::Sequence), 2);
            QVERIFY(run(m, "1:- 2:- 3:- 0:-"));
            QVERIFY(carried(m, pochen::Pot));
            QCOMPARE(m.pool(pochen::Pot), 4);
            QVERIFY(run(m, "1:7C 1:8C 1:9C 2:TC 2:JC 2:QC 3:KC 3:AC 3:7D 0:8D 0:9D 0:TD 1:JD 1:QD 2:KD 2:AD 2:AH 3:7H "
                           "3:8H 0:9H 0:TH 1:JH 1:QH"));
            QCOMPARE(m.chips(1), 27);
            QCOMPARE(m.chips(2), 25);
            QCOMPARE(m.chips(3), 20);
            QCOMPARE(m.chips(0), start - 6);
            QCOMPARE(m.state.chips().board(), 24); // Ace, King, Queen, Jack, Marriage, centre
            QVERIFY_CHIPS_CONSERVED(m);
            // 3 counters cannot pay the next deal's 8; or one deal was agreed.
            QCOMPARE(m.state.matchOver(), over);
            if (over) {
                const Event* end = m.find(EventType::MatchOver);
                QVERIFY(end && end->seats == 0b0010);
                if (deals == 1) {
                    QCOMPARE(static_cast<MatchEnd>(end->detail), MatchEnd::DealsPlayed);
                } else {
                    QCOMPARE(static_cast<MatchEnd>(end->detail), MatchEnd::CannotPay);
                    QCOMPARE(static_cast<int>(end->seat), 0);
                }
            } else {
                QCOMPARE(m.state.dealer(), 1);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestPochen)
#include "tst_pochen.moc"
