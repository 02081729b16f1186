#include "event_text.h"

#include "event_steps.h"

#include "game_description.h"

#include "rule_texts.h"

#include "poch/registry.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <bit>

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

QString chips(int n) { return chipsInWords(n); }

// Who a chip account is, in words.
QString account(AccountId id, const EventWords& w) {
    if (id == kBetsAccount) return tr("the bets");
    if (id == kBankAccount) return tr("the bank");
    if (id >= kPoolAccount) {
        // A pool that is a card is spoken of as the card ("2 on the King
        // of hearts"); a board's division by its name, with the article its
        // language gives it ("6 from the Ace", "2 on Marriage").
        const int pool = id - kPoolAccount;
        return w.poolInSentence ? w.poolInSentence(pool) : w.poolName(pool);
    }
    return w.seatName(id);
}

QString pool(int index, const EventWords& w) { return account(poolAccount(index), w); }

// The same at the head of a sentence ("The bank pays ...").
QString subject(AccountId id, const EventWords& w) {
    if (id == kBetsAccount) return tr("The bets");
    if (id == kBankAccount) return tr("The bank");
    return account(id, w);
}

// Why a payment was made, as the end of a sentence ("... for Spin.").
QString reason(const Event& e) {
    switch (static_cast<PaymentReason>(e.detail)) {
    case PaymentReason::Unsaid: return {};
    case PaymentReason::CardsLeft: return tr("for the cards left in hand");
    case PaymentReason::MostCards: return tr("for holding the most cards");
    case PaymentReason::RunEnded: return tr("for ending the run");
    case PaymentReason::Pope: return tr("for the Pope, a chip for each card in hand");
    case PaymentReason::Spin: return tr("for Spin");
    // Which King, where the event names it: two Kings paid for one after
    // the other are two lines in the deal's summary.
    case PaymentReason::King: return e.card.valid() ? tr("for the %1").arg(cardName(e.card)) : tr("for the King");
    case PaymentReason::DealWon: return tr("for winning the deal");
    case PaymentReason::CardsLeftSpinKept: return tr("for the cards left in hand, double for never playing Spin");
    }
    return {};
}

// The kind a payment is said with among others: the cards left in hand,
// paid double or not, are one line.
std::uint8_t paymentKind(const Event& e) {
    const auto why = static_cast<PaymentReason>(e.detail);
    return static_cast<std::uint8_t>(why == PaymentReason::CardsLeftSpinKept ? PaymentReason::CardsLeft : why);
}

// Why a run stopped, naming the card: the one that would have come next,
// or the run's last where no card could.
QString stopReason(const Event& e) {
    const QString card = e.card.valid() ? cardName(e.card) : QString();
    switch (e.stop) {
    case StopCause::InNoHand: return tr("Stop: nobody has the %1.").arg(card);
    case StopCause::Played: return tr("Stop: the %1 has been played.").arg(card);
    case StopCause::TurnedUp: return tr("Stop: the %1 is turned up.").arg(card);
    case StopCause::TopOfSuit: return tr("Stop: nothing comes after the %1.").arg(card);
    case StopCause::Spin: return tr("Stop: Spin was played with the %1.").arg(card);
    case StopCause::NobodyHigher: return tr("Stop: nobody plays higher than the %1.").arg(card);
    }
    return {};
}

QString names(const QStringList& list) { return QLocale().createSeparatedList(list); }

// A payment whose reason goes unsaid leaves a gap in its sentence ("Anna
// pays 2 chips to Bertram ."): the gap is closed, and nothing else is
// touched. QString::simplified would also turn French's no-break space
// before a colon into an ordinary space, which the closing then removed.
QString closeGap(QString line) {
    static const QRegularExpression gap(QStringLiteral(" (?=[ .:\\x{00a0}])"));
    return line.replace(gap, QString()).trimmed();
}

