// The table's cards and chips are the same items as they move: the card
// the person clicks is the item that flies and lies in the run; a card an
// opponent plays is one of the backs dealt to that opponent; the pools'
// piles stay the same items from step to step; and while chips fly no chip
// is shown in two places or in none.
#include "desktop_driving.h"
#include "plate_label_item.h"
#include "seat_badge_item.h"

#include <cmath>

#include <QGraphicsScene>
#include <QPainter>
#include <QPointer>
#include <QSet>

using namespace poch::test::desktop;

namespace {
// Every chip the table shows: the seats' badges, the piles of the pools,
// the bets and the bank, and the chips in flight.
int chipsShown(TableScene* table) {
    int total = 0;
    for (QGraphicsItem* item : table->items()) {
        if (!item->isVisible() && !dynamic_cast<SeatBadgeItem*>(item)) continue;
        if (auto* badge = dynamic_cast<SeatBadgeItem*>(item)) total += badge->badge().chips;
        else if (auto* pile = dynamic_cast<ChipPileItem*>(item)) total += pile->count();
    }
    return total;
}

// The card items lying in the run's row.
QList<CardItem*> runItems(TableScene* table) {
    QList<CardItem*> list;
    for (CardItem* card : table->cardItems())
        if (card->isVisible() && std::abs(card->pos().y() - table->runStart().y()) < 1 && card->pos().x() >= table->runStart().x() - 1)
            list.push_back(card);
    return list;
}

// Decides for the person until they may play a card; false if they never may.
bool reachPlay(MainWindow& w) {
    for (int i = 0; i < 100; ++i) {
        if (!QTest::qWaitFor([&] { return w.session()->person()->waiting() || w.waitingForNextDeal(); }, 20000)) return false;
        if (w.waitingForNextDeal()) {
            w.nextDeal();
            continue;
        }
        if (w.session()->state().phase() == Phase::Play && !w.table()->playableCards().isEmpty()) return true;
        const std::size_t before = w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size();
        // On the way, the least staking there is: the items are checked in play.
        const ActionList legal = w.session()->person()->legal();
        Action least = legal[0];
        for (int a = 0; a < legal.size(); ++a)
            if (legal[a].kind != ActionKind::Stake) least = legal[a];
        if (!w.session()->person()->choose(least)) return false;
        if (!QTest::qWaitFor([&] { return w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size() > before; })) return false;
    }
    return false;
}

void playUntilPersonMayPlayACard(MainWindow& w) {
    for (int i = 0; i < 200; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->person()->waiting() || w.waitingForNextDeal(), 20000);
        if (w.waitingForNextDeal()) {
            w.nextDeal();
            continue;
        }
        if (!w.table()->playableCards().isEmpty()) return;
        const std::size_t before = w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size();
        QVERIFY(decideThroughTheUi(w, w.findChild<TableView*>()));
        QTRY_VERIFY(w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size() > before);
    }
    QFAIL("the person was never asked to play a card");
}
} // namespace

class TestTableItems : public QObject {
    Q_OBJECT

private slots:
    void init() { settings_ = std::make_unique<PrivateSettings>(); }

