// Redo: an Undo pressed by mistake, even at a deal's result, is taken back
// by Game ▸ Redo My Move (Ctrl+Shift+Z), while nothing has been done since.
// There was no Redo, and an Undo at a result lost the result.
#include "desktop_driving.h"
#include "private_settings.h"

#include <QTemporaryDir>
#include <QTest>

using namespace poch;
using namespace poch::app;
using namespace poch::test::desktop;

class TestRedo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    void redoTakesBackAnUndo() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        w.startMatch(MatchSettings::quick(QStringLiteral("pope-joan"), 3, 5));
        QAction* undo = menuAction(w, QStringLiteral("Undo My Last Move"));
        QAction* redo = menuAction(w, QStringLiteral("Redo My Move"));
        QVERIFY(undo && redo);
        QVERIFY(!redo->isEnabled());
        // Played to the first deal's result, the person choosing first.
        while (!w.waitingForNextDeal()) {
            QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
            if (w.waitingForNextDeal()) break;
            QVERIFY(w.session()->person()->choose(w.session()->person()->legal()[0]));
        }
        QVERIFY(undo->isEnabled());
        const GameRecord atResult = w.session()->record();
        const QString result = w.statusText();

        // Undo at the result, by mistake; Redo brings the result back.
        undo->trigger();
        QVERIFY(!w.waitingForNextDeal());
        QVERIFY(w.session()->record() != atResult);
        QVERIFY(redo->isEnabled());
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(w.waitingForNextDeal());
        QVERIFY(w.session()->record() == atResult);
        QCOMPARE(w.statusText(), result);
        QVERIFY(!redo->isEnabled());
        QVERIFY2(lines(w.log()).contains(QStringLiteral("— You make your move again —")), qPrintable(lines(w.log()).join(QLatin1Char('\n'))));

        // Two Undos, two Redos.
        undo->trigger();
        QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
        const GameRecord once = w.session()->record();
        if (undo->isEnabled()) {
            undo->trigger();
            QVERIFY(w.session()->record() != once);
            redo->trigger();
            QVERIFY(w.session()->record() == once);
        }
        QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
        QTRY_VERIFY(w.waitingForNextDeal());
        QVERIFY(w.session()->record() == atResult);

        // Once something else is done, there is nothing to redo.
        undo->trigger();
        QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
        const ActionList legal = w.session()->person()->legal();
        QVERIFY(legal.size() > 1);
        QVERIFY(w.session()->person()->choose(legal[legal.size() - 1]));
        QVERIFY(QTest::qWaitFor([&w] { return restsForThePerson(w); }, 5000));
        QVERIFY(!redo->isEnabled());
        QVERIFY(!w.session()->canRedo());
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestRedo)
#include "tst_redo.moc"
