// One match from its first deal to its end, and the one loop every driver
// of a match runs through: the desktop session, `poch-cli simulate`, the
// tournament and the replayer. It owns the State and the game record that
// replays to it, where the cards come from (a seed, or the record's own
// deals), the first dealer chosen the rules' way, the pool cards, forced
// actions, the stakes placed before a deal, undo to a seat's last choice,
// and the results.
//
// The record always holds the deal due next once the last one is over:
// stakes placed before a deal belong to it, and a save made between deals
// names the next dealer and cards.
#pragma once

#include "poch/event.h"
#include "poch/game_record.h"
#include "poch/random.h"
#include "poch/state.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace poch {

struct MatchSetup {
    std::string ruleset;
    Options options;
    // The rules already made for these (many matches of one game); else
    // made from ruleset and options.
    std::shared_ptr<const Ruleset> rules;
    std::vector<RecordSeat> seats;   // names and levels, in clockwise order
    std::vector<std::int32_t> chips; // one a seat
    // Draws the first dealer, the pool cards and every deal.
    std::uint64_t seed = 1;
    // Games whose pools are cards lay out the customary set instead of
    // four at random.
    bool customaryPoolCards = false;
    // Without a record a match runs faster (simulations); undo and saving
    // need one.
    bool keepRecord = true;
};

struct MatchReplay;

// Where Match::replay leaves a match at its record's end: gone on as far as
// nobody has a choice (a last deal with no action yet dealt, the forced
// actions after the last one recorded made), or standing where the record
// stops, as it stood when it was saved, for whoever goes on to do those
// in sight (the desktop program resuming a match: a run's forced cards
// were played unseen before the table came up).
enum class RecordEnd { GoOn, Stand };

class Match {
public:
    // A new match; throws std::invalid_argument for settings the rules
    // refuse (a seat count, too few chips).
    explicit Match(const MatchSetup& setup);

    // Plays a record through, checking every action and every deal's
    // cards, also of a deal the record stops before. Where it is good to
    // its end, the match goes on from there, with later deals shuffled
    // from `seed`. A last deal after the first with its cards but no
    // action yet (the record of a match saved at a deal's result, since
    // the next deal's cards are shuffled into it as the last one ends) is
    // dealt, or with `Stand` left for the match to deal when it goes on;
    // so are the forced actions after the record's last.
    static MatchReplay replay(const GameRecord& record, std::uint64_t seed = 1, RecordEnd end = RecordEnd::GoOn);
    // Whether a record's last deal is such a deal: after the first, with
    // nothing done in it yet, so that the match stands at the result of
    // the deal before.
    static bool lastDealUnplayed(const GameRecord& record);
    // The players go on from a deal's result to the next deal: until
    // somebody decides in it, the record keeps it as begun, so that it is
    // not taken for a match standing at that result. False where there is
    // nothing to mark (no record kept, or the deal has actions already).
    bool beginNextDeal();

    const State& state() const { return state_; }
    const Ruleset& rules() const { return state_.rules(); }
    const GameRecord& record() const { return record_; }
    bool over() const { return state_.matchOver(); }

    // Whether the next thing to happen is a deal (nobody has to decide).
    bool dealDue() const { return state_.awaitingDeal(); }
    // Deals the record's next deal.
    void deal(EventLog* events = nullptr);

    // The seat that must decide, or -1.
    int toAct() const { return state_.currentSeat(); }
    void legalActions(ActionList& out) const { state_.legalActions(out); }
    // The only action there is, where there is just one.
    std::optional<Action> forced() const;
    // Applies an action of the seat to act, checked; throws IllegalAction
    // and changes nothing if it is not legal.
    void apply(const Action& action, EventLog* events = nullptr);
    // For an action just taken from legalActions() (simulations, where
    // without a record this costs no more than the State's own).
    void applyLegal(const Action& action, EventLog* events = nullptr) {
        if (keepRecord_) applyLegal(action, events, true);
        else state_.applyLegal(action, events);
    }
    // Plays forced actions until a seat has a choice, a deal is due or the
    // match is over; returns how many were played.
    int playForced(EventLog* events = nullptr);

    // Whether `seat` has made a decision with a choice in it that can be
    // taken back; undo cuts the match back to just before the last one,
    // with the same cards. Needs the record.
    bool canUndo(int seat) const;
    bool undo(int seat);
    // Whether the seat that took the record's action (deal and action
    // counted from 0) had a choice then, or could only do that.
    bool hadChoice(std::size_t deal, std::size_t action) const {
        return deal < hadChoice_.size() && action < hadChoice_[deal].size() && hadChoice_[deal][action];
    }
    // Whether any of the seats in `others` (a mask) has made a decision
    // with a choice since `seat`'s last one: where several people share a
    // table, one may not take back what another has decided after.
    bool decidedSince(int seat, std::uint8_t others) const;

    // The seats that won the match (ties shared; seats that left the match
    // excluded), as a mask; 0 while it goes on.
    std::uint8_t winners() const { return state_.table().winners; }
    // What each seat has won or lost so far: its chips less what it started
    // with, plus an equal share of the chips still on the board and in the
    // pot, which belong to nobody yet. They add up to zero, but for what
    // a bank has paid in (the nine bowls).
    std::vector<double> returns() const;

private:
    Match(State state, GameRecord header, Random cards, bool keepRecord);
    static Match fromSetup(const MatchSetup& setup);
    // Shuffles the deal due next into the record, once the last is over.
    void prepareDeal();
    void applyLegal(const Action& action, EventLog* events, bool hadChoice);
    // The record's deal an action now belongs to: the one in play, or the
    // one due next while stakes are placed before it.
    std::size_t currentDeal() const;
    friend class MatchReplayer;

    State state_;
    GameRecord record_;
    Random cards_;
    bool keepRecord_ = true;
    // For each recorded action, whether its seat had a choice then.
    std::vector<std::vector<bool>> hadChoice_;
};

// What playing a record through gives: the match as far as the record is
// good, the events of each deal, and the first fault.
struct MatchReplay {
    std::optional<Match> match;
    std::vector<EventLog> deals;
    std::optional<RecordError> error;
};

} // namespace poch
