// What happened, for the app to animate and log and for records to show.
// Events carry ids and numbers, never text; every chip that moves is an
// event with a source and a destination account, so the events of a deal
// add up to the change in the accounts.
#pragma once

#include "poch/card_set.h"
#include "poch/chip_accounts.h"

#include <cstdint>
#include <vector>

namespace poch {

enum class EventType : std::uint8_t {
    DealStarted,   // seat = dealer
    CardsDealt,    // seat, cards
    CardTurned,    // card; seat = the player it belongs to, or -1
    CardsLaidAside,// cards left undealt (count only is public)
    AntePaid,      // from seat to pool; detail = what for (AnteFor)
    PoolWon,       // from pool to seat; detail = how (PoolWonBy), card = the card turned up if by it
    PoolCarried,   // pool, chips staying for the next deal
    Bet,           // from seat to bets; detail = BetKind
    Passed,        // seat declined to bet (nobody has bet yet), or to play on a run (the nine bowls);
                   // detail = why (PassBecause)
    Dropped,       // seat left the betting, losing what it put in; detail = why (PassBecause)
    Showdown,      // seat shows cards; detail = combination size
    PotWon,        // from bets to seat; detail = PotShare
    CardPlayed,    // seat, card
    Stopped,       // seat = who leads again, or -1 where nobody can (play is blocked);
                   // stop = why (StopCause), card = the card it names;
                   // detail = 1 + the seat that could not lead, where the lead passed on
    Payment,       // from seat to seat (the card paid for, where there is one: a King in Spin)
    DealOver,      // seat = winner of the deal's play; detail = how it was won (DealEnd)
    MatchOver,     // seats = mask of winners; detail = MatchEnd; for CannotPay, cannotPay = all who
                   // cannot pay for another deal and seat = the first of them
    Staked,        // from seat to pool, chosen by the player
    Declared,      // seat shows cards for a pool (Spin's Matrimony, Intrigue)
    Exchanged,     // seat passed its card on; seats = who received it
    Kept,          // seat kept its card; detail = why, where it did not choose to (KeptBecause);
                   // seats = who refused the exchange
    LifeLost,      // seat; chips = lives left; detail = why (LifeLoss); seats = who shared the lowest card
    SeatOut,       // seat has left the match
    Excused,       // seat is let off a payment; detail = which (Excuse)
    TieBroken,     // seat's hand beat the equal sets shown by seats; detail = how (TieBreak),
                   // card = the card that decided, where one did
};

// Why a player in Ranter-Go-Round kept their card without choosing to (a
// Kept's detail), so that the log says it: it was chosen; the neighbour
// asked refused the exchange with a King (the event's seats); the stock's
// top was a King, which stays there; or the player showed a King when
// asked, and has no turn this round (the log had said "Dietrich keeps.",
// as if it were a turn taken).
enum class KeptBecause : std::uint8_t { Chosen, KingRefused, KingOnStock, ShowedKing };

// How a pool was won (a PoolWon's detail): by a card held or played, or
// by the dealer for the card turned up (the event's card), which the log
// must say: "Bertram wins 3 chips from the Jack" puzzled a player who saw
// no Jack in Bertram's hand; or by going out first (Pope Joan's and
// Spin's Game, modern Poch's centre pot), which is part of settling the
// deal, where a card's pool is what that card brought (the log tells the
// one after the deal's winner, the other before).
enum class PoolWonBy : std::uint8_t { Card, TurnedUp, GoingOut };

// Why a player passed or dropped (a Passed's or Dropped's detail): by
// choice, or because their hand holds nothing they may bet on (modern
// Poch's betting asks for a pair at least), so that the log does not make
// a pass the player never chose look like their choice; or, in the play
// of the cards, because they hold no higher card of the run's suit (the
// nine bowls, where a player who can play must): a pass there is no
// pass in the betting, which may take a player out of it.
enum class PassBecause : std::uint8_t { Chosen, NothingToBetOn, NoHigherCard };

// What a chip paid into a pool is for (an AntePaid's detail): taking part
// in the deal (an ante, a stake on the board, the board dressed), or a life
// lost (Ranter-Go-Round's chips for a life), which the deal's summary must
// not call an ante.
enum class AnteFor : std::uint8_t { Deal, LifeLost };

// Why a run stopped (a Stopped event's `stop`), so that the log can teach
// it: the card that would have come next (the event's card) is in no hand
// (laid aside, in the spare hand, out of the pack), was played earlier in
// the deal ("nobody has the Nine" would puzzle a player who saw it
// played), or is the card turned up for the pay suit, in sight on the
// table; or no card can come next: the event's card tops its suit, Spin
// went down with it, or nobody could play higher than it. Where the card
// is known to be in no hand because the game takes it out of the pack
// (Pope Joan's Eight of diamonds, Spin's Two of hearts and Eight of
// diamonds, the sevens game's sevens), or lays it
// face up as a pool card (the sevens game's), the stop says so: "nobody
// has it" would leave a newcomer looking for it.
enum class StopCause : std::uint8_t { InNoHand, Played, TurnedUp, TopOfSuit, Spin, NobodyHigher, OutOfPack, PoolCard };

// Whether a stop names the card that would have come next (the cause is
// that card's whereabouts), rather than the run's last card.
constexpr bool namesMissingCard(StopCause why) {
    return why == StopCause::InNoHand || why == StopCause::Played || why == StopCause::TurnedUp || why == StopCause::OutOfPack
           || why == StopCause::PoolCard;
}

enum class BetKind : std::uint8_t { Open, Call, Raise, AllIn };

// How the best hand at a showdown beat others showing the same set or the
// same best card (a TieBroken's detail): its set holds the card of the
// suit turned up (the event's card); by the Skat order of the suits,
// clubs highest (the event's card is the winner's, of that order's higher
// suit); or by the other cards, compared highest first.
enum class TieBreak : std::uint8_t { TurnedUpSuit, SuitOrder, OtherCards };

// What a share of the bets won is (a PotWon's detail): chips the others put
// in, or the winner's own bet that nobody matched, given back (a bet that
// everyone else passed, or the part of a raise above an all-in call).
enum class PotShare : std::uint8_t { Won, Returned };

// Why one player pays another (a Payment's detail), so that a log can say
// it: a chip for each card left in the hand when someone goes out, Le
// Poque's penalty on the most cards, Hoffmann's chip to whoever ends a run,
// the Pope's holder paid for the cards in the other hands, Spin and a King
// in Spin paid for by everyone, the deal's winner paid a chip by each
// other player (Newmarket), and the cards left in the hand of whoever
// never played Spin, paid double (Spin): said apart, so that the log can
// say why that player pays twice the cards they hold.
enum class PaymentReason : std::uint8_t { Unsaid, CardsLeft, MostCards, RunEnded, Pope, Spin, King, DealWon, CardsLeftSpinKept };

// Why a match ended (a MatchOver's detail), so that the table can say it
// rather than leave a newcomer wondering why the game stopped: the agreed
// number of deals has been played, a player (the event's seat) has too few
// chips to take part in the next deal, or one player alone is left in the
// match (with chips, or with lives in Ranter-Go-Round).
enum class MatchEnd : std::uint8_t { Unsaid, DealsPlayed, CannotPay, OneLeft };

// What a seat is let off, and why (an Excused event's detail): the cards
// left in its hand, because it holds the event's card (Pope Joan: Pope
// unplayed); or its stake on the event's pool, because it won the last
// deal (Spin's Game); or what it still owed for the cards left in its hand
// (the event's chips), because it had no chips left to pay it with; or, for
// the same reason, what it owed the player who ended a run (Hoffmann's
// Poch), or a player with fewer cards for holding the most (Le Poque);
// the event's seats name the player owed.
enum class Excuse : std::uint8_t { CardsLeft, StakeAsLastWinner, ShortOfChips, ShortOfChipsForRun, ShortOfChipsForMostCards };

// How a deal's play was won (a DealOver's detail), so that a log says it
// truly: the winner played their last card; play blocked and the winner
// holds the fewest cards (Newmarket; winners tied on fewest each have a
// DealOver); or the dealer turned up Pope, which wins at once (Pope Joan,
// with that option). A Ranter-Go-Round round has a loser, not a winner
// (seat -1); one that does not count, because everyone left shared the
// lowest card on their last life (ties-all-lose), says so (NobodyLoses).
enum class DealEnd : std::uint8_t { OutOfCards, FewestCards, PopeTurnedUp, NobodyLoses };

// Why a player loses a life (a LifeLost's detail), so that a log says it
// rather than leave a newcomer to work it out from the cards shown: they
// alone showed the lowest card; they shared it and showed theirs last
// (Cassell's tie rule); they shared it, and all who did lose (the option
// ties-all-lose); or, dealing, they turned up a King from the stock (the
// option dealer-king-loses). Where the lowest card was shared, the event's
// seats are all who shared it.
enum class LifeLoss : std::uint8_t { LowestCard, LastOfLowest, LowestShared, KingDrawn };

struct Event {
    EventType type = EventType::DealStarted;
    std::int8_t seat = -1;
    AccountId from = -1;
    AccountId to = -1;
    std::int8_t pool = -1;
    std::uint8_t detail = 0;
    std::uint8_t seats = 0;
    Card card;
    std::int32_t chips = 0;
    CardSet cards;
    StopCause stop = StopCause::InNoHand; // a Stopped event's cause
    // A Bet's: the bettor's whole bet once it is made, so that a log can
    // say what a raise reached ("raises to 40 chips") as the table shows it.
    std::int32_t total = 0;
    // A Bet's: whether it put in the bettor's last chip, as a raise or a
    // match may (BetKind::AllIn is the bet that falls short of the others').
    bool allIn = false;
    // A MatchOver's, where the match ended for want of chips: every seat
    // that cannot pay to take part in another deal, so that the table
    // names them all, not the first alone.
    std::uint8_t cannotPay = 0;
    // A CardPlayed's, in a match: the card was the only legal action, played
    // because the rules left nothing else (the run's next card held), so
    // that a log can say a person's card went without their choosing it.
    bool forced = false;

    static Event of(EventType type, int seat = -1) {
        Event e;
        e.type = type;
        e.seat = static_cast<std::int8_t>(seat);
        return e;
    }

    bool operator==(const Event&) const = default;
    bool movesChips() const { return from >= 0 && to >= 0 && chips != 0; }
};

using EventLog = std::vector<Event>;

// Whether a step's events end a deal (its play, or the whole deal at once).
inline bool endsDeal(const EventLog& events) {
    for (const Event& e : events)
        if (e.type == EventType::DealOver) return true;
    return false;
}

const char* eventTypeId(EventType type);
const char* betKindId(BetKind kind);

} // namespace poch
