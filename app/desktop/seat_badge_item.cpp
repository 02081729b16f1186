#include "seat_badge_item.h"

#include <QCoreApplication>
#include <QPainter>

namespace poch::app {

namespace {
constexpr qreal kW = 230;
constexpr qreal kH = 74;
} // namespace

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

    QFont font = p->font();
    font.setPixelSize(20);
    font.setBold(true);
    p->setFont(font);
    p->setPen(b_.out ? QColor(170, 170, 170) : QColor(250, 245, 230));
    const QRectF nameRect = r.adjusted(12, 6, -12, -kH / 2);
    const qreal marks = (b_.dealer ? 30 : 0) + (b_.lives >= 0 ? 15 * std::max(b_.lives, b_.startingLives) : 0);
    p->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, p->fontMetrics().elidedText(b_.name, Qt::ElideRight, static_cast<int>(nameRect.width() - marks)));
    if (b_.lives >= 0) {
        // Lives as tokens on the player's place: full while they last.
        const int tokens = std::max(b_.lives, b_.startingLives);
        for (int i = 0; i < tokens; ++i) {
            const QRectF token(r.right() - (b_.dealer ? 44 : 14) - (tokens - i) * 15, r.top() + 13, 12, 12);
            p->setPen(QPen(QColor(250, 220, 200), 1.2));
            p->setBrush(i < b_.lives ? QColor(215, 45, 45) : Qt::NoBrush);
            p->drawEllipse(token);
        }
    }
    if (b_.dealer) {
        // The dealer's button.
        const QRectF button(r.right() - 34, r.top() + 8, 24, 24);
        p->setBrush(QColor(250, 250, 245));
        p->setPen(QPen(QColor(60, 60, 60), 1.5));
        p->drawEllipse(button);
        QFont small = font;
        small.setPixelSize(14);
        p->setFont(small);
        p->setPen(QColor(30, 30, 30));
        p->drawText(button, Qt::AlignCenter, tr("D", "dealer button"));
    }
    font.setPixelSize(15);
    font.setBold(false);
    p->setFont(font);
    p->setPen(QColor(225, 215, 190));
    QString line = b_.chips == 1 ? tr("1 chip") : tr("%1 chips").arg(b_.chips);

    if (b_.bet > 0) line += QStringLiteral(" · ") + tr("bet %1").arg(b_.bet);
    if (b_.dropped) line += QStringLiteral(" · ") + tr("dropped");
    if (b_.out) line = tr("out of the game");
    const QRectF lineRect = r.adjusted(12, kH / 2 - 4, -12, -4);
    p->drawText(lineRect, Qt::AlignLeft | Qt::AlignVCenter, b_.detail.isEmpty() ? line : b_.detail + QStringLiteral(" · ") + line);
}

} // namespace poch::app
