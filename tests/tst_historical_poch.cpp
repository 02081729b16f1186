// The historical forms of Poch: Poch with nine bowls (002, poch-bowls),
// Pochen (000, pochen), Le Poque of 1789 (004, poque-1789) and Poch after
// Hoffmann (004, poch-1810), deal by deal. Every outcome is worked out by
// hand from the rules pages in assets/rules/en/, which are the authority;
// each check says which rule it holds the engine to.
#include "scripted_deal.h"

#include "poch/dealer_draw.h"
#include "poch/game_record.h"
#include "poch/replay.h"

#include <stdexcept>

using namespace poch;
using namespace poch::test;

namespace {
namespace bowl {
enum : int { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Poch, Pinke };
}
namespace pochen {
enum : int { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Pot };
}
namespace poque {
enum : int { Ace, King, Queen, Jack, Ten, Poque };
}
namespace hoffmann {
enum : int { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Poch };
}

// Every chip is with a seat, on the board, in the bets or in the bank.
#define QVERIFY_CHIPS_CONSERVED(m) \
    QCOMPARE((m).state.chips().total(), static_cast<std::int64_t>((m).state.table().startingChips))

// A layout from the hands (seat 0 first) and the turned card; every other
// card of the pack lies aside.
DealLayout dealt(const std::vector<std::string>& hands, const char* turnup, const Pack& pack) {
    DealLayout l = layout(hands, turnup);
    l.spare = pack.cards() - l.dealtCards();
    return l;
}

// Plays a script of moves: "1:QH" plays a card, "2:-" passes, "3:b4" bets 4.
bool run(ScriptedMatch& m, const std::string& moves) {
    std::istringstream in(moves);
    std::string move;
    while (in >> move) {
        const auto colon = move.find(':');
        const int seat = std::stoi(move.substr(0, colon));
        const std::string what = move.substr(colon + 1);
        bool ok = false;
        if (what == "-") ok = m.pass(seat);
        else if (what[0] == 'b') ok = m.bet(seat, std::stoi(what.substr(1)));
        else ok = m.play(seat, what.c_str());
        if (!ok) {
            qWarning("move %s was refused", move.c_str());
            return false;
        }
    }
    return true;
}

// The seat that won a board pool in this deal's events so far, or -1.
int wonBy(const ScriptedMatch& m, int pool) {
    for (const Event& e : m.events)
        if (e.type == EventType::PoolWon && e.pool == pool) return e.seat;
    return -1;
}
bool carried(const ScriptedMatch& m, int pool) {
    for (const Event& e : m.events)
        if (e.type == EventType::PoolCarried && e.pool == pool) return true;
    return false;
}
// Who takes the Sequence pool of a deal of these hands (chips 50 each).
int sequenceTo(const char* ruleset, int dealer, const std::vector<std::string>& hands, const char* turnup, int pool) {
    ScriptedMatch m(ruleset, std::vector<std::int32_t>(hands.size(), 50), dealer);
    m.deal(dealt(hands, turnup, m.state.rules().pack()));
    if (wonBy(m, pool) < 0 && !carried(m, pool)) qWarning("the Sequence pool was neither won nor carried");
    return wonBy(m, pool);
}

// --- Poch with nine bowls -------------------------------------------------

// Showdown deal, four players, dealer 0, hearts trumps (7H turned). Seat 1
// holds a pair of tens, seat 2 a pair of tens with the trump Ten; seats 3
// and 0 no set, A K Q J 9 against A K Q J 8. Runs: none. Honours: Ten to
// seat 2, Jack to seat 3, Queen to seat 0; AH and KH lie aside.
DealLayout bowlsShowdownLayout() {
    return dealt({"AD KC QH JS 8S", "TS TD 9C 8D 7S", "TH TC 8C 9S 7C", "AC KD QS JH 9D"}, "7H", Pack::piquet32());
}

// Three players, spades trumps (7S turned) and every spade honour aside;
// the hand "AH AD AC KH KD" to `aces`, the others no run and no honour.
DealLayout bowlsAcesLayout(int aces) {
    std::vector<std::string> hands(3);
    hands[static_cast<std::size_t>(aces)] = "AH AD AC KH KD";
    hands[static_cast<std::size_t>((aces + 1) % 3)] = "7H 9H JC 8D TD";
    hands[static_cast<std::size_t>((aces + 2) % 3)] = "8H TH 7C 9C 7D";
    return dealt(hands, "7S", Pack::piquet32());
}

// --- Pochen ----------------------------------------------------------------

// Four players, seven cards each, dealer 0, hearts trumps (JH turned; 8H
// TD KD in the stock). Seat 1: 9H 9D (the trump nine), KH QH; seat 2 the
// only run, T-J-Q of clubs, and 8S 8D; seat 0 AH and 9C 9S; seat 3 TH and
// no set.
DealLayout pochenLayout() {
    return dealt({"9C 9S AH KC 7D QD TS", "9H 9D KH QH 7C JS AD", "TC JC QC 8S 8D 7H AS", "8C AC TH JD KS 7S QS"},
                 "JH", Pack::piquet32());
}

// --- Le Poque --------------------------------------------------------------

// Four players, dealer 0, diamonds the pay suit (KD turned). Seat 3 holds
// AD and no pair; seat 2 QD QC (the pay-suit Queen) and TD; seat 1 QH QS;
// seat 0 no pair. JD lies among the unused cards.
DealLayout poqueLayout() {
    return dealt({"9S TS KS 7D 8H", "QH QS AC 7H 8S", "QD QC TD 7S 9C", "AD KC 9H JS 7C"}, "KD", Pack::piquet32());
}

// --- Poch after Hoffmann ---------------------------------------------------

// Four players, dealer 0, clubs trumps (AC turned). Seat 1: 7-8-9 of
// trumps, JC and JH; seat 2: KC QC and 7-8-9 of hearts; seat 3: JD JS, TC,
// AH KS; seat 0: 7-8-9 of diamonds, AD QS.
DealLayout hoffmannLayout() {
    return dealt({"7D 8D 9D AD QS", "7C 8C 9C JC JH", "KC QC 7H 8H 9H", "JD JS TC AH KS"}, "AC", Pack::piquet32());
}

// Four players, dealer 0, hearts trumps (7H turned). Seats 1 and 3 each a
// pair of jacks with 9 8 7 beside it (seat 1's includes the trump Jack);
// seat 2 A K Q T 8 and seat 0 A K Q T 9, no pair. QH to seat 0, JH to seat
// 1, TH to seat 2; AH KH aside.
DealLayout hoffmannVyingLayout() {
    return dealt({"AD KC QH TS 9S", "JH JS 9C 8D 7S", "AC KD QS TH 8C", "JD JC 9H 8S 7D"}, "7H", Pack::piquet32());
}
} // namespace

