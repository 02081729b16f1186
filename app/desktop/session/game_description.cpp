#include "game_description.h"

#include <QCoreApplication>

#include <stdexcept>

namespace poch::app {

namespace {
using Shape = GameDescription::Shape;

const char* const kPochGroup = QT_TRANSLATE_NOOP("poch::app::NewGameDialog", "Poch");
const char* const kPopeJoanGroup = QT_TRANSLATE_NOOP("poch::app::NewGameDialog", "Pope Joan");
const char* const kNewmarketGroup = QT_TRANSLATE_NOOP("poch::app::NewGameDialog", "Newmarket");
const char* const kOtherGroup = QT_TRANSLATE_NOOP("poch::app::NewGameDialog", "Other games");

GameDescription game(const char* ruleset, const char* group, const char* board, const char* printBoard) {
    GameDescription g{};
    g.ruleset = ruleset;
    g.group = group;
    g.board = board;
    g.printBoard = printBoard;
    return g;
}

// In the order players find them in the game list.
const QList<GameDescription>& games() {
    static const QList<GameDescription> list = [] {
        QList<GameDescription> l;
        l << game("poch", kPochGroup, "poch", "poch");
        // Each historical form has its own board.
        GameDescription bowls = game("poch-bowls", kPochGroup, "poch-bowls", "poch-bowls");
        bowls.shape = Shape::Tray;
        l << bowls;
        GameDescription pochen = game("pochen", kPochGroup, "pochen", "pochen");
        pochen.divisionsRoundHub = true;
        pochen.hubIsPool = true;
        l << pochen;
        l << game("poque-1789", kPochGroup, "poque", "poque-1789");
        GameDescription hoffmann = game("poch-1810", kPochGroup, "poch-1810", "poch-1810");
        hoffmann.shape = Shape::Box;
        hoffmann.squareCompartments = true;
        l << hoffmann;
        GameDescription popeJoan = game("pope-joan", kPopeJoanGroup, "pope-joan", "pope-joan");
        popeJoan.divisionsRoundHub = true;
        popeJoan.boardOption = "five-divisions";
        popeJoan.optionBoard = "pope-joan-5";
        popeJoan.optionPrintBoard = "pope-joan-5";
        l << popeJoan;
        GameDescription spin = game("spin", kPopeJoanGroup, "spin", "spin");
        spin.shape = Shape::Tray;
        spin.tableSize = QSizeF(620, 400);
        l << spin;
        // Newmarket and Saratoga share their boodle cards' mat; the sevens
        // game lays out its pool cards from its own pack, so it has its own.
        auto poolCards = [](const char* ruleset, const char* printBoard) {
            GameDescription cards = game(ruleset, kNewmarketGroup, "pool-cards", printBoard);
            cards.shape = Shape::Tray;
            cards.tableSize = QSizeF(760, 400);
            return cards;
        };
        l << poolCards("newmarket", "newmarket") << poolCards("saratoga", "newmarket") << poolCards("sevens", "sevens");
        GameDescription ranter = game("ranter-go-round", kOtherGroup, "single-pool", "ranter-go-round");
        ranter.tableSize = QSizeF(400, 400);
        ranter.stockCard = true;
        l << ranter;
        return l;
    }();
    return list;
}
} // namespace

QString GameDescription::boardFor(const Options& options) const {
    return QLatin1String(boardOption && options.flag(boardOption) ? optionBoard : board);
}

QString GameDescription::printBoardFor(const Options& options) const {
    return QLatin1String(boardOption && options.flag(boardOption) ? optionPrintBoard : printBoard);
}

const GameDescription* GameDescription::find(const QString& ruleset) {
    for (const GameDescription& g : games())
        if (ruleset == QLatin1String(g.ruleset)) return &g;
    return nullptr;
}

const GameDescription& GameDescription::of(const QString& ruleset) {
    if (const GameDescription* g = find(ruleset)) return *g;
    throw std::invalid_argument("the app has no description of " + ruleset.toStdString());
}

QList<const GameDescription*> GameDescription::all() {
    QList<const GameDescription*> list;
    for (const GameDescription& g : games()) list << &g;
    return list;
}

QList<const char*> GameDescription::groups() {
    QList<const char*> list;
    for (const GameDescription& g : games())
        if (!list.contains(g.group)) list << g.group;
    return list;
}

} // namespace poch::app
