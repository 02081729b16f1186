// What the tests of the log's words share: a match of random players
// named S0, S1, ..., the words the log speaks of it with, and every step of
// a few deals of random play with the lines the log makes of it.
#pragma once

#include "choice_words.h"
#include "event_text.h"
#include "game_description.h"
#include "rule_texts.h"

#include "poch/match.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <string>

namespace poch::test {

// A match of random players, each with chips enough for a few deals.
inline MatchSetup setupFor(const RulesetInfo& info, int seats, std::uint64_t seed) {
    MatchSetup s;
    s.ruleset = info.id;
    s.options = Options(info.options);
    for (int i = 0; i < seats; ++i) s.seats.push_back({"S" + std::to_string(i), "random"});
    s.chips.assign(static_cast<std::size_t>(seats), std::max(info.startingChips, 100));
    s.seed = seed;
    return s;
}

// The words the log speaks of a match with, its players named S0, S1, ...
inline app::EventWords words(const Match& m) {
    const QString id = QString::fromStdString(m.rules().info().id);
    app::EventWords w;
    w.seatName = [](int seat) { return QStringLiteral("S%1").arg(seat); };
    w.poolName = [&m, id](int pool) { return texts::poolName(id, QString::fromStdString(m.state().poolId(pool))); };
    w.poolInSentence = [&m](int pool) { return app::ChoiceWords::poolInSentence(m.state(), pool); };
    w.setGame(app::GameDescription::of(id), m.state());
    return w;
}

// `seat` winning `chips` from `pool`, as the engine tells it.
inline Event poolWon(int seat, int pool, std::int32_t chips) {
    Event e = Event::of(EventType::PoolWon, seat);
    e.from = poolAccount(pool);
    e.to = seatAccount(seat);
    e.pool = static_cast<std::int8_t>(pool);
    e.chips = chips;
    return e;
}

// The seats a line of antes names before its verb ("S1 pays ...", "S1,
// S2 and S3 each pay ...").
inline QList<int> payersOf(const QString& line) {
    static const QRegularExpression verb(QStringLiteral(" (pays|puts|each pay|each put|dresses|each dress) "));
    static const QRegularExpression seat(QStringLiteral("\\bS(\\d+)\\b"));
    const QRegularExpressionMatch said = verb.match(line);
    QList<int> seats;
    if (!said.hasMatch()) return seats;
    for (auto it = seat.globalMatch(line.left(said.capturedStart())); it.hasNext();) seats << it.next().captured(1).toInt();
    return seats;
}

// `setup`'s match played by random legal actions (from `seed`) until it
// is over or `deals` deals have begun: check(match, step) after each step.
template <typename Check>
void playRandomly(const MatchSetup& setup, std::uint64_t seed, int deals, Check check) {
    Match m(setup);
    Random random(seed);
    ActionList legal;
    while (!m.over() && m.state().dealsPlayed() < deals) {
        EventLog step;
        if (m.dealDue()) m.deal(&step);
        else {
            m.legalActions(legal);
            m.apply(randomAction(legal, random), &step);
        }
        check(m, step);
    }
}

// Every step of a few deals of random play: its events, and its lines.
template <typename Check>
void everyStep(const RulesetInfo& info, int seats, Check check, int deals = 8) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
        playRandomly(setupFor(info, seats, seed), seed * 7, deals,
                     [&](const Match& m, const EventLog& step) { check(m, step, app::describeEvents(step, words(m))); });
}

} // namespace poch::test
