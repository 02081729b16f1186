#include "save_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace poch::app {

namespace {
// A game record is a few kilobytes; anything far larger is not one.
constexpr qint64 kLargestRecord = 16 * 1024 * 1024;
QString tr(const char* text) { return QCoreApplication::translate("SaveStore", text); }
} // namespace

SaveStore::SaveStore(QString folder) : folder_(std::move(folder)) {
    if (folder_.isEmpty()) folder_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString SaveStore::autosavePath() const { return QDir(folder_).filePath(QStringLiteral("autosave.poch.json")); }

QString SaveStore::writeAutosave(const GameRecord& record) const {
    if (!QDir().mkpath(folder_)) return tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder_));
    return write(autosavePath(), record);
}

std::optional<GameRecord> SaveStore::readAutosave(QString* error) const {
    if (!QFile::exists(autosavePath())) return std::nullopt;
    return read(autosavePath(), error);
}

void SaveStore::clearAutosave() const { QFile::remove(autosavePath()); }

QString SaveStore::write(const QString& path, const GameRecord& record) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    const std::string text = writeRecord(record);
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

std::optional<GameRecord> SaveStore::read(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    if (file.size() > kLargestRecord) {
        if (error) *error = tr("%1 is too large to be a game record.").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    try {
        return parseRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const RecordError& e) {
        if (error) *error = tr("%1 is not a game record this program can read: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

} // namespace poch::app
