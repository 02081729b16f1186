// Draws a list item's words wrapped to the width it is drawn at, every one
// of them, and measures them the same way. The style's own drawing of
// wrapped items measured them at one width and drew them at another, and
// ended a description one word short with "…" (Help ▸ Learn to Play).
#pragma once

#include <QStyledItemDelegate>

namespace poch::app {

class WrappedTextDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    // Round the words, inside the item: apart from the next item's.
    static constexpr int kMarginX = 4;
    static constexpr int kMarginY = 5;
};

} // namespace poch::app
