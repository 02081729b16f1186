#include "wrapped_text_delegate.h"

#include <QApplication>
#include <QPainter>

namespace poch::app {

namespace {
constexpr int kFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
}

void WrappedTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem item(option);
    initStyleOption(&item, index);
    const QString words = item.text;
    // The style draws the item's background, selection and focus; the
    // words are drawn here.
    item.text.clear();
    QStyle* style = item.widget ? item.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);
    const QPalette::ColorGroup group = !(item.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (item.state & QStyle::State_Active)  ? QPalette::Active
                                                                              : QPalette::Inactive;
    painter->save();
    painter->setFont(item.font);
    painter->setPen(item.palette.color(group, item.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(item.rect.adjusted(kMarginX, kMarginY, -kMarginX, -kMarginY), kFlags, words);
    painter->restore();
}

QSize WrappedTextDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem item(option);
    initStyleOption(&item, index);
    // The width the view offers; before it offers one, the words' own.
    const int width = item.rect.width() > 2 * kMarginX ? item.rect.width() - 2 * kMarginX : QWIDGETSIZE_MAX;
    const QRect words = item.fontMetrics.boundingRect(QRect(0, 0, width, QWIDGETSIZE_MAX), kFlags, item.text);
    return {words.width() + 2 * kMarginX, words.height() + 2 * kMarginY};
}

} // namespace poch::app
