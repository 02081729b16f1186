// The cards on the table as items that live as long as the card stays in
// sight, as in kpat: the card dealt into a hand is the item that is later
// played from it, flies to the run and lies there. Each item is filed under
// where its card lies (a hand, the run, the turned-up card, a pool of the
// board, the cards aside); the scene asks for the cards it shows and the
// animator moves a card from one place to the next, so nothing is copied.
#pragma once

#include "poch/card.h"

#include <QHash>
#include <QPointer>

class QGraphicsScene;

namespace poch::app {

class CardDeck;
class CardItem;

class TableCards {
public:
    enum class Place : quint8 { Hand, Run, Turnup, Pool, Aside };
    // Where a card lies. A card whose face is known is filed by the card,
    // a hidden one by its position (say, the third card of Anna's hand).
    struct Key {
        Place place = Place::Hand;
        int seat = -1;
        int slot = 0; // a card's index, or kHidden + a position

        static constexpr int kHidden = 100;
        static Key card(Place place, Card card, int seat = -1) { return {place, seat, card.index()}; }
        static Key hidden(Place place, int position, int seat = -1) { return {place, seat, kHidden + position}; }
        bool operator==(const Key&) const = default;
    };

    TableCards(QGraphicsScene* scene, CardDeck* deck) : scene_(scene), deck_(deck) {}
    ~TableCards();
    TableCards(const TableCards&) = delete;
    TableCards& operator=(const TableCards&) = delete;

    // A drawing of the table starts: each card still lying somewhere must
    // be asked for again by claim(), or end() takes it off the table.
    void begin();
    // The item for the card at `key`, made if none lies there, showing
    // `card` (face up or not) at `width`.
    CardItem* claim(Key key, Card card, bool faceUp, qreal width);
    void end();

    CardItem* at(Key key) const;
    // Files an item under a new place, as its card moves there; a card that
    // lay at the new place before leaves the table.
    void move(CardItem* item, Key to);
    // The hand's card that leaves it when `card` is played from `seat`: the
    // card itself if it was known, else the last hidden one. Null if the
    // hand shows no card.
    CardItem* fromHand(int seat, Card card) const;
    // Every card item, for tests that hold items to where cards lie.
    QList<CardItem*> items() const;

private:
    static quint32 code(Key key) {
        return static_cast<quint32>(key.place) << 24 | static_cast<quint32>(key.seat + 1) << 16 | static_cast<quint32>(key.slot);
    }
    QGraphicsScene* scene_;
    CardDeck* deck_;
    QHash<quint32, QPointer<CardItem>> items_;
    QHash<quint32, bool> claimed_;
};

} // namespace poch::app
