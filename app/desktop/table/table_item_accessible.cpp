#include "table_item_accessible.h"

#include "card_item.h"
#include "table_scene.h"
#include "table_view.h"

#include <QGraphicsObject>
#include <QWidget>
#include <QWindow>

namespace poch::app {

TableItemAccessible::TableItemAccessible(QGraphicsObject* item) : QAccessibleObject(item) {}

QGraphicsObject* TableItemAccessible::item() const { return static_cast<QGraphicsObject*>(object()); }

TableScene* TableItemAccessible::table() const { return item() ? qobject_cast<TableScene*>(item()->scene()) : nullptr; }

TableView* TableItemAccessible::view() const {
    TableScene* scene = table();
    if (!scene) return nullptr;
    for (QGraphicsView* v : scene->views())
        if (auto* tv = qobject_cast<TableView*>(v)) return tv;
    return nullptr;
}

// A card leaves the table when the table is drawn again; its interface
// goes with it (the cache drops it when the item is deleted).
bool TableItemAccessible::isValid() const { return QAccessibleObject::isValid() && table() && table()->spotOf(item()); }

QWindow* TableItemAccessible::window() const {
    TableView* v = view();
    return v && v->window() ? v->window()->windowHandle() : nullptr;
}

QAccessibleInterface* TableItemAccessible::parent() const {
    TableView* v = view();
    return v ? QAccessible::queryAccessibleInterface(v) : nullptr;
}

QString TableItemAccessible::text(QAccessible::Text t) const {
    if (t != QAccessible::Name) return {};
    const TableScene::Spot* spot = table() ? table()->spotOf(item()) : nullptr;
    return spot ? spot->name : QString();
}

QAccessible::Role TableItemAccessible::role() const {
    const TableScene::Spot* spot = table() ? table()->spotOf(item()) : nullptr;
    if (spot && spot->kind == TableScene::Spot::HandCard) return QAccessible::ListItem;
    return QAccessible::StaticText;
}

bool TableItemAccessible::playableCard() const {
    auto* card = qobject_cast<CardItem*>(item());
    return card && card->playable() && table() && table()->personCard(card->card()) == card;
}

QAccessible::State TableItemAccessible::state() const {
    QAccessible::State s;
    if (!item() || !item()->isVisible()) s.invisible = true;
    if (playableCard()) {
        s.focusable = true;
        TableView* v = view();
        s.focused = v && v->hasFocus() && v->focusedCard() == item();
    } else {
        s.readOnly = true;
    }
    return s;
}

// Where the item lies on screen, through the view's scaling.
QRect TableItemAccessible::rect() const {
    TableView* v = view();
    if (!v || !item()) return {};
    const QRect inView = v->mapFromScene(item()->sceneBoundingRect()).boundingRect();
    return QRect(v->viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

void* TableItemAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::ActionInterface) return static_cast<QAccessibleActionInterface*>(this);
    return QAccessibleObject::interface_cast(type);
}

QStringList TableItemAccessible::actionNames() const {
    if (!playableCard()) return {};
    return {pressAction(), setFocusAction()};
}

void TableItemAccessible::doAction(const QString& actionName) {
    TableView* v = view();
    if (!v || !playableCard()) return;
    auto* card = static_cast<CardItem*>(item());
    if (actionName == pressAction()) v->choose(card);
    else if (actionName == setFocusAction()) v->focusCard(card);
}

QStringList TableItemAccessible::keyBindingsForAction(const QString& actionName) const {
    if (playableCard() && actionName == pressAction()) return {QStringLiteral("Return")};
    return {};
}

} // namespace poch::app
