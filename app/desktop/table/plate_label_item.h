// A pool's name on its brass plate on the board. Where the pools are
// cards (Newmarket, Saratoga, the sevens game) a plate is narrow and the
// card's full name ("Queen of diamonds") becomes too small to read once
// the table is drawn at under half size, in a small window or with many
// seats; the plate then shows the card's short name ("Q♦") as large as
// the plate allows. Which one is chosen as it is drawn, from the scale it
// is drawn at, so the label suits every window size without the table
// knowing the view.
#pragma once

#include <QFont>
#include <QGraphicsItem>

namespace poch::app {

class PlateLabelItem final : public QGraphicsItem {
public:
    // The smallest text, in pixels on screen, that still reads.
    static constexpr qreal kReadable = 8;

    // `plate`: the plate in scene coordinates. `shortName` may be empty:
    // the name is then always shown, shrunk to fit as need be.
    PlateLabelItem(const QRectF& plate, const QString& name, const QString& shortName);

    QRectF boundingRect() const override { return plate_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // What the plate shows when drawn at `scale` (screen pixels per scene
    // pixel), and in which font (its pixel size in scene pixels).
    QString shownText(qreal scale) const;
    QFont shownFont(qreal scale) const;

private:
    QRectF plate_;
    QString name_;
    QString short_;
    QFont nameFont_;  // the name fitted to the plate
    QFont shortFont_; // the short name as large as the plate allows
};

} // namespace poch::app
