#include "click_guard.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace poch::app {

namespace {
const char* const kShownAt = "pochShownAt";
}

ClickGuard::ClickGuard(QObject* parent) : QObject(parent) { clock_.start(); }

void ClickGuard::watch(QWidget* control) {
    control->setProperty(kShownAt, clock_.elapsed());
    control->installEventFilter(this);
}

bool ClickGuard::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        const qint64 shownAt = watched->property(kShownAt).toLongLong();
        const bool cameWithTheClick = lastClick_ >= 0 && shownAt >= lastClick_;
        if (cameWithTheClick && clock_.elapsed() - lastClick_ < QApplication::doubleClickInterval()) return true;
        break;
    }
    case QEvent::MouseButtonRelease:
        // Before the control acts on it: what it shows next came with it.
        lastClick_ = clock_.elapsed();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace poch::app
