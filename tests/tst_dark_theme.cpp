// Under a dark theme (macOS's dark mode, a dark GNOME or KDE theme) what the
// program colours itself still reads: the lesson's and the review's notes
// take a dark ground with the theme's light words, and a light one again
// when the theme turns light; the button the hint means keeps dark words on
// its light ground; the scroll bar beside a note's words is the style's own.
// A tester found the first two unreadable and the third drawn as empty boxes.
#include "action_bar.h"
#include "lesson_panel.h"
#include "review_panel.h"
#include "scrolling_words.h"

#include "poch/action_list.h"
#include "poch/table.h"

#include <QApplication>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

#include <cstdlib>

using namespace poch;
using namespace poch::app;

namespace {

QPalette darkPalette() {
    QPalette p;
    const QColor ground(53, 53, 53), words(238, 238, 236);
    p.setColor(QPalette::Window, ground);
    p.setColor(QPalette::WindowText, words);
    p.setColor(QPalette::Base, QColor(40, 40, 40));
    p.setColor(QPalette::AlternateBase, QColor(60, 60, 60));
    p.setColor(QPalette::Text, words);
    p.setColor(QPalette::Button, QColor(62, 62, 62));
    p.setColor(QPalette::ButtonText, words);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(80, 80, 80));
    p.setColor(QPalette::Midlight, QColor(70, 70, 70));
    p.setColor(QPalette::Mid, QColor(45, 45, 45));
    p.setColor(QPalette::Dark, QColor(30, 30, 30));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

// The mean lightness of a strip of `image`, 0 (black) to 255 (white).
int lightness(const QImage& image, const QRect& strip) {
    long long sum = 0, n = 0;
    for (int y = strip.top(); y <= strip.bottom(); ++y)
        for (int x = strip.left(); x <= strip.right(); ++x) {
            sum += QColor(image.pixel(x, y)).lightness();
            ++n;
        }
    return n ? static_cast<int>(sum / n) : -1;
}

// The note's ground, beside its words: a strip just inside its left edge.
int groundOf(QWidget& note) {
    const QImage image = note.grab().toImage();
    return lightness(image, QRect(3, 12, 3, image.height() - 24));
}

} // namespace

class TestDarkTheme : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        light_ = QApplication::style()->standardPalette();
    }
    void cleanup() { QApplication::setPalette(light_); }

    void theNotesTakeTheThemesGround() {
        QApplication::setPalette(darkPalette());
        LessonPanel lesson;
        lesson.showStep(QStringLiteral("Welcome to Pope Joan."), 1, 14, true);
        ReviewPanel review;
        for (QWidget* note : {static_cast<QWidget*>(&lesson), static_cast<QWidget*>(&review)}) {
            note->resize(320, 260);
            note->show();
            QVERIFY(QTest::qWaitForWindowExposed(note));
            QVERIFY2(groundOf(*note) < 110, qPrintable(QStringLiteral("%1: %2").arg(note->objectName()).arg(groundOf(*note))));
            // Its words are the theme's, light on the dark ground.
            for (QLabel* label : note->findChildren<QLabel*>())
                QVERIFY(label->palette().color(QPalette::WindowText).lightness() > 180);
        }
        // The theme turns light while the program runs (macOS at sunrise).
        QApplication::setPalette(light_);
        QApplication::processEvents();
        for (QWidget* note : {static_cast<QWidget*>(&lesson), static_cast<QWidget*>(&review)})
            QVERIFY2(groundOf(*note) > 180, qPrintable(QStringLiteral("%1: %2").arg(note->objectName()).arg(groundOf(*note))));
    }

    void theHintedButtonsWordsShow() {
        QApplication::setPalette(darkPalette());
        ActionBar bar;
        Table table;
        table.phase = Phase::Betting;
        ActionList legal;
        legal.add(Action::pass());
        bar.offer(table, legal, {});
        bar.resize(600, 50);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QVERIFY(bar.makeReady(Action::pass()));
        QPushButton* pass = nullptr;
        for (QWidget* c : bar.controls())
            if (auto* b = qobject_cast<QPushButton*>(c)) pass = b;
        QVERIFY(pass);
        const QImage image = pass->grab().toImage();
        // Its ground is light, and its words on it dark: pixels as dark as
        // words are, inside the ring.
        QVERIFY(lightness(image, QRect(6, 6, 3, 3)) > 200);
        int dark = 0;
        for (int y = 6; y < image.height() - 6; ++y)
            for (int x = 6; x < image.width() - 6; ++x) dark += QColor(image.pixel(x, y)).lightness() < 90;
        QVERIFY2(dark >= 10, qPrintable(QString::number(dark)));
    }

    void aNotesScrollBarIsTheStyles() {
        QApplication::setPalette(darkPalette());
        QWidget note;
        ScrollingWords words(&note, 40, 0.2);
        words.setText(QStringLiteral("Many words. ").repeated(200));
        note.resize(260, 120);
        words.setGeometry(0, 0, 260, 120);
        note.show();
        QVERIFY(QTest::qWaitForWindowExposed(&note));
        QTRY_VERIFY(words.verticalScrollBar()->isVisible());
        // Drawn as the style draws any scroll bar of its size and place,
        // not by a style sheet's rule for backgrounds, which drew boxes
        // that showed the ground through them.
        QScrollBar* inside = words.verticalScrollBar();
        QScrollBar plain(Qt::Vertical);
        plain.setRange(inside->minimum(), inside->maximum());
        plain.setPageStep(inside->pageStep());
        plain.setValue(inside->value());
        plain.resize(inside->size());
        plain.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plain));
        // (Alike, not the same bytes: a window not in front shades it a
        // little differently.)
        const QImage drawn = inside->grab().toImage(), plainly = plain.grab().toImage();
        QCOMPARE(drawn.size(), plainly.size());
        long long apart = 0;
        for (int y = 0; y < drawn.height(); ++y)
            for (int x = 0; x < drawn.width(); ++x) apart += std::abs(QColor(drawn.pixel(x, y)).lightness() - QColor(plainly.pixel(x, y)).lightness());
        const double mean = static_cast<double>(apart) / (drawn.width() * drawn.height());
        QVERIFY2(mean < 4, qPrintable(QString::number(mean)));
    }

private:
    QPalette light_;
};

QTEST_MAIN(TestDarkTheme)
#include "tst_dark_theme.moc"
