#include "table_view_accessible.h"

#include "card_item.h"
#include "table_item_accessible.h"
#include "table_scene.h"
#include "table_view.h"

namespace poch::app {

namespace {
TableScene* tableOf(TableView* view) { return view ? qobject_cast<TableScene*>(view->scene()) : nullptr; }

QAccessibleInterface* factory(const QString&, QObject* object) {
    if (auto* view = qobject_cast<TableView*>(object)) return new TableViewAccessible(view);
    // Only the items a screen reader visits: the backs of the others'
    // cards and the run say nothing the seats do not.
    if (auto* item = qobject_cast<QGraphicsObject*>(object))
        if (auto* table = qobject_cast<TableScene*>(item->scene()); table && table->spotOf(item)) return new TableItemAccessible(item);
    return nullptr;
}
} // namespace

void installTableAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(&factory);
        return true;
    }();
    Q_UNUSED(installed);
}

TableViewAccessible::TableViewAccessible(TableView* view) : QAccessibleWidget(view, QAccessible::Client) {}

TableView* TableViewAccessible::view() const { return static_cast<TableView*>(widget()); }

int TableViewAccessible::childCount() const {
    TableScene* table = tableOf(view());
    return table ? static_cast<int>(table->spots().size()) : 0;
}

QAccessibleInterface* TableViewAccessible::child(int index) const {
    TableScene* table = tableOf(view());
    if (!table || index < 0 || index >= table->spots().size()) return nullptr;
    return QAccessible::queryAccessibleInterface(table->spots()[index].item);
}

int TableViewAccessible::indexOfChild(const QAccessibleInterface* child) const {
    TableScene* table = tableOf(view());
    if (!table || !child) return -1;
    for (int i = 0; i < table->spots().size(); ++i)
        if (table->spots()[i].item == child->object()) return i;
    return -1;
}

// The topmost spot under a point on screen (a card lies over its neighbour).
QAccessibleInterface* TableViewAccessible::childAt(int x, int y) const {
    TableScene* table = tableOf(view());
    if (!table) return nullptr;
    const QPointF at = view()->mapToScene(view()->viewport()->mapFromGlobal(QPoint(x, y)));
    const TableScene::Spot* found = nullptr;
    for (const TableScene::Spot& spot : table->spots())
        if (spot.item->sceneBoundingRect().contains(at) && (!found || spot.item->zValue() >= found->item->zValue())) found = &spot;
    return found ? QAccessible::queryAccessibleInterface(found->item) : nullptr;
}

QAccessibleInterface* TableViewAccessible::focusChild() const {
    if (!view()->hasFocus()) return nullptr;
    CardItem* card = view()->focusedCard();
    return card ? QAccessible::queryAccessibleInterface(card) : nullptr;
}

} // namespace poch::app
