// The app in German and French: every message of the .ts files is finished
// and keeps its placeholders and shortcut marks, the translations built
// into the program give exactly those words, a deal is played with the
// German words in place, and no button or label of the window and its
// dialogs is cut off in either language.
#include "desktop_driving.h"
#include "event_text.h"
#include "private_settings.h"
#include "action_bar.h"
#include "board_summaries.h"
#include "game_session.h"
#include "language.h"
#include "lesson.h"
#include "main_window.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "print_board_dialog.h"
#include "rule_texts.h"
#include "rules_window.h"

#include "poch/pack.h"
#include "poch/registry.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>

using namespace poch;
using namespace poch::app;
using namespace poch::test::desktop;

namespace {
struct Message {
    QString context, source, comment, translation, type;
    bool numerus = false;
    QStringList forms;  // a plural message's forms, one for each count the language tells apart
};

QVector<Message> readTs(const QString& path, QString* error) {
    QVector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        else if (xml.name() == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) m.source = xml.readElementText();
        else if (xml.name() == QLatin1String("comment")) m.comment = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement())
                    if (xml.name() == QLatin1String("numerusform")) m.forms << xml.readElementText();
                    else xml.skipCurrentElement();
                m.translation = m.forms.join(QLatin1Char('\n'));
            } else {
                m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
            messages.push_back(m);
        }
    }
    if (xml.hasError()) *error = xml.errorString();
    return messages;
}

QStringList placeholders(const QString& text) {
    QStringList found;
    static const QRegularExpression arg(QStringLiteral("%L?\\d+|%n"));
    for (auto it = arg.globalMatch(text); it.hasNext();) found << it.next().captured();
    found.sort();
    return found;
}

// "&Game" marks G as the shortcut; "&&" is a plain ampersand.
int shortcutMarks(QString text) {
    text.replace(QStringLiteral("&&"), QString());
    static const QRegularExpression mark(QStringLiteral("&[^\\s&;]"));
    int n = 0;
    for (auto it = mark.globalMatch(text); it.hasNext(); it.next()) ++n;
    return n;
}

// Buttons, check boxes and one-line labels shown at less than the width
// their words need.
QStringList cutOff(QWidget* top) {
    QStringList cut;
    for (QAbstractButton* b : top->findChildren<QAbstractButton*>())
        if (b->isVisible() && !b->text().isEmpty() && b->width() < b->sizeHint().width())
            cut << QStringLiteral("button \"%1\" %2 < %3").arg(b->text()).arg(b->width()).arg(b->sizeHint().width());
    for (QLabel* l : top->findChildren<QLabel*>())
        if (l->isVisible() && !l->wordWrap() && !l->text().isEmpty() && l->width() < l->minimumSizeHint().width())
            cut << QStringLiteral("label \"%1\" %2 < %3").arg(l->text()).arg(l->width()).arg(l->minimumSizeHint().width());
    return cut;
}

QString resourceText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

