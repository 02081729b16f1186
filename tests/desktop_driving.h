// What the desktop tests share: a match to start, and the person's
// decisions made through the real window's widgets.
#pragma once

#include "private_settings.h"
#include "action_bar.h"
#include "card_deck.h"
#include "card_item.h"
#include "game_session.h"
#include "main_window.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "plate_label_item.h"
#include "save_store.h"
#include "table_animator.h"
#include "table_notice.h"
#include "table_scene.h"
#include "table_view.h"

#include "poch/game_record.h"
#include "poch/registry.h"
#include "poch/replay.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>

#include <functional>
#include <map>

namespace poch::test::desktop {

using namespace poch;
using namespace poch::app;

// Answers the next question box with `button` (its words without the
// underlined letter's mark), keeping what it asked in `said`.
inline void answerNextQuestion(const QString& button, QString* said) {
    QTimer::singleShot(50, [button, said] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        *said = box->text() + QLatin1Char(' ') + box->informativeText();
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(QLatin1Char('&')) == button) b->click();
    });
}

// Nothing moves, and the game waits for the person: to decide, to press
// Next Deal, or, the match over, for nothing more.
inline bool restsForThePerson(MainWindow& w) {
    if (w.busy()) return false;
    return w.waitingForNextDeal() || w.session()->state().matchOver()
           || (w.session()->person() && !w.session()->person()->legal().empty());
}

// The person's decisions one after another, Next Deal pressed between
// deals: at each, once nothing moves, `look` sees the table, and the first
// legal choice is taken; until `look` says to stop (false) or the match is
// over.
template <typename Look>
inline void eachDecision(MainWindow& w, Look look) {
    for (int guard = 0; guard < 20000 && !w.session()->state().matchOver(); ++guard) {
        QCoreApplication::processEvents();
        if (!w.busy() && w.waitingForNextDeal()) w.nextDeal();
        PersonSeat* person = w.session()->person();
        if (w.busy() || !person || !person->waiting()) {
            QTest::qWait(1);
            continue;
        }
        if (!look()) return;
        person->choose(person->legal()[0]);
    }
}

inline MatchSettings match(const std::string& ruleset, int seats = 4, std::uint64_t seed = 7) {
    MatchSettings m;
    m.ruleset = QString::fromStdString(ruleset);
    m.options = Options(findRuleset(ruleset)->options);
    for (int s = 0; s < seats; ++s) {
        m.names << QStringLiteral("P%1").arg(s);
        if (s == 0) m.levels.push_back(std::nullopt);
        else m.levels.push_back(Level::Standard);
    }
    m.chips = 60;
    m.seed = seed;
    return m;
}

// The window shown and given the keys, as a person's window at the front
// is (for tests that press keys); false if it never became active.
// The record at `from`, changed by `change`, written to `to` cut before
// its last decision with a choice in it, which is returned (none if the
// record cannot be read or written). Opened, the match waits for that
// decision; taken again (takeDecision), it ends the match at the table as
// it ended when it was played.
inline std::optional<RecordAction> writeEndingAtTheTable(const QString& from, const QString& to,
                                                         const std::function<void(GameRecord&)>& change = {}) {
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly)) return std::nullopt;
    GameRecord record = parseRecord(in.readAll().toStdString());
    if (change) change(record);
    const MatchReplay played = Match::replay(record);
    if (played.error) return std::nullopt;
    RecordDeal& deal = record.deals.back();
    std::size_t last = deal.actions.size();
    while (last > 0 && !played.match->hadChoice(record.deals.size() - 1, last - 1)) --last;
    if (last == 0) return std::nullopt;
    const RecordAction decision = deal.actions[last - 1];
    deal.actions.resize(last - 1);
    QFile out(to);
    if (!out.open(QIODevice::WriteOnly) || out.write(QByteArray::fromStdString(writeRecord(record))) <= 0) return std::nullopt;
    return decision;
}

// The person at `decision`'s seat takes it, once asked (sitting down first
// where the table passes between people).
inline bool takeDecision(MainWindow& w, const RecordAction& decision) {
    GameSession& session = *w.session();
    const auto asked = [&] {
        if (session.handingOverTo() == decision.seat) session.takeSeat(decision.seat);
        return session.viewer() == decision.seat && session.person() && !session.person()->legal().empty() && !w.busy();
    };
    if (!QTest::qWaitFor(asked, 5000)) return false;
    return session.person()->choose(decision.action);
}

inline bool showWithTheKeys(QWidget& w) {
    w.show();
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
}

// The window shown at `width` x `height`, asking nothing and animating
// nothing.
inline void showQuiet(MainWindow& w, int width, int height) {
    w.setQuiet(true);
    w.setAnimationSpeed(0);
    w.resize(width, height);
    w.show();
}

// The window shown with the keys, asking nothing and animating nothing:
// for tests driven by the keyboard.
inline bool quietWithTheKeys(MainWindow& w) {
    w.setQuiet(true);
    w.setAnimationSpeed(0);
    return showWithTheKeys(w);
}

