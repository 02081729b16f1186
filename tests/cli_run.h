// What the poch-cli tests share: running the real binary as a user or a
// script would, and reading what it printed.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace poch::test::cli {

struct Run {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;
};

inline Run runCli(const QStringList& arguments, const QByteArray* input = nullptr) {
    QProcess process;
    process.setProgram(QStringLiteral(POCH_CLI));
    process.setArguments(arguments);
    process.start();
    Run run;
    if (!process.waitForStarted(10000)) {
        run.err = "could not start " POCH_CLI;
        return run;
    }
    if (input) process.write(*input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.crashed = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline QString dataFile(const char* name) { return QStringLiteral(POCH_TEST_DATA "/") + QString::fromLatin1(name); }

// The whole of standard output must be one JSON object.
inline QJsonObject jsonObject(const QByteArray& text, bool* ok) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    *ok = error.error == QJsonParseError::NoError && doc.isObject();
    return doc.object();
}

inline QList<int> intList(const QJsonValue& value) {
    QList<int> list;
    for (const QJsonValue& v : value.toArray()) list.append(v.toInt(-1));
    return list;
}

// Every chip of a replay report: seats, board and betting pot.
inline qint64 chipsAccountedFor(const QJsonObject& report) {
    qint64 total = 0;
    for (int c : intList(report.value(QStringLiteral("chips")))) total += c;
    const QJsonObject board = report.value(QStringLiteral("board")).toObject();
    for (auto it = board.begin(); it != board.end(); ++it) total += it.value().toInt();
    total += report.value(QStringLiteral("bets")).toInt();
    return total;
}

inline QString describe(const Run& run) {
    return QStringLiteral("exit %1%2\nstdout: %3\nstderr: %4")
        .arg(run.exitCode)
        .arg(run.crashed ? QStringLiteral(" (crashed)") : QString())
        .arg(QString::fromUtf8(run.out.left(2000)), QString::fromUtf8(run.err.left(2000)));
}

} // namespace poch::test::cli
