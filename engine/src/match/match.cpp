#include "poch/match.h"

#include "poch/dealer_draw.h"
#include "poch/pool_cards.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <stdexcept>

namespace poch {

Match::Match(const MatchSetup& setup) : Match(fromSetup(setup)) {}

Match::Match(State state, GameRecord header, Random cards, bool keepRecord)
    : state_(std::move(state)), record_(std::move(header)), cards_(cards), keepRecord_(keepRecord) {
    prepareDeal();
}

// The first dealer the rules' way (a draw, or a seat at random), then the
// pool cards, then every deal, all from the one seed.
Match Match::fromSetup(const MatchSetup& setup) {
    const int seats = static_cast<int>(setup.seats.size());
    if (static_cast<int>(setup.chips.size()) != seats)
        throw std::invalid_argument("expected starting chips for " + std::to_string(seats) + " seats");
    const auto rules = setup.rules ? setup.rules : makeRuleset(setup.ruleset, setup.options, seats);
    Random random(setup.seed);
    DealerDraw draw;
    if (rules->info().dealerByDraw) draw = drawForDealer(rules->pack(), seats, random);
    else draw.dealer = static_cast<int>(random.below(static_cast<std::uint32_t>(seats)));
    State state(rules, setup.chips, draw.dealer);
    if (rules->poolsAreCards())
        state.setPoolCards(setup.customaryPoolCards ? rules->info().customaryPoolCards : randomPoolCards(random));
    GameRecord header;
    header.chips = setup.chips; // what the returns are counted from
    if (setup.keepRecord) {
        header.ruleset = setup.ruleset;
        header.options = rules->options();
        header.seats = setup.seats;
        header.draw = draw.cards;
        header.seed = setup.seed;
    }
    return Match(std::move(state), std::move(header), random, setup.keepRecord);
}

void Match::prepareDeal() {
    if (!keepRecord_ || state_.dealInPlay() || state_.matchOver()) return;
    if (static_cast<int>(record_.deals.size()) > state_.dealsPlayed()) return;
    record_.deals.push_back({state_.dealer(), {}, shuffledDeal(state_.rules(), state_.table(), cards_), {}});
    hadChoice_.emplace_back();
}

bool Match::beginNextDeal() {
    if (!keepRecord_) return false;
    prepareDeal();
    if (record_.deals.empty() || !record_.deals.back().actions.empty() || record_.deals.back().begun) return false;
    record_.deals.back().begun = true;
    return true;
}

std::size_t Match::currentDeal() const {
    return static_cast<std::size_t>(state_.dealInPlay() ? state_.dealsPlayed() - 1 : state_.dealsPlayed());
}

void Match::deal(EventLog* events) {
    if (!dealDue()) throw std::logic_error("no deal is due");
    if (!keepRecord_) {
        state_.deal(shuffledDeal(state_.rules(), state_.table(), cards_), events);
        return;
    }
    prepareDeal();
    const RecordDeal& next = record_.deals[static_cast<std::size_t>(state_.dealsPlayed())];
    state_.deal(next.layout ? *next.layout : state_.rules().dealFromDeck(state_.table(), next.deck), events);
}

std::optional<Action> Match::forced() const {
    if (state_.currentSeat() < 0) return std::nullopt;
    const ActionList legal = state_.legalActions();
    if (legal.size() != 1) return std::nullopt;
    return legal[0];
}

void Match::apply(const Action& action, EventLog* events) {
    ActionList legal;
    state_.legalActions(legal);
    if (!legal.contains(action)) throw IllegalAction("not a legal action now");
    applyLegal(action, events, legal.size() > 1);
}

void Match::applyLegal(const Action& action, EventLog* events, bool hadChoice) {
    const int seat = state_.currentSeat();
    if (keepRecord_) {
        prepareDeal();
        const std::size_t d = currentDeal();
        record_.deals[d].actions.push_back({seat, action});
        record_.deals[d].begun = false; // said only of a deal with no actions
        hadChoice_[d].push_back(hadChoice);
    }
    const std::size_t before = events ? events->size() : 0;
    state_.applyLegal(action, events);
    if (events && !hadChoice)
        for (std::size_t i = before; i < events->size(); ++i)
            if ((*events)[i].type == EventType::CardPlayed && (*events)[i].seat == seat) (*events)[i].forced = true;
    if (keepRecord_ && state_.matchOver() && static_cast<int>(record_.deals.size()) > state_.dealsPlayed()
        && state_.dealsPlayed() > 0) {
        // Stakes that ended the match before the deal they were for: the
        // deal never came, so they are the last deal's last actions.
        RecordDeal never = std::move(record_.deals.back());
        std::vector<bool> choices = std::move(hadChoice_.back());
        record_.deals.pop_back();
        hadChoice_.pop_back();
        auto& last = record_.deals.back().actions;
        last.insert(last.end(), never.actions.begin(), never.actions.end());
        hadChoice_.back().insert(hadChoice_.back().end(), choices.begin(), choices.end());
    }
    prepareDeal();
}

int Match::playForced(EventLog* events) {
    int played = 0;
    while (const auto only = forced()) {
        applyLegal(*only, events, false);
        ++played;
    }
    return played;
}

bool Match::canUndo(int seat) const {
    for (std::size_t d = 0; d < hadChoice_.size(); ++d)
        for (std::size_t i = 0; i < hadChoice_[d].size(); ++i)
            if (hadChoice_[d][i] && record_.deals[d].actions[i].seat == seat) return true;
    return false;
}

bool Match::decidedSince(int seat, std::uint8_t others) const {
    for (std::size_t d = hadChoice_.size(); d-- > 0;)
        for (std::size_t i = hadChoice_[d].size(); i-- > 0;) {
            if (!hadChoice_[d][i]) continue;
            const int by = record_.deals[d].actions[i].seat;
            if (by == seat) return false;
            if (by >= 0 && (others >> by & 1)) return true;
        }
    return false;
}

// Cut back to just before the seat's last decision with a choice in it and
// replayed: the same cards, the same state, the same question.
bool Match::undo(int seat) {
    for (std::size_t d = hadChoice_.size(); d-- > 0;)
        for (std::size_t i = hadChoice_[d].size(); i-- > 0;) {
            if (!hadChoice_[d][i] || record_.deals[d].actions[i].seat != seat) continue;
            GameRecord cut = record_;
            cut.deals[d].actions.resize(i);
            cut.deals.resize(d + 1);
            // Taken back to a deal's first decision, the match stands in
            // that deal, not at the result before it.
            cut.deals[d].begun = i == 0;
            MatchReplay again = replay(cut);
            if (again.error || !again.match) return false;
            again.match->cards_ = cards_;
            *this = std::move(*again.match);
            return true;
        }
    return false;
}

std::vector<double> Match::returns() const {
    const ChipAccounts& chips = state_.chips();
    const int n = state_.seats();
    // Chips on the board and in the pot belong to nobody yet.
    const double share = static_cast<double>(chips.board() + chips.bets) / n;
    std::vector<double> out(static_cast<std::size_t>(n));
    for (int s = 0; s < n; ++s)
        out[static_cast<std::size_t>(s)] = chips.seat[static_cast<std::size_t>(s)]
                                           - record_.chips[static_cast<std::size_t>(s)] + share;
    return out;
}

} // namespace poch
