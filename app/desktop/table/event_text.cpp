#include "event_text.h"

#include "event_phrases.h"

#include "game_description.h"

#include "rule_texts.h"
#include "spoken_names.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <bit>

namespace poch::app {

namespace {
// Words said outside a class: lupdate files them under the namespace.
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }

QString cardName(Card c) { return texts::cardName(c); }

// Cards shown, each as a sentence names it: German declines the Jack
// ("zeigt Kreuz-Buben, Herz-Buben", where it read "Kreuz-Bube"), as it
// does a card played.
QString cardList(CardSet cards) {
    QStringList names;
    for (Card c : cards) names << texts::cardInSentence(c);
    return names.join(QStringLiteral(", "));
}

QString chips(int n) { return chipsInWords(n); }

// Why a run stopped, naming the card: the one that would have come next,
// or the run's last where no card could.
QString stopReason(const Event& e) {
    const QString card = e.card.valid() ? cardName(e.card) : QString();
    // Where the card is an object, with its article and case (German
    // "Niemand hat Kreuz-Buben"); as the subject, its bare name.
    const QString object = e.card.valid() ? texts::cardInSentence(e.card) : QString();
    switch (e.stop) {
    case StopCause::InNoHand: return tr("Stop: nobody has %1.").arg(object);
    case StopCause::Played: return tr("Stop: the %1 has been played.").arg(card);
    case StopCause::TurnedUp: return tr("Stop: the %1 is turned up.").arg(card);
    case StopCause::OutOfPack: return tr("Stop: the %1 is out of the pack.").arg(card);
    case StopCause::PoolCard: return tr("Stop: the %1 lies on the table as a pool card.").arg(card);
    case StopCause::TopOfSuit: return tr("Stop: nothing comes after %1.").arg(object);
    case StopCause::Spin: return tr("Stop: Spin was played with %1.").arg(object);
    case StopCause::NobodyHigher: return tr("Stop: nobody plays higher than the %1.").arg(card);
    }
    return {};
}

// Where a stopper may not lead, the lead passes on, and a newcomer is to
// learn why: every card they held is of the suit that stopped (or of its
// colour, in Michigan's house rule), which the stop's cards name.
QString passedLead(const Event& e, const QString& stopper, const QString& next) {
    int suits = 0;
    for (int s = 0; s < kSuitCount; ++s) suits += !(e.cards & CardSet::ofSuit(static_cast<Suit>(s))).empty();
    if (suits == 1) return tr("%1 holds only cards of that suit, so the lead passes to %2.").arg(stopper, next);
    if (suits == 2) return tr("%1 has no card of the other colour to lead, so the lead passes to %2.").arg(stopper, next);
    return tr("%1 cannot lead, so the lead passes to %2.").arg(stopper, next);
}
} // namespace

// As a screen reader says them, counted in each language's forms (French
// "0 jeton"; "0 jetons" was wrong).
QString chipsInWords(int n) { return SpokenNames::chips(n); }

