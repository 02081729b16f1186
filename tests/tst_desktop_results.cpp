// The end of a match at the desktop table: who won is what the rules say
// (poch::Match::winners), so a tie is a shared win in the headline and in
// the statistics, never a win for whoever is listed first.
#include "private_settings.h"
#include "action_bar.h"
#include "game_session.h"
#include "main_window.h"
#include "statistics.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace poch;
using namespace poch::app;

class TestDesktopResults : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // The record: one deal of the sevens game after which the person
    // (seat 0) and Ben (seat 1) both hold 22 chips, Cleo 16.
    void aTieIsASharedWin() {
        Statistics::clear();
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QCOMPARE(w.openFile(QStringLiteral(POCH_TEST_DATA "/sevens-shared-win.json")), QString());
        QTRY_VERIFY(Statistics::of(QStringLiteral("sevens")).matches == 1);
        const GameStatistics stats = Statistics::of(QStringLiteral("sevens"));
        QCOMPARE(stats.wins, 0);
        QCOMPARE(stats.shared, 1);
        QVERIFY2(w.actionBar()->prompt().contains(QStringLiteral("share")), qPrintable(w.actionBar()->prompt()));
        QVERIFY2(w.actionBar()->prompt().contains(QStringLiteral("Ben")), qPrintable(w.actionBar()->prompt()));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestDesktopResults)
#include "tst_desktop_results.moc"
