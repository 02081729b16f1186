// Modern German Poch (004), deal by deal, with every outcome worked out by
// hand from the source and the choices on assets/rules/en/poch.md.
#include "scripted_deal.h"

#include "stages/betting_round.h"
#include "stages/showdown_tie.h"
#include "poch/pochen_hand.h"

#include <map>

using namespace poch;
using namespace poch::test;

namespace {
enum Pool { Ace, King, Queen, Jack, Ten, Marriage, Sequence, Pocher, Pot };

// Deal A: four players, dealer seat 0, the Jack of diamonds turned up.
// Seat 1 holds the pay-suit A K Q (and so Marriage) and a pair of sevens;
// seat 2 the pay-suit 10 and 7-8-9 (Sequence) and a pair of aces; seat 3
// three jacks; seat 0 three nines.
DealLayout dealA() {
    return layout({"9C 8C 9H 8H 7H 9S 8S", "AD KD QD 7C 7S AH KH QS", "TD 9D 8D 7D AC AS KC KS",
                   "QC QH JC JH JS TC TH TS"},
                  "JD");
}
} // namespace

class TestPochRules : public QObject {
    Q_OBJECT

private slots:
    void dealShapes() {
        const auto four = ScriptedMatch::make("poch", 4, {});
        DealShape shape = four->dealShape(0);
        QCOMPARE(shape.handSizes[0], 7); // the dealer receives last
        QCOMPARE(shape.handSizes[1], 8);
        QCOMPARE(shape.handSizes[3], 8);
        QCOMPARE(shape.spare, 0);
        QVERIFY(shape.turnup);
        const auto three = ScriptedMatch::make("poch", 3, {});
        shape = three->dealShape(2);
        QCOMPARE(shape.handSizes[0], 10);
        QCOMPARE(shape.handSizes[1], 10);
        QCOMPARE(shape.handSizes[2], 10);
        QCOMPARE(shape.spare, 1); // our reading of 004's three-player sentence
        const auto threeAll = ScriptedMatch::make("poch", 3, {{"three-deal-all", 1}});
        shape = threeAll->dealShape(0);
        QCOMPARE(shape.handSizes[1], 11);
        QCOMPARE(shape.handSizes[2], 10);
        QCOMPARE(shape.handSizes[0], 10);
        QCOMPARE(shape.spare, 0);
        const auto six = ScriptedMatch::make("poch", 6, {});
        shape = six->dealShape(5);
        QCOMPARE(shape.handSizes[0], 6);
        for (int s = 1; s < 6; ++s) QCOMPARE(shape.handSizes[static_cast<std::size_t>(s)], 5);
    }

    void dealingFromTheDeckGoesOneAtATimeFromTheDealersLeft() {
        const auto rules = ScriptedMatch::make("poch", 4, {});
        const std::vector<Card> deck = Pack::piquet32().ordered(); // 7C 8C 9C TC JC QC KC AC 7D ...
        const DealLayout l = rules->dealFromDeck(deck, 2);
        QVERIFY(l.hands[3].contains(card("7C"))); // first card to the dealer's left
        QVERIFY(l.hands[0].contains(card("8C")));
        QVERIFY(l.hands[1].contains(card("9C")));
        QVERIFY(l.hands[2].contains(card("TC"))); // the dealer
        QCOMPARE(l.hands[2].size(), 7);
        QCOMPARE(l.turnup, card("AS")); // the last card
    }

