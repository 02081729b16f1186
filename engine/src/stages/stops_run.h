// Playing out in suit and sequence, the stops mechanism of Poch's third
// stage and of the stops games: a lead, then the holder of the next card
// must play it, until the next card is in no hand; whoever played last
// leads again.
#pragma once

#include "poch/action_list.h"
#include "poch/event.h"
#include "poch/table.h"

namespace poch {

// Cards that no player can hold, which a stop at one of them names as
// such: those the game takes out of the pack, and those it lays face up on
// the table as pool cards.
struct OutOfPlay {
    CardSet outOfPack;
    CardSet onTable;
};

class StopsRun {
public:
    // The card that continues a run after `played`, or none.
    static Card nextInSuit(Card played, AcePosition ace);

    // Sets up the play with `leader` to lead.
    static void begin(Table& table, int leader);
    static bool leadDue(const Table& table) { return !table.run.next.valid(); }
    // A lead of any card, or the one forced card that continues the run.
    static void legalActions(const Table& table, ActionList& out);
    // Plays the card from the current seat's hand; returns the seat that
    // went out, or -1. After a stop the same seat leads again.
    static int apply(Table& table, Card card, AcePosition ace, EventLog* events) {
        play(table, card, events);
        return goOn(table, card, ace, events);
    }
    // The same in two halves, for a game in which a card takes something
    // (a pool, a payment): the card is put down, what it takes is taken,
    // and only then does the run go on or stop, so that the events say
    // "plays the King, wins the King's pool, stop" in the order a player
    // at the table sees it.
    static void play(Table& table, Card card, EventLog* events);
    static int goOn(Table& table, Card card, AcePosition ace, EventLog* events, const OutOfPlay& outOfPlay = {});
    // The cards shown to be in no hand: the successor of every played
    // card that was not played itself (its run stopped there), except after
    // the cards in `noProof` (a card made a stop by Spin, Pope played in
    // lieu) and the card due now.
    static CardSet provedOutOfHands(const Table& table, AcePosition ace, CardSet noProof = {});
    // Ends the run after `last` as a stop, because `next`, the card that
    // would have come next, is in no hand (or there is none): `seat` leads
    // next. The event says why.
    static void stopAfter(Table& table, int seat, Card last, Card next, EventLog* events, const OutOfPlay& outOfPlay = {});
    // Ends the run now for `why`, naming `card`: `seat` leads next.
    static void stop(Table& table, int seat, StopCause why, Card card, EventLog* events);
};

} // namespace poch
