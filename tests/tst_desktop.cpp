// The desktop app driven as a player drives it: a match of every ruleset
// started, the person's decisions made by clicks on the table's cards and
// the controls' buttons, to the end of a deal, with the chips the table
// shows held to the engine's after every step. Also saving, opening,
// resuming and undo.
#include "desktop_driving.h"

#include "learn_dialog.h"
#include "rule_texts.h"
#include "rules_window.h"
#include "screen_fit.h"
#include "statistics_dialog.h"

#include "poch/dealer_draw.h"

#include <QAction>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QListWidget>
#include <QSettings>
#include <QScreen>
#include <QSpinBox>
#include <QScopeGuard>
#include <QTimer>

#include <optional>

using namespace poch;
using namespace poch::app;
using namespace poch::test::desktop;

class TestDesktop : public QObject {
    Q_OBJECT

private slots:

    // The draw for the banker says when seats tie for the lowest card and
    // draw again: the log listed their second cards after the first round
    // with no word of why ("Player draws the Jack of hearts. Anna draws
    // the Jack of clubs. ... Player draws the King of spades.").
    void aTiedDrawForTheBankerSaysSo() {
        int tiedDraws = 0;
        for (std::uint64_t seed = 1; seed < 40 && tiedDraws < 2; ++seed) {
            QTemporaryDir saves;
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(match("poch-bowls", 4, seed));
            const std::vector<Card> draw = w.session()->record().draw;
            QCOMPARE(draw.size() >= 4, true);
            const QStringList log = lines(w.log());
            const int drawn = static_cast<int>(std::count_if(log.begin(), log.end(), [](const QString& l) { return l.contains(QLatin1String(" draws the ")); }));
            QCOMPARE(drawn, static_cast<int>(draw.size()));
            const int ties = static_cast<int>(std::count_if(log.begin(), log.end(), [](const QString& l) { return l.contains(QLatin1String("tie for the lowest card and draw again")); }));
            if (draw.size() == 4) {
                QCOMPARE(ties, 0);
                continue;
            }
            ++tiedDraws;
            QVERIFY2(ties >= 1, qPrintable(log.join('\n')));
            // Said after the first round's four cards, naming those who draw next.
            int tie = 0;
            while (!log[tie].contains(QLatin1String("tie for the lowest card"))) ++tie;
            const std::vector<int> who = drawnBy(draw, 4);
            QVERIFY2(log[tie].startsWith(w.session()->nameAt(who[4])), qPrintable(log[tie]));
            QVERIFY2(log[tie + 1].startsWith(w.session()->nameAt(who[4]) + QStringLiteral(" draws the ")), qPrintable(log[tie + 1]));
            QCOMPARE(static_cast<int>(std::count_if(log.begin(), log.begin() + tie, [](const QString& l) { return l.contains(QLatin1String(" draws the ")); })), 4);
        }
        QVERIFY(tiedDraws > 0);
    }
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    void playADealOfEveryRuleset_data() {
        QTest::addColumn<QString>("ruleset");
        for (const RulesetInfo* info : allRulesets()) QTest::addRow("%s", info->id.c_str()) << QString::fromStdString(info->id);
    }
    void playADealOfEveryRuleset() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.show();
        w.setAnimationSpeed(0);
        auto* view = w.findChild<QGraphicsView*>();
        QVERIFY(view);
        w.startMatch(match(ruleset.toStdString()));
        int decisions = 0;
        for (int guard = 0; guard < 6000 && !w.session()->state().matchOver(); ++guard) {
            QCoreApplication::processEvents();
            if (w.busy()) continue;
            if (w.waitingForNextDeal()) {
                if (decisions > 0) break;
                // A deal in which the person had nothing to decide: deal again.
                for (QPushButton* b : buttons(w))
                    if (b->text().contains(QLatin1String("Next"))) QTest::mouseClick(b, Qt::LeftButton);
                continue;
            }
            QVERIFY2(tableShowsEngine(w), "the table shows other chips than the engine");
            if (w.session()->person()->waiting()) {
                QVERIFY2(controlsAreNamed(w), "a control has no accessible name");
                QVERIFY2(decideThroughTheUi(w, view),
                         qPrintable(QStringLiteral("phase %1, %2 legal, %3 buttons, between %4")
                                        .arg(static_cast<int>(w.session()->state().phase()))
                                        .arg(w.session()->person()->legal().size())
                                        .arg(buttons(w).size())
                                        .arg(w.waitingForNextDeal())));
                ++decisions;
            } else {
                QTest::qWait(1);
            }
        }
        QVERIFY2(w.waitingForNextDeal() || w.session()->state().matchOver(), "the deal did not end");
        (void)QTest::qWaitFor([&] { return !w.busy(); }, 20000); // the last animations, however slow the machine
        QVERIFY2(tableShowsEngine(w), qPrintable(QStringLiteral("busy %1, seats shown %2, phase %3").arg(w.busy()).arg(w.table()->shownSeats().size()).arg(static_cast<int>(w.session()->state().phase()))));
        QVERIFY(decisions > 0);
        // The autosave holds exactly the match as it stands.
        SaveStore store(saves.path());
        QString error;
        const auto saved = store.readAutosave(&error);
        QVERIFY2(saved, qPrintable(error));
        QVERIFY(*saved == w.session()->record());
    }

    // Gone on to the next deal with N, the keys are on the table when
    // the person's turn comes with cards to play: the arrows move among
    // them at once. (A tester under a plain window manager found them
    // dead until Tab, the hand looking ready; here they are not.)
    void theKeysAreOnTheTableAfterNextDeal() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(showWithTheKeys(w));
        w.setAnimationSpeed(0);
        w.startMatch(match("spin", 3, 3));
        for (int deal = 0; deal < 2; ++deal) {
            while (!w.waitingForNextDeal()) {
                QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 10000));
                if (w.waitingForNextDeal()) break;
                QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
            }
            QVERIFY(QTest::qWaitFor([&w] { return !w.busy(); }, 10000));
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_N);
            QTRY_VERIFY2(!w.waitingForNextDeal(), "N did not go on to the next deal");
            // The stakes, where the person places some, by their keys.
            for (;;) {
                QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 10000));
                if (!w.table()->playableCards().isEmpty()) break;
                QVERIFY(!w.waitingForNextDeal());
                QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_Return);
                QTest::qWait(50);
            }
            QWidget* keys = QApplication::focusWidget();
            QVERIFY2(keys == w.view(), keys ? keys->metaObject()->className() : "nothing");
        }
    }

    // A deal of modern Poch and one of Spin played with keys alone: arrows
    // and Enter among the lit cards, and each button's own key.
    void playWithTheKeyboard_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("poch") << QStringLiteral("poch");
        QTest::newRow("spin") << QStringLiteral("spin");
    }
    void playWithTheKeyboard() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(showWithTheKeys(w));
        w.setAnimationSpeed(0);
        w.startMatch(match(ruleset.toStdString()));
        int byKey = 0;
        for (int guard = 0; guard < 6000 && !w.session()->state().matchOver(); ++guard) {
            QCoreApplication::processEvents();
            if (w.busy()) continue;
            if (w.waitingForNextDeal()) {
                if (byKey > 0) break;
                QTest::keyClick(&w, Qt::Key_N);
                // A button's key clicks it a moment later; pressing again
                // before then would only start the moment over.
                QTRY_VERIFY2(!w.waitingForNextDeal(), "N did not go on to the next deal");
                continue;
            }
            if (!w.session()->person()->waiting()) {
                QTest::qWait(1);
                continue;
            }
            const std::size_t before = w.session()->record().deals.back().actions.size();
            if (!w.table()->playableCards().isEmpty()) {
                w.view()->setFocus();
                QTest::keyClick(w.view(), Qt::Key_Right);
                QTest::keyClick(w.view(), Qt::Key_Return);
            } else {
                QKeySequence key;
                for (QPushButton* b : buttons(w))
                    if (!b->shortcut().isEmpty()) {
                        key = b->shortcut();
                        break;
                    }
                QVERIFY2(!key.isEmpty(), "no control can be reached with a key");

                QTest::keySequence(QApplication::focusWidget() ? QApplication::focusWidget() : &w, key);
            }
            // A button's key clicks it as the mouse would, a moment later.
            QTRY_VERIFY2(w.session()->record().deals.back().actions.size() > before || !w.session()->person()->waiting(),
                         "a key press chose nothing");
            ++byKey;
        }
        QVERIFY(byKey > 0);
        QVERIFY(w.waitingForNextDeal() || w.session()->state().matchOver());
        // Return presses the button that has the keys: Next Deal, at a
        // deal's end (outside a dialog a button would answer only Space).
        if (w.waitingForNextDeal()) {
            auto* next = qobject_cast<QPushButton*>(QApplication::focusWidget());
            QVERIFY2(next && next->text().contains(QLatin1String("Next Deal")), "the keys are not on Next Deal");
            // Held down since the last card, or pressed again at once, it
            // does not pass the result unseen; a moment later it does.
            QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
            QApplication::sendEvent(next, &held);
            w.actionBar()->setReturnGrace(60000); // see returnDealsOnWhereverTheKeysAre
            QTest::keyClick(next, Qt::Key_Return);
            QTest::qWait(50);
            QVERIFY2(w.waitingForNextDeal(), "a Return held or pressed again at once passed the result");
            w.actionBar()->setReturnGrace(0);
            QApplication::sendEvent(next, &held);
            QTest::qWait(50);
            QVERIFY2(w.waitingForNextDeal(), "a Return held down passed the result");
            QTest::keyClick(next, Qt::Key_Return);
            QTRY_VERIFY2(!w.waitingForNextDeal(), "Return did not go on to the next deal");
            // The keys are not left on another button, and are on the
            // table's cards when there are cards to choose.
            QTRY_VERIFY(!w.busy() && w.session()->person()->waiting());
            QVERIFY(!qobject_cast<QPushButton*>(QApplication::focusWidget()));
            if (!w.table()->playableCards().isEmpty()) QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.view()));
        }
    }

    // The New Game dialog offers every option of the chosen game, builds
    // the match from what is chosen, and remembers it for next time.
    void newGameDialogRemembers() {
        {
            NewGameDialog dialog;
            dialog.selectRuleset(QStringLiteral("pope-joan"));
            dialog.setPlayers(5);
            // The options' boxes (the table's own choice, the screen between
            // people, is not an option of the game).
            QList<QCheckBox*> boxes;
            for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
                if (box->property("option").isValid()) boxes << box;
            int flags = 0;
            for (const OptionSpec& o : findRuleset("pope-joan")->options) flags += o.type == OptionType::Bool ? 1 : 0;
            QCOMPARE(boxes.size(), flags);
            for (QCheckBox* box : boxes) {
                QVERIFY(!box->accessibleName().isEmpty());
                if (box->property("option").toString() == QLatin1String("five-divisions")) box->setChecked(true);
            }
            const MatchSettings m = dialog.settings();
            QCOMPARE(m.ruleset, QStringLiteral("pope-joan"));
            QCOMPARE(m.seats(), 5);
            QVERIFY(m.options.flag("five-divisions"));
            QVERIFY(!m.levels[0].has_value());
            QVERIFY(m.levels[4].has_value());
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        NewGameDialog again;
        const MatchSettings m = again.settings();
        QCOMPARE(m.ruleset, QStringLiteral("pope-joan"));
        QCOMPARE(m.seats(), 5);
        QVERIFY(m.options.flag("five-divisions"));
        // The five-division board is the one drawn for that option.
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(m);
        QTRY_VERIFY(w.session()->state().dealsPlayed() > 0 || w.session()->person()->waiting());
        QVERIFY(!w.table()->poolRect(0).isEmpty());  // Pope
        QVERIFY(w.table()->poolRect(4).isEmpty());   // no King division
    }

    // Closing the window saves the match; the next start resumes it.
    void quitAndResume() {
        QTemporaryDir saves;
        std::optional<State> before;
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.show();
            w.startMatch(match("sevens"));
            QTRY_VERIFY(w.session()->person()->waiting());
            before = w.session()->state();
            QVERIFY(w.close());
        }
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(w.offerResume(false));
        QVERIFY(w.session()->state() == *before);
    }

    // Nobody plays on behind a dialog: a tester's save kept a later moment
    // than the one on the screen, their forced move made behind the file
    // dialog. The computers wait until it closes, and then play on.
    void nobodyPlaysBehindADialog() {
        for (std::uint64_t seed = 1; seed < 20; ++seed) {
            QTemporaryDir saves;
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(match("pope-joan", 4, seed));
            (void)QTest::qWaitFor([&] { return restsForThePerson(w); }, 20000);
            // Decided once, with the computers to play next.
            const std::size_t before = w.session()->record().deals.back().actions.size();
            if (!w.session()->person() || w.session()->person()->legal().empty()) continue;
            QDialog dialog(&w);
            std::size_t atOpen = 0, atClose = 0;
            int nextAtOpen = -1;
            QTimer::singleShot(0, &dialog, [&] {
                atOpen = w.session()->record().deals.back().actions.size();
                nextAtOpen = w.waitingForNextDeal() ? -1 : w.session()->state().currentSeat();
                QTest::qWait(400);
                atClose = w.session()->record().deals.back().actions.size();
                dialog.accept();
            });
            // The person's move, then at once the dialog.
            w.session()->person()->choose(w.session()->person()->legal()[0]);
            dialog.exec();
            if (nextAtOpen <= 0) continue; // the person's again, or the deal over: nothing for the others to do
            // At most the move on its way when the dialog opened.
            QVERIFY2(atClose <= atOpen + 1, qPrintable(QStringLiteral("%1 moves behind the dialog").arg(atClose - atOpen)));
            QVERIFY(atOpen > before);
            QTRY_VERIFY(w.session()->record().deals.back().actions.size() > atClose || w.session()->record().deals.size() > 1);
            return;
        }
        QFAIL("no deal had the computers play after the person");
    }

    void saveOpenAndResume() {
        QTemporaryDir saves;
        const QString file = saves.filePath(QStringLiteral("game.json"));
        std::optional<State> before;
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(match("pope-joan", 3));
            (void)QTest::qWaitFor([&] { return w.session()->person()->waiting(); }, 20000);
            QVERIFY2(w.session()->person()->waiting(), "the person was never asked");
            QCOMPARE(w.saveFile(file), QString());
            before = w.session()->state();
        }
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            QVERIFY(w.offerResume(false));
            QVERIFY(w.session()->state() == *before);
        }
        {
            MainWindow w(QString{});
            w.setQuiet(true);
            QCOMPARE(w.openFile(file), QString());
            QVERIFY(w.session()->state() == *before);
        }
    }

    // The real program killed without warning in the middle of a match: the
    // autosave it leaves is whole and resumes to exactly the match it held.
    void killedAppResumes() {
        QTemporaryDir home;
        for (int kill = 0; kill < 3; ++kill) {
            QProcess app;
            runInHome(app, home);
            app.start(QStringLiteral(POCH_APP), {QStringLiteral("--game"), QStringLiteral("pope-joan"), QStringLiteral("--players"), QStringLiteral("3")});
            QVERIFY(app.waitForStarted());
            // Killed once the match is under way (a slow machine takes
            // longer to start it), a little later each time: the computer's
            // players act, with their pauses.
            const QString folder = home.filePath(QStringLiteral("data/Poch/poch"));
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(SaveStore(folder).autosavePath()), 20000);
            QTest::qWait(300 + 450 * kill);
            app.kill();
            app.waitForFinished();
            SaveStore store(folder);
            QString error;
            const auto saved = store.readAutosave(&error);
            QVERIFY2(saved, qPrintable(error.isEmpty() ? QStringLiteral("no autosave in ") + folder : error));
            const ReplayResult replayed = replay(*saved);
            QVERIFY(!replayed.error);
            MainWindow w(folder);
            w.setQuiet(true);
            QVERIFY(w.offerResume(false));
            QVERIFY(w.session()->state() == *replayed.state);
        }
    }

    // A table the game cannot seat, asked for on the command line, is
    // refused in words that name the game and its numbers, and no match is
    // begun (so no autosave is touched).
    void tooManyPlayersOnTheCommandLineAreRefused() {
        QTemporaryDir home;
        QProcess app;
        runInHome(app, home);
        for (const QString& count : {QStringLiteral("8"), QStringLiteral("2"), QStringLiteral("many")}) {
            app.start(QStringLiteral(POCH_APP), {QStringLiteral("--game"), QStringLiteral("poch"), QStringLiteral("--players"), count});
            QVERIFY(app.waitForFinished(20000));
            QCOMPARE(app.exitCode(), 2);
            const QString said = QString::fromUtf8(app.readAllStandardError());
            QVERIFY2(said.contains(QStringLiteral("is played by 3 to 6 players, so --players %1 cannot be dealt.").arg(count)), qPrintable(said));
        }
        QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("data/Poch/poch"))));
    }

    // What else the command line cannot mean is refused in words too,
    // before a window opens: an unknown language or lesson, --players
    // without a game, and two ways to begin at once.
    void commandLinesThatMeanNothingAreRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        QTest::newRow("language") << QStringList{"--language", "xx", "--game", "poch"} << "Poch does not speak \"xx\"; --language takes en, de, fr.";
        QTest::newRow("language, printing") << QStringList{"--language", "xx", "--print-board", "spin", "--output", "board.pdf"}
                                            << "Poch does not speak \"xx\"; --language takes en, de, fr.";
        // With the games there are (a tester was left to guess them).
        QTest::newRow("lesson") << QStringList{"--learn", "nonsense"} << "There is no game called \"nonsense\". The games are: poch, poch-bowls,";
        QTest::newRow("game") << QStringList{"--game", "chess"} << "There is no game called \"chess\". The games are: poch, poch-bowls,";
        QTest::newRow("players alone") << QStringList{"--players", "4"} << "--players goes with --game, which names the game to deal.";
        QTest::newRow("game and lesson") << QStringList{"--game", "spin", "--learn", "spin"}
                                         << "--game, --learn and a record to open each say what to begin with; give only one.";
        QTest::newRow("game and record") << QStringList{"--game", "spin", "saved.json"}
                                         << "--game, --learn and a record to open each say what to begin with; give only one.";
    }
    void commandLinesThatMeanNothingAreRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        QTemporaryDir home;
        QProcess app;
        runInHome(app, home);
        app.setWorkingDirectory(home.path());
        app.start(QStringLiteral(POCH_APP), arguments);
        QVERIFY(app.waitForFinished(20000));
        QCOMPARE(app.exitCode(), 2);
        const QString error = QString::fromUtf8(app.readAllStandardError());
        QVERIFY2(error.contains(said), qPrintable(error));
        QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("data/Poch/poch"))));
        QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("board.pdf"))));
    }

    // At a deal's end, with the keys left on the table or the log by a
    // click there, Return goes on to the next deal as Next Deal would.
    void returnDealsOnWhereverTheKeysAre() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        w.startMatch(match("pope-joan", 3, 5));
        for (QWidget* where : {static_cast<QWidget*>(w.view()), static_cast<QWidget*>(w.log())}) {
            for (int step = 0; step < 300 && !w.waitingForNextDeal(); ++step) {
                QTRY_VERIFY(w.waitingForNextDeal() || (!w.busy() && w.session()->person() && w.session()->person()->waiting()));
                if (w.waitingForNextDeal()) break;
                QVERIFY(decideThroughTheUi(w, w.view()));
                QTest::qWait(1);
            }
            QVERIFY(w.waitingForNextDeal());
            QTRY_VERIFY(!w.busy());
            where->setFocus();
            QCOMPARE(QApplication::focusWidget(), where);
            const int deals = w.session()->state().dealsPlayed();
            // A Return hard on the last card's is not yet for the next deal
            // (the pause made long, so that a busy machine cannot outlast it).
            w.actionBar()->setReturnGrace(60000);
            QTest::keyClick(where, Qt::Key_Return);
            QTest::qWait(50);
            QVERIFY2(w.waitingForNextDeal(), "a Return pressed again at once passed the result");
            w.actionBar()->setReturnGrace(0);
            QTest::keyClick(where, Qt::Key_Return);
            QTRY_VERIFY2(!w.waitingForNextDeal(), "Return did not go on to the next deal");
            QTRY_VERIFY(w.session()->state().dealsPlayed() > deals || w.session()->state().dealInPlay());
        }
    }

    // Nobody at the table yet (the first start, the New Game dialog
    // cancelled): the bar offers a new game, with the keys, and a lesson,
    // which opens the choice of games to learn. It said only "Choose File
    // ▸ New Game", and a newcomer had no word of the lessons.
    void anEmptyTableOffersAGameOrALesson() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(showWithTheKeys(w));
        QPushButton* newGame = nullptr;
        QPushButton* learn = nullptr;
        for (QPushButton* b : buttons(w)) {
            if (b->text().contains(QLatin1String("New Game"))) newGame = b;
            if (b->text().contains(QLatin1String("Learn to Play"))) learn = b;
        }
        QVERIFY(newGame && learn);
        QVERIFY(controlsAreNamed(w));
        for (QPushButton* b : w.findChildren<QPushButton*>())
            QVERIFY2(!b->isVisible() || b->accessibleName() != QLatin1String("Hint"), "a Hint with nothing to hint at");
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(newGame));
        QString opened;
        QTimer::singleShot(0, [&] {
            if (QWidget* dialog = QApplication::activeModalWidget()) {
                opened = QString::fromLatin1(dialog->metaObject()->className());
                dialog->close();
            }
        });
        QTest::mouseClick(learn, Qt::LeftButton);
        QCOMPARE(opened, QStringLiteral("poch::app::LearnDialog"));
        // The rules of "this game" are those of the game last dealt (it
        // opened Poch's whatever was played), or Poch's where none was or
        // the settings name no game.
        const auto rulesShown = [&] {
            QStringList titles;
            for (QDialog* d : w.findChildren<QDialog*>())
                if (d->isVisible() && d->metaObject()->className() == QByteArray("poch::app::RulesWindow")) {
                    titles << d->windowTitle();
                    d->close();
                    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
                }
            return titles;
        };
        QAction* rules = menuAction(w, QStringLiteral("Rules of This Game"));
        QVERIFY(rules);
        for (const auto& [stored, shown] : {std::pair{"spin", "spin"}, std::pair{"no-such-game", "poch"}}) {
            QSettings().setValue(QStringLiteral("newGame/ruleset"), QString::fromLatin1(stored));
            rules->trigger();
            QCOMPARE(rulesShown(), QStringList{QStringLiteral("Rules: ") + texts::rulesetName(QString::fromLatin1(shown))});
        }
        // Nothing to save at an empty table: Save As is not offered (it
        // did nothing when chosen), and is once a game is dealt.
        QAction* saveAs = menuAction(w, QStringLiteral("Save As…"));
        QVERIFY(saveAs);
        QVERIFY(!saveAs->isEnabled());
        // Ctrl+S, which people press first, is Save As's (there is no Save
        // apart from it), and shown in the menu.
        QCOMPARE(saveAs->shortcut(), QKeySequence(QKeySequence::Save));
        for (const QKeySequence& keys : QKeySequence::keyBindings(QKeySequence::SaveAs)) QVERIFY(saveAs->shortcuts().contains(keys));
        // Every choice of speed has its letter, as the menus' other items.
        for (const QString& speed : {QStringLiteral("Slow"), QStringLiteral("Normal"), QStringLiteral("Fast"), QStringLiteral("Instant")}) {
            QAction* a = menuAction(w, speed);
            QVERIFY(a);
            QVERIFY2(!QKeySequence::mnemonic(a->text()).isEmpty(), qPrintable(a->text()));
        }
        w.setAnimationSpeed(0);
        w.startMatch(match("poch"));
        QVERIFY(saveAs->isEnabled());
    }

    // Every window opens whole on a small screen, title bar and frame
    // included, so that its buttons at the bottom can be reached: the rules
    // window once opened 820 pixels tall, past the bottom of a 1024x700
    // screen. The offscreen screen is 800x600.
    // A setting that is on or off and says neither, as a hand-edited file
    // may, is taken as its usual value: "coach=maybe" turned the coach on.
    void aFlagThatSaysNeitherIsItsUsualValue() {
        QSettings().setValue(QStringLiteral("view/coach"), QStringLiteral("maybe"));
        QSettings().setValue(QStringLiteral("play/undo"), QStringLiteral("banana"));
        const auto tidy = qScopeGuard([] {
            QSettings().remove(QStringLiteral("view/coach"));
            QSettings().remove(QStringLiteral("play/undo"));
        });
        QTemporaryDir saves;
        const auto checked = [](const MainWindow& w, const QString& text) {
            for (QAction* a : w.findChildren<QAction*>())
                if (a->text() == text) return std::optional<bool>(a->isChecked());
            return std::optional<bool>();
        };
        {
            MainWindow w(saves.path());
            QCOMPARE(checked(w, QStringLiteral("&Coach")), std::optional<bool>(false));
            QCOMPARE(checked(w, QStringLiteral("&Allow Undo")), std::optional<bool>(true));
        }
        // Said plainly, they are read as said.
        QSettings().setValue(QStringLiteral("view/coach"), true);
        QSettings().setValue(QStringLiteral("play/undo"), false);
        MainWindow w(saves.path());
        QCOMPARE(checked(w, QStringLiteral("&Coach")), std::optional<bool>(true));
        QCOMPARE(checked(w, QStringLiteral("&Allow Undo")), std::optional<bool>(false));
    }

    void everyWindowFitsASmallScreen() {
        // A new window: none kept from the tests before.
        QSettings().remove(QStringLiteral("window"));
        QTemporaryDir saves;
        MainWindow w(saves.path());
        const QSize screen = w.screen()->availableGeometry().size();
        QVERIFY2(screen.height() < 820, "the test needs a screen smaller than the windows' wishes");
        const auto fits = [&](const QWidget& window) {
            const QSize whole = window.size() + kWindowFrameRoom;
            return whole.width() <= screen.width() && whole.height() <= screen.height();
        };
        QVERIFY2(fits(w), "the main window");
        // And where a window of its own opens: in the middle, its frame's
        // room about it. A window manager that places windows anywhere put
        // the main window half off a 1024x768 screen.
        const QRect room = w.screen()->availableGeometry();
        QVERIFY2(room.contains(QRect(w.pos(), w.size() + kWindowFrameRoom)), "the main window is placed whole on the screen");
        // Nor can it be made so small that the table is cut off (a tester
        // at 450x350), where the screen has room for the least it needs.
        w.resize(450, 350);
        QVERIFY2(w.width() >= 720 && w.height() >= 480, qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())));
        QWidget small;
        resizeToFitScreen(small, QSize(400, 300));
        const QRect framed(small.pos(), small.size() + kWindowFrameRoom);
        QCOMPARE(framed.center(), room.center());
        QVERIFY2(fits(RulesWindow(QStringLiteral("poch-1810"))), "the rules window");
        QVERIFY2(fits(NewGameDialog()), "the New Game dialog");
        QVERIFY2(fits(LearnDialog(QStringLiteral("pope-joan"))), "the lessons");
        QVERIFY2(fits(StatisticsDialog()), "the statistics");
    }

    // At the match's end the keys are on New Game…: a Return pressed again
    // hard on the last card's (or held) started a new match, and the final
    // standings were gone unread. And a Return held on the table plays one
    // card, not each that comes after it.
    void returnHeldOrAgainDoesNotEndTheStandings() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        MatchSettings one = match("poch", 3, 5);
        one.options.set(findRuleset("poch")->options, "deals", 1);
        w.startMatch(one);
        bool heldTried = false;
        for (int step = 0; step < 300 && !w.session()->state().matchOver(); ++step) {
            QTRY_VERIFY(w.session()->state().matchOver() || (!w.busy() && w.session()->person()->waiting()));
            if (w.session()->state().matchOver()) break;
            if (!heldTried && !w.table()->playableCards().isEmpty()) {
                heldTried = true;
                w.view()->setFocus();
                const std::size_t before = w.session()->record().deals.back().actions.size();
                QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
                QApplication::sendEvent(w.view(), &held);
                QTest::qWait(20);
                QCOMPARE(w.session()->record().deals.back().actions.size(), before);
            }
            QVERIFY(decideThroughTheUi(w, w.view()));
        }
        QVERIFY(heldTried);
        QTRY_VERIFY(w.session()->state().matchOver() && !w.busy());
        auto* newGame = qobject_cast<QPushButton*>(QApplication::focusWidget());
        QVERIFY2(newGame && newGame->text().contains(QLatin1String("New Game")), "the keys are not on New Game");
        // Counted, not answered: the New Game dialog would wait for a person.
        QObject::disconnect(w.actionBar(), &ActionBar::newGameWanted, &w, nullptr);
        QSignalSpy wanted(w.actionBar(), &ActionBar::newGameWanted);
        w.actionBar()->setReturnGrace(60000); // as in returnDealsOnWhereverTheKeysAre
        QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(newGame, &held);
        QTest::keyClick(newGame, Qt::Key_Return);
        QTest::qWait(300);
        QCOMPARE(wanted.count(), 0);
        w.actionBar()->setReturnGrace(0);
        QApplication::sendEvent(newGame, &held);
        QTest::qWait(300);
        QCOMPARE(wanted.count(), 0);
        QTest::keyClick(newGame, Qt::Key_Return);
        QTRY_COMPARE(wanted.count(), 1);
    }

    // Every rule ends "(004)", and the page said only "source text 004": a
    // newcomer could not tell what that is. Each page ends by naming every
    // source it cites, in every language; and it reads with the keys at
    // once (Ctrl+End did nothing, and Page Down needed Tabs first).
    void aRulesPageNamesItsSources() {
        for (const RulesetInfo* game : allRulesets()) {
            const QString id = QString::fromStdString(game->id);
            const QString page = RulesWindow::page(id);
            const qsizetype at = page.lastIndexOf(QLatin1String("## The sources"));
            QVERIFY2(at > 0, qPrintable(id));
            const QString rules = page.left(at);
            const QString sources = page.mid(at);
            for (int n = 0; n <= 4; ++n) {
                const QString number = QStringLiteral("00%1").arg(n);
                const bool cited = rules.contains(QRegularExpression(QStringLiteral("\\b") + number + QStringLiteral("\\b")));
                QCOMPARE(sources.contains(QStringLiteral("**%1**: ").arg(number)), cited);
            }
            QVERIFY2(game->source.empty() || sources.contains(QString::fromStdString(game->source).left(3)), qPrintable(id));
        }
        RulesWindow window(QStringLiteral("poch"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* text = window.findChild<QTextBrowser*>();
        QVERIFY(text);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(text));
        QCOMPARE(text->verticalScrollBar()->value(), 0);
        QTest::keyClick(text, Qt::Key_End, Qt::ControlModifier);
        // The last line in sight (the page's margin below it may stay out).
        QTRY_VERIFY2(text->verticalScrollBar()->maximum() - text->verticalScrollBar()->value() < 20, qPrintable(QStringLiteral("%1 of %2").arg(text->verticalScrollBar()->value()).arg(text->verticalScrollBar()->maximum())));
        QVERIFY(text->verticalScrollBar()->maximum() > 0);
        QTest::keyClick(text, Qt::Key_Home, Qt::ControlModifier);
        QTRY_COMPARE(text->verticalScrollBar()->value(), 0);
        // No caret blinks in a page nobody writes in.
        QVERIFY(!(text->textInteractionFlags() & Qt::TextSelectableByKeyboard));
        // The citations after the rules are said in a smaller grey, and the
        // rules themselves are not (a newcomer found the page cluttered).
        const QTextCursor cited = text->document()->find(QStringLiteral("(004)"));
        QVERIFY(!cited.isNull());
        const QTextCharFormat quiet = cited.charFormat();
        // Grey as the words' own colour made paler, so that it reads under
        // a dark theme too (a fixed grey was dim there).
        const QColor grey = quiet.foreground().color();
        QCOMPARE(grey.rgb(), QApplication::palette().color(QPalette::Text).rgb());
        QVERIFY(grey.alphaF() < 0.75f);
        QTextCursor rule = text->document()->find(QStringLiteral("dealer"));
        QVERIFY(!rule.isNull());
        QVERIFY(rule.charFormat().foreground().color() != grey);
        QVERIFY(quiet.fontPointSize() < rule.charFormat().font().pointSizeF());
    }

    // The Options table of a rules page lists every option the New Game
    // dialog offers for the game: Newmarket's left out the customary cards.
    void aRulesPageListsEveryOption() {
        for (const RulesetInfo* game : allRulesets()) {
            const QString id = QString::fromStdString(game->id);
            const QString page = RulesWindow::page(id);
            QStringList options;
            for (const OptionSpec& o : game->options) options << QString::fromStdString(o.id);
            if (!game->customaryPoolCards.empty()) options << QStringLiteral("customary-cards");
            for (const QString& option : options)
                QVERIFY2(page.contains(QStringLiteral("\n| **%1** |").arg(texts::optionName(id, option))), qPrintable(id + QLatin1Char(' ') + option));
        }
    }

    // Undo takes back the person's last decision and asks it again.
    void undoTakesBackTheLastDecision() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(match("poch"));
        QTRY_VERIFY(w.session()->person()->waiting());
        const State before = w.session()->state();
        QVERIFY(!w.session()->canUndo());
        QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
        QVERIFY(w.session()->canUndo());
        w.session()->undo();
        QVERIFY(w.session()->state() == before);
        QTRY_VERIFY(w.session()->person()->waiting());
        QVERIFY(w.session()->state() == before);
    }

    // A computer player's stakes spread over the pools go down as one step,
    // and the cards of its own run follow each other quickly: only its
    // first action after another seat's waits the whole pause, and the
    // table plays the others in half the time (at eight players the stakes
    // before a deal of Newmarket took about fifty seconds, then twenty-five
    // chip by chip). Every seat is a computer's here, so the session plays
    // on by itself.
    void aComputerActingAgainAnswersSooner() {
        GameSession session;
        MatchSettings m = MatchSettings::quick(QStringLiteral("newmarket"), 4, 5);
        m.levels[0] = Level::Standard;
        session.setComputerPace(8);
        session.start(m);
        int previous = -1;
        int staked = 0;
        int quick = 0;
        // The stakes and the play of the first deal, each decision's pause
        // read as it is asked.
        while (session.record().deals.size() == 1) {
            const std::size_t taken = session.record().deals.back().actions.size();
            const int seat = session.state().currentSeat();
            if (seat < 0) {
                // The cards are dealt: nobody has acted in the deal yet.
                session.proceed();
                previous = -1;
                continue;
            }
            QCOMPARE(session.answerPause(seat), seat == previous ? 2 : 8);
            if (seat == previous) ++quick;
            if (session.state().phase() == Phase::Staking) ++staked;
            session.proceed();
            QTRY_VERIFY(session.record().deals.size() > 1 || session.record().deals.back().actions.size() > taken);
            // The table plays a follow-on step quicker too.
            QCOMPARE(session.lastStepFollowsOn(), seat == previous);
            previous = seat;
        }
        // Each of the four players' stakes of ten chips was one step, all
        // its chips at once; in the play, some steps followed the same
        // player's (a run of their own cards).
        QVERIFY2(staked == 4 && quick > 0, qPrintable(QStringLiteral("%1 stakes, %2 quick").arg(staked).arg(quick)));
        // The deal is over: whoever stakes first for the next waits the whole pause.
        QCOMPARE(session.answerPause(session.state().currentSeat()), 8);
    }

    // The status line says what the player whose turn it is does: in
    // Newmarket's stakes "Bertram to stake.", not "to play" (the computer
    // seats are slowed down here so that their turn can be read).
    void theStatusSaysWhatTheTurnIs() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(match("newmarket"));
        w.session()->setComputerPace(600000);
        QTRY_VERIFY(w.session()->state().phase() == Phase::Staking && w.session()->state().currentSeat() != w.session()->viewer());
        const QString who = w.session()->nameAt(w.session()->state().currentSeat());
        QTRY_VERIFY2(w.statusText().contains(who + QStringLiteral(" to stake.")), qPrintable(w.statusText()));
        QVERIFY(!w.statusText().contains(QStringLiteral("to play")));
    }

    // In Newmarket's stakes the keys are in the amount to stake: a number
    // typed and Return stake it; once the stakes are placed, the keys are
    // back on the table's cards.
    void stakesAreTypedAndTheKeysGoBackToTheCards() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(showWithTheKeys(w));
        w.setAnimationSpeed(0);
        w.startMatch(match("newmarket"));
        int typed = 0;
        int chosenPool = -1;
        for (int guard = 0; guard < 2000 && w.session()->state().phase() != Phase::Play; ++guard) {
            QCoreApplication::processEvents();
            if (w.busy() || !w.session()->person()->waiting()) {
                QTest::qWait(1);
                continue;
            }
            auto* amount = qobject_cast<QSpinBox*>(QApplication::focusWidget());
            QVERIFY2(amount, "the keys are not in the amount to stake");
            // The person picks the second pool once; the row, made anew for
            // every stake, stays on it (it went back to the first).
            QComboBox* pools = nullptr; // the row's own: those of rows gone are hidden
            for (QComboBox* box : w.actionBar()->findChildren<QComboBox*>())
                if (!box->isHidden()) pools = box;
            QVERIFY(pools);
            if (typed == 0) {
                QCOMPARE(pools->currentIndex(), 0);
                pools->setCurrentIndex(1);
                chosenPool = pools->currentData().toInt();
                amount->setFocus();
            }
            QCOMPARE(pools->currentData().toInt(), chosenPool);
            const std::size_t before = w.session()->record().deals.back().actions.size();
            QTest::keyClicks(amount, QStringLiteral("1"));
            QTest::keyClick(amount, Qt::Key_Return);
            QTRY_VERIFY(w.session()->record().deals.back().actions.size() > before);
            const RecordAction& staked = w.session()->record().deals.back().actions[before];
            QCOMPARE(staked.seat, w.session()->viewer());
            QCOMPARE(staked.action.kind, ActionKind::Stake);
            QCOMPARE(staked.action.chips, 1);
            QCOMPARE(static_cast<int>(staked.action.pool), chosenPool);
            ++typed;
        }
        QCOMPARE(typed, 10); // ten chips, one at a time
        // The play: the person's first card, chosen with the keys.
        QTRY_VERIFY_WITH_TIMEOUT(!w.busy() && w.session()->person()->waiting() && !w.table()->playableCards().isEmpty(), 20000);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.view()));
        const std::size_t before = w.session()->record().deals.back().actions.size();
        QTest::keyClick(w.view(), Qt::Key_Return);
        QTRY_VERIFY(w.session()->record().deals.back().actions.size() > before);
    }

    // A file named on the command line that cannot be read is reported in
    // the window, in words that name the fault, and nothing is lost.
    void anUnreadableFileAtStartIsShownInTheWindow() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"poch-game-record\",\n  \"version\": 1,\n  \"ruleset\": ");
        file.close();
        MainWindow w(dir.filePath(QStringLiteral("saves")));
        w.setQuiet(true);
        QStringList warnings;
        connect(&w, &MainWindow::warned, this, [&](const QString& m) { warnings << m; });
        w.begin(path, false);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.front().contains(QLatin1String("broken.json")) && warnings.front().contains(QLatin1String("line")), qPrintable(warnings.front()));
        QVERIFY(!warnings.front().contains(QLatin1String("json.exception")));
        QVERIFY(QFile::exists(path));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestDesktop)
#include "tst_desktop.moc"
