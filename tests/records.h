// What the game-record tests share.
//
// Most records here are built around one hand-written four-player deal of
// modern Poch whose outcome was worked out by hand (and by an independent
// model of the rules) before it was ever replayed:
//
//   dealer seat 0, turned-up card 7D, so diamonds are the pay suit
//   seat 0: AC KD QS JH TC 9S 8H       (7 cards, no pair: may only pass)
//   seat 1: KC KH QD JD 9C 8S 7H TS    (pair of kings)
//   seat 2: AD AH QC JC 8D 8C 7S TH    (aces and eights; aces count)
//   seat 3: 7C TD 9D QH 9H AS KS JS    (pair of nines)
//
// Stage 1: after the antes every pool holds 4. Seat 2 takes Ace (AD),
// seat 0 King (KD), seat 1 Queen and Jack (QD JD), seat 3 Ten (TD). King
// and Queen are split, so Marriage carries; 7D is turned up, so Sequence
// carries.
// Stage 2: seat 1 bets 2, seat 2 raises to 4, seat 3 drops, seat 0 must
// pass (forced), seat 1 calls with 2 more. Aces beat kings: seat 2 takes
// the 8 bet chips and the Pocher pool of 4.
// Stage 3: seat 2 leads 7S, spades run to AS (seat 3); seat 3 leads 7C,
// clubs run to AC (seat 0); seat 0 leads 8H, hearts run to AH (seat 2);
// seat 2 leads 8D, seat 3 plays 9D and TD, its last card. Seat 3 takes the
// pot of 4 and 1 + 3 + 1 chips for the cards left in the other hands.
// Final chips 44 42 52 54, Marriage 4 and Sequence 4 on the board.
#pragma once

