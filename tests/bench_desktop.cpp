// Benchmarks of the desktop app (not pass/fail tests): how long a frame of
// the table takes to draw at 1920x1080 while a deal is being animated, and
// how much memory the app holds after a whole match. The start-up time is
// measured on the real program: `poch --measure-startup` (see
// tests/bench/README.md).
#include "private_settings.h"
#include "game_session.h"
#include "main_window.h"
#include "person_seat.h"
#include "table_animator.h"
#include "table_view.h"

#include "poch/registry.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace poch;
using namespace poch::app;

namespace {
// Resident memory in kB, where the system says (Linux); else -1.
long residentKilobytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}
} // namespace

class BenchDesktop : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
    }

    // One frame of the whole table at 1920x1080, halfway through the
    // animation of a deal: the board, the hands and the flying cards.
    void frameDuringDealAnimation() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setAnimationSpeed(2.0); // slow, so that the deal is still moving
        w.startMatch(MatchSettings::quick(QStringLiteral("poch"), 4, 3));
        QTRY_VERIFY(w.animator()->running());
        QTest::qWait(120);
        QVERIFY(w.animator()->running());
        QWidget* viewport = w.view()->viewport();
        qInfo("viewport %dx%d", viewport->width(), viewport->height());
        QBENCHMARK {
            viewport->repaint();
        }
    }

    // A match of ten deals of modern Poch, every decision made at once.
    void memoryAfterAMatch() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.resize(1920, 1080);
        w.show();
        w.setAnimationSpeed(0);
        MatchSettings m = MatchSettings::quick(QStringLiteral("poch"), 4, 5);
        m.options.set(findRuleset("poch")->options, "deals", 10);
        w.startMatch(m);
        const long before = residentKilobytes();
        for (int guard = 0; guard < 200000 && !w.session()->state().matchOver(); ++guard) {
            QCoreApplication::processEvents();
            if (w.busy()) continue;
            if (w.waitingForNextDeal()) w.nextDeal();
            else if (w.session()->person()->waiting()) w.session()->person()->choose(w.session()->person()->legal()[0]);
        }
        QVERIFY(w.session()->state().matchOver());
        const long after = residentKilobytes();
        qInfo("resident memory: %ld kB after starting, %ld kB after a match of %d deals", before, after, w.session()->state().dealsPlayed());
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(BenchDesktop)
#include "bench_desktop.moc"
