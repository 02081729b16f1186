// The person at the screen: the table and the controls offer the legal
// actions, and whichever is clicked or typed is the answer.
#pragma once

#include "seat_input.h"

#include <functional>

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
    // From the table or the controls; ignored unless it is legal now, and
    // unless the referee (a lesson) accepts it: a choice it refuses leaves
    // the person asked, to try again.
    bool choose(const Action& action);
    void setReferee(std::function<bool(const Action&)> referee) { referee_ = std::move(referee); }

signals:
    void decisionWanted();

private:
    std::function<bool(const Action&)> referee_;
    ActionList legal_;
    bool waiting_ = false;
};

} // namespace poch::app
