// The engine speaks in ids; this is where they become words a player reads,
// in the app's language: rule_words.h's English, through Qt's translation
// system.
#pragma once

#include "poch/card.h"

#include <QString>

namespace poch::texts {

QString rulesetName(const QString& rulesetId);
// One line saying what the option does; the id itself if it is unknown.
QString optionDescription(const QString& rulesetId, const QString& optionId);
// The option's name ("Dealer dresses"), as the New Game dialog and the
// rules pages call it; the id itself if it is unknown.
QString optionName(const QString& rulesetId, const QString& optionId);
QString poolName(const QString& rulesetId, const QString& poolId);
// A pool as a sentence speaks of it: a pool that is a card as the card
// ("2 chips on the King of hearts"), a board's division by its name with
// the article its language gives it ("6 chips on the Ace", "2 chips on
// Marriage").
QString poolInSentence(const QString& rulesetId, const QString& poolId);
// A card as a sentence names it, with the article its language gives its
// rank: "the seven of hearts", French "l'As de pique", "la Dame de cœur"
// (German, whose article changes with the sentence, gives none). So a pool
// that is a card, and a card a button plays, are spoken of.
QString cardInSentence(poch::Card card);
// The same with the words a game says of the card, which begin with its
// plain name ("the nine of diamonds, Pope").
QString cardInSentence(poch::Card card, const QString& words);
// A computer opponent's level: "beginner", "standard", "expert".
QString levelName(const QString& levelId);
// A hint's reason (poch::reasonId), as a sentence.
QString hintReason(const QString& reasonId);
// "Queen of hearts"; empty for no card.
QString cardName(poch::Card card);
// "Q♥": a card in a letter or number and its suit's sign, where its name
// would not fit; empty for no card.
QString cardShortName(poch::Card card);

} // namespace poch::texts
