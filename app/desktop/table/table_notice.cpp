#include "table_notice.h"

#include <QEvent>

#include <algorithm>

namespace poch::app {

namespace {
constexpr int kMargin = 10;
// The plate's padding and border, in the style sheet and in its height.
constexpr int kPadX = 10;
constexpr int kPadY = 6;
constexpr int kBorder = 1;
} // namespace

TableNotice::TableNotice(QWidget* table) : QLabel(table) {
    setObjectName(QStringLiteral("tableNotice"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    // Light words on a dark plate, readable on every felt and over cards;
    // clicks go through to the table beneath.
    setStyleSheet(QStringLiteral("QLabel { color: #f4eedc; background: rgba(12, 20, 16, 215); border: %1px solid rgba(244, 238, 220, 90);"
                                 " border-radius: 6px; padding: %2px %3px; }")
                      .arg(kBorder)
                      .arg(kPadY)
                      .arg(kPadX));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &TableNotice::dismiss);
    table->installEventFilter(this);
    hide();
}

void TableNotice::say(const QString& text, int ms) {
    setText(text);
    place();
    show();
    raise();
    timer_.start(ms);
}

void TableNotice::dismiss() {
    timer_.stop();
    hide();
    clear();
}

bool TableNotice::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && !isHidden()) place();
    return QLabel::eventFilter(watched, event);
}

// The upper right corner: the person's own seat and hand are along the
// bottom, which a notice must not hide; up here lie at most the backs of
// another player's cards. A third of the table's width at the most.
void TableNotice::place() {
    const QWidget* table = parentWidget();
    setFixedWidth(std::clamp(table->width() / 3, 160, std::max(160, table->width() - 2 * kMargin)));
    // As high as its words wrapped at that width: QLabel's heightForWidth
    // wrapped them narrower than the style sheet's padding leaves, and the
    // plate stood two lines taller than its words, over more of the table.
    const int words = width() - 2 * (kPadX + kBorder);
    setFixedHeight(fontMetrics().boundingRect(QRect(0, 0, words, 100000), Qt::TextWordWrap, text()).height() + 2 * (kPadY + kBorder));
    move(table->width() - width() - kMargin, kMargin);
}

} // namespace poch::app
