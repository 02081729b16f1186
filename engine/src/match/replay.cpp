#include "poch/replay.h"

#include "poch/match.h"

#include <bit>
#include <nlohmann/json.hpp>

namespace poch {

using nlohmann::json;

namespace {

json actionJson(const Action& a, const State& state) {
    json j = {{"act", actionKindId(a.kind)}};
    if (a.card.valid()) j["card"] = a.card.code();
    if (a.with.valid()) j["with"] = a.with.code();
    if (a.pool >= 0) j["pool"] = state.poolId(a.pool);
    if (a.kind == ActionKind::Bet || a.kind == ActionKind::Stake) j["chips"] = a.chips;
    return j;
}

json seatList(std::uint8_t seats, int count) {
    json list = json::array();
    for (int s = 0; s < count; ++s)
        if (seats >> s & 1) list.push_back(s);
    return list;
}

const char* lifeLossId(LifeLoss why) {
    switch (why) {
    case LifeLoss::LowestCard: return "lowest-card";
    case LifeLoss::LastOfLowest: return "last-of-lowest";
    case LifeLoss::LowestShared: return "lowest-shared";
    case LifeLoss::KingDrawn: return "king-drawn";
    }
    return "lowest-card";
}

const char* tieBreakId(TieBreak how) {
    switch (how) {
    case TieBreak::TurnedUpSuit: return "turned-up-suit";
    case TieBreak::SuitOrder: return "suit-order";
    case TieBreak::OtherCards: return "other-cards";
    }
    return "other-cards";
}

json cardList(CardSet set) {
    json list = json::array();
    for (Card c : set) list.push_back(c.code());
    return list;
}

// Pool cards stay the same for a whole match, so the final state names
// every deal's pools.
json eventJson(const Event& e, const State& finalState) {
    json j = {{"type", eventTypeId(e.type)}};
    switch (e.type) {
    case EventType::DealStarted: j["dealer"] = e.seat; break;
    case EventType::CardsDealt:
        j["seat"] = e.seat;
        j["cards"] = cardList(e.cards);
        break;
    case EventType::CardTurned:
        j["card"] = e.card.code();
        if (e.seat >= 0) j["seat"] = e.seat;
        break;
    case EventType::CardsLaidAside: j["count"] = e.chips; break;
    case EventType::AntePaid:
    case EventType::PoolWon:
        j["seat"] = e.seat;
        j["pool"] = finalState.poolId(e.pool);
        j["chips"] = e.chips;
        if (e.type == EventType::AntePaid && static_cast<AnteFor>(e.detail) == AnteFor::LifeLost) j["for"] = "life-lost";
        break;
    case EventType::PoolCarried:
        j["pool"] = finalState.poolId(e.pool);
        j["chips"] = e.chips;
        break;
    case EventType::Bet:
        j["seat"] = e.seat;
        j["chips"] = e.chips;
        j["kind"] = betKindId(static_cast<BetKind>(e.detail));
        break;
    case EventType::Passed: j["seat"] = e.seat; break;
    case EventType::Dropped:
        j["seat"] = e.seat;
        j["lost"] = e.chips;
        break;
    case EventType::Showdown:
        j["seat"] = e.seat;
        j["cards"] = cardList(e.cards);
        break;
    case EventType::PotWon:
        j["seat"] = e.seat;
        j["chips"] = e.chips;
        break;
    case EventType::CardPlayed:
        j["seat"] = e.seat;
        j["card"] = e.card.code();
        break;
    case EventType::Stopped:
        j["seat"] = e.seat;
        if (namesMissingCard(e.stop) && e.card.valid()) j["missing"] = e.card.code();
        break;
    case EventType::Payment:
        j["from"] = e.from;
        j["to"] = e.to;
        j["chips"] = e.chips;
        break;
    case EventType::DealOver: j["winner"] = e.seat; break;
    case EventType::Staked:
        j["seat"] = e.seat;
        j["pool"] = finalState.poolId(e.pool);
        j["chips"] = e.chips;
        break;
    case EventType::Declared:
        j["seat"] = e.seat;
        j["pool"] = finalState.poolId(e.pool);
        j["cards"] = cardList(e.cards);
        break;
    case EventType::Exchanged:
        j["seat"] = e.seat;
        // Another seat, or the stock (Ranter-Go-Round's dealer, Newmarket's
        // dummy).
        if (e.detail == 0xff) j["with"] = "stock";
        else j["with"] = e.detail;
        break;
    case EventType::Kept:
        j["seat"] = e.seat;
        if (static_cast<KeptBecause>(e.detail) == KeptBecause::KingRefused) j["refusedBy"] = std::countr_zero(static_cast<unsigned>(e.seats));
        if (static_cast<KeptBecause>(e.detail) == KeptBecause::KingOnStock) j["kingOnStock"] = true;
        if (static_cast<KeptBecause>(e.detail) == KeptBecause::ShowedKing) j["showedKing"] = true;
        break;
    case EventType::LifeLost:
        j["seat"] = e.seat;
        j["lives"] = e.chips;
        j["why"] = lifeLossId(static_cast<LifeLoss>(e.detail));
        if (e.seats) j["tied"] = seatList(e.seats, finalState.seats());
        break;
    case EventType::SeatOut: j["seat"] = e.seat; break;
    case EventType::TieBroken:
        j["seat"] = e.seat;
        j["beat"] = seatList(e.seats, finalState.seats());
        j["by"] = tieBreakId(static_cast<TieBreak>(e.detail));
        if (e.card.valid()) j["card"] = e.card.code();
        break;
    case EventType::Excused:
        j["seat"] = e.seat;
        if (static_cast<Excuse>(e.detail) == Excuse::StakeAsLastWinner) j["pool"] = finalState.poolId(e.pool);
        else if (static_cast<Excuse>(e.detail) == Excuse::ShortOfChips) j["unpaid"] = e.chips;
        else if (static_cast<Excuse>(e.detail) == Excuse::ShortOfChipsForRun
                 || static_cast<Excuse>(e.detail) == Excuse::ShortOfChipsForMostCards) {
            j["unpaid"] = e.chips;
            j["owedTo"] = std::countr_zero(static_cast<unsigned>(e.seats));
            j["for"] = static_cast<Excuse>(e.detail) == Excuse::ShortOfChipsForRun ? "run-ended" : "most-cards";
        }
        else j["card"] = e.card.code();
        break;
    case EventType::MatchOver: {
        j["winners"] = seatList(e.seats, finalState.seats());
        if (static_cast<MatchEnd>(e.detail) == MatchEnd::CannotPay) j["cannotPay"] = seatList(e.cannotPay, finalState.seats());
        // Nothing moves after the match ends, so the final accounts are the
        // standings.
        json standings = json::array();
        for (int s = 0; s < finalState.seats(); ++s) standings.push_back(finalState.chips().seat[static_cast<std::size_t>(s)]);
        j["chips"] = standings;
        break;
    }
    }
    return j;
}

} // namespace

ReplayResult replay(const GameRecord& record) {
    MatchReplay played = Match::replay(record);
    ReplayResult result;
    if (played.match) result.state.emplace(played.match->state());
    result.deals = std::move(played.deals);
    result.error = std::move(played.error);
    return result;
}

ReplayResult replayText(std::string_view text) {
    try {
        return replay(parseRecord(text));
    } catch (const RecordError& e) {
        ReplayResult result;
        result.error = e;
        return result;
    }
}

std::string replayReport(const ReplayResult& result) {
    json out;
    if (result.error) {
        out["ok"] = false;
        out["error"] = result.error->what();
        out["deal"] = result.error->deal() > 0 ? json(result.error->deal()) : json(nullptr);
        out["action"] = result.error->action() > 0 ? json(result.error->action()) : json(nullptr);
        return out.dump(-1, ' ', false, json::error_handler_t::replace);
    }
    const State& state = *result.state;
    const Ruleset& rules = state.rules();
    const ChipAccounts& chips = state.chips();
    out["ok"] = true;
    json seats = json::array();
    for (int s = 0; s < state.seats(); ++s) seats.push_back(chips.seat[static_cast<std::size_t>(s)]);
    out["chips"] = seats;
    json board = json::object();
    for (std::size_t p = 0; p < rules.info().pools.size(); ++p)
        board[state.poolId(static_cast<int>(p))] = chips.pool[p];
    out["board"] = board;
    if (rules.info().bets) out["bets"] = chips.bets;
    if (rules.info().bank) out["bank"] = chips.bank;
    json deals = json::array();
    for (const EventLog& log : result.deals) {
        json events = json::array();
        for (const Event& e : log) events.push_back(eventJson(e, state));
        deals.push_back({{"events", events}});
    }
    out["deals"] = deals;
    // A record that ends with a deal over ends there, as the format has
    // it (`next` null), even where the next deal's stakes are due: they
    // belong to a deal the record does not hold.
    const bool endsWithADeal = !result.deals.empty() && endsDeal(result.deals.back());
    if (state.currentSeat() >= 0 && !endsWithADeal) {
        json legal = json::array();
        const ActionList list = state.legalActions();
        for (int i = 0; i < list.size(); ++i) legal.push_back(actionJson(list[i], state));
        out["next"] = {{"seat", state.currentSeat()}, {"legal", legal}};
    } else {
        out["next"] = nullptr;
    }
    out["finished"] = state.matchOver();
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

} // namespace poch
