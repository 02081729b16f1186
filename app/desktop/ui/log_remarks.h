// The lines the log says beside the game's events: where the game was
// saved or opened from, that it was resumed, a move taken back or made
// again. Each is kept at the point of the events where it was said, so
// that a log written again from the events (after an Undo, a Redo, a
// resume) says it where it stood; they were lost at every rewriting.
//
// A line said at a point an Undo has since taken back moves to the end of
// the events there are, where the log then shows it; a Redo that brings
// its point back brings it back there too, unless a line said after it
// stands before that point: the lines read in the order they were said
// (two moves taken back and one made again read "taken back, made again,
// the move, taken back", a tester). A point is the events up to it, not
// a count of them, so that a line never lands in another line of play
// that an Undo led to.
//
// They are kept beside the autosave too (toJson, fromJson), so that a
// match resumed after the program was closed, killed or started again in
// another language keeps them: only "the game is resumed" was left. A line
// is kept as its words' source and what goes into them, and spoken in the
// language of the day.
#pragma once

#include "poch/event.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <vector>

namespace poch::app {

class LogRemarks {
public:
    // A line as said: the source of its words (translated when shown)
    // and what goes into their %1 and %2.
    struct Said {
        QString words;
        QStringList args;
    };
    // A line and where it stands among the events: after the first
    // `events` events of deal `deal` (counted from 0), or before any
    // deal's events where `deal` is -1.
    struct Placed {
        int deal;
        std::size_t events;
        Said said;
    };

    void clear() { remarks_.clear(); }
    // `said` after `told`, the events of the match's deals so far.
    void add(const std::vector<EventLog>& told, const Said& said);
    // Every line, in the order said, placed among the events `now`.
    std::vector<Placed> place(const std::vector<EventLog>& now);

    // The lines where they stand among the events `now`, to be kept.
    QJsonArray toJson(const std::vector<EventLog>& now);
    // Lines kept by toJson, to be placed among the events of the same
    // match once it is played up to where it was kept; a line whose words
    // are not among `known`, or that is not whole, is left out, and one
    // beyond the events is said at their end.
    static LogRemarks fromJson(const QJsonArray& lines, const QStringList& known);

private:
    struct Point {
        int deal = -1;
        EventLog before; // that deal's events up to the point
        // Kept as a count of them (fromJson), until the events are known.
        std::optional<std::size_t> kept;
    };
    static Point endOf(const std::vector<EventLog>& told);
    static bool reached(const Point& p, const std::vector<EventLog>& now);
    struct Remark {
        Point said;  // where it was said
        Point shown; // where it is shown while `said` is out of reach
        Said words;
    };
    std::vector<Remark> remarks_;
};

} // namespace poch::app
