// The deal's summary: what each player paid in, then its lines as the log
// says them, except that the chips paid to a player for the runs they
// ended (Hoffmann's Poch) make one line for that player rather than one a
// run.
#include "event_text.h"
#include "game_description.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace poch::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }

bool paidForARun(const Event& e) {
    return e.type == EventType::Payment && static_cast<PaymentReason>(e.detail) == PaymentReason::RunEnded;
}

// What `seat` was paid for the runs it ended. A run's payments follow one
// another, each other player paying once: a new run begins where another
// event came between, or a player pays again (the summary leaves out the
// cards played between runs).
QString runsEnded(const EventLog& events, AccountId seat, const EventWords& w) {
    int runs = 0;
    int total = 0;
    QList<AccountId> order;
    QMap<AccountId, int> from;
    QSet<AccountId> paidThisRun;
    bool inRun = false;
    for (const Event& e : events) {
        if (!paidForARun(e) || e.to != seat) {
            inRun = false;
            continue;
        }
        if (!inRun || paidThisRun.contains(e.from)) {
            ++runs;
            paidThisRun.clear();
        }
        inRun = true;
        paidThisRun.insert(e.from);
        if (!from.contains(e.from)) order << e.from;
        from[e.from] += e.chips;
        total += e.chips;
    }
    QStringList each;
    for (AccountId payer : order) each << tr("%1 %2").arg(w.seatName(payer)).arg(from.value(payer));
    // English's singular apart, as the other counted words of the program.
    const QString line = runs == 1 ? QCoreApplication::translate("poch::app", "%1 is paid %2 for ending %n run: %3.", nullptr, runs)
                                   : QCoreApplication::translate("poch::app", "%1 is paid %2 for ending %n runs: %3.", nullptr, runs);
    return line.arg(w.seatName(seat), chipsInWords(total), each.join(QStringLiteral(", ")));
}
// "3 chips each" where every seat put in the same; else each seat's.
QString perSeat(const QMap<AccountId, int>& paid, const EventWords& w) {
    if (paid.size() > 1 && paid.size() == w.seats) {
        const QList<int> amounts = paid.values();
        if (std::all_of(amounts.begin(), amounts.end(), [&](int a) { return a == amounts.front(); }))
            return tr("%1 each").arg(chipsInWords(amounts.front()));
    }
    QStringList each;
    for (auto it = paid.begin(); it != paid.end(); ++it) each << tr("%1 %2").arg(w.seatName(it.key())).arg(it.value());
    return each.join(QStringLiteral(", "));
}
} // namespace

QStringList describePaidIn(const EventLog& events, const EventWords& words) {
    QMap<AccountId, int> antes, lives, stakes, bets;
    // The nine bowls' banker fills the bowls from the bank, not the seats:
    // the summary said nothing of those chips (a host).
    int fromBank = 0;
    const auto fromSeat = [](const Event& e) { return e.from >= 0 && e.from < kMaxSeats; };
    for (const Event& e : events) {
        // A chip for a life lost is no ante (Ranter-Go-Round's rounds after
        // the first have none).
        // Called as the game's rules call it: "Antes paid" stood under
        // Saratoga's and Ranter-Go-Round's rules of stakes (testers).
        const bool stake = words.game && words.game->payIn == GameDescription::PayIn::Stakes;
        if (e.type == EventType::AntePaid && fromSeat(e))
            (static_cast<AnteFor>(e.detail) == AnteFor::LifeLost ? lives : stake ? stakes : antes)[e.from] += e.chips;
        if (e.type == EventType::AntePaid && e.from == kBankAccount) fromBank += e.chips;
        if (e.type == EventType::Staked && fromSeat(e)) stakes[e.from] += e.chips;
        if (e.type == EventType::Bet && fromSeat(e)) bets[e.from] += e.chips;
    }
    // A bet nobody matched came back: it was never lost to the pot.
    for (const Event& e : events)
        if (e.type == EventType::PotWon && static_cast<PotShare>(e.detail) == PotShare::Returned && bets.contains(e.to)) bets[e.to] -= e.chips;
    for (auto it = bets.begin(); it != bets.end();) it = it.value() <= 0 ? bets.erase(it) : std::next(it);
    QStringList lines;
    if (fromBank > 0) lines << tr("The bank filled the bowls: %1.").arg(chipsInWords(fromBank));
    if (!antes.isEmpty())
        lines << (words.game && words.game->payIn == GameDescription::PayIn::DressedBoard ? tr("The board dressed: %1.") : tr("Antes paid: %1.")).arg(perSeat(antes, words));
    if (!lives.isEmpty()) lines << tr("Paid into the pool for lives lost: %1.").arg(perSeat(lives, words));
    if (!stakes.isEmpty()) lines << tr("Stakes placed: %1.").arg(perSeat(stakes, words));
    if (!bets.isEmpty()) lines << tr("Bets placed: %1.").arg(perSeat(bets, words));
    return lines;
}

QStringList describeDealSummary(const EventLog& events, const EventWords& words) {
    QStringList lines;
    EventLog between;
    QSet<AccountId> said;
    for (const Event& e : events) {
        if (!paidForARun(e)) {
            between.push_back(e);
            continue;
        }
        if (said.contains(e.to)) continue;
        said.insert(e.to);
        lines << describeEvents(between, words) << runsEnded(events, e.to, words);
        between.clear();
    }
    return lines << describeEvents(between, words);
}

} // namespace poch::app
