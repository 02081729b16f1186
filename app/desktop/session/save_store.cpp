#include "save_store.h"

#include "record_fault_words.h"

#include "poch/limits.h"
#include "poch/match.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace poch::app {

namespace {
// What tells a match from another: its game, options, chips and first
// deal's cards (and its seed), not its people's names, which are spoken
// in the language of the day (nameInTheLanguageSpoken), nor how far it
// has gone.
QString matchMark(const GameRecord& record) {
    GameRecord mark = record;
    for (RecordSeat& seat : mark.seats) seat.name.clear();
    if (mark.deals.size() > 1) mark.deals.resize(1);
    for (RecordDeal& deal : mark.deals) {
        deal.actions.clear();
        deal.begun = false;
    }
    const std::string text = writeRecord(mark);
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256).toHex());
}
} // namespace

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
    QFile::remove(remarksPath());
    remarksWritten_.clear();
}

QString SaveStore::remarksPath() const { return QDir(folder_).filePath(QStringLiteral("autosave.remarks.json")); }

QString SaveStore::writeRemarks(const GameRecord& match, const QJsonArray& lines) const {
    if (!QDir().mkpath(folder_)) return tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder_));
    const QByteArray bytes = QJsonDocument(QJsonObject{{QStringLiteral("match"), matchMark(match)}, {QStringLiteral("lines"), lines}}).toJson();
    if (bytes == remarksWritten_ && QFile::exists(remarksPath())) return {};
    QSaveFile file(remarksPath());
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(remarksPath()), file.errorString());
    remarksWritten_ = bytes;
    return {};
}

QJsonArray SaveStore::readRemarks(const GameRecord& match) const {
    QFile file(remarksPath());
    // Lines of the log are short and few: a file larger than a record is
    // not one of them.
    if (!file.open(QIODevice::ReadOnly) || file.size() > kLargestRecordBytes) return {};
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError) {
        qWarning("%s: %s", qPrintable(QDir::toNativeSeparators(remarksPath())), qPrintable(error.errorString()));
        return {};
    }
    if (document.object().value(QStringLiteral("match")).toString() != matchMark(match)) return {};
    return document.object().value(QStringLiteral("lines")).toArray();
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
