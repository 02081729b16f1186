#include "plate_label_item.h"

#include "table_caption.h"

#include <QFontMetricsF>
#include <QHash>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace poch::app {

namespace {
// The words' height as a share of the plate's: a name leaves the brass
// frame showing; a short name of two signs may fill more of it.
constexpr qreal kNameShare = 0.72;
constexpr qreal kShortShare = 0.9;
// The share of the plate's width the words may take.
constexpr qreal kWidthShare = 0.9;
// A plaque drawn over the board's grows to at most this many times the
// plate's height and width (what boundingRect() allows for).
constexpr qreal kMostGrowth = 3;
constexpr qreal kWidest = 1.6;

QFont boldPixels(int pixels) {
    QFont font;
    font.setPixelSize(std::max(1, pixels));
    font.setBold(true);
    return font;
}

// The largest font size in which `text` fits `width`.
int widthFit(const QString& text, qreal width) {
    const qreal natural = QFontMetricsF(boldPixels(100)).horizontalAdvance(text);
    return natural > 0 ? static_cast<int>(std::floor(100 * width / natural)) : 1000;
}
} // namespace

PlateLabelItem::PlateLabelItem(const QRectF& plate, const QString& name, const QString& shortName)
    : plate_(plate),
      name_(name),
      short_(shortName),
      nameFit_(widthFit(name, plate.width() * kWidthShare)),
      shortFit_(widthFit(shortName, plate.width() * kWidthShare)) {
    setZValue(5);
    // Words only: a click on them is a click on the pool beneath.
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF PlateLabelItem::boundingRect() const {
    const qreal wider = plate_.width() * (kWidest - 1) / 2;
    const qreal taller = plate_.height() * (kMostGrowth - 1) / 2;
    return plate_.adjusted(-wider, -taller, wider, taller);
}

void PlateLabelItem::matchAlike(const QList<PlateLabelItem*>& plates) {
    // Alike: the same height to the scene pixel (a board's pool plates,
    // or its corner plates, and not its larger centre plate).
    QHash<int, QPair<int, int>> fits;
    const auto height = [](const PlateLabelItem* plate) { return qRound(plate->plate_.height()); };
    for (const PlateLabelItem* plate : plates) {
        auto it = fits.find(height(plate));
        if (it == fits.end()) it = fits.insert(height(plate), {plate->nameFit_, plate->shortFit_});
        it->first = std::min(it->first, plate->nameFit_);
        it->second = std::min(it->second, plate->shortFit_);
    }
    for (PlateLabelItem* plate : plates) {
        const QPair<int, int> fit = fits.value(height(plate));
        plate->nameFit_ = fit.first;
        plate->shortFit_ = fit.second;
    }
}

PlateLabelItem::Look PlateLabelItem::look(const QString& text, int fit, qreal share, qreal widest, qreal scale) const {
    const int least = static_cast<int>(std::ceil(kReadable / scale));
    const int wanted = std::max(12, static_cast<int>(plate_.height() * share));
    // As the plate holds it, unless that is too small to read; then as
    // large as reads, on a plaque as wide as the words need up to `widest`.
    const int onPlate = std::min(std::max(wanted, least), fit);
    const int pixels = std::max(onPlate, std::min(least, widthFit(text, plate_.width() * widest * kWidthShare)));
    Look look{text, boldPixels(pixels), {}};
    if (pixels > wanted || pixels > onPlate) {
        const qreal width = std::max(plate_.width(), QFontMetricsF(look.font).horizontalAdvance(text) / kWidthShare);
        const qreal height = std::min(std::max(plate_.height(), pixels / kNameShare), plate_.height() * kMostGrowth);
        look.plaque = QRectF(plate_.center().x() - width / 2, plate_.center().y() - height / 2, width, height);
    }
    return look;
}

PlateLabelItem::Look PlateLabelItem::lookAt(qreal scale) const {
    // A name that needs more than its plate's width gives way to the short
    // name where there is one: plates of cards stand close together.
    if (short_.isEmpty()) return look(name_, nameFit_, kNameShare, kWidest, scale);
    const int least = static_cast<int>(std::ceil(kReadable / scale));
    if (nameFit_ >= least) return look(name_, nameFit_, kNameShare, 1, scale);
    return look(short_, shortFit_, kShortShare, 1, scale);
}

void PlateLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const Look look = lookAt(option->levelOfDetailFromTransform(painter->worldTransform()));
    painter->setRenderHint(QPainter::Antialiasing);
    if (!look.plaque.isEmpty()) {
        // The board's plaque, taller: a brass frame round a dark field, in
        // the colours of the boards' art (assets/boards/drawing/parts.py).
        const QRectF r = look.plaque;
        QLinearGradient brass(r.topLeft(), r.bottomLeft());
        brass.setColorAt(0, QColor(0xfb, 0xea, 0xb0));
        brass.setColorAt(0.18, QColor(0xe7, 0xc4, 0x6a));
        brass.setColorAt(0.5, QColor(0xb9, 0x8a, 0x32));
        brass.setColorAt(1, QColor(0x5e, 0x40, 0x10));
        painter->setPen(Qt::NoPen);
        painter->setBrush(brass);
        painter->drawRoundedRect(r, r.height() * 0.18, r.height() * 0.18);
        const qreal frame = std::max(1.5, r.height() * 0.1);
        const QRectF fieldRect = r.adjusted(frame, frame, -frame, -frame);
        QLinearGradient field(fieldRect.topLeft(), fieldRect.bottomLeft());
        field.setColorAt(0, QColor(0x3a, 0x1e, 0x0c));
        field.setColorAt(0.5, QColor(0x4e, 0x2c, 0x14));
        field.setColorAt(1, QColor(0x2e, 0x17, 0x0a));
        painter->setBrush(field);
        painter->drawRoundedRect(fieldRect, fieldRect.height() * 0.12, fieldRect.height() * 0.12);
    }
    // Centred by the letters' own box, not the font's line, so that
    // capitals and suit signs sit in the middle of the brass.
    QPainterPath path;
    path.addText(0, 0, look.font, look.text);
    path.translate(plate_.center() - path.boundingRect().center());
    // The outline under the letters, the letters filled whole over it: an
    // outline drawn over them ate half its width of every stroke, and
    // small signs (the dots of "König" at 1024x700) went dark.
    QPen outline = captionOutline();
    outline.setWidthF(outline.widthF() * 2);
    outline.setJoinStyle(Qt::RoundJoin);
    painter->strokePath(path, outline);
    painter->fillPath(path, captionColour());
}

} // namespace poch::app
