#include "computer_seat.h"

namespace poch::app {

ComputerSeat::ComputerSeat(AgentMaker make, QObject* parent) : SeatInput(parent), make_(std::move(make)), agent_(make_(0)) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, [this] { emit actionChosen(pending_); });
}

// The choice is made at once (it takes a millisecond or so) and only the
// answer waits, so the pause is the same whatever the agent's level.
void ComputerSeat::decide(const Observation& seen, const ActionList& legal) {
    pending_ = chooseNow(seen, legal);
    timer_.start(pace_);
}

void ComputerSeat::cancel() { timer_.stop(); }

} // namespace poch::app