class TestHistoricalPoch : public QObject {
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

    void bowlsShowdownAndBetting() {
        // After the bank (bank 92) Ten -> seat 2, Jack -> seat 3, Queen ->
        // seat 0: seats 0, 2, 3 hold 11, seat 1 10.
        {
            ScriptedMatch m("poch-bowls", {10, 10, 10, 10}, 0);
            m.deal(bowlsShowdownLayout());
            QCOMPARE(m.chips(0), 11);
            QCOMPARE(m.chips(1), 10);
            // Equal pairs of tens: the one with the trump Ten (seat 2) wins
            // the Pinke (4) and the Poch bowl (1): 11 - 2 + 5 = 14.
            QVERIFY(run(m, "1:b2 2:b2 3:- 0:-"));
            QCOMPARE(m.count(EventType::Showdown), 2);
            QCOMPARE(m.chips(2), 14);
            QCOMPARE(m.chips(1), 8);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // Seats 1 and 2 pass: in bowls a pass folds, so once seat 3 opens
            // and seat 0 matches, the betting is over without asking them.
            // Neither has a set: A K Q J 9 beats A K Q J 8 on the fifth card;
            // seat 3 takes 2 + 1: 11 - 1 + 3 = 13.
            ScriptedMatch m("poch-bowls", {10, 10, 10, 10}, 0);
            m.deal(bowlsShowdownLayout());
            QVERIFY(run(m, "1:- 2:- 3:b1 0:b1"));
            QCOMPARE(m.state.phase(), Phase::Play);
            QCOMPARE(m.count(EventType::Showdown), 2);
            QCOMPARE(m.chips(3), 13);
            QCOMPARE(m.chips(0), 10);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // Everyone else passes after seat 1's bet of 3: seat 1 takes the
            // Pinke (3) and the Poch bowl (1) without showing: 10 - 3 + 4.
            ScriptedMatch m("poch-bowls", {10, 10, 10, 10}, 0);
            m.deal(bowlsShowdownLayout());
            QVERIFY(run(m, "1:b3 2:- 3:- 0:-"));
            QCOMPARE(m.count(EventType::Showdown), 0);
            QCOMPARE(m.chips(1), 11);
            QCOMPARE(m.state.observe(0).table.known[1], CardSet{});
            QCOMPARE(m.state.currentSeat(), 1);
            QVERIFY_CHIPS_CONSERVED(m);
        }
        {
            // Nobody bets: the Poch bowl keeps its chip; the dealer's left leads.
            ScriptedMatch m("poch-bowls", {10, 10, 10, 10}, 0);
            m.deal(bowlsShowdownLayout());
            QVERIFY(run(m, "1:- 2:- 3:- 0:-"));
            QVERIFY(carried(m, bowl::Poch));
            QCOMPARE(m.pool(bowl::Poch), 1);
            QCOMPARE(m.state.currentSeat(), 1);
        }
    }

