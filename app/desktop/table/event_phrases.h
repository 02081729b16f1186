// The pieces the log's sentences are made of, shared by the words for one
// event (event_text.cpp) and the lines that gather several
// (event_lines.cpp).
#pragma once

#include "event_text.h"

namespace poch::app {

// Who a chip account is, in words: a player, a pool ("the King of hearts",
// "Marriage"), the bets or the bank.
QString accountWords(AccountId id, const EventWords& words);
QString poolWords(int pool, const EventWords& words);
// The same at the head of a sentence ("The bank pays ...").
QString accountSubject(AccountId id, const EventWords& words);
// Why a payment was made, as the end of a sentence ("for Spin"), or
// nothing where the rules leave it unsaid.
QString paymentReasonWords(const Event& payment);
// Names as the language lists them: "Anna, Bertram and Clara".
QString nameList(const QStringList& names);
// A sentence with the gap an unsaid reason leaves closed.
QString closeGap(QString line);
// Ranter-Go-Round's round (round_words.cpp): a card kept, and why where it
// was not chosen; a life lost, and why.
QString keptWords(const Event& kept, const EventWords& words);
QString lifeLostWords(const Event& lifeLost, const EventWords& words);

} // namespace poch::app
