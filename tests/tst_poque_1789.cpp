// Le Poque of 1789 (004, poque-1789), deal by deal, worked out by hand
// from assets/rules/en/poque-1789.md.
#include "historical_poch.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::historical;

class TestPoque1789 : public QObject {
    Q_OBJECT

private slots:
    // ========================= Le Poque (1789, 004) =======================

    void poqueDeal() {
        // 32 cards for 3 or 4, 36 (with the sixes) for 5 or 6; five each.
        const int packSize[] = {32, 32, 36, 36};
        const int aside[] = {16, 11, 10, 5};
        for (int n = 3; n <= 6; ++n) {
            const auto rules = ScriptedMatch::make("poque-1789", n, {});
            QCOMPARE(rules->pack().size(), packSize[n - 3]);
            const DealShape shape = rules->dealShape(0);
            for (int s = 0; s < n; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], 5);
            QCOMPARE(shape.spare, aside[n - 3]);
        }
        // Dealt to the right from the dealer's right, two then three: dealer
        // 0 -> seat 3 7C 8C | 7D 8D 9D, seat 2 9C TC | TD JD QD, seat 1 JC QC |
        // KD AD 7H, seat 0 KC AC | 8H 9H TH; the 21st card JH is turned.
        const auto four = ScriptedMatch::make("poque-1789", 4, {});
        const DealLayout l = four->dealFromDeck(Pack::piquet32().ordered(), 0);
        QCOMPARE(l.hands[3], cards("7C 8C 7D 8D 9D"));
        QCOMPARE(l.hands[2], cards("9C TC TD JD QD"));
        QCOMPARE(l.hands[1], cards("JC QC KD AD 7H"));
        QCOMPARE(l.hands[0], cards("KC AC 8H 9H TH"));
        QCOMPARE(l.turnup, card("JH"));
        // Five players: 36 cards from 6C, dealer 0: seat 4 (the right) takes
        // 6C; 25 dealt, the 26th (6C..AC, 6D..AD, 6H..) is KH.
        const auto five = ScriptedMatch::make("poque-1789", 5, {});
        const DealLayout l5 = five->dealFromDeck(Pack::short36().ordered(), 0);
        QVERIFY(l5.hands[4].contains(card("6C")));
        QCOMPARE(l5.turnup, card("KH"));
    }

    void poqueWholeDeal() {
        // Starting with 30 the match goes on, unless one deal was agreed;
        // with 20 seat 3 ends on 1 chip and cannot pay the next six antes.
        for (const auto& [start, deals] : std::vector<std::pair<int, int>>{{30, 0}, {20, 0}, {30, 1}}) {
            ScriptedMatch m("poque-1789", {start, start, start, start}, 0, {{"deals", deals}});
            m.deal(poqueLayout());
            // Six antes each; betting comes first, so no pool is paid yet.
            const int afterAntes = start - 6;
            QCOMPARE(m.count(EventType::AntePaid), 24);
            QCOMPARE(m.count(EventType::PoolWon), 0);
            for (int p = poque::Ace; p <= poque::Poque; ++p) QCOMPARE(m.pool(p), 4);
            // Betting from the dealer's right, going right: seat 3 passes,
            // seat 2 bets 3, seat 1 raises to 5, seat 0 drops, seat 3 comes in
            // with 5 (its pass was not final), seat 2 matches with 2 more.
            QCOMPARE(m.state.currentSeat(), 3);
            QVERIFY(run(m, "3:- 2:b3"));
            QCOMPARE(m.state.chips().bets, 3); // the bets lie beside the board
            QCOMPARE(m.pool(poque::Poque), 4);
            QVERIFY(run(m, "1:b5 0:- 3:b5 2:b2"));
            // Showdown 3, 2, 1: queens against queens, seat 2's with the
            // pay-suit QD win 15 + the Poque pool 4.
            QCOMPARE(m.count(EventType::Showdown), 3);
            QCOMPARE(wonBy(m, poque::Poque), 2);
            // Then the pools: Ace (AD) -> seat 3; King turned -> the dealer,
            // seat 0; Queen and Ten -> seat 2; JD is unused: its pool stays.
            QCOMPARE(wonBy(m, poque::Ace), 3);
            QCOMPARE(wonBy(m, poque::King), 0);
            // The King's for the card turned up, the others' for cards held.
            for (const Event& e : m.events)
                if (e.type == EventType::PoolWon && e.pool != poque::Poque)
                    QCOMPARE(static_cast<PoolWonBy>(e.detail), e.pool == poque::King ? PoolWonBy::TurnedUp : PoolWonBy::Card);
            QCOMPARE(wonBy(m, poque::Queen), 2);
            QCOMPARE(wonBy(m, poque::Ten), 2);
            QVERIFY(carried(m, poque::Jack));
            QCOMPARE(m.chips(3), afterAntes - 5 + 4);
            QCOMPARE(m.chips(2), afterAntes - 5 + 19 + 8);
            QCOMPARE(m.chips(1), afterAntes - 5);
            QCOMPARE(m.chips(0), afterAntes + 4);
            QVERIFY_CHIPS_CONSERVED(m);
            // The winner of the betting leads 7S; the holders of 8S..KS play
            // them whatever their seats; AS is unused: stop, seat 0 leads.
            QCOMPARE(m.state.currentSeat(), 2);
            QVERIFY(run(m, "2:7S 1:8S 0:9S 0:TS 3:JS 1:QS 0:KS"));
            const Event* stop = m.find(EventType::Stopped);
            QVERIFY(stop && stop->card == card("AS") && stop->seat == 0);
            // 7D: 8D is unused, stop; 8H is seat 0's last card.
            QVERIFY(run(m, "0:7D 0:8H"));
            // Seat 0 collects 4 (seat 3), 4 (seat 2), 3 (seat 1) = 11. Seats 3
            // and 2 tie for most with 4: each pays 4 to seat 1 and to seat 0,
            // nothing to each other.
            const int s3 = afterAntes - 1 - 4 - 8, s2 = afterAntes + 22 - 4 - 8, s1 = afterAntes - 5 - 3 + 8,
                      s0 = afterAntes + 4 + 11 + 8;
            QCOMPARE(m.chips(3), s3);
            QCOMPARE(m.chips(2), s2);
            QCOMPARE(m.chips(1), s1);
            QCOMPARE(m.chips(0), s0);
            QCOMPARE(m.count(EventType::Payment), 3 + 4);
            QVERIFY_CHIPS_CONSERVED(m);
            if (start == 30 && deals == 0) {
                // 11, 34, 24, 47: all can pay 6; the deal passes to the right.
                QCOMPARE(s3, 11);
                QVERIFY(m.state.awaitingDeal());
                QCOMPARE(m.state.dealer(), 3);
            } else {
                // Seat 3 holds 1 (or the one deal is played): the match is
                // over; seat 0 has most (37, or 47).
                QCOMPARE(s0, start == 20 ? 37 : 47);
                QVERIFY(m.state.matchOver());
                const Event* over = m.find(EventType::MatchOver);
                QVERIFY(over && over->seats == 0b0001);
                // And says why: the one deal agreed, else seat 3's 1 chip.
                if (deals == 1) {
                    QCOMPARE(static_cast<MatchEnd>(over->detail), MatchEnd::DealsPlayed);
                } else {
                    QCOMPARE(static_cast<MatchEnd>(over->detail), MatchEnd::CannotPay);
                    QCOMPARE(static_cast<int>(over->seat), 3);
                }
            }
        }
    }

    // A player short of chips for holding the most cards pays the players
    // owed in turn from their right (the way of play) until none are left,
    // and what goes unpaid is said, to whom, after the payments: nothing
    // said it, and a payer who had none left vanished from the summary.
    void poqueMostCardsUnpaid() {
        ScriptedMatch m("poque-1789", {30, 30, 30, 13}, 0);
        m.deal(poqueLayout());
        QVERIFY(run(m, "3:- 2:b3 1:b5 0:- 3:b5 2:b2"));
        QVERIFY(run(m, "2:7S 1:8S 0:9S 0:TS 3:JS 1:QS 0:KS"));
        const std::size_t before = m.events.size();
        QVERIFY(run(m, "0:7D 0:8H"));
        // Seat 3: 13 - 6 antes - 5 bet + 4 (Ace) - 4 to seat 0 for its
        // cards = 2. It owes 4 to seat 1 and 4 to seat 0 for holding the
        // most (tied with seat 2, which pays both in full): seat 1 gets its
        // 2, seat 0 nothing.
        QCOMPARE(m.chips(3), 0);
        QCOMPARE(m.chips(1), 24 - 5 - 3 + 4 + 2);
        QCOMPARE(m.chips(0), 24 + 4 + 11 + 4);
        QCOMPARE(m.chips(2), 24 + 22 - 4 - 8);
        QVERIFY_CHIPS_CONSERVED(m);
        std::vector<const Event*> excused;
        bool paidAfter = false;
        for (std::size_t i = before; i < m.events.size(); ++i) {
            if (m.events[i].type == EventType::Excused) excused.push_back(&m.events[i]);
            else if (!excused.empty() && m.events[i].type == EventType::Payment) paidAfter = true;
        }
        QVERIFY(!paidAfter);
        QCOMPARE(excused.size(), std::size_t{2});
        for (const Event* e : excused) {
            QCOMPARE(static_cast<Excuse>(e->detail), Excuse::ShortOfChipsForMostCards);
            QCOMPARE(int(e->seat), 3);
        }
        QCOMPARE(excused[0]->chips, 2);
        QCOMPARE(int(excused[0]->seats), 0b0010);
        QCOMPARE(excused[1]->chips, 4);
        QCOMPARE(int(excused[1]->seats), 0b0001);
    }

    void poqueLoneSurvivorAndNoBet() {
        {
            // Seat 3 bets 1 with no pair and everyone drops: it takes its bet
            // and the Poque pool without showing (24 - 1 + 1 + 4), then the Ace
            // pool (+4) after the betting; it leads.
            ScriptedMatch m("poque-1789", {30, 30, 30, 30}, 0);
            m.deal(poqueLayout());
            QVERIFY(run(m, "3:b1 2:- 1:- 0:-"));
            QCOMPARE(m.count(EventType::Showdown), 0);
            QCOMPARE(wonBy(m, poque::Poque), 3);
            QCOMPARE(m.chips(3), 32);
            QCOMPARE(m.state.currentSeat(), 3);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // Seat 3 bets 1, seat 2 raises to 5, and everyone drops: seat 2
            // wins 2 (seat 3's chip, and its own that matched it) and takes
            // back the 4 that nobody matched, said apart (it was one win of
            // 6, so that the log said seat 2 won 6 chips when it gained 1).
            ScriptedMatch m("poque-1789", {30, 30, 30, 30}, 0);
            m.deal(poqueLayout());
            QVERIFY(run(m, "3:b1 2:b5 1:- 0:- 3:-"));
            QCOMPARE(m.count(EventType::Showdown), 0);
            std::vector<std::pair<PotShare, int>> shares;
            for (const Event& e : m.events)
                if (e.type == EventType::PotWon) {
                    QCOMPARE(static_cast<int>(e.seat), 2);
                    shares.emplace_back(static_cast<PotShare>(e.detail), e.chips);
                }
            QCOMPARE(shares, (std::vector<std::pair<PotShare, int>>{{PotShare::Won, 2}, {PotShare::Returned, 4}}));
            QCOMPARE(wonBy(m, poque::Poque), 2);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // Nobody bets: the Poque pool stays; the dealer's right leads.
            ScriptedMatch m("poque-1789", {30, 30, 30, 30}, 1);
            m.deal(poqueLayout());
            QCOMPARE(m.state.currentSeat(), 0);
            QVERIFY(run(m, "0:- 3:- 2:- 1:-"));
            QVERIFY(carried(m, poque::Poque));
            QCOMPARE(m.pool(poque::Poque), 4);
            // The turned KD is the dealer's, seat 1.
            QCOMPARE(wonBy(m, poque::King), 1);
            QCOMPARE(m.state.currentSeat(), 0);
        }
    }

    void poqueHandsWithoutAPair() {
        // Four players, dealer 0, diamonds the pay suit (7D turned); nobody
        // holds a pair. Seat 3 (A K Q J 8) and seat 2 (A K Q J 9) bet 1 each:
        // equal down to the fifth card, where 9 beats 8. Seat 2 takes 2 and
        // the Poque pool 4 (14 - 1 + 6 = 19), then the Queen pool (QD): 23.
        // Seat 0 holds AD KD TD (14 + 12 = 26); seat 3 JD (14 - 1 + 4 = 17).
        ScriptedMatch m("poque-1789", {20, 20, 20, 20}, 0);
        m.deal(dealt({"9D TD KD AD 8H", "7S 8S 9H TC JH", "AH KS QD JC 9C", "AS KH QC JD 8C"}, "7D", Pack::piquet32()));
        QVERIFY(run(m, "3:b1 2:b1 1:- 0:-"));
        QCOMPARE(m.count(EventType::Showdown), 2);
        QCOMPARE(wonBy(m, poque::Poque), 2);
        QCOMPARE(m.chips(2), 23);
        QCOMPARE(m.chips(3), 17);
        QCOMPARE(m.chips(0), 26);
        QCOMPARE(m.chips(1), 14);
        QCOMPARE(m.state.chips().board(), 0);
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY_CHIPS_CONSERVED(m);
    }

    void poqueTenAndNine() {
        // Four players, dealer 0, nobody bets; diamonds the pay suit. Who
        // takes the Ten pool, with the option on and off?
        const auto tenPool = [](bool option, const char* hand1, const char* hand2, const char* turnup) {
            ScriptedMatch m("poque-1789", {20, 20, 20, 20}, 0, {{"ten-and-nine", option ? 1 : 0}});
            m.deal(dealt({"QC KC QH KH QS", hand1, hand2, "7C 8C 9C TC JC"}, turnup, Pack::piquet32()));
            if (!run(m, "3:- 2:- 1:- 0:-")) return -2;
            return wonBy(m, poque::Ten);
        };
        // Seat 1 holds TD and 9D: wins either way.
        QCOMPARE(tenPool(true, "7S 8S 9S TD 9D", "7H 8H 9H TH JH", "7D"), 1);
        // Seat 1 TD, seat 2 9D: on, nobody; off, seat 1.
        QCOMPARE(tenPool(true, "7S 8S 9S TS TD", "7H 8H 9H TH 9D", "7D"), -1);
        QCOMPARE(tenPool(false, "7S 8S 9S TS TD", "7H 8H 9H TH 9D", "7D"), 1);
        // TD turned: the dealer (seat 0) takes the Ten pool, on or off.
        QCOMPARE(tenPool(true, "7S 8S 9S TS 9D", "7H 8H 9H TH JH", "TD"), 0);
        QCOMPARE(tenPool(false, "7S 8S 9S TS 9D", "7H 8H 9H TH JH", "TD"), 0);
        // 9D turned: on, nobody can win the Ten pool; off, TD's holder does.
        QCOMPARE(tenPool(true, "7S 8S 9S TS TD", "7H 8H 9H TH JH", "9D"), -1);
        QCOMPARE(tenPool(false, "7S 8S 9S TS TD", "7H 8H 9H TH JH", "9D"), 1);
    }
};

QTEST_APPLESS_MAIN(TestPoque1789)
#include "tst_poque_1789.moc"