// Payments of one kind that follow each other, to one player or from one
// player, as one line: "Bertram, Clara and Dora each pay Anna 2 chips for
// Spin." or "Anna is paid 8 chips for the cards left in hand: Bertram 3,
// Clara 5."
QString payments(const EventLog& events, std::size_t from, std::size_t to, const EventWords& w) {
    const Event& first = events[from];
    const bool toOne = std::all_of(events.begin() + static_cast<std::ptrdiff_t>(from), events.begin() + static_cast<std::ptrdiff_t>(to),
                                   [&](const Event& e) { return e.to == first.to; });
    bool even = true;
    int total = 0;
    QStringList who, each;
    for (std::size_t k = from; k < to; ++k) {
        const Event& e = events[k];
        const bool doubled = static_cast<PaymentReason>(e.detail) == PaymentReason::CardsLeftSpinKept;
        even = even && e.chips == first.chips && !doubled;
        total += e.chips;
        const QString name = account(toOne ? e.from : e.to, w);
        who << name;
        each << (doubled ? tr("%1 %2 (double: never played Spin)") : tr("%1 %2")).arg(name).arg(e.chips);
    }
    Event kind = first;
    kind.detail = paymentKind(first);
    const QString why = reason(kind);
    if (toOne) {
        if (even) return closeGap(tr("%1 each pay %2 %3 %4.").arg(names(who), account(first.to, w), chips(first.chips), why));
        return closeGap(tr("%1 is paid %2 %3: %4.").arg(subject(first.to, w), chips(total), why, each.join(QStringLiteral(", "))));
    }
    if (even) return closeGap(tr("%1 pays %2 each to %3 %4.").arg(subject(first.from, w), chips(first.chips), names(who), why));
    return closeGap(tr("%1 pays %2 %3: %4.").arg(subject(first.from, w), chips(total), why, each.join(QStringLiteral(", "))));
}

// "Anna stakes 3 chips: 2 on the King of hearts, 1 on the Ace of spades."
QString stakes(const EventLog& events, std::size_t from, std::size_t to, const EventWords& w) {
    QList<AccountId> order;
    QMap<AccountId, int> on;
    int total = 0;
    for (std::size_t k = from; k < to; ++k) {
        if (!on.contains(events[k].to)) order << events[k].to;
        on[events[k].to] += events[k].chips;
        total += events[k].chips;
    }
    if (order.size() == 1) return tr("%1 stakes %2 on %3.").arg(w.seatName(events[from].seat), chips(total), account(order.front(), w));
    QStringList where;
    for (AccountId a : order) where << tr("%1 on %2").arg(on[a]).arg(account(a, w));
    return tr("%1 stakes %2: %3.").arg(w.seatName(events[from].seat), chips(total), where.join(QStringLiteral(", ")));
}
// Whether the antes from `at` on are those of [from, to) paid by another
// player, not yet named (`named` players so far, one after another).
bool sameAntes(const EventLog& events, std::size_t from, std::size_t to, std::size_t at, qsizetype named) {
    const std::size_t size = to - from;
    if (at + size > events.size() || (at + size < events.size() && events[at + size].type == EventType::AntePaid
                                                                   && events[at + size].seat == events[at].seat))
        return false;
    for (std::size_t k = 0; k < size; ++k) {
        const Event& a = events[from + k];
        const Event& b = events[at + k];
        if (b.type != EventType::AntePaid || b.seat != events[at].seat || b.seat < 0 || b.to != a.to || b.chips != a.chips) return false;
    }
    // Each once: a player already named begins another line.
    for (qsizetype k = 0; k < named; ++k)
        if (events[from + static_cast<std::size_t>(k) * size].seat == events[at].seat) return false;
    return true;
}

