// The person at the screen: the table and the controls offer the legal
// actions, and whichever is clicked or typed is the answer.
#pragma once

#include "seat_input.h"

namespace poch::app {

class PersonSeat final : public SeatInput {
    Q_OBJECT
public:
    using SeatInput::SeatInput;
    void decide(const Observation& seen, const ActionList& legal) override;
    void cancel() override { waiting_ = false; }
    bool isPerson() const override { return true; }
    bool waiting() const { return waiting_; }
    const ActionList& legal() const { return legal_; }
    // From the table or the controls; ignored unless it is legal now.
    bool choose(const Action& action);

signals:
    void decisionWanted();

private:
    ActionList legal_;
    bool waiting_ = false;
};

} // namespace poch::app
