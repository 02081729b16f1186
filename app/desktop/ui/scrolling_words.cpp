#include "scrolling_words.h"

#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

namespace poch::app {

ScrollingWords::ScrollingWords(QWidget* parent, int least, double share)
    : QScrollArea(parent), words_(new QLabel(this)), measure_(new QLabel(this)), least_(least), share_(share) {
    measure_->hide();
    measure_->setWordWrap(true);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    // The area, its viewport and the words in it take the ground of what
    // they stand in; not the scroll bar, which a wider rule reached (the
    // bar's box inside the area is a widget in a widget too) and which
    // then drew as empty boxes under a dark theme.
    setStyleSheet(QStringLiteral("QScrollArea, #qt_scrollarea_viewport, #qt_scrollarea_viewport > QWidget { background: transparent; }"));
    words_->setWordWrap(true);
    words_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWidget(words_);
    if (parent) parent->installEventFilter(this);
}

void ScrollingWords::setText(const QString& text) {
    words_->setText(text);
    // New words are read from their start: the review's next decision
    // opened where the last had been scrolled to, its heading out of sight
    // (a tester).
    verticalScrollBar()->setValue(0);
    updateGeometry();
}

QString ScrollingWords::text() const { return words_->text(); }

void ScrollingWords::reserveFor(const QStringList& texts) {
    reserved_ = texts;
    measuredAcross_ = -1;
    updateGeometry();
}

void ScrollingWords::lend(int pixels) {
    lent_ = std::max(0, pixels);
    updateGeometry();
}

int ScrollingWords::reservedHeight(int across) const {
    if (reserved_.isEmpty()) return 0;
    if (across != measuredAcross_) {
        measure_->setTextFormat(words_->textFormat());
        measure_->setFont(words_->font());
        measuredHeight_ = 0;
        for (const QString& text : reserved_) {
            measure_->setText(text);
            measuredHeight_ = std::max(measuredHeight_, measure_->heightForWidth(across));
        }
        measuredAcross_ = across;
    }
    return measuredHeight_;
}

QSize ScrollingWords::sizeHint() const {
    // The words' whole height at the width they have with a scroll bar
    // beside them, whether one shows or not: measured at the width of the
    // moment, the height changed as the bar came and went, and the bar
    // with it, over and over.
    const int bar = verticalScrollBar()->sizeHint().width();
    const int across = std::max(1, (width() > 0 ? width() : QScrollArea::sizeHint().width()) - 2 * frameWidth() - bar);
    const int whole = std::max(words_->heightForWidth(across), reservedHeight(across)) + 2 * frameWidth();
    const int most = std::max(least_, static_cast<int>(window()->height() * share_));
    return {QScrollArea::sizeHint().width(), std::max(leastNow(), std::clamp(whole, least_, most) - lent_)};
}

QSize ScrollingWords::minimumSizeHint() const { return {QScrollArea::minimumSizeHint().width(), leastNow()}; }

// Two lines of the words at least while room is lent: what is shown
// beside them for the while is what is read then.
int ScrollingWords::leastNow() const {
    return lent_ > 0 ? std::min(least_, 2 * words_->fontMetrics().lineSpacing() + 2 * frameWidth()) : least_;
}

void ScrollingWords::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    // Narrower or wider, the words take another height.
    if (event->oldSize().width() != event->size().width()) updateGeometry();
}

bool ScrollingWords::event(QEvent* event) {
    // A layout may give the words another parent than the one they were
    // made with: the watch moves with them.
    if (event->type() == QEvent::ParentAboutToChange && parentWidget()) parentWidget()->removeEventFilter(this);
    if (event->type() == QEvent::ParentChange && parentWidget()) parentWidget()->installEventFilter(this);
    return QScrollArea::event(event);
}

bool ScrollingWords::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace poch::app
