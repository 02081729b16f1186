#include "match_settings.h"

#include "poch/registry.h"

#include <QCoreApplication>

namespace poch::app {

QString MatchSettings::personName() {
    QString name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    if (name.isEmpty() || name == QLatin1String("root")) return QCoreApplication::translate("MatchSettings", "Player");
    name[0] = name[0].toUpper();
    return name;
}

QString MatchSettings::defaultName(int seat) {
    if (seat == 0) return personName();
    static const char* const names[] = {QT_TRANSLATE_NOOP("MatchSettings", "Anna"),     QT_TRANSLATE_NOOP("MatchSettings", "Bertram"),
                                        QT_TRANSLATE_NOOP("MatchSettings", "Clara"),    QT_TRANSLATE_NOOP("MatchSettings", "Dietrich"),
                                        QT_TRANSLATE_NOOP("MatchSettings", "Emma"),     QT_TRANSLATE_NOOP("MatchSettings", "Friedrich"),
                                        QT_TRANSLATE_NOOP("MatchSettings", "Greta")};
    return QCoreApplication::translate("MatchSettings", names[(seat - 1) % 7]);
}

QString MatchSettings::shownName(const QString& name) {
    if (name.size() <= kLongestName) return name;
    return name.left(kLongestName - 1) + QChar(0x2026);
}

MatchSettings MatchSettings::quick(const QString& ruleset, int seats, std::uint64_t seed) {
    MatchSettings m;
    m.ruleset = ruleset;
    if (const RulesetInfo* info = findRuleset(ruleset.toStdString())) {
        m.options = Options(info->options);
        m.chips = info->startingChips;
    }
    for (int s = 0; s < seats; ++s) {
        m.names << defaultName(s);
        m.levels.push_back(s == 0 ? std::nullopt : std::optional<Level>(Level::Standard));
    }
    m.seed = seed;
    return m;
}

} // namespace poch::app
