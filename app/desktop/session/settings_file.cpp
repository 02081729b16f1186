#include "settings_file.h"

#include "save_store.h"

#include <QDir>
#include <QFile>
#include <QLockFile>

namespace poch::app {

SettingsFile::SettingsFile() {
    QSettings settings;
    // Reading is what finds a damaged file; merely opening reads nothing.
    settings.allKeys();
    path_ = settings.fileName();
    status_ = settings.status();
#if defined(Q_OS_WIN) || defined(Q_OS_DARWIN)
    inAFile_ = settings.format() != QSettings::NativeFormat;
#endif
}

void SettingsFile::clearLeftOverLock() const {
    if (!inAFile_) return;
    // QSettings' own lock: the settings file's name with ".lock".
    QLockFile lock(path_ + QStringLiteral(".lock"));
    // A lock whose owner is gone is removed at once; an empty one (no
    // owner written) once it is older than any write of the settings.
    lock.setStaleLockTime(2000);
    if (lock.tryLock(4000)) lock.unlock();
}

QString SettingsFile::setAsideIfDamaged() const {
    if (!inAFile_) return {};
    switch (status_) {
    case QSettings::NoError:
        return {};
    case QSettings::AccessError:
        return tr("The settings file %1 cannot be read. Poch starts with its usual settings, and what you change, with your "
                  "statistics, cannot be kept.")
            .arg(QDir::toNativeSeparators(path_));
    case QSettings::FormatError:
        break;
    }
    // Kept beside, as a damaged autosave is, never over one kept before.
    const QString kept = SaveStore::asideName(path_);
    if (!QFile::copy(path_, kept))
        return tr("Part of the settings file %1 could not be read, and it could not be copied aside. Poch goes on with what "
                  "it could read, and writes the file again with that alone.")
            .arg(QDir::toNativeSeparators(path_));
    return tr("Part of the settings file %1 could not be read. Poch goes on with what it could read, and writes the file "
              "again with that; the file as it was is kept as %2.")
        .arg(QDir::toNativeSeparators(path_), QDir::toNativeSeparators(kept));
}

bool SettingsFile::flag(const QString& key, bool fallback) {
    const QVariant value = QSettings().value(key);
    if (value.typeId() == QMetaType::Bool) return value.toBool();
    const QString word = value.toString();
    if (word == QLatin1String("true")) return true;
    if (word == QLatin1String("false")) return false;
    return fallback;
}

} // namespace poch::app
