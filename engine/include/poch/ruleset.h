// A ruleset: one game of the family with its options and number of seats,
// fixed for a whole match. It holds no match data; it reads and changes a
// Table. State is what callers use; the rules are behind it.
#pragma once

#include "poch/action_list.h"
#include "poch/deal_layout.h"
#include "poch/event.h"
#include "poch/options.h"
#include "poch/pack.h"
#include "poch/pochen_hand.h"
#include "poch/card_set.h"
#include "poch/table.h"

#include <span>
#include <string>
#include <vector>

namespace poch {

struct RulesetInfo {
    std::string id;        // as in game records
    std::string source;    // the seed text it follows, e.g. "004"
    int minSeats = 3;
    int maxSeats = 6;
    std::vector<std::string> pools; // board pool ids, in account order
    std::vector<OptionSpec> options;
    bool bets = false;     // has a betting pot
    bool bank = false;     // has a banker's bank
    // The first dealer is whoever draws the lowest card (the nine bowls'
    // banker), not a seat chosen at random; see dealer_draw.h.
    bool dealerByDraw = false;
    // What each player starts a match with, where the source says (the
    // nine bowls: ten); what the app offers first.
    std::int32_t startingChips = 50;
    // Chips move only when the match ends (Ranter-Go-Round's pool), so a
    // match, not a deal, is what a tournament scores.
    bool scoredByMatch = false;
    // Where the pools are playing cards laid out for the match (see
    // pool_cards.h), the set the game's usual table lays out; `pools`
    // holds their codes. Empty where the pools have names.
    CardSet customaryPoolCards;
    // The board pool that whoever wins the betting takes with the bets
    // (the Pocher, the Poch, the Poque), or -1.
    int betPool = -1;
};

// What an exchange offered now would swap: the card for the next
// player's (Ranter-Go-Round), for the top card of the stock (its dealer),
// or the whole hand for the dummy (Newmarket's dealer, the Michigan rule).
enum class ExchangeWith { NextPlayer, Stock, Dummy };

// A choice a seat made earlier in the deal, with the cards it held when it
// made it: what the computer opponents read the others' play from.
struct PastDecision {
    std::int8_t seat = -1;
    Action action;
    CardSet hand;
};

class Ruleset {
public:
    Ruleset(const RulesetInfo& info, Options options, int seats)
        : info_(info), options_(std::move(options)), seats_(seats) {}
    virtual ~Ruleset() = default;

    const RulesetInfo& info() const { return info_; }
    const Options& options() const { return options_; }
    int seats() const { return seats_; }

    virtual Pack pack() const = 0;
    virtual DealShape dealShape(int dealer) const = 0;
    // Deals a whole pack, top card first, exactly as the rules deal.
    virtual DealLayout dealFromDeck(std::span<const Card> deck, int dealer) const = 0;
    // The same for the deal due on a table, where seats out of the match get no cards.
    virtual DealShape dealShape(const Table& table) const { return dealShape(table.dealer); }
    virtual DealLayout dealFromDeck(const Table& table, std::span<const Card> deck) const { return dealFromDeck(deck, table.dealer); }

    // Starts the next deal on a table that awaits one, with antes, dealing
    // and whatever happens before the first decision.
    // Sets up a new match on a table that has its seats and chips.
    virtual void beginMatch(Table& table) const { (void)table; }
    // The lives each seat starts a match with, where the game counts lives
    // (Ranter-Go-Round); 0 where it does not.
    virtual int startingLives() const { return 0; }
    // The fewest chips a seat must start with to pay its way into a deal.
    virtual int minimumStake() const { return 0; }

    virtual void startDeal(Table& table, const DealLayout& layout, EventLog* events) const = 0;
    virtual void legalActions(const Table& table, ActionList& out) const = 0;
    // The action has been checked against legalActions.
    virtual void apply(Table& table, const Action& action, EventLog* events) const = 0;

    // What the seat to act would exchange with, where an exchange is offered.
    virtual ExchangeWith exchangeWith(const Table& table) const {
        (void)table;
        return ExchangeWith::NextPlayer;
    }
    // The player the seat to act would exchange with, where it is another
    // player's hand; -1 otherwise, or where the rules name nobody.
    virtual int exchangePartner(const Table& table) const {
        (void)table;
        return -1;
    }

    // Where the Ace stands in the runs of the play.
    virtual AcePosition aceInRuns() const { return AcePosition::High; }
    // Whether the play goes up its suit card by card, the holder of the
    // next card playing it (the stops games); not where each in turn may
    // play any higher card of the suit (the nine bowls). What the reasons
    // given for a lead rest on: a stop, a run of one's own cards, a card
    // no run reaches.
    virtual bool runsGoCardByCard() const { return true; }
    // The number of deals the players agreed the match lasts, or 0 where
    // none was (it lasts until someone has won it otherwise).
    virtual int dealsAgreed() const { return 0; }
    // Whether a pass in the betting drops the seat out of it, also before
    // anyone has bet (the nine bowls, Hoffmann's "bet or fold"); elsewhere
    // a pass before a bet only declines, and the seat may match a later one.
    virtual bool passFolds() const { return false; }
    // Whether pool cards laid out on the table come out of the pack (the
    // sevens game) or from a second pack (Newmarket's boodle cards).
    virtual bool layoutFromPack() const { return true; }
    // Cards that public play has shown to be in no hand: a run that
    // stopped proves its next card was held by nobody. Used to guess
    // hidden cards honestly.
    virtual CardSet provedOutOfHands(const Table& table) const {
        (void)table;
        return {};
    }
    // Whether a guess at the hidden cards agrees with what the players'
    // choices have shown (for example, only a hand with a pair may bet).
    virtual bool plausibleGuess(const Table& guess) const {
        (void)guess;
        return true;
    }

    // The choices made so far this deal that a guess at the hidden cards
    // should explain, with the hand each seat held as it chose, worked back
    // from `guess` through what everyone saw happen. Returns how many were
    // written; rulesets whose choices other tests cover return none.
    virtual int pastDecisions(const Table& guess, std::span<PastDecision> out) const {
        (void)guess;
        (void)out;
        return 0;
    }

    // The hand `hand` would show at the betting's showdown (strength 0: it
    // may not bet), for the rulesets that bet on sets; what the computer
    // players weigh their bets by.
    virtual PochenHand showdownHand(const Table& table, CardSet hand) const {
        PochenOrder order;
        order.hasTieSuit = table.turnup.valid();
        order.tieSuit = table.turnup.valid() ? table.turnup.suit() : Suit::Clubs;
        return bestPochenHand(hand, order);
    }

    // What the winner of the betting would take if it ended now: the chips
    // bet and the pool that goes with them (RulesetInfo::betPool). What a
    // player weighs the price of matching a bet against.
    virtual std::int32_t betWinnings(const Table& table) const {
        const int pool = info_.betPool;
        return table.chips.bets + (pool >= 0 ? table.chips.pool[static_cast<std::size_t>(pool)] : 0);
    }

    // The board's pools in play with these options, as a mask by pool
    // index (Pope Joan's five-division board leaves three out).
    virtual std::uint32_t poolsInPlay() const { return (1u << info_.pools.size()) - 1; }

    // Whether the pools are playing cards the match lays out.
    bool poolsAreCards() const { return !info_.customaryPoolCards.empty(); }
    // The id of a board pool in records and output: its name, or the code
    // of the pool card the match laid out for it.
    std::string poolId(const Table& table, int pool) const;

private:
    const RulesetInfo& info_;
    Options options_;
    int seats_;
};

} // namespace poch
