// The language the app speaks: the system's, or the one the player chose
// in View ▸ Language. The program's own words come from the .qm files
// built into it; Qt's words for its standard dialogs (print, file, colour)
// come from Qt's translations, wherever Qt or the installer put them.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace poch::app {

class Language {
    Q_DECLARE_TR_FUNCTIONS(poch::app::Language)
public:
    struct Choice {
        QString code;   // "en", "de", "fr"
        QString name;   // in its own language: "Deutsch"
    };
    // English and every language the program carries a translation for.
    static QVector<Choice> available();

    // The player's choice from the settings; empty means the system's.
    static QString chosen();
    static void choose(const QString& code);

    // The language that `chosen` (or the system's locale, when it is empty)
    // comes to: one of `available`, English if the program does not speak
    // the system's language.
    static QString resolve(const QString& chosen);

    // Installs the translators for `code` (replacing any installed before)
    // and makes it the default locale, so the rules pages, deck names and
    // numbers follow. Returns false if the program has no words for it.
    static bool install(const QString& code);
    // The code installed last.
    static QString current();
    // `source` of `context` in English and in every language the program
    // carries, whichever is installed: to know a word the program wrote
    // in another language (a default name kept in a save).
    static QStringList everyTranslation(const char* context, const char* source);
};

} // namespace poch::app
