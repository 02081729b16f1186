#include "table_animator.h"

#include "card_item.h"
#include "chip_pile_item.h"
#include "table_scene.h"

#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QParallelAnimationGroup>
#include <QPen>
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
// A card turned over where it lies: it narrows to an edge showing its back,
// then widens again showing its face.
QVariantAnimation* flip(CardItem* card, int ms) {
    auto* a = new QVariantAnimation;
    a->setDuration(ms);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    QObject::connect(a, &QVariantAnimation::valueChanged, [card](const QVariant& v) {
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
    return item;
}
} // namespace

TableAnimator::TableAnimator(TableScene* scene, QObject* parent) : QObject(parent), scene_(scene) {}

void TableAnimator::play(const EventLog& events, int viewer) {
    skip();
    if (speed_ <= 0) {
        // Instant: the table is redrawn at once; answer on the next turn of
        // the event loop so that callers see one order of things.
        QTimer::singleShot(0, this, &TableAnimator::finished);
        return;
    }
    auto* sequence = new QSequentialAnimationGroup(this);
    const int ms = static_cast<int>(320 * speed_);
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
        QGraphicsItem* item = nullptr;
        QPointF from, to;
        if (e.type == EventType::CardsDealt && e.seat >= 0) {
            auto* card = new CardItem(scene_->deck(), Card::none(), false, w * 0.6);
            item = card;
            from = pack;
            to = scene_->handPoint(e.seat);
            item->setVisible(false);
            item->setZValue(100);
            scene_->addItem(item);
            flying_.push_back(item);
            together(e.type)->addAnimation(flight(item, from, to - QPointF(w * 0.3, w * 0.4), ms));
            continue;
        }
        if (e.type == EventType::CardTurned && e.card.valid() && e.seat < 0) {
            auto* card = new CardItem(scene_->deck(), e.card, false, scene_->turnupWidth());
            card->setPos(scene_->turnupPoint());
            card->setVisible(false);
            card->setZValue(100);
            scene_->addItem(card);
            flying_.push_back(card);
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
            const QPointF at = stop ? scene_->runStart() + QPointF(70, 50) : scene_->seatPoint(e.seat) + QPointF(0, -50);
            text->setVisible(false);
            text->setZValue(120);
            scene_->addItem(text);
            flying_.push_back(text);
            sequence->addAnimation(callout(text, at, ms * 2));
            batch = nullptr;
            continue;
        }
        if (e.type == EventType::CardPlayed && e.card.valid()) {
            auto* card = new CardItem(scene_->deck(), e.card, true, w * 0.9);
            item = card;
            from = e.seat == viewer ? scene_->handPoint(e.seat) - QPointF(w / 2, w) : scene_->handPoint(e.seat);
            // A card played after a stop starts a new run.
            to = newRun ? scene_->runStart() + QPointF(28.0 * played++, 0) : scene_->runPoint(played++);
            if (CardItem* mine = e.seat == viewer ? scene_->personCard(e.card) : nullptr) {
                from = mine->pos();
                mine->setOpacity(0.3); // its copy is the one that moves
            }
        } else if (e.movesChips()) {
            item = new ChipPileItem(scene_->chipArt(), e.chips, 30);
            from = scene_->accountPoint(e.from);
            to = scene_->accountPoint(e.to);
        } else {
            continue;
        }
        item->setVisible(false);
        item->setZValue(100);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        scene_->addItem(item);
        flying_.push_back(item);
        // Chips that move for the same reason move at once: every ante,
        // every pool won, every payment of a settlement.
        if (e.movesChips()) together(e.type)->addAnimation(flight(item, from, to, ms * 3 / 4));
        else {
            sequence->addAnimation(flight(item, from, to, ms));
            batch = nullptr;
        }
    }
    if (sequence->animationCount() == 0) {
        delete sequence;
        QTimer::singleShot(0, this, &TableAnimator::finished);
        return;
    }
    group_ = sequence;
    connect(sequence, &QAbstractAnimation::finished, this, &TableAnimator::done);
    sequence->start();
}

void TableAnimator::skip() {
    if (!group_) return;
    QAbstractAnimation* g = group_;
    g->setCurrentTime(g->totalDuration());
    if (group_) done();
}

void TableAnimator::done() {
    if (!group_) return;
    QAbstractAnimation* g = group_;
    group_ = nullptr;
    g->deleteLater();
    for (QGraphicsItem* item : flying_) {
        scene_->removeItem(item);
        delete item;
    }
    flying_.clear();
    emit finished();
}

} // namespace poch::app
