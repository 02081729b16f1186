// What a new match is: the ruleset and its options, who sits where, and
// the chips everyone starts with. Seat 0 is the person at the screen.
#pragma once

#include "poch/agent.h"
#include "poch/options.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <cstdint>
#include <optional>

namespace poch::app {

struct MatchSettings {
    QString ruleset = QStringLiteral("poch");
    Options options;
    QStringList names;                          // one a seat
    QVector<std::optional<Level>> levels;       // empty for the person
    std::int32_t chips = 50;
    // Games whose pools are cards (Newmarket, Saratoga, the sevens game)
    // lay out four chosen at random, or the game's customary set.
    bool customaryPoolCards = false;
    std::uint64_t seed = 1;                     // deals and the computer's choices
    // Where several people play, the table is screened between their turns.
    bool privacyScreen = true;

    int seats() const { return static_cast<int>(names.size()); }
    // A match of a game with its usual options: you against Standard opponents.
    // The person's name until they give one: their name on this computer.
    static QString personName();
    // Seat 0 is the person; the computer's players have names of their own.
    static QString defaultName(int seat);
    static MatchSettings quick(const QString& ruleset, int seats, std::uint64_t seed = 1);

    // The longest name a seat is given, and shown with: a name of seventy
    // letters pushed every line of the log out of its panel.
    static constexpr int kLongestName = 24;
    // `name` as the table and the log show it: cut short with "…" where
    // it is longer than kLongestName.
    static QString shownName(const QString& name);
};

} // namespace poch::app
