#include "deal_flow.h"

namespace poch {

void layOutDeal(Table& t, const DealLayout& layout, EventLog* events, int turnupOwner, Card stockTop) {
    t.hands = layout.hands;
    t.known = {};
    t.played = CardSet{};
    t.playedBy = Table::filledWithNoSeat();
    t.laidAside = layout.spare;
    t.stockTop = stockTop;
    t.layout = layout.layout;
    t.turnup = layout.turnup;
    t.turnupOwner = static_cast<std::int8_t>(turnupOwner);
    if (turnupOwner >= 0) {
        t.hands[static_cast<std::size_t>(turnupOwner)].insert(t.turnup);
        t.known[static_cast<std::size_t>(turnupOwner)].insert(t.turnup);
    }
    t.traced = t.hands;
    t.run = RunState{};
    t.dealFlags = 0;
    if (!events) return;
    for (int i = 1; i <= t.seats; ++i) {
        const int seat = t.seatAfter(t.dealer, i);
        if (t.sittingOut >> seat & 1) continue;
        Event e = Event::of(EventType::CardsDealt, seat);
        e.cards = t.hands[static_cast<std::size_t>(seat)];
        if (seat == turnupOwner) e.cards.erase(t.turnup);
        e.chips = e.cards.size();
        events->push_back(e);
    }
    const int aside = t.laidAside.size() + (t.stockTop.valid() ? 1 : 0);
    if (aside > 0) {
        Event e = Event::of(EventType::CardsLaidAside);
        e.chips = aside;
        events->push_back(e);
    }
    if (t.turnup.valid()) {
        Event e = Event::of(EventType::CardTurned, turnupOwner);
        e.card = t.turnup;
        events->push_back(e);
    }
}

void passTheDeal(Table& t) {
    int next = t.nextSeat(t.dealer);
    while (t.outOfMatch >> next & 1) next = t.nextSeat(next);
    t.dealer = static_cast<std::int8_t>(next);
}

std::optional<MatchEnding> lastDealPlayed(const Table& t, int deals) {
    if (deals > 0 && t.dealsPlayed >= deals) return MatchEnding{MatchEnd::DealsPlayed};
    return std::nullopt;
}

void endMatch(Table& t, EventLog* events, MatchEnding ending) {
    t.phase = Phase::MatchOver;
    t.current = -1;
    std::int32_t most = 0;
    for (int s = 0; s < t.seats; ++s) most = std::max(most, t.chips.seat[static_cast<std::size_t>(s)]);
    Event e = Event::of(EventType::MatchOver, ending.seat);
    e.detail = static_cast<std::uint8_t>(ending.why);
    for (int s = 0; s < t.seats; ++s)
        if (t.chips.seat[static_cast<std::size_t>(s)] == most && !(t.outOfMatch >> s & 1)) e.seats |= seatBit(s);
    e.chips = most;
    e.cannotPay = ending.seats;
    t.winners = e.seats;
    record(events, e);
}

} // namespace poch
