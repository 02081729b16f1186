#include "elision.h"

#include <QLocale>
#include <QRegularExpression>

namespace poch::app {

QString elided(const QString& text) {
    if (QLocale().language() != QLocale::French) return text;
    // A whole word "de" or "que" (any case), one space, then a capital
    // vowel: the space becomes an apostrophe and the word loses its e.
    static const QRegularExpression beforeAVowel(QStringLiteral("\\b([Dd]|[Qq]u)e (?=[AEIOUYÀÂÆÉÈÊËÎÏÔŒÙÛÜ])"),
                                                 QRegularExpression::UseUnicodePropertiesOption);
    QString out = text;
    out.replace(beforeAVowel, QStringLiteral("\\1'"));
    return out;
}

} // namespace poch::app
