// What the players have done, game by game: matches played, matches won
// and chips won or lost, kept in the settings so that they outlive the
// program. The person who plays alone against the computer is "you" (no
// name); where several people share a table, each is counted by name. A
// value that cannot be read counts as nothing, never as an error that
// stops the program, and is told of where the figures are shown.
#pragma once

#include <QList>
#include <QString>

namespace poch::app {

struct GameStatistics {
    QString ruleset;
    int matches = 0;
    int wins = 0;   // won alone
    int shared = 0; // won jointly with others who ended level
    long long chips = 0; // won, less lost, over all matches
    // A figure is kept but cannot be read (not a whole number, or a count
    // below zero: the settings file was changed by hand or damaged); it
    // counts as none.
    bool unreadable = false;
};

class Statistics {
public:
    enum class Outcome { Lost, Won, Shared };
    // A match of `ruleset` ended; the person won it alone, shared the win
    // or lost, and ended with `chipsChange` more (or fewer) chips than they
    // started with.
    // `player` names one of several people at a table; empty, it is you.
    static void recordMatch(const QString& ruleset, Outcome outcome, long long chipsChange, const QString& player = {});
    // Every game played at least once, or with a figure that cannot be
    // read, in the order of the game list.
    static QList<GameStatistics> all(const QString& player = {});
    static GameStatistics of(const QString& ruleset, const QString& player = {});
    // Everyone who has played at a table with other people, by name.
    static QStringList players();
    static void clear();
};

} // namespace poch::app
