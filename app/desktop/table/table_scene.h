// The table as a player sees it from seat 0: the board with its pools,
// each player's place and hand, the turned-up card, the run in play and
// the bets. It shows a state; it decides nothing. After every step it is
// rebuilt from the engine's state, so what it shows always equals it.
#pragma once

#include "board_design.h"
#include "card_deck.h"
#include "svg_art.h"
#include "table_layout.h"

#include "poch/action_list.h"
#include "poch/event.h"
#include "poch/state.h"

#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QMap>
#include <QPointer>

#include <vector>

namespace poch::app {

class CardItem;
class ChipPileItem;
class SeatBadgeItem;
class GameSession;

class TableScene final : public QGraphicsScene {
    Q_OBJECT
public:
    // What a screen reader can visit on the table: the person's cards left
    // to right, then the seats in order, then the board's pools.
    struct Spot {
        enum Kind { HandCard, Seat, Pool };
        Kind kind;
        QGraphicsObject* item;
        QString name;       // what is read, e.g. "Nine of diamonds, can be played"
    };

    explicit TableScene(QObject* parent = nullptr);

    // Lays the table out for a view of this size (see TableLayout). The
    // table is drawn again at once, unless an animation has cards in
    // flight: then the next show() lays it out. True if drawn again.
    bool fitTo(QSizeF viewSize);

    // The deck to draw cards with; returns an error, or empty.
    QString setDeck(const QString& folder);
    CardDeck* deck() { return &deck_; }
    SvgArt* chipArt() { return &chips_; }

    // Shows the session's state as seat 0 sees it. `legal` is what the
    // person may do now (empty when it is not their turn).
    void show(const GameSession& session, const ActionList& legal);
    // Remembers played cards so the run can be shown in the order played.
    void noteEvents(const EventLog& events);
    void forgetRun() { run_.clear(); }

    // Where things are, for animations.
    QPointF seatPoint(int seat) const;
    QPointF handPoint(int seat) const;
    QPointF accountPoint(AccountId account) const;
    // Where the next card of the run goes (`ahead` cards further on), and
    // where a new run starts.
    QPointF runPoint(int ahead = 0) const;
    QPointF runStart() const;
    bool runEnded() const { return runEnded_; }
    // The top left corner of the turned-up card, and its width.
    QPointF turnupPoint() const;
    qreal turnupWidth() const { return TableLayout::kCardWidth * 0.8; }
    qreal cardWidth() const { return TableLayout::kCardWidth; }
    // The person's card item, to hide while its copy flies.
    CardItem* personCard(Card card) const;

    // The cards the person can play now, left to right.
    QList<CardItem*> playableCards() const;
    // The chips the table shows, by pool and by seat: tests hold them to
    // the engine's accounts.
    const QMap<int, int>& shownPools() const { return shownPools_; }
    const QMap<int, int>& shownSeats() const { return shownSeats_; }
    // Which pool of the board lies under a scene point, or -1.
    int poolAt(QPointF point) const;
    // Where a pool's chips lie in the scene, or an empty rect.
    QRectF poolRect(int pool) const;
    // Where a seat's badge and hand lie, as drawn, or an empty rect.
    QRectF seatArea(int seat) const { return seatAreas_.value(seat); }

    const QList<Spot>& spots() const { return spots_; }
    // The spot an item is, or null.
    const Spot* spotOf(const QGraphicsObject* item) const;

signals:
    void cardClicked(poch::Card card);
    // A pool of the board was clicked (to stake on it).
    void poolClicked(int pool);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    static constexpr qreal kCardWidth = TableLayout::kCardWidth;
    void buildBoard(const Ruleset& rules, CardSet poolCards);
    QPointF boardToScene(QPointF p) const;
    QRectF boardToScene(const QRectF& r) const;
    // Returns where the hand's cards lie.
    QRectF addHand(int seat, const Observation& seen, const ActionList& legal, const Ruleset& rules);
    bool cardsInFlight() const;
    void addRun(const Table& t);

    CardDeck deck_;
    SvgArt board_;
    SvgArt chips_;
    BoardDesign design_;
    QString boardRuleset_;
    QRectF boardRect_;        // where the board lies in the scene
    TableLayout layout_;
    qreal height_ = TableLayout::kMinHeight; // the table's height for the view's shape
    // What was shown last, to show it again laid out for a new shape.
    QPointer<const GameSession> session_;
    ActionList legal_;
    std::vector<QGraphicsItem*> dynamic_;
    QList<CardItem*> personCards_;
    std::vector<Card> run_;   // cards played since the last lead, in order
    bool runEnded_ = false;
    QMap<int, int> shownPools_;
    QMap<int, int> shownSeats_;
    QMap<int, QRectF> seatAreas_;
    QList<Spot> spots_;
};

} // namespace poch::app
