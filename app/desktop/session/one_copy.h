// One copy of Poch at a time for a player. Two copies would each autosave
// over the other's match: the match dealt in the second was lost when the
// first saved again. A copy holds a lock file beside the saves while it
// runs; a second copy is told that Poch is already open and does not
// start. A lock left by a copy that was killed does not count.
#pragma once

#include <QLockFile>
#include <QString>

namespace poch::app {

class OneCopy {
public:
    // The lock in `folder`, the saves' folder.
    explicit OneCopy(const QString& folder);

    // Takes the lock, waiting up to `waitMs` for a copy that is closing
    // (the copy before a restart in another language). False only when
    // another copy running now holds it: a folder that cannot be written
    // is not another copy (the saves say so themselves).
    bool take(int waitMs);

    // The words for a copy that may not start.
    static QString alreadyOpen();

private:
    QLockFile lock_;
};

} // namespace poch::app
