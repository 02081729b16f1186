// A computer opponent at the table: asks its agent and answers after a
// pause long enough for a person to follow what happens.
#pragma once

#include "seat_input.h"

#include "poch/agent.h"

#include <QTimer>

#include <memory>

namespace poch::app {

class ComputerSeat final : public SeatInput {
    Q_OBJECT
public:
    ComputerSeat(std::unique_ptr<Agent> agent, QObject* parent = nullptr);
    void decide(const Observation& seen, const ActionList& legal) override;
    void cancel() override;
    bool isPerson() const override { return false; }
    Level level() const { return agent_->level(); }
    // Milliseconds between being asked and answering; 0 answers at once
    // (on the next turn of the event loop).
    void setPace(int milliseconds) { pace_ = milliseconds; }
    // The agent's choice, answered at once: for the choices that follow
    // one already answered as one gesture (a spread of stakes).
    Action chooseNow(const Observation& seen, const ActionList& legal) { return agent_->choose(seen, legal).action; }

private:
    std::unique_ptr<Agent> agent_;
    QTimer timer_;
    Action pending_;
    int pace_ = 600;
};

} // namespace poch::app
