// Words written on the table: "Turned up" above the turned-up card, "In
// play" above the run, and so on. (A pool's name on the board is a
// PlateLabelItem, which fits its words to its plate.)
#pragma once

#include <QColor>
#include <QPen>
#include <QPointF>
#include <QString>

class QGraphicsScene;
class QGraphicsSimpleTextItem;

namespace poch::app {

// The words' colour, and the dark outline that keeps them clear on wood,
// baize and brass alike.
QColor captionColour();
QPen captionOutline();

// Adds the words centred on `centre`, `pixels` high in the scene.
QGraphicsSimpleTextItem* caption(const QString& text, QPointF centre, int pixels, QGraphicsScene* scene);

} // namespace poch::app
