#include "card_item.h"

#include "card_deck.h"

#include <QGraphicsSceneMouseEvent>
#include <QCursor>
#include <QPainter>

namespace poch::app {

namespace {
// How far up the plain focus draws the card, as a player lifts the card
// they mean to play: a ring alone, among the playable cards' gold lines,
// was hard to make out on a small screen. More than the 14 that playable
// cards stand above the others.
constexpr qreal kKeysRaise = 24;
// And how far the hint lifts the card it means, so that its band shows
// whole above the next card, which covers the rest of it: among the gold
// lines of the cards that may be played it was easy to miss (a tester).
constexpr qreal kHintRaise = 12;
// Room around the face for the frames drawn outside it (the hint's band
// outside the plain focus's ring).
constexpr qreal kMargin = 11;
} // namespace

CardItem::CardItem(CardDeck* deck, Card card, bool faceUp, qreal width, QGraphicsItem* parent)
    : QGraphicsObject(parent), deck_(deck), card_(card), faceUp_(faceUp), width_(width), height_(width / deck->aspect()) {
    setAcceptHoverEvents(true);
}

void CardItem::setCard(Card card) {
    if (card == card_) return;
    card_ = card;
    update();
}

void CardItem::setWidth(qreal width) {
    // The height follows the deck in use, which may have changed too.
    const qreal height = width / deck_->aspect();
    if (width == width_ && height == height_) return;
    prepareGeometryChange();
    width_ = width;
    height_ = height;
}

void CardItem::setFaceUp(bool up) {
    if (up == faceUp_) return;
    faceUp_ = up;
    update();
}

void CardItem::setPlayable(bool playable) {
    if (playable == playable_) return;
    if (plainly_) prepareGeometryChange(); // it goes up or down
    playable_ = playable;
    setCursor(playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void CardItem::setHinted(bool hinted) {
    if (hinted == hinted_) return;
    prepareGeometryChange(); // it stands higher
    hinted_ = hinted;
    update();
}

void CardItem::setFocused(bool focused, bool plainly) {
    plainly = focused && plainly;
    if (focused == focused_ && plainly == plainly_) return;
    focused_ = focused;
    // What it covers and where it is clicked move up with it.
    if (plainly != plainly_) prepareGeometryChange();
    // Drawn up, not in front of its hand: the card beside it lies over it
    // still, so that its corner, which names it, shows (in front, the
    // focused card hid it, two testers); the lift shows the ring's top.
    plainly_ = plainly;
    update();
}

// Clicks choose the card by its face, not the room its frames take.
QPainterPath CardItem::shape() const {
    QPainterPath path;
    path.addRect(face());
    return path;
}

// Drawn up by the keys only while it may be played: once the others play
// on, or the deal is over, it lies in its hand again (it stood raised
// after an Undo and a Redo through the others' turns, a tester).
QRectF CardItem::face() const { return QRectF(0, playable_ && plainly_ ? -kKeysRaise : hinted_ ? -kHintRaise : 0, width_, height_); }

QRectF CardItem::boundingRect() const { return face().adjusted(-kMargin, -kMargin, kMargin, kMargin); }

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF drawn = face();
    const QRectF onScreen = painter->worldTransform().mapRect(drawn);
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize pixels = (onScreen.size() * dpr).toSize();
    const QPixmap pm = deck_->pixmap(faceUp_ ? card_ : Card::none(), pixels);
    painter->drawPixmap(drawn, pm, QRectF(pm.rect()));
    if (hinted_) {
        // The hint's frame: a wide band outside the card, dashed light blue
        // on dark blue, so that it is never taken for the focus's gold
        // line; the light dashes alone were faint on the green cloth.
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        // Outside the plain focus's ring, and the gold line a card the keys
        // or the mouse are on has, which hid most of it.
        const qreal out = plainly_ ? 8 : 6;
        const QRectF band = drawn.adjusted(-out, -out, out, out);
        painter->setPen(QPen(QColor(20, 70, 160), 5));
        painter->drawRoundedRect(band, width_ * 0.07, width_ * 0.07);
        painter->setPen(QPen(QColor(110, 205, 255), 5, Qt::DashLine));
        painter->drawRoundedRect(band, width_ * 0.07, width_ * 0.07);
    }
    if (playable_ && plainly_) {
        // White outside, gold inside: unlike every other card's outline.
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 255, 255), 4));
        painter->drawRoundedRect(drawn.adjusted(-4, -4, 4, 4), width_ * 0.08, width_ * 0.08);
        painter->setPen(QPen(QColor(255, 200, 40), 3));
        painter->drawRoundedRect(drawn.adjusted(-0.5, -0.5, 0.5, 0.5), width_ * 0.06, width_ * 0.06);
    } else if (playable_ && (hovered_ || focused_)) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(255, 200, 40), 4));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(drawn.adjusted(-1, -1, 1, 1), width_ * 0.06, width_ * 0.06);
    } else if (playable_) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(255, 220, 90, 200), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(drawn, width_ * 0.06, width_ * 0.06);
    }
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (playable_ && event->button() == Qt::LeftButton) emit clicked(card_);
    else QGraphicsObject::mousePressEvent(event);
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

} // namespace poch::app
