#include "table_caption.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace poch::app {

QGraphicsSimpleTextItem* caption(const QString& text, QPointF centre, int pixels, QGraphicsScene* scene, qreal width) {
    auto* item = scene->addSimpleText(text);
    QFont font = item->font();
    font.setPixelSize(pixels);
    font.setBold(true);
    if (width > 0) {
        const qreal natural = QFontMetricsF(font).horizontalAdvance(text);
        if (natural > width) font.setPixelSize(std::max(8, static_cast<int>(pixels * width / natural)));
    }
    item->setFont(font);
    item->setBrush(QColor(250, 240, 210));
    item->setPen(QPen(QColor(40, 25, 10, 200), 0.8));
    const QRectF r = item->boundingRect();
    item->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    item->setZValue(5);
    return item;
}

} // namespace poch::app
