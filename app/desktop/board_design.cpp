#include "board_design.h"

#include "rule_texts.h"

#include "poch/pool_cards.h"

namespace poch::app {

BoardDesign boardFor(const Ruleset& rules, CardSet poolCards) {
    const RulesetInfo& info = rules.info();
    const QString ruleset = QString::fromStdString(info.id);
    BoardDesign d;
    bool cardPools = false;
    if (ruleset == QLatin1String("poch")) d.id = QStringLiteral("poch");
    else if (ruleset == QLatin1String("poch-bowls") || ruleset == QLatin1String("pochen") || ruleset == QLatin1String("poch-1810"))
        d.id = ruleset; // each historical form has its own board
    else if (ruleset == QLatin1String("poque-1789")) d.id = QStringLiteral("poque");
    else if (ruleset == QLatin1String("pope-joan"))
        d.id = rules.options().flag("five-divisions") ? QStringLiteral("pope-joan-5") : QStringLiteral("pope-joan");
    else if (ruleset == QLatin1String("spin")) d.id = QStringLiteral("spin");
    else if (ruleset == QLatin1String("ranter-go-round")) d.id = QStringLiteral("single-pool");
    else {
        d.id = QStringLiteral("pool-cards"); // Newmarket, Saratoga, the sevens game
        cardPools = true;
    }
    d.file = QStringLiteral(":/boards/%1.svg").arg(d.id);
    // The pool-card mats print with their own cards; Saratoga shares Newmarket's.
    d.printId = d.id == QLatin1String("pool-cards") ? (ruleset == QLatin1String("sevens") ? ruleset : QStringLiteral("newmarket"))
                : d.id == QLatin1String("single-pool") || d.id == QLatin1String("poque") ? ruleset
                                                                                         : d.id;
    const int five[] = {0, 1, 2, 3, 7}; // Pope Joan's five divisions: Pope, Matrimony, Intrigue, Ace, Game
    for (int p = 0; p < static_cast<int>(info.pools.size()); ++p) {
        if (d.id == QLatin1String("pope-joan-5") && std::find(std::begin(five), std::end(five), p) == std::end(five)) continue;
        QString pool = QString::fromStdString(info.pools[static_cast<std::size_t>(p)]);
        if (cardPools && poolCard(poolCards, p).valid()) pool = QString::fromStdString(poolCard(poolCards, p).code());
        PoolPlace place;
        place.pool = p;
        const QString key = cardPools ? QString::number(p) : pool;
        place.area = QStringLiteral("pool-") + key;
        place.label = QStringLiteral("label-") + key;
        if (cardPools) place.card = QStringLiteral("card-") + key;
        place.name = texts::poolName(ruleset, pool);
        d.pools.push_back(place);
    }
    return d;
}

} // namespace poch::app