    void bowlsShedding() {
        // Three players, dealer 0, clubs trumps (7C turned): QC -> seat 1 (11),
        // nothing else won; bank 92. Nobody bets, so seat 1 leads.
        ScriptedMatch m("poch-bowls", {10, 10, 10}, 0);
        m.deal(dealt({"8S AS TH JD 9C", "7S 9H 8D TD QC", "9S JS KS 7H 8C"}, "7C", Pack::piquet32()));
        QCOMPARE(m.chips(1), 11);
        QVERIFY(run(m, "1:- 2:- 0:-"));
        QVERIFY(run(m, "1:7S"));
        // Seat 2 must play a higher spade and may pick any of them.
        ActionList legal = m.state.legalActions();
        QCOMPARE(legal.size(), 3);
        QVERIFY(m.state.isLegal(Action::play(card("9S"))));
        QVERIFY(m.state.isLegal(Action::play(card("KS"))));
        QVERIFY(!m.state.isLegal(Action::pass()));
        // JS; seat 0 beats it with its Ace, which ends the run.
        QVERIFY(run(m, "2:JS 0:AS"));
        QVERIFY(m.find(EventType::Stopped, 0) != nullptr);
        // 8S: seat 1 cannot beat it and passes; seat 2 plays 9S; seat 0 and
        // seat 1 pass, so the run ends and seat 2 leads.
        QVERIFY(run(m, "0:8S 1:- 2:9S 0:- 1:-"));
        QCOMPARE(m.state.currentSeat(), 2);
        // KS, unbeaten; 8C, beaten by 9C then QC; JD beats 8D; seat 0 goes out
        // with TH, its last card.
        QVERIFY(run(m, "2:KS 0:- 1:- 2:8C 0:9C 1:QC 2:- 0:- 1:8D 2:- 0:JD 1:- 2:- 0:TH"));
        // Seat 1 holds 9H TD (pays 2), seat 2 holds 7H (pays 1): 10 + 3.
        QCOMPARE(m.chips(0), 13);
        QCOMPARE(m.chips(1), 9);
        QCOMPARE(m.chips(2), 9);
        QVERIFY_CHIPS_CONSERVED(m);
    }

    void bowlsDealersLeftLeadsTheShedding() {
        // Seat 2 wins the poker (trump Ten). The rules page (and 002): "The
        // player on the dealer's left leads any card" in the shedding.
        ScriptedMatch m("poch-bowls", {10, 10, 10, 10}, 0);
        m.deal(bowlsShowdownLayout());
        QVERIFY(run(m, "1:b2 2:b2 3:- 0:-"));
        QCOMPARE(m.state.phase(), Phase::Play);
        QCOMPARE(m.state.currentSeat(), 1);
    }

    void bowlsPlayersPayNoAntes() {
        // The players pay no antes (the bank fills the bowls) and the New
        // Game dialog may change the ten chips: five each must be a match.
        bool made = true;
        try {
            ScriptedMatch m("poch-bowls", {5, 5, 5}, 0);
        } catch (const std::invalid_argument&) {
            made = false;
        }
        QVERIFY(made);
    }

