// What the table is to show: a state of a match as one seat sees it, and
// who sits where. The session gives the match in play; the deal review
// gives a moment of a deal already played, drawn the same way.
#pragma once

#include "poch/agent.h"
#include "poch/state.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace poch::app {

struct TableSight {
    std::optional<State> state; // none: no game at the table
    // The seat whose eyes are on the table, at its bottom.
    int viewer = 0;
    // Every hand face down: the table passes from one person to another.
    bool veiled = false;
    // Nobody is asked: the table waits for the person to go on to the next
    // deal, so no player's place is lit as the one to act (the state may
    // already name the first to stake for it).
    bool paused = false;
    // The deal is over: the cards left in every hand are shown, as players
    // lay them down to count what they pay (never during a deal, nor in a
    // review of its decisions).
    bool handsOpen = false;
    // Who has the dealer's button: -1 for the state's dealer. At the end of
    // a deal the rules have passed the deal on already, but the button
    // stays with whoever dealt the cards on the table until the next deal
    // begins.
    int dealer = -1;
    QStringList names;
    // A computer seat's level; none for a person's seat (or a lesson's
    // others, who play a script).
    std::vector<std::optional<Level>> levels;
    std::vector<bool> people;
    // Seats out of this deal's betting by a pass, as a mask: their badges
    // say "passed", as the log does, where a seat that left after a bet
    // says "dropped" (the state knows only that both are out of it).
    std::uint8_t passed = 0;
    // What the table shows that the state alone does not say, read from
    // the events of the deal on the table so far: who dealt it, and who
    // passed in its betting.
    void readDeal(const EventLog& deal);
    // A card of the viewer's hand framed as advice (the deal review's
    // better choice), kept however often the table is drawn.
    Card marked;

    bool active() const { return state.has_value(); }
    bool isPerson(int seat) const { return seat >= 0 && seat < static_cast<int>(people.size()) && people[static_cast<std::size_t>(seat)]; }
    int peopleCount() const {
        int n = 0;
        for (bool p : people) n += p ? 1 : 0;
        return n;
    }
};

} // namespace poch::app
