#include "language.h"

#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace poch::app {

namespace {
const QString kSetting = QStringLiteral("view/language");
const QString kOurWords = QStringLiteral(":/i18n");

struct Installed {
    QTranslator* ours = nullptr;
    QTranslator* qts = nullptr;
    QString code = QStringLiteral("en");
};
Installed& installed() {
    static Installed i;
    return i;
}

// Qt's words for its own dialogs. An installed Qt keeps them in its
// translations folder; windeployqt and macdeployqt put them beside the
// program, which Qt's paths then point at; a copy beside the program is
// looked at as well, for installs that carry their own.
bool loadQtWords(QTranslator& translator, const QLocale& locale) {
    const QStringList folders{QLibraryInfo::path(QLibraryInfo::TranslationsPath),
                              QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("translations"))};
    for (const QString& folder : folders)
        if (translator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), folder)) return true;
    return false;
}
} // namespace

QVector<Language::Choice> Language::available() {
    QVector<Choice> choices{{QStringLiteral("en"), QStringLiteral("English")}};
    const QStringList files = QDir(kOurWords).entryList({QStringLiteral("poch_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString code = file.mid(5, file.size() - 8);
        choices.push_back({code, QLocale(code).nativeLanguageName()});
    }
    // Each language under its own name, capitalised as a menu shows it.
    for (Choice& c : choices)
        if (!c.name.isEmpty()) c.name[0] = c.name[0].toUpper();
    return choices;
}

QString Language::chosen() {
    const QString code = QSettings().value(kSetting).toString();
    for (const Choice& c : available())
        if (c.code == code) return code;
    return {};  // the system's, also for a setting that makes no sense
}

void Language::choose(const QString& code) {
    QSettings settings;
    if (code.isEmpty()) settings.remove(kSetting);
    else settings.setValue(kSetting, code);
}

QString Language::resolve(const QString& chosen) {
    const QVector<Choice> choices = available();
    if (!chosen.isEmpty()) {
        for (const Choice& c : choices)
            if (c.code == chosen) return chosen;
    }
    // The system's preferred languages in order, e.g. "de-AT", "fr-CH".
    for (const QString& wanted : QLocale::system().uiLanguages()) {
        const QString language = wanted.section(QLatin1Char('-'), 0, 0).toLower();
        for (const Choice& c : choices)
            if (c.code == language) return language;
    }
    return QStringLiteral("en");
}

bool Language::install(const QString& code) {
    Installed& now = installed();
    for (QTranslator** t : {&now.ours, &now.qts}) {
        if (!*t) continue;
        QCoreApplication::removeTranslator(*t);
        delete *t;
        *t = nullptr;
    }
    // The system's own variant where it speaks this language (de_AT keeps
    // its dates), else the language's usual one.
    const QLocale locale = QLocale::system().name().startsWith(code) ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    now.code = QStringLiteral("en");
    if (code == QLatin1String("en")) {
        // Qt's English needs no translator.
        return true;
    }
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral("poch_%1.qm").arg(code), kOurWords)) {
        QLocale::setDefault(QLocale(QLocale::English));
        return false;
    }
    QCoreApplication::installTranslator(ours.get());
    now.ours = ours.release();
    auto qts = std::make_unique<QTranslator>();
    if (loadQtWords(*qts, locale)) {
        QCoreApplication::installTranslator(qts.get());
        now.qts = qts.release();
    }
    now.code = code;
    return true;
}

QString Language::current() { return installed().code; }

QStringList Language::everyTranslation(const char* context, const char* source) {
    QStringList words{QString::fromUtf8(source)};
    for (const Choice& c : available()) {
        QTranslator translator;
        if (c.code == QLatin1String("en") || !translator.load(QStringLiteral("poch_%1.qm").arg(c.code), kOurWords)) continue;
        const QString word = translator.translate(context, source);
        if (!word.isEmpty() && !words.contains(word)) words << word;
    }
    return words;
}

} // namespace poch::app
