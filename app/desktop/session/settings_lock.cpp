#include "settings_lock.h"

#include <QLockFile>
#include <QSettings>

namespace poch::app {

void SettingsLock::clearLeftOver() {
    const QSettings settings;
#if defined(Q_OS_WIN) || defined(Q_OS_DARWIN)
    // The registry and the preferences system take no lock file.
    if (settings.format() == QSettings::NativeFormat) return;
#endif
    // QSettings' own lock: the settings file's name with ".lock".
    QLockFile lock(settings.fileName() + QStringLiteral(".lock"));
    // A lock whose owner is gone is removed at once; an empty one (no
    // owner written) once it is older than any write of the settings.
    lock.setStaleLockTime(2000);
    if (lock.tryLock(4000)) lock.unlock();
}

} // namespace poch::app
