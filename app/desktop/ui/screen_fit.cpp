#include "screen_fit.h"

#include <QScreen>
#include <QWidget>

namespace poch::app {

void resizeToFitScreen(QWidget& window, QSize wanted, QSize least) {
    const QRect screen = window.screen()->availableGeometry();
    const QSize room = screen.size() - kWindowFrameRoom;
    if (least.isValid()) window.setMinimumSize(least.boundedTo(room));
    window.resize(wanted.boundedTo(room));
    // A window of its own opens in the middle of the screen, frame and
    // all: a window manager that places new windows anywhere put one
    // fitted to a 1024x768 screen half off it. A dialog is placed over
    // its parent by Qt, which a move here would stop.
    if (window.parentWidget()) return;
    const QSize framed = window.size() + kWindowFrameRoom;
    window.move(screen.topLeft() + QPoint((screen.width() - framed.width()) / 2, (screen.height() - framed.height()) / 2));
}

} // namespace poch::app
