#include "poch/replay.h"

#include "poch/dealer_draw.h"
#include "poch/registry.h"

#include <nlohmann/json.hpp>

namespace poch {

using nlohmann::json;

namespace {

std::string describe(const Action& a) {
    switch (a.kind) {
    case ActionKind::Bet: return "bet " + std::to_string(a.chips);
    case ActionKind::Play: return "play " + a.card.code() + (a.with.valid() ? " with " + a.with.code() : "");
    default: return actionKindId(a.kind);
    }
}

std::string describe(const ActionList& legal) {
    std::string text;
    bool betsShown = false;
    for (int i = 0; i < legal.size(); ++i) {
        const Action a = legal[i];
        if (a.kind == ActionKind::Bet && legal.betCount() > 1) {
            if (betsShown) continue;
            betsShown = true;
            text += (text.empty() ? "" : ", ") + std::string("bet ") + std::to_string(legal.betLow()) + " to "
                    + std::to_string(legal.betHigh());
            continue;
        }
        text += (text.empty() ? "" : ", ") + describe(a);
    }
    return text;
}

// Plays the only legal action while there is one, stopping before `until`
// if that is the action the record gives next.
void playForced(State& state, EventLog& log, const RecordAction* until) {
    ActionList legal;
    while (state.currentSeat() >= 0) {
        state.legalActions(legal);
        if (legal.size() != 1) return;
        if (until && until->seat == state.currentSeat() && until->action == legal[0]) return;
        state.apply(legal[0], &log);
    }
}

json actionJson(const Action& a, const State& state) {
    json j = {{"act", actionKindId(a.kind)}};
    if (a.card.valid()) j["card"] = a.card.code();
    if (a.with.valid()) j["with"] = a.with.code();
    if (a.pool >= 0) j["pool"] = state.poolId(a.pool);
    if (a.kind == ActionKind::Bet || a.kind == ActionKind::Stake) j["chips"] = a.chips;
    return j;
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
        if (e.card.valid()) j["missing"] = e.card.code();
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
    case EventType::Kept: j["seat"] = e.seat; break;
    case EventType::LifeLost:
        j["seat"] = e.seat;
        j["lives"] = e.chips;
        break;
    case EventType::SeatOut: j["seat"] = e.seat; break;
    case EventType::MatchOver: {
        json winners = json::array();
        for (int s = 0; s < finalState.seats(); ++s)
            if (e.seats >> s & 1) winners.push_back(s);
        j["winners"] = winners;
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

// The layout a record's deal gives, for the deal due next on `state`,
// checked as dealing it would check it; throws std::invalid_argument.
DealLayout layoutOf(const RecordDeal& deal, const State& state) {
    const Ruleset& rules = state.rules();
    DealLayout layout;
    if (deal.layout) {
        layout = *deal.layout;
    } else {
        const Pack pack = rules.pack();
        for (Card c : deal.deck)
            if (!pack.contains(c)) throw std::invalid_argument("card " + c.code() + " is not in this pack");
        if (static_cast<int>(deal.deck.size()) != pack.size())
            throw std::invalid_argument("the deck must hold all " + std::to_string(pack.size()) + " cards of the pack, not "
                                        + std::to_string(deal.deck.size()));
        layout = rules.dealFromDeck(state.table(), deal.deck);
    }
    state.checkLayout(layout);
    return layout;
}

} // namespace

State startingState(const GameRecord& record) {
    const auto rules = makeRuleset(record.ruleset, record.options, static_cast<int>(record.seats.size()));
    int dealer = record.deals.empty() ? 0 : record.deals.front().dealer.value_or(0);
    if (!record.draw.empty()) {
        if (!rules->info().dealerByDraw)
            throw std::invalid_argument("'" + record.ruleset + "' does not draw for the first dealer, so a record of it has no 'draw'");
        // The first deal's dealer, if given, is checked against this below.
        dealer = dealerFromDraw(rules->pack(), record.draw, rules->seats());
    }
    State state(rules, record.chips, dealer);
    if (rules->poolsAreCards()) state.setPoolCards(matchPoolCards(record));
    return state;
}

ReplayResult replay(const GameRecord& record) {
    ReplayResult result;
    try {
        result.state.emplace(startingState(record));
    } catch (const std::invalid_argument& e) {
        result.error = RecordError(e.what());
        return result;
    }
    State& state = *result.state;
    int dealNumber = 0;
    for (const RecordDeal& deal : record.deals) {
        ++dealNumber;
        EventLog log;
        auto fail = [&](const std::string& message, int action = 0) {
            result.deals.push_back(log);
            result.error = RecordError(message, dealNumber, action);
            return result;
        };
        // Applies the record's next action, checked.
        std::size_t next = 0;
        ActionList legal;
        auto applyNext = [&]() -> std::optional<std::string> {
            const RecordAction& ra = deal.actions[next];
            ++next;
            // Where the record's seat is the one to act but its action is not
            // the forced one, the forced action may have been left out; if
            // the record still fails after it, the fault is reported where
            // that seat first had to act.
            const bool seatWasDue = ra.seat == state.currentSeat();
            std::optional<State> due;
            if (seatWasDue) due.emplace(state);
            auto refuse = [&](const State& at) {
                at.legalActions(legal);
                return "seat " + std::to_string(ra.seat) + " may not " + describe(ra.action) + " now; legal: "
                       + describe(legal);
            };
            playForced(state, log, &ra);
            const bool legalNow = state.currentSeat() == ra.seat && state.isLegal(ra.action);
            if (!legalNow && due) return refuse(*due);
            if (state.currentSeat() < 0) return std::string("nobody has to act now");
            if (ra.seat != state.currentSeat())
                return "it is seat " + std::to_string(state.currentSeat()) + "'s turn, not seat "
                       + std::to_string(ra.seat) + "'s";
            if (!legalNow) return refuse(state);
            state.apply(ra.action, &log);
            return std::nullopt;
        };

        // Every deal's cards are checked before anything of it is played:
        // a record may stop while the stakes before its last deal are being
        // placed, and its cards must be good all the same. (A deal still in
        // play or a match over is reported below.)
        if (!state.matchOver() && !state.dealInPlay()) {
            try {
                (void)layoutOf(deal, state);
            } catch (const std::invalid_argument& e) {
                return fail(e.what());
            }
            if (deal.dealer && *deal.dealer != state.dealer())
                return fail("the dealer must be seat " + std::to_string(state.dealer()) + ", not seat "
                            + std::to_string(*deal.dealer));
        }
        // Decisions due between deals (stakes on the board) come first.
        while (state.phase() == Phase::Staking) {
            playForced(state, log, next < deal.actions.size() ? &deal.actions[next] : nullptr);
            if (state.phase() != Phase::Staking) break;
            if (next >= deal.actions.size()) {
                // A record may stop anywhere, also while the stakes before
                // its last deal are being placed (a match saved then).
                if (dealNumber == static_cast<int>(record.deals.size())) {
                    result.deals.push_back(std::move(log));
                    return result;
                }
                return fail("seat " + std::to_string(state.currentSeat()) + " must still stake before this deal");
            }
            if (auto error = applyNext()) return fail(*error, static_cast<int>(next));
        }
        if (state.matchOver()) return fail("the match ended before this deal");
        if (!state.awaitingDeal())
            return fail("deal " + std::to_string(dealNumber - 1) + " is not over: seat "
                        + std::to_string(state.currentSeat()) + " must still act");
        if (deal.dealer && *deal.dealer != state.dealer())
            return fail("the dealer must be seat " + std::to_string(state.dealer()) + ", not seat "
                        + std::to_string(*deal.dealer));
        try {
            state.deal(layoutOf(deal, state), &log);
        } catch (const std::invalid_argument& e) {
            return fail(e.what());
        }
        while (next < deal.actions.size())
            if (auto error = applyNext()) return fail(*error, static_cast<int>(next));
        playForced(state, log, nullptr);
        result.deals.push_back(std::move(log));
    }
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
    if (state.currentSeat() >= 0) {
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
