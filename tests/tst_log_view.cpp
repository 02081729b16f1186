// The log beside the table (LogView): a line whose words grow as the
// events come (the stakes of every player told in one line) takes the
// room its words need, and the lines after it move down, also when the
// log is made narrower; and its newest line stays in sight as lines are
// added. A tester once saw a grown line drawn over the next one (Saratoga
// at seven, at a match's first deal); it has not been made to happen
// again, here or at the table.
#include "log_view.h"

#include <QListWidget>
#include <QScrollBar>
#include <QTest>

using poch::app::LogView;

class LogViewTest : public QObject {
    Q_OBJECT
private slots:
    void aLineThatGrowsPushesTheNextDown() {
        LogView log;
        log.setWordWrap(true);
        log.resize(220, 400);
        log.show();
        QVERIFY(QTest::qWaitForWindowExposed(&log));
        log.addItem(QStringLiteral("Anna stakes 4 chips."));
        log.addItem(QStringLiteral("— Bertram deals —"));
        log.addItem(QStringLiteral("10 cards go to the spare hand."));
        QTest::qWait(20);
        const int oneLine = log.visualItemRect(log.item(0)).height();
        // The first line grows as the others stake, in place.
        log.item(0)->setText(QStringLiteral("Anna, Bertram, Clara, Dietrich, Emma, Friedrich and Player each stake 4 chips on the layout, 1 chip on each card."));
        QTRY_VERIFY2(log.visualItemRect(log.item(0)).height() > 2 * oneLine,
                     qPrintable(QStringLiteral("%1 against %2 a line").arg(log.visualItemRect(log.item(0)).height()).arg(oneLine)));
        for (int row = 0; row + 1 < log.count(); ++row)
            QVERIFY2(log.visualItemRect(log.item(row)).bottom() < log.visualItemRect(log.item(row + 1)).top(), qPrintable(QString::number(row)));
        // Narrower (the scroll bar come, the window made smaller): the
        // lines wrap again, each below the other.
        log.resize(150, 400);
        QTRY_VERIFY(log.visualItemRect(log.item(0)).width() <= log.viewport()->width());
        QTRY_VERIFY2(log.visualItemRect(log.item(0)).bottom() < log.visualItemRect(log.item(1)).top(), "narrower");
        const QFontMetrics metrics = log.fontMetrics();
        QTRY_VERIFY2(log.visualItemRect(log.item(0)).height() >= metrics.boundingRect(QRect(0, 0, log.viewport()->width() - 8, 10000), Qt::TextWordWrap, log.item(0)->text()).height(),
                     qPrintable(QStringLiteral("%1 for %2").arg(log.visualItemRect(log.item(0)).height()).arg(metrics.boundingRect(QRect(0, 0, log.viewport()->width() - 8, 10000), Qt::TextWordWrap, log.item(0)->text()).height())));
        log.resize(220, 400);
        // And shrinks back.
        log.item(0)->setText(QStringLiteral("Anna stakes 4 chips."));
        QTRY_COMPARE(log.visualItemRect(log.item(0)).height(), oneLine);
        QCOMPARE(log.visualItemRect(log.item(1)).top(), log.visualItemRect(log.item(0)).bottom() + 1);
    }

    void theNewestLineStaysInSight() {
        LogView log;
        log.setWordWrap(true);
        log.resize(220, 120);
        log.show();
        QVERIFY(QTest::qWaitForWindowExposed(&log));
        for (int n = 0; n < 30; ++n) log.addItem(QStringLiteral("Line %1 of the log, long enough to wrap over two lines.").arg(n));
        QTRY_VERIFY(log.verticalScrollBar()->maximum() > 0);
        QTRY_COMPARE(log.verticalScrollBar()->value(), log.verticalScrollBar()->maximum());
        // The newest grows: still in sight, whole.
        log.item(log.count() - 1)->setText(QStringLiteral("The newest line, which has grown as more was told in it, and now wraps over several lines of the log."));
        QTRY_VERIFY(log.viewport()->rect().contains(log.visualItemRect(log.item(log.count() - 1))));
    }
};

QTEST_MAIN(LogViewTest)
#include "tst_log_view.moc"
