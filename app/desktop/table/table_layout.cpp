#include "table_layout.h"

#include "seat_badge_item.h"

#include <algorithm>

namespace poch::app {

namespace {
constexpr qreal kMargin = 10;
constexpr qreal kBadgeW = SeatBadgeItem::kWidth;
constexpr qreal kBadgeH = SeatBadgeItem::kHeight;
// An opponent's hand is a row of small cards; this is the room for it,
// a little more than a card is tall.
constexpr qreal kHandH = TableLayout::kSmallCardWidth * 1.5;
constexpr qreal kGap = 8;
// The top row of seats ends here; the side columns start below it, so the
// corners never hold two seats.
constexpr qreal kTopBand = kMargin + kBadgeH + 16;
// The person's raised cards and badge take this much of the bottom.
constexpr qreal kBottomBand = 234;
// The middle, between the side columns: the board on the left, the turned
// up card, the cards aside and the run on the right.
constexpr qreal kColumnW = kBadgeW + kMargin * 2;
constexpr qreal kBoardLeft = kColumnW + 10;
constexpr qreal kBoardW = 580;
constexpr qreal kCardsLeft = kBoardLeft + kBoardW + 20;

// How many of the others sit on the left, at the top and on the right.
// Sides first, two a side before the top takes a third, as people sit
// round a long table; up to three across the top.
struct Split {
    int left, top, right;
};
Split split(int others) {
    switch (others) {
    case 0: return {0, 0, 0};
    case 1: return {0, 1, 0};
    case 2: return {1, 0, 1};
    case 3: return {1, 1, 1};
    case 4: return {1, 2, 1};
    case 5: return {2, 1, 2};
    case 6: return {2, 2, 2};
    default: return {2, 3, 2};
    }
}
} // namespace

TableLayout::TableLayout(int seats, qreal height) : seats_(std::max(seats, 0)), height_(std::clamp(height, kMinHeight, kMaxHeight)) {
    // The person, bottom left, the hand along the bottom edge.
    places_.push_back({QPointF(kMargin + kBadgeW / 2, height_ - kMargin - 10 - kBadgeH / 2),
                       QRectF(kColumnW + 10, height_ - kBottomBand + 20, kWidth - 2 * (kColumnW + 10), kBottomBand - 34)});
    const Split s = split(std::min(seats_ - 1, 7));
    placeColumn(kMargin + kBadgeW / 2, s.left, true);
    placeTopRow(s.top);
    placeColumn(kWidth - kMargin - kBadgeW / 2, s.right, false);
}

qreal TableLayout::heightFor(QSizeF view) {
    if (view.width() <= 0 || view.height() <= 0) return kMinHeight;
    // In steps of 20, so that a window dragged wider does not lay the
    // table out again on every pixel.
    const qreal h = std::round(kWidth * view.height() / view.width() / 20) * 20;
    return std::clamp(h, kMinHeight, kMaxHeight);
}

// A column of seats between the top row and the person's place: the badge
// with the hand below it, each seat centred in an equal share.
void TableLayout::placeColumn(qreal x, int count, bool upwards) {
    if (count <= 0) return;
    const qreal top = kTopBand;
    const qreal bottom = height_ - kBottomBand;
    const qreal share = (bottom - top) / count;
    const qreal block = kBadgeH + kGap + kHandH;
    for (int i = 0; i < count; ++i) {
        // Clockwise: the left column is filled from the bottom up.
        const int slot = upwards ? count - 1 - i : i;
        const qreal y = top + slot * share + (share - block) / 2;
        places_.push_back({QPointF(x, y + kBadgeH / 2), QRectF(x - kBadgeW / 2, y + kBadgeH + kGap, kBadgeW, kHandH)});
    }
}

// The seats across the top, left to right: the badge with the hand beside
// it, so that the row stays low above the board.
void TableLayout::placeTopRow(int count) {
    if (count <= 0) return;
    const qreal share = (kWidth - 2 * kMargin) / count;
    const qreal handW = std::min<qreal>(300, share - kBadgeW - kGap - 20);
    const qreal block = kBadgeW + kGap + handW;
    const qreal y = kMargin + kBadgeH / 2;
    for (int i = 0; i < count; ++i) {
        const qreal left = kMargin + i * share + (share - block) / 2;
        places_.push_back({QPointF(left + kBadgeW / 2, y), QRectF(left + kBadgeW + kGap, y - kHandH / 2, handW, kHandH)});
    }
}

QPointF TableLayout::badge(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(places_.size())) return places_.front().badge;
    return places_[static_cast<std::size_t>(seat)].badge;
}

QRectF TableLayout::hand(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(places_.size())) return places_.front().hand;
    return places_[static_cast<std::size_t>(seat)].hand;
}

QRectF TableLayout::boardRoom() const { return QRectF(kBoardLeft, kTopBand, kBoardW, height_ - kBottomBand - kTopBand); }

// The cards in play lie right of the board, around the middle of its height.
QPointF TableLayout::turnup() const { return QPointF(kCardsLeft + 50, boardRoom().center().y() - 225); }
QPointF TableLayout::spare() const { return QPointF(kCardsLeft + 230, boardRoom().center().y() - 225); }
QRectF TableLayout::spareRoom(qreal cardWidth) const {
    const qreal left = spare().x() - cardWidth / 2;
    return QRectF(left, spare().y(), kWidth - kColumnW - 10 - left, cardWidth * 1.5);
}
QPointF TableLayout::runStart() const { return QPointF(kCardsLeft, boardRoom().center().y() - 20); }
QPointF TableLayout::bets() const { return QPointF(kCardsLeft + 90, boardRoom().center().y() + 215); }
QPointF TableLayout::bank() const { return QPointF(kCardsLeft + 310, boardRoom().center().y() + 215); }

} // namespace poch::app
