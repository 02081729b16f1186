// Where everything lies on the table: each seat's badge and hand, the
// board, the turned-up card, the cards laid aside, the run in play and the
// chips of the bets and the bank. The person sits at the bottom; the others
// sit round the left, top and right edges in clockwise order from the
// person's left, in places that never overlap for any count of seats the
// rulesets allow (3 to 8).
//
// The table is always kWidth wide; its height follows the shape of the
// view, so that a narrow window is filled (the view scales the table to
// fit) and the side seats get the room a tall table gives.
#pragma once

#include <QRectF>
#include <QSizeF>

#include <vector>

namespace poch::app {

class TableLayout {
public:
    static constexpr qreal kWidth = 1600;
    static constexpr qreal kMinHeight = 1000;
    static constexpr qreal kMaxHeight = 1500;
    // The cards in the person's hand, and in the others'.
    static constexpr qreal kCardWidth = 120;
    // The run's cards, a little smaller than a hand's.
    static constexpr qreal kRunWidth = kCardWidth * 0.9;
    static constexpr qreal kSmallCardWidth = 60;

    explicit TableLayout(int seats = 0, qreal height = kMinHeight);

    // The table's height that fills a view of this size.
    static qreal heightFor(QSizeF view);

    QRectF rect() const { return QRectF(0, 0, kWidth, height_); }
    int seats() const { return seats_; }

    // The centre of a seat's badge (the size of SeatBadgeItem).
    QPointF badge(int seat) const;
    // The room a seat's cards are spread in; the cards are centred in it.
    QRectF hand(int seat) const;

    // The middle of the table: the room the board is fitted in, and the
    // places of what lies beside it.
    QRectF boardRoom() const;
    QPointF turnup() const;      // centre of the card's top edge
    QPointF spare() const;       // likewise, the cards laid aside
    // The room the cards aside may spread into from there, as far as the
    // seats on the right, where a player may look at them.
    QRectF spareRoom(qreal cardWidth) const;
    QPointF runStart() const;    // top left of the run's first card
    QPointF bets() const;
    QPointF bank() const;

private:
    struct Place {
        QPointF badge;
        QRectF hand;
    };
    void placeColumn(qreal x, int count, bool upwards);
    void placeTopRow(int count);

    int seats_;
    qreal height_;
    std::vector<Place> places_;
};

} // namespace poch::app
