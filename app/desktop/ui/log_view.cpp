#include "log_view.h"

#include <QScrollBar>

namespace poch::app {

LogView::LogView(QWidget* parent) : QListWidget(parent) {
    // By the pixel, as lines wrapped to different heights are best read.
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    QScrollBar* bar = verticalScrollBar();
    // The reader's own scrolling says whether to follow the newest line.
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) { atNewest_ = value >= bar->maximum(); });
    // A lower list, or wrapped lines taller, widen the range and leave the
    // value where it was: back to the newest line if it was in sight.
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (atNewest_) bar->setValue(maximum);
    });
}

} // namespace poch::app
