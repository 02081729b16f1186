#include "game_description.h"

#include "rule_texts.h"

#include <QCoreApplication>

#include <stdexcept>

namespace poch::app {

namespace {
using Shape = GameDescription::Shape;
using Aside = GameDescription::Aside;

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
    // Every Poch is played in stages: the pools, the betting, the play.
    g.playIsAStage = group == kPochGroup;
    return g;
}

// What each game is, from the first lines of its rules page.
struct About {
    const char* ruleset;
    const char* text;
};
const About kAbout[] = {
    {"poch", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "The German family game, still played today. Each deal has three parts: the holders of the right cards of the pay suit collect from the board; the players bet on their best pair, three or four of a kind; then everyone races to get rid of their cards.")},
    {"poch-bowls", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "Poch as a family plays it at home: nine bowls kept filled by a banker. Meld the right trumps to empty bowls, bet and bluff as at poker, then race to shed your cards; the last player with chips wins.")},
    {"pochen", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "The old English Poch: a layout of seven divisions round a centre pool, trumps turned up after the deal, a round of betting on pairs and threes without raising, and each suit run up to its King.")},
    {"poque-1789", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "The French Poch of 1789: a smaller board, five cards a hand, everything going round to the right, the betting before the pools are paid, and a penalty for the player left holding most cards.")},
    {"poch-1810", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "Poch as Hoffmann's German games book describes it: eight compartments, five cards a hand, vying for the Poch compartment, and a play in which every finished sequence earns a chip.")},
    {"pope-joan", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "An old English round game on a board of eight divisions. Play your cards up the suits to be first out; the trump honours, Matrimony, Intrigue and the nine of diamonds, Pope, take the chips on their divisions.")},
    {"spin", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "A close relative of Pope Joan without its board of eight divisions and with no trumps: three pools, a few payments from player to player, and the Ace of diamonds, Spin, that can stop any run.")},
    {"sevens", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "A variation of Pope Joan and Spin: the four sevens are taken out to make stops, and four pool cards lie face up with chips on them for whoever plays the card just below.")},
    {"newmarket", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "A later descendant of Pope Joan, also called Boodle, Stops, Chicago or Michigan: stake on four boodle cards, run up the suits, take the chips on a boodle card by playing its match, and be first out.")},
    {"saratoga", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "Newmarket with fixed stakes: everyone puts the same amount on each of the four boodle cards before the deal; the rest is played as at Newmarket.")},
    {"ranter-go-round", QT_TRANSLATE_NOOP("poch::app::GameDescription",
        "An old English game of nerve, better known as Cuckoo: one card each, keep it or exchange it with the player to the left, and whoever is left with the lowest card loses a life.")},
};

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
        // 000 calls the cards dealt to nobody the stock, as the rules page
        // and the lesson do.
        pochen.aside = Aside::Stock;
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
        popeJoan.aside = Aside::SpareHand;
        popeJoan.namedCard = "9D";
        //: A card's own name, said after it in the log: "Anna plays the nine of diamonds, Pope."
        popeJoan.cardName = QT_TRANSLATE_NOOP("poch::app::GameDescription", "Pope");
        popeJoan.asideOption = "spare-hand";
        popeJoan.payIn = GameDescription::PayIn::DressedBoard;
        l << popeJoan;
        GameDescription spin = game("spin", kPopeJoanGroup, "spin", "spin");
        spin.shape = Shape::Tray;
        spin.tableSize = QSizeF(620, 400);
        spin.namedCard = "AD";
        //: A card's own name, said after it in the log: "Anna plays the Ace of diamonds, Spin."
        spin.cardName = QT_TRANSLATE_NOOP("poch::app::GameDescription", "Spin");
        spin.payIn = GameDescription::PayIn::Stakes;
        l << spin;
        // Newmarket and Saratoga share their boodle cards' mat; the sevens
        // game lays out its pool cards from its own pack, so it has its own.
        auto poolCards = [](const char* ruleset, const char* printBoard) {
            GameDescription cards = game(ruleset, kNewmarketGroup, "pool-cards", printBoard);
            cards.shape = Shape::Tray;
            cards.tableSize = QSizeF(760, 400);
            // What is put on the cards laid out is a stake, fixed
            // (Saratoga's) or chosen, as these games' rules call it.
            cards.payIn = GameDescription::PayIn::Stakes;
            return cards;
        };
        GameDescription newmarket = poolCards("newmarket", "newmarket");
        newmarket.aside = Aside::Dummy;
        GameDescription saratoga = poolCards("saratoga", "newmarket");
        saratoga.aside = Aside::Dummy;
        l << newmarket << saratoga << poolCards("sevens", "sevens");
        GameDescription ranter = game("ranter-go-round", kOtherGroup, "single-pool", "ranter-go-round");
        ranter.tableSize = QSizeF(400, 400);
        ranter.stockCard = true;
        ranter.aside = Aside::Stock;
        ranter.payIn = GameDescription::PayIn::Stakes;
        l << ranter;
        for (GameDescription& g : l)
            for (const About& a : kAbout)
                if (QLatin1String(a.ruleset) == QLatin1String(g.ruleset)) g.about = a.text;
        return l;
    }();
    return list;
}
} // namespace

QString GameDescription::aboutText() const {
    return about ? QCoreApplication::translate("poch::app::GameDescription", about) : QString();
}

bool GameDescription::namesCard(Card c) const { return namedCard && c.valid() && Card::parse(namedCard) == c; }

QString GameDescription::cardWords(Card c) const {
    if (!namesCard(c)) return texts::cardName(c);
    return QCoreApplication::translate("poch::app::GameDescription", "%1, %2", "a card and its own name in the game: Nine of diamonds, Pope")
        .arg(texts::cardName(c), QCoreApplication::translate("poch::app::GameDescription", cardName));
}

QString GameDescription::boardFor(const Options& options) const {
    return QLatin1String(boardOption && options.flag(boardOption) ? optionBoard : board);
}

GameDescription::Aside GameDescription::asideFor(const Options& options) const {
    return asideOption && !options.flag(asideOption) ? Aside::LaidAside : aside;
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
