// Poch after Hoffmann (004, poch-1810), deal by deal, worked out by hand
// from assets/rules/en/poch-1810.md.
#include "historical_poch.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::historical;

namespace {
// The cards `seat` showed at the showdown.
CardSet shown(const ScriptedMatch& m, int seat) {
    for (const Event& e : m.events)
        if (e.type == EventType::Showdown && e.seat == seat) return e.cards;
    return {};
}
} // namespace

class TestPoch1810 : public QObject {
    Q_OBJECT

private slots:
    // ===================== Poch after Hoffmann (1810) =====================

    void hoffmannDeal() {
        // 32 cards, or 52 with full-pack; five each one at a time from the
        // dealer's left; the rest unused (32 - 21 = 11, 52 - 21 = 31).
        const auto rules = ScriptedMatch::make("poch-1810", 4, {});
        QCOMPARE(rules->pack().size(), 32);
        QCOMPARE(rules->dealShape(0).spare, 11);
        const auto full = ScriptedMatch::make("poch-1810", 4, {{"full-pack", 1}});
        QCOMPARE(full->pack().size(), 52);
        QCOMPARE(full->dealShape(0).spare, 31);
        for (int s = 0; s < 4; ++s) QCOMPARE(full->dealShape(0).handSizes[static_cast<std::size_t>(s)], 5);
        // Dealer 0: seat 1 takes cards 1, 5, 9, 13, 17; the 21st is turned.
        const DealLayout l = rules->dealFromDeck(Pack::piquet32().ordered(), 0);
        QCOMPARE(l.hands[1], cards("7C JC 7D JD 7H"));
        QCOMPARE(l.hands[0], cards("TC AC TD AD TH"));
        QCOMPARE(l.turnup, card("JH"));
        const DealLayout l52 = full->dealFromDeck(Pack::full52().ordered(), 0);
        QVERIFY(l52.hands[1].contains(card("2C")));
        QCOMPARE(l52.turnup, card("9D")); // 2C..AC are 13, so the 21st is 9D
    }

