// The moves the animator asks of the table: the same items go from place
// to place, and the chips are counted where they are.
#include "table_scene.h"

#include "card_item.h"
#include "chip_pile_item.h"
#include "seat_badge_item.h"

namespace poch::app {

CardItem* TableScene::cardToRun(int seat, Card card) {
    using Key = TableCards::Key;
    CardItem* item = cards_.fromHand(seat, card);
    if (!item) {
        // A hand the table did not show: the card comes from its place.
        item = cards_.claim(Key::card(TableCards::Place::Run, card), card, true, TableLayout::kRunWidth);
        item->setPos(handPoint(seat));
    }
    personCards_.removeAll(item);
    cards_.move(item, Key::card(TableCards::Place::Run, card));
    item->setPlayable(false);
    item->setFocused(false);
    item->setCard(card);
    item->setFaceUp(true);
    return item;
}

void TableScene::clearRunBut(Card lead) {
    using Key = TableCards::Key;
    for (int i = 0; i < 52; ++i) {
        const Card c = Card::fromIndex(i);
        if (c == lead) continue;
        if (CardItem* item = cards_.at(Key::card(TableCards::Place::Run, c))) item->setVisible(false);
    }
}

CardItem* TableScene::cardDealt(int seat, int position, Card card, qreal width) {
    using Key = TableCards::Key;
    const Key key = card.valid() ? Key::card(TableCards::Place::Hand, card, seat) : Key::hidden(TableCards::Place::Hand, position, seat);
    CardItem* item = cards_.at(key);
    if (!item) {
        // Claimed outside a drawing: the next drawing claims it again.
        item = new CardItem(&deck_, Card::none(), false, width);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        addItem(item);
        cards_.move(item, key);
    }
    item->setCard(card.valid() ? card : Card::none());
    item->setFaceUp(false);
    item->setWidth(width);
    return item;
}

CardItem* TableScene::cardTurnedUp(Card card) {
    using Key = TableCards::Key;
    const Key key = Key::card(TableCards::Place::Turnup, card);
    CardItem* item = cards_.at(key);
    if (!item) {
        item = new CardItem(&deck_, card, false, turnupWidth());
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        addItem(item);
        cards_.move(item, key);
    }
    item->setPos(turnupPoint());
    item->setFaceUp(false);
    return item;
}

void TableScene::chipsLeave(AccountId from, int chips) { addChips(from, -chips); }

void TableScene::chipsLand(AccountId to, int chips) { addChips(to, chips); }

void TableScene::addChips(AccountId account, int delta) {
    if (account >= 0 && account < kPoolAccount && badges_.contains(account)) {
        SeatBadgeItem* badge = badges_.value(account);
        SeatBadge b = badge->badge();
        b.chips += delta;
        badge->setBadge(b);
        return;
    }
    if (ChipPileItem* pile = piles_.value(account)) pile->setCount(std::max(0, pile->count() + delta));
}

} // namespace poch::app
