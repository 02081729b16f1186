#include "save_store.h"

#include "record_fault_words.h"

#include "poch/limits.h"
#include "poch/match.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace poch::app {


SaveStore::SaveStore(QString folder) : folder_(std::move(folder)) {
    if (folder_.isEmpty()) folder_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString SaveStore::asideName(const QString& path) {
    QString aside = path + QStringLiteral(".unreadable");
    for (int n = 2; QFile::exists(aside); ++n) aside = path + QStringLiteral(".%1.unreadable").arg(n);
    return aside;
}

QString SaveStore::autosavePath() const { return QDir(folder_).filePath(QStringLiteral("autosave.poch.json")); }

QString SaveStore::previousAutosavePath() const { return QDir(folder_).filePath(QStringLiteral("autosave.previous.poch.json")); }

QString SaveStore::writeAutosave(const GameRecord& record) const {
    if (!QDir().mkpath(folder_)) return tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder_));
    // The latest autosave becomes the previous one by a copy committed
    // whole, so that at every moment both files are complete.
    if (QFile latest(autosavePath()); latest.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = latest.readAll();
        QSaveFile previous(previousAutosavePath());
        if (!previous.open(QIODevice::WriteOnly) || previous.write(bytes) != bytes.size() || !previous.commit())
            return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(previousAutosavePath()), previous.errorString());
    }
    return write(autosavePath(), record);
}

std::optional<GameRecord> SaveStore::readAutosave(QString* error) const {
    if (!QFile::exists(autosavePath())) return std::nullopt;
    return readPlayable(autosavePath(), error);
}

std::optional<GameRecord> SaveStore::readPreviousAutosave(QString* error) const {
    if (!QFile::exists(previousAutosavePath())) return std::nullopt;
    return readPlayable(previousAutosavePath(), error);
}

// The previous first: the latest alone, left by a crash between the two,
// is still the match as it ended.
void SaveStore::clearAutosave() const {
    QFile::remove(previousAutosavePath());
    QFile::remove(autosavePath());
}

QString SaveStore::write(const QString& path, const GameRecord& record) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    const std::string text = writeRecord(record);
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) file.cancelWriting();
    if (!file.commit()) return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

std::optional<GameRecord> SaveStore::read(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    if (file.size() > kLargestRecordBytes) {
        if (error) *error = tr("%1 is too large to be a game record.").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    try {
        return parseRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const RecordError& e) {
        // The fault's words say what is wrong ("the file is empty", "the
        // file is not a game saved by Poch"); this says only what it stops.
        if (error) *error = tr("%1 cannot be opened: %2.").arg(QDir::toNativeSeparators(path), describe(e));
        return std::nullopt;
    }
}

std::optional<GameRecord> SaveStore::readPlayable(const QString& path, QString* error) {
    std::optional<GameRecord> record = read(path, error);
    if (!record) return record;
    const MatchReplay replayed = Match::replay(*record, 0, RecordEnd::Stand);
    if (!replayed.error) return record;
    if (error) *error = tr("%1 cannot be played on: %2.").arg(QDir::toNativeSeparators(path), describe(*replayed.error, &*record));
    return std::nullopt;
}

QString SaveStore::describe(const RecordError& e, const GameRecord* record) {
    // The engine's own English words go to the log, for a report of the
    // fault; the person reads the program's.
    qWarning("%s", e.what());
    const QString what = record ? recordFaultWords(e, *record) : recordFaultWords(e);
    if (e.deal() > 0 && e.action() > 0) return tr("deal %1, action %2: %3").arg(e.deal()).arg(e.action()).arg(what);
    if (e.deal() > 0) return tr("deal %1: %2").arg(e.deal()).arg(what);
    return what;
}

} // namespace poch::app
