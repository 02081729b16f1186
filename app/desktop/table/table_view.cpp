#include "table_view.h"

#include "card_item.h"
#include "seat_badge_item.h"
#include "table_scene.h"
#include "table_view_accessible.h"

#include <QAccessible>
#include <QGraphicsItem>
#include <QKeyEvent>
#include <QSet>

namespace poch::app {

TableView::TableView(TableScene* scene, QWidget* parent) : QGraphicsView(scene, parent), table_(scene) {
    // The cards, seats and pools as a screen reader's children of the
    // table. First: with a screen reader running, setting the name below
    // made Qt build and keep a plain widget's interface for the view, and
    // the table's first view had no children for it.
    installTableAccessibility();
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    // The felt is drawn once per size, not on every frame.
    setCacheMode(QGraphicsView::CacheBackground);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("The table"));
    setMinimumSize(480, 330);
    // A table laid out for a new shape after its animation (see
    // TableScene::fitTo) is fitted into the view then too, not only on a resize.
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this](const QRectF& rect) { fitInView(rect, Qt::KeepAspectRatio); });
}

// The view would pass every key to the scene before the window's shortcuts
// saw it; only the keys that move among the cards are the table's, so that
// the controls' keys (P for pass, and so on) work wherever the focus is.
bool TableView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space: event->accept(); return true;
        default: event->ignore(); return false;
        }
    }
    return QGraphicsView::event(event);
}

// The table takes the view's shape (taller in a narrow window), then is
// scaled to fill it.
void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (table_->fitTo(viewport()->size())) showCardFocus();
    fitInView(sceneRect(), Qt::KeepAspectRatio);
}

void TableView::paintEvent(QPaintEvent* event) {
    QGraphicsView::paintEvent(event);
    emit painted();
}

void TableView::resetCardFocus() {
    focus_ = table_->playableCards().isEmpty() ? -1 : 0;
    showCardFocus();
}

CardItem* TableView::focusedCard() const {
    const QList<CardItem*> cards = table_->playableCards();
    return focus_ >= 0 && focus_ < cards.size() ? cards[focus_] : nullptr;
}

void TableView::choose(CardItem* card) {
    if (card && card->playable()) emit cardChosen(card->card());
}

void TableView::focusCard(CardItem* card) {
    const int index = static_cast<int>(table_->playableCards().indexOf(card));
    if (index < 0) return;
    if (CardItem* old = focusedCard()) old->setFocused(false);
    focus_ = index;
    setFocus();
    showCardFocus();
}

void TableView::moveFocus(int by) {
    const auto count = static_cast<int>(table_->playableCards().size());
    focusAt(count == 0 ? -1 : focus_ < 0 ? (by > 0 ? 0 : count - 1) : (focus_ + by + count) % count);
}

void TableView::focusEnd(bool last) { focusAt(last ? static_cast<int>(table_->playableCards().size()) - 1 : 0); }

void TableView::focusAt(int index) {
    const QList<CardItem*> cards = table_->playableCards();
    keysInUse_ = true;
    if (cards.isEmpty() || index < 0 || index >= cards.size()) return;
    if (focus_ >= 0 && focus_ < cards.size()) cards[focus_]->setFocused(false);
    focus_ = index;
    showCardFocus();
}

void TableView::showCardFocus() {
    CardItem* card = focusedCard();
    // One card has the keys. The focus is kept as a place among the
    // playable cards, which change under it: a card given the keys while
    // the others played (End pressed during their turn) stayed drawn up
    // beside the one Return would play (a tester).
    for (CardItem* other : table_->cardItems())
        if (other != card) other->setFocused(false);
    if (!card) return;
    card->setFocused(true, keysInUse_ && hasFocus());
    // A screen reader follows the focus only while the table has it.
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent event(card, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

void TableView::focusInEvent(QFocusEvent* event) {
    QGraphicsView::focusInEvent(event);
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) keysInUse_ = true;
    showCardFocus();
}

void TableView::focusOutEvent(QFocusEvent* event) {
    QGraphicsView::focusOutEvent(event);
    showCardFocus();
}

void TableView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left: moveFocus(-1); return;
    case Qt::Key_Right: moveFocus(1); return;
    // The first and the last playable card, as in a list (a tester reached
    // for them in a long hand).
    case Qt::Key_Home: focusEnd(false); return;
    case Qt::Key_End: focusEnd(true); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // A key held down plays one card, not the next ones as they come,
        // and does not go past a deal's result.
        if (event->isAutoRepeat()) return;
        if (CardItem* card = focusedCard()) choose(card);
        else emit returnWithoutCard();
        return;
    case Qt::Key_Space:
        if (event->isAutoRepeat()) return;
        if (CardItem* card = focusedCard()) choose(card);
        else emit clickedWhileBusy();
        return;
    default: QGraphicsView::keyPressEvent(event);
    }
}

void TableView::mousePressEvent(QMouseEvent* event) {
    keysInUse_ = false;
    showCardFocus();
    emit clickedWhileBusy();
    QGraphicsView::mousePressEvent(event);
}

double TableView::crowding(const QRect& area) const {
    // Each thing on the table once, as a whole (a seat's plate, a hand's
    // card, the board), not each of its parts: a plate's words and
    // badges would count it over again. What a player reads counts more
    // than what lies there: a card's face (the person's hand, the run) four
    // times, a seat's plate three times, a card's back or the board once.
    const QRectF seen = mapToScene(area).boundingRect();
    QSet<const QGraphicsItem*> things;
    double covered = 0;
    for (const QGraphicsItem* item : items(area)) {
        const QGraphicsItem* whole = item->topLevelItem();
        if (!whole->isVisible() || things.contains(whole)) continue;
        things.insert(whole);
        const QRectF under = seen.intersected(whole->sceneBoundingRect());
        const auto* card = dynamic_cast<const CardItem*>(whole);
        const double weight = card ? (card->faceUp() ? 4 : 1) : dynamic_cast<const SeatBadgeItem*>(whole) ? 3 : 1;
        covered += weight * under.width() * under.height();
    }
    return covered;
}

} // namespace poch::app