// The antes [from, to), paid by one player or alike by each of `payers`:
// "on each" only where they went on every pool, or on every pool but one
// (Hoffmann's Poch, which holds only bets); a share of the pools (Pope
// Joan's dressing) names them.
QString antes(const EventLog& events, std::size_t from, std::size_t to, const EventWords& w, const QStringList& payers) {
    const Event& e = events[from];
    int total = 0;
    bool even = true;
    QStringList where;
    for (std::size_t k = from; k < to; ++k) {
        total += events[k].chips;
        even = even && events[k].chips == e.chips;
        where << tr("%1 on %2").arg(events[k].chips).arg(account(events[k].to, w));
    }
    const int missed = w.pools == 0 ? 0 : w.pools - static_cast<int>(to - from);
    int without = -1;
    if (missed == 1)
        for (int pool = 0; pool < w.pools && without < 0; ++pool) {
            bool paid = false;
            for (std::size_t k = from; k < to; ++k) paid |= events[k].to == poolAccount(pool);
            if (!paid) without = pool;
        }
    const bool bank = e.from == kBankAccount;
    if (payers.size() > 1) {
        const QString who = names(payers);
        if (to - from == 1) {
            if (w.pools == 1 && e.to == poolAccount(0)) return tr("%1 each put %2 into the pool.").arg(who, chips(e.chips));
            return tr("%1 each put %2 on %3.").arg(who, chips(e.chips), account(e.to, w));
        }
        if (even && missed == 0) return tr("%1 each pay %2 into the pools, %3 on each.").arg(who, chips(total), chips(e.chips));
        if (even && without >= 0) return tr("%1 each pay %2 into the pools, %3 on each but %4.").arg(who, chips(total), chips(e.chips), pool(without, w));
        return tr("%1 each pay %2 into the pools: %3.").arg(who, chips(total), where.join(QStringLiteral(", ")));
    }
    if (even && missed == 0)
        return bank ? tr("The bank puts %1 into the bowls, %2 in each.").arg(chips(total), chips(e.chips))
                    : tr("%1 pays %2 into the pools, %3 on each.").arg(payers.front(), chips(total), chips(e.chips));
    if (even && without >= 0 && !bank)
        return tr("%1 pays %2 into the pools, %3 on each but %4.").arg(payers.front(), chips(total), chips(e.chips), pool(without, w));
    return tr("%1 pays %2 into the pools: %3.").arg(payers.front(), chips(total), where.join(QStringLiteral(", ")));
}
} // namespace

QString chipsInWords(int n) { return n == 1 ? tr("1 chip") : tr("%1 chips").arg(n); }

void EventWords::setGame(const GameDescription& description, const Options& options) {
    aside = static_cast<int>(description.asideFor(options));
    game = &description;
    if (const RulesetInfo* info = findRuleset(description.ruleset)) pools = static_cast<int>(info->pools.size());
}

QString EventWords::cardWords(Card c) const { return game ? game->cardWords(c) : cardName(c); }

