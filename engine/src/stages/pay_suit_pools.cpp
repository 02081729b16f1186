#include "stages/pay_suit_pools.h"

#include "chip_moves.h"

namespace poch {

void payPoolClaims(Table& t, std::span<const PoolClaim> claims, int turnupTaker, EventLog* events) {
    for (const PoolClaim& claim : claims) {
        const AccountId pool = poolAccount(claim.pool);
        int winner = -1;
        for (int s = 0; s < t.seats; ++s)
            if (t.hands[static_cast<std::size_t>(s)].containsAll(claim.needs)) winner = s;
        bool turnedUp = false;
        if (winner < 0 && turnupTaker >= 0 && claim.needs == CardSet{t.turnup}) {
            winner = turnupTaker;
            turnedUp = true;
        }
        const std::int32_t chips = t.chips.at(pool);
        const auto by = static_cast<std::uint8_t>(turnedUp ? PoolWonBy::TurnedUp : PoolWonBy::Card);
        const Card card = turnedUp ? t.turnup : Card{};
        if (winner >= 0) {
            if (events && chips == 0) {
                Event e;
                e.type = EventType::PoolWon;
                e.seat = static_cast<std::int8_t>(winner);
                e.pool = static_cast<std::int8_t>(claim.pool);
                e.from = pool;
                e.to = seatAccount(winner);
                e.detail = by;
                e.card = card;
                events->push_back(e);
            }
            moveChips(t, EventType::PoolWon, pool, seatAccount(winner), chips, events, winner, claim.pool, by, card);
        } else if (events && chips > 0) {
            Event e;
            e.type = EventType::PoolCarried;
            e.pool = static_cast<std::int8_t>(claim.pool);
            e.chips = chips;
            events->push_back(e);
        }
    }
}

} // namespace poch
