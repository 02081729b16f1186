// Match::replay: a game record played through, every action and every
// deal's cards checked, and the first fault named by deal and action.
#include "poch/match.h"

#include "poch/dealer_draw.h"
#include "poch/pool_cards.h"
#include "poch/registry.h"
#include "poch/replay.h"

#include <algorithm>
#include <climits>
#include <stdexcept>

namespace poch {

namespace {

std::string describe(const Action& a, const State& state) {
    switch (a.kind) {
    case ActionKind::Bet: return "bet " + std::to_string(a.chips);
    case ActionKind::Play: return "play " + a.card.code() + (a.with.valid() ? " with " + a.with.code() : "");
    case ActionKind::Stake: return "stake " + std::to_string(a.chips) + " on " + state.poolId(a.pool);
    case ActionKind::Declare: return "declare " + state.poolId(a.pool);
    default: return actionKindId(a.kind);
    }
}

// The legal actions in short: a range of bets as one, and the stakes as
// their amounts and pools ("stake 1 to 10 on AH, KC, QD or JS"), not the
// forty stakes one by one.
std::string describe(const ActionList& legal, const State& state) {
    std::string text;
    bool betsShown = false;
    int leastStake = INT_MAX;
    int mostStake = 0;
    std::vector<std::string> stakePools;
    for (int i = 0; i < legal.size(); ++i) {
        const Action a = legal[i];
        if (a.kind == ActionKind::Stake) {
            leastStake = std::min(leastStake, a.chips);
            mostStake = std::max(mostStake, a.chips);
            const std::string pool = state.poolId(a.pool);
            if (std::find(stakePools.begin(), stakePools.end(), pool) == stakePools.end()) stakePools.push_back(pool);
            continue;
        }
        if (a.kind == ActionKind::Bet && legal.betCount() > 1) {
            if (betsShown) continue;
            betsShown = true;
            text += (text.empty() ? "" : ", ") + std::string("bet ") + std::to_string(legal.betLow()) + " to "
                    + std::to_string(legal.betHigh());
            continue;
        }
        text += (text.empty() ? "" : ", ") + describe(a, state);
    }
    if (!stakePools.empty()) {
        std::string stakes = "stake " + std::to_string(leastStake)
                             + (mostStake > leastStake ? " to " + std::to_string(mostStake) : std::string()) + " on ";
        for (std::size_t p = 0; p < stakePools.size(); ++p)
            stakes += (p == 0 ? "" : p + 1 == stakePools.size() ? " or " : ", ") + stakePools[p];
        text = stakes + (text.empty() ? "" : ", " + text);
    }
    return text;
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

// Walks a record through a Match, one deal at a time.
class MatchReplayer {
public:
    // `stand`: leave the match where the record stops (RecordEnd::Stand):
    // its last deal undealt where it is unplayed, the forced actions after
    // its last action unmade.
    MatchReplayer(Match& match, MatchReplay& result, bool stand, bool waitForLast)
        : m_(match), result_(result), stand_(stand), waitForLast_(stand && waitForLast) {}

    // Plays the only legal action while there is one, stopping before
    // `until` if that is the action the record gives next: a record may
    // leave forced actions out, or give them.
    void playForced(EventLog& log, const RecordAction* until) {
        while (const auto only = m_.forced()) {
            if (until && until->seat == m_.toAct() && until->action == *only) return;
            m_.applyLegal(*only, &log, false);
        }
    }

    // What is wrong with an action: in words, and the seat whose turn it
    // was where it was not the acting seat's.
    struct Refusal {
        std::string message;
        int turnOf = -1;
    };

    // A seat as a message names it: its number, as records count seats
    // (from 0), and its name, which a reader knows them by ("seat 4" was
    // Dietrich, "Seat 5" in the program's New Game dialog, a tester).
    std::string seatWords(int seat) const {
        const auto& seats = m_.record().seats;
        std::string words = "seat " + std::to_string(seat);
        if (seat >= 0 && seat < static_cast<int>(seats.size()) && !seats[static_cast<std::size_t>(seat)].name.empty())
            words += " (" + seats[static_cast<std::size_t>(seat)].name + ")";
        return words;
    }

    // Applies the record's next action, checked; the fault, if any.
    std::optional<Refusal> applyNext(const RecordAction& ra, EventLog& log) {
        // Where the record's seat is the one to act but its action is not
        // the forced one, the forced action may have been left out; if the
        // record still fails after it, the fault is reported where that
        // seat first had to act.
        std::optional<State> due;
        if (ra.seat == m_.toAct()) due.emplace(m_.state());
        auto refuse = [&](const State& at) {
            return Refusal{seatWords(ra.seat) + " may not " + describe(ra.action, at) + " now; legal: "
                           + describe(at.legalActions(), at)};
        };
        playForced(log, &ra);
        const bool legalNow = m_.toAct() == ra.seat && m_.state().isLegal(ra.action);
        if (!legalNow && due) return refuse(*due);
        if (m_.toAct() < 0) return Refusal{"nobody has to act now"};
        if (ra.seat != m_.toAct())
            return Refusal{"it is the turn of " + seatWords(m_.toAct()) + ", not of " + seatWords(ra.seat), m_.toAct()};
        if (!legalNow) return refuse(m_.state());
        m_.apply(ra.action, &log);
        return std::nullopt;
    }

    // False when the record ends here (a fault, or its stakes unfinished).
    bool replayDeal(const RecordDeal& deal, int dealNumber, bool last) {
        EventLog log;
        auto fail = [&](RecordFault fault, const std::string& message, int action = 0, std::string subject = {}) {
            result_.deals.push_back(std::move(log));
            result_.error = RecordError(fault, message, dealNumber, action, std::move(subject));
            return false;
        };
        auto refused = [&](const Refusal& r, std::size_t action) {
            return fail(RecordFault::NotAllowed, r.message, static_cast<int>(action), r.turnOf >= 0 ? std::to_string(r.turnOf) : std::string());
        };
        const State& state = m_.state();
        // Every deal's cards are checked before anything of it is played:
        // a record may stop while the stakes before its last deal are being
        // placed, and its cards must be good all the same. (A deal still in
        // play or a match over is reported below.)
        if (!state.matchOver() && !state.dealInPlay()) {
            try {
                (void)layoutOf(deal, state);
            } catch (const std::invalid_argument& e) {
                return fail(RecordFault::BadCards, e.what());
            }
            if (deal.dealer && *deal.dealer != state.dealer())
                return fail(RecordFault::OutOfOrder, "the dealer must be " + seatWords(state.dealer()) + ", not " + seatWords(*deal.dealer));
            // The record's cards become the match's next deal; stakes
            // already placed before it stay with it.
            m_.prepareDeal();
            RecordDeal& next = m_.record_.deals[static_cast<std::size_t>(state.dealsPlayed())];
            next.deck = deal.deck;
            next.layout = deal.layout;
            next.begun = deal.begun && deal.actions.empty();
        }
        std::size_t next = 0;
        // Decisions due between deals (stakes on the board) come first.
        while (state.phase() == Phase::Staking) {
            const bool ended = next >= deal.actions.size();
            if (!(ended && last && stand_)) playForced(log, ended ? nullptr : &deal.actions[next]);
            if (state.phase() != Phase::Staking) break;
            if (next >= deal.actions.size()) {
                // A record may stop anywhere, also while the stakes before
                // its last deal are being placed (a match saved then).
                if (last) {
                    result_.deals.push_back(std::move(log));
                    return false;
                }
                return fail(RecordFault::OutOfOrder, "seat " + std::to_string(state.currentSeat()) + " must still stake before this deal");
            }
            if (auto error = applyNext(deal.actions[next++], log)) return refused(*error, next);
        }
        if (state.matchOver()) return fail(RecordFault::OutOfOrder, "the match ended before this deal");
        if (!state.awaitingDeal())
            return fail(RecordFault::OutOfOrder, "deal " + std::to_string(dealNumber - 1) + " is not over: seat "
                        + std::to_string(state.currentSeat()) + " must still act");
        // A last deal that nothing has happened in yet may stand undealt,
        // its cards (checked above) kept for it: the match waits for it as
        // it did when the record was saved at the last deal's result.
        if (last && waitForLast_) {
            result_.deals.push_back(std::move(log));
            return true;
        }
        try {
            m_.deal(&log);
        } catch (const std::invalid_argument& e) {
            return fail(RecordFault::BadCards, e.what());
        }
        while (next < deal.actions.size())
            if (auto error = applyNext(deal.actions[next++], log)) return refused(*error, next);
        if (!(last && stand_)) playForced(log, nullptr);
        result_.deals.push_back(std::move(log));
        return true;
    }

private:
    Match& m_;
    MatchReplay& result_;
    bool stand_;
    bool waitForLast_; // the last deal is unplayed, and left so
};

bool Match::lastDealUnplayed(const GameRecord& record) {
    return record.deals.size() > 1 && record.deals.back().actions.empty() && !record.deals.back().begun;
}

MatchReplay Match::replay(const GameRecord& record, std::uint64_t seed, RecordEnd end) {
    MatchReplay result;
    std::optional<State> start;
    try {
        start.emplace(startingState(record));
    } catch (const std::invalid_argument& e) {
        result.error = RecordError(RecordFault::BadStart, e.what());
        return result;
    }
    GameRecord header = record;
    header.deals.clear();
    Match match(std::move(*start), std::move(header), Random(seed), true);
    MatchReplayer replayer(match, result, end == RecordEnd::Stand, lastDealUnplayed(record));
    int dealNumber = 0;
    for (const RecordDeal& deal : record.deals) {
        ++dealNumber;
        if (!replayer.replayDeal(deal, dealNumber, dealNumber == static_cast<int>(record.deals.size()))) break;
    }
    result.match = std::move(match);
    return result;
}

} // namespace poch
