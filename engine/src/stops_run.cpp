#include "poch/stops_run.h"

#include "chip_moves.h"

namespace poch {

void StopsRun::begin(Table& t, int leader) {
    t.run = RunState{};
    t.current = static_cast<std::int8_t>(leader);
}

void StopsRun::legalActions(const Table& t, ActionList& out) {
    if (t.run.next.valid()) {
        out.add(Action::play(t.run.next));
        return;
    }
    for (Card c : t.hands[static_cast<std::size_t>(t.current)]) out.add(Action::play(c));
}

int StopsRun::apply(Table& t, Card card, EventLog* events) {
    const int seat = t.current;
    auto& hand = t.hands[static_cast<std::size_t>(seat)];
    hand.erase(card);
    t.known[static_cast<std::size_t>(seat)].erase(card);
    t.played.insert(card);
    t.run.lastPlayer = static_cast<std::int8_t>(seat);
    if (events) {
        Event e;
        e.type = EventType::CardPlayed;
        e.seat = static_cast<std::int8_t>(seat);
        e.card = card;
        events->push_back(e);
    }
    if (hand.empty()) {
        t.current = -1;
        t.run.next = Card::none();
        return seat;
    }
    const Card next = card.rank() == kAce ? Card::none() : Card(card.suit(), static_cast<Rank>(card.rank() + 1));
    if (next.valid()) {
        for (int s = 0; s < t.seats; ++s)
            if (t.hands[static_cast<std::size_t>(s)].contains(next)) {
                t.run.next = next;
                t.current = static_cast<std::int8_t>(s);
                return -1;
            }
    }
    t.run.next = Card::none();
    t.current = static_cast<std::int8_t>(seat);
    if (events) {
        Event e;
        e.type = EventType::Stopped;
        e.seat = static_cast<std::int8_t>(seat);
        e.card = next;
        events->push_back(e);
    }
    return -1;
}

} // namespace poch
