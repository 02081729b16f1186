// The reasons a hint, the coach and the review give for a choice
// (poch::ai::reasonForChoice), in positions worked out by hand: each is
// true of the card it is given for.
#include "historical_poch.h"
#include "ranter_go_round.h"
#include "scripted_deal.h"
#include "ai/lookahead.h"
#include "ai/reasons.h"
#include "stages/stops_run.h"
#include "poch/match.h"
#include "poch/registry.h"
#include "poch/simulation.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::historical;


// Plays seeded random matches of three, calling `choice` for every play
// of the cards with more than one legal action, with the state, what the
// seat to play sees, the legal actions and the seed; stops at a failure.
template <typename Choice>
void everyChoiceInThePlay(const char* ruleset, std::uint64_t seeds, Choice&& choice) {
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        MatchSetup setup;
        setup.ruleset = ruleset;
        setup.options = Options(findRuleset(ruleset)->options);
        for (int i = 0; i < 3; ++i) setup.seats.push_back({"S" + std::to_string(i), "random"});
        setup.chips.assign(3, 40);
        setup.seed = seed;
        Match m(setup);
        Random random(seed);
        ActionList legal;
        for (int step = 0; step < 200 && !m.over(); ++step) {
            if (m.dealDue()) {
                m.deal();
                continue;
            }
            m.legalActions(legal);
            const State& state = m.state();
            if (state.phase() == Phase::Play && legal.size() > 1) {
                choice(state, state.observe(state.currentSeat()), legal, seed);
                if (QTest::currentTestFailed()) return;
            }
            m.apply(randomAction(legal, random));
        }
    }
}

class TestReasons : public QObject {
    Q_OBJECT

private slots:
    // Newmarket, three players, the dummy face down. Seat 1 holds the two
    // to eight of hearts, the two to four of clubs with the King (a
    // boodle card, 5 chips on it) and the Ace, and the Queen of diamonds
    // (a boodle card). Its leads: each lowest card of a suit.
    void newmarketLeads() {
        ScriptedMatch m("newmarket", {20, 20, 20}, 0);
        QVERIFY(m.act(1, stake(0, 10)));
        QVERIFY(m.act(2, stake(1, 5)));
        QVERIFY(m.act(2, stake(2, 5)));
        QVERIFY(m.act(0, stake(3, 10)));
        DealLayout l = layout({"2D 3D 4D 5D 6D 7D 8D 9D TD JD KD AD 2S", "2H 3H 4H 5H 6H 7H 8H 2C 3C 4C KC AC QD",
                               "5C 6C 7C 8C 9C TC JC QC TH JH QH KH AH"},
                              nullptr, "9H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS");
        l.layout = cards("AH KC QD JS");
        m.deal(l);
        QCOMPARE(m.state.currentSeat(), 1);
        const Ruleset& rules = m.state.rules();
        const Observation seen = m.state.observe(1);
        const auto why = [&](const char* code) { return ai::reasonForChoice(rules, seen, Action::play(card(code))); };
        // The Queen of diamonds takes its boodle at once.
        QCOMPARE(why("QD"), Reason::TakesPool);
        // The two of clubs starts a run up towards its own King of clubs:
        // the reason it is led (it was "nothing leads up to this card").
        QCOMPARE(why("2C"), Reason::TowardsPool);
        // The two of hearts: the Ace of hearts is a boodle card, but not
        // this seat's; nothing leads up to a two.
        QCOMPARE(why("2H"), Reason::EarlySpecial);
    }

