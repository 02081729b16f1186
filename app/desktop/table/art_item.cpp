#include "art_item.h"

#include "svg_art.h"

#include <QPainter>

namespace poch::app {

ArtItem::ArtItem(SvgArt* art, QString id, QRectF rect, QGraphicsItem* parent)
    : QGraphicsItem(parent), art_(art), id_(std::move(id)), rect_(rect) {}

void ArtItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize pixels = (painter->worldTransform().mapRect(rect_).size() * dpr).toSize();
    const QPixmap pm = id_.isEmpty() ? art_->picture(pixels) : art_->pixmap(id_, pixels);
    painter->drawPixmap(rect_, pm, QRectF(pm.rect()));
}

} // namespace poch::app
