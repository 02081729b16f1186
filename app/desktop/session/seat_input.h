// Whoever decides for a seat: the person at the screen or a computer
// opponent. Both are asked the same way and answer with the same signal,
// so the session never knows or cares which it is talking to.
#pragma once

#include "poch/action.h"
#include "poch/action_list.h"
#include "poch/observation.h"

#include <QObject>

namespace poch::app {

class SeatInput : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Asks for one of `legal`; the answer comes as actionChosen.
    virtual void decide(const Observation& seen, const ActionList& legal) = 0;
    // The question is withdrawn (undo, a new game, the window closing).
    virtual void cancel() = 0;
    virtual bool isPerson() const = 0;

signals:
    void actionChosen(const poch::Action& action);
};

} // namespace poch::app