    void hoffmannCompartments() {
        {
            ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
            m.deal(hoffmannLayout());
            // A chip from each in each of the first seven (13 each, 4 a
            // compartment), nothing in the Poch. The turned AC wins nothing.
            // King, Queen, and Marriage besides -> seat 2 (25); Jack and
            // Sequence (7-8-9 of trumps) -> seat 1 (21); Ten -> seat 3 (17).
            // The 7-8-9 of hearts and of diamonds win nothing.
            QCOMPARE(m.count(EventType::AntePaid), 28);
            QCOMPARE(m.pool(hoffmann::Poch), 0);
            QVERIFY(carried(m, hoffmann::Ace));
            QCOMPARE(m.pool(hoffmann::Ace), 4);
            QCOMPARE(wonBy(m, hoffmann::Marriage), 2);
            QCOMPARE(wonBy(m, hoffmann::Sequence), 1);
            QCOMPARE(m.chips(0), 13);
            QCOMPARE(m.chips(1), 21);
            QCOMPARE(m.chips(2), 25);
            QCOMPARE(m.chips(3), 17);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // stake 3: 21 each, 12 a compartment; seat 2 takes 3 x 12.
            ScriptedMatch m("poch-1810", {30, 30, 30, 30}, 0, {{"stake", 3}});
            m.deal(hoffmannLayout());
            QCOMPARE(m.pool(hoffmann::Ace), 12);
            QCOMPARE(m.pool(hoffmann::Poch), 0);
            QCOMPARE(m.chips(0), 9);
            QCOMPARE(m.chips(2), 45);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // With the full pack the Sequence is still the 7-8-9 of trumps:
            // seat 2's, not seat 1's 2-3-4 of clubs.
            ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0, {{"full-pack", 1}});
            m.deal(dealt({"4D 8D TD QD KH", "2C 3C 4C 5D 6D", "7C 8C 9C 2D 3H", "2S 3S 5H 7H 9S"}, "AC", Pack::full52()));
            QCOMPARE(wonBy(m, hoffmann::Sequence), 2);
        }
    }

    void hoffmannWholeDeal() {
        // Seat 0 starting with 20 can pay the next 7 stakes; with 19 not;
        // with one deal agreed the match ends anyway.
        for (const auto& [start, deals] : std::vector<std::pair<int, int>>{{20, 0}, {19, 0}, {20, 1}}) {
            ScriptedMatch m("poch-1810", {start, 20, 20, 20}, 0, {{"deals", deals}});
            m.deal(hoffmannLayout());
            // Vying from the dealer's left: seat 1 opens 2 into the Poch,
            // seat 2 folds, seat 3 raises to 4, seat 0 folds, seat 1 stays.
            QCOMPARE(m.state.currentSeat(), 1);
            QVERIFY(run(m, "1:b2"));
            QCOMPARE(m.pool(hoffmann::Poch), 2);
            QVERIFY(run(m, "2:- 3:b4 0:- 1:b2"));
            // Jacks against jacks: 9 8 7 beside seat 1's, A K T beside seat
            // 3's; the trump Jack counts for nothing. Seat 3 takes 8.
            QCOMPARE(m.count(EventType::Showdown), 2);
            QCOMPARE(m.chips(3), 21);
            QCOMPARE(m.chips(1), 17);
            QCOMPARE(m.pool(hoffmann::Poch), 0);
            // Seat 3 leads TC; JC, QC, KC follow; AC is turned: seat 2 ends
            // the sequence and each other player pays it one chip.
            QCOMPARE(m.state.currentSeat(), 3);
            QVERIFY(run(m, "3:TC 1:JC 2:QC 2:KC"));
            QCOMPARE(m.chips(2), 28);
            QCOMPARE(m.chips(3), 20);
            QCOMPARE(m.chips(0), start - 7 - 1);
            QCOMPARE(m.chips(1), 16);
            QCOMPARE(m.count(EventType::Payment), 3);
            // 7H 8H 9H: seat 2 is out with the end of that sequence, for which
            // nothing is paid; then a chip a card: 4 (seat 3) + 5 (seat 0) + 4.
            QVERIFY(run(m, "2:7H 2:8H 2:9H"));
            QCOMPARE(m.count(EventType::Payment), 6);
            QCOMPARE(m.chips(2), 41);
            QCOMPARE(m.chips(3), 16);
            QCOMPARE(m.chips(0), start - 13);
            QCOMPARE(m.chips(1), 12);
            QVERIFY_CHIPS_CONSERVED(m);
            if (start == 20 && deals == 0) {
                // Seat 0 has exactly the 7 stakes: the match goes on, to the left.
                QVERIFY(m.state.awaitingDeal());
                QCOMPARE(m.state.dealer(), 1);
            } else {
                QVERIFY(m.state.matchOver());
                const Event* over = m.find(EventType::MatchOver);
                QVERIFY(over && over->seats == 0b0100);
            }
        }
    }

    // A player left with no chips is let off the chip for a run ended, and
    // it is said: the log said nothing of it (the chips a card were said).
    void hoffmannRunPaymentUnpaid() {
        // Seat 0 has exactly the 7 stakes, and none left to play with.
        ScriptedMatch m("poch-1810", {7, 20, 20, 20}, 0);
        m.deal(hoffmannLayout());
        QCOMPARE(m.chips(0), 0);
        QVERIFY(run(m, "1:b2 2:- 3:b4 0:- 1:b2"));
        // Seat 2 ends the run at the King: seats 3 and 1 pay a chip each,
        // seat 0 cannot, and is let off it after the run's payments.
        const std::size_t before = m.events.size();
        QVERIFY(run(m, "3:TC 1:JC 2:QC 2:KC"));
        QCOMPARE(m.chips(2), 27);
        QCOMPARE(m.chips(0), 0);
        std::vector<const Event*> after;
        for (std::size_t i = before; i < m.events.size(); ++i) after.push_back(&m.events[i]);
        const auto excused = std::find_if(after.begin(), after.end(), [](const Event* e) { return e->type == EventType::Excused; });
        QVERIFY(excused != after.end());
        QCOMPARE(static_cast<Excuse>((*excused)->detail), Excuse::ShortOfChipsForRun);
        QCOMPARE(int((*excused)->seat), 0);
        QCOMPARE((*excused)->chips, 1);
        QCOMPARE(int((*excused)->seats), 0b0100);
        QVERIFY(std::none_of(excused, after.end(), [](const Event* e) { return e->type == EventType::Payment; }));
        QVERIFY_CHIPS_CONSERVED(m);
    }

    void hoffmannVying() {
        // Stakes (13 each); Queen -> seat 0, Jack -> seat 1, Ten -> seat 2
        // (17 each); Ace, King, Marriage, Sequence stay.
        {
            // Everyone may vie: seat 2 with no pair bets too. Seats 1 and 3
            // hold the same ranks (J J 9 8 7): they share the 3 chips, the odd
            // one to seat 1, nearer the dealer's left.
            ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
            m.deal(hoffmannVyingLayout());
            QCOMPARE(m.chips(0), 17);
            QCOMPARE(m.chips(3), 13);
            QVERIFY(run(m, "1:b1 2:b1 3:b1 0:-"));
            QCOMPARE(m.count(EventType::Showdown), 3);
            // Equal throughout, seats 1 and 3 each show the whole hand, so
            // that the log shows why they share; seat 2, without a pair and
            // against pairs, its Ace alone.
            QCOMPARE(shown(m, 1), cards("JH JS 9C 8D 7S"));
            QCOMPARE(shown(m, 3), cards("JD JC 9H 8S 7D"));
            QCOMPARE(shown(m, 2), cards("AC"));
            QCOMPARE(m.chips(1), 18);
            QCOMPARE(m.chips(3), 13);
            QCOMPARE(m.chips(2), 16);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // A pass folds: seat 1 is not asked again. Between the hands with
            // no pair the fifth card decides (A K Q T 9 over A K Q T 8).
            ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
            m.deal(hoffmannVyingLayout());
            QVERIFY(run(m, "1:- 2:b1 3:- 0:b1"));
            QCOMPARE(m.state.phase(), Phase::Play);
            // Each shows its cards down to the fifth, which decides: the
            // log showed the two Aces alone.
            QCOMPARE(shown(m, 2), cards("AC KD QS TH 8C"));
            QCOMPARE(shown(m, 0), cards("AD KC QH TS 9S"));
            QCOMPARE(m.state.observe(1).table.known[0], cards("AD KC QH TS 9S"));
            QCOMPARE(m.chips(0), 18);
            QCOMPARE(m.chips(2), 16);
            QCOMPARE(m.chips(1), 17);
            QCOMPARE(m.state.currentSeat(), 0);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // A player left alone takes the Poch without showing.
            ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
            m.deal(hoffmannVyingLayout());
            QVERIFY(run(m, "1:b2 2:- 3:- 0:-"));
            QCOMPARE(m.count(EventType::Showdown), 0);
            QCOMPARE(m.chips(1), 17);
            QCOMPARE(m.state.observe(2).table.known[1], CardSet{});
            QCOMPARE(m.state.currentSeat(), 1);
        }
    }

    void hoffmannPassBeforeTheOpeningFolds() {
        // Rules page: before anyone has bet, each may bet or fold (004:
        // "Each in turn may bet or fold"): nothing keeps a seat in for free.
        ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
        m.deal(hoffmannVyingLayout());
        bool staysFree = false;
        const ActionList legal = m.state.legalActions();
        for (int i = 0; i < legal.size(); ++i) {
            if (legal[i].kind == ActionKind::Bet && legal[i].chips > 0) continue;
            State after = m.state;
            after.apply(legal[i]);
            staysFree = staysFree || !(after.table().betting.folded & 0b0010);
        }
        QVERIFY(!staysFree);
    }
};

QTEST_APPLESS_MAIN(TestPoch1810)
#include "tst_poch_1810.moc"
