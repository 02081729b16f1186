// What the tests of several people at one table share: their match, a
// window like the program's, where the table rests between steps, and the
// check that no hidden card is face up for the person looking.
#pragma once

#include "desktop_driving.h"
#include "privacy_screen.h"

#include <QPushButton>

namespace poch::test::people {

using namespace poch::test::desktop;

inline MatchSettings people(const std::string& ruleset, int persons, int seats, std::uint64_t seed) {
    MatchSettings m = match(ruleset, seats, seed);
    m.names = {QStringLiteral("Anna"), QStringLiteral("Bertram"), QStringLiteral("Clara"), QStringLiteral("Dora"), QStringLiteral("Emil")};
    m.names = m.names.mid(0, seats);
    for (int s = 0; s < seats; ++s) m.levels[s] = s < persons ? std::nullopt : std::optional<Level>(Level::Standard);
    m.chips = 120;
    return m;
}

// Every card face up on the table that someone holds is one the person
// looking may see (their own, or one the engine shows them; once the deal
// is over, every hand's and the cards aside); while the table is screened,
// no card in anyone's hand is face up but those every seat has been shown.
// The same for the table showing `state` to `viewer` (a moment of a
// deal's review, say).
inline bool nothingHiddenShownOf(MainWindow& w, const State& state, int viewer, bool dealOver, QString* why) {
    const Observation seen = state.observe(std::max(viewer, 0));
    // A board's cards come from another pack (Newmarket's boodle cards):
    // one face-up item of each is the board's, whoever holds its twin.
    CardSet boardCards;
    for (CardItem* item : w.table()->cardItems()) {
        if (!item->isVisible() || !item->faceUp() || !item->card().valid()) continue;
        if (state.table().poolCards.contains(item->card()) && !boardCards.contains(item->card())) {
            boardCards.insert(item->card());
            continue;
        }
        // A card aside shows only to the player the rules let look at them,
        // until the deal is over.
        if (!dealOver && state.table().laidAside.contains(item->card()) && (viewer < 0 || !seen.table.laidAside.contains(item->card()))) {
            *why = QStringLiteral("the %1 aside is face up while seat %2 looks").arg(QString::fromStdString(item->card().code())).arg(viewer);
            return false;
        }
        for (int s = 0; s < state.seats(); ++s) {
            if (!state.table().hands[static_cast<std::size_t>(s)].contains(item->card())) continue;
            // Shown to every seat (a showdown's set), it is no secret.
            const bool mayBeSeen = dealOver || state.table().known[static_cast<std::size_t>(s)].contains(item->card())
                                   || (viewer >= 0 && (s == viewer || seen.table.hands[static_cast<std::size_t>(s)].contains(item->card())));
            if (!mayBeSeen) {
                *why = QStringLiteral("the %1 of seat %2 is face up while seat %3 looks").arg(QString::fromStdString(item->card().code())).arg(s).arg(viewer);
                return false;
            }
        }
    }
    return true;
}

inline bool nothingHiddenShown(MainWindow& w, QString* why) {
    const State& state = w.session()->state();
    return nothingHiddenShownOf(w, state, w.table()->viewer(), w.waitingForNextDeal() || state.matchOver(), why);
}

// The cards every seat has been shown in a hand (a showdown's sets) lie
// face up, whoever looks, the table screened or not.
inline bool publicCardsShown(MainWindow& w, QString* why) {
    const Table& t = w.session()->state().table();
    CardSet faceUp;
    for (CardItem* item : w.table()->cardItems())
        if (item->isVisible() && item->faceUp() && item->card().valid()) faceUp.insert(item->card());
    for (int s = 0; s < t.seats; ++s)
        for (Card c : t.known[static_cast<std::size_t>(s)] & t.hands[static_cast<std::size_t>(s)])
            if (!faceUp.contains(c)) {
                *why = QStringLiteral("the %1 that seat %2 showed is face down").arg(QString::fromStdString(c.code())).arg(s);
                return false;
            }
    return true;
}

// The cards aside that lie face up on the table (beside a board's own
// card of the same name, which is the board's).
inline CardSet asideFaceUp(MainWindow& w) {
    const Table& t = w.session()->state().table();
    CardSet board;
    CardSet shown;
    for (CardItem* item : w.table()->cardItems()) {
        if (!item->isVisible() || !item->faceUp() || !t.laidAside.contains(item->card())) continue;
        if (t.poolCards.contains(item->card()) && !board.contains(item->card())) board.insert(item->card());
        else shown.insert(item->card());
    }
    return shown;
}

// A window at 1024x700 that neither asks nor animates, its saves in
// `saves`; made again there, it is the program started again.
inline std::unique_ptr<MainWindow> tableWindow(const QString& saves) {
    auto w = std::make_unique<MainWindow>(saves);
    showQuiet(*w, 1024, 700);
    return w;
}

// Whether Review This Deal is offered.
inline bool reviewOffered(MainWindow& window) {
    for (QPushButton* b : window.findChildren<QPushButton*>())
        if (b->isVisible() && b->text() == MainWindow::tr("&Review This Deal")) return true;
    return false;
}

// Looking: a person looks at the cards their own decision put in their
// hand, before they hide them.
enum class Rest { Asked, Screen, Looking, BetweenDeals, Over, Stuck };

inline Rest rest(MainWindow& w) {
    Rest r = Rest::Stuck;
    (void)QTest::qWaitFor([&] {
        if (w.session()->state().matchOver()) r = Rest::Over;
        else if (w.privacyScreen()->isVisible()) r = Rest::Screen;
        else if (w.session()->lookingAtNewCards() >= 0 && !w.busy()) r = Rest::Looking;
        else if (w.waitingForNextDeal()) r = Rest::BetweenDeals;
        else if (w.session()->person() && w.session()->person()->waiting() && !w.busy()) r = Rest::Asked;
        else return false;
        return true;
    }, 20000);
    return r;
}

// The next person takes the seat: the screen's button, clicked.
inline void takeTheSeat(MainWindow& w) { QTest::mouseClick(w.privacyScreen()->button(), Qt::LeftButton); }

// The person looking at their new cards hides them: the bar's button.
inline bool hideNewCards(MainWindow& w) {
    for (QPushButton* b : w.findChildren<QPushButton*>())
        if (b->isVisible() && b->accessibleName().startsWith(QLatin1String("Hide my card"))) {
            QTest::mouseClick(b, Qt::LeftButton);
            return true;
        }
    return false;
}

// The people play through the window, each taking the seat at the screen,
// until the table rests otherwise (a deal's result, the match's end) or
// after `steps` decisions: where it rests, Stuck if a decision could not
// be made through the window.
inline Rest playThePeople(MainWindow& w, int steps) {
    Rest r = Rest::Stuck;
    for (int step = 0; step < steps; ++step) {
        r = rest(w);
        if (r == Rest::Screen) takeTheSeat(w);
        else if (r == Rest::Looking) {
            if (!hideNewCards(w)) return Rest::Stuck;
        } else if (r == Rest::Asked) {
            if (!decideThroughTheUi(w, w.findChild<TableView*>())) return Rest::Stuck;
        } else break;
    }
    return r;
}

} // namespace poch::test::people
