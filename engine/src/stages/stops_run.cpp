#include "stages/stops_run.h"

#include "card_play.h"

namespace poch {

Card StopsRun::nextInSuit(Card played, AcePosition ace) { return poch::nextInSuit(played, ace); }

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

void StopsRun::play(Table& t, Card card, EventLog* events) { playFromHand(t, t.current, card, events); }

int StopsRun::goOn(Table& t, Card card, AcePosition ace, EventLog* events, const OutOfPlay& outOfPlay) {
    const int seat = t.current;
    if (t.hands[static_cast<std::size_t>(seat)].empty()) {
        t.current = -1;
        t.run.next = Card::none();
        return seat;
    }
    const Card next = nextInSuit(card, ace);
    const int holder = next.valid() ? t.holder(next) : -1;
    if (holder >= 0) {
        t.run.next = next;
        t.current = static_cast<std::int8_t>(holder);
    } else {
        stopAfter(t, seat, card, next, events, outOfPlay);
    }
    return -1;
}

CardSet StopsRun::provedOutOfHands(const Table& t, AcePosition ace, CardSet noProof) {
    CardSet proved;
    for (Card c : t.played - noProof) {
        const Card n = nextInSuit(c, ace);
        if (n.valid() && !t.played.contains(n) && n != t.run.next) proved.insert(n);
    }
    return proved;
}

void StopsRun::stopAfter(Table& t, int seat, Card last, Card next, EventLog* events, const OutOfPlay& outOfPlay) {
    if (!next.valid()) return stop(t, seat, StopCause::TopOfSuit, last, events);
    const StopCause why = t.played.contains(next)               ? StopCause::Played
                          : next == t.turnup                    ? StopCause::TurnedUp
                          : outOfPlay.onTable.contains(next)    ? StopCause::PoolCard
                          : outOfPlay.outOfPack.contains(next)  ? StopCause::OutOfPack
                                                                : StopCause::InNoHand;
    stop(t, seat, why, next, events);
}

void StopsRun::stop(Table& t, int seat, StopCause why, Card card, EventLog* events) {
    t.run.next = Card::none();
    t.current = static_cast<std::int8_t>(seat);
    if (events) {
        Event e = Event::of(EventType::Stopped, seat);
        e.stop = why;
        e.card = card;
        events->push_back(e);
    }
}

} // namespace poch
