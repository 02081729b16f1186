#include "click_guard.h"

#include <QEvent>
#include <QWidget>

namespace poch::app {

namespace {
// How many clicks there had been when the control was shown.
const char* const kShownAfter = "pochShownAfterClicks";
} // namespace

void ClickGuard::watch(QWidget* control) {
    control->setProperty(kShownAfter, clicks_);
    control->installEventFilter(this);
}

bool ClickGuard::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonDblClick:
        // Qt tells the second click of a double click by its time and place,
        // whatever lies under it now; a control that came with the first
        // click was not what the person aimed at.
        if (clicks_ > 0 && watched->property(kShownAfter).toInt() == clicks_) return true;
        break;
    case QEvent::MouseButtonPress:
        // A click begins: what is shown from now on came with it.
        ++clicks_;
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace poch::app
