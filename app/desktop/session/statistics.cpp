#include "statistics.h"

#include "poch/registry.h"

#include <QSettings>
#include <QUrl>

namespace poch::app {

namespace {
// A name may hold any character; in a settings key it is percent-encoded.
QString group(const QString& player) {
    if (player.isEmpty()) return QStringLiteral("stats");
    return QStringLiteral("statsByName/") + QString::fromLatin1(QUrl::toPercentEncoding(player));
}

QString key(const QString& ruleset, const char* what, const QString& player) {
    return QStringLiteral("%1/%2/%3").arg(group(player), ruleset, QLatin1String(what));
}

// A figure kept but not a whole number, or a count below zero, can only
// come from a damaged file: it counts as none, and is said to be unreadable.
long long readCount(const QSettings& s, const QString& k, bool& unreadable, bool mayBeNegative = false) {
    if (!s.contains(k)) return 0;
    bool ok = false;
    const long long v = s.value(k).toLongLong(&ok);
    if (!ok || (!mayBeNegative && v < 0)) {
        unreadable = true;
        return 0;
    }
    return v;
}
} // namespace

void Statistics::recordMatch(const QString& ruleset, Outcome outcome, long long chipsChange, const QString& player) {
    QSettings s;
    const GameStatistics before = of(ruleset, player);
    s.setValue(key(ruleset, "matches", player), before.matches + 1);
    s.setValue(key(ruleset, "wins", player), before.wins + (outcome == Outcome::Won ? 1 : 0));
    s.setValue(key(ruleset, "shared", player), before.shared + (outcome == Outcome::Shared ? 1 : 0));
    s.setValue(key(ruleset, "chips", player), before.chips + chipsChange);
    s.sync();
}

GameStatistics Statistics::of(const QString& ruleset, const QString& player) {
    QSettings s;
    GameStatistics g;
    g.ruleset = ruleset;
    bool& bad = g.unreadable;
    g.matches = static_cast<int>(std::min<long long>(readCount(s, key(ruleset, "matches", player), bad), 1'000'000'000));
    g.wins = static_cast<int>(std::min<long long>(readCount(s, key(ruleset, "wins", player), bad), g.matches));
    g.shared = static_cast<int>(std::min<long long>(readCount(s, key(ruleset, "shared", player), bad), g.matches - g.wins));
    g.chips = readCount(s, key(ruleset, "chips", player), bad, true);
    return g;
}

QList<GameStatistics> Statistics::all(const QString& player) {
    QList<GameStatistics> list;
    for (const RulesetInfo* info : allRulesets()) {
        const GameStatistics g = of(QString::fromStdString(info->id), player);
        if (g.matches > 0 || g.unreadable) list.push_back(g);
    }
    return list;
}

QStringList Statistics::players() {
    QSettings s;
    s.beginGroup(QStringLiteral("statsByName"));
    QStringList names;
    for (const QString& encoded : s.childGroups()) names << QUrl::fromPercentEncoding(encoded.toLatin1());
    names.sort(Qt::CaseInsensitive);
    return names;
}

void Statistics::clear() {
    QSettings s;
    s.remove(QStringLiteral("stats"));
    s.remove(QStringLiteral("statsByName"));
}

} // namespace poch::app
