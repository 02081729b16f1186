#include "side_panel_fit.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

#include <algorithm>

namespace poch::app {

SidePanelFit::SidePanelFit(QMainWindow& window, QDockWidget& panel) : QObject(&window), window_(window), panel_(panel) {
    panel_.setMinimumWidth(kLeast);
    window_.resizeDocks({&panel_}, {kWidth}, Qt::Horizontal);
    window_.installEventFilter(this);
}

int SidePanelFit::widthFor(int windowWidth) { return std::clamp(windowWidth * 3 / 10, kLeast, kWidth); }

bool SidePanelFit::eventFilter(QObject* watched, QEvent* event) {
    if (watched == &window_ && event->type() == QEvent::Resize) fit();
    return QObject::eventFilter(watched, event);
}

void SidePanelFit::fit() {
    const int wanted = widthFor(window_.width());
    const int now = panel_.width();
    // Narrower than the window's share (the window grew), or wider while
    // the table is squeezed to its least width (the window shrank).
    const QWidget* table = window_.centralWidget();
    const bool squeezed = table && table->width() <= table->minimumSizeHint().expandedTo(table->minimumSize()).width();
    if (now < wanted || (now > wanted && squeezed)) window_.resizeDocks({&panel_}, {wanted}, Qt::Horizontal);
}

} // namespace poch::app