    // A pool's count stays inside its ring: "160" had run over the ring's
    // edge (a tester, Saratoga at 8 with a stake of 20). The scene sizes a
    // pool's chips at 0.42 of its ring's width, so the ring's radius is
    // 1.19 chip widths; rendered alone, nothing right of the chips (where
    // the count is written) is drawn past it.
    void aPoolsCountStaysInsideItsRing_data() {
        QTest::addColumn<int>("count");
        for (int count : {7, 42, 160, 999, 1250}) QTest::addRow("%d", count) << count;
    }
    void aPoolsCountStaysInsideItsRing() {
        QFETCH(int, count);
        for (const qreal w : {24.0, 36.0, 46.0}) {
            ChipPileItem pile(nullptr, count, w);
            const QColor untouched(0, 255, 0);
            QImage image(static_cast<int>(4 * w), static_cast<int>(3 * w), QImage::Format_ARGB32);
            image.fill(untouched);
            const QPointF origin(2 * w, 1.5 * w);
            {
                QPainter painter(&image);
                painter.translate(origin);
                pile.paint(&painter, nullptr, nullptr);
            }
            const qreal radius = w / 0.42 / 2;
            int inside = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = static_cast<int>(origin.x() + 0.2 * w); x < image.width(); ++x) {
                    const bool drawn = image.pixelColor(x, y) != untouched;
                    if (!drawn) continue;
                    if (std::hypot(x + 0.5 - origin.x(), y + 0.5 - origin.y()) > radius)
                        QFAIL(qPrintable(QStringLiteral("%1 chips %2 wide: drawn at (%3, %4), outside the ring").arg(count).arg(w).arg(x).arg(y)));
                    ++inside;
                }
            QVERIFY(inside > 0); // the count was written
        }
    }

    // The letters of a plate's name keep their small signs at the table's
    // smallest size: the dots of "König" went dark under the outline
    // drawn over them (a tester, in German at 1024x700). Rendered as the
    // view does at 0.6 scale, the pixels above the "o" show the letters'
    // colour.
    void smallSignsOfAPlateStayLit() {
        QGraphicsScene scene;
        auto* plate = new PlateLabelItem(QRectF(0, 0, 90, 22), QStringLiteral("Kö"), QString());
        scene.addItem(plate);
        scene.setSceneRect(QRectF(-10, -10, 110, 42));
        QImage image(66, 25, QImage::Format_ARGB32);
        image.fill(QColor(60, 35, 15));
        {
            QPainter painter(&image);
            scene.render(&painter, QRectF(0, 0, 66, 25), scene.sceneRect());
        }
        // Row by row down the "ö": its body lights some rows, its dots
        // others above, apart from the body by a dark gap.
        int bands = 0;
        bool lit = false;
        for (int y = 0; y < image.height(); ++y) {
            int brightest = 0;
            for (int x = image.width() / 2; x < image.width(); ++x) brightest = std::max(brightest, qGray(image.pixel(x, y)));
            if (brightest > 170 && !lit) ++bands;
            lit = brightest > 170;
        }
        QVERIFY2(bands >= 2, qPrintable(QStringLiteral("the o and its dots make %1 lit band(s)").arg(bands)));
    }

    void theCardThatFliesIsTheCardThatLands() {
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.setAnimationSpeed(0.3);
        w.startMatch(match("sevens", 4, 3));
        playUntilPersonMayPlayACard(w);
        CardItem* clicked = w.table()->playableCards().front();
        const Card card = clicked->card();
        QPointer<CardItem> item(clicked);
        bool flew = false;
        bool landed = false;
        // Seen at the moment the animation ends and the table is drawn again.
        auto check = connect(w.animator(), &TableAnimator::finished, this, [&] {
            if (landed || !item) return;
            landed = item->card() == card && item->isVisible() && !w.table()->personCard(card) && runItems(w.table()).contains(item.data());
        });
        // In flight: the clicked item itself is raised and on its way. Seen
        // as it moves, not by looking now and then: a loaded machine looked
        // only after the short flight had ended.
        const QPointF start = clicked->pos();
        const auto inFlight = [&] {
            if (item && item->zValue() == 100 && item->pos() != start) flew = true;
        };
        const auto movedAcross = connect(clicked, &QGraphicsObject::xChanged, this, inFlight);
        const auto movedUp = connect(clicked, &QGraphicsObject::yChanged, this, inFlight);
        QTest::mouseClick(w.findChild<TableView*>()->viewport(), Qt::LeftButton, {},
                          w.findChild<TableView*>()->mapFromScene(clicked->sceneBoundingRect().center() + QPointF(0, 10)));
        QTRY_VERIFY(landed);
        QVERIFY(flew);
        disconnect(check);
        disconnect(movedAcross);
        disconnect(movedUp);
        // And the table drawn afterwards keeps it where it landed.
        QVERIFY(item);
    }

    // Ending an animation lets the table take its next step at once (a
    // deal dealt as the last one is skipped), and that step plays while
    // the one who ended the last goes on: what plays then is never ended
    // with it, nor left running with its items deleted (a crash seen when
    // Return skipped the end of a deal).
    void aStepTakenWhileEndingTheLastPlaysOn() {
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.setAnimationSpeed(0.05);
        w.startMatch(match("pope-joan", 4, 3));
        QTRY_VERIFY(!w.busy() && w.session()->person()->waiting());
        TableAnimator* animator = w.animator();
        animator->setSpeed(1.0);
        auto stop = [](int seat) {
            Event e = Event::of(EventType::Stopped, seat);
            e.card = Card(Suit::Hearts, kEight);
            EventLog events{e};
            Event chips;
            chips.type = EventType::Payment;
            chips.from = seatAccount(seat);
            chips.to = seatAccount((seat + 1) % 4);
            chips.chips = 1;
            events.push_back(chips);
            return events;
        };
        int finished = 0;
        bool next = true;
        auto chain = connect(animator, &TableAnimator::finished, this, [&] {
            ++finished;
            if (std::exchange(next, false)) animator->play(stop(2), 0);
        });
        // skip(): the next step starts inside it, and plays on.
        animator->play(stop(1), 0);
        QVERIFY(animator->running());
        animator->skip();
        QCOMPARE(finished, 1);
        QVERIFY2(animator->running(), "the step that began as the last ended was ended with it");
        QTRY_COMPARE_WITH_TIMEOUT(finished, 2, 5000);
        QVERIFY(!animator->running());
        // play() while something moves: the step begun as it ended plays,
        // the older one is taken as shown, and one finish comes of each.
        next = true;
        animator->play(stop(1), 0);
        animator->play(stop(3), 0);
        QCOMPARE(finished, 3);
        QVERIFY(animator->running());
        QTRY_COMPARE_WITH_TIMEOUT(finished, 4, 5000);
        QTest::qWait(400);
        QCOMPARE(finished, 4);
        disconnect(chain);
        animator->setSpeed(0.05);
    }

    void opponentsPlayTheCardsDealtToThem_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seats");
        QTest::newRow("sevens, 4") << "sevens" << 4;
        QTest::newRow("pope-joan, 8") << "pope-joan" << 8;
        QTest::newRow("pope-joan, 3") << "pope-joan" << 3;
    }
    void opponentsPlayTheCardsDealtToThem() {
        QFETCH(QString, ruleset);
        QFETCH(int, seats);
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.setAnimationSpeed(0.05);
        MatchSettings m = match(ruleset.toStdString(), seats, 5);
        m.chips = 200; // no one goes broke, so the match outlasts the test
        w.startMatch(m);
        const int total = chipsShown(w.table());
        QPointer<ChipPileItem> pool0;
        int rests = 0, runCards = 0, frames = 0;
        // Deal after deal, until the person has been asked to play a few
        // times with the table's cards to check.
        for (int deals = 0; deals < 4 && rests < 3; ++deals) {
            QVERIFY(reachPlay(w));
            if (!pool0) pool0 = w.table()->pileOf(poolAccount(0));
            QVERIFY(pool0);
            const int deal = w.session()->state().dealsPlayed();
            // Every card item in a hand at the first rest of the deal, and
            // those played before it, which lie in the run already.
            QSet<CardItem*> dealt;
            for (CardItem* card : w.table()->cardItems())
                for (int s = 0; s < seats; ++s)
                    if (w.table()->seatArea(s).contains(card->sceneBoundingRect().center())) dealt.insert(card);
            QVERIFY(!dealt.isEmpty());
            for (CardItem* card : runItems(w.table())) dealt.insert(card);
            while (true) {
                const std::size_t before = w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size();
                QVERIFY(decideThroughTheUi(w, w.findChild<TableView*>()));
                // While things move, every chip is shown once.
                while (w.session()->record().deals.size() * 1000 + w.session()->record().deals.back().actions.size() == before
                       || w.animator()->running()) {
                    QTest::qWait(5);
                    if (!w.animator()->running()) continue;
                    ++frames;
                    QCOMPARE(chipsShown(w.table()), total);
                }
                QTRY_VERIFY_WITH_TIMEOUT(w.session()->person()->waiting() || w.waitingForNextDeal() || w.session()->state().matchOver(), 20000);
                if (w.session()->state().dealsPlayed() != deal || w.waitingForNextDeal() || w.session()->state().matchOver()) break;
                ++rests;
                QCOMPARE(chipsShown(w.table()), total);
                QVERIFY(tableShowsEngine(w));
                for (CardItem* card : runItems(w.table())) {
                    ++runCards;
                    QVERIFY2(dealt.contains(card), qPrintable(QStringLiteral("%1 in the run is not an item dealt into a hand").arg(QString::fromStdString(card->card().code()))));
                }
                QCOMPARE(w.table()->pileOf(poolAccount(0)), pool0.data());
            }
        }
        QVERIFY(rests > 0);
        QVERIFY(runCards > 0);
        qInfo("%d rests, %d run cards checked, %d frames counted", rests, runCards, frames);
    }

private:
    std::unique_ptr<PrivateSettings> settings_;
};

QTEST_MAIN(TestTableItems)
#include "tst_table_items.moc"