    void bowlsLastPlayerWithChipsWins() {
        // Three players with 8 chips, dealer 2 (seat 0 speaks and leads
        // first), hearts trumps (7H). Seat 0: four aces with AH KH (Ace, King:
        // 10); seat 1 two pairs; seat 2 three eights. Everything else stays.
        ScriptedMatch m("poch-bowls", {8, 8, 8}, 2);
        m.deal(dealt({"AC AD AS AH KH", "9C 9D TC TD JS", "8C 8D 8S QS KC"}, "7H", Pack::piquet32()));
        QCOMPARE(m.chips(0), 10);
        // Seat 0 bets 8; seats 1 and 2 match with all they have. Four aces
        // win 24 + the Poch bowl: 2 + 25 = 27.
        QVERIFY(run(m, "0:b8 1:b8 2:b8"));
        QCOMPARE(m.chips(0), 27);
        QVERIFY(run(m, "0:AC 0:AD 0:AS 0:AH 0:KH"));
        // Seats 1 and 2 hold 0 chips and pay nothing; both are out; seat 0
        // is the last with chips and wins.
        QCOMPARE(m.count(EventType::Payment), 0);
        QVERIFY(m.find(EventType::SeatOut, 1) && m.find(EventType::SeatOut, 2));
        QVERIFY(m.state.matchOver());
        const Event* over = m.find(EventType::MatchOver);
        QVERIFY(over && over->seats == 0b001);
        QCOMPARE(m.state.chips().board(), 5); // Queen, Jack, Ten, Marriage, Sequence
        QCOMPARE(m.state.chips().bank, 92);
        QVERIFY_CHIPS_CONSERVED(m);
    }