MatchSettings match() {
    MatchSettings m = MatchSettings::quick(QStringLiteral("poch"), 4, 11);
    return m;
}
} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }
    void cleanup() { Language::install(QStringLiteral("en")); }

    void theProgramSpeaksThem() {
        QStringList codes;
        for (const Language::Choice& c : Language::available()) codes << c.code;
        QCOMPARE(codes, (QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}));
        QCOMPARE(Language::available().at(1).name, QStringLiteral("Deutsch"));
        QCOMPARE(Language::available().at(2).name, QStringLiteral("Français"));
        QCOMPARE(Language::resolve(QStringLiteral("fr")), QStringLiteral("fr"));
        QCOMPARE(Language::resolve(QStringLiteral("xx")), Language::resolve(QString()));
    }

    // View > Language marks the language spoken, also where it was asked
    // for on the command line only (the setting still the system's).
    void theLanguageMenuMarksTheLanguageSpoken() {
        QSettings().remove(QStringLiteral("view/language"));
        QVERIFY(Language::install(Language::resolve(QString()) == QLatin1String("de") ? QStringLiteral("fr") : QStringLiteral("de")));
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QString marked;
        for (QAction* top : w.menuBar()->actions())
            if (top->menu())
                for (QAction* item : top->menu()->actions())
                    if (item->menu())
                        for (QAction* language : item->menu()->actions())
                            for (const Language::Choice& c : Language::available())
                                if (language->text() == c.name && language->isChecked()) marked = c.code;
        QCOMPARE(marked, Language::current());
    }

    // A person left under the default name is called by the word for it
    // in the language spoken when the match is resumed: after View >
    // Language, a match begun in German went on in English as "Spieler".
    // A name of the person's own stays.
    void theDefaultNameFollowsTheLanguage() {
        QTemporaryDir saves;
        {
            QVERIFY(Language::install(QStringLiteral("de")));
            MainWindow w(saves.path());
            w.setQuiet(true);
            MatchSettings m = match("pope-joan", 4, 3);
            m.names[0] = QStringLiteral("Spieler");
            m.names[1] = QStringLiteral("Hedwig");
            m.levels[1] = std::nullopt;
            w.startMatch(m);
            QVERIFY(w.close());
        }
        QVERIFY(Language::install(QStringLiteral("en")));
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(w.offerResume(false));
        QCOMPARE(w.session()->nameAt(0), QStringLiteral("Player"));
        QCOMPARE(w.session()->nameAt(1), QStringLiteral("Hedwig"));
        QVERIFY(!lines(w.log()).join('\n').contains(QLatin1String("Spieler")));
        QCOMPARE(Language::everyTranslation("MatchSettings", "Player"), (QStringList{QStringLiteral("Player"), QStringLiteral("Spieler"), QStringLiteral("Joueur")}));
    }

    // The lines said beside the game, kept beside the autosave, are
    // spoken in the language of the match resumed: Poch starts again to
    // speak another language, and a line said in English stayed English.
    void theLinesBesideTheGameFollowTheLanguage() {
        QTemporaryDir saves;
        const QString path = QDir::toNativeSeparators(saves.filePath(QStringLiteral("kept.poch.json")));
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.startMatch(match("pope-joan", 4, 3));
            QCOMPARE(w.saveFile(saves.filePath(QStringLiteral("kept.poch.json"))), QString());
            QVERIFY(lines(w.log()).contains(QStringLiteral("— Saved as %1 —").arg(path)));
            QVERIFY(w.close());
        }
        QVERIFY(Language::install(QStringLiteral("de")));
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(w.offerResume(false));
        const QStringList said = lines(w.log());
        QVERIFY2(said.contains(QStringLiteral("— Gespeichert als %1 —").arg(path)), qPrintable(said.join('\n')));
        QVERIFY(!said.join('\n').contains(QLatin1String("Saved as")));
        QCOMPARE(said.last(), QStringLiteral("— Die Partie wird dort fortgesetzt, wo sie stand —"));
    }

    // The game keeps its English name; the Nine of Diamonds' division is named
    // after the card, as German and French players say it.
    void popeJoanIsNotItsDivision() {
        const QString game = QStringLiteral("pope-joan"), pope = QStringLiteral("pope");
        QCOMPARE(texts::poolName(game, pope), QStringLiteral("Pope Joan"));
        QVERIFY(Language::install(QStringLiteral("de")));
        QCOMPARE(texts::rulesetName(game), QStringLiteral("Pope Joan"));
        QCOMPARE(texts::poolName(game, pope), QStringLiteral("Papst"));
        QVERIFY(Language::install(QStringLiteral("fr")));
        QCOMPARE(texts::rulesetName(game), QStringLiteral("Pope Joan"));
        QCOMPARE(texts::poolName(game, pope), QStringLiteral("Pape"));
    }

    // A card in the log's sentences takes the case and the article its
    // rank takes there: German "spielt Karo-Buben" (not "Karo-Bube"),
    // French "joue la Dame de cœur" (not "joue : Dame de cœur").
    void aCardInTheLogTakesItsArticle() {
        QVERIFY(Language::install(QStringLiteral("en")));
        EventWords w;
        w.seatName = [](int) { return QStringLiteral("Anna"); };
        Event played = Event::of(EventType::CardPlayed, 0);
        played.card = Card(Suit::Diamonds, kJack);
        Event shown = Event::of(EventType::CardTurned, 0);
        shown.card = Card(Suit::Hearts, kQueen);
        QCOMPARE(describeEvent(played, w), QStringLiteral("Anna plays the Jack of diamonds."));
        // So in a stop's reason where the card is the object, and in a
        // declaration's cards (it read "Niemand hat Kreuz-Bube", "meldet
        // Intrige mit Karo-Bube, Karo-Dame").
        w.poolName = [](int) { return QStringLiteral("Intrigue"); };
        Event stop = Event::of(EventType::Stopped, 0);
        stop.stop = StopCause::InNoHand;
        stop.card = Card(Suit::Clubs, kJack);
        Event declared = Event::of(EventType::Declared, 0);
        declared.cards = CardSet{Card(Suit::Diamonds, kJack), Card(Suit::Diamonds, kQueen)};
        QVERIFY2(describeEvent(stop, w).startsWith(QStringLiteral("Stop: nobody has the Jack of clubs.")), qPrintable(describeEvent(stop, w)));
        QCOMPARE(describeEvent(declared, w), QStringLiteral("Anna declares Intrigue with the Jack of diamonds and the Queen of diamonds."));
        QVERIFY(Language::install(QStringLiteral("de")));
        QCOMPARE(describeEvent(played, w), QStringLiteral("Anna spielt Karo-Buben."));
        QCOMPARE(describeEvent(shown, w), QStringLiteral("Anna zeigt Herz-Dame."));
        QVERIFY2(describeEvent(stop, w).startsWith(QStringLiteral("Stopp: Niemand hat Kreuz-Buben.")), qPrintable(describeEvent(stop, w)));
        QCOMPARE(describeEvent(declared, w), QStringLiteral("Anna meldet Intrigue mit Karo-Buben und Karo-Dame."));
        QVERIFY(Language::install(QStringLiteral("fr")));
        QCOMPARE(describeEvent(played, w), QStringLiteral("Anna joue le Valet de carreau."));
        QCOMPARE(describeEvent(shown, w), QStringLiteral("Anna montre la Dame de cœur."));
    }

    // A division named in a sentence is never the word the program uses
    // for a deal: German calls a deal "Spiel", as Pope Joan's and Spin's
    // Game division is called, and "Anna hat das letzte Spiel gewonnen und
    // zahlt daher nichts auf Spiel." read as the deal twice. The division
    // is quoted in sentences ("auf „Spiel“").
    void aDivisionIsNotTheWordForADeal() {
        const QRegularExpression between(QStringLiteral("\\W+"), QRegularExpression::UseUnicodePropertiesOption);
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr")}) {
            QVERIFY(Language::install(language));
            const QString over = QCoreApplication::translate("poch::app::MainWindow", "The deal is over. %1");
            QVERIFY(over != QLatin1String("The deal is over. %1"));
            const QStringList dealWords = over.split(between, Qt::SkipEmptyParts);
            for (const RulesetInfo* info : allRulesets())
                for (const std::string& pool : info->pools) {
                    const QString said = texts::poolInSentence(QString::fromStdString(info->id), QString::fromStdString(pool));
                    QVERIFY2(!dealWords.contains(said, Qt::CaseInsensitive), qPrintable(QStringLiteral("%1: %2").arg(language, said)));
                }
        }
    }

    void everyMessageIsFinished_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void everyMessageIsFinished() {
        QFETCH(QString, code);
        QString error;
        const QVector<Message> messages = readTs(QStringLiteral(POCH_TS_DIR "/poch_%1.ts").arg(code), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 400);
        QVERIFY(Language::install(code));
        QCOMPARE(Language::current(), code);
        for (const Message& m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("%1 is %2").arg(where, m.type)));
            QVERIFY2(!m.translation.trimmed().isEmpty(), qPrintable(where + QStringLiteral(" has no translation")));
            // A plural message is held to this form by form.
            QVERIFY2(!m.numerus || !m.forms.isEmpty(), qPrintable(where + QStringLiteral(" has no plural forms")));
            for (const QString& form : m.numerus ? m.forms : QStringList{m.translation}) {
                QVERIFY2(!form.trimmed().isEmpty(), qPrintable(where + QStringLiteral(" has an empty form")));
                QVERIFY2(placeholders(m.source) == placeholders(form), qPrintable(where + QStringLiteral(" → ") + form));
                QVERIFY2(shortcutMarks(m.source) == shortcutMarks(form), qPrintable(where + QStringLiteral(" → ") + form));
                // French puts a no-break space before : ; ? and ! (file
                // filters, "*.json;;", are not sentences).
                if (code == QLatin1String("fr") && !form.contains(QLatin1String("*.")))
                    for (qsizetype at = 0; at < form.size(); ++at)
                        if (QStringLiteral(":;?!").contains(form.at(at)) && at > 0 && form.at(at - 1) == QLatin1Char(' '))
                            QFAIL(qPrintable(where + QStringLiteral(" → ") + form + QStringLiteral(": an ordinary space before ") + form.at(at)));
            }
            if (m.numerus) {
                // German and French both say one in the first form and
                // many in the last.
                const QByteArray comment = m.comment.toUtf8();
                const char* c = m.comment.isEmpty() ? nullptr : comment.constData();
                QCOMPARE(QCoreApplication::translate(m.context.toUtf8().constData(), m.source.toUtf8().constData(), c, 1),
                         QString(m.forms.front()).replace(QStringLiteral("%n"), QStringLiteral("1")));
                QCOMPARE(QCoreApplication::translate(m.context.toUtf8().constData(), m.source.toUtf8().constData(), c, 5),
                         QString(m.forms.back()).replace(QStringLiteral("%n"), QStringLiteral("5")));
                continue;
            }
            // The words built into the program are these.
            const QByteArray comment = m.comment.toUtf8();
            QCOMPARE(QCoreApplication::translate(m.context.toUtf8().constData(), m.source.toUtf8().constData(),
                                                 m.comment.isEmpty() ? nullptr : comment.constData()),
                     m.translation);
        }
        // The rules window shows the page in this language.
        const QString page = RulesWindow::page(QStringLiteral("poch"));
        QVERIFY(page.contains(code == QLatin1String("de") ? QStringLiteral("Unsere Wahl") : QStringLiteral("Notre choix")));
    }

    // A player named in a message is any of the players, women included
    // (most of the computer's players are): where the English says
    // "their", the German does not say "sein" or "ihr". The log said "Emma
    // tauscht seine Karte".
    void aPlayerIsNotGivenAGender() {
        QString error;
        const QVector<Message> messages = readTs(QStringLiteral(POCH_TS_DIR "/poch_de.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // A named player ("%1 keeps their card"), not "each player".
        const QRegularExpression their(QStringLiteral("%\\d[^.]*\\btheir\\b"));
        const QRegularExpression eachPlayer(QStringLiteral("\\b(Each|each|Every|every) player\\b"));
        const QRegularExpression gendered(QStringLiteral("\\b(sein|seine|seinen|seinem|seiner|seines|ihr|ihre|ihren|ihrem|ihrer|ihres|er|ihm|ihn)\\b"));
        int checked = 0;
        for (const Message& m : messages) {
            if (!m.source.contains(their) || m.source.contains(eachPlayer)) continue;
            ++checked;
            for (const QString& form : m.numerus ? m.forms : QStringList{m.translation})
                QVERIFY2(!form.contains(gendered), qPrintable(QStringLiteral("\"%1\" → \"%2\"").arg(m.source, form)));
        }
        QVERIFY(checked >= 5);
    }

    // French puts no "de" or "à" before a game's name: "Le Poque (1789)"
    // made "Une partie de Le Poque" where French says "du Poque".
    void aGameIsNamedWithoutDeOrA() {
        QString error;
        const QVector<Message> messages = readTs(QStringLiteral(POCH_TS_DIR "/poch_fr.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QRegularExpression game(QStringLiteral("\\b(match|lesson|game) (of|for) %(\\d)"));
        int checked = 0;
        for (const Message& m : messages) {
            const QRegularExpressionMatch named = game.match(m.source);
            if (!named.hasMatch()) continue;
            ++checked;
            const QRegularExpression before(QStringLiteral("\\b(de|à) %%1\\b").arg(named.captured(3)));
            QVERIFY2(!m.translation.contains(before), qPrintable(QStringLiteral("\"%1\" → \"%2\"").arg(m.source, m.translation)));
        }
        QVERIFY(checked >= 5);
    }

    // The divisions and pools named for a combination are called as the
    // glossary calls them wherever the English names them: Pope Joan's
    // Matrimony is German "Heirat" in the game list as on the board, and
    // Poch's Marriage is "Mariage".
    void boardWordsFollowTheGlossary_data() { everyMessageIsFinished_data(); }
    void boardWordsFollowTheGlossary() {
        QFETCH(QString, code);
        const std::map<QString, QStringList> glossary{
            {QStringLiteral("de"), {QStringLiteral("Matrimony=Heirat"), QStringLiteral("Marriage=Mariage"), QStringLiteral("Intrigue=Intrige"),
                                    QStringLiteral("Sequence=Sequenz"), QStringLiteral("boodle=Boodle")}},
            {QStringLiteral("fr"), {QStringLiteral("Matrimony=Mariage"), QStringLiteral("Marriage=Mariage"), QStringLiteral("Intrigue=Intrigue"),
                                    QStringLiteral("Sequence=Séquence"), QStringLiteral("boodle=boodle")}}};
        QString error;
        const QVector<Message> messages = readTs(QStringLiteral(POCH_TS_DIR "/poch_%1.ts").arg(code), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString& pair : glossary.at(code)) {
            const QString english = pair.section(QLatin1Char('='), 0, 0), ours = pair.section(QLatin1Char('='), 1);
            const QRegularExpression named(QStringLiteral("\\b%1\\b").arg(english));
            for (const Message& m : messages) {
                if (!m.source.contains(named)) continue;
                for (const QString& form : m.numerus ? m.forms : QStringList{m.translation})
                    QVERIFY2(form.contains(ours, Qt::CaseInsensitive),
                             qPrintable(QStringLiteral("%1: \"%2\" → \"%3\" does not say %4").arg(code, m.source, form, ours)));
            }
        }
    }

    // French writes the cards as English does: the pip cards in lower case,
    // the court cards and the Ace with a capital ("le sept de cœur", "le Roi
    // de cœur"), in the log, the rules pages, the printed summaries and the
    // lessons alike; German
    // writes every card with a capital, as it does every noun. A rank that
    // names a pool (the Ten of the Poch boards) keeps its capital.
    void eachCardIsWrittenInOneCase() {
        const Pack pack = Pack::full52();
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("de")}) {
            QVERIFY(Language::install(language));
            for (Card c : pack.cards()) {
                const QString name = texts::cardName(c);
                const bool capital = language == QLatin1String("de") || c.rank() >= kJack;
                QVERIFY2(name.front().isUpper() == capital, qPrintable(QStringLiteral("%1: %2").arg(language, name)));
            }
        }
        // Cards in the wrong case, in English and French: a pip card with a
        // capital (but at a sentence's start), a court card or Ace without.
        const QRegularExpression::PatternOptions options =
            QRegularExpression::MultilineOption | QRegularExpression::UseUnicodePropertiesOption;
        const std::map<QString, QRegularExpression> wrongCase{
            {QStringLiteral("en"),
             QRegularExpression(QStringLiteral("(?<![.!?:]\\s)(?<!^)\\b(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten) of (clubs|diamonds|hearts|spades)"
                                               "|\\b(ace|king|queen|jack|knave) of (clubs|diamonds|hearts|spades)"),
                                options)},
            {QStringLiteral("fr"),
             QRegularExpression(QStringLiteral("(?<![.!?:»]\\s)(?<!^)\\b(Deux|Trois|Quatre|Cinq|Six|Sept|Huit|Neuf|Dix) de (cœur|carreau|pique|trèfle|la même)"
                                               "|\\b(as|roi|dame|valet) de (cœur|carreau|pique|trèfle)"),
                                options)}};
        for (const auto& [language, wrong] : wrongCase) {
            QVERIFY(Language::install(language));
            for (const RulesetInfo* info : allRulesets()) {
                const QString id = QString::fromStdString(info->id);
                QString error;
                const auto lesson = Lesson::read(Lesson::pathOf(id), &error);
                QVERIFY2(lesson, qPrintable(error));
                QStringList texts{resourceText(QStringLiteral(":/rules/%1/%2.md").arg(language, id)), boardSummary(id)};
                for (const LessonStep& step : lesson->steps()) texts << step.say.in(language) << step.why.in(language);
                for (const QString& text : texts) {
                    const auto found = wrong.match(text);
                    QVERIFY2(!found.hasMatch(), qPrintable(QStringLiteral("%1, %2: %3").arg(language, id, found.captured())));
                }
            }
        }
    }

    // Every ruleset's rules page exists in this language, whole: the same
    // headings, table rows and list items as the English, and every one of
    // our choices marked as such.
    void everyRulesPageIsTranslated_data() { everyMessageIsFinished_data(); }
    void everyRulesPageIsTranslated() {
        QFETCH(QString, code);
        const QString choice = code == QLatin1String("de") ? QStringLiteral("**Unsere Wahl") : QStringLiteral("**Notre choix");
        for (const RulesetInfo* info : allRulesets()) {
            const QString id = QString::fromStdString(info->id);
            const QString english = resourceText(QStringLiteral(":/rules/en/%1.md").arg(id));
            const QString translated = resourceText(QStringLiteral(":/rules/%1/%2.md").arg(code, id));
            QVERIFY2(!english.isEmpty(), qPrintable(id));
            QVERIFY2(!translated.isEmpty(), qPrintable(QStringLiteral("no %1 page for %2").arg(code, id)));
            for (const char* pattern : {"^#+ ", "^\\|", "^\\s*(- |\\d+\\. )"}) {
                const QRegularExpression line(QLatin1String(pattern), QRegularExpression::MultilineOption);
                QVERIFY2(english.count(line) == translated.count(line),
                         qPrintable(QStringLiteral("%1/%2: %3 lines matching %4, English has %5")
                                        .arg(code, id).arg(translated.count(line)).arg(QLatin1String(pattern)).arg(english.count(line))));
            }
            QVERIFY2(english.count(QStringLiteral("**Our choice")) == translated.count(choice), qPrintable(QStringLiteral("%1/%2").arg(code, id)));
        }
    }

    // Every text of every game's lesson is in this language too: not left
    // in English, with the same numbers as the English, and shown in this
    // language when the program speaks it.
    void everyLessonIsTranslated_data() { everyMessageIsFinished_data(); }
    void everyLessonIsTranslated() {
        QFETCH(QString, code);
        QVERIFY(Language::install(code));
        static const QRegularExpression number(QStringLiteral("\\d+"));
        auto numbers = [](const QString& text) {
            QStringList found;
            for (auto it = number.globalMatch(text); it.hasNext();) found << it.next().captured();
            found.sort();
            return found;
        };
        int texts = 0;
        for (const RulesetInfo* info : allRulesets()) {
            const QString id = QString::fromStdString(info->id);
            QString error;
            const auto lesson = Lesson::read(Lesson::pathOf(id), &error);
            QVERIFY2(lesson, qPrintable(QStringLiteral("%1: %2").arg(id, error)));
            std::vector<const LessonText*> all{&lesson->title(), &lesson->teaches()};
            for (const LessonStep& step : lesson->steps()) {
                all.push_back(&step.say);
                if (step.decide) all.push_back(&step.why);
                for (const WrongChoice& w : step.wrong) all.push_back(&w.say);
            }
            for (const LessonText* text : all) {
                const QString english = text->in(QStringLiteral("en"));
                const QString translated = text->in(code);
                const QString where = QStringLiteral("%1 (%2): %3").arg(id, code, english.left(60));
                QVERIFY2(!translated.isEmpty() && translated != english, qPrintable(where));
                QVERIFY2(numbers(translated) == numbers(english), qPrintable(where + QStringLiteral(" — numbers differ")));
                QCOMPARE(text->text(), translated);
                ++texts;
            }
        }
        QVERIFY(texts > 100);
    }

    // A deal of modern Poch with the German words: the menus, the controls
    // and the log speak German, and nothing is cut off.
    void aDealInGerman() {
        QVERIFY(Language::install(QStringLiteral("de")));
        QCOMPARE(texts::rulesetName(QStringLiteral("poch")), QCoreApplication::translate("RuleTexts", "Poch (modern German)"));
        QVERIFY(texts::rulesetName(QStringLiteral("poch")) != QLatin1String("Poch (modern German)"));
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.resize(1280, 800);
        w.show();
        w.setAnimationSpeed(0);
        QCOMPARE(w.menuBar()->actions().first()->text(), QCoreApplication::translate("poch::app::MainWindow", "&File"));
        QVERIFY(w.menuBar()->actions().first()->text() != QLatin1String("&File"));
        w.startMatch(match());
        int decisions = 0;
        for (int guard = 0; guard < 20000 && !(w.waitingForNextDeal() && decisions > 0); ++guard) {
            QCoreApplication::processEvents();
            if (w.waitingForNextDeal() && !w.busy()) {
                // A deal with nothing for the person to decide: deal again.
                w.nextDeal();
                continue;
            }
            if (w.busy() || !w.session()->person() || !w.session()->person()->waiting()) {
                QTest::qWait(1);
                continue;
            }
            const QStringList cut = cutOff(&w);
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
            w.session()->person()->choose(w.session()->person()->legal()[0]);
            ++decisions;
        }
        QVERIFY(w.waitingForNextDeal());
        QVERIFY(decisions > 0);
        QVERIFY(w.log()->count() > 3);
        // The log's end-of-deal lines are German: none is the English text.
        const QString english = QStringLiteral("chips");
        for (int i = 0; i < w.log()->count(); ++i)
            QVERIFY2(!w.log()->item(i)->text().contains(english), qPrintable(w.log()->item(i)->text()));
    }

    void dialogsFit_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void dialogsFit() {
        QFETCH(QString, code);
        QVERIFY(Language::install(code));
        NewGameDialog game;
        game.show();
        QVERIFY(QTest::qWaitForWindowExposed(&game));
        QStringList cut = cutOff(&game);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        PrintBoardDialog print(QStringLiteral("poch"));
        print.show();
        QVERIFY(QTest::qWaitForWindowExposed(&print));
        cut = cutOff(&print);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
