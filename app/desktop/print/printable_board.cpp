#include "printable_board.h"

#include "game_description.h"
#include "rule_texts.h"
#include "svg_art.h"

#include "poch/registry.h"

#include <QCoreApplication>

namespace poch::app {

namespace {
struct Entry {
    const char* id;
    const char* ruleset;
    const char* option; // an option switched on for this board, or null
    const char* title;
};

// Newmarket and Saratoga share their boodle cards; the sevens game lays
// out other pool cards, so each prints its own mat. Each board is named
// after its game first, as the game list names it, so that modern Poch's
// nine pools are not taken for the game "Poch with nine bowls".
const Entry kBoards[] = {
    {"poch", "poch", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Poch (modern German): board of nine pools")},
    {"poch-bowls", "poch-bowls", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Poch with nine bowls: the bowls and the Pinke")},
    {"pochen", "pochen", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Pochen (the old English rules): layout with a centre pool and seven divisions")},
    {"poque-1789", "poque-1789", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Le Poque (1789): board of six pools")},
    {"poch-1810", "poch-1810", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Poch after Hoffmann (1810): box of eight compartments")},
    {"pope-joan", "pope-joan", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Pope Joan: board of eight divisions")},
    {"pope-joan-5", "pope-joan", "five-divisions", QT_TRANSLATE_NOOP("PrintableBoards", "Pope Joan: board of five divisions")},
    {"spin", "spin", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Spin: board of three pools")},
    {"newmarket", "newmarket", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Newmarket and Saratoga: the boodle cards")},
    {"sevens", "sevens", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Sevens (Newmarket after Peel): the pool cards")},
    {"ranter-go-round", "ranter-go-round", nullptr, QT_TRANSLATE_NOOP("PrintableBoards", "Ranter-Go-Round: the pool")},
};
} // namespace

QStringList PrintableBoards::ids() {
    QStringList list;
    for (const Entry& e : kBoards) list << QLatin1String(e.id);
    return list;
}

std::optional<PrintableBoard> PrintableBoards::find(const QString& id, CardSet poolCards) {
    for (const Entry& e : kBoards) {
        if (id != QLatin1String(e.id)) continue;
        const RulesetInfo* info = findRuleset(e.ruleset);
        if (!info) return std::nullopt;
        Options options(info->options);
        if (e.option) options.set(info->options, e.option, 1);
        const auto rules = makeRuleset(e.ruleset, options, info->minSeats);
        PrintableBoard board;
        board.id = id;
        board.ruleset = QLatin1String(e.ruleset);
        board.title = QCoreApplication::translate("PrintableBoards", e.title);
        board.mostPlayers = info->maxSeats;
        board.design = boardFor(*rules, poolCards);
        SvgArt art;
        if (!art.load(board.design.file)) return std::nullopt;
        board.trueSize = art.viewBox().size(); // the art is drawn in millimetres
        board.game = &GameDescription::of(board.ruleset);
        board.round = board.game->round();
        return board;
    }
    return std::nullopt;
}

} // namespace poch::app
