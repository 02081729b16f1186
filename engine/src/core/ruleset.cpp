#include "poch/ruleset.h"

#include "poch/pool_cards.h"

namespace poch {

std::string Ruleset::poolId(const Table& table, int pool) const {
    if (poolsAreCards()) {
        const Card card = poolCard(table.poolCards, pool);
        if (card.valid()) return card.code();
    }
    return info_.pools[static_cast<std::size_t>(pool)];
}

} // namespace poch
