// The pool cards at the desktop table: Newmarket, Saratoga and the sevens
// game lay out four of different suits at random, or the customary set
// when asked; the table, the side panel, the save and the printed mat all
// show the cards that are actually on the table. And a game record whose
// last deal is malformed, though it stops while that deal's stakes are
// placed, is refused when opened, the game in play kept.
#include "private_settings.h"
#include "chip_box.h"
#include "desktop_driving.h"
#include "card_item.h"
#include "game_session.h"
#include "language.h"
#include "main_window.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "action_bar.h"
#include "plate_label_item.h"
#include "printable_board.h"
#include "rule_texts.h"
#include "table_scene.h"
#include "test_rows.h"

#include "poch/pool_cards.h"
#include "poch/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsView>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace poch;
using namespace poch::app;
using poch::test::desktop::plates;
using poch::test::desktop::shownAt;
using poch::test::desktop::showQuiet;

namespace {
MatchSettings match(const std::string& ruleset, std::uint64_t seed, bool customary = false) {
    MatchSettings m = MatchSettings::quick(QString::fromStdString(ruleset), 4, seed);
    m.customaryPoolCards = customary;
    return m;
}

// The cards face up on the board's pool-card places, which lie just above
// each pool's chips. (Newmarket's pool cards come from a second pack, so
// their twins may be in hands at the same time.)
CardSet poolCardsShown(MainWindow& w) {
    CardSet shown;
    for (int p = 0; p < 4; ++p) {
        const QRectF pool = w.table()->poolRect(p);
        for (QGraphicsItem* item : w.table()->items()) {
            auto* card = dynamic_cast<CardItem*>(item);
            if (!card || !card->isVisible() || !card->card().valid()) continue;
            const QPointF at = card->sceneBoundingRect().center();
            if (std::abs(at.x() - pool.center().x()) < pool.width() / 2 && at.y() < pool.top()
                && at.y() > pool.top() - 3 * pool.height())
                shown.insert(card->card());
        }
    }
    return shown;
}

// The card of pool `pool` laid out on the board (not a copy in a hand).
CardItem* boardCard(MainWindow& w, int pool) {
    const Card card = poolCard(w.session()->state().table().poolCards, pool);
    for (QGraphicsItem* item : w.table()->items()) {
        auto* c = dynamic_cast<CardItem*>(item);
        if (c && c->isVisible() && c->card() == card && c->zValue() == 1) return c;
    }
    return nullptr;
}

// The bar's list of the pools to stake on, where it shows.
QComboBox* stakeRow(MainWindow& w) {
    for (QComboBox* box : w.actionBar()->findChildren<QComboBox*>())
        if (box->isVisible() && box->accessibleName() == QLatin1String("Pool to stake on")) return box;
    return nullptr;
}
} // namespace