    // A lead said to run up to one's own boodle card reaches it unless
    // someone stops it: no card already played (or otherwise out of every
    // hand) lies between. "Lead the two of diamonds: it begins a run up to
    // a card of yours that takes a boodle card's chips" was said where the
    // four had been played (a tester). Over seeded random deals.
    void aRunTowardsAPoolIsNotBlocked() {
        int towards = 0;
        for (const char* ruleset : {"newmarket", "saratoga"})
            everyChoiceInThePlay(ruleset, 40, [&](const State& state, const Observation& seen, const ActionList& legal, std::uint64_t) {
                const AcePosition ace = state.rules().aceInRuns();
                const CardSet dead = ai::deadCards(state.rules(), seen.table);
                for (int i = 0; i < legal.size(); ++i) {
                    if (ai::reasonForChoice(state.rules(), seen, legal[i]) != Reason::TowardsPool) continue;
                    ++towards;
                    Card c = StopsRun::nextInSuit(legal[i].card, ace);
                    while (c.valid() && !(seen.hand().contains(c) && seen.table.layout.contains(c))) {
                        QVERIFY2(!dead.contains(c), qPrintable(QStringLiteral("%1 led, %2 out of play on the way").arg(QString::fromStdString(legal[i].card.code()), QString::fromStdString(c.code()))));
                        c = StopsRun::nextInSuit(c, ace);
                    }
                    QVERIFY(c.valid());
                }
            });
        QVERIFY(towards > 10);
    }

    // In the nine bowls each in turn may play any higher card of the suit,
    // so no card is one "nothing leads up to", none a stop "nobody holds
    // the next card to", no lead "a run of your own cards": a hint gave a
    // French tester "Aucune carte ne mène à celle-ci" for a Jack of trumps
    // that any lower heart led could be followed with. Over seeded random
    // deals, no lead of the nine bowls is given one of those reasons; the
    // same deals of modern Poch, played card by card, are.
    void theNineBowlsHaveNoRunsToReasonFrom() {
        int leads = 0;
        int runReasons = 0;
        for (const char* ruleset : {"poch-bowls", "poch"}) {
            const bool byCard = std::string(ruleset) == "poch";
            everyChoiceInThePlay(ruleset, 30, [&](const State& state, const Observation& seen, const ActionList& legal, std::uint64_t) {
                for (int i = 0; i < legal.size(); ++i) {
                    const Action& a = legal[i];
                    const Reason why = ai::reasonForChoice(state.rules(), seen, a);
                    const bool runReason = why == Reason::EarlySpecial || why == Reason::KnownStop || why == Reason::ClearsSuit
                                           || why == Reason::TowardsPool;
                    if (!byCard) QVERIFY2(!runReason, qPrintable(QString::fromStdString(a.card.code())));
                    runReasons += runReason;
                    leads += !byCard;
                }
            });
        }
        QVERIFY(leads > 50);
        QVERIFY(runReasons > 20);
    }

    // "No run leads up to this card" is true of the card: in Pochen the
    // Ace stands below the Seven (A, 7, 8 ... K), so a Seven whose Ace is
    // still in a hand is led up to; a hint said otherwise of the Seven of
    // clubs while the Ace of clubs lay face up in Anna's hand (a tester).
    // Over seeded random deals of Pochen and modern Poch, every lead given
    // that reason has every card below it out of the hands, and some
    // Sevens with their Ace alive are led.
    void nothingLeadsUpToACardWhoseAceIsAlive() {
        int said = 0;
        int sevensLedUpTo = 0;
        for (const char* ruleset : {"pochen", "poch"}) {
            everyChoiceInThePlay(ruleset, 40, [&](const State& state, const Observation& seen, const ActionList& legal, std::uint64_t seed) {
                const AcePosition ace = state.rules().aceInRuns();
                const CardSet gone = state.table().played | state.table().laidAside;
                for (int i = 0; i < legal.size(); ++i) {
                    const Card led = legal[i].card;
                    const Reason why = ai::reasonForChoice(state.rules(), seen, legal[i]);
                    // The cards a run may come up from: in the pack, not yet gone.
                    bool ledUpTo = false;
                    for (Card below : state.rules().pack().cards())
                        if (below != led && nextInSuit(below, ace) == led && !gone.contains(below)
                            && !(state.table().turnup == below && state.table().turnupOwner < 0))
                            ledUpTo = true;
                    if (why == Reason::EarlySpecial) {
                        ++said;
                        QVERIFY2(!ledUpTo, qPrintable(QStringLiteral("%1, seed %2: %3").arg(QString::fromLatin1(ruleset)).arg(seed).arg(QString::fromStdString(led.code()))));
                    }
                    sevensLedUpTo += ace == AcePosition::BelowSeven && led.rank() == kSeven && ledUpTo;
                }
            });
        }
        QVERIFY(said > 20);
        QVERIFY(sevensLedUpTo > 5);
    }