    void stageOneTakesThePaySuitPools() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0);
        m.deal(dealA());
        QCOMPARE(m.count(EventType::AntePaid), 36);
        // After antes every pool holds 4; seat 1 takes Ace, King, Queen and
        // Marriage, seat 2 Ten and Sequence; the turned-up Jack's pool stays.
        QCOMPARE(m.chips(1), 41 + 16);
        QCOMPARE(m.chips(2), 41 + 8);
        QCOMPARE(m.chips(3), 41);
        QCOMPARE(m.chips(0), 41);
        QCOMPARE(m.pool(Jack), 4);
        QCOMPARE(m.pool(Pocher), 4);
        QCOMPARE(m.pool(Pot), 4);
        for (Pool p : {Ace, King, Queen, Ten, Marriage, Sequence}) QCOMPARE(m.pool(p), 0);
        QCOMPARE(m.count(EventType::PoolWon), 6);
        QVERIFY(m.find(EventType::PoolCarried) != nullptr);
        QCOMPARE(m.state.phase(), Phase::Betting);
        QCOMPARE(m.state.currentSeat(), 1); // betting starts left of the dealer
    }

    // A player with no set may only pass, and the log must not make it
    // look chosen (a family tester read "Papa passes" for a pass Papa
    // never saw): the Passed event says why.
    void aPassWithNoSetIsToldAsForced() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0);
        m.deal(layout({"7C 7D 7H 8C 8D 8S 9D", "AD KH QS JC TD 9C 8H 7S", "9H 9S TC TH TS JH JS AC", "QC QD QH KC KD KS AH AS"}, "JD"));
        QCOMPARE(m.state.currentSeat(), 1);
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(m.pass(1));
        const Event* forced = m.find(EventType::Passed, 1);
        QVERIFY(forced);
        QCOMPARE(static_cast<PassBecause>(forced->detail), PassBecause::NothingToBetOn);
        // Seat 2 holds three tens and passes by choice.
        QVERIFY(m.pass(2));
        const Event* chosen = m.find(EventType::Passed, 2);
        QVERIFY(chosen);
        QCOMPARE(static_cast<PassBecause>(chosen->detail), PassBecause::Chosen);
        // Once a bet is open, seat 1 can only drop, and that is told too.
        QVERIFY(m.bet(3, 2));
        QVERIFY(m.bet(0, 2));
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(m.pass(1));
        const Event* dropped = m.find(EventType::Dropped, 1);
        QVERIFY(dropped);
        QCOMPARE(static_cast<PassBecause>(dropped->detail), PassBecause::NothingToBetOn);
    }

    void wholeDealWithRaisesAndPlay() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0);
        m.deal(dealA());
        // Seat 1 passes before any bet, seat 2 opens with 2, seat 3 raises
        // to 5, seat 0 matches; seat 1 may come back in and drops; seat 2
        // matches the raise with 3 more.
        QVERIFY(m.pass(1));
        QVERIFY(m.bet(2, 2));
        QVERIFY(m.bet(3, 5));
        QVERIFY(m.bet(0, 5));
        QCOMPARE(m.state.currentSeat(), 1);
        QVERIFY(m.pass(1));
        QVERIFY(m.find(EventType::Dropped, 1) != nullptr);
        // Seat 2 has put in 2 of 5: matching means exactly 3; less is refused.
        QVERIFY(!m.state.isLegal(Action::bet(2)));
        QVERIFY(m.bet(2, 3));
        // Showdown: three jacks beat three nines and a pair of aces; seat 3
        // takes the 15 bet and the Pocher pool, and leads.
        QCOMPARE(m.count(EventType::Showdown), 3);
        QCOMPARE(m.chips(3), 41 - 5 + 15 + 4);
        QCOMPARE(m.chips(0), 36);
        QCOMPARE(m.chips(2), 44);
        QCOMPARE(m.chips(1), 57);
        QCOMPARE(m.pool(Pocher), 0);
        QCOMPARE(m.state.chips().bets, 0);
        QCOMPARE(m.state.phase(), Phase::Play);
        QCOMPARE(m.state.currentSeat(), 3);
        // What was shown is known to everyone, and nothing else.
        const Observation seen = m.state.observe(1);
        QCOMPARE(seen.table.known[3], cards("JC JH JS"));
        QCOMPARE(seen.table.known[2], cards("AC AS"));
        QCOMPARE(seen.table.known[1], CardSet{});

        // Seat 3 leads the 10 of clubs; J and Q follow from seat 3's own
        // hand, K and A from seat 2; the Ace stops the run and seat 2 leads.
        QVERIFY(m.play(3, "TC"));
        QCOMPARE(m.state.legalActions().size(), 1); // the next card is forced
        QVERIFY(m.play(3, "JC"));
        QVERIFY(m.play(3, "QC"));
        QVERIFY(m.play(2, "KC"));
        QVERIFY(m.play(2, "AC"));
        QVERIFY(m.find(EventType::Stopped, 2) != nullptr);
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY(m.state.legalActions().size() > 1); // a free lead
        // 7-8-9-10 of diamonds, then the Jack is the turned card: a stop.
        QVERIFY(m.play(2, "7D"));
        QVERIFY(m.play(2, "8D"));
        QVERIFY(m.play(2, "9D"));
        m.events.clear();
        QVERIFY(m.play(2, "TD"));
        const Event* stop = m.find(EventType::Stopped);
        QVERIFY(stop && stop->card == card("JD"));
        QCOMPARE(m.state.currentSeat(), 2);
        // King then Ace of spades: seat 2 plays its last card and wins.
        QVERIFY(m.play(2, "KS"));
        m.events.clear();
        QVERIFY(m.play(2, "AS"));
        QVERIFY(m.state.awaitingDeal());
        QVERIFY(m.state.legalActions().empty());
        // The centre pot (4) and a chip a card: 7 from seat 0, 8 from seat 1,
        // 5 from seat 3.
        QCOMPARE(m.chips(2), 44 + 4 + 7 + 8 + 5);
        QCOMPARE(m.chips(0), 29);
        QCOMPARE(m.chips(1), 49);
        QCOMPARE(m.chips(3), 50);
        QCOMPARE(m.pool(Jack), 4);
        QCOMPARE(m.state.chips().total(), 200);
        QCOMPARE(m.count(EventType::Payment), 3);
        const Event* over = m.find(EventType::DealOver);
        QVERIFY(over && over->seat == 2);
        QCOMPARE(m.state.dealer(), 1); // the deal passes to the left

        // Deal B: the Jack pool carried over (4 + 4 antes) goes to the holder
        // of the pay-suit Jack; Sequence stays because its 7 is turned up.
        m.deal(layout({"JC 8D 9D TD JD QD KD AD", "8C 9C TC 8H 9H TH JH", "QC KC AC 7D 7H QH KH AH",
                       "7S 8S 9S TS JS QS KS AS"},
                      "7C"));
        QCOMPARE(m.chips(0), 29 - 9 + 8);
        QCOMPARE(m.chips(1), 49 - 9 + 4);
        QCOMPARE(m.chips(2), 68 - 9 + 16);
        QCOMPARE(m.chips(3), 50 - 9);
        QCOMPARE(m.pool(Sequence), 4);
        // Seat 3 has no pair: it may only pass.
        QCOMPARE(m.state.currentSeat(), 2);
        QVERIFY(m.pass(2));
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(m.pass(3));
        QVERIFY(m.pass(0));
        QVERIFY(m.pass(1));
        // Nobody bet: the Pocher pool stays and the player left of the
        // dealer leads.
        QCOMPARE(m.pool(Pocher), 4); // seat 3 won it in deal A
        QVERIFY(m.find(EventType::PoolCarried) != nullptr);
        QCOMPARE(m.state.phase(), Phase::Play);
        QCOMPARE(m.state.currentSeat(), 2);
    }

    void loneBettorTakesThePocherPool() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0);
        m.deal(dealA());
        QVERIFY(m.pass(1));
        QVERIFY(m.bet(2, 3));
        QVERIFY(m.pass(3));
        QVERIFY(m.pass(0));
        QVERIFY(m.pass(1));
        // Seat 2 gets its 3 back and the Pocher pool, having shown its aces.
        QCOMPARE(m.chips(2), 49 + 4);
        QCOMPARE(m.state.observe(0).table.known[2], cards("AC AS"));
        QCOMPARE(m.state.currentSeat(), 2);
    }

    void allInMakesSidePots() {
        // Three players, dealer 0; the Ace of spades is laid aside and the
        // 7 of spades turned up. Seat 0 takes K, Q, J, 10 and Marriage.
        const DealLayout deal = layout({"KS QS JS TS 9S 8S 7C 7D JC TD", "AH AD KH KD JD JH TH 9H 8H 7H",
                                        "QC QD QH 9C 9D 8C 8D TC KC AC"},
                                       "7S", "AS");
        ScriptedMatch m("poch", {30, 20, 12}, 0);
        m.deal(deal);
        QCOMPARE(m.chips(0), 21 + 15);
        QCOMPARE(m.chips(1), 11);
        QCOMPARE(m.chips(2), 3);
        QCOMPARE(m.pool(Ace), 3); // its card is laid aside: it stays
        QVERIFY(m.bet(1, 6));
        QVERIFY(m.find(EventType::Bet, 1) && !m.find(EventType::Bet, 1)->allIn); // 6 of its 11
        // Seat 2 holds 3 and cannot match 6: all in is its only bet.
        const ActionList legal = m.state.legalActions();
        QCOMPARE(legal.size(), 2);
        QCOMPARE(legal[1], Action::bet(3));
        QVERIFY(m.bet(2, 3));
        const Event* allIn = m.find(EventType::Bet, 2);
        QVERIFY(allIn && static_cast<BetKind>(allIn->detail) == BetKind::AllIn);
        QVERIFY(allIn->allIn);
        QVERIFY(m.bet(0, 6));
        // Main pot 9 to seat 2's three queens, side pot 6 to seat 1's aces
        // over seat 0's jacks (the pay-suit Jack does not help a lower pair); the Pocher pool goes with the main pot.
        QCOMPARE(m.chips(2), 9 + 3);
        QCOMPARE(m.chips(1), 5 + 6);
        QCOMPARE(m.chips(0), 30);
        QCOMPARE(m.state.currentSeat(), 2);
        QCOMPARE(m.state.chips().total(), 62);
    }

    void withoutAllInAShortPlayerMustDrop() {
        const DealLayout deal = layout({"KS QS JS TS 9S 8S 7C 7D JC TD", "AH AD KH KD JD JH TH 9H 8H 7H",
                                        "QC QD QH 9C 9D 8C 8D TC KC AC"},
                                       "7S", "AS");
        ScriptedMatch m("poch", {30, 20, 12}, 0, {{"all-in", 0}});
        m.deal(deal);
        QVERIFY(m.bet(1, 6));
        QCOMPARE(m.state.legalActions().size(), 1);
        QVERIFY(m.pass(2));
    }

    void matchEndsWhenAPlayerCannotAnte() {
        // Three players with exactly one deal's antes each. Hearts, A K of
        // clubs to seat 1; spades, Q J of clubs to seat 2; diamonds, 10 9 of
        // clubs to seat 0; 8 of clubs laid aside, 7 of clubs turned.
        const DealLayout deal = layout({"AD KD QD JD TD 9D 8D 7D TC 9C", "AH KH QH JH TH 9H 8H 7H AC KC",
                                        "AS KS QS JS TS 9S 8S 7S QC JC"},
                                       "7C", "8C");
        for (int settle : {0, 1}) {
            ScriptedMatch m("poch", {9, 9, 9}, 0, {{"settle-board", settle}});
            m.deal(deal);
            // Ace and King to seat 1, Queen and Jack to seat 2, Ten to seat 0;
            // Marriage is split between two hands and stays.
            QCOMPARE(m.chips(1), 6);
            QCOMPARE(m.chips(2), 6);
            QCOMPARE(m.chips(0), 3);
            QCOMPARE(m.pool(Marriage), 3);
            QVERIFY(m.pass(1));
            QVERIFY(m.pass(2));
            QVERIFY(m.pass(0));
            for (const char* c : {"7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH", "KC"}) QVERIFY(m.play(1, c));
            QVERIFY(m.play(1, "AC"));
            // Seat 1 is out first: the pot (3), and 10 a card owed by each
            // other seat, who pay what they have (6 and 3).
            QVERIFY(m.state.matchOver());
            QVERIFY(m.state.legalActions().empty());
            const Event* over = m.find(EventType::MatchOver);
            QVERIFY(over && over->seats == 0b010);
            // What each could not pay is said, as the rest forgiven: 4 of
            // seat 2's 10, 7 of seat 0's (the log said nothing of it).
            std::map<int, int> unpaid;
            for (const Event& e : m.events)
                if (e.type == EventType::Excused && static_cast<Excuse>(e.detail) == Excuse::ShortOfChips) unpaid[e.seat] = e.chips;
            QVERIFY((unpaid == std::map<int, int>{{0, 7}, {2, 4}}));
            if (!settle) {
                // Both are out of chips, and the match's end names both.
                QCOMPARE(static_cast<MatchEnd>(over->detail), MatchEnd::CannotPay);
                QCOMPARE(int(over->seat), 0);
                QCOMPARE(int(over->cannotPay), 0b101);
                QCOMPARE(m.chips(1), 18);
                QCOMPARE(m.chips(2), 0);
                QCOMPARE(m.chips(0), 0);
                QCOMPARE(m.state.chips().board(), 9); // won by nobody
            } else {
                // Marriage, Sequence and Pocher (3 each) shared out equally.
                QCOMPARE(m.chips(1), 21);
                QCOMPARE(m.chips(2), 3);
                QCOMPARE(m.chips(0), 3);
                QCOMPARE(m.state.chips().board(), 0);
            }
            QCOMPARE(m.state.chips().total(), 27);
        }
    }

    void fixedNumberOfDeals() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0, {{"deals", 1}});
        m.deal(dealA());
        QVERIFY(m.pass(1));
        QVERIFY(m.pass(2));
        QVERIFY(m.pass(3));
        QVERIFY(m.pass(0));
        while (m.state.currentSeat() >= 0) {
            const ActionList legal = m.state.legalActions();
            m.state.apply(legal[0]);
        }
        QVERIFY(m.state.matchOver());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, m.state.deal(dealA()));
    }

    void dealerTakesTurnedUpHonour() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0, {{"dealer-takes-honour", 1}});
        m.deal(dealA());
        QCOMPARE(m.chips(0), 41 + 4); // the Jack pool
        QCOMPARE(m.pool(Jack), 0);
    }

    void turnedCardBelongsToTheNextPlayer() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0, {{"turnup-to-player", 1}});
        m.deal(dealA());
        // The 32nd card would go to the dealer, seat 0: it holds the Jack of
        // diamonds, takes its pool, and everyone knows it has it.
        QVERIFY(m.state.hand(0).contains(card("JD")));
        QCOMPARE(m.state.hand(0).size(), 8);
        QCOMPARE(m.chips(0), 45);
        QVERIFY(m.state.observe(2).table.known[0].contains(card("JD")));
        const Event* turned = m.find(EventType::CardTurned);
        QVERIFY(turned && turned->seat == 0);
    }

    void pochenWithoutAPair() {
        // In deal B seat 3 holds no pair; with the variation it may bet.
        const DealLayout dealB = layout({"JC 8D 9D TD JD QD KD AD", "8C 9C TC 8H 9H TH JH", "QC KC AC 7D 7H QH KH AH",
                                         "7S 8S 9S TS JS QS KS AS"},
                                        "7C");
        ScriptedMatch m("poch", {50, 50, 50, 50}, 1, {{"pochen-without-pair", 1}});
        m.deal(dealB);
        QVERIFY(m.pass(2));
        QVERIFY(m.state.legalActions().size() > 1);
        QVERIFY(m.bet(3, 1));
    }

    void pochenOrder() {
        PochenOrder pay;
        pay.hasTieSuit = true;
        pay.tieSuit = Suit::Hearts;
        // Four eights beat three kings, which beat three nines, which beat
        // Q-Q with the pay-suit queen, which beats Q-Q without (004).
        const auto s = [&](const char* hand) { return bestPochenHand(cards(hand), pay).strength; };
        QVERIFY(s("8C 8D 8H 8S") > s("KC KD KH"));
        QVERIFY(s("KC KD KH") > s("9C 9D 9H"));
        QVERIFY(s("9C 9D 9H") > s("QH QC"));
        QVERIFY(s("QH QC") > s("QD QS"));
        QVERIFY(s("AC AD 7C") > s("KC KD"));
        // Only the best set counts: two pairs are the higher pair, and a
        // triple with a pair is the triple.
        QCOMPARE(s("AC AD KC KD"), s("AC AD 7S"));
        QCOMPARE(bestPochenHand(cards("9C 9D 9H 8C 8D"), pay).cards, cards("9C 9D 9H"));
        QCOMPARE(s("AC KD QH JS"), std::uint32_t{0}); // nothing to bet on

        PochenOrder skat; // the variation without pairs
        skat.singleCardCounts = true;
        skat.skatSuitOrder = true;
        skat.hasTieSuit = true;
        skat.tieSuit = Suit::Clubs;
        const auto k = [&](const char* hand) { return bestPochenHand(cards(hand), skat).strength; };
        QVERIFY(k("7C 7D") > k("AS KD"));
        QVERIFY(k("AC") > k("AS"));
        QVERIFY(k("AS") > k("AH"));
        QVERIFY(k("AH") > k("AD"));
        QVERIFY(k("AD") > k("KC"));
        QVERIFY(k("QC QD") > k("QH QS")); // the club, whatever the pay suit
    }

    // How the best hand beat an equal one is told (a TieBroken event): by
    // the Skat order between lone cards or sets (the variation without
    // pairs), by the card of the suit turned up; nothing where no other
    // hand shows the same set, or where the best is shared.
    void tiesAreToldHowTheyBroke() {
        PochenOrder skat;
        skat.singleCardCounts = true;
        skat.skatSuitOrder = true;
        skat.hasTieSuit = true;
        skat.tieSuit = Suit::Clubs;
        PochenOrder pay;
        pay.hasTieSuit = true;
        pay.tieSuit = Suit::Hearts;
        const auto tie = [](const PochenOrder& order, std::vector<const char*> hands) {
            std::array<std::uint32_t, kMaxSeats> strength{};
            std::uint8_t in = 0;
            for (std::size_t s = 0; s < hands.size(); ++s) {
                if (!hands[s]) continue;
                strength[s] = bestPochenHand(cards(hands[s]), order).strength;
                in |= static_cast<std::uint8_t>(1u << s);
            }
            EventLog events;
            recordTieBroken(strength, in, static_cast<int>(hands.size()), order, &events);
            return events;
        };
        // Lone Aces: clubs over spades; the lone King took no part in the tie.
        EventLog told = tie(skat, {"AC 9D", "KH 8S", "AS 7H"});
        QCOMPARE(told.size(), std::size_t{1});
        QCOMPARE(told[0].type, EventType::TieBroken);
        QCOMPARE(told[0].seat, std::int8_t{0});
        QCOMPARE(told[0].seats, std::uint8_t{1u << 2});
        QCOMPARE(static_cast<TieBreak>(told[0].detail), TieBreak::SuitOrder);
        QCOMPARE(told[0].card, card("AC"));
        // Pairs of Queens: the one with the club, in the Skat order too.
        told = tie(skat, {"QH QS", nullptr, "QC QD"});
        QCOMPARE(told.size(), std::size_t{1});
        QCOMPARE(told[0].seat, std::int8_t{2});
        QCOMPARE(told[0].card, card("QC"));
        QCOMPARE(static_cast<TieBreak>(told[0].detail), TieBreak::SuitOrder);
        // With the pay suit: the pair holding the Queen of hearts; the
        // Nines took no part.
        told = tie(pay, {"QD QS 7C", "QH QC 8D", "9C 9D"});
        QCOMPARE(told.size(), std::size_t{1});
        QCOMPARE(told[0].seat, std::int8_t{1});
        QCOMPARE(told[0].seats, std::uint8_t{1u << 0});
        QCOMPARE(static_cast<TieBreak>(told[0].detail), TieBreak::TurnedUpSuit);
        QCOMPARE(told[0].card, card("QH"));
        // No equal set, and a best hand shared: nothing to tell.
        QCOMPARE(tie(pay, {"KD KS", "QH QC"}).size(), std::size_t{0});
        PochenOrder plain;
        QCOMPARE(tie(plain, {"KD KS", "KH KC"}).size(), std::size_t{0});
    }

    void sidePotsSplitTiesWithOddChipsFromTheFirstSeat() {
        // Ties cannot arise between Poch hands, but the betting is shared
        // with rulesets where they can.
        Table t;
        t.seats = 4;
        t.betting.committed = {5, 5, 5, 2};
        t.chips.bets = 17;
        const BettingRound round(BettingRules{});
        const std::array<std::uint32_t, kMaxSeats> strength{100, 100, 50, 200};
        const std::uint8_t winners = round.settle(t, strength, 1, nullptr);
        // Main pot 8 to seat 3; the side pot of 9 shared by seats 0 and 1,
        // the odd chip to seat 1, nearer the first seat.
        QCOMPARE(winners, std::uint8_t{0b1000});
        QCOMPARE(t.chips.seat[3], 8);
        QCOMPARE(t.chips.seat[1], 5);
        QCOMPARE(t.chips.seat[0], 4);
        QCOMPARE(t.chips.bets, 0);
    }

    void refusesWhatIsNotLegal() {
        ScriptedMatch m("poch", {50, 50, 50, 50}, 0);
        QVERIFY_THROWS_EXCEPTION(IllegalAction, m.state.apply(Action::pass()));
        m.deal(dealA());
        const State before = m.state;
        QVERIFY_THROWS_EXCEPTION(IllegalAction, m.state.apply(Action::bet(58))); // more than held
        QVERIFY_THROWS_EXCEPTION(IllegalAction, m.state.apply(Action::play(card("AD"))));
        QVERIFY(m.state == before);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, m.state.deal(dealA()));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, State(m.state.rulesPtr(), std::vector<std::int32_t>{8, 50, 50, 50}, 0));
    }
};

QTEST_APPLESS_MAIN(TestPochRules)
#include "tst_poch_rules.moc"
