#include "person_seat.h"

namespace poch::app {

void PersonSeat::decide(const Observation& seen, const ActionList& legal) {
    (void)seen;
    legal_ = legal;
    waiting_ = true;
    emit decisionWanted();
}

bool PersonSeat::choose(const Action& action) {
    if (!waiting_ || !legal_.contains(action)) return false;
    if (referee_ && !referee_(action)) return false;
    waiting_ = false;
    emit actionChosen(action);
    return true;
}

} // namespace poch::app
