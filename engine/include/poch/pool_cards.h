// The pool cards of Newmarket, Saratoga and the sevens game: an Ace, a
// King, a Queen and a Jack (knave) of four different suits, face up on the
// table for a whole match, each standing for one pool of the board.
//
// The sources leave the suits free: 003 asks for "an Ace, King, Queen and
// Jack (each of a different suit) from another pack", and 001 gives its
// knave of diamonds, queen of hearts, king of clubs and ace of spades only
// "say, for example". So the suits are the match's choice, made once before
// its first deal. Pool p is always the card of rank kPoolCardRanks[p], so
// chips left on a pool stay on the same card from deal to deal, and pool
// ids in records and output are the cards' codes.
#pragma once

#include "poch/card_set.h"
#include "poch/random.h"

#include <array>
#include <string>

namespace poch {

inline constexpr std::array<Rank, 4> kPoolCardRanks{kAce, kKing, kQueen, kJack};

// What is wrong with a choice of pool cards, in words, or empty if it is
// an Ace, King, Queen and Jack of four different suits.
std::string poolCardsError(CardSet cards);

// The card standing for pool p among the match's pool cards, or none.
Card poolCard(CardSet poolCards, int pool);
// The pool a card stands for, or -1.
int poolOfCard(CardSet poolCards, Card card);

// Four suits dealt at random to the four ranks.
CardSet randomPoolCards(Random& random);

// "AH KC QD JS": the cards in pool order, for messages.
std::string poolCardsText(CardSet poolCards);

} // namespace poch