QString describeEvent(const Event& e, const EventWords& w) {
    const QString who = e.seat >= 0 ? w.seatName(e.seat) : QString();
    switch (e.type) {
    case EventType::DealStarted: return tr("— %1 deals —").arg(who);
    case EventType::CardsDealt: return {};
    case EventType::CardTurned:
        return e.seat >= 0 ? tr("%1 shows the %2.").arg(who, cardName(e.card)) : tr("The %1 is turned up.").arg(cardName(e.card));
    case EventType::CardsLaidAside:
        if (e.chips <= 0) return {};
        // In the game's own words: a spare hand, a dummy, a stock.
        switch (static_cast<GameDescription::Aside>(w.aside)) {
        case GameDescription::Aside::SpareHand: return e.chips == 1 ? tr("1 card goes to the spare hand.") : tr("%1 cards go to the spare hand.").arg(e.chips);
        case GameDescription::Aside::Dummy: return e.chips == 1 ? tr("1 card goes to the dummy.") : tr("%1 cards go to the dummy.").arg(e.chips);
        case GameDescription::Aside::Stock: return e.chips == 1 ? tr("1 card is left in the stock.") : tr("%1 cards are left in the stock.").arg(e.chips);
        case GameDescription::Aside::LaidAside: break;
        }
        return e.chips == 1 ? tr("1 card is laid aside.") : tr("%1 cards are laid aside.").arg(e.chips);
    // A board of one pool (Ranter-Go-Round's) has "the pool", not a
    // division with a name: "puts 1 chip on Pool" read like a misprint.
    case EventType::AntePaid:
        if (w.pools == 1 && e.to == poolAccount(0)) return tr("%1 puts %2 into the pool.").arg(subject(e.from, w), chips(e.chips));
        return tr("%1 puts %2 on %3.").arg(subject(e.from, w), chips(e.chips), account(e.to, w));
    case EventType::PoolWon:
        if (w.pools == 1 && e.from == poolAccount(0)) return tr("%1 wins %2 from the pool.").arg(who, chips(e.chips));
        return tr("%1 wins %2 from %3.").arg(who, chips(e.chips), account(e.from, w));
    case EventType::PoolCarried:
        if (w.pools == 1)
            return e.chips == 1 ? tr("1 chip stays in the pool for the next deal.") : tr("%1 chips stay in the pool for the next deal.").arg(e.chips);
        return e.chips == 1 ? tr("1 chip stays on %1 for the next deal.").arg(pool(e.pool, w))
                            : tr("%1 chips stay on %2 for the next deal.").arg(e.chips).arg(pool(e.pool, w));
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
    case EventType::Showdown:
        // One card as in the play ("shows the Eight of spades"), several as a list.
        return e.cards.size() == 1 ? tr("%1 shows the %2.").arg(who, cardName(e.cards.first())) : tr("%1 shows: %2.").arg(who, cardList(e.cards));
    // The bets, or a pool of the board that takes them (Pochen's centre).
    case EventType::PotWon:
        // Where the bet lay needs no saying, and a name after "from" would
        // need its case in German ("aus den Einsätzen", never "aus die").
        if (static_cast<PotShare>(e.detail) == PotShare::Returned)
            return tr("%1 takes back %2: nobody matched the bet.").arg(who, chips(e.chips));
        return tr("%1 wins %2 from %3.").arg(who, chips(e.chips), account(e.from, w));
    case EventType::CardPlayed: return tr("%1 plays the %2.").arg(who, w.cardWords(e.card));
    case EventType::Stopped: {
        // Why, then who leads: where the stopper could not lead, from whom
        // the lead passed.
        const QString lead = e.seat < 0     ? tr("Nobody can lead, so the play is blocked.")
                             : e.detail > 0 ? tr("%1 cannot lead, so the lead passes to %2.").arg(w.seatName(e.detail - 1), who)
                                            : tr("%1 leads.").arg(who);
        return stopReason(e) + QLatin1Char(' ') + lead;
    }
    case EventType::Payment:
        return closeGap(tr("%1 pays %2 to %3 %4.").arg(subject(e.from, w), chips(e.chips), account(e.to, w), reason(e)));
    case EventType::DealOver:
        if (e.seat < 0) return tr("The deal is over.");
        switch (static_cast<DealEnd>(e.detail)) {
        case DealEnd::OutOfCards: break;
        case DealEnd::FewestCards: return tr("%1 holds the fewest cards and wins the deal.").arg(who);
        case DealEnd::PopeTurnedUp: return tr("With Pope turned up, %1 wins the deal at once.").arg(who);
        }
        return tr("%1 is out of cards and wins the deal.").arg(who);
    case EventType::MatchOver:
        // Why, so that a match that ends after one deal does not puzzle.
        switch (static_cast<MatchEnd>(e.detail)) {
        case MatchEnd::DealsPlayed: return tr("The match is over: its last deal has been played.");
        case MatchEnd::CannotPay: return tr("The match is over: %1 has too few chips to play another deal.").arg(who);
        case MatchEnd::OneLeft:
            // Or none: everyone out of chips at once.
            if (e.seats) return tr("The match is over: only %1 is left in the game.").arg(w.seatName(std::countr_zero(e.seats)));
            return tr("The match is over: nobody has any chips left.");
        case MatchEnd::Unsaid: break;
        }
        return tr("The match is over.");
    case EventType::Staked: return tr("%1 stakes %2 on %3.").arg(who, chips(e.chips), account(e.to, w));
    case EventType::Declared: return tr("%1 declares %2 with %3.").arg(who, w.poolName(e.pool), cardList(e.cards));
    case EventType::Exchanged:
        // With whom: the next player (Ranter-Go-Round), or the cards dealt
        // to nobody (the stock's top card, Michigan's dummy).
        if (e.seats) return tr("%1 exchanges cards with %2.").arg(who, w.seatName(std::countr_zero(e.seats)));
        switch (static_cast<GameDescription::Aside>(w.aside)) {
        case GameDescription::Aside::Stock: return tr("%1 exchanges their card for the top card of the stock.").arg(who);
        case GameDescription::Aside::Dummy: return tr("%1 exchanges their hand for the dummy, unseen.").arg(who);
        case GameDescription::Aside::SpareHand:
        case GameDescription::Aside::LaidAside: break;
        }
        return tr("%1 exchanges.").arg(who);
    case EventType::Kept: return tr("%1 keeps.").arg(who);
    case EventType::LifeLost:
        if (e.chips == 0) return tr("%1 loses their last life.").arg(who);
        return e.chips == 1 ? tr("%1 loses a life; 1 life left.").arg(who) : tr("%1 loses a life; %2 lives left.").arg(who).arg(e.chips);
    case EventType::SeatOut: return tr("%1 is out of the game.").arg(who);
    case EventType::Excused:
        // Pope unplayed, said by its name ("the Nine of diamonds, Pope,"),
        // which is why it excuses.
        //: Only ever Pope: "Anna still holds the Nine of diamonds, Pope, and so pays nothing ..."
        return tr("%1 still holds the %2, and so pays nothing for the cards left in hand.").arg(who, w.cardWords(e.card));
    }
    return {};
}

