#include "seat_badge_item.h"

#include "event_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace poch::app {

namespace {
constexpr qreal kW = SeatBadgeItem::kWidth;
constexpr qreal kH = SeatBadgeItem::kHeight;
// A life's token and the room it takes in the name's line.
constexpr qreal kToken = 14;
constexpr qreal kTokenStep = 17;
// More lives than this are one token and their number: nine tokens left
// the name two letters and an ellipsis (a tester, Ranter-Go-Round with nine
// lives at eight players).
constexpr int kMostTokens = 4;
constexpr qreal kCountWidth = 30;

int tokens(const SeatBadge& b) { return std::max(b.lives, b.startingLives); }
bool livesCounted(const SeatBadge& b) { return tokens(b) > kMostTokens; }
qreal livesWidth(const SeatBadge& b) {
    if (b.lives < 0) return 0;
    return livesCounted(b) ? kTokenStep + kCountWidth : kTokenStep * tokens(b);
}
} // namespace

QFont SeatBadgeItem::fitted(QFont font, const QString& text, qreal width) {
    // Smaller, down to two thirds, rather than cut: "out of the game" and
    // "dropped" are what a player looks for.
    const int largest = font.pixelSize();
    for (int px = largest; px >= largest * 2 / 3; --px) {
        font.setPixelSize(px);
        if (QFontMetricsF(font).horizontalAdvance(text) <= width) break;
    }
    return font;
}

QRectF SeatBadgeItem::lineRect(int line) {
    const QRectF r(-kW / 2, -kH / 2, kW, kH);
    switch (line) {
    case 0: return QRectF(r.left() + 12, r.top() + 4, kW - 24, 38);
    case 1: return QRectF(r.left() + 12, r.top() + 42, kW - 24, 30);
    default: return QRectF(r.left() + 12, r.top() + 72, kW - 24, 26);
    }
}

qreal SeatBadgeItem::nameWidth(const SeatBadge& b) {
    qreal marks = (b.dealer ? 34 : 0) + livesWidth(b);
    if (marks > 0) marks += 6; // a little air between the name and the marks
    return lineRect(0).width() - marks;
}

QString SeatBadgeItem::chipsLine(const SeatBadge& b) {
    if (b.out) return tr("out of the game");
    return chipsInWords(b.chips);
}

// The level, then what the player has put into the betting, or that they
// passed or dropped out of it, as the log says, or that they sit the deal
// out, dealt no cards (else their empty place looks forgotten): the chips'
// line has no room for them in every language.
QString SeatBadgeItem::detailLine(const SeatBadge& b) {
    const QString doing = b.sitsOut   ? tr("sitting this deal out")
                          : b.dropped ? (b.passed ? tr("passed") : tr("dropped"))
                          : b.bet > 0 ? tr("bet %1").arg(b.bet)
                                      : QString();
    if (doing.isEmpty()) return b.detail;
    return b.detail.isEmpty() ? doing : b.detail + QStringLiteral(" · ") + doing;
}

SeatBadgeItem::SeatBadgeItem(QGraphicsItem* parent) : QGraphicsObject(parent) {}

void SeatBadgeItem::setBadge(const SeatBadge& badge) {
    b_ = badge;
    update();
}

// Centred on the item's origin.
QRectF SeatBadgeItem::boundingRect() const { return QRectF(-kW / 2 - 4, -kH / 2 - 4, kW + 8, kH + 8); }

void SeatBadgeItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r(-kW / 2, -kH / 2, kW, kH);
    QColor fill(20, 40, 30, 200);
    if (b_.out) fill = QColor(60, 60, 60, 170);
    p->setBrush(fill);
    p->setPen(b_.toAct ? QPen(QColor(255, 205, 60), 4) : QPen(QColor(210, 190, 140, 160), 1.5));
    p->drawRoundedRect(r, 12, 12);

    // Three lines: the name (with the lives and the dealer's button), the
    // chips, then the level; each line is made smaller, then elided, rather
    // than overflowing (the name beside three lives and the dealer's button
    // is otherwise cut at seven letters).
    QFont font = p->font();
    font.setPixelSize(30);
    font.setBold(true);
    p->setPen(b_.out ? QColor(170, 170, 170) : QColor(250, 245, 230));
    const QRectF nameRect = lineRect(0);
    const qreal room = nameWidth(b_);
    p->setFont(fitted(font, b_.name, room));
    p->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, p->fontMetrics().elidedText(b_.name, Qt::ElideRight, static_cast<int>(room)));
    p->setFont(font);
    if (b_.lives >= 0) {
        // Lives as tokens on the player's place: full while they last; many
        // lives as one token and the number left.
        const qreal right = r.right() - (b_.dealer ? 46 : 14);
        const int shown = livesCounted(b_) ? 1 : tokens(b_);
        const qreal left = right - livesWidth(b_);
        for (int i = 0; i < shown; ++i) {
            const QRectF token(left + i * kTokenStep, r.top() + 16, kToken, kToken);
            p->setPen(QPen(QColor(250, 220, 200), 1.2));
            p->setBrush(i < b_.lives ? QColor(215, 45, 45) : Qt::NoBrush);
            p->drawEllipse(token);
        }
        if (livesCounted(b_)) {
            QFont count = font;
            count.setPixelSize(22);
            p->setFont(count);
            p->setPen(QColor(250, 245, 230));
            p->drawText(QRectF(left + kTokenStep, r.top() + 9, kCountWidth, 28), Qt::AlignLeft | Qt::AlignVCenter, QString::number(b_.lives));
            p->setFont(font);
        }
    }
    if (b_.dealer) {
        // The dealer's button.
        const QRectF button(r.right() - 38, r.top() + 9, 28, 28);
        p->setBrush(QColor(250, 250, 245));
        p->setPen(QPen(QColor(60, 60, 60), 1.5));
        p->drawEllipse(button);
        QFont small = font;
        small.setPixelSize(17);
        p->setFont(small);
        p->setPen(QColor(30, 30, 30));
        p->drawText(button, Qt::AlignCenter, tr("D", "dealer button"));
    }
    font.setPixelSize(24);
    const QString line = chipsLine(b_);
    const QRectF chipsRect = lineRect(1);
    p->setFont(fitted(font, line, chipsRect.width()));
    p->setPen(QColor(235, 225, 195));
    p->drawText(chipsRect, Qt::AlignLeft | Qt::AlignVCenter, p->fontMetrics().elidedText(line, Qt::ElideRight, static_cast<int>(chipsRect.width())));
    font.setPixelSize(20);
    font.setBold(false);
    const QString detail = detailLine(b_);
    const QRectF detailRect = lineRect(2);
    p->setFont(fitted(font, detail, detailRect.width()));
    p->setPen(QColor(205, 195, 170));
    p->drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter, p->fontMetrics().elidedText(detail, Qt::ElideRight, static_cast<int>(detailRect.width())));
}

} // namespace poch::app
