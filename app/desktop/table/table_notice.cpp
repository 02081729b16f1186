#include "table_notice.h"

#include "table_view.h"

#include <QEvent>

#include <algorithm>

namespace poch::app {

namespace {
constexpr int kMargin = 10;
// The narrowest a notice is made, to find a corner it hides less in.
constexpr int kNarrowest = 160;
// The plate's padding and border, in the style sheet and in its height.
constexpr int kPadX = 10;
constexpr int kPadY = 6;
constexpr int kBorder = 1;
} // namespace

TableNotice::TableNotice(TableView* table) : QLabel(table), table_(table) {
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

// The corner with least of the table under it, the upper right one first
// among equals: up there lie at most another player's plate and the backs
// of their cards, where the person's own hand is along the bottom. A
// third of the table's width at the most, narrower where that hides less.
void TableNotice::place() {
    const TableView* table = table_;
    const int widest = std::clamp(table->width() / 3, kNarrowest, std::max(kNarrowest, table->width() - 2 * kMargin));
    double least = -1;
    QRect best;
    for (const int width : {widest, (widest + kNarrowest) / 2, kNarrowest}) {
        // As high as its words wrapped at that width: QLabel's
        // heightForWidth wrapped them narrower than the style sheet's
        // padding leaves, and the plate stood two lines taller than its
        // words, over more of the table.
        const int words = width - 2 * (kPadX + kBorder);
        const int height = fontMetrics().boundingRect(QRect(0, 0, words, 100000), Qt::TextWordWrap, text()).height() + 2 * (kPadY + kBorder);
        const int right = table->width() - width - kMargin;
        const int bottom = table->height() - height - kMargin;
        for (const QPoint corner : {QPoint(right, kMargin), QPoint(right, bottom), QPoint(kMargin, kMargin), QPoint(kMargin, bottom)}) {
            const QRect place(corner, QSize(width, height));
            const double under = table->crowding(place);
            if (least < 0 || under < least) {
                least = under;
                best = place;
            }
            if (least <= 0) break;
        }
        if (least <= 0) break;
    }
    setFixedSize(best.size());
    move(best.topLeft());
}

} // namespace poch::app