class TestDesktopPoolCards : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        settings_ = std::make_unique<PrivateSettings>();
        QSettings().setValue(QStringLiteral("view/speed"), 0.0);
    }

    void randomCardsOnTheTable_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"newmarket", "saratoga", "sevens"}) QTest::newRow(id) << QString::fromLatin1(id);
    }
    void randomCardsOnTheTable() {
        QFETCH(QString, ruleset);
        QTemporaryDir saves;
        std::set<std::uint64_t> sets;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(match(ruleset.toStdString(), seed));
            const State& state = w.session()->state();
            const CardSet cards = state.table().poolCards;
            QVERIFY(poolCardsError(cards).empty());
            sets.insert(cards.bits());
            // The record's first deal names them before anything is dealt.
            QCOMPARE(matchPoolCards(w.session()->record()), cards);
            // Once the table has caught up, the board shows them, and the
            // panel and controls name them.
            QTRY_VERIFY(w.session()->person()->waiting());
            QCOMPARE(poolCardsShown(w), cards);
            for (int p = 0; p < 4; ++p)
                QVERIFY(w.poolNames().value(p).contains(QStringLiteral(" of ")));
            QCOMPARE(w.poolNames().value(0), texts::cardName(poolCard(cards, 0)));
            // Asked to stake, the person is told of the cards, as the rules
            // call them, not of "pools".
            if (state.phase() == Phase::Staking)
                QVERIFY2(w.actionBar()->prompt().contains(QStringLiteral("cards laid out")) && !w.actionBar()->prompt().contains(QStringLiteral("pool")),
                         qPrintable(w.actionBar()->prompt()));
            // A print of the game's mat names the same cards.
            const auto board = PrintableBoards::find(boardFor(state.rules()).printId, cards);
            QVERIFY(board);
            for (const PoolPlace& place : board->design.pools)
                QCOMPARE(place.name, texts::cardName(poolCard(cards, place.pool)));
        }
        QVERIFY2(sets.size() > 1, "six matches laid out the same pool cards");
    }

    // A click on a pool card stakes a chip on it, as on its ring: the
    // Newmarket lesson says "click it on the table", and the card did
    // nothing (only the ring under it took the stake).
    void aClickOnThePoolCardStakes() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1024, 700);
        w.startMatch(match("newmarket", 3));
        const State& state = w.session()->state();
        QTRY_VERIFY(w.session()->person()->waiting() && !w.busy() && state.phase() == Phase::Staking);
        for (int p = 0; p < 4; ++p) {
            QTRY_VERIFY(w.session()->person()->waiting() && !w.busy());
            if (state.phase() != Phase::Staking) break;
            CardItem* shown = boardCard(w, p);
            QVERIFY(shown);
            const std::int32_t before = state.table().chips.pool[static_cast<std::size_t>(p)];
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->mapFromScene(shown->sceneBoundingRect().center()));
            QTRY_COMPARE(state.table().chips.pool[static_cast<std::size_t>(p)], before + 1);
        }
    }

    // Each click on a pool places a chip, however quick: the chip before
    // was still flying, and a click then only hurried it to its place (a
    // tester placed 5 chips with 10 clicks, a quarter of a second apart).
    void everyQuickClickStakes() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1024, 700);
        w.setAnimationSpeed(1.0);
        w.startMatch(match("newmarket", 3));
        const State& state = w.session()->state();
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->person()->waiting() && !w.busy() && state.phase() == Phase::Staking, 20000);
        const auto mine = [&] { return state.table().chips.pool[0]; };
        const std::int32_t before = mine();
        QGraphicsItem* ring = boardCard(w, 0);
        QVERIFY(ring);
        const QPoint at = w.view()->mapFromScene(ring->sceneBoundingRect().center());
        // Two quick clicks in one place come as a click and a double click.
        constexpr int kClicks = 6;
        for (int i = 0; i < kClicks / 2; ++i) {
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, at);
            QTest::mouseDClick(w.view()->viewport(), Qt::LeftButton, {}, at);
            QTest::qWait(120);
        }
        QTRY_COMPARE(mine(), before + kClicks);
    }

    // The stake row opens on the card the person last staked on by it in
    // this deal, and in a new deal on the first card: it opened on the last
    // deal's last card.
    void theStakeRowOpensOnTheFirstCardEachDeal() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1024, 700);
        w.startMatch(match("newmarket", 3));
        const State& state = w.session()->state();
        QTRY_VERIFY(w.session()->person()->waiting() && !w.busy() && state.phase() == Phase::Staking);
        const auto row = [&w] { return stakeRow(w); };
        QVERIFY(row() && row()->count() > 1);
        QCOMPARE(row()->currentIndex(), 0);
        const int last = row()->count() - 1;
        const int pool = row()->itemData(last).toInt();
        row()->setCurrentIndex(last);
        QPushButton* stake = nullptr;
        for (QPushButton* b : w.actionBar()->findChildren<QPushButton*>())
            if (b->isVisible() && b->accessibleName() == QLatin1String("Stake")) stake = b;
        QVERIFY(stake);
        const std::int32_t before = state.table().chips.pool[static_cast<std::size_t>(pool)];
        stake->click();
        QTRY_VERIFY(w.session()->person()->waiting() && !w.busy());
        QCOMPARE(state.table().chips.pool[static_cast<std::size_t>(pool)], before + 1);
        QCOMPARE(state.phase(), Phase::Staking);
        QVERIFY(row());
        QCOMPARE(row()->currentData().toInt(), pool);
        // The same choices offered in the next deal.
        Table next = state.table();
        ++next.dealsPlayed;
        QStringList names;
        for (int p = 0; p < 4; ++p) names << QString::number(p);
        w.actionBar()->offer(next, state.legalActions(), names);
        QVERIFY(row());
        QCOMPARE(row()->currentIndex(), 0);
    }

    // A chip staked by a click on a pool card turns the row to that card:
    // an amount typed after it went on the card the row showed before
    // (a tester clicked the King of spades, typed 9, and staked them on
    // the Ace of clubs).
    void theStakeRowFollowsACardClicked() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1024, 700);
        w.startMatch(match("newmarket", 3));
        const State& state = w.session()->state();
        QTRY_VERIFY(w.session()->person()->waiting() && !w.busy() && state.phase() == Phase::Staking);
        const auto row = [&w] { return stakeRow(w); };
        QVERIFY(row() && row()->count() > 1);
        QCOMPARE(row()->currentIndex(), 0);
        const int pool = row()->itemData(row()->count() - 1).toInt();
        CardItem* ring = boardCard(w, pool);
        QVERIFY(ring);
        const std::int32_t before = state.table().chips.pool[static_cast<std::size_t>(pool)];
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->mapFromScene(ring->sceneBoundingRect().center()));
        QTRY_VERIFY(w.session()->person()->waiting() && !w.busy());
        QCOMPARE(state.table().chips.pool[static_cast<std::size_t>(pool)], before + 1);
        QCOMPARE(state.phase(), Phase::Staking);
        QVERIFY(row());
        QCOMPARE(row()->currentData().toInt(), pool);
        // The button says the chips it stakes, those a figure typed past
        // the chips left means too: 9 typed where 3 were left staked 3
        // unsaid (a tester).
        QPushButton* stake = nullptr;
        ChipBox* amount = nullptr;
        for (QPushButton* b : w.actionBar()->findChildren<QPushButton*>())
            if (b->isVisible() && b->accessibleName() == QLatin1String("Stake")) stake = b;
        for (ChipBox* box : w.actionBar()->findChildren<ChipBox*>())
            if (box->isVisible()) amount = box;
        QVERIFY(stake && amount);
        QCOMPARE(stake->text(), QStringLiteral("&Stake (%1)").arg(amount->value()));
        amount->setFocus();
        amount->selectAll();
        QTest::keyClicks(amount, QStringLiteral("999"));
        QCOMPARE(stake->text(), QStringLiteral("&Stake (%1)").arg(amount->maximum()));
    }

    // A computer's stakes go down as one step, every chip of its spread at
    // once: chip by chip, each with its own pause and flight, a round of
    // stakes at eight players took twenty seconds (a tester). The person
    // still places a chip a click.
    void aComputersStakesAreOneStep() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        showQuiet(w, 1024, 700);
        std::vector<EventLog> steps;
        connect(w.session(), &GameSession::stepped, this, [&steps](const EventLog& events) { steps.push_back(events); });
        w.startMatch(poch::test::desktop::match("newmarket", 8, 3));
        const State& state = w.session()->state();
        // The person stakes a chip at a time until the cards are dealt.
        QTRY_VERIFY(w.session()->person()->waiting() && !w.busy());
        while (state.phase() == Phase::Staking) {
            QVERIFY(w.session()->person()->choose(state.legalActions()[0]));
            QTRY_VERIFY(state.phase() != Phase::Staking || (w.session()->person()->waiting() && !w.busy()));
        }
        std::map<int, int> stepsStaking; // by seat
        for (const EventLog& step : steps) {
            std::set<int> staking;
            for (const Event& e : step)
                if (e.type == EventType::Staked) staking.insert(e.seat);
            for (int seat : staking) ++stepsStaking[seat];
        }
        QCOMPARE(static_cast<int>(stepsStaking.size()), 8);
        for (int seat = 1; seat < 8; ++seat) QCOMPARE(stepsStaking[seat], 1);
        QVERIFY(stepsStaking[0] > 1);
    }

    void customaryCardsWhenAsked() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(match("sevens", 3, true));
        QCOMPARE(w.session()->state().table().poolCards, findRuleset("sevens")->customaryPoolCards);
        w.startMatch(match("newmarket", 3, true));
        QCOMPARE(w.session()->state().table().poolCards, findRuleset("newmarket")->customaryPoolCards);
    }

    void newGameDialogOffersTheCustomaryCards() {
        NewGameDialog dialog;
        dialog.selectRuleset(QStringLiteral("newmarket"));
        QCheckBox* box = nullptr;
        for (QCheckBox* b : dialog.findChildren<QCheckBox*>())
            if (b->accessibleName().contains(QStringLiteral("Ace of hearts"))) box = b;
        QVERIFY2(box, "no choice of the customary boodle cards");
        QVERIFY(!box->isChecked());
        QVERIFY(!dialog.settings().customaryPoolCards);
        box->setChecked(true);
        QVERIFY(dialog.settings().customaryPoolCards);
        dialog.selectRuleset(QStringLiteral("poch"));
        for (QCheckBox* b : dialog.findChildren<QCheckBox*>())
            QVERIFY(!b->isVisibleTo(&dialog) || !b->accessibleName().contains(QStringLiteral("customary")));
        QVERIFY(!dialog.settings().customaryPoolCards);
    }

    // Saved before the first deal and resumed, the match keeps its cards.
    void resumedMatchKeepsItsCards() {
        QTemporaryDir saves;
        CardSet cards;
        {
            MainWindow w(saves.path());
            w.setQuiet(true);
            w.setAnimationSpeed(0);
            w.startMatch(match("saratoga", 11));
            cards = w.session()->state().table().poolCards;
        }
        MainWindow w(saves.path());
        w.setQuiet(true);
        QVERIFY(w.offerResume(false));
        QCOMPARE(w.session()->state().table().poolCards, cards);
    }

    // The plates under the pool cards read at every window size: in a
    // small window, where the table is drawn at under half size, a card's
    // full name would be a few pixels high, so the plate gives its short
    // name as large as the plate allows; in a large one the full name.
    void platesReadAtEverySize_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        QTest::addColumn<QSize>("window");
        QTest::addColumn<bool>("shortNames");
        for (const char* id : {"newmarket", "saratoga", "sevens"}) {
            for (int seats : {3, 8}) {
                QTest::addRow("%s, %d players, 1024x700", id, seats) << QString::fromLatin1(id) << seats << QSize(1024, 700) << true;
                QTest::addRow("%s, %d players, 1920x1080", id, seats) << QString::fromLatin1(id) << seats << QSize(1920, 1080) << false;
            }
        }
    }
    void platesReadAtEverySize() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        QFETCH(QSize, window);
        QFETCH(bool, shortNames);
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(shownAt(w, window));
        w.startMatch(MatchSettings::quick(ruleset, seats, 4));
        QTRY_COMPARE(plates(w).size(), 4);
        auto* view = w.findChild<QGraphicsView*>();
        QVERIFY(view);
        const qreal scale = view->transform().m11();
        const CardSet cards = w.session()->state().table().poolCards;
        QStringList expected;
        for (int p = 0; p < 4; ++p)
            expected << (shortNames ? texts::cardShortName(poolCard(cards, p)) : texts::cardName(poolCard(cards, p)));
        QStringList shown;
        for (PlateLabelItem* plate : plates(w)) {
            const PlateLabelItem::Look look = plate->lookAt(scale);
            QVERIFY2(look.font.pixelSize() * scale >= PlateLabelItem::kReadable,
                     qPrintable(QStringLiteral("%1 is %2 pixels high").arg(look.text).arg(look.font.pixelSize() * scale)));
            QVERIFY2(QFontMetricsF(look.font).horizontalAdvance(look.text) <= plate->plate().width(), qPrintable(look.text));
            shown << look.text;
        }
        shown.sort();
        expected.sort();
        QCOMPARE(shown, expected);
    }

    // The four plates give full names or short names all alike, in every
    // language and at sizes between the two above: each plate chose for
    // itself before, so that at eight players in full HD "K♦" could stand
    // beside "Ace of hearts", and the longer names were drawn smaller.
    void platesGiveNamesAlike_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("seats");
        QTest::addColumn<QSize>("window");
        for (const char* language : poch::test::kLanguages)
            for (const char* id : {"newmarket", "saratoga", "sevens"})
                for (int seats : {3, 6, 8})
                    for (const QSize size : {QSize(1024, 700), QSize(1366, 768), QSize(1600, 900), QSize(1920, 1080)})
                        QTest::addRow("%s %s %d players %dx%d", id, language, seats, size.width(), size.height())
                            << QString::fromLatin1(id) << QString::fromLatin1(language) << seats << size;
    }
    void platesGiveNamesAlike() {
        QFETCH(QString, ruleset);
        QFETCH(QString, language);
        QFETCH(int, seats);
        QFETCH(QSize, window);
        QVERIFY(Language::install(language));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QTemporaryDir saves;
        MainWindow w(saves.path());
        QVERIFY(shownAt(w, window));
        w.startMatch(MatchSettings::quick(ruleset, seats, 4));
        QTRY_COMPARE(plates(w).size(), 4);
        const qreal scale = w.view()->transform().m11();
        const CardSet cards = w.session()->state().table().poolCards;
        QStringList full;
        QStringList shortNames;
        for (int p = 0; p < 4; ++p) {
            full << texts::cardName(poolCard(cards, p));
            shortNames << texts::cardShortName(poolCard(cards, p));
        }
        QStringList shown;
        QSet<int> sizes;
        for (PlateLabelItem* plate : plates(w)) {
            const PlateLabelItem::Look look = plate->lookAt(scale);
            shown << look.text;
            sizes << look.font.pixelSize();
        }
        full.sort();
        shortNames.sort();
        shown.sort();
        QVERIFY2(shown == full || shown == shortNames, qPrintable(shown.join(QStringLiteral(", "))));
        QVERIFY2(sizes.size() == 1, qPrintable(shown.join(QStringLiteral(", "))));
    }

    void malformedLastDealIsRefusedOnOpening() {
        QTemporaryDir saves;
        MainWindow w(saves.path());
        w.setQuiet(true);
        w.setAnimationSpeed(0);
        w.startMatch(match("pope-joan", 5));
        const State before = w.session()->state();
        for (const char* name : {"newmarket-short-hand-while-staking.json", "sevens-seven-while-staking.json"}) {
            const QString error = w.openFile(QStringLiteral(POCH_TEST_DATA "/") + QLatin1String(name));
            QVERIFY2(!error.isEmpty(), name);
            QVERIFY2(error.contains(QStringLiteral("deal")), qPrintable(error));
            QVERIFY(w.session()->state() == before);
            QCOMPARE(QString::fromStdString(w.session()->state().rules().info().id), QStringLiteral("pope-joan"));
        }
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestDesktopPoolCards)
#include "tst_desktop_pool_cards.moc"
