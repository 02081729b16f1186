// Rows of a data-driven test: one for every ruleset, or one for every
// ruleset in every language the app speaks.
#pragma once

#include "poch/registry.h"

#include <QString>
#include <QTest>

namespace poch::test {

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
    for (const char* language : {"en", "de", "fr"})
        for (const RulesetInfo* info : allRulesets())
            QTest::addRow("%s %s", info->id.c_str(), language) << QString::fromStdString(info->id) << QString::fromLatin1(language);
}

} // namespace poch::test
