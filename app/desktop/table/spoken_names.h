// What a screen reader says for the things on the table: a card in the
// person's hand, a seat, a pool. The words are read in this order, most
// important first, so that a listener can move on after the first words.
#pragma once

#include "poch/card.h"

#include <QCoreApplication>
#include <QString>

namespace poch::app {

struct SeatBadge;

class SpokenNames {
    Q_DECLARE_TR_FUNCTIONS(SpokenNames)
public:
    // "nine of diamonds, can be played".
    static QString card(Card card, bool playable);
    // "Anna, 43 chips, dealer, 5 cards"; `person` for the person's own seat.
    static QString seat(const SeatBadge& badge, int cards, bool person);
    // "Pope Joan, 6 chips".
    static QString pool(const QString& name, int chips);
    // "1 chip", "43 chips", in the reader's language.
    static QString chips(int count);
};

} // namespace poch::app
