// The words of a lesson's step or a reviewed decision (ScrollingWords):
// whole where the window has room, scrolling where it has not, and whole
// again when the window grows back, with no help from the panel they lie in.
#include "scrolling_words.h"

#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>

using poch::app::ScrollingWords;

class ScrollingWordsTest : public QObject {
    Q_OBJECT
private slots:
    void theWordsFollowTheWindowsHeight();
    void newWordsAreReadFromTheirStart();
};

namespace {

// Waits until the layout has settled: the scroll bar shown exactly when
// there is something to scroll, the same twice running.
void settle(const ScrollingWords& words) {
    QString state, before;
    for (int k = 0; k < 100 && (state.isEmpty() || state != before); ++k) {
        QTest::qWait(20);
        before = state;
        const QScrollBar* bar = words.verticalScrollBar();
        state = (bar->maximum() == 0) != bar->isVisible() ? QStringLiteral("%1 %2").arg(words.height()).arg(bar->maximum()) : QString();
    }
}

} // namespace

void ScrollingWordsTest::theWordsFollowTheWindowsHeight() {
    // A panel as the lesson's: the words above, a log taking what is left.
    QWidget window;
    auto* panel = new QVBoxLayout(&window);
    auto* words = new ScrollingWords(&window, 40, 0.6);
    auto* log = new QListWidget(&window);
    log->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    panel->addWidget(words);
    panel->addWidget(log, 1);
    QString text;
    for (int i = 0; i < 12; ++i) text += QStringLiteral("The lesson says a few words here, line %1 of twelve. ").arg(i + 1);
    words->setText(text);
    window.resize(260, 220);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle(*words);
    QVERIFY2(words->verticalScrollBar()->isVisible(), "a short window: the words scroll");
    // Taller, as wide: the words' width does not change, only the window's
    // height, and the words take the room it gives them.
    window.resize(260, 1000);
    settle(*words);
    QVERIFY2(words->verticalScrollBar()->maximum() == 0,
             qPrintable(QStringLiteral("%1 of %2 pixels in sight").arg(words->viewport()->height()).arg(words->widget()->height())));
    // And short again: they scroll once more, the log keeping its place.
    window.resize(260, 220);
    settle(*words);
    QVERIFY(words->verticalScrollBar()->isVisible());
    QVERIFY(words->geometry().bottom() < log->geometry().top());
}

// Scrolled down and given new words (the review's next decision), the
// words show from their start: they opened where the last were left, the
// heading ("Decision 3 of 8.") out of sight (a tester).
void ScrollingWordsTest::newWordsAreReadFromTheirStart() {
    QWidget window;
    auto* panel = new QVBoxLayout(&window);
    auto* words = new ScrollingWords(&window, 40, 0.3);
    panel->addWidget(words);
    panel->addStretch(1);
    QString text;
    for (int i = 0; i < 20; ++i) text += QStringLiteral("A decision's words, line %1 of twenty. ").arg(i + 1);
    words->setText(text);
    window.resize(260, 220);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle(*words);
    QVERIFY(words->verticalScrollBar()->maximum() > 0);
    words->verticalScrollBar()->setValue(words->verticalScrollBar()->maximum());
    QVERIFY(words->verticalScrollBar()->value() > 0);
    words->setText(text + QStringLiteral("The next one."));
    settle(*words);
    QCOMPARE(words->verticalScrollBar()->value(), 0);
}

QTEST_MAIN(ScrollingWordsTest)
#include "tst_scrolling_words.moc"
