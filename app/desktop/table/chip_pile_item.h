// Chips lying together (a pool, the bets, a seat's stack): a small stack
// drawn from the chip art, and the count written beside it, so a player
// never has to count chips by eye.
#pragma once

#include <QGraphicsObject>

namespace poch::app {

class SvgArt;

class ChipPileItem final : public QGraphicsObject {
    Q_OBJECT
public:
    ChipPileItem(SvgArt* chips, int count, qreal chipWidth, QGraphicsItem* parent = nullptr);
    void setCount(int count);
    void setChipWidth(qreal chipWidth);
    int count() const { return count_; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    SvgArt* chips_;
    int count_;
    qreal w_;
};

} // namespace poch::app
