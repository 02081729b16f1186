// A step's events as lines of the running log, in the player's language.
#pragma once

#include "poch/event.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace poch::app {

struct EventWords {
    std::function<QString(int seat)> seatName;
    std::function<QString(int pool)> poolName;
    // The cards not dealt are a stock a player may draw from
    // (GameDescription::stockCard), not cards laid aside.
    bool asideIsStock = false;
};

// One line, or an empty string for events not worth a line.
QString describeEvent(const Event& event, const EventWords& words);
// The lines of a step: as above, but a player's antes to several pools
// make one line, and so do the pools left standing for the next deal.
QStringList describeEvents(const EventLog& events, const EventWords& words);

} // namespace poch::app
