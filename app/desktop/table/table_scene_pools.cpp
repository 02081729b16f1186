// The board's pools on the table: where each lies, and a click on one (its
// ring, or its card) to stake on it.
#include "table_scene.h"

#include <QGraphicsSceneMouseEvent>

namespace poch::app {

QRectF TableScene::poolRect(int pool) const {
    for (const PoolPlace& place : design_.pools)
        if (place.pool == pool && board_.has(place.area)) return boardToScene(board_.bounds(place.area));
    return {};
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mousePressEvent(event);
    clickedBeside(*event);
}

// The second of two quick clicks comes as a double click: on a pool, it is
// one more chip (a card takes it as a click, as QGraphicsItem does).
void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mouseDoubleClickEvent(event);
    clickedBeside(*event);
}

void TableScene::clickedBeside(const QGraphicsSceneMouseEvent& event) {
    // Only where no card took the click.
    if (event.isAccepted() || event.button() != Qt::LeftButton) return;
    if (const int pool = poolAt(event.scenePos()); pool >= 0) emit poolClicked(pool);
}

int TableScene::poolAt(QPointF point) const {
    // Its ring, or its card (Newmarket's): "click it on the table", as the lesson says.
    for (const PoolPlace& place : design_.pools)
        for (const QString& spot : {place.area, place.card})
            if (board_.has(place.area) && !spot.isEmpty() && board_.has(spot) && boardToScene(board_.bounds(spot)).contains(point)) return place.pool;
    return -1;
}

} // namespace poch::app
