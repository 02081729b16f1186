// The lessons (issue 21): every game has one; each plays through the real
// window from its first step to its end with the right choices, refusing
// a wrong one with its explanation and asking again; nothing of a lesson
// is saved, and leaving it at any moment brings back the game it
// interrupted. A lesson file that is wrong is refused in words.
#include "desktop_driving.h"
#include "new_game_dialog.h"
#include "action_bar.h"
#include "language.h"
#include "game_description.h"
#include "learn_dialog.h"
#include "lesson.h"
#include "lesson_guide.h"
#include "lesson_panel.h"
#include "table_notice.h"
#include "test_rows.h"

#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyleOptionViewItem>
#include <QTimer>

#include <optional>


using namespace poch::test;
using namespace poch::test::desktop;

namespace {

enum class Rest { Told, Asked, Ended, Stuck };

// Where the lesson rests: a step waiting for Continue, the learner asked,
// or the lesson over.
Rest rest(MainWindow& w) {
    Rest r = Rest::Stuck;
    (void)QTest::qWaitFor([&] {
        if (w.busy()) return false;
        if (!w.lessonPanel()->playButton()->isHidden()) r = Rest::Ended;
        else if (w.lessonPanel()->waiting()) r = Rest::Told;
        else if (w.session()->person() && w.session()->person()->waiting()) r = Rest::Asked;
        else return false;
        return true;
    }, 10000);
    return r;
}

// A wrong choice at a decision: one the lesson has words for, else any
// other legal one.
std::optional<WrongChoice> wrongChoice(const Lesson& lesson, int at, const ActionList& legal) {
    const LessonStep* step = lesson.decisionAt(at);
    if (step && !step->wrong.empty()) return step->wrong.front();
    for (int i = 0; i < legal.size(); ++i)
        if (legal[i] != lesson.actionAt(at).action) return WrongChoice{legal[i], step ? step->why : LessonText{}};
    return std::nullopt;
}

QJsonObject lessonJson(const QString& ruleset) {
    QFile file(Lesson::pathOf(ruleset));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void init() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    // Help > Learn to Play lists a lesson for every game, in the order of
    // the game list.
    void everyGameHasALesson() {
        LearnDialog dialog(QStringLiteral("spin"));
        QCOMPARE(dialog.list()->count(), static_cast<int>(GameDescription::all().size()));
        for (int i = 0; i < dialog.list()->count(); ++i)
            QCOMPARE(dialog.list()->item(i)->data(Qt::UserRole).toString(), QString::fromLatin1(GameDescription::all()[i]->ruleset));
        QCOMPARE(dialog.chosen(), QStringLiteral("spin"));
        // It says where a real game gives the same help (a newcomer met
        // neither the coach, Hint nor the review in any lesson).
        auto* help = dialog.findChild<QLabel*>(QStringLiteral("realGameHelp"));
        QVERIFY(help);
        QCOMPARE(help->text(), LearnDialog::realGameHelp());
    }

    // Every lesson's words are whole in the list, in every language and at
    // any width: each item is as tall as its words need at the width it is
    // drawn. Le Poque's in German ended "die Strafe für die meisten …":
    // the list measured its items at a width six pixels wider than it drew
    // them (its spacing), and the style cut what no longer fitted.
    void everyLessonReadsWhole_data() { everyLanguage(); }
    void everyLessonReadsWhole() {
        QFETCH(QString, language);
        QVERIFY(Language::install(language));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        LearnDialog dialog(QStringLiteral("spin"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QListWidget* list = dialog.list();
        if (qEnvironmentVariableIsSet("POCH_SHOTS")) {
            dialog.resize(560, 620);
            QTest::qWait(20);
            dialog.grab().save(QStringLiteral("%1/lessons-%2.png").arg(qEnvironmentVariable("POCH_SHOTS"), language));
        }
        // Each item as the list shows it, and drawn alone with room to
        // spare: as much ink both times, or the words were cut.
        const auto dark = [](const QImage& image) {
            int count = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) count += qGray(image.pixel(x, y)) < 128;
            return count;
        };
        const auto roomy = [list](const QModelIndex& index, QSize size) {
            QImage image(size, QImage::Format_RGB32);
            image.fill(list->viewport()->palette().color(QPalette::Base));
            QPainter painter(&image);
            QStyleOptionViewItem option;
            option.initFrom(list->viewport());
            option.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
            option.font = list->font();
            option.fontMetrics = list->fontMetrics();
            option.rect = QRect(QPoint(0, 0), size);
            option.features |= QStyleOptionViewItem::WrapText;
            list->itemDelegate()->paint(&painter, option, index);
            return image;
        };
        for (int width = 380; width <= 760; width += 20) {
            dialog.resize(width, 900);
            QTest::qWait(1); // the list lays its items out again after a resize
            list->setCurrentRow(-1);
            list->clearSelection();
            const QImage shown = list->viewport()->grab().toImage();
            for (int i = 0; i < list->count(); ++i) {
                const QModelIndex index = list->model()->index(i, 0);
                const QRect drawn = list->visualRect(index);
                if (!list->viewport()->rect().contains(drawn)) continue; // scrolled out of sight
                const int asShown = dark(shown.copy(drawn));
                const int whole = dark(roomy(index, drawn.size() + QSize(0, drawn.height())));
                QVERIFY2(asShown >= whole, qPrintable(QStringLiteral("%1 at %2 wide: %3 of %4").arg(index.data().toString()).arg(drawn.width()).arg(asShown).arg(whole)));
            }
        }
    }

    // What a step says every pool holds is what the board shows then. The
    // first steps of Poch and Pochen said "every pool now holds 4" beside a
    // board whose pay-suit pools the hands had already won.
    void whatAStepSaysThePoolsHoldIsOnTheBoard_data() {
        QTest::addColumn<QString>("ruleset");
        for (const GameDescription* game : GameDescription::all()) QTest::newRow(game->ruleset) << QString::fromLatin1(game->ruleset);
    }
    void whatAStepSaysThePoolsHoldIsOnTheBoard() {
        QFETCH(QString, ruleset);
        QString error;
        const auto lesson = Lesson::read(Lesson::pathOf(ruleset), &error);
        QVERIFY2(lesson, qPrintable(error));
        const QRegularExpression claim(QStringLiteral("(?:every (?:pool|division)|each) now holds (\\d+)"));
        for (const LessonStep& step : lesson->steps()) {
            const QRegularExpressionMatch said = claim.match(step.say.in(QStringLiteral("en")));
            if (!said.hasMatch()) continue;
            GameRecord before = lesson->record();
            before.deals.front().actions.resize(static_cast<std::size_t>(step.at));
            const MatchReplay replayed = Match::replay(before);
            QVERIFY(replayed.match);
            const State& state = replayed.match->state();
            for (std::size_t pool = 0; pool < state.rules().info().pools.size(); ++pool)
                QVERIFY2(state.chips().pool[pool] == said.captured(1).toInt(),
                         qPrintable(QStringLiteral("step at %1: the %2 pool holds %3, the step says %4")
                                        .arg(step.at).arg(QString::fromStdString(state.poolId(static_cast<int>(pool))))
                                        .arg(state.chips().pool[pool]).arg(said.captured(1))));
        }
    }

    // A bet or stake of the right kind with other chips is told the amount
    // the step asks for: Poch's lesson answered a bet of 1 instead of 3
    // with why betting is right, "Not this time", to a learner who had bet.
    void theRightChoiceWithOtherChipsIsToldTheAmount() {
        int told = 0;
        for (const GameDescription* game : GameDescription::all()) {
            QString error;
            auto lesson = Lesson::read(Lesson::pathOf(QString::fromLatin1(game->ruleset)), &error);
            QVERIFY2(lesson, qPrintable(error));
            LessonGuide guide;
            guide.begin(*lesson);
            QSignalSpy refused(&guide, &LessonGuide::refused);
            for (int at = 0; at < lesson->actions(); ++at) {
                const LessonStep* step = lesson->decisionAt(at);
                const Action right = lesson->actionAt(at).action;
                if (!step || (right.kind != ActionKind::Bet && right.kind != ActionKind::Stake)) continue;
                Action other = right;
                other.chips = right.chips + 1;
                bool scripted = false;
                for (const WrongChoice& wrong : step->wrong) scripted |= wrong.action == other;
                if (scripted) continue;
                QVERIFY(!guide.judge(at, other));
                const QString why = refused.takeLast().at(0).toString();
                QVERIFY2(why.contains(QStringLiteral("asks for %1 chip").arg(right.chips)), qPrintable(why));
                ++told;
            }
        }
        QVERIFY(told > 0);
    }

    void playsThroughWithTheRightChoices_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("language");
        for (const GameDescription* game : GameDescription::all()) QTest::newRow(game->ruleset) << QString::fromLatin1(game->ruleset) << QStringLiteral("en");
        // German's words are the longest: its lesson ends ran furthest under the buttons.
        for (const GameDescription* game : GameDescription::all())
            QTest::addRow("%s de", game->ruleset) << QString::fromLatin1(game->ruleset) << QStringLiteral("de");
        for (const GameDescription* game : GameDescription::all())
            QTest::addRow("%s fr", game->ruleset) << QString::fromLatin1(game->ruleset) << QStringLiteral("fr");
    }
    void playsThroughWithTheRightChoices() {
        QFETCH(QString, ruleset);
        QFETCH(QString, language);
        QVERIFY(Language::install(language));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QString error;
        const auto lesson = Lesson::read(Lesson::pathOf(ruleset), &error);
        QVERIFY2(lesson, qPrintable(error));
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1280, 800);
        QCOMPARE(w.startLesson(ruleset), QString());
        QVERIFY(w.session()->inLesson());
        // The learner plays under their own name, as in New Game.
        QCOMPARE(w.session()->nameAt(lesson->learner()), MatchSettings::personName());
        int told = 0, decided = 0, refused = 0, explained = 0, asGood = 0, saidDone = 0;
        QStringList said;
        QString progress;
        for (int guard = 0; guard < 500; ++guard) {
            const Rest r = rest(w);
            QVERIFY2(r != Rest::Stuck, "the lesson waits for nothing the learner can do");
            QVERIFY(eachLetterItsOwn(w));
            if (r == Rest::Ended) break;
            said << w.lessonPanel()->stepText();
            progress = w.lessonPanel()->progressText();
            // A step speaks of the table as dealt: where the stakes come
            // before the cards, the steps after the last stake are shown
            // once the cards are dealt (Newmarket's and the sevens game's
            // said "Then the cards were dealt" over an empty table).
            if (!w.waitingForNextDeal())
                QVERIFY2(!w.session()->match().dealDue(), qPrintable(QStringLiteral("step %1 is shown before the cards are dealt").arg(w.lessonGuide()->shown())));
            if (r == Rest::Told) {
                ++told;
                QTest::mouseClick(w.lessonPanel()->continueButton(), Qt::LeftButton);
                continue;
            }
            // The learner's decision: the step asks for it.
            const int at = w.session()->lessonMoment();
            const LessonStep* step = lesson->decisionAt(at);
            QVERIFY2(step, qPrintable(QStringLiteral("the learner is asked at action %1 with no step").arg(at)));
            QCOMPARE(w.lessonPanel()->stepText(), step->say.text());
            QVERIFY(!w.session()->hint());
            // The Undo key takes nothing back in a lesson, and says so.
            if (decided == 0) {
                const GameRecord before = w.session()->record();
                QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_Z, Qt::ControlModifier);
                const auto* notice = w.view()->findChild<TableNotice*>(QStringLiteral("tableNotice"));
                QVERIFY(notice && notice->isVisible());
                QCOMPARE(notice->text(), MainWindow::tr("Moves are not taken back in a lesson."));
                QCOMPARE(w.session()->record(), before);
            }
            // Why? gives the step's reason before the choice (a newcomer
            // found the lessons said what to play without saying why; shown
            // after the choice, it repeated what the next step told).
            QCOMPARE(w.lessonPanel()->whyButton()->isHidden(), step->why.text().isEmpty());
            if (!step->why.text().isEmpty()) {
                QVERIFY(!w.lessonPanel()->shownText().contains(step->why.text()));
                QTest::mouseClick(w.lessonPanel()->whyButton(), Qt::LeftButton);
                QVERIFY2(w.lessonPanel()->shownText().startsWith(step->say.text()) && w.lessonPanel()->shownText().endsWith(step->why.text()),
                         qPrintable(w.lessonPanel()->shownText()));
                QVERIFY(w.lessonPanel()->whyButton()->isHidden());
                // The keys are back at the choice, not on Leave the Lesson.
                QVERIFY(!w.lessonPanel()->isAncestorOf(QApplication::focusWidget()));
                if (explained == 0 && qEnvironmentVariableIsSet("POCH_SHOTS")) {
                    QTest::qWait(300);
                    w.grab().save(QStringLiteral("%1/lesson-why-%2-%3.png").arg(qEnvironmentVariable("POCH_SHOTS"), ruleset, language));
                }
                ++explained;
            }
            // A wrong choice is refused with its words, and changes nothing.
            if (const auto wrong = wrongChoice(*lesson, at, w.session()->person()->legal())) {
                const GameRecord before = w.session()->record();
                QVERIFY(!w.session()->person()->choose(wrong->action));
                QVERIFY2(w.lessonPanel()->refusalText().contains(wrong->say.text()), qPrintable(w.lessonPanel()->refusalText()));
                QCOMPARE(w.session()->record(), before);
                QVERIFY(w.session()->person()->waiting());
                // A choice as good as the lesson's is no mistake, and is not
                // called one (Spin's "Not this time ... the order makes no
                // difference" counted against the learner).
                const QString notThisTime = LessonPanel::tr("Not this time. %1 Try again.").section(QStringLiteral("%1"), 0, 0);
                QCOMPARE(w.lessonPanel()->refusalText().startsWith(notThisTime), !wrong->asGood);
                if (wrong->asGood) ++asGood;
                else ++refused;
                // Twice at one decision, it is still one that needed
                // another try ("4 choices" were said of three, a tester).
                if (!wrong->asGood) QVERIFY(!w.session()->person()->choose(wrong->action));
            }
            // The right one goes on: a card is clicked on the table.
            const int stepsBefore = w.lessonGuide()->shown();
            const Action right = lesson->actionAt(at).action;
            if (right.kind == ActionKind::Play && !right.with.valid()) {
                CardItem* card = w.table()->personCard(right.card);
                QVERIFY(card && card->playable());
                QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->mapFromScene(card->sceneBoundingRect().center() + QPointF(0, 10)));
            } else {
                QVERIFY(w.session()->person()->choose(right));
            }
            QTRY_COMPARE(w.session()->lessonMoment(), at + 1);
            // Made, the choice's reason and Why? go: they spoke of the move to come.
            QVERIFY(w.lessonPanel()->whyButton()->isHidden());
            QVERIFY(step->why.text().isEmpty() || !w.lessonPanel()->shownText().contains(step->why.text()));
            // And a refusal of a wrong choice before it: "Not this time"
            // stood on while the others played after the right one.
            QVERIFY2(w.lessonPanel()->refusalText().isEmpty(), qPrintable(w.lessonPanel()->refusalText()));
            // Until the next step, the step says it is done: "And your last
            // chip on the Jack of spades" stood as if still asked while the
            // others played (a tester).
            const QString done = LessonPanel::tr("%1\n\n✓ Done. The next step comes when the game gets there.").section(QStringLiteral("%1"), 1);
            if (w.lessonGuide()->shown() == stepsBefore) {
                QVERIFY2(w.lessonPanel()->shownText().endsWith(done), qPrintable(w.lessonPanel()->shownText()));
                ++saidDone;
            }
            ++decided;
        }
        QVERIFY2(!w.lessonPanel()->playButton()->isHidden(), "the lesson did not end");
        // Every step was shown, the deal is the lesson's to the last action.
        QCOMPARE(w.lessonGuide()->shown(), static_cast<int>(lesson->steps().size()));
        QCOMPARE(w.session()->record().deals.front().actions, lesson->record().deals.front().actions);
        QCOMPARE(w.lessonGuide()->mistakes(), refused);
        if (ruleset == QLatin1String("spin")) QCOMPARE(asGood, 1);
        // Any pool card is as good a first stake in the sevens game: "Not
        // this time … any of them would do" counted as a mistake (a newcomer).
        if (ruleset == QLatin1String("sevens")) QCOMPARE(asGood, 1);
        QVERIFY(decided > 0);
        QVERIFY(saidDone > 0);
        QVERIFY(explained > 0);
        // The numbered steps are counted to their last ("of 15" ended after
        // step 14): the closing word is shown as the lesson's end.
        const int numbered = w.lessonGuide()->numbered();
        QCOMPARE(progress, LessonPanel::tr("Step %1 of %2").arg(numbered).arg(numbered));
        QVERIFY(told > 0);
        // The result beside the table and the lesson's last words.
        const QString over = MainWindow::tr("<b>The deal is over.</b><br>%1").section(QStringLiteral("<br>"), 0, 0);
        QVERIFY2(w.statusText().contains(over), qPrintable(w.statusText()));
        QCOMPARE(w.lessonPanel()->stepText(), lesson->steps().back().say.text());
        // Every line of the panel shows whole in a window of 1024x700: "The
        // lesson is over. 2 choices needed another try." ran out of the
        // panel at "anothe".
        w.resize(1024, 700);
        QTest::qWait(50);
        for (QLabel* label : w.lessonPanel()->findChildren<QLabel*>())
            if (label->isVisible() && !label->wordWrap())
                QVERIFY2(label->fontMetrics().horizontalAdvance(label->text()) <= label->contentsRect().width(), qPrintable(label->text()));
        // The lesson's last words show above the deal's summary, never
        // under the buttons (Pochen's ran on under them, and its last
        // advice could not be read): whole where there is room, else with
        // a scroll bar.
        auto* words = w.lessonPanel()->findChild<QScrollArea*>();
        QVERIFY(words);
        auto* last = qobject_cast<QLabel*>(words->widget());
        QVERIFY(last && last->text() == w.lessonPanel()->shownText() && last->text().contains(lesson->steps().back().say.text()));
        QLabel* summary = nullptr;
        for (QLabel* l : w.findChildren<QLabel*>())
            if (l->accessibleName() == MainWindow::tr("Game status")) summary = l;
        QVERIFY(summary && summary->text() == w.statusText());
        for (const QSize size : {QSize(1024, 700), QSize(984, 640), QSize(760, 540)}) {
            w.resize(size);
            // Laid out again, and settled: the scroll bar shown or hidden
            // to match the words, the same twice running (a busy machine
            // takes a moment).
            QString state, before;
            for (int k = 0; k < 150 && (state.isEmpty() || state != before); ++k) {
                QTest::qWait(30);
                before = state;
                const bool consistent = (words->verticalScrollBar()->maximum() == 0) != words->verticalScrollBar()->isVisible();
                state = consistent ? QStringLiteral("%1 %2 %3").arg(words->height()).arg(words->verticalScrollBar()->maximum()).arg(w.lessonPanel()->height())
                                   : QString();
            }
            const QString at = QStringLiteral("%1x%2: ").arg(size.width()).arg(size.height());
            QVERIFY(last->height() >= last->heightForWidth(last->width()));
            // Nothing lies over the words: the buttons are below them.
            const int below = w.lessonPanel()->playButton()->mapTo(w.lessonPanel(), QPoint(0, 0)).y();
            QVERIFY2(words->geometry().bottom() < below,
                     qPrintable(at + QStringLiteral("the words end at %1, the buttons begin at %2").arg(words->geometry().bottom()).arg(below)));
            QVERIFY2(w.lessonPanel()->geometry().bottom() <= w.lessonPanel()->parentWidget()->height(), qPrintable(at + QStringLiteral("the panel runs off")));
            // The buttons' words show whole: side by side in a narrow panel
            // German's "Dieses Spiel spielen…" was cut.
            for (QPushButton* b : w.lessonPanel()->findChildren<QPushButton*>())
                if (b->isVisible())
                    QVERIFY2(b->width() >= b->sizeHint().width() && b->mapTo(w.lessonPanel(), QPoint(b->width() - 1, 0)).x() <= w.lessonPanel()->contentsRect().right(),
                             qPrintable(at + QStringLiteral("\"%1\" is %2 pixels wide of %3").arg(b->text()).arg(b->width()).arg(b->sizeHint().width())));
            // Whole in a 1024x700 window, and in English in 984x640 too;
            // German's longer words may scroll there.
            if (size.height() >= 700 || (size.height() >= 640 && language == QLatin1String("en")))
                QVERIFY2(words->verticalScrollBar()->maximum() == 0,
                         qPrintable(at + QStringLiteral("%1 of %2 pixels in sight").arg(words->viewport()->height()).arg(last->height())));
            else
                QVERIFY2(words->verticalScrollBar()->maximum() == 0 || words->verticalScrollBar()->isVisible(),
                         qPrintable(at + QStringLiteral("words %1 high, panel %2 of %3, column %4")
                                             .arg(words->height()).arg(w.lessonPanel()->height()).arg(w.lessonPanel()->minimumSizeHint().height())
                                             .arg(w.lessonPanel()->parentWidget()->height())));
            // The deal's summary under them reads to its last line too: in
            // German at 1024x700 the end of Spin's (what the cards left in
            // hand paid) ran on below the panel's foot, with no way to it.
            // Whole in sight, or a scroll bar beside it.
            const int needed = summary->heightForWidth(summary->width());
            const int inSight = summary->visibleRegion().boundingRect().height();
            auto* summaryArea = qobject_cast<QScrollArea*>(summary->parentWidget()->parentWidget());
            QVERIFY2(inSight >= needed || (summaryArea && summaryArea->verticalScrollBar()->isVisible()),
                     qPrintable(at + QStringLiteral("%1 of the summary's %2 pixels in sight, and no scroll bar").arg(inSight).arg(needed)));
        }
        if (qEnvironmentVariableIsSet("POCH_SHOTS"))
            w.grab().save(QStringLiteral("%1/lesson-end-%2.png").arg(qEnvironmentVariable("POCH_SHOTS"), ruleset));
        // Nothing of it was saved.
        QVERIFY(!QFile::exists(SaveStore(saves.path()).autosavePath()));
        // Learn to Play marks it as played to its end, and no other.
        LearnDialog list(ruleset);
        for (int i = 0; i < list.list()->count(); ++i) {
            const QListWidgetItem* item = list.list()->item(i);
            const bool marked = item->text().section(QLatin1Char('\n'), 0, 0).endsWith(QStringLiteral(" ✓"));
            QCOMPARE(marked, item->data(Qt::UserRole).toString() == ruleset);
        }
    }

    // Pochen's lesson calls the cards dealt to nobody the stock, as 000
    // and the rules page do: so do the table's words beside them and the
    // log (they said "3 aside" and "3 cards are laid aside").
    void pochensStockIsCalledSoAtTheTable() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1280, 800);
        QCOMPARE(w.startLesson(QStringLiteral("pochen")), QString());
        QTRY_VERIFY(w.lessonPanel()->waiting() && !w.busy());
        QStringList captions;
        for (QGraphicsItem* item : w.table()->items())
            if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item); text && text->isVisible()) captions << text->text();
        QVERIFY2(captions.contains(QStringLiteral("Stock (3)")), qPrintable(captions.join(QStringLiteral(" | "))));
        QStringList log;
        for (int i = 0; i < w.log()->count(); ++i) log << w.log()->item(i)->text();
        QVERIFY2(log.contains(QStringLiteral("3 cards are left in the stock.")), qPrintable(log.join('\n')));
    }

    // Ranter-Go-Round's stock is counted with its top card, which is kept
    // apart for the dealer to draw: 48 with four players, before the
    // dealer's exchange and after it (the table and the log said 47).
    void ranterGoRoundsStockIsCountedWhole() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1280, 800);
        QCOMPARE(w.startLesson(QStringLiteral("ranter-go-round")), QString());
        QTRY_VERIFY(w.lessonPanel()->waiting() && !w.busy());
        const int players = w.session()->state().seats();
        const QString stock = QStringLiteral("Stock (%1)").arg(52 - players);
        const auto captions = [&w] {
            QStringList found;
            for (QGraphicsItem* item : w.table()->items())
                if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item); text && text->isVisible()) found << text->text();
            return found;
        };
        QVERIFY2(captions().contains(stock), qPrintable(captions().join(QStringLiteral(" | "))));
        QStringList log;
        for (int i = 0; i < w.log()->count(); ++i) log << w.log()->item(i)->text();
        QVERIFY2(log.contains(QStringLiteral("%1 cards are left in the stock.").arg(52 - players)), qPrintable(log.join('\n')));
        // On to the end of the lesson's round: the dealer has drawn.
        GameRecord whole;
        {
            QString error;
            const auto lesson = Lesson::read(Lesson::pathOf(QStringLiteral("ranter-go-round")), &error);
            QVERIFY2(lesson, qPrintable(error));
            whole = lesson->record();
        }
        for (int guard = 0; guard < 200 && !w.waitingForNextDeal() && w.lessonPanel()->playButton()->isHidden(); ++guard) {
            if (w.lessonPanel()->waiting()) QTest::mouseClick(w.lessonPanel()->continueButton(), Qt::LeftButton);
            else if (w.session()->person() && w.session()->person()->waiting())
                w.session()->person()->choose(whole.deals.front().actions[static_cast<std::size_t>(w.session()->lessonMoment())].action);
            QTest::qWait(5);
        }
        QVERIFY2(captions().contains(stock) || !w.session()->state().table().stockTop.valid(), qPrintable(captions().join(QStringLiteral(" | "))));
    }

    // A step that asks for a button quotes it as the button reads, in
    // every language: the Spin lesson's French asked for « Jouer dix de
    // pique avec Spin », as the button then read, with no article (and
    // now « avec le Spin », as the lessons say it).
    void aStepQuotesItsButtonAsItReads_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("button");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Play the ten of spades with Spin");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Pik-Zehn mit Spin spielen");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Jouer le dix de pique avec le Spin");
    }
    void aStepQuotesItsButtonAsItReads() {
        QFETCH(QString, language);
        QFETCH(QString, button);
        QVERIFY(Language::install(language));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QString error;
        const auto lesson = Lesson::read(Lesson::pathOf(QStringLiteral("spin")), &error);
        QVERIFY2(lesson, qPrintable(error));
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.show();
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        ActionBar* bar = w.findChild<ActionBar*>();
        QVERIFY(bar);
        int quoted = 0;
        for (int guard = 0; guard < 500; ++guard) {
            const Rest r = rest(w);
            QVERIFY(r != Rest::Stuck);
            if (r == Rest::Ended) break;
            if (r == Rest::Told) {
                QTest::mouseClick(w.lessonPanel()->continueButton(), Qt::LeftButton);
                continue;
            }
            const int at = w.session()->lessonMoment();
            const Action right = lesson->actionAt(at).action;
            if (right.kind == ActionKind::Play && right.with.valid()) {
                QStringList buttons;
                for (const QPushButton* b : bar->findChildren<QPushButton*>())
                    if (b->isVisible()) buttons << b->text().remove(QLatin1Char('&'));
                QVERIFY2(buttons.contains(button), qPrintable(buttons.join(QStringLiteral(" | "))));
                const QString step = w.lessonPanel()->stepText();
                QVERIFY2(std::any_of(buttons.begin(), buttons.end(), [&](const QString& b) { return step.contains(b); }),
                         qPrintable(step + QStringLiteral("\n") + buttons.join(QStringLiteral(" | "))));
                ++quoted;
            }
            QVERIFY(w.session()->person()->choose(right));
            QTRY_COMPARE(w.session()->lessonMoment(), at + 1);
        }
        QCOMPARE(quoted, 1);
    }

    // The newest line of "What happened" stays in sight as the lesson's
    // words above it grow and shrink, in a window of 1024x700: when a step
    // of Poch's lesson took more lines than the one before, the log kept
    // its first line in place and its newest ones ran out below, so that
    // the learner did not see the showdown the step spoke of.
    void theNewestLineStaysInSight() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QVERIFY(shownAt(w, QSize(1024, 700)));
        QCOMPARE(w.startLesson(QStringLiteral("poch")), QString());
        QString error;
        const auto lesson = Lesson::read(Lesson::pathOf(QStringLiteral("poch")), &error);
        QVERIFY2(lesson, qPrintable(error));
        auto* log = w.findChild<QListWidget*>();
        QVERIFY(log);
        int looked = 0;
        for (int guard = 0; guard < 500; ++guard) {
            const Rest r = rest(w);
            QVERIFY(r != Rest::Stuck);
            if (r == Rest::Ended) break;
            QTest::qWait(20);
            if (log->count() > 0) {
                const QRect newest = log->visualItemRect(log->item(log->count() - 1));
                QVERIFY2(log->viewport()->rect().contains(newest),
                         qPrintable(QStringLiteral("step %1: \"%2\" at %3 in a log %4 high")
                                        .arg(w.lessonGuide()->shown())
                                        .arg(log->item(log->count() - 1)->text())
                                        .arg(newest.bottom())
                                        .arg(log->viewport()->height())));
                ++looked;
            }
            if (r == Rest::Told) {
                QTest::mouseClick(w.lessonPanel()->continueButton(), Qt::LeftButton);
                continue;
            }
            const int at = w.session()->lessonMoment();
            QVERIFY(w.session()->person()->choose(lesson->actionAt(at).action));
            QTRY_COMPARE(w.session()->lessonMoment(), at + 1);
        }
        QVERIFY(looked > 5);
    }

    // Continue stays where it is from one step to the next, in sight, at
    // 1024x700 in German (the longest words): it sat under each step's
    // words and moved with their length, and the learner had to look for
    // it again at every step (a tester).
    void continueStaysWhereItIs_data() {
        QTest::addColumn<QString>("ruleset");
        for (const GameDescription* game : GameDescription::all()) QTest::newRow(game->ruleset) << QString::fromLatin1(game->ruleset);
    }
    void continueStaysWhereItIs() {
        QFETCH(QString, ruleset);
        QVERIFY(Language::install(QStringLiteral("de")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        QVERIFY(shownAt(w, QSize(1024, 700)));
        QCOMPARE(w.startLesson(ruleset), QString());
        QString error;
        const auto lesson = Lesson::read(Lesson::pathOf(ruleset), &error);
        QVERIFY2(lesson, qPrintable(error));
        QPushButton* button = w.lessonPanel()->continueButton();
        QPushButton* leave = w.lessonPanel()->leaveButton();
        std::optional<QPoint> first;
        std::optional<QPoint> leaveAt;
        int told = 0;
        // Leave the Lesson stays put as well, whatever the buttons above it
        // show: it rose by a row as Why? went (a tester), and went down as
        // Why? gave its reason and as a choice was said done (a newcomer).
        const auto leaveStays = [&](const char* when) {
            QTest::qWait(20);
            const QPoint at = leave->mapTo(&w, QPoint(0, 0));
            if (!leaveAt) leaveAt = at;
            QVERIFY2(at == *leaveAt, qPrintable(QStringLiteral("step %1, %2: Leave at %3,%4, at %5,%6 before")
                                                    .arg(w.lessonGuide()->shown())
                                                    .arg(QString::fromLatin1(when))
                                                    .arg(at.x())
                                                    .arg(at.y())
                                                    .arg(leaveAt->x())
                                                    .arg(leaveAt->y())));
        };
        for (int guard = 0; guard < 500; ++guard) {
            const Rest r = rest(w);
            QVERIFY(r != Rest::Stuck);
            if (r == Rest::Ended) break;
            leaveStays(r == Rest::Told ? "told" : "asked");
            if (r == Rest::Asked && w.lessonPanel()->whyButton()->isVisible()) {
                QTest::mouseClick(w.lessonPanel()->whyButton(), Qt::LeftButton);
                leaveStays("after Why?");
            }
            if (r == Rest::Told) {
                QTest::qWait(20);
                const QPoint at = button->mapTo(&w, QPoint(0, 0));
                QVERIFY2(w.rect().contains(QRect(at, button->size())),
                         qPrintable(QStringLiteral("step %1: Continue at %2,%3 out of the window").arg(w.lessonGuide()->shown()).arg(at.x()).arg(at.y())));
                if (!first) first = at;
                QVERIFY2(at == *first, qPrintable(QStringLiteral("step %1: Continue at %2,%3, at %4,%5 before")
                                                      .arg(w.lessonGuide()->shown())
                                                      .arg(at.x())
                                                      .arg(at.y())
                                                      .arg(first->x())
                                                      .arg(first->y())));
                ++told;
                QTest::mouseClick(button, Qt::LeftButton);
                continue;
            }
            const int at = w.session()->lessonMoment();
            // And as a choice is refused: it went down by the refusal's
            // height (two testers).
            if (const auto wrong = wrongChoice(*lesson, at, w.session()->person()->legal())) {
                QVERIFY(!w.session()->person()->choose(wrong->action));
                QVERIFY(!w.lessonPanel()->refusalText().isEmpty());
                leaveStays("after a refusal");
            }
            QVERIFY(w.session()->person()->choose(lesson->actionAt(at).action));
            QTRY_COMPARE(w.session()->lessonMoment(), at + 1);
            if (rest(w) != Rest::Ended) leaveStays("after the choice");
        }
        QVERIFY(told > 2);
    }

    // A lesson may be left at any moment; the game it interrupted comes
    // back as it stood, its autosave untouched by the lesson.
    void leavingBringsBackTheGame() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.show();
        w.startMatch(match("poch", 4, 5));
        QTRY_VERIFY(w.session()->person() && w.session()->person()->waiting() && !w.busy());
        QVERIFY(decideThroughTheUi(w, w.view()));
        QTRY_VERIFY(!w.busy() && (w.waitingForNextDeal() || (w.session()->person() && w.session()->person()->waiting())));
        const bool betweenDeals = w.waitingForNextDeal();
        // A line said beside the game, which the log keeps through the
        // lesson: it was lost, with every other such line (a tester).
        QTemporaryDir files;
        QCOMPARE(w.saveFile(files.filePath(QStringLiteral("kept.poch.json"))), QString());
        const QStringList logBefore = lines(w.log());
        QVERIFY(logBefore.last().startsWith(QStringLiteral("— Saved as ")));
        const GameRecord game = w.session()->record();
        QFile autosave(SaveStore(saves.path()).autosavePath());
        QVERIFY(autosave.open(QIODevice::ReadOnly));
        const QByteArray saved = autosave.readAll();
        autosave.close();

        QCOMPARE(w.startLesson(QStringLiteral("pope-joan")), QString());
        QTRY_VERIFY(w.lessonPanel()->waiting());
        // Said: a lesson begun over a match looked as if it had thrown the
        // match away (a tester).
        QVERIFY2(lines(w.log()).contains(QStringLiteral("— Your game of Poch (modern German) is kept: it comes back as it stands when you leave the lesson. —")),
                 qPrintable(lines(w.log()).join(QLatin1Char('\n'))));
        QTest::mouseClick(w.lessonPanel()->continueButton(), Qt::LeftButton);
        QTRY_VERIFY(w.lessonPanel()->waiting());
        QVERIFY(w.session()->inLesson());
        QVERIFY(!w.session()->canUndo());
        QVERIFY(!w.session()->hint());
        // Nor is it saved as a game: Save As saved the lesson's deal.
        QAction* saveAs = menuAction(w, QStringLiteral("Save As…"));
        QVERIFY(saveAs);
        QVERIFY(!saveAs->isEnabled());
        // Another lesson after it keeps the match aside all the same.
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        QTRY_VERIFY(w.lessonPanel()->waiting());
        QTest::mouseClick(w.lessonPanel()->leaveButton(), Qt::LeftButton);
        QVERIFY(!w.session()->inLesson());
        QVERIFY(w.lessonPanel()->isHidden());
        QVERIFY(saveAs->isEnabled());
        QCOMPARE(w.session()->record(), game);
        QCOMPARE(lines(w.log()), logBefore + QStringList{QStringLiteral("— The game is resumed where it stood —")});
        QVERIFY(autosave.open(QIODevice::ReadOnly));
        QCOMPARE(autosave.readAll(), saved);
        autosave.close();
        // And the game goes on.
        if (betweenDeals) w.nextDeal();
        QTRY_VERIFY(!w.busy() && (w.waitingForNextDeal() || (w.session()->person() && w.session()->person()->waiting())));

        // With no game before it, leaving leaves an empty table.
        QTemporaryDir empty;
        MainWindow fresh(empty.path());
        fresh.setQuiet(true);
        fresh.setAnimationSpeed(0);
        QCOMPARE(fresh.startLesson(QStringLiteral("spin")), QString());
        fresh.leaveLesson();
        QVERIFY(!fresh.session()->active());
        QVERIFY(!QFile::exists(SaveStore(empty.path()).autosavePath()));
    }

    // Play This Game after a lesson asks whether to give up the match the
    // lesson interrupted while the lesson is still at the table: asked
    // after leaving it, that match came back to the table behind the
    // question, before the game asked for was dealt (a newcomer was
    // puzzled to see it). Kept, it comes back; given up, the new game is
    // dealt.
    void playThisGameAsksBeforeTheGameInPlayComesBack_data() {
        QTest::addColumn<bool>("giveUp");
        QTest::newRow("kept") << false;
        QTest::newRow("given up") << true;
    }
    void playThisGameAsksBeforeTheGameInPlayComesBack() {
        QFETCH(bool, giveUp);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setAnimationSpeed(0);
        w.show();
        w.startMatch(match("poch", 4, 5));
        QTRY_VERIFY(w.session()->person() && w.session()->person()->waiting() && !w.busy());
        QVERIFY(decideThroughTheUi(w, w.findChild<TableView*>()));
        QTRY_VERIFY(!w.busy());
        const GameRecord game = w.session()->record();
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        bool lessonOnWhenAsked = false;
        QString asked;
        QTimer::singleShot(50, [&] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            QTimer::singleShot(50, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box) return;
                lessonOnWhenAsked = w.session()->inLesson();
                asked = box->text();
                for (QAbstractButton* b : box->buttons())
                    if (b->text().remove(QLatin1Char('&')) == (giveUp ? QLatin1String("Give Up and Deal") : QLatin1String("Keep Playing"))) b->click();
            });
            dialog->accept();
        });
        w.lessonPanel()->playButton()->click();
        QCOMPARE(asked, QStringLiteral("Give up the match in progress?"));
        QVERIFY(lessonOnWhenAsked);
        QVERIFY(!w.session()->inLesson());
        QVERIFY(w.lessonPanel()->isHidden());
        if (giveUp) QCOMPARE(w.session()->record().ruleset, std::string("spin"));
        else QCOMPARE(w.session()->record(), game);
    }

    // Choosing another language offers to start Poch again. A game goes
    // on there from its autosave; a lesson begins again from its first
    // step, and the question says so (it promised a lesson, too, would go
    // on where it stood).
    void aNewLanguageSaysWhatGoesOn() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setAnimationSpeed(0);
        w.show();
        auto ask = [&w](QString* said) {
            QTimer::singleShot(50, [said] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box) return;
                *said = box->text();
                box->button(QMessageBox::No)->click();
            });
            QAction* deutsch = menuAction(w, QStringLiteral("Deutsch"));
            QVERIFY(deutsch);
            deutsch->trigger();
            // Asked again next time: the choice is undone.
            Language::choose(QStringLiteral("en"));
        };
        QString said;
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        QTRY_VERIFY(w.lessonPanel()->waiting());
        ask(&said);
        QVERIFY2(said.contains(QLatin1String("lesson begins again")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("where it stands")), qPrintable(said));
        QVERIFY(w.session()->inLesson());
        w.leaveLesson();
        w.setQuiet(true);
        w.startMatch(match("poch", 4, 5));
        w.setQuiet(false);
        QTRY_VERIFY(!w.busy());
        said.clear();
        ask(&said);
        QVERIFY2(said.contains(QLatin1String("goes on where it stands")), qPrintable(said));
        w.setQuiet(true);
    }

    // A lesson by the keys: Return presses Continue, and the keys then go
    // to the table's cards, never to Leave the Lesson (where the next
    // Return would end the lesson).
    void returnContinuesAndNeverLeaves() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        int continued = 0;
        for (int guard = 0; guard < 200 && w.session()->inLesson() && w.lessonPanel()->playButton()->isHidden(); ++guard) {
            QTRY_VERIFY(!w.busy() && (w.lessonPanel()->waiting() || (w.session()->person() && w.session()->person()->waiting())));
            if (!w.lessonPanel()->waiting()) break; // the learner is to choose
            QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.lessonPanel()->continueButton()));
            const QString step = w.lessonPanel()->stepText();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            QTRY_VERIFY(!w.lessonPanel()->waiting() || w.lessonPanel()->stepText() != step);
            ++continued;
            QVERIFY(QApplication::focusWidget() != static_cast<QWidget*>(w.lessonPanel()->leaveButton()));
        }
        QVERIFY(continued > 0);
        QVERIFY(w.session()->inLesson());
        // The learner's first choice: the keys are on the table's cards.
        QTRY_VERIFY(!w.busy() && w.session()->person()->waiting());
        QVERIFY(!w.table()->playableCards().isEmpty());
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(w.view()));
    }

    // Newmarket's lesson has the learner stake a chip on each boodle card
    // in turn. By the keys alone (Return continues, Return stakes what the
    // amount says) every stake is the one the step asks for: the row is on
    // the pool the step names. It opened on the first pool at every stake,
    // so the second stake went on the Ace again and was refused.
    void stakesByTheKeysFollowTheSteps() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        QCOMPARE(w.startLesson(QStringLiteral("newmarket")), QString());
        QSignalSpy refused(w.lessonGuide(), &LessonGuide::refused);
        int stakes = 0;
        for (int guard = 0; guard < 100 && w.session()->state().phase() != Phase::Play; ++guard) {
            QTRY_VERIFY(!w.busy() && (w.lessonPanel()->waiting() || (w.session()->person() && w.session()->person()->waiting())));
            if (w.session()->state().phase() == Phase::Play) break;
            if (!w.lessonPanel()->waiting()) {
                const std::size_t before = w.session()->record().deals.front().actions.size();
                QVERIFY(qobject_cast<QSpinBox*>(QApplication::focusWidget()));
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                QTRY_VERIFY(w.session()->record().deals.front().actions.size() > before || refused.count() > 0);
                QCOMPARE(refused.count(), 0);
                ++stakes;
            } else {
                const QString step = w.lessonPanel()->stepText();
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                QTRY_VERIFY(!w.lessonPanel()->waiting() || w.lessonPanel()->stepText() != step);
            }
        }
        QVERIFY2(stakes >= 4, qPrintable(QStringLiteral("%1 stakes").arg(stakes)));
        QCOMPARE(refused.count(), 0);
    }

    // A learner who has clicked on the table or on the log, so that
    // Continue no longer has the keys, goes on with Return all the same:
    // where nothing is to be decided, Return anywhere presses the one way
    // on (it did nothing).
    void returnContinuesWhereverTheKeysAre() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(quietWithTheKeys(w));
        QCOMPARE(w.startLesson(QStringLiteral("spin")), QString());
        int continued = 0;
        for (QWidget* where : {static_cast<QWidget*>(w.view()), static_cast<QWidget*>(w.log()), static_cast<QWidget*>(w.view())}) {
            QTRY_VERIFY(!w.busy() && (w.lessonPanel()->waiting() || (w.session()->person() && w.session()->person()->waiting())));
            if (!w.lessonPanel()->waiting()) break; // the learner is to choose
            QTest::mouseClick(where == w.view() ? w.view()->viewport() : where, Qt::LeftButton, {}, QPoint(5, 5));
            where->setFocus();
            QCOMPARE(QApplication::focusWidget(), where);
            const QString step = w.lessonPanel()->stepText();
            QTest::keyClick(where, Qt::Key_Return);
            QTRY_VERIFY2(!w.lessonPanel()->waiting() || w.lessonPanel()->stepText() != step, "Return did not continue the lesson");
            ++continued;
        }
        QCOMPARE(continued, 3);
    }

    // The authors' tool refuses what it cannot use in words, and never
    // crashes (it did with no arguments, and with more players than names).
    void theAuthorsToolRefusesBadArgumentsInWords() {
        const QList<QStringList> bad = {{},
                                        {QStringLiteral("deal")},
                                        {QStringLiteral("deal"), QStringLiteral("nope"), QStringLiteral("3"), QStringLiteral("1")},
                                        {QStringLiteral("deal"), QStringLiteral("spin"), QStringLiteral("99"), QStringLiteral("1")},
                                        {QStringLiteral("deal"), QStringLiteral("spin"), QStringLiteral("3"), QStringLiteral("z")},
                                        {QStringLiteral("play"), QStringLiteral("/nonexistent/draft.json")}};
        for (const QStringList& args : bad) {
            QProcess tool;
            tool.start(QStringLiteral(LESSON_TOOL), args);
            QVERIFY(tool.waitForFinished(30000));
            QCOMPARE(tool.exitStatus(), QProcess::NormalExit);
            QCOMPARE(tool.exitCode(), 2);
            QVERIFY2(!tool.readAllStandardError().trimmed().isEmpty(), qPrintable(args.join(' ')));
        }
    }

    // A lesson file that is wrong is refused, and says where.
    void aWrongLessonIsRefusedInWords_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("words");
        QTest::newRow("not json") << "notjson" << "not JSON";
        QTest::newRow("no German") << "nogerman" << "no text in 'de'";
        QTest::newRow("steps out of order") << "order" << "'at' must be";
        QTest::newRow("a decision without its step") << "nodecide" << "has no step";
        QTest::newRow("a wrong choice that cannot be made") << "badwrong" << "cannot be made";
        QTest::newRow("a record that does not replay") << "badrecord" << "its record";
        QTest::newRow("a deal not played to its end") << "short" << "to the end";
    }
    void aWrongLessonIsRefusedInWords() {
        QFETCH(QString, change);
        QFETCH(QString, words);
        QJsonObject lesson = lessonJson(QStringLiteral("pope-joan"));
        QVERIFY(!lesson.isEmpty());
        QJsonArray steps = lesson.value(QStringLiteral("steps")).toArray();
        auto setStep = [&](int i, const char* key, const QJsonValue& value) {
            QJsonObject step = steps[i].toObject();
            if (value.isUndefined()) step.remove(QLatin1String(key));
            else step[QLatin1String(key)] = value;
            steps[i] = step;
            lesson[QStringLiteral("steps")] = steps;
        };
        int firstDecision = 0;
        while (!steps[firstDecision].toObject().value(QStringLiteral("decide")).toBool()) ++firstDecision;
        QByteArray json;
        if (change == QLatin1String("notjson")) json = "{ \"format\": ";
        else if (change == QLatin1String("nogerman")) {
            QJsonObject title = lesson.value(QStringLiteral("title")).toObject();
            title.remove(QStringLiteral("de"));
            lesson[QStringLiteral("title")] = title;
        } else if (change == QLatin1String("order")) setStep(1, "at", 9);
        else if (change == QLatin1String("nodecide")) {
            setStep(firstDecision, "decide", QJsonValue::Undefined);
            setStep(firstDecision, "why", QJsonValue::Undefined);
            setStep(firstDecision, "wrong", QJsonValue::Undefined);
        }
        else if (change == QLatin1String("badwrong")) setStep(firstDecision, "wrong", QJsonArray{QJsonObject{{QStringLiteral("act"), QStringLiteral("play")}, {QStringLiteral("card"), QStringLiteral("KS")}, {QStringLiteral("say"), lesson.value(QStringLiteral("title"))}}});
        else if (change == QLatin1String("badrecord") || change == QLatin1String("short")) {
            QJsonObject record = lesson.value(QStringLiteral("record")).toObject();
            QJsonArray deals = record.value(QStringLiteral("deals")).toArray();
            QJsonObject deal = deals[0].toObject();
            QJsonArray actions = deal.value(QStringLiteral("actions")).toArray();
            if (change == QLatin1String("badrecord")) actions[0] = QJsonObject{{QStringLiteral("seat"), 3}, {QStringLiteral("act"), QStringLiteral("play")}, {QStringLiteral("card"), QStringLiteral("9D")}};
            else {
                actions.removeLast(); // a forced card, which the replay plays itself
                actions.removeLast(); // a choice
            }
            deal[QStringLiteral("actions")] = actions;
            deals[0] = deal;
            record[QStringLiteral("deals")] = deals;
            lesson[QStringLiteral("record")] = record;
        }
        if (json.isEmpty()) json = QJsonDocument(lesson).toJson();
        QString error;
        QVERIFY(!Lesson::parse(json, &error));
        QVERIFY2(error.contains(words), qPrintable(error));
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
