// A step's events as lines of the running log, in the player's language.
#pragma once

#include "poch/event.h"
#include "poch/state.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace poch::app {

struct GameDescription;

struct EventWords {
    std::function<QString(int seat)> seatName;
    std::function<QString(int pool)> poolName;
    // A pool as a sentence speaks of it (texts::poolInSentence): a pool
    // that is a card as "the King of hearts"; where unset, by its name.
    std::function<QString(int pool)> poolInSentence;
    // What the cards dealt to nobody are (GameDescription::Aside): laid
    // aside, a spare hand, a dummy or a stock.
    int aside = 0;
    // The game, for a card with a name of its own in it (Pope); none: every
    // card by its plain name.
    const GameDescription* game = nullptr;
    // How many pools the board has (0: not known), so that antes "on each"
    // are said only of antes on every pool.
    int pools = 0;
    // Whether the pools are cards laid out (Newmarket's boodle cards), and
    // so called.
    bool poolCards = false;
    // How many seats the table has (0: not known), so that players tied on
    // the fewest cards are said to share a win only when somebody lost.
    int seats = 0;
    // Whether a pass before any bet takes the seat out of the betting
    // (Ruleset::passFolds: the nine bowls, Hoffmann's Poch), and is said to:
    // elsewhere a player who passed may still match a bet that comes.
    bool passFolds = false;
    // Whose passes forced by a hand with nothing to bet on are told as
    // such ("has no set to bet on"): the people's, whose only move is made
    // for them in sight of all. Why a computer passed is its hand's secret,
    // which nobody at a real table learns. Unset: nobody's.
    std::function<bool(int seat)> passSaysWhy;
    // Whose cards played as the only ones they could play are told as such
    // ("has to play"): a person's alone at the table, whose card left
    // their hand unchosen (three testers wondered why). Where several
    // people share the log it would tell the others what the hand held,
    // as passSaysWhy would. Unset: nobody's.
    std::function<bool(int seat)> onlyCardSaid;

    // The words that differ between games and tables: what the cards aside
    // are, the card with a name of its own, how many pools and seats.
    void setGame(const GameDescription& description, const State& state);
    QString cardWords(Card c) const;
    QString cardInSentence(Card c) const;
};

// "1 chip", "3 chips".
QString chipsInWords(int n);
// The events as the players at the table know them: a pass forced by
// the hand is told as a plain pass where `words` keeps its reason secret.
EventLog asTheTableKnowsIt(const EventLog& events, const EventWords& words);
// One line, or an empty string for events not worth a line.
QString describeEvent(const Event& event, const EventWords& words);
// The lines of a step: as above, but a player's antes to several pools
// make one line, and so do the pools left standing for the next deal, a
// player's stakes, and passes one after another.
QStringList describeEvents(const EventLog& events, const EventWords& words);
// A deal's summary, in which the chips paid to one player for each run
// they ended (Hoffmann's Poch) make one line rather than one a run:
// "Player is paid 9 chips for ending 3 runs: Anna 3, Bertram 3, Clara 3."
QStringList describeDealSummary(const EventLog& events, const EventWords& words);
// What each player put in during a deal, a line for antes, one for stakes
// and one for bets lost or in play (a bet given back is not counted):
// "Antes paid: 3 chips each." The summary's wins less these make each
// player's result.
QStringList describePaidIn(const EventLog& events, const EventWords& words);

} // namespace poch::app
