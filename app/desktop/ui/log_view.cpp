#include "log_view.h"

#include <QScrollBar>

namespace poch::app {

LogView::LogView(QWidget* parent) : QListWidget(parent) {
    // By the pixel, as lines wrapped to different heights are best read.
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // It takes what the words above it leave, down to three lines: a
    // lesson's last words and a deal's summary come first (the log asked
    // for its own room, and the lesson's words had to scroll).
    setSizePolicy(sizePolicy().horizontalPolicy(), QSizePolicy::Ignored);
    setMinimumHeight(3 * fontMetrics().lineSpacing() + 2 * frameWidth());
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
