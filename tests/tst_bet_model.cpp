// How a player bets: the Standard player's rules of thumb
// (engine/src/ai/thumb_bet.h), and the Expert's model of the others
// (bet_model.h), which bets by them too. A scripted round of modern
// Poch's betting.
#include "scripted_deal.h"

#include "ai/bet_model.h"
#include "poch/agent.h"

#include <algorithm>

using namespace poch;
using namespace poch::test;

namespace {

// Seat 3 holds four Aces, the best set there is; seat 0 three nines, seat
// 1 three Queens, seat 2 a pair of Jacks and a pair of Kings.
DealLayout fourAces() {
    return layout({"9C 8C 9H 8H 7H 9S 8S", "QC KD QD 7C 7S QH KH QS", "TD 9D 8D 7D JC JH KC KS",
                   "AD AH AC AS JS TC TH TS"},
                  "JD");
}

// Seat 2 opens, seat 3 (four Aces) raises, seat 0 raises again, seat 1
// drops and seat 2 matches: seat 3 is to answer the raise of its raise.
ScriptedMatch raisedInReturn() {
    ScriptedMatch m("poch", {50, 50, 50, 50}, 0);
    m.deal(fourAces());
    const auto raise = [&m](int seat) {
        const ActionList legal = m.state.legalActions();
        return m.bet(seat, legal.betLow() + 2);
    };
    if (!m.pass(1) || !m.bet(2, 2) || !raise(3) || !raise(0) || !m.pass(1)
        || !m.bet(2, m.state.legalActions().betLow()))
        qFatal("the scripted betting went otherwise");
    return m;
}

} // namespace

class TestBetModel : public QObject {
    Q_OBJECT

private slots:
    // The Standard raises once a deal: raised in return, even four Aces
    // match and raise no more, for a player raised in return holds a
    // strong hand too. Two Standards raised each other at every turn, to
    // their last chip.
    void theStandardRaisedInReturnMatches() {
        ScriptedMatch m = raisedInReturn();
        QCOMPARE(m.state.currentSeat(), 3);
        const ActionList legal = m.state.legalActions();
        QVERIFY(legal.betHigh() > legal.betLow());
        QVERIFY(m.state.table().betting.raised >> 3 & 1);
        auto standard = makeAgent(Level::Standard, m.state.rulesPtr(), 1);
        const Choice c = standard->choose(m.state.observe(3), legal);
        QCOMPARE(c.action, Action::bet(legal.betLow()));
        QCOMPARE(c.reason, Reason::PotOdds);
    }

    // The Expert's model of the others bets by the same rules of thumb but
    // one: it expects a player to raise again at every turn while its
    // chance stays very good, which measured better (bet_model.cpp).
    void theExpertExpectsARaiseAgain() {
        ScriptedMatch m = raisedInReturn();
        const ActionList legal = m.state.legalActions();
        const Action raise = Action::bet(std::min(legal.betHigh(), legal.betLow() + 2));
        Random random(5);
        const ai::BetModel model(m.state.rules(), m.state.observe(3), random);
        Random luck(6);
        QCOMPARE(model.reply(m.state.table(), legal, luck), raise);
    }
};

QTEST_GUILESS_MAIN(TestBetModel)
#include "tst_bet_model.moc"
