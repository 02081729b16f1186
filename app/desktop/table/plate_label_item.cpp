#include "plate_label_item.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace poch::app {

namespace {
QFont boldPixels(int pixels) {
    QFont font;
    font.setPixelSize(std::max(1, pixels));
    font.setBold(true);
    return font;
}

// The largest font up to `pixels` in which `text` fits `width`.
QFont fitted(const QString& text, int pixels, qreal width) {
    QFont font = boldPixels(pixels);
    const qreal natural = QFontMetricsF(font).horizontalAdvance(text);
    if (natural > width) font.setPixelSize(std::max(1, static_cast<int>(pixels * width / natural)));
    return font;
}
} // namespace

PlateLabelItem::PlateLabelItem(const QRectF& plate, const QString& name, const QString& shortName)
    : plate_(plate), name_(name), short_(shortName) {
    const qreal room = plate.width() * 0.9;
    nameFont_ = fitted(name, std::max(12, static_cast<int>(plate.height() * 0.72)), room);
    // The short name fills the plate's height: a letter and a suit.
    shortFont_ = fitted(shortName, static_cast<int>(plate.height() * 0.9), room);
    setZValue(5);
}

QString PlateLabelItem::shownText(qreal scale) const {
    if (short_.isEmpty() || nameFont_.pixelSize() * scale >= kReadable) return name_;
    return short_;
}

QFont PlateLabelItem::shownFont(qreal scale) const { return shownText(scale) == name_ ? nameFont_ : shortFont_; }

void PlateLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const qreal scale = option->levelOfDetailFromTransform(painter->worldTransform());
    const QString text = shownText(scale);
    const QFont font = shownFont(scale);
    // Centred on the plate by the letters' own box, not the font's line,
    // so that capitals and suit signs sit in the middle of the brass.
    QPainterPath path;
    path.addText(0, 0, font, text);
    const QRectF ink = path.boundingRect();
    path.translate(plate_.center() - ink.center());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(40, 25, 10, 200), 0.8));
    painter->setBrush(QColor(250, 240, 210));
    painter->drawPath(path);
}

} // namespace poch::app
