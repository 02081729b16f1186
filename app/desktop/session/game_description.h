// The one place that describes each game to the app, in the manner of
// kpat's DealerInfo: the group it is listed under, the board it is played
// and printed on, how that board is shaped and laid on the table, and the
// words on the table that differ between games. Nothing else in app/
// compares ruleset ids; it asks here. The rules themselves are the
// engine's (poch::Ruleset).
#pragma once

#include "poch/card.h"
#include "poch/options.h"

#include <QList>
#include <QSizeF>
#include <QString>

namespace poch::app {

struct GameDescription {
    const char* ruleset;  // the engine's id
    // The New Game dialog's group (context poch::app::NewGameDialog).
    const char* group;
    // What the game is, in a sentence or two for a newcomer (context
    // poch::app::GameDescription), from its rules page.
    const char* about = nullptr;
    QString aboutText() const;
    // The board art, ":/boards/<board>.svg", and the printable board; an
    // option may change both (Pope Joan's five divisions).
    const char* board;
    const char* printBoard;
    const char* boardOption = nullptr;
    const char* optionBoard = nullptr;
    const char* optionPrintBoard = nullptr;

    // How the board looks on paper.
    enum class Shape { Round, Tray, Box };
    Shape shape = Shape::Round;
    // Divisions drawn as walls round a central hub; the hub may itself be a
    // pool (Pochen's centre pool), which is then no division.
    bool divisionsRoundHub = false;
    bool hubIsPool = false;
    // Compartments drawn square (Hoffmann's box), not as bowls.
    bool squareCompartments = false;

    // The largest size the board takes on the table, in scene units.
    QSizeF tableSize{630, 630};
    // The card on the table beside the board: turned up for trumps, or the
    // top of the stock (Ranter-Go-Round's dealer draws it).
    bool stockCard = false;
    // What the cards dealt to nobody are called: cards laid aside, Pope
    // Joan's spare hand (unless an option sets cards aside instead),
    // Newmarket's dummy, Ranter-Go-Round's stock.
    enum class Aside { LaidAside, SpareHand, Dummy, Stock };
    Aside aside = Aside::LaidAside;
    // A card with a name of its own in this game, by its code, and that
    // name (context poch::app::GameDescription): Pope Joan's nine of
    // diamonds, Pope; Spin's Ace of diamonds, Spin. The log and the advice
    // say it beside the card, so that a newcomer sees which card Pope is.
    const char* namedCard = nullptr;
    const char* cardName = nullptr;
    bool namesCard(Card c) const;
    // A card in words as this game calls it: "nine of diamonds, Pope",
    // or its plain name.
    QString cardWords(Card c) const;
    const char* asideOption = nullptr; // where false, the cards are laid aside
    // What the players pay in before a deal is called, as the game's
    // sources call it: antes; stakes (on the cards laid out as pools, and
    // Ranter-Go-Round's pool, Spin's board); or dressing the board (Pope
    // Joan).
    enum class PayIn { Antes, Stakes, DressedBoard };
    PayIn payIn = PayIn::Antes;
    // The deal is played in stages, the play of the cards the last: going
    // out wins that stage, not the deal (Poch's pools and betting are won
    // apart from it).
    bool playIsAStage = false;
    Aside asideFor(const Options& options) const;

    // The board art and print id for these options.
    QString boardFor(const Options& options) const;
    QString printBoardFor(const Options& options) const;
    bool round() const { return shape == Shape::Round; }

    // The description of a ruleset; every ruleset the engine has is here
    // (a test holds the two lists together).
    static const GameDescription& of(const QString& ruleset);
    static const GameDescription* find(const QString& ruleset);
    // In the order of the game list.
    static QList<const GameDescription*> all();
    // The groups of the game list, each with its games, in order.
    static QList<const char*> groups();
};

} // namespace poch::app
