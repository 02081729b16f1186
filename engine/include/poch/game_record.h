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
#include <vector>

namespace poch {

// A record that cannot be read or replayed. deal and action count from 1;
// 0 means the error is not inside a deal or an action.
class RecordError : public std::runtime_error {
public:
    RecordError(const std::string& message, int deal = 0, int action = 0)
        : std::runtime_error(message), deal_(deal), action_(action) {}
    int deal() const { return deal_; }
    int action() const { return action_; }

private:
    int deal_;
    int action_;
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
