// What a screen reader sees of the table: the view, with the person's
// cards, the seats and the pools as its children (TableScene::spots), in
// that order. The child that has the focus is the card the keyboard is on.
// installTableAccessibility() tells Qt to use these for the table.
#pragma once

#include <QAccessibleWidget>

namespace poch::app {

class TableView;

class TableViewAccessible final : public QAccessibleWidget {
public:
    explicit TableViewAccessible(TableView* view);

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

private:
    TableView* view() const;
};

// Installs the factory for the table and its items; once is enough.
void installTableAccessibility();

} // namespace poch::app
