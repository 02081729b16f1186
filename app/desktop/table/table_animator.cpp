#include "table_animator.h"

#include "card_item.h"
#include "chip_pile_item.h"
#include "table_scene.h"

#include <QFont>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QParallelAnimationGroup>
#include <QPen>
#include <QPointer>

#include <memory>
#include <optional>
#include <QSequentialAnimationGroup>
#include <QTimer>
#include <QVariantAnimation>

namespace poch::app {

namespace {
// One flight from a to b; the item appears when its flight starts.
QVariantAnimation* flight(QGraphicsItem* item, QPointF from, QPointF to, int ms) {
    auto* a = new QVariantAnimation;
    a->setDuration(ms);
    a->setStartValue(from);
    a->setEndValue(to);
    a->setEasingCurve(QEasingCurve::OutCubic);
    QObject::connect(a, &QVariantAnimation::valueChanged, [item](const QVariant& v) {
        item->setVisible(true);
        item->setPos(v.toPointF());
    });
    return a;
}

// A card of the table carried from where it lies to `to`, growing or
// shrinking to the size it has there. The card may leave the table while
// it flies (a drawing for a new window shape): then nothing moves.
QVariantAnimation* carry(CardItem* card, QPointF to, qreal width, int ms) {
    auto* a = new QVariantAnimation;
    a->setDuration(ms);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    a->setEasingCurve(QEasingCurve::OutCubic);
    QPointer<CardItem> item(card);
    auto from = std::make_shared<std::optional<std::pair<QPointF, qreal>>>();
    QObject::connect(a, &QVariantAnimation::valueChanged, [item, from, to, width](const QVariant& v) {
        if (!item) return;
        // Where it lay when its flight began, not when the flight was planned.
        if (!*from) *from = std::make_pair(item->pos(), item->width());
        const qreal t = v.toReal();
        const auto [start, startWidth] = **from;
        item->setVisible(true);
        item->setZValue(100);
        item->setWidth(startWidth + (width - startWidth) * t);
        item->setPos(start + (to - start) * t);
    });
    return a;
}

// A card turned over where it lies: it narrows to an edge showing its back,
// then widens again showing its face.
QVariantAnimation* flip(CardItem* item, int ms) {
    auto* a = new QVariantAnimation;
    a->setDuration(ms);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    QPointer<CardItem> card(item);
    QObject::connect(a, &QVariantAnimation::valueChanged, [card](const QVariant& v) {
        if (!card) return;
        const qreal t = v.toReal();
        card->setVisible(true);
        card->setFaceUp(t >= 0.5);
        const qreal half = card->boundingRect().width() / 2;
        card->setTransform(QTransform().translate(half, 0).scale(std::max(0.02, std::abs(1 - 2 * t)), 1).translate(-half, 0));
    });
    return a;
}

// A word that rises a little and fades: a stop, a life lost.
QVariantAnimation* callout(QGraphicsSimpleTextItem* text, QPointF at, int ms) {
    auto* a = new QVariantAnimation;
    a->setDuration(ms);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    QObject::connect(a, &QVariantAnimation::valueChanged, [text, at](const QVariant& v) {
        const qreal t = v.toReal();
        text->setVisible(true);
        text->setPos(at - QPointF(text->boundingRect().width() / 2, 40 * t));
        text->setOpacity(t < 0.7 ? 1.0 : (1 - t) / 0.3);
    });
    return a;
}

QGraphicsSimpleTextItem* calloutText(const QString& words, QColor colour) {
    auto* item = new QGraphicsSimpleTextItem(words);
    QFont font = item->font();
    font.setPixelSize(34);
    font.setBold(true);
    item->setFont(font);
    item->setBrush(colour);
    item->setPen(QPen(QColor(20, 10, 0), 1.2));
    // On a dark plate, so that the words read over white cards as well as
    // over the felt (yellow on a card's face could not be read).
    QPainterPath plate;
    plate.addRoundedRect(item->boundingRect().adjusted(-10, -2, 10, 2), 10, 10);
    auto* backing = new QGraphicsPathItem(plate, item);
    backing->setBrush(QColor(15, 25, 20, 215));
    backing->setPen(Qt::NoPen);
    backing->setFlag(QGraphicsItem::ItemStacksBehindParent);
    return item;
}
} // namespace

TableAnimator::TableAnimator(TableScene* scene, QObject* parent) : QObject(parent), scene_(scene) {}

void TableAnimator::play(const EventLog& events, int viewer, bool quicker) {
    const int call = ++plays_;
    skip();
    // Ending what was still moving let the table take its next step, and
    // that step is playing already: this one was taken as shown.
    if (plays_ != call) return;
    if (speed_ <= 0) {
        // Instant: the table is redrawn at once; answer on the next turn of
        // the event loop so that callers see one order of things.
        QTimer::singleShot(0, this, &TableAnimator::finished);
        return;
    }
    auto* sequence = new QSequentialAnimationGroup(this);
    const int ms = static_cast<int>((quicker ? 160 : 320) * speed_);
    const qreal w = scene_->cardWidth();
    // The events of one kind that follow each other play side by side.
    QParallelAnimationGroup* batch = nullptr;
    EventType batchType = EventType::DealStarted;
    auto together = [&](EventType type) {
        if (!batch || batchType != type) {
            batch = new QParallelAnimationGroup;
            batchType = type;
            sequence->addAnimation(batch);
        }
        return batch;
    };
    QPointF pack(900, 450);
    int played = 0;
    bool newRun = scene_->runEnded();
    for (const Event& e : events) {
        if (e.type == EventType::DealStarted && e.seat >= 0) pack = scene_->seatPoint(e.seat);
        if (e.type == EventType::CardsDealt && e.seat >= 0) {
            // Each card flies from the pack to its place in the hand; the
            // person's own come face down and are turned in their hand.
            const QPointF to = scene_->handPoint(e.seat) - QPointF(w * 0.3, w * 0.4);
            int position = 0;
            std::vector<Card> known;
            if (e.seat == viewer)
                for (Card c : e.cards) known.push_back(c);
            for (int i = 0; i < e.chips; ++i) {
                const Card c = i < static_cast<int>(known.size()) ? known[static_cast<std::size_t>(i)] : Card::none();
                CardItem* card = scene_->cardDealt(e.seat, position++, c, e.seat == viewer ? w : scene_->smallCardWidth());
                card->setPos(pack);
                card->setVisible(false);
                card->setZValue(100);
                together(e.type)->addAnimation(carry(card, to + QPointF(i * 3, 0), card->width(), ms));
            }
            continue;
        }
        if (e.type == EventType::CardTurned && e.card.valid() && e.seat < 0) {
            CardItem* card = scene_->cardTurnedUp(e.card);
            card->setVisible(false);
            card->setZValue(100);
            sequence->addAnimation(flip(card, ms));
            batch = nullptr;
            continue;
        }
        if (e.type == EventType::Stopped || e.type == EventType::DealStarted) {
            newRun = true;
            played = 0;
        }
        if (e.type == EventType::Stopped || e.type == EventType::LifeLost) {
            const bool stop = e.type == EventType::Stopped;
            auto* text = calloutText(stop ? tr("Stop!") : tr("− 1 life"), stop ? QColor(255, 215, 80) : QColor(255, 110, 90));
            // A stop's word rises just under the run, not over it: it hid
            // the run's low cards as the person read them (testers). The
            // run's cards are less than half as tall again as they are
            // wide; the word rises 40 from where it starts.
            const qreal runBottom = TableLayout::kRunWidth * 1.5;
            const QPointF at = stop ? scene_->runStart() + QPointF(70, runBottom + 44) : scene_->seatPoint(e.seat) + QPointF(0, -50);
            text->setVisible(false);
            text->setZValue(120);
            text->setData(TableScene::kFlyingKey, true);
            scene_->addItem(text);
            flying_.push_back(text);
            sequence->addAnimation(callout(text, at, ms * 2));
            batch = nullptr;
            continue;
        }
        if (e.type == EventType::CardPlayed && e.card.valid()) {
            // The card itself leaves the hand for the run; a card played
            // after a stop starts a new run.
            const bool leads = newRun && played == 0;
            const QPointF to = newRun ? scene_->runStart() + QPointF(28.0 * played++, 0) : scene_->runPoint(played++);
            QVariantAnimation* flight = carry(scene_->cardToRun(e.seat, e.card), to, TableLayout::kRunWidth, ms);
            // The run that ended leaves the table as the lead of the next
            // one sets off, so the lead never lands among its cards.
            if (leads)
                connect(flight, &QAbstractAnimation::stateChanged, this,
                        [scene = QPointer<TableScene>(scene_), card = e.card](QAbstractAnimation::State now) {
                            if (scene && now == QAbstractAnimation::Running) scene->clearRunBut(card);
                        });
            sequence->addAnimation(flight);
            batch = nullptr;
            continue;
        }
        if (!e.movesChips()) continue;
        // Chips leave their pile when they start to fly and join the other
        // when they land, so that no chip is counted in two places.
        auto* chips = new ChipPileItem(scene_->chipArt(), e.chips, 30);
        chips->setVisible(false);
        chips->setZValue(100);
        chips->setData(TableScene::kFlyingKey, true);
        chips->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        scene_->addItem(chips);
        flying_.push_back(chips);
        QVariantAnimation* move = flight(chips, scene_->accountPoint(e.from), scene_->accountPoint(e.to), ms * 3 / 4);
        QPointer<TableScene> scene(scene_);
        auto state = std::make_shared<int>(0); // 0 waiting, 1 flying, 2 landed
        connect(move, &QVariantAnimation::valueChanged, this, [scene, state, e, chips, move](const QVariant&) {
            if (!scene) return;
            if (*state == 0) {
                *state = 1;
                scene->chipsLeave(e.from, e.chips);
            }
            if (*state == 1 && move->currentTime() >= move->duration()) {
                *state = 2;
                scene->chipsLand(e.to, e.chips);
                chips->setVisible(false);
            }
        });
        // Chips that move for the same reason move at once: every ante,
        // every pool won, every payment of a settlement.
        together(e.type)->addAnimation(move);
    }
    if (sequence->animationCount() == 0) {
        delete sequence;
        QTimer::singleShot(0, this, &TableAnimator::finished);
        return;
    }
    group_ = sequence;
    scene_->setAnimating(true);
    connect(sequence, &QAbstractAnimation::finished, this, &TableAnimator::done);
    sequence->start();
}

void TableAnimator::skip() {
    if (!group_) return;
    QAbstractAnimation* g = group_;
    g->setCurrentTime(g->totalDuration());
    // Its end may have let the table take a step that is playing now: that
    // one is left to play (ending it here deleted the items it moves while
    // it still ran).
    if (group_ == g) done();
}

void TableAnimator::done() {
    if (!group_) return;
    cancel();
    emit finished();
}

void TableAnimator::cancel() {
    if (!group_) return;
    QAbstractAnimation* g = group_;
    group_ = nullptr;
    // Nothing of it moves any more, or says it has finished, before it goes.
    g->disconnect(this);
    g->stop();
    g->deleteLater();
    scene_->setAnimating(false);
    for (QGraphicsItem* item : flying_) {
        scene_->removeItem(item);
        delete item;
    }
    flying_.clear();
}

} // namespace poch::app
