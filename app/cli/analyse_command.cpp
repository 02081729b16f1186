#include "analyse_command.h"

#include "poch/analysis.h"
#include "poch/game_record.h"
#include "poch/limits.h"
#include "poch/match.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>
#include <stdexcept>

namespace poch::cli {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("poch-cli", text); }

// An action as the game record writes it.
QJsonObject actionJson(const Action& a, const State& state) {
    QJsonObject o{{QStringLiteral("act"), QString::fromLatin1(actionKindId(a.kind))}};
    if (a.card.valid()) o[QStringLiteral("card")] = QString::fromStdString(a.card.code());
    if (a.with.valid()) o[QStringLiteral("with")] = QString::fromStdString(a.with.code());
    if (a.kind == ActionKind::Bet || a.kind == ActionKind::Stake) o[QStringLiteral("chips")] = a.chips;
    if (a.pool >= 0) o[QStringLiteral("pool")] = QString::fromStdString(state.poolId(a.pool));
    return o;
}

int fail(const QString& message) {
    QTextStream(stderr) << "poch-cli analyse: " << message << "\n";
    return 2;
}
} // namespace

int runAnalyse(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("What the Expert's search makes of each choice at one moment of a game record: "
                                        "the chips each is expected to win or lose over the rest of the deal, from the "
                                        "observation of the seat that decides there (never from cards it cannot see)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), tr("The record."));
    const QCommandLineOption deal(QStringLiteral("deal"), tr("The deal, counted from 1."), QStringLiteral("n"));
    const QCommandLineOption action(QStringLiteral("action"), tr("The action of that deal to analyse the moment before, counted from 1."), QStringLiteral("m"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("The search's seed (the same seed, the same figures)."), QStringLiteral("s"), QStringLiteral("1"));
    const QCommandLineOption guesses(QStringLiteral("guesses"), tr("Guesses at the hidden cards."), QStringLiteral("g"), QString::number(kAnalysisGuesses));
    parser.addOptions({deal, action, seed, guesses});
    if (!parser.parse(arguments)) return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (parser.positionalArguments().size() != 1) return fail(tr("analyse needs one file"));
    bool okDeal = false, okAction = false, okSeed = false, okGuesses = false;
    const int n = parser.value(deal).toInt(&okDeal);
    const int m = parser.value(action).toInt(&okAction);
    const std::uint64_t s = parser.value(seed).toULongLong(&okSeed);
    const int g = parser.value(guesses).toInt(&okGuesses);
    if (!okDeal || !okAction || n < 1 || m < 1) return fail(tr("--deal and --action are numbers from 1"));
    if (!okSeed || !okGuesses || g < 1 || g > 100000) return fail(tr("--seed is a number, --guesses one from 1 to 100000"));

    QFile file(parser.positionalArguments().constFirst());
    if (!file.open(QIODevice::ReadOnly)) return fail(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
    const QByteArray text = file.read(kLargestRecordBytes + 1);
    GameRecord record;
    try {
        record = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    } catch (const std::exception& e) {
        return fail(QString::fromStdString(e.what()));
    }
    std::optional<MomentAnalysis> analysed;
    try {
        analysed = analyseMoment(record, n, m, s, g);
    } catch (const RecordError& e) {
        return fail(QString::fromStdString(e.what()));
    }
    const MomentAnalysis& found = *analysed;
    const State& state = found.moment.state;
    const RecordAction& taken = found.moment.taken;
    QJsonArray choices;
    for (const ChoiceValue& c : found.analysis.choices)
        choices.append(QJsonObject{{QStringLiteral("action"), actionJson(c.action, state)}, {QStringLiteral("chips"), c.chips}});
    const QJsonObject out{{QStringLiteral("deal"), n},
                          {QStringLiteral("action"), m},
                          {QStringLiteral("seat"), taken.seat},
                          {QStringLiteral("played"), actionJson(taken.action, state)},
                          {QStringLiteral("choices"), choices},
                          {QStringLiteral("playedChips"), found.takenChips},
                          {QStringLiteral("cost"), found.cost},
                          {QStringLiteral("reason"), QString::fromLatin1(reasonId(found.analysis.reason))}};
    QTextStream(stdout) << QJsonDocument(out).toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace poch::cli
