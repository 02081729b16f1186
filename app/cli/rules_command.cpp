#include "rules_command.h"

#include "rule_texts.h"

#include "poch/registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace poch::cli {

namespace {
QJsonObject optionJson(const RulesetInfo& info, const OptionSpec& spec) {
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(spec.id);
    const bool flag = spec.type == OptionType::Bool;
    o[QStringLiteral("type")] = flag ? QStringLiteral("bool") : QStringLiteral("int");
    o[QStringLiteral("default")] = flag ? QJsonValue(spec.defaultValue != 0) : QJsonValue(spec.defaultValue);
    if (!flag) {
        o[QStringLiteral("min")] = spec.min;
        o[QStringLiteral("max")] = spec.max;
    }
    o[QStringLiteral("description")] =
        texts::optionDescription(QString::fromStdString(info.id), QString::fromStdString(spec.id));
    return o;
}
} // namespace

int runRules(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("poch-cli", "Lists every ruleset with its player counts and options."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"), QCoreApplication::translate("poch-cli", "Print JSON."));
    parser.addOption(json);
    QTextStream out(stdout);
    if (!parser.parse(arguments) || !parser.positionalArguments().isEmpty()) {
        QTextStream(stderr) << (parser.errorText().isEmpty() ? QStringLiteral("rules takes no arguments")
                                                             : parser.errorText())
                            << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }

    QJsonArray rulesets;
    for (const RulesetInfo* info : allRulesets()) {
        const QString id = QString::fromStdString(info->id);
        if (parser.isSet(json)) {
            QJsonObject r;
            r[QStringLiteral("id")] = id;
            r[QStringLiteral("name")] = texts::rulesetName(id);
            r[QStringLiteral("source")] = QString::fromStdString(info->source);
            r[QStringLiteral("players")] = QJsonObject{{QStringLiteral("min"), info->minSeats},
                                                       {QStringLiteral("max"), info->maxSeats}};
            QJsonArray pools;
            for (const auto& pool : info->pools) pools.append(QString::fromStdString(pool));
            r[QStringLiteral("pools")] = pools;
            QJsonArray options;
            for (const OptionSpec& spec : info->options) options.append(optionJson(*info, spec));
            r[QStringLiteral("options")] = options;
            rulesets.append(r);
            continue;
        }
        out << id << "  " << texts::rulesetName(id) << "  ("
            << QCoreApplication::translate("poch-cli", "%1 to %2 players; source %3")
                   .arg(info->minSeats)
                   .arg(info->maxSeats)
                   .arg(QString::fromStdString(info->source))
            << ")\n";
        for (const OptionSpec& spec : info->options) {
            const bool flag = spec.type == OptionType::Bool;
            const QString value = flag ? (spec.defaultValue ? QStringLiteral("true") : QStringLiteral("false"))
                                       : QString::number(spec.defaultValue);
            out << "    " << QString::fromStdString(spec.id).leftJustified(22) << (flag ? "bool " : "int  ")
                << QStringLiteral("default %1").arg(value).leftJustified(15)
                << texts::optionDescription(id, QString::fromStdString(spec.id)) << "\n";
        }
    }
    if (parser.isSet(json))
        out << QJsonDocument(QJsonObject{{QStringLiteral("rulesets"), rulesets}}).toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace poch::cli
