// The settings file, looked at once when the program starts, before
// anything else reads or writes it: a lock left over by a killed Poch,
// and a file that cannot be read as settings.
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QString>

namespace poch::app {

class SettingsFile {
    Q_DECLARE_TR_FUNCTIONS(poch::app::SettingsFile)
public:
    // Reads the settings. Built before anything else reads them: Qt tells
    // a file it could not read to the first QSettings that reads it in a
    // process, and to no later one.
    SettingsFile();

    // QSettings takes a lock file beside the settings for every write. A
    // Poch killed between creating it and writing its owner's name in it
    // leaves it empty, and QSettings, unable to tell whose it is, waits
    // 30 s for it to grow stale before each write, with the window frozen
    // (seen by the crash test after a SIGKILL). Writing the settings takes
    // milliseconds, so a lock that has stood for two seconds is left over
    // and removed; one still in use is waited for a few seconds at most,
    // and then left to QSettings as before.
    void clearLeftOverLock() const;

    // A file QSettings cannot read as settings (a line of something else in
    // it) would be written over with only what it could read; one that
    // cannot be opened at all (a folder of that name) keeps nothing. The
    // first is copied aside whole, as `.unreadable` beside it, so that
    // nothing of it is lost, and play goes on with what could be read.
    // Returns what the player is told, or nothing when all is well.
    QString setAsideIfDamaged() const;

    // A setting that is on or off, as the settings hold it: `fallback`
    // unless it says true or false. QVariant took any other word for true,
    // so a hand-edited "coach=maybe" turned the coach on.
    static bool flag(const QString& key, bool fallback);

private:
    QString path_;
    QSettings::Status status_ = QSettings::NoError;
    // Not the registry or the preferences system of Windows and macOS,
    // which are no file of ours and take no lock file.
    bool inAFile_ = true;
};

} // namespace poch::app
