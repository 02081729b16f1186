// The computer plays the person's seat too, match after match, with no
// animations and no questions: what the crash tests kill the program in
// the middle of (`poch --autoplay N`, hidden from --help). After every
// autosave it prints the moves saved so far ("saved N"), and "new match"
// before each match it begins, so the tests know the last action that was
// completed before the kill, and of which match.
#pragma once

#include "poch/game_record.h"
#include "poch/random.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace poch::app {

class MainWindow;

class AutoPlay final : public QObject {
    Q_OBJECT
public:
    // Plays `matches` matches of short length, going through `rulesets` in
    // turn, and quits; an unfinished match in the autosave is played first.
    AutoPlay(MainWindow* window, int matches, QStringList rulesets, std::uint64_t seed);

    // Moves in a record: its deals and all their actions.
    static long long movesIn(const GameRecord& record);

private:
    void step();
    void startNextMatch();

    MainWindow* window_;
    int matchesLeft_;
    QStringList rulesets_;
    Random random_;
    QTimer timer_;
    bool matchRunning_ = false;
};

} // namespace poch::app
