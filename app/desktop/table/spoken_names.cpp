#include "spoken_names.h"

#include "rule_texts.h"
#include "seat_badge_item.h"

#include <QStringList>

namespace poch::app {

QString SpokenNames::card(Card card, bool playable) {
    const QString name = texts::cardName(card);
    return playable ? tr("%1, can be played").arg(name) : name;
}

// English has no translator, so its own two forms are the source texts;
// each is a plural message, so every other language picks its own form.
QString SpokenNames::chips(int count) { return count == 1 ? tr("%n chip", nullptr, count) : tr("%n chips", nullptr, count); }

QString SpokenNames::seat(const SeatBadge& b, int cards, bool person) {
    QStringList parts;
    parts << (person ? tr("%1 (you)").arg(b.name) : b.name);
    parts << (b.out ? tr("out of the game") : chips(b.chips));
    // A computer player's level, in the badge's order; a person's "You"
    // is said with the name.
    if (!person && !b.detail.isEmpty()) parts << b.detail;
    if (b.bet > 0) parts << (b.bet == 1 ? tr("bet %n chip", nullptr, b.bet) : tr("bet %n chips", nullptr, b.bet));
    if (b.lives >= 0) parts << (b.lives == 1 ? tr("%n life left", nullptr, b.lives) : tr("%n lives left", nullptr, b.lives));
    if (b.dealer) parts << tr("dealer");
    if (b.toAct) parts << (person ? tr("your turn") : tr("their turn"));
    if (b.dropped) parts << (b.passed ? tr("passed") : tr("dropped"));
    if (cards > 0) parts << (cards == 1 ? tr("%n card", nullptr, cards) : tr("%n cards", nullptr, cards));
    return parts.join(QStringLiteral(", "));
}

QString SpokenNames::pool(const QString& name, int count) { return tr("%1, %2", "a pool's name, then its chips").arg(name, chips(count)); }

} // namespace poch::app