QStringList describeEvents(const EventLog& given, const EventWords& w) {
    const EventLog events = inTellingOrder(given);
    QStringList lines;
    for (std::size_t i = 0; i < events.size();) {
        const Event& e = events[i];
        std::size_t j = i + 1;
        if (e.type == EventType::Payment) {
            // Of one kind, and all to one player or all from one, each other
            // player named once: the payments for two Kings played one after
            // the other (as the deal's summary lists them) are two lines.
            auto alike = [&](std::size_t k) { return events[k].type == EventType::Payment && paymentKind(events[k]) == paymentKind(e); };
            auto extent = [&](auto one, auto other) {
                QSet<AccountId> named{other(e)};
                std::size_t k = j;
                while (k < events.size() && alike(k) && one(events[k]) == one(e) && !named.contains(other(events[k]))) named.insert(other(events[k++]));
                return k;
            };
            auto from = [](const Event& x) { return x.from; };
            auto toward = [](const Event& x) { return x.to; };
            const std::size_t to = extent(toward, from);
            const std::size_t fromOne = extent(from, toward);
            j = std::max(to, fromOne);
            if (j - i >= 2) {
                lines << payments(events, i, j, w);
                i = j;
                continue;
            }
        }
        if (e.type == EventType::PotWon) {
            // The layers of one pot won by one player: one sum (and one for
            // their own bet given back).
            Event sum = e;
            while (j < events.size() && events[j].type == EventType::PotWon && events[j].seat == e.seat && events[j].from == e.from
                   && events[j].detail == e.detail)
                sum.chips += events[j++].chips;
            lines << describeEvent(sum, w);
            i = j;
            continue;
        }
        if (e.type == EventType::DealOver && static_cast<DealEnd>(e.detail) == DealEnd::FewestCards) {
            // Winners tied on the fewest cards share the win.
            QStringList who{w.seatName(e.seat)};
            for (; j < events.size() && events[j].type == EventType::DealOver && events[j].detail == e.detail; ++j)
                who << w.seatName(events[j].seat);
            if (j - i >= 2) {
                lines << tr("%1 hold the fewest cards and share the win.").arg(names(who));
                i = j;
                continue;
            }
        }
        if (e.type == EventType::Passed) {
            QStringList who{w.seatName(e.seat)};
            for (EventLog line{e}; j < events.size() && continuesLine(line, events[j]); line.push_back(events[j++]))
                who << w.seatName(events[j].seat);
            if (j - i >= 2) {
                lines << tr("%1 pass.").arg(names(who));
                i = j;
                continue;
            }
        }
        if (e.type == EventType::Staked) {
            // A player's stakes, one chip at a time, make one line.
            while (j < events.size() && continuesLine(EventLog{e}, events[j])) ++j;
            if (j - i >= 2) {
                lines << stakes(events, i, j, w);
                i = j;
                continue;
            }
        }
        if (e.type == EventType::AntePaid || e.type == EventType::PoolCarried) {
            while (j < events.size() && events[j].type == e.type && (e.type != EventType::AntePaid || events[j].seat == e.seat)) ++j;
        }
        if (e.type == EventType::AntePaid) {
            // Players paying the same antes one after another make one line.
            QStringList payers{subject(e.from, w)};
            std::size_t next = j;
            while (e.from != kBankAccount && sameAntes(events, i, j, next, payers.size())) {
                payers << w.seatName(events[next].seat);
                next += j - i;
            }
            lines << (payers.size() == 1 && j - i == 1 ? describeEvent(e, w) : antes(events, i, j, w, payers));
            i = next;
            continue;
        }
        if (j - i < 2) {
            if (const QString line = describeEvent(e, w); !line.isEmpty()) lines << line;
            i = j;
            continue;
        }
        QStringList where;
        for (std::size_t k = i; k < j; ++k) where << tr("%1 on %2").arg(events[k].chips).arg(pool(events[k].pool, w));
        lines << tr("Left on the board for the next deal: %1.").arg(where.join(QStringLiteral(", ")));
        i = j;
    }
    return lines;
}

} // namespace poch::app
