// What a screen reader sees of one thing on the table: a card in the
// person's hand, a seat or a pool. The items are QGraphicsObjects, which
// Qt's accessibility does not know; this names them from the scene (see
// TableScene::spots) and places them on screen through the view. A
// playable card can be pressed, which plays it.
#pragma once

#include <QAccessibleObject>

class QGraphicsObject;

namespace poch::app {

class TableScene;
class TableView;

class TableItemAccessible final : public QAccessibleObject, public QAccessibleActionInterface {
public:
    explicit TableItemAccessible(QGraphicsObject* item);

    bool isValid() const override;
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    QRect rect() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;
    QStringList keyBindingsForAction(const QString& actionName) const override;

private:
    QGraphicsObject* item() const;
    TableScene* table() const;
    TableView* view() const;
    bool playableCard() const;
};

} // namespace poch::app
