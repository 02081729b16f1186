#include "table_caption.h"

#include <QFont>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace poch::app {

QColor captionColour() { return QColor(250, 240, 210); }

QPen captionOutline() { return QPen(QColor(40, 25, 10, 200), 0.8); }

QGraphicsSimpleTextItem* caption(const QString& text, QPointF centre, int pixels, QGraphicsScene* scene) {
    auto* item = scene->addSimpleText(text);
    QFont font = item->font();
    font.setPixelSize(pixels);
    font.setBold(true);
    item->setFont(font);
    item->setBrush(captionColour());
    item->setPen(captionOutline());
    const QRectF r = item->boundingRect();
    item->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    item->setZValue(5);
    return item;
}

} // namespace poch::app
