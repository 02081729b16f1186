// A pool's name on its brass plate on the board. The table is drawn at
// under half size in a small window or with many seats, and a name sized
// to its plate is then a few pixels high. So a plate chooses how to look
// as it is drawn, from the scale it is drawn at, without the table having
// to know the view: the name as the plate holds it where that reads; else
// larger, on a taller (and if need be wider) plaque of the same brass
// drawn over the board's; and for a pool card, whose plates stand close
// together, the card's short name ("Q♦") where its full name ("Queen of
// diamonds") would not read within the plate's width. Plates of one size
// on a board look alike (matchAlike()): one font size, and full names or
// short names on all of them, as the longest name allows.
#pragma once

#include <QFont>
#include <QGraphicsItem>

namespace poch::app {

class PlateLabelItem final : public QGraphicsItem {
public:
    // The smallest text, in pixels on screen, that still reads.
    static constexpr qreal kReadable = 8;

    // `plate`: the plate in scene coordinates. `shortName` may be empty
    // (a board's division): the name is then always shown, on a plaque
    // wider than the plate where it needs one to read.
    PlateLabelItem(const QRectF& plate, const QString& name, const QString& shortName);

    // How the plate looks drawn at `scale` (screen pixels per scene pixel):
    // the words, their font (pixel size in scene pixels), and the plaque
    // drawn under them where the board's own is too low or too narrow for
    // words that read (else empty).
    struct Look {
        QString text;
        QFont font;
        QRectF plaque;
    };
    Look lookAt(qreal scale) const;

    // Lets the plates of one height among `plates` (those of one board)
    // show their words as the longest allows, so that "King of diamonds"
    // is not smaller than "Ace of hearts" beside it, nor one plate of four
    // "K♦" while the others give full names.
    static void matchAlike(const QList<PlateLabelItem*>& plates);

    QRectF plate() const { return plate_; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    // `share`: of the plate's height the words take as it holds them;
    // `widest`: how many times the plate's width a plaque may take.
    // `fit`: the largest font size the words may take on the plate.
    Look look(const QString& text, int fit, qreal share, qreal widest, qreal scale) const;

    QRectF plate_;
    QString name_;
    QString short_;
    // The largest font sizes (scene pixels) in which the name and the
    // short name fit the plate's width, or those of its alike plates.
    int nameFit_;
    int shortFit_;
};

} // namespace poch::app
