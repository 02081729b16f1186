#include "scrolling_words.h"

#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

namespace poch::app {

ScrollingWords::ScrollingWords(QWidget* parent, int least, double share)
    : QScrollArea(parent), words_(new QLabel(this)), least_(least), share_(share) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setStyleSheet(QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"));
    words_->setWordWrap(true);
    words_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWidget(words_);
}

void ScrollingWords::setText(const QString& text) {
    words_->setText(text);
    updateGeometry();
}

QString ScrollingWords::text() const { return words_->text(); }

QSize ScrollingWords::sizeHint() const {
    // The words' whole height at the width they have (less a scroll bar's,
    // should one be needed), to a share of the window's.
    const int width = std::max(1, viewport()->width() > 0 ? viewport()->width() : QScrollArea::sizeHint().width());
    const int whole = words_->heightForWidth(width) + 2 * frameWidth();
    const int most = std::max(least_, static_cast<int>(window()->height() * share_));
    return {QScrollArea::sizeHint().width(), std::clamp(whole, least_, most)};
}

QSize ScrollingWords::minimumSizeHint() const { return {QScrollArea::minimumSizeHint().width(), least_}; }

void ScrollingWords::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    // Narrower or wider, the words take another height.
    if (event->oldSize().width() != event->size().width()) updateGeometry();
}

} // namespace poch::app
