// The lines of several events: payments of one kind, a player's stakes,
// antes paid alike, passes in turn and winners tied on the fewest cards
// each make one line; the rest are said one event a line (event_text.cpp).
#include "elision.h"
#include "event_phrases.h"
#include "event_steps.h"
#include "event_text.h"
#include "game_description.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace poch::app {

namespace {
// Words said outside a class: lupdate files them under the namespace.
QString tr(const char* text, const char* which = nullptr) { return QCoreApplication::translate("poch::app", text, which); }

QString chips(int n) { return chipsInWords(n); }

// The kind a payment is said with among others: the cards left in hand,
// paid double or not, are one line.
std::uint8_t paymentKind(const Event& e) {
    const auto why = static_cast<PaymentReason>(e.detail);
    return static_cast<std::uint8_t>(why == PaymentReason::CardsLeftSpinKept ? PaymentReason::CardsLeft : why);
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
        const QString name = accountWords(toOne ? e.from : e.to, w);
        // Those paid, each as the language names them in a list after one
        // preposition: French repeats it ("paie 4 jetons chacun à Clara et
        // à Bertram"), English and German do not.
        who << (toOne ? name : tr("%1", "one of those paid in '%1 pays %2 each to %3'").arg(name));
        each << (doubled ? tr("%1 %2 (double: never played Spin)") : tr("%1 %2")).arg(name).arg(e.chips);
    }
    Event kind = first;
    kind.detail = paymentKind(first);
    const QString why = paymentReasonWords(kind);
    if (toOne) {
        if (even) return closeGap(tr("%1 each pay %2 %3 %4.").arg(nameList(who), accountWords(first.to, w), chips(first.chips), why));
        return closeGap(tr("%1 is paid %2 %3: %4.").arg(accountSubject(first.to, w), chips(total), why, each.join(QStringLiteral(", "))));
    }
    if (even) return closeGap(tr("%1 pays %2 each to %3 %4.").arg(accountSubject(first.from, w), chips(first.chips), nameList(who), why));
    return closeGap(tr("%1 pays %2 %3: %4.").arg(accountSubject(first.from, w), chips(total), why, each.join(QStringLiteral(", "))));
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
    if (order.size() == 1) return tr("%1 stakes %2 on %3.").arg(w.seatName(events[from].seat), chips(total), accountWords(order.front(), w));
    QStringList where;
    for (AccountId a : order) where << tr("%1 on %2").arg(on[a]).arg(accountWords(a, w));
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
        if (b.type != EventType::AntePaid || b.seat != events[at].seat || b.seat < 0 || b.to != a.to || b.chips != a.chips || b.detail != a.detail)
            return false;
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
        where << tr("%1 on %2").arg(events[k].chips).arg(accountWords(events[k].to, w));
    }
    const int missed = w.pools == 0 ? 0 : w.pools - static_cast<int>(to - from);
    const bool cards = w.poolCards;
    int without = -1;
    if (missed == 1)
        for (int pool = 0; pool < w.pools && without < 0; ++pool) {
            bool paid = false;
            for (std::size_t k = from; k < to; ++k) paid |= events[k].to == poolAccount(pool);
            if (!paid) without = pool;
        }
    const bool bank = e.from == kBankAccount;
    // Pope Joan's board is dressed, as its sources say, each share named.
    if (w.game && w.game->payIn == GameDescription::PayIn::DressedBoard && !bank) {
        if (to - from == 1)
            return payers.size() > 1 ? tr("%1 each dress the board with %2 on %3.").arg(nameList(payers), chips(e.chips), accountWords(e.to, w))
                                     : tr("%1 dresses the board with %2 on %3.").arg(payers.front(), chips(e.chips), accountWords(e.to, w));
        return payers.size() > 1 ? tr("%1 each dress the board with %2: %3.").arg(nameList(payers), chips(total), where.join(QStringLiteral(", ")))
                                 : tr("%1 dresses the board with %2: %3.").arg(payers.front(), chips(total), where.join(QStringLiteral(", ")));
    }
    if (payers.size() > 1) {
        const QString who = nameList(payers);
        if (to - from == 1) {
            if (w.pools == 1 && e.to == poolAccount(0)) return tr("%1 each put %2 into the pool.").arg(who, chips(e.chips));
            return tr("%1 each put %2 on %3.").arg(who, chips(e.chips), accountWords(e.to, w));
        }
        // Saratoga's pools are its boodle cards: 'into the pools' named
        // something its lesson and board never call so (a tester).
        if (even && missed == 0 && cards) return tr("%1 each put %2 on the cards laid out, %3 on each.").arg(who, chips(total), chips(e.chips));
        if (even && missed == 0) return tr("%1 each pay %2 into the pools, %3 on each.").arg(who, chips(total), chips(e.chips));
        if (even && without >= 0) return tr("%1 each pay %2 into the pools, %3 on each but %4.").arg(who, chips(total), chips(e.chips), poolWords(without, w));
        return tr("%1 each pay %2 into the pools: %3.").arg(who, chips(total), where.join(QStringLiteral(", ")));
    }
    if (even && missed == 0 && !bank && cards) return tr("%1 puts %2 on the cards laid out, %3 on each.").arg(payers.front(), chips(total), chips(e.chips));
    if (even && missed == 0 && !bank) return tr("%1 pays %2 into the pools, %3 on each.").arg(payers.front(), chips(total), chips(e.chips));
    // The nine bowls' banker fills every bowl but the Pinke, which holds
    // the bets.
    if (even && without >= 0)
        return bank ? tr("The bank puts %1 into the bowls, %2 in each but %3.").arg(chips(total), chips(e.chips), poolWords(without, w))
                    : tr("%1 pays %2 into the pools, %3 on each but %4.").arg(payers.front(), chips(total), chips(e.chips), poolWords(without, w));
    return tr("%1 pays %2 into the pools: %3.").arg(payers.front(), chips(total), where.join(QStringLiteral(", ")));
}
} // namespace

