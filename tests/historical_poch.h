// What the tests of the historical forms of Poch share: the pools of each
// board, the hand-made layouts the deals are built from, and a player of
// scripted moves. Every outcome is worked out by hand from the rules pages
// in assets/rules/en/, which are the authority.
#pragma once

#include "scripted_deal.h"

#include "poch/dealer_draw.h"
#include "poch/game_record.h"
#include "poch/replay.h"

#include <stdexcept>

namespace poch::test::historical {

using namespace poch;
using namespace poch::test;

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
inline DealLayout dealt(const std::vector<std::string>& hands, const char* turnup, const Pack& pack) {
    DealLayout l = layout(hands, turnup);
    l.spare = pack.cards() - l.dealtCards();
    return l;
}

// Plays a script of moves: "1:QH" plays a card, "2:-" passes, "3:b4" bets 4.
inline bool run(ScriptedMatch& m, const std::string& moves) {
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
inline int wonBy(const ScriptedMatch& m, int pool) {
    for (const Event& e : m.events)
        if (e.type == EventType::PoolWon && e.pool == pool) return e.seat;
    return -1;
}
inline bool carried(const ScriptedMatch& m, int pool) {
    for (const Event& e : m.events)
        if (e.type == EventType::PoolCarried && e.pool == pool) return true;
    return false;
}
// Who takes the Sequence pool of a deal of these hands (chips 50 each).
inline int sequenceTo(const char* ruleset, int dealer, const std::vector<std::string>& hands, const char* turnup, int pool) {
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
inline DealLayout bowlsShowdownLayout() {
    return dealt({"AD KC QH JS 8S", "TS TD 9C 8D 7S", "TH TC 8C 9S 7C", "AC KD QS JH 9D"}, "7H", Pack::piquet32());
}

// Three players, spades trumps (7S turned) and every spade honour aside;
// the hand "AH AD AC KH KD" to `aces`, the others no run and no honour.
inline DealLayout bowlsAcesLayout(int aces) {
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
inline DealLayout pochenLayout() {
    return dealt({"9C 9S AH KC 7D QD TS", "9H 9D KH QH 7C JS AD", "TC JC QC 8S 8D 7H AS", "8C AC TH JD KS 7S QS"},
                 "JH", Pack::piquet32());
}

// --- Le Poque --------------------------------------------------------------

// Four players, dealer 0, diamonds the pay suit (KD turned). Seat 3 holds
// AD and no pair; seat 2 QD QC (the pay-suit Queen) and TD; seat 1 QH QS;
// seat 0 no pair. JD lies among the unused cards.
inline DealLayout poqueLayout() {
    return dealt({"9S TS KS 7D 8H", "QH QS AC 7H 8S", "QD QC TD 7S 9C", "AD KC 9H JS 7C"}, "KD", Pack::piquet32());
}

// --- Poch after Hoffmann ---------------------------------------------------

// Four players, dealer 0, clubs trumps (AC turned). Seat 1: 7-8-9 of
// trumps, JC and JH; seat 2: KC QC and 7-8-9 of hearts; seat 3: JD JS, TC,
// AH KS; seat 0: 7-8-9 of diamonds, AD QS.
inline DealLayout hoffmannLayout() {
    return dealt({"7D 8D 9D AD QS", "7C 8C 9C JC JH", "KC QC 7H 8H 9H", "JD JS TC AH KS"}, "AC", Pack::piquet32());
}

// Four players, dealer 0, hearts trumps (7H turned). Seats 1 and 3 each a
// pair of jacks with 9 8 7 beside it (seat 1's includes the trump Jack);
// seat 2 A K Q T 8 and seat 0 A K Q T 9, no pair. QH to seat 0, JH to seat
// 1, TH to seat 2; AH KH aside.
inline DealLayout hoffmannVyingLayout() {
    return dealt({"AD KC QH TS 9S", "JH JS 9C 8D 7S", "AC KD QS TH 8C", "JD JC 9H 8S 7D"}, "7H", Pack::piquet32());
}

} // namespace poch::test::historical
