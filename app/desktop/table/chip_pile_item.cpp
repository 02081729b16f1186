#include "chip_pile_item.h"

#include "svg_art.h"

#include <QPainter>

#include <algorithm>

namespace poch::app {

namespace {
// Colours by denomination, as a player would stack them: tens in black,
// fives in red, ones in white.
const char* const kColours[] = {"chip-white", "chip-red", "chip-black"};
constexpr int kMostDrawn = 12;
} // namespace

ChipPileItem::ChipPileItem(SvgArt* chips, int count, qreal chipWidth, QGraphicsItem* parent)
    : QGraphicsObject(parent), chips_(chips), count_(count), w_(chipWidth) {}

void ChipPileItem::setCount(int count) {
    if (count == count_) return;
    count_ = count;
    update();
}

void ChipPileItem::setChipWidth(qreal chipWidth) {
    if (chipWidth == w_) return;
    prepareGeometryChange();
    w_ = chipWidth;
}

// Centred on the item's origin: the chips on the left, the count right.
QRectF ChipPileItem::boundingRect() const { return QRectF(-w_ * 1.2, -w_ * 1.2, w_ * 2.8, w_ * 2.0); }

void ChipPileItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (count_ <= 0) return;
    painter->setRenderHint(QPainter::Antialiasing);
    const int tens = count_ / 10;
    const int fives = count_ % 10 / 5;
    const int ones = count_ % 5;
    // Three figures and more are set a little smaller, and the chips move
    // left to make room, so that the count stays inside its pool's ring as
    // two figures do.
    const QString figures = QString::number(count_);
    const bool longCount = figures.size() > 2;
    const qreal size = !longCount ? 0.62 : figures.size() == 3 ? 0.52 : 0.36;
    const qreal left = longCount ? w_ * 0.2 : 0;
    int drawn = 0;
    const QRectF chip(-w_ * 0.9 - left, -w_ * 0.3, w_, w_ * 0.5);
    // A tall stack is stacked tighter, so that its top stays inside a
    // pool's ring (twelve chips a tenth apart stood out of it).
    const int inStack = std::min(tens + fives + ones, kMostDrawn);
    const qreal step = inStack > 1 ? std::min(w_ * 0.12, w_ * 0.75 / (inStack - 1)) : 0;
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize pixels = (painter->worldTransform().mapRect(chip).size() * dpr).toSize();
    auto stack = [&](int n, int colour) {
        for (int i = 0; i < n && drawn < kMostDrawn; ++i, ++drawn) {
            const QRectF r = chip.translated(0, -drawn * step);
            const QString id = QStringLiteral("chip-side-") + QLatin1String(kColours[colour]).mid(5);
            if (chips_ && chips_->has(id)) {
                const QPixmap pm = chips_->pixmap(id, pixels);
                painter->drawPixmap(r, pm, QRectF(pm.rect()));
            } else {
                painter->setPen(QPen(Qt::black, 1));
                painter->setBrush(colour == 0 ? QColor(240, 240, 230) : colour == 1 ? QColor(190, 30, 30) : QColor(30, 30, 30));
                painter->drawEllipse(r);
            }
        }
    };
    stack(ones, 0);
    stack(fives, 1);
    stack(tens, 2);
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(w_ * size));
    font.setBold(true);
    painter->setFont(font);
    const QRectF text(w_ * 0.2 - left, -w_ * 0.55, w_ * 1.4, w_ * 0.8);
    painter->setPen(QColor(0, 0, 0, 150));
    painter->drawText(text.translated(1.5, 1.5), Qt::AlignLeft | Qt::AlignVCenter, figures);
    painter->setPen(QColor(255, 248, 225));
    painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, figures);
}

} // namespace poch::app
