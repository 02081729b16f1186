// A choice in words, as the buttons that make it say it ("Drop.", "Match
// (3).", "Play the nine of hearts."), and a search's figures for each
// choice: what the hint, the coach and the deal review all say.
#pragma once

#include "poch/action_list.h"
#include "poch/analysis.h"
#include "poch/state.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace poch::app {

class ChoiceWords {
    Q_DECLARE_TR_FUNCTIONS(poch::app::ChoiceWords)
public:
    // `legal` is what the seat could do then (a bet's words depend on it).
    static QString of(const Action& a, const State& state, const ActionList& legal);
    // A choice made, said after it ("Led the two of clubs", "Dropped").
    static QString done(const Action& a, const State& state, const ActionList& legal);
    // The board's pools in the player's language at that state (the cards
    // laid out, where pools are cards).
    static QStringList poolNames(const State& state);
    // A pool as a sentence speaks of it: "the King of hearts", "Marriage".
    static QString poolInSentence(const State& state, int pool);
    // "Bet 1: +1.8 chips" a line, best first, HTML; `taken` is marked as
    // the choice made, by "you" or by the person named.
    static QString figures(const Analysis& analysis, const State& state, const ActionList& legal,
                           std::optional<Action> taken = std::nullopt, const QString& whose = {});
    // "+1.8", "-0.4", "0.0" in the player's locale.
    static QString chips(double value);
    // A margin or a cost in words: "about 6 chips", "about half a chip".
    static QString about(double chips);
    // How much better the best of `analysis`'s choices is than the next,
    // named by `next` as the buttons say it, as a sentence ("On average
    // about 2 chips better than the next best choice: Pass."), or that the
    // next is about as good; empty with a single choice. It names the next
    // choice: "about as good" left a player asking which one.
    // Where lives are played for (`lives`), it says what a life counts as:
    // chips said over a round that moves none read as chips changing hands.
    static QString margin(const Analysis& analysis, const QString& next, bool lives = false);
    // Why `a` is advised at `state`, as the hint, the coach and the review
    // say it: the Expert's reason, or for an exchange what it is with (a
    // dummy, the stock: Ranter-Go-Round's dealer passes nothing on).
    static QString reason(const Action& a, const State& state, Reason reason);
};

} // namespace poch::app
