// The desktop app meeting bad input: corrupt saves and settings, broken
// card decks, and the decks the system has. Each is reported and refused;
// nothing good is overwritten and the app never crashes.
#include "desktop_driving.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

using namespace poch;
using namespace poch::app;
using namespace poch::test::desktop;

class TestDesktopFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    void corruptFilesAreRefusedAndKept() {
        QTemporaryDir saves;
        SaveStore store(saves.path());
        QFile bad(store.autosavePath());
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"poch-record/1\", \"ruleset\": ");
        bad.close();
        MainWindow w(saves.path());
        w.setQuiet(true);
        QStringList warnings;
        connect(&w, &MainWindow::warned, [&](const QString& m) { warnings << m; });
        QVERIFY(!w.offerResume(false));
        QCOMPARE(warnings.size(), 1);
        QVERIFY(QFile::exists(store.autosavePath() + QStringLiteral(".unreadable")));
        QVERIFY(!w.openFile(saves.filePath(QStringLiteral("missing.json"))).isEmpty());
        QVERIFY(!w.openFile(store.autosavePath() + QStringLiteral(".unreadable")).isEmpty());
        QVERIFY(!w.session()->active());
    }

    // A file named on the command line does not give up a match left
    // unfinished unasked: `poch game.json` opened the file at once, and the
    // next save overwrote the unfinished match. As for --game, the question
    // comes first, and says the file waits behind it.
    void aFileOnTheCommandLineAsksFirst() {
        QTemporaryDir saves;
        const QString file = saves.filePath(QStringLiteral("other.json"));
        GameRecord written;
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(poch::test::desktop::match("spin", 3, 5));
            QTRY_VERIFY(w.session()->person()->waiting() && !w.busy());
            written = w.session()->record();
            QVERIFY(SaveStore::write(file, written).isEmpty());
            QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
            QTRY_VERIFY(!w.busy());
        }
        SaveStore store(saves.path());
        QString error;
        const auto unfinished = store.readAutosave(&error);
        QVERIFY(unfinished);
        QVERIFY(unfinished->deals.back().actions.size() > written.deals.back().actions.size());
        for (const QString& answer : {QStringLiteral("Resume"), QStringLiteral("Give Up the Match")}) {
            QVERIFY(SaveStore::write(store.autosavePath(), *unfinished).isEmpty());
            MainWindow w(saves.path());
            w.setAnimationSpeed(0);
            QString asked;
            poch::test::desktop::answerNextQuestion(answer, &asked);
            w.begin(file, true);
            QVERIFY2(asked.contains(QLatin1String("other.json")), qPrintable(asked));
            if (answer == QLatin1String("Resume")) QCOMPARE(w.session()->record(), *unfinished);
            else QCOMPARE(w.session()->record().deals.back().actions.size(), written.deals.back().actions.size());
        }
    }

    // Save As and Open start where the person keeps their games: the
    // folder of the last one saved or opened, else their documents; they
    // started in the folder the program was started from (a tester's was
    // the source tree). A match saved once is offered its own file again,
    // and another match is not.
    void savesStartWhereThePersonKeepsThem() {
        QSettings().remove(QStringLiteral("files/folder"));
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString first = QFileInfo(documents).isDir() ? documents : QDir::homePath();
        QCOMPARE(w.recordFolder(), first);
        w.startMatch(poch::test::desktop::match("spin", 3, 5));
        QTRY_VERIFY(!w.busy());
        QVERIFY(w.suggestedSavePath().startsWith(first + QLatin1Char('/')));
        QVERIFY(w.suggestedSavePath().endsWith(QStringLiteral(".poch.json")));
        QTemporaryDir kept;
        const QString file = kept.filePath(QStringLiteral("evening.poch.json"));
        QCOMPARE(w.saveFile(file), QString());
        QCOMPARE(w.suggestedSavePath(), file);
        QCOMPARE(w.recordFolder(), QFileInfo(file).absolutePath());
        // Another match: a new name beside the last file, not its name.
        w.startMatch(poch::test::desktop::match("poch", 4, 7));
        QTRY_VERIFY(!w.busy());
        QCOMPARE(QFileInfo(w.suggestedSavePath()).absolutePath(), QFileInfo(file).absolutePath());
        QVERIFY(w.suggestedSavePath() != file);
        // A folder since removed is not offered.
        kept.remove();
        QCOMPARE(w.recordFolder(), first);
        QSettings().remove(QStringLiteral("files/folder"));
    }

    // Saved at a deal's result, the file ends with that deal: the match had
    // shuffled the next deal into its record, and the file showed every
    // hand of it to whoever opened it (two testers). Opened, the match
    // stands at that result, and Next Deal deals on.
    void aRecordSavedAtAResultEndsWithThatDeal() {
        QTemporaryDir saves;
        const QString path = saves.filePath(QStringLiteral("evening.poch.json"));
        MainWindow w(saves.filePath(QStringLiteral("elsewhere")));
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(match("newmarket", 3, 4));
        while (!w.waitingForNextDeal()) {
            QVERIFY(QTest::qWaitFor([&w] { return w.waitingForNextDeal() || restsForThePerson(w); }, 5000));
            if (!w.waitingForNextDeal()) QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
        }
        const GameRecord whole = w.session()->record();
        QVERIFY(Match::lastDealUnplayed(whole)); // the next deal's cards are in it
        QCOMPARE(w.saveFile(path), QString());
        QString error;
        const std::optional<GameRecord> saved = SaveStore::read(path, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->deals.size(), std::size_t{1});
        QVERIFY(saved->deals.front() == whole.deals.front());
        // The match in play is still this file's: Save As offers it again.
        QCOMPARE(w.suggestedSavePath(), path);

        MainWindow opened(saves.path());
        opened.setQuiet(true);
        opened.setAnimationSpeed(0);
        QCOMPARE(opened.openFile(path), QString());
        QTRY_VERIFY(opened.waitingForNextDeal());
        QCOMPARE(opened.session()->state().dealsPlayed(), 1);
        QCOMPARE(opened.session()->state().chips().seat, w.session()->state().chips().seat);
        opened.nextDeal();
        QTRY_VERIFY(!opened.waitingForNextDeal());
        QTRY_COMPARE(opened.session()->record().deals.size(), std::size_t{2});
    }

    // A match opened from a file is the one to resume at once: killed
    // before anything was done in it, Poch offered the match given up for
    // it, and the one opened was lost (a tester).
    void aMatchOpenedIsResumedAfterAKill() {
        QTemporaryDir saves;
        const QString path = saves.filePath(QStringLiteral("evening.poch.json"));
        GameRecord opened;
        {
            MainWindow w(saves.filePath(QStringLiteral("elsewhere")));
            w.setQuiet(true);
            w.startMatch(match("poch", 4, 21));
            QCOMPARE(w.saveFile(path), QString());
            opened = w.session()->record();
        }
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.startMatch(match("newmarket", 4, 5));
        QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
        QCOMPARE(w.openFile(path), QString());
        // Nothing done in it yet: the program is killed here.
        SaveStore store(saves.path());
        QString error;
        const std::optional<GameRecord> kept = store.readAutosave(&error);
        QVERIFY2(kept, qPrintable(error));
        QCOMPARE(kept->ruleset, std::string("poch"));
        QVERIFY(*kept == w.session()->record());
        QVERIFY(kept->deals.front() == opened.deals.front());
    }

    void corruptSettingsStillStart() {
        QFile ini(QSettings().fileName());
        QVERIFY(ini.open(QIODevice::WriteOnly));
        ini.write("\x01\x02[view\nspeed=banana\ndeck=/no/such/deck\n\xff\xfe");
        ini.close();
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.startMatch(match("spin"));
        QVERIFY(w.session()->active());
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    void brokenDeckIsRefused() {
        QTemporaryDir dir;
        QFile index(dir.filePath(QStringLiteral("index.desktop")));
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write("[KDE Cards]\nName=Broken\nSVG=broken.svg\n");
        index.close();
        QFile svg(dir.filePath(QStringLiteral("broken.svg")));
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write("<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100'><rect id='back' width='10' height='14'/></svg>");
        svg.close();
        TableScene scene;
        QCOMPARE(scene.setDeck(QStringLiteral(":/decks/poch-french")), QString());
        const QString error = scene.setDeck(dir.path());
        QVERIFY2(error.contains(QLatin1String("has no card")), qPrintable(error));
        QVERIFY(scene.deck()->loaded());
        // A deck no longer there is said so, without a file's name the
        // person never saw ("has no index.desktop"); a folder that is no
        // deck says what a deck's folder holds.
        const QString gone = scene.setDeck(dir.filePath(QStringLiteral("nowhere")));
        QVERIFY2(gone.contains(QLatin1String("no longer there")) && !gone.contains(QLatin1String("index.desktop")), qPrintable(gone));
        QTemporaryDir empty;
        const QString noDeck = scene.setDeck(empty.path());
        QVERIFY2(noDeck.contains(QLatin1String("holds no card deck")), qPrintable(noDeck));
        QVERIFY(!scene.deck()->pixmap(Card::fromIndex(0), QSize(70, 98)).isNull());
    }

    // A game saved under a name without ".json" gets it: saved as
    // "evening", the record was hidden by Open's filter of game records.
    void aSavedGameIsARecordByItsName() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(shownAt(w, QSize(1024, 700)));
        w.startMatch(match("pope-joan", 3, 5));
        QTRY_VERIFY(restsForThePerson(w));
        QAction* saveAs = menuAction(w, QStringLiteral("Save As…"));
        QVERIFY(saveAs);
        const QString named = saves.filePath(QStringLiteral("evening"));
        bool answered = false;
        QTimer::singleShot(0, &w, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->selectFile(named);
            QMetaObject::invokeMethod(dialog, "accept");
            answered = true;
        });
        saveAs->trigger();
        QVERIFY(answered);
        QVERIFY(QFile::exists(named + QStringLiteral(".poch.json")));
        QVERIFY(!QFile::exists(named));
    }

    // A deck chosen from the menu is drawn at once on the cards already on
    // the table: a tester saw the old faces until the next deal.
    void aDeckChosenIsDrawnAtOnce() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(shownAt(w, QSize(1024, 700)));
        w.startMatch(match("pope-joan", 3, 5));
        QTRY_VERIFY(restsForThePerson(w));
        // A card of the person's that the four-colour deck draws otherwise.
        CardItem* card = nullptr;
        for (CardItem* item : w.table()->cardItems())
            if (item->faceUp() && (item->card().suit() == Suit::Diamonds || item->card().suit() == Suit::Clubs)) card = item;
        QVERIFY(card);
        const QRect where = w.view()->mapFromScene(card->sceneBoundingRect()).boundingRect();
        const QImage before = w.view()->viewport()->grab(where).toImage();
        QAction* fourColours = menuAction(w, QStringLiteral("Poch French (four colours)"));
        QVERIFY(fourColours);
        fourColours->trigger();
        QCOMPARE(QSettings().value(QStringLiteral("view/deck")).toString(), QStringLiteral(":/decks/poch-french-4colour"));
        QTest::qWait(50);
        const QImage after = w.view()->viewport()->grab(where).toImage();
        QVERIFY(before != after);
    }

    // A chosen deck that cannot be read is told of at the first start
    // without it, not at every start after (a tester was told each time),
    // and again once it was read and is gone anew.
    void anUnreadableDeckIsToldOfOnce() {
        QTemporaryDir decks;
        const QString gone = decks.filePath(QStringLiteral("gone"));
        const auto told = [](MainWindow& w) {
            const TableNotice* notice = w.findChild<TableNotice*>();
            return notice && notice->text().contains(QLatin1String("own deck is used instead"));
        };
        QSettings().setValue(QStringLiteral("view/deck"), gone);
        QTemporaryDir saves;
        {
            MainWindow w(saves.path());
            QVERIFY(told(w));
            // The plate is as high as its words and its padding, 14 pixels
            // (it stood two lines taller, over more of a seat's badge).
            const TableNotice* notice = w.findChild<TableNotice*>();
            const int words = notice->fontMetrics().boundingRect(QRect(0, 0, notice->width() - 22, 100000), Qt::TextWordWrap, notice->text()).height();
            QVERIFY2(notice->height() - words <= 16, qPrintable(QStringLiteral("%1 for %2").arg(notice->height()).arg(words)));
        }
        {
            MainWindow w(saves.path());
            QVERIFY(!told(w));
            QVERIFY(w.table()->deck()->loaded());
            // The Card Deck menu marks the deck in use, the program's own
            // (it marked none, the chosen folder being gone).
            QStringList marked;
            for (QAction* a : w.findChildren<QAction*>())
                if (a->isCheckable() && a->isChecked() && a->data().toString().contains(QLatin1String("decks"))) marked << a->data().toString();
            QCOMPARE(marked, QStringList{QStringLiteral(":/decks/poch-french")});
        }
        QSettings().setValue(QStringLiteral("view/deck"), QStringLiteral(":/decks/poch-french-4colour"));
        { MainWindow w(saves.path()); }
        QSettings().setValue(QStringLiteral("view/deck"), gone);
        {
            MainWindow w(saves.path());
            QVERIFY(told(w));
        }
        QSettings().remove(QStringLiteral("view/deck"));
    }

    // Our own decks' court cards carry the letters of the player's
    // language, as that country's packs print them: a German player saw Q
    // and J on the cards beside "Dame" and "Bube" on the board.
    void ourCourtCardsSpeakTheLanguage() {
        const QLocale before;
        const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        const Card queen(Suit::Clubs, kQueen), seven(Suit::Clubs, 7);
        QMap<QString, QImage> queens, sevens;
        for (const char* locale : {"en_GB", "de_DE", "fr_FR"}) {
            QLocale::setDefault(QLocale(QString::fromLatin1(locale)));
            CardDeck deck;
            QCOMPARE(deck.load(QStringLiteral(":/decks/poch-french")), QString());
            queens[QString::fromLatin1(locale)] = deck.pixmap(queen, QSize(140, 196)).toImage();
            sevens[QString::fromLatin1(locale)] = deck.pixmap(seven, QSize(140, 196)).toImage();
        }
        QVERIFY(queens["de_DE"] != queens["en_GB"]);
        QVERIFY(queens["fr_FR"] != queens["en_GB"]);
        // The French queen is a Dame too: D, as the German one.
        QCOMPARE(queens["fr_FR"], queens["de_DE"]);
        QCOMPARE(sevens["de_DE"], sevens["en_GB"]);
        QCOMPARE(sevens["fr_FR"], sevens["en_GB"]);
    }

    // Our own decks are named in the player's language: "Poch French"
    // stood in the French menu beside KDE's localised names.
    void ourDecksAreNamedInTheLanguage() {
        const QLocale before;
        const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        for (const auto& [locale, name] : {std::pair{"fr_FR", "Poch, jeu français"}, std::pair{"de_DE", "Poch, französisches Blatt"},
                                           std::pair{"en_GB", "Poch French"}}) {
            QLocale::setDefault(QLocale(QString::fromLatin1(locale)));
            QCOMPARE(CardDeck::available().front().name, QString::fromUtf8(name));
        }
    }

    // The KDE decks installed on the system (the kdegames card data) are
    // offered; each either loads whole or is refused naming a missing card.
    void systemDecks() {
        const QList<DeckInfo> decks = CardDeck::available();
        QVERIFY(decks.size() >= 2);
        QCOMPARE(decks[0].folder, QStringLiteral(":/decks/poch-french"));
        if (decks.size() == 2) QSKIP("no KDE card decks are installed");
        int loaded = 0;
        for (const DeckInfo& info : decks.mid(2)) {
            CardDeck deck;
            const QString error = deck.load(info.folder);
            if (!error.isEmpty()) {
                QVERIFY2(error.contains(QLatin1String("has no card")), qPrintable(error));
                continue;
            }
            ++loaded;
            QVERIFY(!deck.pixmap(Card::fromIndex(51), QSize(72, 100)).isNull());
            QVERIFY(!deck.back(QSize(72, 100)).isNull());
        }
        QVERIFY(loaded > 0);
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestDesktopFiles)
#include "tst_desktop_files.moc"
