// A piece of SVG art (a board, a chip) on the table, drawn from a pixmap
// the size it covers on screen: crisp at any zoom, rendered once per size.
#pragma once

#include <QGraphicsItem>

namespace poch::app {

class SvgArt;

class ArtItem final : public QGraphicsItem {
public:
    // An empty id draws the whole drawing.
    ArtItem(SvgArt* art, QString id, QRectF rect, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    SvgArt* art_;
    QString id_;
    QRectF rect_;
};

} // namespace poch::app