// The chips the table shows equal the engine's.
inline bool tableShowsEngine(MainWindow& w) {
    const State& state = w.session()->state();
    for (auto it = w.table()->shownSeats().begin(); it != w.table()->shownSeats().end(); ++it)
        if (state.chips().seat[static_cast<std::size_t>(it.key())] != it.value()) return false;
    for (auto it = w.table()->shownPools().begin(); it != w.table()->shownPools().end(); ++it)
        if (state.chips().pool[static_cast<std::size_t>(it.key())] != it.value()) return false;
    return w.table()->shownSeats().size() == state.seats();
}

inline QList<QPushButton*> buttons(MainWindow& w) {
    QList<QPushButton*> list;
    for (QPushButton* b : w.actionBar()->findChildren<QPushButton*>())
        if (!b->isHidden()) list.push_back(b);
    return list;
}

// The window's menu command of these words (its shortcut mark aside), or
// null.
inline QAction* menuAction(QWidget& w, const QString& words) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().section(QLatin1Char('\t'), 0, 0).remove(QLatin1Char('&')) == words) return a;
    return nullptr;
}

// Whether the letters (Alt+letter) of the menus, of every button shown
// and of every labelled box shown are each taken once: German's "Zurück
// zum &Spiel" and "Dieses Spiel &spielen…" each took the Spiel menu's S,
// so that Alt+S did nothing the first time. Says which two collide.
inline bool eachLetterItsOwn(MainWindow& w) {
    const QRegularExpression mark(QStringLiteral("&([^&\\s])"));
    std::map<QChar, QString> taken;
    auto take = [&](const QString& text) {
        const QRegularExpressionMatch m = mark.match(text);
        if (!m.hasMatch()) return true;
        const QChar letter = m.captured(1).at(0).toLower();
        const auto [at, fresh] = taken.emplace(letter, text);
        if (!fresh) qWarning("%s and %s both take %s", qPrintable(at->second), qPrintable(text), qPrintable(QString(letter)));
        return fresh;
    };
    bool own = true;
    for (QAction* a : w.menuBar()->actions()) own = take(a->text()) && own;
    for (QAbstractButton* b : w.findChildren<QAbstractButton*>())
        if (b->isVisible()) own = take(b->text()) && own;
    for (QLabel* l : w.findChildren<QLabel*>())
        if (l->isVisible() && l->buddy()) own = take(l->text()) && own;
    return own;
}

// Every control the person can use has a name a screen reader can say.
inline bool controlsAreNamed(MainWindow& w) {
    for (QWidget* control : w.actionBar()->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (!control->isHidden() && control->focusPolicy() != Qt::NoFocus && control->accessibleName().isEmpty()) return false;
    return true;
}

// The window shown at `size`, quiet and without animations, as a person
// would see it; false if it never appeared.
inline bool shownAt(MainWindow& w, QSize size) {
    w.setQuiet(true);
    w.setAnimationSpeed(0);
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// The lines of a log ("What happened"), first to last.
inline QStringList lines(QListWidget* log) {
    QStringList list;
    for (int i = 0; i < log->count(); ++i) list << log->item(i)->text();
    return list;
}

// The names on the board's plates as the table shows them now.
inline QList<PlateLabelItem*> plates(MainWindow& w) {
    QList<PlateLabelItem*> found;
    for (QGraphicsItem* item : w.table()->items())
        if (auto* plate = dynamic_cast<PlateLabelItem*>(item)) found << plate;
    return found;
}

// The real program run offscreen, its saves and settings in `home`, so that
// a test never touches the player's own.
inline void runInHome(QProcess& app, const QTemporaryDir& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    app.setProcessEnvironment(env);
}

// One decision by the person, through the UI: a stake placed by clicking
// a ringed pool, a lit card clicked on the table, else the first button of
// the controls.
inline bool decideThroughTheUi(MainWindow& w, QGraphicsView* view) {
    const ActionList& legal = w.session()->person()->legal();
    for (int i = 0; i < legal.size(); ++i) {
        if (legal[i].kind != ActionKind::Stake || legal[i].chips != 1) continue;
        const QRectF area = w.table()->poolRect(legal[i].pool);
        if (area.isEmpty()) continue;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(area.center()));
        return true;
    }
    const QList<CardItem*> cards = w.table()->playableCards();
    if (!cards.isEmpty()) {
        CardItem* card = cards.front();
        const QPoint at = view->mapFromScene(card->sceneBoundingRect().center() + QPointF(0, 10));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        return true;
    }
    const QList<QPushButton*> list = buttons(w);
    for (QPushButton* b : list) {
        if (b->text().contains(QLatin1String("Next"))) continue;
        QTest::mouseClick(b, Qt::LeftButton);
        return true;
    }
    return false;
}
} // namespace poch::test::desktop
