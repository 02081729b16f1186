// The real program killed with SIGKILL at many random moments while it
// plays match after match by itself (`poch --autoplay`): after every kill
// the autosave is whole, holds at least every move the program reported
// saved, and the restarted program resumes exactly the state that record
// replays to; the statistics and the settings survive every kill.
// Also: a damaged autosave is reported and the save before it resumed.
#include "private_settings.h"
#include "desktop_driving.h"
#include "auto_play.h"
#include "game_session.h"
#include "main_window.h"
#include "one_copy.h"
#include "person_seat.h"
#include "save_store.h"

#include "poch/match.h"
#include "poch/random.h"
#include "poch/registry.h"
#include "poch/replay.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace poch;
using namespace poch::app;

namespace {
long long matchesPlayed(QSettings& settings) {
    long long n = 0;
    settings.beginGroup(QStringLiteral("stats"));
    for (const QString& key : settings.allKeys())
        if (key.endsWith(QLatin1String("/matches"))) n += settings.value(key).toLongLong();
    settings.endGroup();
    return n;
}

// `record` is `prefix` with moves after it.
bool startsWith(const GameRecord& record, const GameRecord& prefix) {
    if (record.ruleset != prefix.ruleset || record.seats != prefix.seats || record.chips != prefix.chips
        || record.draw != prefix.draw || record.deals.size() < prefix.deals.size())
        return false;
    for (std::size_t d = 0; d < prefix.deals.size(); ++d) {
        const RecordDeal& a = record.deals[d];
        const RecordDeal& b = prefix.deals[d];
        if (a.dealer != b.dealer || a.deck != b.deck || a.layout != b.layout || a.actions.size() < b.actions.size()) return false;
        if (!std::equal(b.actions.begin(), b.actions.end(), a.actions.begin())) return false;
    }
    return true;
}

// The moves the program last said it saved of the match it was playing
// when killed; -1 if it said nothing of that match. A match over clears
// the autosave before the next begins, and the next's first save can be
// on disk before its "saved" line is printed (a CI run under ASan was
// killed there once): what was said of the match before is no yardstick.
long long lastSaved(const QByteArray& output) {
    long long last = -1;
    for (const QByteArray& line : output.split('\n')) {
        if (line.startsWith("saved ")) last = line.mid(6).toLongLong();
        if (line == "new match") last = -1;
    }
    return last;
}
// The session stands where its record replays to, with the deal it dealt
// (a deal due is dealt at once, the person's forced move made), or, saved
// at a deal's result, waits there for Next Deal. A deal that has just
// come due in the resume (the last stakes of the sevens game placed by
// the computers) has its cards in the record already and is dealt as the
// session goes on: it is let deal before the two are compared (a kill
// that came there failed the kills below now and then).
bool standsWhereItsRecordDoes(MainWindow& w) {
    if (w.session()->match().dealDue() && !Match::lastDealUnplayed(w.session()->record())
        && !QTest::qWaitFor([&w] { return !w.session()->match().dealDue(); }, 5000))
        return false;
    Match standing = *Match::replay(w.session()->record(), 1, RecordEnd::Stand).match;
    if (standing.dealDue() && w.session()->state().dealsPlayed() > standing.state().dealsPlayed()) standing.deal();
    return w.session()->state() == standing.state();
}
} // namespace

