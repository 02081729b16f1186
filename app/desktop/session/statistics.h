// What the player has done, game by game: matches played, matches won and
// chips won or lost, kept in the settings so that they outlive the
// program. A value that cannot be read counts as nothing, never as an error
// that stops the program.
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
};

class Statistics {
public:
    enum class Outcome { Lost, Won, Shared };
    // A match of `ruleset` ended; the person won it alone, shared the win
    // or lost, and ended with `chipsChange` more (or fewer) chips than they
    // started with.
    static void recordMatch(const QString& ruleset, Outcome outcome, long long chipsChange);
    // Every game played at least once, in the order of the game list.
    static QList<GameStatistics> all();
    static GameStatistics of(const QString& ruleset);
    static void clear();
};

} // namespace poch::app
