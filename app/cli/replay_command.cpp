#include "replay_command.h"

#include "poch/limits.h"
#include "poch/replay.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>
#include <iostream>

namespace poch::cli {

int runReplay(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "poch-cli", "Checks every action of a game record against the rules and prints the resulting state as JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("poch-cli", "The record, or - for standard input."));
    QTextStream err(stderr);
    if (!parser.parse(arguments) || parser.positionalArguments().size() != 1) {
        err << (parser.errorText().isEmpty() ? QCoreApplication::translate("poch-cli", "replay needs one file")
                                             : parser.errorText())
            << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }

    const QString path = parser.positionalArguments().constFirst();
    QFile file;
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                    : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    ReplayResult result;
    if (!opened) {
        result.error = RecordError("cannot read " + path.toStdString() + ": " + file.errorString().toStdString());
    } else {
        // One byte more than a record may be: enough to refuse a larger
        // file without reading all of it.
        const QByteArray text = file.read(poch::kLargestRecordBytes + 1);
        result = replayText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    }
    std::cout << replayReport(result) << std::endl;
    if (result.error) {
        err << "poch-cli replay: ";
        if (result.error->deal() > 0) err << "deal " << result.error->deal();
        if (result.error->action() > 0) err << ", action " << result.error->action();
        if (result.error->deal() > 0) err << ": ";
        err << QString::fromStdString(result.error->what()) << "\n";
        return 2;
    }
    return 0;
}

} // namespace poch::cli
