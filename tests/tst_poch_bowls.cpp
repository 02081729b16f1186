// Poch with nine bowls (002, poch-bowls): the deal, the bank filling the
// bowls, the Sequence bowl and a whole match of three deals, worked out by
// hand from assets/rules/en/poch-bowls.md.
#include "historical_poch.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::historical;

class TestPochBowls : public QObject {
    Q_OBJECT

private slots:
    // ===================== Poch with nine bowls (002) =====================

    void bowlsDeal() {
        // 32 cards for 3 or 4 players, 52 for 5 or 6; five cards each, one
        // turned, the rest aside: 32-15-1 = 16, 32-20-1 = 11, 52-25-1 = 26,
        // 52-30-1 = 21.
        const int packSize[] = {32, 32, 52, 52};
        const int aside[] = {16, 11, 26, 21};
        for (int n = 3; n <= 6; ++n) {
            const auto rules = ScriptedMatch::make("poch-bowls", n, {});
            QCOMPARE(rules->pack().size(), packSize[n - 3]);
            const DealShape shape = rules->dealShape(0);
            for (int s = 0; s < n; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], 5);
            QVERIFY(shape.turnup);
            QCOMPARE(shape.spare, aside[n - 3]);
        }
        // One at a time clockwise from the dealer's left (dealer 2): seat 3
        // takes cards 1, 5, 9, 13, 17 of 7C 8C ... AC 7D ... AD 7H ...; the
        // 21st card, JH, is turned.
        const auto four = ScriptedMatch::make("poch-bowls", 4, {});
        const DealLayout l = four->dealFromDeck(Pack::piquet32().ordered(), 2);
        QCOMPARE(l.hands[3], cards("7C JC 7D JD 7H"));
        QCOMPARE(l.hands[0], cards("8C QC 8D QD 8H"));
        QCOMPARE(l.hands[1], cards("9C KC 9D KD 9H"));
        QCOMPARE(l.hands[2], cards("TC AC TD AD TH"));
        QCOMPARE(l.turnup, card("JH"));
        QCOMPARE(l.spare.size(), 11);
        // Five players from 2C up, dealer 4: seat 0 first; 25 dealt, so the
        // 26th card (2C..AC, 2D..AD) is AD.
        const auto five = ScriptedMatch::make("poch-bowls", 5, {});
        const DealLayout l5 = five->dealFromDeck(Pack::full52().ordered(), 4);
        QVERIFY(l5.hands[0].contains(card("2C")));
        QCOMPARE(l5.turnup, card("AD"));
    }

    void bowlsBankFillsTheBowlsInBoardOrder() {
        ScriptedMatch m("poch-bowls", {20, 20, 20}, 0, {{"bank-chips", 11}});
        QCOMPARE(m.state.chips().bank, 11);
        // Deal 1: the bank puts one chip in each of the eight bowls but the
        // Pinke (11 - 8 = 3 left); the players pay nothing. Every spade
        // honour is aside and nobody has a run or Marriage: nothing is won.
        m.deal(bowlsAcesLayout(1));
        QCOMPARE(m.count(EventType::AntePaid), 8);
        QCOMPARE(m.state.chips().bank, 3);
        for (int b = bowl::Ace; b <= bowl::Poch; ++b) QCOMPARE(m.pool(b), 1);
        QCOMPARE(m.pool(bowl::Pinke), 0);
        QCOMPARE(m.count(EventType::PoolWon), 0);
        for (int s = 0; s < 3; ++s) QCOMPARE(m.chips(s), 20);
        // Nobody bets; seat 1 plays its aces (each ends its run), then KH,
        // which nobody can beat; KD is its last card. Seats 2 and 0 pay 5.
        QVERIFY(run(m, "1:- 2:- 0:- 1:AH 1:AD 1:AC 1:KH 2:- 0:- 1:KD"));
        QCOMPARE(m.chips(1), 30);
        QCOMPARE(m.chips(2), 15);
        QCOMPARE(m.chips(0), 15);
        QVERIFY_CHIPS_CONSERVED(m);
        // Deal 2: the bank's last 3 chips go Ace, King, Queen (board order);
        // every bowl still holding a chip is not filled further.
        m.deal(bowlsAcesLayout(2));
        QCOMPARE(m.count(EventType::AntePaid), 3);
        QCOMPARE(m.state.chips().bank, 0);
        QCOMPARE(m.pool(bowl::Ace), 2);
        QCOMPARE(m.pool(bowl::King), 2);
        QCOMPARE(m.pool(bowl::Queen), 2);
        for (int b = bowl::Jack; b <= bowl::Poch; ++b) QCOMPARE(m.pool(b), 1);
        QVERIFY(run(m, "2:- 0:- 1:- 2:AH 2:AD 2:AC 2:KH 0:- 1:- 2:KD"));
        QCOMPARE(m.chips(2), 25);
        QCOMPARE(m.chips(0), 10);
        QCOMPARE(m.chips(1), 25);
        // Deal 3: the bank is empty, so no chips come onto the board.
        m.deal(bowlsAcesLayout(0));
        QCOMPARE(m.count(EventType::AntePaid), 0);
        QCOMPARE(m.state.chips().board(), 11);
        QVERIFY_CHIPS_CONSERVED(m);
    }

    void bowlsSequenceBowl() {
        // Trump run beats a higher plain run: seat 1 Q-K-A of diamonds,
        // seat 2 7-8-9 of hearts (trumps, TH turned) -> seat 2, though seat
        // 1 sits nearer the dealer's left.
        QCOMPARE(sequenceTo("poch-bowls", 0,
                            {"7D 9D JD TS AS", "QD KD AD 7C 9S", "7H 8H 9H JC KS", "8C TC QC 8S JS"}, "TH", bowl::Sequence),
                 2);
        // The higher top card wins and a run of four counts as its top
        // three: seat 1 7-8-9-10 of clubs (top 10) loses to seat 2's 9-10-J
        // of diamonds.
        QCOMPARE(sequenceTo("poch-bowls", 0,
                            {"8D QD AD TS QS", "7C 8C 9C TC 7S", "9D TD JD 8S KS", "QC AC 9S JS 7D"}, "TH", bowl::Sequence),
                 2);
        // Equal plain runs (9-10-J in clubs, diamonds, spades for seats 1,
        // 0, 3) go to the one nearest the dealer's left: dealer 0 -> seat 1;
        // dealer 2 (order 3, 0, 1) -> seat 3.
        const std::vector<std::string> equal{"9D TD JD 7C 7S", "9C TC JC 8D 8S", "AC AD AS KC KD", "9S TS JS QC QD"};
        QCOMPARE(sequenceTo("poch-bowls", 0, equal, "TH", bowl::Sequence), 1);
        QCOMPARE(sequenceTo("poch-bowls", 2, equal, "TH", bowl::Sequence), 3);
        // No wrapping round with the 52-card pack: A-2-3 of clubs is no run,
        // and nobody else has one, so the bowl stays.
        QCOMPARE(sequenceTo("poch-bowls", 0,
                            {"8D TD QD 4S 6S", "AC 2C 3C 5D 7H", "5C 7C 9C JD KD", "2D 4D 6D 8S TS", "3H 5H 9H QS AS"}, "2S",
                            bowl::Sequence),
                 -1);
    }

    void bowlsMatchOfThreeDeals() {
        ScriptedMatch m("poch-bowls", {10, 10, 10, 10}, 0);
        // Deal A, dealer 0, hearts trumps (8H turned). Seat 1: KH QH and
        // three aces; seat 2: TH, 9-10-J of diamonds, tens; seat 3: 9-10-J of
        // spades, no set; seat 0: AH, pairs of 8s and 7s. JH lies aside.
        m.deal(dealt({"AH 7C 7D 8S 8C", "KH QH AS AC AD", "TH 9D TD JD 9C", "9S TS JS QC KC"}, "8H", Pack::piquet32()));
        // Bank 100 - 8 = 92, a chip a bowl. Ace -> seat 0 (11); King, Queen,
        // Marriage -> seat 1 (13); Ten and Sequence (equal plain runs, seat 2
        // nearer the dealer's left) -> seat 2 (12); the Jack bowl stays.
        QCOMPARE(m.state.chips().bank, 92);
        QCOMPARE(m.chips(0), 11);
        QCOMPARE(m.chips(1), 13);
        QCOMPARE(m.chips(2), 12);
        QCOMPARE(m.chips(3), 10);
        QCOMPARE(wonBy(m, bowl::Sequence), 2);
        QVERIFY(carried(m, bowl::Jack));
        QCOMPARE(m.pool(bowl::Jack), 1);
        QCOMPARE(m.pool(bowl::Poch), 1);
        QCOMPARE(m.pool(bowl::Pinke), 0);
        // Poker from the dealer's left: seat 1 opens 2 (into the Pinke),
        // seat 2 raises to 4, seat 3 folds, seat 0 matches, seat 1 matches.
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(run(m, "1:b2"));
        QCOMPARE(m.pool(bowl::Pinke), 2);
        QVERIFY(run(m, "2:b4 3:- 0:b4 1:b2"));
        // Showdown in order 1, 2, 0: three aces beat tens and eights; seat 1
        // takes the Pinke (12) and the Poch bowl (1): 13 - 4 + 13 = 22.
        QCOMPARE(m.count(EventType::Showdown), 3);
        QCOMPARE(m.count(EventType::TieBroken), 0); // no tie to break
        QCOMPARE(m.chips(1), 22);
        QCOMPARE(m.chips(2), 8);
        QCOMPARE(m.chips(0), 7);
        QCOMPARE(m.chips(3), 10);
        QCOMPARE(m.pool(bowl::Pinke), 0);
        QCOMPARE(m.pool(bowl::Poch), 0);
        // Shedding: seat 1 (the dealer's left, and the poker winner) leads
        // QH; seat 2 holds only the lower TH and seat 3 no heart: they pass.
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(run(m, "1:QH"));
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(m.state.isLegal(Action::pass()));
        QVERIFY(run(m, "2:- 3:-"));
        // Seat 0 holds AH, so it must play it (no pass); the Ace ends the run.
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(!m.state.isLegal(Action::pass()));
        QVERIFY(run(m, "0:AH"));
        QCOMPARE(m.state.currentSeat(), 0);
        // 7C: seat 1 must beat it, and the Ace of clubs will do (any higher
        // card, not the next one up); the Ace ends it again.
        QVERIFY(run(m, "0:7C"));
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(run(m, "1:AC"));
        // KH: nobody can beat it; once all three others have passed the run
        // ends and seat 1 leads again.
        QVERIFY(run(m, "1:KH 2:- 3:- 0:-"));
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(run(m, "1:AS 1:AD"));
        // Seat 1 is out: 5 from seat 2, 5 from seat 3, 3 from seat 0 (7D 8S 8C).
        QVERIFY(m.state.awaitingDeal());
        QCOMPARE(m.chips(1), 35);
        QCOMPARE(m.chips(2), 3);
        QCOMPARE(m.chips(3), 5);
        QCOMPARE(m.chips(0), 4);
        QVERIFY_CHIPS_CONSERVED(m);
        QCOMPARE(m.state.dealer(), 1); // to the left

        // Deal B, dealer 1, spades trumps (7S turned; QS aside). Bowls: the
        // Jack holds 1 + 1, the others 1; bank 84. Seat 2: KS, three kings;
        // seat 3: 8-9-10-J of spades (trump run), no set; seat 0: AS, three
        // nines; seat 1: Q-K-A of diamonds (a higher plain run), QH.
        m.deal(dealt({"AS 9H 9D 9C 7D", "QD KD AD QH 8D", "KS KH KC 7C 8C", "8S 9S TS JS 7H"}, "7S", Pack::piquet32()));
        QCOMPARE(m.state.chips().bank, 84);
        // Ace -> seat 0 (5); King -> seat 2 (4); Jack (2), Ten, and Sequence
        // (trump run over Q-K-A) -> seat 3 (9); Queen and Marriage stay.
        QCOMPARE(wonBy(m, bowl::Jack), 3);
        QCOMPARE(wonBy(m, bowl::Sequence), 3);
        QCOMPARE(m.chips(0), 5);
        QCOMPARE(m.chips(1), 35);
        QCOMPARE(m.chips(2), 4);
        QCOMPARE(m.chips(3), 9);
        QCOMPARE(m.pool(bowl::Queen), 1);
        QCOMPARE(m.pool(bowl::Marriage), 1);
        // Seat 2 bets all its 4; seat 3 matches without a set (anyone may
        // bet); seats 0 and 1 fold. Three kings beat seat 3's nothing: seat 2
        // takes 8 + the Poch bowl's 1 = 9.
        QVERIFY(run(m, "2:b4 3:b4 0:- 1:-"));
        QCOMPARE(m.count(EventType::Showdown), 2);
        QCOMPARE(m.chips(2), 9);
        QCOMPARE(m.chips(3), 5);
        // Seat 2 leads 7C; seat 0 must play 9C; seat 2 then must beat it
        // with KC (8C is not legal); all pass. 8C and KH are not beaten; KS
        // is seat 2's last card.
        QVERIFY(run(m, "2:7C 3:- 0:9C 1:-"));
        QVERIFY(!m.state.isLegal(Action::play(card("8C"))));
        QVERIFY(run(m, "2:KC 3:- 0:- 1:- 2:8C 3:- 0:- 1:- 2:KH 3:- 0:- 1:- 2:KS"));
        // Seat 2 collects 5 from seat 3 (all it has), 4 from seat 0 (AS 9H 9D
        // 7D) and 5 from seat 1: 9 + 14 = 23. Seat 3 has no chips: out.
        QCOMPARE(m.chips(2), 23);
        QCOMPARE(m.chips(3), 0);
        QCOMPARE(m.chips(0), 1);
        QCOMPARE(m.chips(1), 30);
        QVERIFY(m.find(EventType::SeatOut, 3) != nullptr);
        QVERIFY(!m.state.matchOver());
        QVERIFY_CHIPS_CONSERVED(m);
        QCOMPARE(m.state.dealer(), 2);

        // Deal C, dealer 2: seat 3 is dealt no cards; clubs trumps (7C).
        const DealShape shape = m.state.rules().dealShape(m.state.table());
        QCOMPARE(shape.handSizes[3], 0);
        QCOMPARE(shape.spare, 16); // 32 - 3 x 5 - 1
        m.deal(dealt({"AH AD AS KH KD", "KC QC 8H 8D 8S", "JC TC 9C 7H 7D", ""}, "7C", Pack::piquet32()));
        QCOMPARE(m.count(EventType::CardsDealt), 3);
        // Bank 84 - 8 = 76; Queen and Marriage now hold 2. King, Queen (2),
        // Marriage (2) -> seat 1 (35); Jack, Ten, Sequence -> seat 2 (26); the
        // Ace (AC aside) stays.
        QCOMPARE(m.state.chips().bank, 76);
        QCOMPARE(m.chips(1), 35);
        QCOMPARE(m.chips(2), 26);
        QCOMPARE(m.chips(0), 1);
        // The dealer's left is seat 3, out: seat 0 speaks first. Nobody bets;
        // the Poch bowl stays.
        QCOMPARE(m.state.currentSeat(), 0);
        QVERIFY(run(m, "0:- 1:- 2:-"));
        QVERIFY(carried(m, bowl::Poch));
        // Seat 0 leads; after KH two passes (the two others dealt in) end
        // the run.
        QVERIFY(run(m, "0:AH 0:AD 0:AS 0:KH 1:- 2:-"));
        QCOMPARE(m.state.currentSeat(), 0);
        QVERIFY(run(m, "0:KD"));
        QCOMPARE(m.chips(0), 11);
        QCOMPARE(m.chips(1), 30);
        QCOMPARE(m.chips(2), 21);
        QCOMPARE(m.chips(3), 0);
        QCOMPARE(m.state.chips().board(), 2); // Ace and Poch bowls
        QVERIFY_CHIPS_CONSERVED(m);
        // The deal passes left from seat 2, past seat 3, to seat 0.
        QCOMPARE(m.state.dealer(), 0);
    }
};

QTEST_APPLESS_MAIN(TestPochBowls)
#include "tst_poch_bowls.moc"
