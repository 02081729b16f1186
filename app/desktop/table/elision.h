// French elides "de" and "que" before a vowel: "le coup d'Amélie", "ce
// qu'Emma voyait". The translations cannot, for the name comes into the
// sentence afterwards (%1) and may be any name at all; so the words that
// name players pass through elided() once they are whole.
#pragma once

#include <QString>

namespace poch::app {

// `text` with "de" and "que" elided before a capitalised word that begins
// with a vowel, where the app speaks French; otherwise `text` as it is.
// Only a name starts with a capital inside a French sentence (cards and
// pools bring their articles: "l'As"), and before a name French always
// elides (an aspirate h is left alone, as a name rarely has one).
QString elided(const QString& text);

} // namespace poch::app
