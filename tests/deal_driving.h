// What the tests of a deal's result share: the person's decisions made
// through the window to the end of a deal, and what the window shows then
// (the result, the places lit), with a picture for a person to look at.
#pragma once

#include "desktop_driving.h"
#include "seat_badge_item.h"

#include <QGraphicsItem>

namespace poch::test::desktop {

// "P0 -3, P2 +4": each seat's change since `start`, as the window words it.
inline QString expectedResult(MainWindow& w, const std::vector<std::int32_t>& start) {
    QStringList changes;
    const State& state = w.session()->state();
    bool any = false;
    for (int s = 0; s < state.seats(); ++s) any |= state.chips().seat[static_cast<std::size_t>(s)] != start[static_cast<std::size_t>(s)];
    if (!any) return {};
    // Every player still in the match, ±0 too; a name and its figure
    // joined by a space that never breaks.
    for (int s = 0; s < state.seats(); ++s) {
        const int change = state.chips().seat[static_cast<std::size_t>(s)] - start[static_cast<std::size_t>(s)];
        if (change == 0 && (state.table().outOfMatch >> s & 1)) continue;
        const QString sign = change > 0 ? QStringLiteral("+") : change == 0 ? QStringLiteral("±") : QString();
        changes << w.session()->nameAt(s) + QChar::Nbsp + sign + QString::number(change);
    }
    return changes.join(QStringLiteral(", "));
}

// Game ▸ Undo.
inline QAction* undoAction(MainWindow& w) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QKeySequence::Undo)) return a;
    return nullptr;
}

// One decision through the window's controls; waits until it is recorded.
inline bool decide(MainWindow& w) {
    const std::size_t before = w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size();
    if (!decideThroughTheUi(w, w.findChild<TableView*>())) return false;
    return QTest::qWaitFor([&] { return w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size() > before; });
}

inline bool rest(MainWindow& w) {
    return QTest::qWaitFor([&] { return (w.session()->person()->waiting() && !w.busy()) || w.waitingForNextDeal() || w.session()->state().matchOver(); }, 20000);
}

// A window for a test: no message boxes, no animations.
inline void quietAndQuick(MainWindow& w) {
    w.setQuiet(true);
    w.setAnimationSpeed(0);
}

// The autosaved match resumed in `w`, as a program started again would
// (quiet and quick), at rest where the person is asked or between deals.
inline bool resumeQuietly(MainWindow& w) {
    quietAndQuick(w);
    return w.offerResume(false) && rest(w);
}

// Decisions through the window to the end of the deal, which then waits
// for Next Deal; false if it got stuck or the match ended first.
inline bool playToTheDealsEnd(MainWindow& w) {
    for (int i = 0; i < 400 && !w.waitingForNextDeal(); ++i) {
        if (!rest(w)) return false;
        if (w.waitingForNextDeal() || w.session()->state().matchOver()) break;
        if (!decide(w)) return false;
    }
    return w.waitingForNextDeal();
}

// Deals played to their ends, Next Deal between, until one's result
// offers Review This Deal (the person had a choice in it): which deal that
// is follows from the computer players' choices, not only the seed.
inline bool playToAReviewableResult(MainWindow& w) {
    for (int deal = 0; deal < 8; ++deal) {
        if (!playToTheDealsEnd(w)) return false;
        for (QPushButton* b : w.actionBar()->findChildren<QPushButton*>())
            if (!b->isHidden() && b->accessibleName() == QLatin1String("Review this deal")) return true;
        w.nextDeal();
    }
    return false;
}

// With POCH_SHOTS set, the window as a player sees it, for a person to look at.
inline void shot(MainWindow& w, const QString& name) {
    if (!qEnvironmentVariableIsSet("POCH_SHOTS")) return;
    w.resize(1024, 700);
    w.show();
    QTest::qWait(50);
    w.grab().save(QStringLiteral("%1/%2.png").arg(qEnvironmentVariable("POCH_SHOTS"), name));
}

// The names on the seats' badges lit as the one to act; every seat has its
// badge on the table.
inline QStringList placesLit(MainWindow& w) {
    QStringList lit;
    int badges = 0;
    for (QGraphicsItem* item : w.findChild<TableView*>()->scene()->items())
        if (auto* badge = dynamic_cast<SeatBadgeItem*>(item)) {
            ++badges;
            if (badge->badge().toAct) lit << badge->badge().name;
        }
    if (badges != w.session()->state().seats()) lit << QStringLiteral("(%1 badges for %2 seats)").arg(badges).arg(w.session()->state().seats());
    return lit;
}

} // namespace poch::test::desktop
