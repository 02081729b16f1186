#include "stages/rotation_run.h"

#include "card_play.h"

namespace poch {

namespace {
// Seats in the deal that are still to answer the run's last card.
int othersInDeal(const Table& t) { return std::popcount(allSeats(t)) - 1; }

// `why`: the run's top card is an Ace, or everyone else passed.
void endRun(Table& t, StopCause why, EventLog* events) {
    const int leader = t.run.lastPlayer;
    if (events) {
        Event e = Event::of(EventType::Stopped, leader);
        e.stop = why;
        e.card = t.run.top;
        events->push_back(e);
    }
    t.run.top = Card::none();
    t.run.passes = 0;
    t.current = static_cast<std::int8_t>(leader);
}
} // namespace

void RotationRun::begin(Table& t, int leader) {
    t.run = RunState{};
    t.current = static_cast<std::int8_t>(leader);
}

CardSet RotationRun::beaters(const Table& t, CardSet hand) {
    const Card top = t.run.top;
    CardSet higher;
    for (Rank r = static_cast<Rank>(top.rank() + 1); r <= kAce; ++r) higher.insert(Card(top.suit(), r));
    return hand & higher;
}

void RotationRun::legalActions(const Table& t, ActionList& out) {
    const CardSet hand = t.hands[static_cast<std::size_t>(t.current)];
    if (leadDue(t)) {
        for (Card c : hand) out.add(Action::play(c));
        return;
    }
    const CardSet higher = beaters(t, hand);
    if (higher.empty()) out.add(Action::pass());
    for (Card c : higher) out.add(Action::play(c));
}

int RotationRun::apply(Table& t, const Action& action, EventLog* events) {
    const int seat = t.current;
    if (action.kind == ActionKind::Pass) {
        Event e = Event::of(EventType::Passed, seat);
        e.detail = static_cast<std::uint8_t>(PassBecause::NoHigherCard); // a player who can play must
        record(events, e);
        if (++t.run.passes >= othersInDeal(t)) endRun(t, StopCause::NobodyHigher, events);
        else t.current = static_cast<std::int8_t>(t.nextInDeal(seat));
        return -1;
    }
    const Card card = action.card;
    playFromHand(t, seat, card, events);
    t.run.top = card;
    t.run.passes = 0;
    if (t.hands[static_cast<std::size_t>(seat)].empty()) {
        t.current = -1;
        t.run.top = Card::none();
        return seat;
    }
    if (card.rank() == kAce) endRun(t, StopCause::TopOfSuit, events);
    else t.current = static_cast<std::int8_t>(t.nextInDeal(seat));
    return -1;
}

} // namespace poch
