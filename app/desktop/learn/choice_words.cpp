#include "choice_words.h"

#include "elision.h"
#include "game_description.h"
#include "rule_texts.h"

#include <QLocale>

#include <cmath>

namespace poch::app {

namespace {
// A card as the game calls it (Pope Joan's nine of diamonds is Pope too).
QString cardWords(Card c, const State& state) {
    return GameDescription::of(QString::fromStdString(state.rules().info().id)).cardWords(c);
}

// A card played where no run was going on: neither a run of stops (its
// next card) nor one played in rotation (its top card, which a higher card
// follows: the nine bowls' ten of hearts on an eight was called "Led").
bool leads(const Table& t) { return !t.run.next.valid() && !t.run.top.valid(); }
} // namespace

QString ChoiceWords::poolInSentence(const State& state, int pool) {
    return texts::poolInSentence(QString::fromStdString(state.rules().info().id), QString::fromStdString(state.poolId(pool)));
}

QStringList ChoiceWords::poolNames(const State& state) {
    QStringList names;
    const RulesetInfo& info = state.rules().info();
    for (int p = 0; p < static_cast<int>(info.pools.size()); ++p)
        names << texts::poolName(QString::fromStdString(info.id), QString::fromStdString(state.poolId(p)));
    return names;
}

QString ChoiceWords::of(const Action& a, const State& state, const ActionList& legal) {
    const Table& t = state.table();
    // In the words on the buttons that do it (see ActionBar::offer).
    const bool opened = t.phase == Phase::Betting && t.betting.currentBet > 0;
    switch (a.kind) {
    case ActionKind::Play:
        // With the article the language gives the card: French said
        // "Jouez : neuf de pique.", and after "Conseil :" two colons.
        // A lead said as one, as the lessons and the review say it.
        if (a.with.valid()) return tr("Play %1 with Spin.").arg(texts::cardInSentence(a.card));
        return (leads(t) ? tr("Lead %1.") : tr("Play %1.")).arg(texts::cardInSentence(a.card, cardWords(a.card, state)));
    case ActionKind::Bet: {
        // A bet of every chip left is the bar's own button, "All in".
        const bool allIn = t.current >= 0 && a.chips == t.chips.seat[static_cast<std::size_t>(t.current)];
        if (a.chips == legal.betLow() && opened) return allIn ? tr("Match: all in (%1).").arg(a.chips) : tr("Match (%1).").arg(a.chips);
        if (allIn) return tr("All in (%1).").arg(a.chips);
        // Said as the bar's button and box say it, the bet raised to, and
        // with the chips that puts in: "Raise: put in 3" beside a button
        // "Raise to 4" read as two different raises.
        return opened ? tr("Raise to %1, putting in %2.").arg(t.betting.reaching(t.current, a.chips)).arg(a.chips) : tr("Bet %1.").arg(a.chips);
    }
    case ActionKind::Pass: return opened ? tr("Drop.") : tr("Pass.");
    case ActionKind::Stake: return tr("Stake %1 on %2.").arg(a.chips).arg(poolInSentence(state, a.pool));
    case ActionKind::Declare: return tr("Declare %1.").arg(poolNames(state).value(a.pool));
    case ActionKind::Exchange: return tr("Exchange.");
    case ActionKind::Keep: return tr("Keep.");
    }
    return {};
}

QString ChoiceWords::about(double chips) {
    // Costs are said in whole chips where they are large, and as "about
    // half a chip" where they are not: under three quarters of a chip is
    // nearer a half than a whole one (a margin of 0.6 said "about 1 chip"
    // beside figures 0.6 apart).
    if (chips < 0.75) return tr("about half a chip");
    // A margin of 1.5 said "about 2 chips" beside figures 1.5 apart: small
    // ones are said to the half.
    if (chips >= 1.25 && chips < 1.75) return tr("about one and a half chips");
    if (chips >= 2.25 && chips < 2.75) return tr("about two and a half chips");
    const int whole = static_cast<int>(std::lround(chips));
    // English has no translation file, so its two forms are two texts.
    return whole == 1 ? tr("about %n chip", nullptr, whole) : tr("about %n chips", nullptr, whole);
}

QString ChoiceWords::margin(const Analysis& analysis, const QString& next, bool lives) {
    if (analysis.choices.size() < 2) return {};
    // The same half chip the review draws its line at ("as good as any").
    const double by = analysis.choices[0].chips - analysis.choices[1].chips;
    //: %1 is the next best choice as the buttons say it ("Pass.").
    if (by < 0.5) return tr("The next best choice is about as good: %1").arg(next);
    //: %1 is "about 2 chips" or "about half a chip"; %2 a number of chips; %3 the next best choice ("Keep.").
    if (lives) return tr("On average %1 better than the next best choice (a life valued at %2 chips): %3").arg(about(by)).arg(kChipsPerLife).arg(next);
    //: %1 is "about 2 chips" or "about half a chip"; %2 the next best choice ("Pass.").
    return tr("On average %1 better than the next best choice: %2").arg(about(by), next);
}

QString ChoiceWords::done(const Action& a, const State& state, const ActionList& legal) {
    const Table& t = state.table();
    const bool opened = t.phase == Phase::Betting && t.betting.currentBet > 0;
    switch (a.kind) {
    case ActionKind::Play: {
        const bool led = leads(t);
        if (a.with.valid()) return tr("Played the %1 with Spin").arg(texts::cardName(a.card));
        return led ? tr("Led the %1").arg(cardWords(a.card, state)) : tr("Played the %1").arg(cardWords(a.card, state));
    }
    case ActionKind::Bet:
        if (!opened) return tr("Bet %1").arg(a.chips);
        return a.chips == legal.betLow() ? tr("Matched (%1)").arg(a.chips) : tr("Raised to %1, putting in %2").arg(t.betting.reaching(t.current, a.chips)).arg(a.chips);
    case ActionKind::Pass: return opened ? tr("Dropped") : tr("Passed");
    case ActionKind::Stake: return tr("Staked %1 on %2").arg(a.chips).arg(poolInSentence(state, a.pool));
    case ActionKind::Declare: return tr("Declared %1").arg(poolNames(state).value(a.pool));
    case ActionKind::Exchange: return tr("Exchanged");
    case ActionKind::Keep: return tr("Kept");
    }
    return {};
}

QString ChoiceWords::reason(const Action& a, const State& state, Reason reason) {
    const Table& t = state.table();
    const ExchangeWith exchange = state.rules().exchangeWith(t);
    if (t.phase == Phase::Exchange && exchange == ExchangeWith::Dummy)
        return a.kind == ActionKind::Keep ? tr("Your hand is likely better than the dummy's.") : tr("The dummy hand is likely better than yours.");
    // The choice is said before the reason ("Keep."): the reason does not
    // say it again ("Keep. Keep it: ..."). A lower card in sight is the
    // reason whoever the exchange is with.
    // Said only where the cards unseen make it so (reasonForChoice).
    if (t.phase == Phase::Exchange && exchange == ExchangeWith::Stock && (reason == Reason::KeepsCard || reason == Reason::PassesCard))
        return reason == Reason::KeepsCard ? tr("A card from the stock is more likely lower.") : tr("A card from the stock is more likely higher.");
    // A drop against a bet says it is the bet the hand is not worth ("The
    // hand is not worth it." read as if a pair of Queens were worthless).
    if (reason == Reason::WeakHand && t.phase == Phase::Betting && a.kind == ActionKind::Pass)
        return t.betting.currentBet > 0 ? tr("The hand is not worth what it costs to stay in against that bet.")
                                        : tr("The hand is not worth a bet.");
    return texts::hintReason(QString::fromLatin1(reasonId(reason)));
}

QString ChoiceWords::chips(double value) {
    // The sign follows the figure as shown: 0.05 showed as "0.1", without
    // its "+". What rounds to nothing is shown as nothing ("-0.0" read as
    // a loss).
    double shown = std::round(value * 10.0) / 10.0;
    if (shown == 0.0) shown = 0.0; // not -0.0
    return (shown > 0.0 ? QStringLiteral("+") : QString()) + QLocale().toString(shown, 'f', 1);
}

QString ChoiceWords::figures(const Analysis& analysis, const State& state, const ActionList& legal, std::optional<Action> taken,
                             const QString& whose) {
    QStringList lines;
    for (const ChoiceValue& c : analysis.choices) {
        QString words = of(c.action, state, legal);
        if (words.endsWith(QLatin1Char('.'))) words.chop(1);
        // The whole chips decide the form, as each language counts them:
        // French says "-0,3 jeton", "1,5 jeton", "2,0 jetons".
        const int whole = static_cast<int>(std::abs(std::round(c.chips * 10.0) / 10.0));
        // In brackets: after a colon, "Raise: put in 4: -5.5 chips" had two.
        QString line = tr("%1 (%2 chips)", "a choice and what it is expected to win; the form follows the whole chips", whole)
                           .arg(words.toHtmlEscaped(), chips(c.chips));
        if (taken && c.action == *taken)
            line = whose.isEmpty() ? tr("<b>%1</b> (your choice)").arg(line) : tr("<b>%1</b> (%2's choice)").arg(line, whose.toHtmlEscaped());
        lines << line;
    }
    return elided(lines.join(QStringLiteral("<br>")));
}

} // namespace poch::app
