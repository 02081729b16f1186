// Poch with nine bowls (002, poch-bowls), continued: the showdown and
// betting, the shedding, the end of a match, and the draw for the first
// dealer (the banker), worked out by hand from assets/rules/en/poch-bowls.md.
#include "historical_poch.h"

using namespace poch;
using namespace poch::test;
using namespace poch::test::historical;

class TestPochBowlsPlay : public QObject {
    Q_OBJECT

private slots:
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
            // The trump decides between the sets, not the other cards: each
            // shows its pair alone.
            QCOMPARE(m.find(EventType::Showdown, 1)->cards, cards("TS TD"));
            QCOMPARE(m.find(EventType::Showdown, 2)->cards, cards("TH TC"));
            // And it is told how: seat 2's pair beat seat 1's with the Ten of
            // hearts, the suit turned up.
            QCOMPARE(m.count(EventType::TieBroken), 1);
            const Event* tie = m.find(EventType::TieBroken, 2);
            QVERIFY(tie);
            QCOMPARE(static_cast<TieBreak>(tie->detail), TieBreak::TurnedUpSuit);
            QCOMPARE(tie->seats, std::uint8_t{1u << 1});
            QCOMPARE(tie->card, card("TH"));
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
            // Each shows down to the fifth card, which decides ("break it by
            // looking at the next highest card", 002): the log showed two
            // Aces and said seat 3 won, as if the suit had decided.
            QCOMPARE(m.find(EventType::Showdown, 3)->cards, cards("AC KD QS JH 9D"));
            QCOMPARE(m.find(EventType::Showdown, 0)->cards, cards("AD KC QH JS 8S"));
            const Event* tie = m.find(EventType::TieBroken, 3);
            QVERIFY(tie);
            QCOMPARE(static_cast<TieBreak>(tie->detail), TieBreak::OtherCards);
            QCOMPARE(tie->seats, std::uint8_t{1u << 0});
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

QTEST_APPLESS_MAIN(TestPochBowlsPlay)
#include "tst_poch_bowls_play.moc"
