#include "table_cards.h"

#include "card_item.h"

#include <QGraphicsScene>

namespace poch::app {

TableCards::~TableCards() {
    // The scene deletes its items; only forget them here.
    items_.clear();
}

void TableCards::begin() { claimed_.clear(); }

CardItem* TableCards::claim(Key key, Card card, bool faceUp, qreal width) {
    const quint32 c = code(key);
    CardItem* item = items_.value(c);
    if (!item) {
        item = new CardItem(deck_, card, faceUp, width);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        scene_->addItem(item);
        items_.insert(c, item);
    } else {
        item->setCard(card);
        item->setFaceUp(faceUp);
        item->setWidth(width);
        item->setTransform(QTransform());
        item->setOpacity(1);
        item->setHinted(false);
        item->setVisible(true);
    }
    claimed_.insert(c, true);
    return item;
}

void TableCards::end() {
    for (auto it = items_.begin(); it != items_.end();) {
        if (claimed_.contains(it.key())) {
            ++it;
            continue;
        }
        if (CardItem* item = it.value()) {
            scene_->removeItem(item);
            delete item;
        }
        it = items_.erase(it);
    }
}

CardItem* TableCards::at(Key key) const { return items_.value(code(key)); }

void TableCards::move(CardItem* item, Key to) {
    for (auto it = items_.begin(); it != items_.end(); ++it) {
        if (it.value() == item) {
            items_.erase(it);
            break;
        }
    }
    const quint32 c = code(to);
    if (CardItem* there = items_.value(c); there && there != item) {
        scene_->removeItem(there);
        delete there;
    }
    items_.insert(c, item);
}

CardItem* TableCards::fromHand(int seat, Card card) const {
    if (CardItem* known = at(Key::card(Place::Hand, card, seat))) return known;
    CardItem* last = nullptr;
    int lastSlot = -1;
    for (auto it = items_.begin(); it != items_.end(); ++it) {
        const quint32 c = it.key();
        const int slot = static_cast<int>(c & 0xffff);
        if (c >> 24 != static_cast<quint32>(Place::Hand) || static_cast<int>(c >> 16 & 0xff) != seat + 1) continue;
        if (slot >= Key::kHidden && slot > lastSlot && it.value()) {
            last = it.value();
            lastSlot = slot;
        }
    }
    return last;
}

QList<CardItem*> TableCards::items() const {
    QList<CardItem*> list;
    for (const QPointer<CardItem>& item : items_)
        if (item) list.push_back(item);
    return list;
}

} // namespace poch::app
