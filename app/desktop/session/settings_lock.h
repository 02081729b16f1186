// The lock file beside the settings. QSettings takes it for every write;
// a Poch killed between creating it and writing its owner's name in it
// leaves it empty, and QSettings, unable to tell whose it is, waits 30 s
// for it to grow stale before each write, with the window frozen (seen
// by the crash test after a SIGKILL). Writing the settings takes
// milliseconds, so at the start a lock that has stood for two seconds is
// taken to be left over and removed.
#pragma once

namespace poch::app {

class SettingsLock {
public:
    // Removes a left-over lock on the settings file before anything is
    // written to them; a lock still in use is waited for a few seconds at
    // most, and then left to QSettings as before.
    static void clearLeftOver();
};

} // namespace poch::app
