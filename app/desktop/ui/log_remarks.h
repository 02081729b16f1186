// The lines the log says beside the game's events: where the game was
// saved or opened from, that it was resumed, a move taken back or made
// again. Each is kept at the point of the events where it was said, so
// that a log written again from the events (after an Undo, a Redo, a
// resume) says it where it stood; they were lost at every rewriting. A
// line said at a point an Undo has since taken back goes with it.
#pragma once

#include "poch/event.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace poch::app {

class LogRemarks {
public:
    void clear() { remarks_.clear(); }
    // `text` is said after `told`, the events of the match's deals so far.
    void add(const std::vector<EventLog>& told, const QString& text);
    // Forgets the lines said at a point the events `now` do not reach.
    void keepWithin(const std::vector<EventLog>& now);
    // The lines said after the first `events` events of deal `deal`
    // (counted from 0), or before any deal's where `deal` is -1.
    std::vector<QString> at(int deal, std::size_t events) const;
    // Where lines were said within deal `deal`: its event counts, rising.
    std::vector<std::size_t> pointsIn(int deal) const;

private:
    struct Remark {
        int deal; // -1: before the first deal's events
        std::size_t events;
        QString text;
    };
    std::vector<Remark> remarks_;
};

} // namespace poch::app