    void bowlsShortGame() {
        // short-game: one deal a player (3); with deals 2 as well, 2; without
        // it the match goes on. The most chips win.
        for (const auto& [shortGame, deals, expected] :
             std::vector<std::tuple<int, int, int>>{{1, 0, 3}, {1, 2, 2}, {0, 0, 4}}) {
            ScriptedMatch m("poch-bowls", {20, 20, 20}, 0, {{"short-game", shortGame}, {"deals", deals}});
            int played = 0;
            while (m.state.awaitingDeal() && played < 4) {
                m.deal(m.state.rules().dealFromDeck(m.state.table(), Pack::piquet32().ordered()));
                ++played;
                while (m.state.currentSeat() >= 0) m.state.apply(m.state.legalActions()[0], &m.events);
            }
            QCOMPARE(played, expected);
            QCOMPARE(m.state.matchOver(), expected < 4);
            if (m.state.matchOver()) {
                std::int32_t most = 0;
                for (int s = 0; s < 3; ++s) most = std::max(most, m.chips(s));
                std::uint8_t best = 0;
                for (int s = 0; s < 3; ++s)
                    if (m.chips(s) == most) best |= static_cast<std::uint8_t>(1u << s);
                const Event* over = m.find(EventType::MatchOver);
                QVERIFY(over && over->seats == best);
            }
            QVERIFY_CHIPS_CONSERVED(m);
        }
    }

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
            } else {
                QCOMPARE(m.state.dealer(), 1);
            }
        }
    }

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
            }
        }
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

    // ========================= The draw for the dealer ===================

    void dealerDraw() {
        const Pack pack = Pack::piquet32();
        // The cards in the order drawn.
        const auto inOrder = [](std::initializer_list<const char*> codes) {
            std::vector<Card> v;
            for (const char* c : codes) v.push_back(card(c));
            return v;
        };
        // The lowest rank deals: 8S (seat 3).
        std::vector<Card> d = inOrder({"KC", "9D", "AH", "8S"});
        QCOMPARE(dealerFromDraw(pack, d, 4), 3);
        QCOMPARE(drawnBy(d, 4), (std::vector<int>{0, 1, 2, 3}));
        // The Ace is high: Q is lowest of A K Q.
        QCOMPARE(dealerFromDraw(pack, inOrder({"AC", "KD", "QH"}), 3), 2);
        // Seats 0 and 1 tie on nines (suits do not count) and draw again:
        // 8H, 7C -> seat 1.
        d = inOrder({"9C", "9D", "KH", "AS", "8H", "7C"});
        QCOMPARE(dealerFromDraw(pack, d, 4), 1);
        QCOMPARE(drawnBy(d, 4), (std::vector<int>{0, 1, 2, 3, 0, 1}));
        // Three tie on nines; then seat 3's 8C is lowest.
        d = inOrder({"9C", "9D", "QH", "9S", "TC", "TD", "8C"});
        QCOMPARE(dealerFromDraw(pack, d, 4), 3);
        QCOMPARE(drawnBy(d, 4), (std::vector<int>{0, 1, 2, 3, 0, 1, 3}));
        // Tied twice, then 8C under AC: seat 0.
        d = inOrder({"7C", "7D", "8H", "9C", "9D", "8C", "AC"});
        QCOMPARE(dealerFromDraw(pack, d, 3), 0);
        QCOMPARE(drawnBy(d, 3), (std::vector<int>{0, 1, 2, 0, 1, 0, 1}));
        // Malformed draws are refused: a card twice, a card not in the pack,
        // a draw that stops while seats are tied or goes on after it is
        // decided, no draw at all.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dealerFromDraw(pack, inOrder({"9C", "9C", "KH"}), 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dealerFromDraw(pack, inOrder({"6C", "9D", "KH"}), 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dealerFromDraw(pack, inOrder({"9C", "9D", "KH", "AS"}), 4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dealerFromDraw(pack, inOrder({"KC", "9D", "AH", "8S", "7C"}), 4));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dealerFromDraw(pack, std::vector<Card>{}, 4));
    }

    void dealerDrawInRecords() {
        QVERIFY(findRuleset("poch-bowls")->dealerByDraw);
        for (const char* id : {"pochen", "poque-1789", "poch-1810"}) QVERIFY(!findRuleset(id)->dealerByDraw);
        std::string deck;
        for (Card c : Pack::piquet32().ordered()) deck += (deck.empty() ? "\"" : ",\"") + c.code() + "\"";
        // A three-seat record with this draw and one deal of the ordered pack.
        const auto record = [&](const std::string& ruleset, const std::string& draw, const std::string& dealer) {
            return "{\"format\":\"poch-record/1\",\"ruleset\":\"" + ruleset
                   + "\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"}],\"chips\":10,\"draw\":["
                   + draw + "],\"deals\":[{" + dealer + "\"deck\":[" + deck + "]}]}";
        };
        const std::string kc9dah = "\"KC\",\"9D\",\"AH\"";
        const std::string dealerOne = "\"dealer\":1,";
        // KC, 9D, AH: seat 1 draws lowest and deals the first deal, dealt
        // from its left: seat 2 takes the top card 7C.
        const GameRecord parsed = parseRecord(record("poch-bowls", kc9dah, dealerOne));
        QCOMPARE(parsed.draw.size(), std::size_t{3});
        const ReplayResult ok = replay(parsed);
        QVERIFY(!ok.error);
        QCOMPARE(ok.state->dealer(), 1);
        QVERIFY(ok.state->hand(2).contains(card("7C")));
        QVERIFY(!ok.deals.empty() && ok.deals[0][0].type == EventType::DealStarted && ok.deals[0][0].seat == 1);
        // Without "dealer" the draw still decides it.
        const ReplayResult implied = replayText(record("poch-bowls", kc9dah, ""));
        QVERIFY(!implied.error);
        QCOMPARE(implied.state->dealer(), 1);
        // A first dealer that is not the one drawn is refused at deal 1.
        const ReplayResult wrong = replayText(record("poch-bowls", kc9dah, "\"dealer\":0,"));
        QVERIFY(wrong.error);
        QCOMPARE(wrong.error->deal(), 1);
        QVERIFY(std::string(wrong.error->what()).find("seat 1") != std::string::npos);
        // A draw that stops with seats 0 and 1 tied is refused.
        const ReplayResult tied = replayText(record("poch-bowls", "\"KC\",\"KD\",\"AH\"", ""));
        QVERIFY(tied.error);
        // A ruleset without a draw refuses a record with one.
        const ReplayResult noDraw = replayText(record("pochen", kc9dah, dealerOne));
        QVERIFY(noDraw.error);
        QVERIFY(std::string(noDraw.error->what()).find("does not draw") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestHistoricalPoch)
#include "tst_historical_poch.moc"
