// The size a window opens at: the size it wants, but never larger than the
// screen it opens on, its title bar and frame included.
#pragma once

#include <QSize>

class QWidget;

namespace poch::app {

// Room left on the screen for what the window manager draws around a
// window. Its real size is known only once the window is shown; a title
// bar and frame are rarely more than this, so a window of this size or
// less shows its every edge, its buttons at the bottom too.
inline constexpr QSize kWindowFrameRoom{40, 60};

// Resizes the window to `wanted`, bounded by the available part of its
// screen less the frame's room; a window without a parent is also moved
// to the middle of that part. It cannot then be made smaller than
// `least`, or than that room where the screen is smaller still.
void resizeToFitScreen(QWidget& window, QSize wanted, QSize least = {});

} // namespace poch::app
