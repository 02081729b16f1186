#include "statistics.h"

#include "poch/registry.h"

#include <QSettings>

namespace poch::app {

namespace {
QString key(const QString& ruleset, const char* what) { return QStringLiteral("stats/%1/%2").arg(ruleset, QLatin1String(what)); }

// Negative counts can only come from a damaged file; they count as none.
long long readCount(const QSettings& s, const QString& k, bool mayBeNegative = false) {
    bool ok = false;
    const long long v = s.value(k, 0).toLongLong(&ok);
    if (!ok || (!mayBeNegative && v < 0)) return 0;
    return v;
}
} // namespace

void Statistics::recordMatch(const QString& ruleset, Outcome outcome, long long chipsChange) {
    QSettings s;
    const GameStatistics before = of(ruleset);
    s.setValue(key(ruleset, "matches"), before.matches + 1);
    s.setValue(key(ruleset, "wins"), before.wins + (outcome == Outcome::Won ? 1 : 0));
    s.setValue(key(ruleset, "shared"), before.shared + (outcome == Outcome::Shared ? 1 : 0));
    s.setValue(key(ruleset, "chips"), before.chips + chipsChange);
    s.sync();
}

GameStatistics Statistics::of(const QString& ruleset) {
    QSettings s;
    GameStatistics g;
    g.ruleset = ruleset;
    g.matches = static_cast<int>(std::min<long long>(readCount(s, key(ruleset, "matches")), 1'000'000'000));
    g.wins = static_cast<int>(std::min<long long>(readCount(s, key(ruleset, "wins")), g.matches));
    g.shared = static_cast<int>(std::min<long long>(readCount(s, key(ruleset, "shared")), g.matches - g.wins));
    g.chips = readCount(s, key(ruleset, "chips"), true);
    return g;
}

QList<GameStatistics> Statistics::all() {
    QList<GameStatistics> list;
    for (const RulesetInfo* info : allRulesets()) {
        const GameStatistics g = of(QString::fromStdString(info->id));
        if (g.matches > 0) list.push_back(g);
    }
    return list;
}

void Statistics::clear() {
    QSettings s;
    s.remove(QStringLiteral("stats"));
}

} // namespace poch::app
