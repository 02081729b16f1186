// Rows of a data-driven test: one for every language the app speaks, for
// every ruleset, or for every ruleset in every language.
#pragma once

#include "poch/registry.h"

#include <QString>
#include <QTest>

namespace poch::test {

// The languages the app speaks, English first.
inline constexpr const char* kLanguages[] = {"en", "de", "fr"};

// A row for every language, its code in the column "language".
inline void everyLanguage() {
    QTest::addColumn<QString>("language");
    for (const char* language : kLanguages) QTest::newRow(language) << QString::fromLatin1(language);
}

// A row for every ruleset, its id in the column "ruleset".
inline void everyRuleset() {
    QTest::addColumn<QString>("ruleset");
    for (const RulesetInfo* info : allRulesets()) QTest::newRow(info->id.c_str()) << QString::fromStdString(info->id);
}

// A row for every ruleset in English, German and French, named "id
// language": the columns "ruleset" and "language".
inline void everyRulesetInEveryLanguage() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("language");
    for (const char* language : kLanguages)
        for (const RulesetInfo* info : allRulesets())
            QTest::addRow("%s %s", info->id.c_str(), language) << QString::fromStdString(info->id) << QString::fromLatin1(language);
}

} // namespace poch::test
