#include "one_copy.h"

#include <QCoreApplication>
#include <QDir>

namespace poch::app {

OneCopy::OneCopy(const QString& folder) : lock_((QDir().mkpath(folder), QDir(folder).filePath(QStringLiteral("poch.lock")))) {
    // A lock whose copy is gone is taken over at once (QLockFile looks for
    // its process); an empty one, left by a copy killed as it wrote it,
    // once it is two seconds old. A running copy's lock, however old, is
    // never taken: the system's own lock on the file (flock, or Windows'
    // sharing) keeps it while that copy has it open.
    lock_.setStaleLockTime(2000);
}

bool OneCopy::take(int waitMs) {
    if (lock_.tryLock(waitMs)) return true;
    return lock_.error() != QLockFile::LockFailedError;
}

QString OneCopy::alreadyOpen() {
    return QCoreApplication::translate("OneCopy", "Poch is already open. Go on in the window that is open: two copies would each save "
                                                  "over the other's game.");
}

} // namespace poch::app