#include "poch/game_record.h"
#include "poch/registry.h"
#include "poch/replay.h"
#include "poch/simulation.h"

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace poch::test::records {

using namespace poch;
using nlohmann::json;


const std::vector<std::vector<std::string>> kHands = {
    {"AC", "KD", "QS", "JH", "TC", "9S", "8H"},
    {"KC", "KH", "QD", "JD", "9C", "8S", "7H", "TS"},
    {"AD", "AH", "QC", "JC", "8D", "8C", "7S", "TH"},
    {"7C", "TD", "9D", "QH", "9H", "AS", "KS", "JS"},
};
const char* const kTurnup = "7D";
const std::array<std::int32_t, 4> kFinalChips{44, 42, 52, 54};
const std::vector<std::string> kPools{"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "pocher", "pot"};

inline json pass(int seat) { return {{"seat", seat}, {"act", "pass"}}; }
inline json bet(int seat, int chips) { return {{"seat", seat}, {"act", "bet"}, {"chips", chips}}; }
inline json play(int seat, const char* card) { return {{"seat", seat}, {"act", "play"}, {"card", card}}; }

// The betting of the deal above, seat 0's forced pass included.
inline json bettingActions() { return json::array({bet(1, 2), bet(2, 4), pass(3), pass(0), bet(1, 2)}); }

// Every action of the deal, forced ones included (31 actions).
inline json fullActions() {
    json actions = bettingActions();
    for (const json& a :
         {play(2, "7S"), play(1, "8S"), play(0, "9S"), play(1, "TS"), play(3, "JS"), play(0, "QS"), play(3, "KS"),
          play(3, "AS"), play(3, "7C"), play(2, "8C"), play(1, "9C"), play(0, "TC"), play(2, "JC"), play(2, "QC"),
          play(1, "KC"), play(0, "AC"), play(0, "8H"), play(3, "9H"), play(2, "TH"), play(0, "JH"), play(3, "QH"),
          play(1, "KH"), play(2, "AH"), play(2, "8D"), play(3, "9D"), play(3, "TD")})
        actions.push_back(a);
    return actions;
}

// The same deal with only the actions that were a real choice: the bets,
// seat 3's drop and the four leads. Seat 0's pass and every follow in
// sequence were the only legal action.
inline json unforcedActions() {
    return json::array({bet(1, 2), bet(2, 4), pass(3), bet(1, 2), play(2, "7S"), play(3, "7C"), play(0, "8H"),
                        play(2, "8D")});
}

inline json firstDeal(const json& actions) {
    return {{"dealer", 0}, {"hands", kHands}, {"turnup", kTurnup}, {"actions", actions}};
}

// A second deal, dealt by seat 1: each hand of the first deal moves one
// seat to the left, so the dealer again holds the seven-card hand.
// Betting opens with seat 2, who holds the kings and so has a choice.
inline json secondDeal() {
    json hands = json::array();
    for (int s = 0; s < 4; ++s) hands.push_back(kHands[static_cast<std::size_t>((s + 3) % 4)]);
    return {{"hands", hands}, {"turnup", kTurnup}, {"actions", json::array()}};
}

inline json record(const json& deals) {
    return {{"format", "poch-record/1"},
            {"ruleset", "poch"},
            {"options", json::object()},
            {"seats", json::array({{{"name", "Anna"}},
                                   {{"name", "Ben"}, {"ai", "expert"}},
                                   {{"name", "Cleo"}, {"ai", "beginner"}},
                                   {{"name", "Dora"}}})},
            {"chips", 50},
            {"deals", deals}};
}

inline json validRecord() { return record(json::array({firstDeal(fullActions())})); }

// The pack in the order the dealer would have held it: one card at a time
// from the dealer's left, the 32nd turned up.
inline json deckFromHands(const std::vector<std::vector<std::string>>& hands, int dealer, const std::string& turnup) {
    const int seats = static_cast<int>(hands.size());
    std::vector<std::size_t> next(hands.size(), 0);
    json deck = json::array();
    for (int i = 0; i < 31; ++i) {
        const auto seat = static_cast<std::size_t>((dealer + 1 + i) % seats);
        deck.push_back(hands[seat][next[seat]++]);
    }
    deck.push_back(turnup);
    return deck;
}

inline json deckDeal(const json& actions) {
    return {{"dealer", 0}, {"deck", deckFromHands(kHands, 0, kTurnup)}, {"actions", actions}};
}

// Qt Test cannot print nlohmann values (and its overloads trip over
// json's converting constructors), so JSON is compared as text.
inline QString js(const json& j) { return QString::fromStdString(j.dump()); }

QByteArray text(const json& j) { return QByteArray::fromStdString(j.dump()); }

inline ReplayResult replayJson(const json& j) { return replayText(j.dump()); }

inline ReplayResult replayBytes(const QByteArray& bytes) {
    return replayText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

inline std::string errorText(const ReplayResult& r) { return r.error ? r.error->what() : std::string("no error"); }

inline std::int64_t sumOfChips(const json& report) {
    std::int64_t total = 0;
    for (const json& c : report.at("chips")) total += c.get<std::int64_t>();
    for (const auto& [pool, c] : report.at("board").items()) total += c.get<std::int64_t>();
    total += report.at("bets").get<std::int64_t>();
    return total;
}

// Walks a report and collects every card code it prints.
inline void collectCards(const json& j, std::vector<std::string>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            if ((key == "card" || key == "with" || key == "missing") && value.is_string())
                out.push_back(value.get<std::string>());
            else if (key == "cards" && value.is_array())
                for (const json& c : value) out.push_back(c.get<std::string>());
            else
                collectCards(value, out);
        }
    } else if (j.is_array()) {
        for (const json& item : j) collectCards(item, out);
    }
}

// A copy of the record with every action left out that was the only legal
// one when it was taken.
inline GameRecord withoutForcedActions(const GameRecord& full) {
    GameRecord stripped = full;
    State state = startingState(full);
    for (std::size_t d = 0; d < full.deals.size(); ++d) {
        const RecordDeal& deal = full.deals[d];
        const DealLayout layout = deal.layout ? *deal.layout : state.rules().dealFromDeck(deal.deck, state.dealer());
        state.deal(layout);
        stripped.deals[d].actions.clear();
        for (const RecordAction& ra : deal.actions) {
            if (state.legalActions().size() > 1) stripped.deals[d].actions.push_back(ra);
            state.apply(ra.action);
        }
    }
    return stripped;
}

} // namespace poch::test::records
