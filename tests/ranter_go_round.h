// What the Ranter-Go-Round tests share: rounds laid out by hand, and the
// lives, exits and losers they are checked by. Seats are numbered
// clockwise; "the left" is the next seat up.
#pragma once

#include "scripted_deal.h"

#include "poch/invariants.h"
#include "poch/replay.h"

namespace poch::test::ranter {

using namespace poch;
using namespace poch::test;

inline const char* const kId = "ranter-go-round";

// One card a seat ("" for a seat out of the match), the hidden top of the
// stock, and the rest of the pack beneath it.
inline DealLayout round(const std::vector<std::string>& hands, const char* stockTop) {
    DealLayout l;
    CardSet used;
    for (std::size_t s = 0; s < hands.size(); ++s) {
        l.hands[s] = cards(hands[s]);
        used |= l.hands[s];
    }
    l.turnup = card(stockTop);
    used.insert(l.turnup);
    l.spare = Pack::full52().cards() - used;
    return l;
}

const Action kExchange = Action::of(ActionKind::Exchange);
const Action kKeep = Action::of(ActionKind::Keep);

inline int lives(const ScriptedMatch& m, int seat) { return m.state.table().lives[static_cast<std::size_t>(seat)]; }
inline bool isOut(const ScriptedMatch& m, int seat) { return m.state.table().outOfMatch >> seat & 1; }

// The seats that lost a life in the events, as a mask.
inline int lifeLosers(const ScriptedMatch& m) {
    int mask = 0;
    for (const Event& e : m.events)
        if (e.type == EventType::LifeLost) mask |= 1 << e.seat;
    return mask;
}

// Every seat in turn keeps; the round ends.
inline bool allKeep(ScriptedMatch& m) {
    while (m.state.currentSeat() >= 0)
        if (!m.act(m.state.currentSeat(), kKeep)) return false;
    return true;
}
} // namespace poch::test::ranter
