// What a seat can do. The same value is produced by a person's click, the
// computer's choice and a game record, and checked by the same rules.
#pragma once

#include "poch/card.h"

#include <cstdint>
#include <string>

namespace poch {

// The order here is the order of sorted legal actions.
enum class ActionKind : std::uint8_t { Pass, Bet, Play, Stake, Declare, Exchange, Keep };

struct Action {
    ActionKind kind = ActionKind::Pass;
    Card card;              // Play: the card; Stake/Declare on a card pool
    Card with;              // Play: a second card played at once
    std::int32_t chips = 0; // Bet, Stake
    std::int8_t pool = -1;  // Stake, Declare

    static constexpr Action pass() { return {}; }
    static constexpr Action of(ActionKind kind) {
        Action a;
        a.kind = kind;
        return a;
    }
    static constexpr Action bet(std::int32_t chips) {
        Action a;
        a.kind = ActionKind::Bet;
        a.chips = chips;
        return a;
    }
    static constexpr Action play(Card card) {
        Action a;
        a.kind = ActionKind::Play;
        a.card = card;
        return a;
    }

    constexpr bool operator==(const Action&) const = default;
    constexpr bool operator<(const Action& o) const {
        if (kind != o.kind) return kind < o.kind;
        if (chips != o.chips) return chips < o.chips;
        if (pool != o.pool) return pool < o.pool;
        if (card != o.card) return card < o.card;
        return with < o.with;
    }
};

// "pass", "bet", "play", ... as in game records.
const char* actionKindId(ActionKind kind);
bool parseActionKind(const std::string& id, ActionKind& kind);

} // namespace poch
