#include "board_summaries.h"

#include <QCoreApplication>

namespace poch::app {

namespace {
struct Summary {
    const char* board;
    const char* text;
};

// Each summary follows the rules page of its game (assets/rules/en), with the
// choices marked "Our choice" there and the default options. Newmarket's mat
// also serves Saratoga, so its summary ends with how Saratoga differs.
const Summary kSummaries[] = {
    {"poch",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Before each deal everyone puts one chip on each of the nine pools. Deal 31 of the 32 cards (Ace "
        "high) singly from the dealer's left and turn up the last for the pay suit; some players get a card "
        "more. With 3 players deal ten each and lay the 31st aside unseen.\n\n"
        "Stage 1: holders of the pay-suit Ace, King, Queen, Jack and Ten take those pools. One player with "
        "the pay-suit King and Queen also takes Marriage; one with its 7, 8 and 9 takes Sequence.\n\n"
        "Stage 2, Pochen: from the dealer's left, players holding a pair, three or four of a kind bet or "
        "pass, then match, raise or drop out until the bets are equal; all in with side pots is allowed. More "
        "cards win, then higher rank; of equal pairs, the pay-suit card. The best hand or last player left "
        "takes the bets and Pocher pool.\n\n"
        "Stage 3: the Pochen winner (else the dealer's left) leads any card. The next higher cards of that "
        "suit follow from whoever holds them until nobody can; then the last player leads again. First out "
        "takes the centre pot plus a chip per card in each other hand.\n\n"
        "Pools not won stay for the next deal.")},
    {"poch-bowls",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Everyone starts with ten chips. The lowest card drawn makes the banker all match; the deal passes left. Players pay no antes: before "
        "each deal the banker puts one chip from the bank (100) on each bowl but the Pinke. Use 32 cards (Ace "
        "high) for 3 or 4 players, 52 for 5 or 6. Deal five each from the dealer's left and turn up the next "
        "card for trumps; the rest are unused.\n\n"
        "Melding: holders of the trump Ace, King, Queen, Jack and Ten take those bowls; one player with trump "
        "King and Queen also takes Marriage. The best run of three in a suit takes Sequence: trumps first, "
        "then the higher top card, then the player nearest the dealer's left.\n\n"
        "Poker: from the dealer's left, anyone may bet into the Pinke, even bluffing. Pass folds; after a "
        "bet, match, raise or pass until nobody raises; all in with side pots is allowed. More cards of a "
        "rank win, then higher rank, then the set with the trump; hands without a set rank by highest cards. "
        "The best hand or last player left takes the Pinke and Poch bowl.\n\n"
        "Shedding: the player on the dealer's left leads any card. In turn to the left, each player must play a higher card "
        "of that suit if they hold one, else passes. The run ends at the Ace or when all others have passed; "
        "whoever played last leads again. First out is paid a chip per card in each other hand.\n\n"
        "Unwon bowls keep their chips. A player with no chips is out; the last with chips wins.")},
    {"pochen",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Before each deal everyone puts one chip on each of the eight divisions. Deal in packets of 3 and "
        "2 in turn from the dealer's left, the last smaller if need be, until each has 10 cards (3 players), "
        "7 (4), 6 (5) or 5 (6). Turn up the "
        "next card for trumps; the rest are out of play.\n\n"
        "Stage 1: holders of the trump Ace, King, Queen, Jack and Ten take those pools; one player with trump "
        "King and Queen also takes Marriage. The longest sequence of three or more in a suit takes Sequence; "
        "at equal length, the higher top card (Ace high), then trumps, then the player nearest the dealer's left.\n\n"
        "Stage 2: from the dealer's left, only players holding a pair, three or four of a kind may bet. The "
        "first bettor stakes any number of chips; each other player bets the same or passes, with no "
        "raising. More cards win, then higher rank, then the set with the trump. The winner, or an unanswered "
        "bettor, takes the bets and the centre pool.\n\n"
        "Stage 3: the player on the dealer's left leads any card. In play the Ace ranks below the Seven. Whoever holds the "
        "next card up in that suit plays it; runs end at the King or when the next card is in no hand, and "
        "the last player leads again. First out is paid a chip per card in each other hand.\n\n"
        "Pools not won stay for the next deal.")},
    {"poque-1789",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Everything goes counter-clockwise, starting on the dealer's right. Before each deal everyone puts "
        "one chip on each of the six pools. Use 32 cards (Ace high) for 3 or 4 players, 36 with the sixes for "
        "5 or 6. Deal five each, 2 then 3, and turn up the next card for the pay suit; the rest are "
        "unused.\n\n"
        "Stage 1 is the betting: everyone may pass or bet, then match, raise or drop out until the bets are "
        "equal; all in with side pots is allowed. Four of a kind beats three, three beat a pair, then higher "
        "rank, then the set with the pay-suit card; hands without a set rank by highest cards. The best hand "
        "or last player left takes the bets and Poque pool.\n\n"
        "Stage 2: holders of the pay-suit Ace, King, Queen, Jack and Ten take those pools; if one of these "
        "cards is turned up, the dealer takes its pool.\n\n"
        "Stage 3: the betting winner (else the dealer's right) leads any card. The next higher cards of that "
        "suit follow from whoever holds them until nobody can; then the last player leads again.\n\n"
        "First out collects a chip per card in each other hand. Then whoever holds most cards pays that many "
        "chips to each player holding fewer. Pools not won stay for the next deal.")},
    {"poch-1810",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Before each deal everyone puts one chip on each of the first seven compartments, none on Poch. Deal "
        "five cards each from the 32-card pack (Ace high), one at a time from the dealer's left, and turn up "
        "the next card for trumps; the rest are unused.\n\n"
        "The player dealt the trump Ace, King, Queen, Jack or Ten takes the stake on that compartment. One "
        "player with trump King and Queen also takes Marriage; one with the trump 7, 8 and 9 takes "
        "Sequence.\n\n"
        "Vying: from the dealer's left everyone may vie, whatever they hold: fold, stay or raise. The first "
        "bet opens with any number of chips into Poch; staying then means matching. Go round until the bets "
        "are equal; all in with side pots is allowed. A pair beats no pair, three beat a pair, four beat "
        "three; then higher rank, then the other cards, highest first. The best hand or last player left "
        "takes the Poch.\n\n"
        "Play: the Poch winner (else the dealer's left) leads any card. The next cards up in that suit follow "
        "from whoever holds them until nobody can or the Ace is played. Whoever ends a sequence, except by "
        "going out, is paid one chip by each other player and leads again. First out wins a chip per card in "
        "the other hands.\n\n"
        "Stakes not won stay for the next deal.")},
    {"pope-joan",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Before each deal, dress the board: everyone pays one share and the dealer two, a share being the "
        "fewest chips that make at least 15 in all (4 players: 3 each, dealer 6). Put 6 on Pope Joan, 2 each on Matrimony and "
        "Intrigue, 1 each on Ace, King, Queen and Knave, the rest on Game.\n\n"
        "Remove the eight of diamonds; Ace is low. Deal singly from the dealer's left, with a face-down spare "
        "hand after the dealer; odd cards go to it. Turn up the last card for trumps. If it is Pope (nine of "
        "diamonds), the dealer takes Pope Joan and a chip from everyone per card dealt them; if an Ace, "
        "King, Queen or Jack, that division.\n\n"
        "The player on the dealer's left leads any card. The next cards up in that suit follow from whoever holds them "
        "until nobody can; then the last player leads again.\n\n"
        "Playing a trump Ace, King, Queen or Jack takes its division. One player playing trump King and "
        "Queen takes Matrimony; Queen and Jack, Intrigue. Playing Pope takes Pope Joan and a chip per "
        "card in each other hand. First out takes Game and the same, except from anyone still holding Pope.\n\n"
        "Unwon divisions stay for the next deal.")},
    {"pope-joan-5",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Before each deal, dress the board: everyone pays one share and the dealer two, a share being the "
        "fewest chips that make at least 12 in all (3 players: 3 each, dealer 6). Put 6 on Pope Joan, 2 each on Matrimony and "
        "Intrigue, 1 on Ace, the rest on Game.\n\n"
        "Remove the eight of diamonds; Ace is low. Deal singly from the dealer's left, with a face-down spare "
        "hand after the dealer; odd cards go to it. Turn up the last card for trumps. If it is Pope (nine of "
        "diamonds), the dealer takes Pope Joan and a chip from everyone per card dealt them; if the Ace, "
        "the dealer takes Ace.\n\n"
        "The player on the dealer's left leads any card. The next cards up in that suit follow from whoever holds them "
        "until nobody can; then the last player leads again.\n\n"
        "Playing the trump Ace takes Ace. One player playing trump King and Queen takes Matrimony; Queen and "
        "Jack, Intrigue. The trump King, Queen and Jack win nothing on their own. Playing Pope takes Pope "
        "Joan and a chip per card in each other hand. First out takes Game and the same, except from "
        "anyone still holding Pope.\n\n"
        "Unwon divisions stay for the next deal.")},
    {"spin",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Before each deal everyone but the dealer puts 1 chip on Game; the dealer puts 2 on Matrimony and "
        "1 on Intrigue. The last deal's winner pays nothing on Game.\n\n"
        "Remove the two of hearts and eight of diamonds; Ace is low. Deal all 50 cards singly from the "
        "dealer's left, as equally as they go. There are no trumps.\n\n"
        "The player on the dealer's left leads any card. The next cards up in that suit follow from whoever holds them "
        "until nobody can (a stop); then the last player leads again. Each King played earns its player 1 "
        "chip from every other player.\n\n"
        "Before leading after a stop, a player may show the King and Queen of diamonds to take Matrimony, or "
        "the Queen and Jack to take Intrigue; the cards stay in hand.\n\n"
        "Spin is the Ace of diamonds. Play it with a card you must play in a run, making that card a stop, or "
        "lead it like any other card, first of all or after a stop. Each other player pays you 3 chips.\n\n"
        "First out takes Game and 1 chip per card in each other hand, 2 per card from a player still "
        "holding Spin. Matrimony and Intrigue not won stay for the next deal.")},
    {"newmarket",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Lay out four boodle cards from a second pack: an Ace, King, Queen and Jack of four different suits, "
        "kept for the whole match (for example the Ace of hearts, King of clubs, Queen of diamonds and Jack "
        "of spades). Before each deal each player in turn, from the dealer's left, spreads exactly 10 "
        "chips over them at will.\n\n"
        "Ace is high, 2 low. Deal equal hands singly from the dealer's left, plus a face-down dummy hand "
        "dealt as an extra player, which also takes the odd cards.\n\n"
        "The player on the dealer's left leads their lowest card of any suit. The next higher cards follow from whoever "
        "holds them until nobody can: after the Ace, or when the next card is in the dummy or already played. "
        "The last player then leads their lowest card of another suit; if they cannot, the lead passes left "
        "to the first player who can. If nobody can, play is blocked.\n\n"
        "Playing the card matching a boodle card takes all its chips. First out receives a chip from every "
        "other player; if play blocks, whoever holds fewest cards gets them, tied players sharing. Chips not "
        "won stay on their boodle card for the next deal.\n\n"
        "Saratoga differs only in the stakes: every player puts 1 chip on each boodle card instead.")},
    {"sevens",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Take the four sevens out of the pack, and lay out four pool cards from it face up: an Ace, "
        "King, Queen and Jack of four different suits, kept for the whole match (for example the Ace of "
        "spades, King of clubs, Queen of hearts and Jack of diamonds). Before each deal, in turn from the "
        "dealer's left, every player puts one chip on a pool card of their choice and the dealer two, so "
        "that all four pool cards hold chips.\n\n"
        "Deal the other 44 cards one at a time from the dealer's left, as equally as they go. The Ace is low, "
        "the King high.\n\n"
        "The player on the dealer's left leads any card. The next cards up in that suit follow from whoever holds them "
        "until nobody can; then the last player leads again.\n\n"
        "Whoever plays the card just below a pool card takes all the chips on it: in its suit, the King "
        "below the Ace, the Queen below the King, the Jack below the Queen, the ten below the Jack. Each of these is always a stop, so that player "
        "leads next.\n\n"
        "The first player out wins the deal, and every other player pays them one chip for each card left "
        "in hand. Counters on a pool card whose winning card is not played stay there for the next deal.")},
    {"ranter-go-round",
     QT_TRANSLATE_NOOP("BoardSummaries",
        "Each player starts with three lives and puts one chip into the pool as the first round begins; "
        "nothing more is paid. King is high, Ace low; suits do not matter.\n\n"
        "The dealer gives one card face down to each player still in, from the left round to the dealer. The "
        "rest of the pack is the stock.\n\n"
        "From the dealer's left, each player in turn keeps their card or exchanges it with the next player on "
        "their left, who must swap. The dealer goes last and may exchange with the stock, taking its top card. "
        "Some play that Kings refuse: a player asked while holding a King shows it and keeps it, and loses "
        "their own turn; a King turned up from the stock stays there and the dealer keeps their own card.\n\n"
        "Then all the cards are turned up from the dealer's left. The player with the lowest card loses a "
        "life; if several tie, only the one who turned up last loses. A player with no lives left is out and "
        "is skipped from then on. The deal passes left.\n\n"
        "The pool stays in the middle until only one player has lives left. That player takes the whole pool.")},
};
} // namespace

QString boardSummary(const QString& boardId) {
    for (const Summary& s : kSummaries)
        if (boardId == QLatin1String(s.board)) return QCoreApplication::translate("BoardSummaries", s.text);
    return {};
}

} // namespace poch::app
