// The words of Ranter-Go-Round's round, apart from the rest of the log's:
// a card kept that was not chosen to be kept, and a life lost, and why.
#include "event_phrases.h"

#include <QCoreApplication>

#include <bit>

namespace poch::app {

namespace {
// Words said outside a class: lupdate files them under the namespace, as
// it does the rest of the log's (event_text.cpp).
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }
} // namespace

QString keptWords(const Event& e, const EventWords& w) {
    const QString who = w.seatName(e.seat);
    // Not chosen: said why, or the King shown just before would leave
    // a newcomer wondering what became of the exchange asked for.
    if (static_cast<KeptBecause>(e.detail) == KeptBecause::KingRefused)
        return tr("%1 refuses %2's exchange with the King, so %2 keeps their card.")
            .arg(w.seatName(std::countr_zero(static_cast<unsigned>(e.seats))), who);
    if (static_cast<KeptBecause>(e.detail) == KeptBecause::KingOnStock)
        return tr("A King on the stock is not taken: %1 keeps their card.").arg(who);
    if (static_cast<KeptBecause>(e.detail) == KeptBecause::ShowedKing)
        return tr("%1 showed a King, and has no turn this round.").arg(who);
    return tr("%1 keeps.").arg(who);
}

// A life lost, and why, so that a newcomer need not work it out from the
// cards shown: the lowest card alone; a lowest card shared, lost by whoever
// showed theirs last, or by all who shared it; or a King the dealer turned
// up from the stock. A whole sentence for each reason and count of lives
// left, so that a language can word each as it needs.
QString lifeLostWords(const Event& e, const EventWords& w) {
    const QString who = w.seatName(e.seat);
    QStringList others;
    for (std::uint8_t rest = e.seats; rest != 0; rest &= static_cast<std::uint8_t>(rest - 1))
        if (const int s = std::countr_zero(rest); s != e.seat) others << w.seatName(s);
    const QString with = nameList(others);
    const int left = e.chips;
    switch (static_cast<LifeLoss>(e.detail)) {
    case LifeLoss::LastOfLowest:
        if (left == 0) return tr("%1 shares the lowest card with %2 but showed theirs last, and so loses their last life.").arg(who, with);
        if (left == 1) return tr("%1 shares the lowest card with %2 but showed theirs last, and so loses a life; 1 life left.").arg(who, with);
        return tr("%1 shares the lowest card with %2 but showed theirs last, and so loses a life; %3 lives left.").arg(who, with).arg(left);
    case LifeLoss::LowestShared:
        if (left == 0) return tr("%1 shares the lowest card with %2 and loses their last life.").arg(who, with);
        if (left == 1) return tr("%1 shares the lowest card with %2 and loses a life; 1 life left.").arg(who, with);
        return tr("%1 shares the lowest card with %2 and loses a life; %3 lives left.").arg(who, with).arg(left);
    case LifeLoss::KingDrawn:
        if (left == 0) return tr("%1 turned up a King from the stock, and so loses their last life.").arg(who);
        if (left == 1) return tr("%1 turned up a King from the stock, and so loses a life; 1 life left.").arg(who);
        return tr("%1 turned up a King from the stock, and so loses a life; %2 lives left.").arg(who).arg(left);
    case LifeLoss::LowestCard: break;
    }
    if (left == 0) return tr("%1 has the lowest card and loses their last life.").arg(who);
    if (left == 1) return tr("%1 has the lowest card and loses a life; 1 life left.").arg(who);
    return tr("%1 has the lowest card and loses a life; %2 lives left.").arg(who).arg(left);
}

} // namespace poch::app
