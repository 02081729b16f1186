// The desktop tests keep their settings and app data in a folder of their
// own, so that they never read or change the settings of the person
// running them, and start from nothing every time.
#pragma once

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <memory>

class PrivateSettings {
public:
    PrivateSettings() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder_.path());
    }

private:
    QTemporaryDir folder_;
};
