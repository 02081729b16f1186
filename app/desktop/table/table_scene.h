// The table as a player sees it from seat 0: the board with its pools,
// each player's place and hand, the turned-up card, the run in play and
// the bets. It shows a state; it decides nothing. After every step it is
// drawn again from the engine's state, so what it shows always equals it;
// the cards and the chip piles stay the same items from one drawing to the
// next (see TableCards), so that the animator moves them, not copies.
#pragma once

#include "board_design.h"
#include "card_deck.h"
#include "chip_pile_item.h"
#include "table_cards.h"
#include "svg_art.h"
#include "table_layout.h"
#include "table_sight.h"

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
        QString name;       // what is read, e.g. "nine of diamonds, can be played"
    };

    explicit TableScene(QObject* parent = nullptr);

    // Marks (in QGraphicsItem::data) an item the animator put on the table
    // for a moment, a word or chips in flight: a drawing leaves it alone.
    static constexpr int kFlyingKey = 0;

    // Lays the table out for a view of this size (see TableLayout). The
    // table is drawn again at once, unless an animation has cards in
    // flight: then the next show() lays it out. True if drawn again.
    bool fitTo(QSizeF viewSize);

    // The deck to draw cards with; returns an error, or empty.
    QString setDeck(const QString& folder);
    CardDeck* deck() { return &deck_; }
    SvgArt* chipArt() { return &chips_; }

    // Shows the session's state as the person looking sees it (the
    // session's viewer), sitting at the bottom; while the screen passes to
    // another person, every hand face down. `legal` is what the person may
    // do now (empty when it is not their turn).
    void show(const GameSession& session, const ActionList& legal);
    // Shows any sight of a table the same way (a moment of a deal past).
    void show(const TableSight& sight, const ActionList& legal);
    // The seat whose cards are shown, or -1 while the table is screened.
    int viewer() const { return screened_ ? -1 : viewer_; }
    // Remembers played cards so the run can be shown in the order played.
    void noteEvents(const EventLog& events);
    // Forgets the run remembered and reads it again from a deal's events
    // so far: after an undo, a resume or a review, a run that just stopped
    // is still shown ("Last run"), and one in play with all its cards.
    void readRun(const EventLog& deal);

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
    qreal smallCardWidth() const { return TableLayout::kSmallCardWidth; }
    // The person's card item, as shown in their hand.
    CardItem* personCard(Card card) const;

    // For the animator, which moves the table's own items. While it plays
    // the table is not laid out again (the next show() does it).
    void setAnimating(bool animating) { animating_ = animating; }
    // The card that `seat` plays: taken from the hand, turned face up and
    // filed in the run, where the next drawing finds it.
    CardItem* cardToRun(int seat, Card card);
    // Takes the cards of a run that has ended off the table, all but `lead`
    // (the first card of the next run, on its way there).
    void clearRunBut(Card lead);
    // A card dealt to `seat` as the `position`th of its hand (`card` where
    // the person sees it), filed where the next drawing looks for it.
    CardItem* cardDealt(int seat, int position, Card card, qreal width);
    // The card turned up from the pack, face down until it is turned.
    CardItem* cardTurnedUp(Card card);
    // Chips leaving an account as they start to fly and joining one as
    // they land: the piles and the seats' counts follow them.
    void chipsLeave(AccountId from, int chips);
    void chipsLand(AccountId to, int chips);
    // Every card on the table, for tests that hold items to cards.
    QList<CardItem*> cardItems() const { return cards_.items(); }
    ChipPileItem* pileOf(AccountId account) const { return piles_.value(account); }

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
    // Where the board lies in the scene.
    QRectF boardRect() const { return boardRect_; }
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
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;

private:
    static constexpr qreal kCardWidth = TableLayout::kCardWidth;
    // A click no card took: on a pool, a stake on it.
    void clickedBeside(const QGraphicsSceneMouseEvent& event);
    void buildBoard(const Ruleset& rules, CardSet poolCards);
    QPointF boardToScene(QPointF p) const;
    QRectF boardToScene(const QRectF& r) const;
    // Returns where the hand's cards lie.
    QRectF addHand(int seat, const Observation& seen, const ActionList& legal, const Ruleset& rules);
    void addRun(const Table& t);
    // Words over the cards beside the board ("Turned up", "In play"),
    // centred on `centre` but never reaching back over the board or the
    // words placed before them on their line: German "Aufgedeckt" and
    // French "Dernière suite" are wider than their cards.
    void captionBesideBoard(const QString& words, QPointF centre);
    void addSeats(const TableSight& sight, const Observation& seen, const ActionList& legal);
    // `gathered`: the last deal's cards are in, none on the table.
    void addTableCards(const Observation& seen, const Ruleset& rules, bool gathered);
    // The pile of an account (a pool, the bets, the bank), kept from one
    // drawing to the next.
    ChipPileItem* pile(AccountId account, int count, qreal chipWidth);
    void addChips(AccountId account, int delta);

    CardDeck deck_;
    SvgArt board_;
    SvgArt chips_;
    BoardDesign design_;
    QString boardRuleset_;
    QRectF boardRect_;        // where the board lies in the scene
    TableLayout layout_;
    qreal height_ = TableLayout::kMinHeight; // the table's height for the view's shape
    // What was shown last, to show it again laid out for a new shape.
    TableSight sight_;
    ActionList legal_;
    std::vector<QGraphicsItem*> dynamic_; // drawn anew each time: the board, badges, words
    std::vector<QRectF> besideBoard_;     // where captionBesideBoard() has put words so far
    TableCards cards_{this, &deck_};
    QMap<AccountId, QPointer<ChipPileItem>> piles_;
    QMap<int, SeatBadgeItem*> badges_;
    bool animating_ = false;
    // Whose eyes are on the table, and who sits at its bottom (the same,
    // but for the last person looking while the table is screened).
    int viewer_ = 0;
    bool screened_ = false;
    // A seat's place at the table: the person looking sits at place 0.
    int place(int seat) const { return layout_.seats() > 0 ? (seat - viewer_ + layout_.seats()) % layout_.seats() : seat; }
    QList<CardItem*> personCards_;
    std::vector<Card> run_;   // cards played since the last lead, in order
    bool runEnded_ = false;
    QMap<int, int> shownPools_;
    QMap<int, int> shownSeats_;
    QMap<int, QRectF> seatAreas_;
    QList<Spot> spots_;
};

} // namespace poch::app
