#include "scrolling_words.h"

#include <QLabel>
#include <QLayout>
#include <QResizeEvent>

#include <algorithm>

namespace poch::app {

ScrollingWords::ScrollingWords(QWidget* parent, int least, double share)
    : QScrollArea(parent), words_(new QLabel(this)), least_(least), share_(share) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumHeight(least_);
    setStyleSheet(QStringLiteral("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"));
    words_->setWordWrap(true);
    words_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWidget(words_);
}

void ScrollingWords::setText(const QString& text) {
    words_->setText(text);
    fit();
}

QString ScrollingWords::text() const { return words_->text(); }

void ScrollingWords::fit() {
    const int width = viewport()->width();
    if (width <= 0) return;
    const int wanted = words_->heightForWidth(width) + 2 * frameWidth();
    // The room the side panel's column has free: its height less what its
    // parts need at least, these words at their least among them.
    int room = least_;
    const QWidget* panel = parentWidget();
    if (const QWidget* column = panel ? panel->parentWidget() : nullptr; column && column->layout()) {
        const int needed = column->layout()->minimumSize().height() - minimumHeight() + least_;
        room += std::max(0, column->height() - needed);
    }
    const int most = std::max(least_, std::min(room, static_cast<int>(window()->height() * share_)));
    setMinimumHeight(std::clamp(wanted, least_, most));
}

void ScrollingWords::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    if (event->oldSize().width() != event->size().width()) fit();
}

} // namespace poch::app