QStringList describeEvents(const EventLog& given, const EventWords& w) {
    const EventLog events = inTellingOrder(asTheTableKnowsIt(given, w));
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
            // their own bet given back), the pool's own chips with it where
            // the bets lie in a pool (inTellingOrder tells them together).
            Event sum = e;
            while (j < events.size() && sameWin(e, events[j])) sum.chips += events[j++].chips;
            lines << describeEvent(sum, w);
            i = j;
            continue;
        }
        const bool tiedWinner = e.type == EventType::DealOver && static_cast<DealEnd>(e.detail) == DealEnd::FewestCards;
        if (e.type == EventType::Passed || tiedWinner) {
            // Players passing in turn, or winners tied on the fewest cards,
            // named in one line.
            QStringList who{w.seatName(e.seat)};
            for (EventLog line{e}; j < events.size() && continuesLine(line, events[j]); line.push_back(events[j++]))
                who << w.seatName(events[j].seat);
            // Everyone tied has nobody to pay them: no win to share.
            if (tiedWinner && who.size() == w.seats) {
                lines << tr("Everyone holds the same number of cards, so nobody wins the deal.");
                i = j;
                continue;
            }
            if (j - i >= 2) {
                const bool forced = !tiedWinner && static_cast<PassBecause>(e.detail) == PassBecause::NothingToBetOn;
                const bool inThePlay = !tiedWinner && static_cast<PassBecause>(e.detail) == PassBecause::NoHigherCard;
                lines << (tiedWinner   ? tr("%1 hold the fewest cards and share the win.")
                          : inThePlay   ? tr("%1 have no higher card, and pass.")
                          : w.passFolds ? (forced ? tr("%1 have no set to bet on, and are out of the betting.") : tr("%1 pass, and are out of the betting."))
                          : forced      ? tr("%1 have no set to bet on, and pass.")
                                        : tr("%1 pass."))
                             .arg(nameList(who));
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
            QStringList payers{accountSubject(e.from, w)};
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
        for (std::size_t k = i; k < j; ++k) where << tr("%1 on %2").arg(events[k].chips).arg(poolWords(events[k].pool, w));
        lines << tr("Left on the board for the next deal: %1.").arg(where.join(QStringLiteral(", ")));
        i = j;
    }
    for (QString& line : lines) line = elided(line);
    return lines;
}

} // namespace poch::app
