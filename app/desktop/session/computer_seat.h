// A computer opponent at the table: asks its agent and answers after a
// pause long enough for a person to follow what happens.
#pragma once

#include "seat_input.h"

#include "poch/agent.h"

#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>

namespace poch::app {

class ComputerSeat final : public SeatInput {
    Q_OBJECT
public:
    // Makes the seat's agent, its choices drawn from `seed`.
    using AgentMaker = std::function<std::unique_ptr<Agent>(std::uint64_t seed)>;

    ComputerSeat(AgentMaker make, QObject* parent = nullptr);
    // The moment of the match the next choice is made at, as a seed: the
    // agent is made afresh from it, so that the same moment gets the same
    // choice however the match came to it (taken back by Undo and played
    // again, or resumed after the program was closed). One agent kept all
    // match long drew on from where it had got to, and an Undo followed by
    // the same stake saw the others play the deal another way.
    void setMoment(std::uint64_t seed) { agent_ = make_(seed); }
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
    AgentMaker make_;
    std::unique_ptr<Agent> agent_;
    QTimer timer_;
    Action pending_;
    int pace_ = 600;
};

} // namespace poch::app
