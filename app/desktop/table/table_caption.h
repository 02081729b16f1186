// Words written on the table: a pool's name on the board, "Turned up"
// above the turned-up card, and so on.
#pragma once

#include <QPointF>
#include <QString>

class QGraphicsScene;
class QGraphicsSimpleTextItem;

namespace poch::app {

// Adds the words centred on `centre`. `width`, when given, is the room
// there is, and longer words (in some languages) are written smaller to fit.
QGraphicsSimpleTextItem* caption(const QString& text, QPointF centre, int pixels, QGraphicsScene* scene, qreal width = 0);

} // namespace poch::app