QString accountWords(AccountId id, const EventWords& w) {
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

QString poolWords(int index, const EventWords& w) { return accountWords(poolAccount(index), w); }

QString accountSubject(AccountId id, const EventWords& w) {
    if (id == kBetsAccount) return tr("The bets");
    if (id == kBankAccount) return tr("The bank");
    return accountWords(id, w);
}

QString paymentReasonWords(const Event& e) {
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

QString nameList(const QStringList& names) { return QLocale().createSeparatedList(names); }

// A payment whose reason goes unsaid leaves a gap in its sentence ("Anna
// pays 2 chips to Bertram ."): the gap is closed, and nothing else is
// touched. QString::simplified would also turn French's no-break space
// before a colon into an ordinary space, which the closing then removed.
QString closeGap(QString line) {
    static const QRegularExpression gap(QStringLiteral(" (?=[ .:\\x{00a0}])"));
    return line.replace(gap, QString()).trimmed();
}

void EventWords::setGame(const GameDescription& description, const State& state) {
    aside = static_cast<int>(description.asideFor(state.rules().options()));
    seats = state.seats();
    game = &description;
    // What the engine says of the game's board.
    pools = static_cast<int>(state.rules().info().pools.size());
    poolCards = state.rules().poolsAreCards();
    passFolds = state.rules().passFolds();
}

QString EventWords::cardWords(Card c) const { return game ? game->cardWords(c) : cardName(c); }
// With the article each language gives the card's rank (German "spielt
// Karo-Buben", French "joue la Dame de cœur").
QString EventWords::cardInSentence(Card c) const { return texts::cardInSentence(c, cardWords(c)); }

namespace {
// A pass the player could not help, told as one where the table knows it.
bool forcedInSight(const Event& e, const EventWords& w) {
    return static_cast<PassBecause>(e.detail) == PassBecause::NothingToBetOn && w.passSaysWhy && w.passSaysWhy(e.seat);
}
} // namespace

EventLog asTheTableKnowsIt(const EventLog& events, const EventWords& words) {
    EventLog told = events;
    for (Event& e : told)
        if ((e.type == EventType::Passed || e.type == EventType::Dropped) && static_cast<PassBecause>(e.detail) == PassBecause::NothingToBetOn
            && !forcedInSight(e, words))
            e.detail = static_cast<std::uint8_t>(PassBecause::Chosen);
    return told;
}

QString describeEvent(const Event& e, const EventWords& w) {
    const QString who = e.seat >= 0 ? w.seatName(e.seat) : QString();
    switch (e.type) {
    case EventType::DealStarted: return tr("— %1 deals —").arg(who);
    case EventType::CardsDealt: return {};
    case EventType::CardTurned:
        return e.seat >= 0 ? tr("%1 shows %2.").arg(who, texts::cardInSentence(e.card)) : tr("The %1 is turned up.").arg(cardName(e.card));
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
        if (static_cast<AnteFor>(e.detail) == AnteFor::LifeLost)
            return tr("%1 puts %2 into the pool for the life lost.").arg(accountSubject(e.from, w), chips(e.chips));
        if (w.pools == 1 && e.to == poolAccount(0)) return tr("%1 puts %2 into the pool.").arg(accountSubject(e.from, w), chips(e.chips));
        // Pope Joan's board is dressed (as in antes(), event_lines.cpp).
        if (w.game && w.game->payIn == GameDescription::PayIn::DressedBoard && e.from != kBankAccount)
            return tr("%1 dresses the board with %2 on %3.").arg(accountSubject(e.from, w), chips(e.chips), accountWords(e.to, w));
        return tr("%1 puts %2 on %3.").arg(accountSubject(e.from, w), chips(e.chips), accountWords(e.to, w));
    case EventType::PoolWon:
        // An empty bowl won by its card ("wins 0 chips from the Jack").
        if (e.chips == 0) {
            if (w.pools == 1 && e.from == poolAccount(0)) return tr("%1 wins nothing from the pool: it is empty.").arg(who);
            return tr("%1 wins nothing from %2: it is empty.").arg(who, accountWords(e.from, w));
        }
        if (w.pools == 1 && e.from == poolAccount(0)) return tr("%1 wins %2 from the pool.").arg(who, chips(e.chips));
        // The dealer's for the card turned up: the card is in nobody's hand.
        if (static_cast<PoolWonBy>(e.detail) == PoolWonBy::TurnedUp)
            return tr("As the dealer, %1 wins %2 from %3 for the card turned up.").arg(who, chips(e.chips), accountWords(e.from, w));
        return tr("%1 wins %2 from %3.").arg(who, chips(e.chips), accountWords(e.from, w));
    case EventType::PoolCarried:
        if (w.pools == 1)
            return e.chips == 1 ? tr("1 chip stays in the pool for the next deal.") : tr("%1 chips stay in the pool for the next deal.").arg(e.chips);
        return e.chips == 1 ? tr("1 chip stays on %1 for the next deal.").arg(poolWords(e.pool, w))
                            : tr("%1 chips stay on %2 for the next deal.").arg(e.chips).arg(poolWords(e.pool, w));
    case EventType::Bet:
        switch (static_cast<BetKind>(e.detail)) {
        // A bet of the last chip says so, as the button that made it did
        // ("All in"): a raise war read as if the raiser could go on.
        case BetKind::Open:
            if (e.allIn) return tr("%1 goes all in, betting %2.").arg(who, chips(e.chips));
            return tr("%1 bets %2.").arg(who, chips(e.chips));
        case BetKind::Call:
            if (e.allIn) return tr("%1 goes all in, matching with %2.").arg(who, chips(e.chips));
            // Where they had bet before, the bet matched and what it cost:
            // "matches with 2 chips" after a raise to 4 read as a bet of 2.
            if (e.total > e.chips) return tr("%1 matches the bet of %2, putting in %3.").arg(who, chips(e.total)).arg(e.chips);
            return tr("%1 matches with %2.").arg(who, chips(e.chips));
        // What the bet now is, as the bettor's place shows it; what it
        // cost them, as every bet says, where that is not the whole bet.
        case BetKind::Raise:
            if (e.allIn) return tr("%1 goes all in, raising the bet to %2.").arg(who, chips(e.total));
            if (e.total == e.chips) return tr("%1 raises to %2.").arg(who, chips(e.total));
            return tr("%1 raises to %2, putting in %3.").arg(who, chips(e.total)).arg(e.chips);
        case BetKind::AllIn: return tr("%1 goes all in with %2.").arg(who, chips(e.chips));
        }
        return {};
    // A pass the player could not help is said to be one: "Papa passes"
    // for a hand with no set to bet on read as Papa's choice.
    // Where a pass takes the player out of the betting, it is said to: a
    // newcomer passed, and waited to be asked about the bet that came.
    case EventType::Passed:
        // Everyone knows why: a player who can play must.
        if (static_cast<PassBecause>(e.detail) == PassBecause::NoHigherCard) return tr("%1 has no higher card, and passes.").arg(who);
        if (w.passFolds)
            return (forcedInSight(e, w) ? tr("%1 has no set to bet on, and is out of the betting.") : tr("%1 passes, and is out of the betting.")).arg(who);
        if (forcedInSight(e, w)) return tr("%1 has no set to bet on, and passes.").arg(who);
        return tr("%1 passes.").arg(who);
    case EventType::Dropped:
        if (forcedInSight(e, w)) return tr("%1 has no set to bet on, and drops.").arg(who);
        return tr("%1 drops.").arg(who);
    case EventType::Showdown:
        // One card as in the play ("shows the eight of spades"), several as a list.
        return e.cards.size() == 1 ? tr("%1 shows %2.").arg(who, texts::cardInSentence(e.cards.first())) : tr("%1 shows: %2.").arg(who, cardList(e.cards));
    // The bets, or a pool of the board that takes them (Pochen's centre).
    case EventType::PotWon:
        // Where the bet lay needs no saying, and a name after "from" would
        // need its case in German ("aus den Einsätzen", never "aus die").
        if (static_cast<PotShare>(e.detail) == PotShare::Returned)
            // Nobody matched that much: an all in for less matched part
            // of the bet ("nobody matched the bet" was untrue of it).
            return tr("%1 takes back %2 that nobody matched.").arg(who, chips(e.chips));
        return tr("%1 wins %2 from %3.").arg(who, chips(e.chips), accountWords(e.from, w));
    case EventType::CardPlayed:
        if (e.forced && w.onlyCardSaid && w.onlyCardSaid(e.seat)) return tr("%1 has to play %2.").arg(who, w.cardInSentence(e.card));
        return tr("%1 plays %2.").arg(who, w.cardInSentence(e.card));
    case EventType::Stopped: {
        // Why, then who leads: where the stopper could not lead, from whom
        // the lead passed.
        const QString lead = e.seat < 0     ? tr("Nobody can lead, so the play is blocked.")
                             : e.detail > 0 ? passedLead(e, w.seatName(e.detail - 1), who)
                                            : tr("%1 leads.").arg(who);
        return stopReason(e) + QLatin1Char(' ') + lead;
    }
    case EventType::Payment:
        return closeGap(tr("%1 pays %2 to %3 %4.").arg(accountSubject(e.from, w), chips(e.chips), accountWords(e.to, w), paymentReasonWords(e)));
    case EventType::DealOver:
        if (static_cast<DealEnd>(e.detail) == DealEnd::NobodyLoses)
            return tr("Everyone left shares the lowest card on their last life, so the round does not count.");
        if (e.seat < 0) return tr("The deal is over.");
        switch (static_cast<DealEnd>(e.detail)) {
        case DealEnd::OutOfCards:
        case DealEnd::NobodyLoses: break;
        case DealEnd::FewestCards: return tr("%1 holds the fewest cards and wins the deal.").arg(who);
        case DealEnd::PopeTurnedUp: return tr("With Pope turned up, %1 wins the deal at once.").arg(who);
        }
        // In a Poch, going out wins the play of the cards only: "wins the
        // deal" beside another's win of the pot and the pools misled (a
        // tester).
        if (w.game && w.game->playIsAStage) return tr("%1 is out of cards and wins the play of the cards.").arg(who);
        return tr("%1 is out of cards and wins the deal.").arg(who);
    case EventType::MatchOver:
        // Why, so that a match that ends after one deal does not puzzle.
        switch (static_cast<MatchEnd>(e.detail)) {
        case MatchEnd::DealsPlayed: return tr("The match is over: its last deal has been played.");
        case MatchEnd::CannotPay:
            // Every player short, not the first alone: two with no chips
            // left, and one named, left the other's standing unexplained.
            if (std::popcount(static_cast<unsigned>(e.cannotPay)) > 1) {
                QStringList names;
                for (int s = 0; s < kMaxSeats; ++s)
                    if (e.cannotPay >> s & 1) names << w.seatName(s);
                return tr("The match is over: %1 have too few chips to play another deal.").arg(nameList(names));
            }
            return tr("The match is over: %1 has too few chips to play another deal.").arg(who);
        case MatchEnd::OneLeft:
            // Or none: everyone out of chips at once.
            if (e.seats) return tr("The match is over: only %1 is left in the game.").arg(w.seatName(std::countr_zero(e.seats)));
            return tr("The match is over: nobody has any chips left.");
        case MatchEnd::Unsaid: break;
        }
        return tr("The match is over.");
    case EventType::Staked: return tr("%1 stakes %2 on %3.").arg(who, chips(e.chips), accountWords(e.to, w));
    case EventType::Declared: {
        // "with the King of hearts and the Queen of hearts": German "mit
        // Karo-Buben und Karo-Dame" (it read "mit Karo-Bube, Karo-Dame").
        QStringList shown;
        for (Card c : e.cards) shown << texts::cardInSentence(c);
        return tr("%1 declares %2 with %3.").arg(who, w.poolName(e.pool), QLocale().createSeparatedList(shown));
    }
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
    case EventType::Kept: return keptWords(e, w);
    case EventType::LifeLost: return lifeLostWords(e, w);
    case EventType::SeatOut: return tr("%1 is out of the game.").arg(who);
    // Two pairs of Kings shown and the bets going to one of them puzzled a
    // newcomer who did not know the tie rule: it is said.
    case EventType::TieBroken: {
        // All who tied, the winner first.
        QStringList tied{who};
        for (int s = 0; s < kMaxSeats; ++s)
            if (e.seats >> s & 1) tied << w.seatName(s);
        switch (static_cast<TieBreak>(e.detail)) {
        case TieBreak::TurnedUpSuit:
            return tr("A tie between %1: %2 wins it with %3, of the suit turned up.").arg(nameList(tied), who, w.cardInSentence(e.card));
        case TieBreak::SuitOrder:
            return tr("A tie between %1: %2 wins it with %3, as clubs rank above spades, hearts and diamonds.")
                .arg(nameList(tied), who, w.cardInSentence(e.card));
        case TieBreak::OtherCards: break;
        }
        return tr("A tie between %1: %2 wins it on the other cards, compared highest first.").arg(nameList(tied), who);
    }
    case EventType::Excused:
        // Said, so that nobody wonders why a player paid nothing.
        if (static_cast<Excuse>(e.detail) == Excuse::StakeAsLastWinner)
            return tr("%1 won the last deal, and so pays nothing on %2.").arg(who, poolWords(e.pool, w));
        // English has no translation file, so its two forms are two texts.
        if (static_cast<Excuse>(e.detail) == Excuse::ShortOfChips)
            return (e.chips == 1 ? QCoreApplication::translate("poch::app", "%1 has no chips left: %n chip owed for the cards left in hand goes unpaid.", nullptr, e.chips)
                                 : QCoreApplication::translate("poch::app", "%1 has no chips left: %n chips owed for the cards left in hand go unpaid.", nullptr, e.chips))
                .arg(who);
        if (static_cast<Excuse>(e.detail) == Excuse::ShortOfChipsForRun) {
            const QString ender = w.seatName(std::countr_zero(static_cast<unsigned>(e.seats)));
            return (e.chips == 1 ? QCoreApplication::translate("poch::app", "%1 has no chips left: %n chip owed to %2 for ending the run goes unpaid.", nullptr, e.chips)
                                 : QCoreApplication::translate("poch::app", "%1 has no chips left: %n chips owed to %2 for ending the run go unpaid.", nullptr, e.chips))
                .arg(who, ender);
        }
        if (static_cast<Excuse>(e.detail) == Excuse::ShortOfChipsForMostCards) {
            const QString owed = w.seatName(std::countr_zero(static_cast<unsigned>(e.seats)));
            return (e.chips == 1 ? QCoreApplication::translate("poch::app", "%1 has no chips left: %n chip owed to %2 for holding the most cards goes unpaid.", nullptr, e.chips)
                                 : QCoreApplication::translate("poch::app", "%1 has no chips left: %n chips owed to %2 for holding the most cards go unpaid.", nullptr, e.chips))
                .arg(who, owed);
        }
        // Pope unplayed, said by its name ("the nine of diamonds, Pope,"),
        // which is why it excuses.
        //: Only ever Pope: "Anna still holds the nine of diamonds, Pope, and so pays nothing ..."
        return tr("%1 still holds %2, and so pays nothing for the cards left in hand.").arg(who, w.cardInSentence(e.card));
    }
    return {};
}

} // namespace poch::app