class TestCrashSaves : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { settings_ = std::make_unique<PrivateSettings>(); }

    // What the kills below reach at random moments, each moment of a short
    // match of every game in turn: resumed from the autosave written
    // there, the session stands where that record replays to.
    void resumeAtEveryStep_data() {
        QTest::addColumn<QString>("ruleset");
        for (const RulesetInfo* info : allRulesets()) QTest::newRow(info->id.c_str()) << QString::fromStdString(info->id);
    }
    void resumeAtEveryStep() {
        QFETCH(QString, ruleset);
        QTemporaryDir a;
        MainWindow w(a.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        std::vector<GameRecord> records;
        connect(w.session(), &GameSession::recordChanged, this, [&] { records.push_back(w.session()->record()); });
        MatchSettings m = poch::test::desktop::match(ruleset.toStdString(), 4, 11);
        w.startMatch(m);
        for (int step = 0; step < 400 && !w.session()->state().matchOver(); ++step) {
            if (!QTest::qWaitFor([&w] { return poch::test::desktop::restsForThePerson(w); }, 5000)) break;
            if (w.session()->state().matchOver()) break;
            if (w.waitingForNextDeal()) {
                w.nextDeal();
                continue;
            }
            if (!w.session()->person()->choose(w.session()->person()->legal()[0])) break;
        }
        int checked = 0;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const GameRecord& saved = records[i];
            const ReplayResult replayed = replay(saved);
            QVERIFY(!replayed.error);
            if (replayed.state->matchOver()) continue;
            QTemporaryDir b;
            SaveStore store(b.path());
            QVERIFY(store.writeAutosave(saved).isEmpty());
            MainWindow r(b.path());
            r.setQuiet(true);
            QVERIFY(r.offerResume(false));
            QVERIFY2(startsWith(r.session()->record(), saved), qPrintable(QStringLiteral("record %1").arg(i)));
            QVERIFY2(standsWhereItsRecordDoes(r), qPrintable(QStringLiteral("record %1 of %2").arg(i).arg(records.size())));
            ++checked;
        }
        QVERIFY(checked > 3);
    }

    void killedAtRandomMoments() {
        const int kills = qEnvironmentVariableIntValue("POCH_KILLS") > 0 ? qEnvironmentVariableIntValue("POCH_KILLS") : 50;
        QTemporaryDir home;
        const QString config = home.filePath(QStringLiteral("config/Poch/poch.conf"));
        const QString folder = home.filePath(QStringLiteral("data/Poch/poch"));
        QDir().mkpath(QFileInfo(config).path());
        {
            // A setting the player made before: it must outlive every kill.
            QSettings before(config, QSettings::IniFormat);
            before.setValue(QStringLiteral("play/undo"), false);
        }
        Random random(20261123);
        long long matches = 0;
        int resumed = 0;
        int nothingSaved = 0; // kills after which there was no autosave
        int endedSaved = 0;   // and after which it held a match already over
        for (int kill = 0; kill < kills; ++kill) {
            QProcess app;
            poch::test::desktop::runInHome(app, home);
            app.start(QStringLiteral(POCH_APP), {QStringLiteral("--autoplay"), QStringLiteral("1000")});
            QVERIFY(app.waitForStarted());
            // Most kills come at a random moment after the program has said
            // it saved, while it plays; every fifth at a random moment from
            // its start, while it may still be starting. (Two CI runs
            // failed here once each: 21 of 50 kills with a match to resume,
            // and later nothing saved in 30 s. Both were a kill that left
            // the settings' lock file empty, on which every start then
            // waited 30 s; see emptySettingsLockLeftByAKill.)
            QByteArray output;
            if (kill % 5 != 0) {
                QVERIFY2(QTest::qWaitFor([&] {
                    output += app.readAllStandardOutput();
                    return output.contains("saved ");
                }, 30000), "the program saved nothing in 30 s");
                QTest::qWait(static_cast<int>(random.below(1500)));
            } else {
                QTest::qWait(250 + static_cast<int>(random.below(1500)));
            }
            app.kill();
            QVERIFY(app.waitForFinished());
            output += app.readAllStandardOutput();
            const long long reported = lastSaved(output);

            SaveStore store(folder);
            QVERIFY2(!QFile::exists(store.autosavePath() + QStringLiteral(".unreadable")), "an autosave was damaged");
            QString error;
            const auto saved = store.readAutosave(&error);
            QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("kill %1: %2").arg(kill).arg(error)));
            if (QFile::exists(store.previousAutosavePath())) {
                QString previousError;
                store.readPreviousAutosave(&previousError);
                QVERIFY2(previousError.isEmpty(), qPrintable(previousError));
            }
            if (saved) {
                // Nothing reported saved is lost; at most the move being
                // written when the kill came is there beyond it.
                QVERIFY2(AutoPlay::movesIn(*saved) >= reported,
                         qPrintable(QStringLiteral("kill %1: %2 moves saved, %3 reported").arg(kill).arg(AutoPlay::movesIn(*saved)).arg(reported)));
                const ReplayResult replayed = replay(*saved);
                QVERIFY2(!replayed.error, replayed.error ? replayed.error->what() : "");
                if (!replayed.state->matchOver()) {
                    MainWindow w(folder);
                    w.setQuiet(true);
                    QVERIFY(w.offerResume(false));
                    // The session stands where the saved record stops, and
                    // goes on from there in sight (a deal due is dealt at
                    // once, the person's forced move made), or, saved at a
                    // deal's result, waits there for Next Deal: what it
                    // plays from is the saved record, move for move, and
                    // its state is the replay of what it holds, standing
                    // where that stops, with the deal it dealt.
                    QVERIFY2(startsWith(w.session()->record(), *saved), qPrintable(QStringLiteral("kill %1").arg(kill)));
                    QVERIFY2(standsWhereItsRecordDoes(w), qPrintable(QStringLiteral("kill %1").arg(kill)));
                    ++resumed;
                } else {
                    ++endedSaved;
                }
            } else {
                ++nothingSaved;
            }

            QSettings after(config, QSettings::IniFormat);
            QCOMPARE(after.status(), QSettings::NoError);
            QCOMPARE(after.value(QStringLiteral("play/undo")).toBool(), false);
            const long long now = matchesPlayed(after);
            QVERIFY2(now >= matches, "a kill lost statistics");
            matches = now;
        }
        qInfo("%d kills, %d autosaves resumed (%d found none, %d a match over), %lld matches finished and counted", kills, resumed,
              nothingSaved, endedSaved, matches);
        QVERIFY(resumed > kills / 2);
        QVERIFY(matches > 0);
    }

    // Two copies of Poch at once each autosaved over the other's match:
    // the one dealt in the second was lost when the first saved again. A
    // second copy now says that Poch is open and does not start; a lock
    // left by a copy killed, even as it wrote the lock, is taken over.
    void aSecondCopyDoesNotStart() {
        QTemporaryDir folder;
        {
            OneCopy first(folder.path());
            QVERIFY(first.take(0));
            OneCopy second(folder.path());
            QVERIFY(!second.take(0));
        }
        OneCopy after(folder.path());
        QVERIFY(after.take(0)); // the first has closed

        // An empty lock, as a kill while it was written leaves it.
        QTemporaryDir emptied;
        QFile empty(QDir(emptied.path()).filePath(QStringLiteral("poch.lock")));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        QVERIFY(empty.setFileTime(QDateTime::currentDateTime().addSecs(-10), QFileDevice::FileModificationTime));
        empty.close();
        OneCopy overEmpty(emptied.path());
        QVERIFY(overEmpty.take(0));

        // The real program: the second copy says so and stops there, and
        // one killed leaves nothing in the way.
        QTemporaryDir home;
        QProcess playing;
        poch::test::desktop::runInHome(playing, home);
        playing.start(QStringLiteral(POCH_APP), {QStringLiteral("--autoplay"), QStringLiteral("1000")});
        QVERIFY(playing.waitForStarted());
        QByteArray output;
        QVERIFY(QTest::qWaitFor([&] {
            output += playing.readAllStandardOutput();
            return output.contains("saved ");
        }, 30000));
        QProcess second;
        poch::test::desktop::runInHome(second, home);
        second.start(QStringLiteral(POCH_APP), {});
        QVERIFY(second.waitForStarted());
        QByteArray said;
        QVERIFY2(QTest::qWaitFor([&] {
            said += second.readAllStandardError();
            return said.contains(OneCopy::alreadyOpen().toUtf8());
        }, 15000), said.constData());
        second.kill();
        second.waitForFinished();
        playing.kill();
        playing.waitForFinished();
        QProcess third;
        poch::test::desktop::runInHome(third, home);
        third.start(QStringLiteral(POCH_APP), {QStringLiteral("--autoplay"), QStringLiteral("1000")});
        QVERIFY(third.waitForStarted());
        output.clear();
        QVERIFY2(QTest::qWaitFor([&] {
            output += third.readAllStandardOutput();
            return output.contains("saved ");
        }, 30000), "a copy killed kept the next from starting");
        third.kill();
        third.waitForFinished();
    }

    // A kill between the creation of the settings' lock file and the
    // writing of its owner leaves it empty (shown with strace injecting a
    // SIGKILL into that write); QSettings waits 30 s for such a lock to go
    // stale. The next start must not hang on it: the program plays and
    // saves well inside that, and the settings are still there.
    void emptySettingsLockLeftByAKill() {
        QTemporaryDir home;
        const QString config = home.filePath(QStringLiteral("config/Poch/poch.conf"));
        QDir().mkpath(QFileInfo(config).path());
        {
            QSettings before(config, QSettings::IniFormat);
            before.setValue(QStringLiteral("play/undo"), false);
        }
        QFile lock(config + QStringLiteral(".lock"));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.close();
        QProcess app;
        poch::test::desktop::runInHome(app, home);
        app.start(QStringLiteral(POCH_APP), {QStringLiteral("--autoplay"), QStringLiteral("1000")});
        QVERIFY(app.waitForStarted());
        QByteArray output;
        QVERIFY2(QTest::qWaitFor([&] {
            output += app.readAllStandardOutput();
            return output.contains("saved ");
        }, 15000), "the program saved nothing in 15 s: it waited for the lock");
        app.kill();
        QVERIFY(app.waitForFinished());
        QSettings after(config, QSettings::IniFormat);
        QCOMPARE(after.value(QStringLiteral("play/undo")).toBool(), false);
        QCOMPARE(after.value(QStringLiteral("view/speed")).toDouble(), 0.0);
    }

    // A settings file with a line that is not a setting in it (here a
    // binary scrap) is copied aside whole before anything writes it, the
    // player is told, and what could be read goes on: a setting and the
    // statistics. One that cannot be opened (a folder of that name) is
    // told of too, and the program plays on without it.
    void damagedSettingsAreToldOfAndKept() {
        QTemporaryDir home;
        const QString config = home.filePath(QStringLiteral("config/Poch/poch.conf"));
        QDir().mkpath(QFileInfo(config).path());
        const QByteArray damaged("[play]\nundo=false\n\n[stats]\npoch/matches=3\n\x01\x02\xff a scrap that is no setting\n");
        {
            QFile file(config);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(damaged);
        }
        QString said;
        QVERIFY(playsAndSaves(home, &said));
        QVERIFY2(said.contains(QStringLiteral("Part of the settings file")) && said.contains(QStringLiteral(".unreadable")), qPrintable(said));
        QFile kept(config + QStringLiteral(".unreadable"));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), damaged);
        QSettings after(config, QSettings::IniFormat);
        QCOMPARE(after.status(), QSettings::NoError);
        QCOMPARE(after.value(QStringLiteral("play/undo")).toBool(), false);
        QVERIFY(after.value(QStringLiteral("stats/poch/matches")).toInt() >= 3);

        // A folder where the file should be.
        QTemporaryDir other;
        const QString folder = other.filePath(QStringLiteral("config/Poch/poch.conf"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(playsAndSaves(other, &said));
        QVERIFY2(said.contains(QStringLiteral("cannot be read")), qPrintable(said));
        QVERIFY(QFileInfo(folder).isDir());
    }

    // A damaged latest autosave is reported and kept aside, and the one
    // made a move before it is resumed: a file cut short, and one whole
    // but with a move the rules do not allow (that one was reported only
    // once resuming was chosen, the save before never offered, and both
    // overwritten by the next match's saves).
    void damagedAutosaveFallsBackToThePrevious_data() {
        QTest::addColumn<bool>("cutShort");
        QTest::newRow("cut short") << true;
        QTest::newRow("a move not allowed") << false;
    }
    void damagedAutosaveFallsBackToThePrevious() {
        QFETCH(bool, cutShort);
        QTemporaryDir saves;
        QVERIFY(savedTwice(saves.path()));
        SaveStore store(saves.path());
        QString error;
        const auto previous = store.readPreviousAutosave(&error);
        QVERIFY2(previous, qPrintable(error));
        if (cutShort) {
            // A bad write: the latest is cut short.
            QFile latest(store.autosavePath());
            QVERIFY(latest.open(QIODevice::ReadWrite));
            QVERIFY(latest.resize(latest.size() / 2));
        } else {
            // Whole, but its last move is one no seat may make.
            auto latest = store.readAutosave(&error);
            QVERIFY(latest);
            latest->deals.back().actions.push_back({0, Action::bet(9999)});
            QVERIFY(SaveStore::write(store.autosavePath(), *latest).isEmpty());
        }
        MainWindow w(saves.path());
        w.setQuiet(true);
        QSignalSpy warned(&w, &MainWindow::warned);
        QVERIFY(w.offerResume(false));
        QCOMPARE(warned.size(), 1);
        QVERIFY(warned.at(0).at(0).toString().contains(QLatin1String(".unreadable")));
        // It says which save it goes on from, and where that stands (it
        // said "The save kept before it can be read", a sentence that read
        // wrongly and named no deal).
        QVERIFY2(warned.at(0).at(0).toString().contains(QLatin1String("one step earlier can be read. The game goes on from there, in deal 1.")),
                 qPrintable(warned.at(0).at(0).toString()));
        QVERIFY(QFile::exists(store.autosavePath() + QStringLiteral(".unreadable")));
        // Resumed from the save before the damaged one, which is the
        // latest again.
        QVERIFY(AutoPlay::movesIn(w.session()->record()) >= AutoPlay::movesIn(*previous));
        QVERIFY(w.session()->record().deals.front().actions.size() >= previous->deals.front().actions.size());
        QVERIFY(store.readAutosave(&error));
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // Damaged again: kept beside the first, which it never replaces
        // (it did, and the first damaged file was gone).
        const QByteArray firstKept = [&] {
            QFile f(store.autosavePath() + QStringLiteral(".unreadable"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        {
            QFile latest(store.autosavePath());
            QVERIFY(latest.open(QIODevice::WriteOnly));
            latest.write("{ not a game");
        }
        MainWindow again(saves.path());
        again.setQuiet(true);
        QSignalSpy warnedAgain(&again, &MainWindow::warned);
        again.offerResume(false);
        QCOMPARE(warnedAgain.size(), 1);
        QVERIFY2(warnedAgain.at(0).at(0).toString().contains(QLatin1String(".2.unreadable")), qPrintable(warnedAgain.at(0).at(0).toString()));
        QFile firstFile(store.autosavePath() + QStringLiteral(".unreadable"));
        QVERIFY(firstFile.open(QIODevice::ReadOnly));
        QCOMPARE(firstFile.readAll(), firstKept);
        QFile second(store.autosavePath() + QStringLiteral(".2.unreadable"));
        QVERIFY(second.open(QIODevice::ReadOnly));
        QCOMPARE(second.readAll(), QByteArray("{ not a game"));
    }

    // Both saves damaged: the message says the match is lost, and both
    // files are kept beside (it gave the two errors and no conclusion, and
    // the earlier file was left to be replaced by the next match's saves).
    void bothAutosavesDamagedSayTheMatchIsLost() {
        QTemporaryDir saves;
        QVERIFY(savedTwice(saves.path()));
        SaveStore store(saves.path());
        QVERIFY(QFile::exists(store.previousAutosavePath()));
        for (const QString& path : {store.autosavePath(), store.previousAutosavePath()}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{ not a game");
        }
        MainWindow w(saves.path());
        w.setQuiet(true);
        QSignalSpy warned(&w, &MainWindow::warned);
        QVERIFY(!w.offerResume(false));
        QCOMPARE(warned.size(), 1);
        const QString said = warned.at(0).at(0).toString();
        QVERIFY2(said.contains(QLatin1String("one step earlier cannot be read either")), qPrintable(said));
        QVERIFY2(said.endsWith(QLatin1String("The match cannot be resumed.")), qPrintable(said));
        QVERIFY(QFile::exists(store.autosavePath() + QStringLiteral(".unreadable")));
        QVERIFY(QFile::exists(store.previousAutosavePath() + QStringLiteral(".unreadable")));
        QVERIFY(!QFile::exists(store.previousAutosavePath()));
    }

private:
    // Deals a match of Pope Joan in `saves` and makes the person's first
    // move, so that the autosave and the one before it are both there.
    static bool savedTwice(const QString& saves) {
        MainWindow w(saves);
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
        if (!QTest::qWaitFor([&] { return w.session()->person() && w.session()->person()->waiting(); }, 5000)) return false;
        const std::size_t before = w.session()->record().deals.back().actions.size();
        w.session()->person()->choose(w.session()->person()->legal()[0]);
        return QTest::qWaitFor([&] { return w.session()->record().deals.back().actions.size() > before; }, 5000);
    }

    // Starts the program playing by itself in `home`, waits for its first
    // save and stops it; `said` is what it wrote on the terminal.
    static bool playsAndSaves(const QTemporaryDir& home, QString* said) {
        QProcess app;
        poch::test::desktop::runInHome(app, home);
        app.start(QStringLiteral(POCH_APP), {QStringLiteral("--autoplay"), QStringLiteral("1000")});
        if (!app.waitForStarted()) return false;
        QByteArray output;
        const bool saved = QTest::qWaitFor([&] {
            output += app.readAllStandardOutput();
            return output.contains("saved ");
        }, 15000);
        app.kill();
        app.waitForFinished();
        *said = QString::fromUtf8(app.readAllStandardError());
        return saved;
    }

    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestCrashSaves)
#include "tst_crash_saves.moc"
