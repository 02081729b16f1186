// A card on the table, face up or down. It draws a pixmap of exactly the
// size it covers on screen, taken from the deck's cache, so it is crisp at
// any zoom and an animation never renders SVG.
#pragma once

#include "poch/card.h"

#include <QGraphicsObject>

namespace poch::app {

class CardDeck;

class CardItem final : public QGraphicsObject {
    Q_OBJECT
public:
    CardItem(CardDeck* deck, Card card, bool faceUp, qreal width, QGraphicsItem* parent = nullptr);

    Card card() const { return card_; }
    // The same item shows another card, or the same card at another size,
    // as a card turned over or carried from a hand to the run.
    void setCard(Card card);
    void setWidth(qreal width);
    qreal width() const { return width_; }
    void setFaceUp(bool up);
    bool faceUp() const { return faceUp_; }
    // Playable now: raised a little and outlined; clicks choose it.
    void setPlayable(bool playable);
    // Chosen with the keyboard; `plainly` while the person is using the
    // keys: drawn up out of its hand and ringed in white, unlike the gold
    // of the playable cards.
    void setFocused(bool focused, bool plainly = false);
    bool focusedPlainly() const { return focused_ && plainly_; }
    // Where the card's face is drawn: raised while the plain focus is on it
    // and it may be played.
    QRectF face() const;
    // Suggested by the hint: framed otherwise than the keyboard's focus.
    void setHinted(bool hinted);
    bool hinted() const { return hinted_; }
    bool playable() const { return playable_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void clicked(poch::Card card);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    CardDeck* deck_;
    Card card_;
    bool faceUp_;
    qreal width_;
    qreal height_;
    bool playable_ = false;
    bool focused_ = false;
    bool plainly_ = false;
    bool hinted_ = false;
    bool hovered_ = false;
};

} // namespace poch::app
