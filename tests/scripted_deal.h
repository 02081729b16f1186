// Helpers for deals scripted by hand: hands from card codes, a match of a
// ruleset with given stacks, and actions applied by a named seat.
#pragma once

#include "poch/registry.h"
#include "poch/state.h"

#include <QTest>

#include <sstream>
#include <string>
#include <vector>

namespace poch::test {

inline CardSet cards(const std::string& codes) {
    CardSet set;
    std::istringstream in(codes);
    std::string code;
    while (in >> code) {
        const auto c = Card::parse(code);
        if (!c) qFatal("bad card code in a test: %s", code.c_str());
        set.insert(*c);
    }
    return set;
}

inline Card card(const char* code) { return *Card::parse(code); }

// Chips staked on a pool before the cards (Newmarket and its kin).
inline Action stake(int pool, int chips) {
    Action a = Action::of(ActionKind::Stake);
    a.pool = static_cast<std::int8_t>(pool);
    a.chips = chips;
    return a;
}

inline DealLayout layout(const std::vector<std::string>& hands, const char* turnup, const std::string& spare = {}) {
    DealLayout l;
    for (std::size_t s = 0; s < hands.size(); ++s) l.hands[s] = cards(hands[s]);
    if (turnup) l.turnup = card(turnup); // games without trumps turn up nothing
    l.spare = cards(spare);
    return l;
}

struct ScriptedMatch {
    State state;
    EventLog events;

    ScriptedMatch(const std::string& ruleset, std::vector<std::int32_t> chips, int dealer,
                  std::vector<std::pair<std::string, int>> options = {})
        : state(make(ruleset, static_cast<int>(chips.size()), options), chips, dealer) {}

    static std::shared_ptr<const Ruleset> make(const std::string& ruleset, int seats,
                                               const std::vector<std::pair<std::string, int>>& options) {
        const RulesetInfo* info = findRuleset(ruleset);
        Options o(info->options);
        for (const auto& [name, value] : options) o.set(info->options, name, value);
        return makeRuleset(ruleset, o, seats);
    }

    void deal(const DealLayout& l) {
        events.clear();
        state.deal(l, &events);
    }
    // True if it was `seat`'s turn and the action was legal.
    [[nodiscard]] bool act(int seat, const Action& action) {
        if (state.currentSeat() != seat) {
            qWarning("expected seat %d to act, but it is seat %d", seat, state.currentSeat());
            return false;
        }
        if (!state.isLegal(action)) {
            qWarning("seat %d's action is not legal", seat);
            return false;
        }
        state.apply(action, &events);
        return true;
    }
    [[nodiscard]] bool play(int seat, const char* code) { return act(seat, Action::play(card(code))); }
    [[nodiscard]] bool bet(int seat, int chips) { return act(seat, Action::bet(chips)); }
    [[nodiscard]] bool pass(int seat) { return act(seat, Action::pass()); }

    std::int32_t chips(int seat) const { return state.chips().seat[static_cast<std::size_t>(seat)]; }
    std::int32_t pool(int pool) const { return state.chips().pool[static_cast<std::size_t>(pool)]; }
    int count(EventType type) const {
        int n = 0;
        for (const Event& e : events) n += e.type == type;
        return n;
    }
    // The kinds of the events after the last card played: what it took,
    // and whether the run stopped there, in the order they are told.
    std::vector<EventType> afterLastCard() const {
        std::vector<EventType> after;
        for (const Event& e : events) {
            if (e.type == EventType::CardPlayed) after.clear();
            else after.push_back(e.type);
        }
        return after;
    }
    const Event* find(EventType type, int seat = -1) const {
        for (const Event& e : events)
            if (e.type == type && (seat < 0 || e.seat == seat)) return &e;
        return nullptr;
    }
};

} // namespace poch::test
