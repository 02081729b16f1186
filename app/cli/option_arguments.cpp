#include "option_arguments.h"

#include <QCoreApplication>

#include <stdexcept>

namespace poch::cli {

bool readRulesetOptions(const QStringList& pairs, const RulesetInfo& info, Options& options, QString& error) {
    for (const QString& pair : pairs) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        const QString name = eq < 0 ? pair : pair.left(eq);
        const QString text = eq < 0 ? QStringLiteral("true") : pair.mid(eq + 1);
        int value = 0;
        bool ok = true;
        if (text == QLatin1String("true")) value = 1;
        else if (text == QLatin1String("false")) value = 0;
        else value = text.toInt(&ok);
        if (!ok) {
            error = QCoreApplication::translate("poch-cli", "option '%1' needs true, false or a number").arg(name);
            return false;
        }
        try {
            options.set(info.options, name.toStdString(), value);
        } catch (const std::invalid_argument& e) {
            error = QString::fromStdString(e.what());
            return false;
        }
    }
    return true;
}
} // namespace poch::cli
