// The solver of the play of the cards (engine/src/ai/play_solver.h):
// positions worked out by hand in Pope Joan, Poch and Newmarket, and on
// small random deals of every ruleset with a play of the cards, the same
// gains as a plain search of every line of play, with no memory and no
// ordering, under the same rule for ties.
#include "scripted_deal.h"

#include "ai/play_solver.h"
#include "poch/simulation.h"

using namespace poch;
using namespace poch::test;

namespace {
using ai::Gains;
} // namespace

// Gains printed when a comparison fails.
namespace QTest {
template <>
inline char* toString(const poch::ai::Gains& g) {
    QByteArray text = "(";
    for (std::size_t s = 0; s < g.size(); ++s) text += (s ? " " : "") + QByteArray::number(g[s]);
    return qstrdup(text + ")");
}
} // namespace QTest

namespace {

// Every line of play, each seat taking what is best for itself; between
// equals, what leaves the others less; then the first in the sorted list.
Gains bruteForce(const Ruleset& rules, const Table& t) {
    if (t.current < 0 || t.phase != Phase::Play) return ai::worthsOf(t);
    ActionList legal;
    rules.legalActions(t, legal);
    Gains best{};
    for (int i = 0; i < legal.size(); ++i) {
        Table next = t;
        rules.apply(next, legal[i], nullptr);
        const Gains end = bruteForce(rules, next);
        if (i == 0 || ai::preferred(end, best, t.current, t.seats)) best = end;
    }
    return best;
}

Gains bruteForceGains(const Ruleset& rules, const Table& t) {
    Gains end = bruteForce(rules, t);
    for (int s = 0; s < t.seats; ++s) end[static_cast<std::size_t>(s)] -= ai::worthOf(t, s);
    return end;
}

// A position in the play of the cards, built by hand: a deal of the
// ruleset with these hands, every other card of the pack already played
// (by nobody in particular), `leader` to lead, 20 chips a seat and the
// pools as given.
State position(const std::string& ruleset, const std::vector<std::string>& hands, const char* turnup, int leader,
               const std::vector<std::pair<int, int>>& pools) {
    const auto rules = ScriptedMatch::make(ruleset, static_cast<int>(hands.size()), {});
    State dealt(rules, std::vector<std::int32_t>(hands.size(), 100), 0);
    Random random(1);
    while (!dealt.awaitingDeal()) dealt.apply(dealt.legalActions()[0]); // stakes before the first deal
    dealt.deal(shuffledDeal(*rules, dealt.table(), random));
    Table t = dealt.table();
    CardSet held;
    for (std::size_t s = 0; s < hands.size(); ++s) {
        t.hands[s] = cards(hands[s]);
        held |= t.hands[s];
    }
    t.known = {};
    t.laidAside = CardSet{};
    if (turnup) t.turnup = card(turnup);
    t.played = rules->pack().cards() - held;
    if (turnup) t.played.erase(t.turnup);
    t.playedBy = Table::filledWithNoSeat();
    t.phase = Phase::Play;
    t.run = RunState{};
    t.current = static_cast<std::int8_t>(leader);
    t.betting = BettingState{};
    t.dealFlags = 0;
    t.chips = ChipAccounts{};
    for (std::size_t s = 0; s < hands.size(); ++s) t.chips.seat[s] = 20;
    for (const auto& [pool, chips] : pools) t.chips.pool[static_cast<std::size_t>(pool)] = chips;
    return State(rules, t);
}

Gains gainsOf(std::initializer_list<std::int32_t> values) {
    Gains g{};
    std::size_t s = 0;
    for (std::int32_t v : values) g[s++] = v;
    return g;
}

// What each of the leader's leads brings every seat, and the best.
struct Leads {
    std::vector<Action> choices;
    std::vector<Gains> gains;
    Gains best{};
};
Leads solveLeads(const State& state) {
    ai::PlaySolver solver(state.rules(), 12);
    Leads leads;
    leads.choices = state.legalActions().toVector();
    leads.gains.resize(leads.choices.size());
    solver.solveEach(state.table(), leads.choices, leads.gains);
    leads.best = solver.solve(state.table());
    return leads;
}
Gains after(const Leads& leads, const char* code) {
    for (std::size_t c = 0; c < leads.choices.size(); ++c)
        if (leads.choices[c] == Action::play(card(code))) return leads.gains[c];
    qFatal("no lead of %s", code);
    return {};
}

int cardsInHands(const Table& t) {
    int n = 0;
    for (int s = 0; s < t.seats; ++s) n += t.hands[static_cast<std::size_t>(s)].size();
    return n;
}
} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    // Modern Poch, pay suit hearts, the Ace of hearts turned up: the King
    // of hearts is a stop. Leading it keeps the lead and the eight of
    // spades then goes out: the Pot (9) and a chip for each card left in
    // the others' hands (2 and 2). Leading the eight first gives the lead
    // to the nine of spades, and seat 1 goes out with its seven of clubs,
    // taking the Pot and a chip from each card left (1 and 2).
    void pochLeadsTheKingThatIsAStop() {
        enum { Pot = 8 };
        const State s = position("poch", {"KH 8S", "9S 7C", "TC 7D"}, "AH", 0, {{Pot, 9}});
        const Leads leads = solveLeads(s);
        QCOMPARE(leads.choices.size(), std::size_t{2});
        QCOMPARE(after(leads, "KH"), gainsOf({13, -2, -2}));
        QCOMPARE(after(leads, "8S"), gainsOf({-1, 12, -2}));
        QCOMPARE(leads.best, gainsOf({13, -2, -2}));
    }

    // Pope Joan, three players, trumps clubs (the two turned up), nothing
    // in the spare hand that matters. Seat 0 holds Pope and a five. Pope
    // first: it takes the Pope division (6) and a counter for every card
    // in the others' hands (2 and 2); the ten of diamonds is nowhere, so
    // it leads again and goes out with the five, taking Game (4) and a
    // counter a card (2 and 2). The five first: the six of spades is seat
    // 1's, who leads its last card, the two of hearts, and is out with
    // Game and two counters from seat 2; seat 0 pays nothing, for Pope's
    // holder pays nothing while Pope is unplayed.
    void popeJoanPlaysPopeBeforeGoingOut() {
        enum { Pope = 0, Game = 7 };
        const State s = position("pope-joan", {"9D 5S", "6S 2H", "3H 4H"}, "2C", 0, {{Pope, 6}, {Game, 4}});
        const Leads leads = solveLeads(s);
        QCOMPARE(after(leads, "9D"), gainsOf({18, -4, -4}));
        QCOMPARE(after(leads, "5S"), gainsOf({0, 6, -2}));
        QCOMPARE(leads.best, gainsOf({18, -4, -4}));
    }

    // Pope Joan: the King ends every run, so it is a stop to lead before
    // the three of diamonds, which gives the lead away for good.
    void popeJoanLeadsTheKingFirst() {
        enum { Game = 7 };
        const State s = position("pope-joan", {"KS 3D", "4D 8C", "9C 5H"}, "2C", 0, {{Game, 5}});
        const Leads leads = solveLeads(s);
        // King, then the three: out, with Game and a counter for each of
        // the others' two cards.
        QCOMPARE(after(leads, "KS"), gainsOf({9, -2, -2}));
        // The three: seat 1 follows with the four, the five is nobody's,
        // and seat 1 goes out with its last card: Game, a counter for seat
        // 0's King and two for seat 2's cards.
        QCOMPARE(after(leads, "3D"), gainsOf({-1, 8, -2}));
        QCOMPARE(leads.best, gainsOf({9, -2, -2}));
    }

    // Newmarket, the Michigan boodle cards (the Jack of spades is the
    // fourth, with 6 chips on it). Seat 0 may lead the lowest spade or the
    // lowest club. The spades run nine, ten, Jack (the boodle's chips) and
    // stop, since the Queen is nobody's; seat 0 leads again, not spades,
    // and the three of clubs goes out: a chip from each. The three first
    // runs to seat 1's five and stops; seat 1, not to lead clubs again,
    // goes out with the seven of hearts.
    void newmarketTakesTheBoodleAndKeepsTheLead() {
        enum { JackOfSpades = 3 };
        const State s = position("newmarket", {"9S TS JS 3C", "4C 5C 7H", "2D 8H"}, nullptr, 0, {{JackOfSpades, 6}});
        const Leads leads = solveLeads(s);
        QCOMPARE(leads.choices.size(), std::size_t{2});
        QCOMPARE(after(leads, "9S"), gainsOf({8, -1, -1}));
        QCOMPARE(after(leads, "3C"), gainsOf({-1, 2, -1}));
        QCOMPARE(leads.best, gainsOf({8, -1, -1}));
    }

    void agreesWithBruteForce_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        for (const RulesetInfo* info : allRulesets()) {
            if (info->scoredByMatch) continue; // Ranter-Go-Round has no play of the cards
            for (int seats : {3, 4}) QTest::addRow("%s-%d", info->id.c_str(), seats) << QString::fromStdString(info->id) << seats;
        }
    }
    // Random deals played at random until few enough cards are left for
    // the plain search; then both searches from every such position.
    void agreesWithBruteForce() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        const RulesetInfo* info = findRuleset(ruleset.toStdString());
        const auto rules = makeRuleset(info->id, Options(info->options), seats);
        ai::PlaySolver solver(*rules, 12);
        Random random(2026);
        ActionList legal;
        int compared = 0;
        for (int deal = 0; deal < 150 && compared < 60; ++deal) {
            State state(rules, std::vector<std::int32_t>(static_cast<std::size_t>(seats), 40), deal % seats);
            for (int step = 0; step < 400 && !state.matchOver(); ++step) {
                if (state.awaitingDeal()) {
                    if (state.dealsPlayed() > 0) break;
                    state.deal(shuffledDeal(*rules, state.table(), random));
                    continue;
                }
                if (state.currentSeat() < 0) break;
                state.legalActions(legal);
                if (state.phase() == Phase::Play && legal.size() > 1 && cardsInHands(state.table()) <= 14) {
                    solver.newDeal();
                    const Gains exact = solver.solve(state.table());
                    QCOMPARE(exact, bruteForceGains(*rules, state.table()));
                    // Each choice from the position, as the Expert asks.
                    std::vector<Action> choices = legal.toVector();
                    std::vector<Gains> each(choices.size());
                    solver.solveEach(state.table(), choices, each);
                    for (std::size_t c = 0; c < choices.size(); ++c) {
                        Table after = state.table();
                        rules->apply(after, choices[c], nullptr);
                        Gains plain = bruteForceGains(*rules, after);
                        for (int s = 0; s < seats; ++s)
                            plain[static_cast<std::size_t>(s)] += ai::worthOf(after, s) - ai::worthOf(state.table(), s);
                        QCOMPARE(each[c], plain);
                    }
                    ++compared;
                }
                state.apply(randomAction(legal, random));
            }
        }
        QVERIFY2(compared >= 20, qPrintable(QStringLiteral("only %1 positions").arg(compared)));
    }
};

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
