#include "screen_fit.h"

#include <QScreen>
#include <QWidget>

namespace poch::app {

void resizeToFitScreen(QWidget& window, QSize wanted) {
    const QSize room = window.screen()->availableGeometry().size() - kWindowFrameRoom;
    window.resize(wanted.boundedTo(room));
}

} // namespace poch::app
