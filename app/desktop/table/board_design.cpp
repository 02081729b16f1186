#include "board_design.h"

#include "game_description.h"
#include "rule_texts.h"

#include "poch/pool_cards.h"

namespace poch::app {

BoardDesign boardFor(const Ruleset& rules, CardSet poolCards) {
    const RulesetInfo& info = rules.info();
    const QString ruleset = QString::fromStdString(info.id);
    const GameDescription& game = GameDescription::of(ruleset);
    BoardDesign d;
    d.id = game.boardFor(rules.options());
    d.file = QStringLiteral(":/boards/%1.svg").arg(d.id);
    d.printId = game.printBoardFor(rules.options());
    const bool cardPools = rules.poolsAreCards();
    for (int p = 0; p < static_cast<int>(info.pools.size()); ++p) {
        if (!(rules.poolsInPlay() >> p & 1)) continue;
        QString pool = QString::fromStdString(info.pools[static_cast<std::size_t>(p)]);
        if (cardPools && poolCard(poolCards, p).valid()) pool = QString::fromStdString(poolCard(poolCards, p).code());
        PoolPlace place;
        place.pool = p;
        // The pool-card mat names its places by position, the other boards
        // by the pool they hold.
        const QString key = cardPools ? QString::number(p) : pool;
        place.area = QStringLiteral("pool-") + key;
        place.label = QStringLiteral("label-") + key;
        if (cardPools) place.card = QStringLiteral("card-") + key;
        place.name = texts::poolName(ruleset, pool);
        place.inSentence = texts::poolInSentence(ruleset, pool);
        if (cardPools) place.shortName = texts::cardShortName(poolCard(poolCards, p));
        d.pools.push_back(place);
    }
    return d;
}

} // namespace poch::app