    // Ranter-Go-Round: "What you would get in exchange is more likely
    // lower" is said of keeping only where more of the cards the seat cannot
    // place are lower than its own, and "more likely higher" of passing it
    // on only where more are higher; it was said of keeping a six, which
    // 28 of the unseen cards beat and 20 do not (a tester). Otherwise the
    // reason is the search's own.
    void anExchangeIsWeighedByTheCardsUnseen() {
        ScriptedMatch m("ranter-go-round", {10, 10, 10, 10}, 3);
        m.deal(ranter::round({"6H", "QC", "3D", "9S"}, "KH"));
        const auto seen = [&m] { return m.state.observe(m.state.currentSeat()); };
        QCOMPARE(m.state.currentSeat(), 0);
        // A six: 20 unseen cards below it (the aces to fives, the three of
        // diamonds in another hand unseen), 28 above.
        QCOMPARE(ai::reasonForChoice(m.state.rules(), seen(), Action::of(ActionKind::Keep)), Reason::Search);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), seen(), Action::of(ActionKind::Exchange)), Reason::PassesCard);
        QVERIFY(m.act(0, Action::of(ActionKind::Keep)));
        // A Queen: more below than above.
        QCOMPARE(m.state.currentSeat(), 1);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), seen(), Action::of(ActionKind::Keep)), Reason::KeepsCard);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), seen(), Action::of(ActionKind::Exchange)), Reason::Search);
    }

    // A hint gave "A bluff: the others may drop before the cards are shown"
    // for a bet after everyone else had dropped (a pass before the opening
    // folds here): nobody was left to bluff.
    void aBetWithNobodyLeftIsNoBluff() {
        ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
        m.deal(hoffmannVyingLayout());
        // Seat 1, first to speak, holds a pair of Jacks: a set worth betting.
        QCOMPARE(ai::reasonForChoice(m.state.rules(), m.state.observe(1), Action::bet(1)), Reason::BestSet);
        // Seat 0 holds A K Q T 9 of four suits, no pair, and is last to speak.
        QVERIFY(run(m, "1:- 2:- 3:-"));
        QCOMPARE(m.state.currentSeat(), 0);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), m.state.observe(0), Action::bet(1)), Reason::Uncalled);
        // With another still in, the same bet is a bluff.
        ScriptedMatch other("poch-1810", {20, 20, 20, 20}, 0);
        other.deal(hoffmannVyingLayout());
        QVERIFY(run(other, "1:- 2:b1 3:-"));
        QCOMPARE(other.state.currentSeat(), 0);
        QCOMPARE(ai::reasonForChoice(other.state.rules(), other.state.observe(0), Action::bet(1)), Reason::Bluff);
    }

    // Facing a bet, matching it is worth what it costs; raising it, all
    // in too, is done on the set's strength. A hint to go all in had given
    // "What you can win is worth what it costs to stay in" (a tester).
    void aRaiseIsMadeOnTheSet() {
        ScriptedMatch m("poch-1810", {20, 20, 20, 20}, 0);
        m.deal(hoffmannVyingLayout());
        // Seat 1's pair of Jacks bet 1, seat 2 raised to 2; back to seat 1.
        QVERIFY(run(m, "1:b1 2:b2 3:- 0:-"));
        QCOMPARE(m.state.currentSeat(), 1);
        const ActionList legal = m.state.legalActions();
        QCOMPARE(legal.betLow(), 1);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), m.state.observe(1), Action::bet(1)), Reason::PotOdds);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), m.state.observe(1), Action::bet(3)), Reason::BestSet);
        QCOMPARE(ai::reasonForChoice(m.state.rules(), m.state.observe(1), Action::bet(legal.betHigh())), Reason::BestSet);
    }
};

QTEST_APPLESS_MAIN(TestReasons)
#include "tst_reasons.moc"
