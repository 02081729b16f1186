// A game record as ../shared/spec/game-record.md defines it: which rules,
// who sat where, how the cards lay and what everybody did.
#pragma once

#include "poch/action.h"
#include "poch/deal_layout.h"
#include "poch/options.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace poch {

// What is wrong with a record, as a kind a program can say in its own
// words; the error's message (what()) says it in English, as poch-cli
// prints it. The subject is what the fault is about, as the record spells
// it, where there is one.
enum class RecordFault : std::uint8_t {
    Unreadable,   // not JSON text (subject: "line:column" where it goes wrong), or larger or deeper than any record
    NotARecord,   // JSON, but not a game record of this format; or text that is not JSON from its first character (another kind of file)
    UnknownGame,  // subject: a ruleset id this program does not know
    BadValue,     // subject: the name of a value missing or of the wrong kind or size
    NotACard,     // subject: the text that is not a card
    CardTwice,    // subject: the code of a card that appears twice
    BadCards,     // hands, deck, spare or layout not as the game deals them
    BadPlayers,   // subject: a number of players the game is not for
    BadStart,     // starting chips, options or draw the game cannot begin with
    NotAllowed,   // an action the rules do not allow where it stands (subject: the seat whose turn it was, where it was another's)
    OutOfOrder,   // deals that do not follow one another as the rules have them
    NoDecision,   // no decision to weigh at the place asked for (analysis)
    Empty,        // nothing in it, or only blank space
    CutShort,     // JSON text that ends before the record does (subject: "line:column" of its end)
};

// What is wrong with a value (RecordFault::BadValue), so that a program
// can say more than which entry it is: a hand-edited record with a seat
// removed was said to have wrong "chips", which must have one number a
// seat. `low` and `high` go with OutOfRange (the bounds) and TooLong (the
// most, in `high`).
enum class ValueProblem : std::uint8_t {
    Wrong,       // of the wrong kind, or not one of the values allowed
    Missing,     // not there at all
    OutOfRange,  // a whole number outside low..high
    OnePerSeat,  // a list that must hold one value for each seat
    TooLong,     // text longer than `high` bytes
    Twice,       // given twice in one object, where the reader would keep either
};

// A record that cannot be read or replayed. deal and action count from 1;
// 0 means the error is not inside a deal or an action.
class RecordError : public std::runtime_error {
public:
    RecordError(RecordFault fault, const std::string& message, int deal = 0, int action = 0, std::string subject = {})
        : std::runtime_error(message), fault_(fault), deal_(deal), action_(action), subject_(std::move(subject)) {}
    RecordFault fault() const { return fault_; }
    int deal() const { return deal_; }
    int action() const { return action_; }
    const std::string& subject() const { return subject_; }
    ValueProblem problem() const { return problem_; }
    std::int64_t low() const { return low_; }
    std::int64_t high() const { return high_; }
    // The same error, saying what is wrong with its value.
    RecordError& with(ValueProblem problem, std::int64_t low = 0, std::int64_t high = 0) {
        problem_ = problem;
        low_ = low;
        high_ = high;
        return *this;
    }

private:
    RecordFault fault_;
    int deal_;
    int action_;
    std::string subject_;
    ValueProblem problem_ = ValueProblem::Wrong;
    std::int64_t low_ = 0;
    std::int64_t high_ = 0;
};

struct RecordSeat {
    std::string name;
    std::string ai; // empty for a person
    bool operator==(const RecordSeat&) const = default;
};

struct RecordAction {
    int seat = 0;
    Action action;
    bool operator==(const RecordAction&) const = default;
};

struct RecordDeal {
    std::optional<int> dealer;
    std::vector<Card> deck;            // the whole pack, top first; or empty
    std::optional<DealLayout> layout;  // hands, turnup, spare, layout
    std::vector<RecordAction> actions;
    // The players had gone on to this deal from the result before it
    // (Next Deal) though nobody had decided in it yet: a record written
    // then comes back to this deal, not to that result (docs/game-records.md).
    // Only ever set while `actions` is empty.
    bool begun = false;
    bool operator==(const RecordDeal&) const = default;
};

struct GameRecord {
    std::string ruleset;
    Options options;                   // every option of the ruleset
    std::vector<RecordSeat> seats;
    std::vector<std::int32_t> chips;   // one a seat
    // The cards drawn for the first dealer, in order, where the rules
    // draw for it (see dealer_draw.h); otherwise empty.
    std::vector<Card> draw;
    std::vector<RecordDeal> deals;
    // The seed the match was begun with, where the program that played it
    // kept it (docs/game-records.md): a program that plays the match on
    // draws its computer players and its advice from it again, so that
    // what it says of a decision is what it said before. Never the cards:
    // those are all in `deals`.
    std::optional<std::uint64_t> seed;
    bool operator==(const GameRecord&) const = default;
};

// Throws RecordError naming the first offending place.
GameRecord parseRecord(std::string_view json);
std::string writeRecord(const GameRecord& record);

// The pool cards a record's match lays out, where the pools are cards
// (pool_cards.h): those of its first deal's `layout`, or the customary set
// where the first deal gives a `deck` or there is none. Empty for boards
// whose pools have names.
CardSet matchPoolCards(const GameRecord& record);

} // namespace poch
