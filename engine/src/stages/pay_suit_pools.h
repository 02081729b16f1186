// The Poch board's first stage: the holders of the pay-suit honours take
// their pools, King and Queen in one hand take Marriage, a sequence in one
// hand takes Sequence. Pools nobody wins stay for the next deal.
#pragma once

#include "poch/event.h"
#include "poch/table.h"

#include <span>

namespace poch {

struct PoolClaim {
    int pool = 0;        // board pool index
    CardSet needs;       // one hand must hold all of these
};

// Pays every claimed pool out to the seat whose hand holds its cards; a
// pool whose card is on the table goes to `turnupTaker` if it is >= 0.
void payPoolClaims(Table& table, std::span<const PoolClaim> claims, int turnupTaker, EventLog* events);

} // namespace poch
