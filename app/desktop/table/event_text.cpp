#include "event_text.h"

#include "rule_texts.h"

#include <QCoreApplication>

namespace poch::app {

namespace {
// Words said outside a class: lupdate files them under the namespace.
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }

QString cardName(Card c) { return texts::cardName(c); }

QString cardList(CardSet cards) {
    QStringList names;
    for (Card c : cards) names << cardName(c);
    return names.join(QStringLiteral(", "));
}

QString chips(int n) { return n == 1 ? tr("1 chip") : tr("%1 chips").arg(n); }

// Who a chip account is, in words.
QString account(AccountId id, const EventWords& w) {
    if (id == kBetsAccount) return tr("the bets");
    if (id == kBankAccount) return tr("the bank");
    if (id >= kPoolAccount) return w.poolName(id - kPoolAccount);
    return w.seatName(id);
}
} // namespace

QString describeEvent(const Event& e, const EventWords& w) {
    const QString who = e.seat >= 0 ? w.seatName(e.seat) : QString();
    switch (e.type) {
    case EventType::DealStarted: return tr("— %1 deals —").arg(who);
    case EventType::CardsDealt: return {};
    case EventType::CardTurned:
        return e.seat >= 0 ? tr("%1 shows the %2.").arg(who, cardName(e.card)) : tr("The %1 is turned up.").arg(cardName(e.card));
    case EventType::CardsLaidAside:
        if (e.chips <= 0) return {};
        return e.chips == 1 ? tr("1 card is laid aside.") : tr("%1 cards are laid aside.").arg(e.chips);
    case EventType::AntePaid: return tr("%1 puts %2 on %3.").arg(account(e.from, w), chips(e.chips), account(e.to, w));
    case EventType::PoolWon: return tr("%1 wins %2 from %3.").arg(who, chips(e.chips), account(e.from, w));
    case EventType::PoolCarried:
        return e.chips == 1 ? tr("1 chip stays on %1 for the next deal.").arg(w.poolName(e.pool))
                            : tr("%1 chips stay on %2 for the next deal.").arg(e.chips).arg(w.poolName(e.pool));
    case EventType::Bet:
        switch (static_cast<BetKind>(e.detail)) {
        case BetKind::Open: return tr("%1 bets %2.").arg(who, chips(e.chips));
        case BetKind::Call: return tr("%1 matches with %2.").arg(who, chips(e.chips));
        case BetKind::Raise: return tr("%1 raises, putting in %2.").arg(who, chips(e.chips));
        case BetKind::AllIn: return tr("%1 goes all in with %2.").arg(who, chips(e.chips));
        }
        return {};
    case EventType::Passed: return tr("%1 passes.").arg(who);
    case EventType::Dropped: return tr("%1 drops.").arg(who);
    case EventType::Showdown: return tr("%1 shows %2.").arg(who, cardList(e.cards));
    case EventType::PotWon: return tr("%1 wins %2 from the bets.").arg(who, chips(e.chips));
    case EventType::CardPlayed: return tr("%1 plays the %2.").arg(who, cardName(e.card));
    case EventType::Stopped:
        return e.card.valid() ? tr("Stop: nobody has the %1. %2 leads.").arg(cardName(e.card), who) : tr("Stop. %1 leads.").arg(who);
    case EventType::Payment: return tr("%1 pays %2 to %3.").arg(account(e.from, w), chips(e.chips), account(e.to, w));
    case EventType::DealOver: return e.seat >= 0 ? tr("%1 is out of cards and wins the deal.").arg(who) : tr("The deal is over.");
    case EventType::MatchOver: return tr("The match is over.");
    case EventType::Staked: return tr("%1 stakes %2 on %3.").arg(who, chips(e.chips), account(e.to, w));
    case EventType::Declared: return tr("%1 declares %2 with %3.").arg(who, w.poolName(e.pool), cardList(e.cards));
    case EventType::Exchanged: return tr("%1 exchanges.").arg(who);
    case EventType::Kept: return tr("%1 keeps.").arg(who);
    case EventType::LifeLost:
        return e.chips == 1 ? tr("%1 loses a life; 1 life left.").arg(who) : tr("%1 loses a life; %2 lives left.").arg(who).arg(e.chips);
    case EventType::SeatOut: return tr("%1 is out of the game.").arg(who);
    }
    return {};
}

QStringList describeEvents(const EventLog& events, const EventWords& w) {
    QStringList lines;
    for (std::size_t i = 0; i < events.size();) {
        const Event& e = events[i];
        std::size_t j = i + 1;
        if (e.type == EventType::AntePaid || e.type == EventType::PoolCarried) {
            while (j < events.size() && events[j].type == e.type && (e.type != EventType::AntePaid || events[j].seat == e.seat)) ++j;
        }
        if (j - i < 2) {
            if (const QString line = describeEvent(e, w); !line.isEmpty()) lines << line;
            i = j;
            continue;
        }
        int total = 0;
        bool even = true;
        QStringList where;
        for (std::size_t k = i; k < j; ++k) {
            total += events[k].chips;
            even = even && events[k].chips == e.chips;
            where << tr("%1 on %2").arg(events[k].chips).arg(e.type == EventType::AntePaid ? account(events[k].to, w) : w.poolName(events[k].pool));
        }
        if (e.type == EventType::AntePaid && even)
            lines << (e.from == kBankAccount ? tr("The bank puts %1 into the bowls, %2 in each.").arg(chips(total), chips(e.chips))
                                             : tr("%1 pays %2 into the pools, %3 on each.").arg(w.seatName(e.seat), chips(total), chips(e.chips)));
        else if (e.type == EventType::AntePaid) lines << tr("%1 pays %2 into the pools: %3.").arg(account(e.from, w), chips(total), where.join(QStringLiteral(", ")));
        else lines << tr("Left on the board for the next deal: %1.").arg(where.join(QStringLiteral(", ")));
        i = j;
    }
    return lines;
}

} // namespace poch::app
