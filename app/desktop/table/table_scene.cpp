#include "table_scene.h"

#include "art_item.h"
#include "card_item.h"
#include "chip_pile_item.h"
#include "game_description.h"
#include "game_session.h"
#include "hand_order.h"
#include "seat_badge_item.h"
#include "spoken_names.h"
#include "plate_label_item.h"
#include "table_caption.h"

#include "poch/pool_cards.h"
#include "rule_texts.h"

#include <QSet>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace poch::app {

namespace {
// The run shows its cards, each this far right of the last: thirteen, a
// whole suit, so that no run loses its first card (a run of spades from the
// Ace to the King was shown without its Ace).
constexpr qreal kRunStep = 28;
constexpr int kRunShown = 13;
} // namespace

TableScene::TableScene(QObject* parent) : QGraphicsScene(parent) {
    setSceneRect(layout_.rect());
    // The felt's gradient spans the tallest table, so it looks the same
    // whatever the window's shape.
    QLinearGradient felt(0, 0, 0, TableLayout::kMaxHeight);
    felt.setColorAt(0, QColor(22, 78, 52));
    felt.setColorAt(1, QColor(12, 52, 34));
    setBackgroundBrush(felt);
    chips_.load(QStringLiteral(":/chips/chips.svg"));
}

bool TableScene::fitTo(QSizeF viewSize) {
    const qreal height = TableLayout::heightFor(viewSize);
    if (height == height_) return false;
    height_ = height;
    // Items in flight would be taken for the table's own and their
    // animation would lose them; the show() after it lays the table out.
    if (animating_) return false;
    if (sight_.active()) {
        const TableSight sight = sight_;
        const ActionList legal = legal_;
        show(sight, legal);
    } else {
        layout_ = TableLayout(0, height_);
        setSceneRect(layout_.rect());
    }
    return true;
}

const TableScene::Spot* TableScene::spotOf(const QGraphicsObject* item) const {
    for (const Spot& spot : spots_)
        if (spot.item == item) return &spot;
    return nullptr;
}

QString TableScene::setDeck(const QString& folder) {
    CardDeck next;
    const QString error = next.load(folder);
    if (!error.isEmpty()) return error;
    deck_ = std::move(next);
    // The cards on the table keep their items; each kept the old deck's
    // face as drawn, until the next deal made new ones.
    for (CardItem* item : cards_.items()) item->update();
    return {};
}

QPointF TableScene::seatPoint(int seat) const { return layout_.badge(place(seat)); }

QPointF TableScene::handPoint(int seat) const { return layout_.hand(place(seat)).center(); }

QPointF TableScene::accountPoint(AccountId account) const {
    if (account == kBetsAccount) return layout_.bets();
    if (account == kBankAccount) return layout_.bank();
    if (account >= kPoolAccount) {
        for (const PoolPlace& p : design_.pools)
            if (p.pool == account - kPoolAccount && board_.has(p.area)) return boardToScene(board_.bounds(p.area)).center();
        return boardRect_.center();
    }
    return seatPoint(account);
}

QPointF TableScene::runPoint(int ahead) const {
    const int shown = runEnded_ ? 0 : static_cast<int>(std::min<std::size_t>(run_.size(), kRunShown));
    return layout_.runStart() + QPointF(std::min(shown + ahead, kRunShown) * kRunStep, 0);
}

QPointF TableScene::runStart() const { return layout_.runStart(); }

QPointF TableScene::turnupPoint() const { return layout_.turnup() - QPointF(turnupWidth() / 2, 0); }

QPointF TableScene::boardToScene(QPointF p) const {
    const QRectF vb = board_.viewBox();
    if (vb.isEmpty()) return p;
    return QPointF(boardRect_.left() + (p.x() - vb.left()) * boardRect_.width() / vb.width(),
                   boardRect_.top() + (p.y() - vb.top()) * boardRect_.height() / vb.height());
}

QRectF TableScene::boardToScene(const QRectF& r) const { return QRectF(boardToScene(r.topLeft()), boardToScene(r.bottomRight())); }

void TableScene::buildBoard(const Ruleset& rules, CardSet poolCards) {
    const BoardDesign design = boardFor(rules, poolCards);
    if (design.file != design_.file || !board_.loaded()) {
        board_.load(design.file);
    }
    design_ = design;
    const QRectF vb = board_.viewBox();
    // Each design at the size its pools read best, within the room the
    // layout leaves between the seats.
    const QRectF room = layout_.boardRoom();
    QSizeF box = GameDescription::of(QString::fromStdString(rules.info().id)).tableSize.boundedTo(room.size());
    QSizeF size = vb.isEmpty() ? box : vb.size().scaled(box, Qt::KeepAspectRatio);
    boardRect_ = QRectF(room.center() - QPointF(size.width() / 2, size.height() / 2), size);
    auto* board = new ArtItem(&board_, QString(), boardRect_);
    board->setZValue(-1);
    board->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    addItem(board);
    dynamic_.push_back(board);
}

void TableScene::show(const GameSession& session, const ActionList& legal) { show(session.sight(), legal); }

void TableScene::show(const TableSight& sight, const ActionList& legal) {
    for (QGraphicsItem* item : dynamic_) {
        removeItem(item);
        delete item;
    }
    dynamic_.clear();
    besideBoard_.clear();
    personCards_.clear();
    shownPools_.clear();
    shownSeats_.clear();
    seatAreas_.clear();
    spots_.clear();
    badges_.clear();
    sight_ = sight;
    legal_ = legal;
    layout_ = TableLayout(sight.active() ? sight.state->table().seats : 0, height_);
    setSceneRect(layout_.rect());
    cards_.begin();
    QSet<AccountId> pilesShown;
    if (sight.active()) {
        const State& state = *sight.state;
        const Table& t = state.table();
        viewer_ = std::max(0, sight.viewer);
        screened_ = sight.veiled;
        Observation seen = state.observe(viewer_);
        // Between deals the last deal's cards are gathered in, as at a real
        // table: what was left in the hands and aside, the turned-up card
        // and the last run show while the table waits for Next Deal (and
        // at the match's end), and not after, where they would pass for
        // the cards of the deal to come while its stakes are placed.
        const bool gathered = !state.dealInPlay() && !state.matchOver() && !sight.paused;
        if (gathered) {
            for (CardSet& hand : seen.table.hands) hand = {};
            seen.handSizes = {};
            seen.hiddenAside = 0;
            seen.table.laidAside = {};
            seen.table.turnup = Card::none();
        } else if (sight.handsOpen && !GameDescription::of(QString::fromStdString(state.rules().info().id)).stockCard) {
            // Once the deal is over nothing is secret: the cards aside show with the hands, so that a
            // newcomer sees why the runs stopped; a stock drawn from (Ranter-Go-Round's) stays a heap.
            seen.table.laidAside = t.laidAside;
            seen.hiddenAside = 0;
        }
        buildBoard(state.rules(), t.poolCards);
        QList<PlateLabelItem*> plates;
        for (const PoolPlace& place : design_.pools) {
            if (!board_.has(place.area)) continue;
            const QRectF area = boardToScene(board_.bounds(place.area));
            if (!place.card.isEmpty() && board_.has(place.card)) {
                // The pool card itself, as laid out on the table.
                const QRectF slot = boardToScene(board_.bounds(place.card));
                if (const Card c = poolCard(t.poolCards, place.pool); c.valid()) {
                    CardItem* item = cards_.claim(TableCards::Key::card(TableCards::Place::Pool, c), c, true, slot.width());
                    item->setPos(slot.topLeft());
                    item->setZValue(1);
                }
            }
            if (!place.label.isEmpty() && board_.has(place.label)) {
                auto* label = new PlateLabelItem(boardToScene(board_.bounds(place.label)), place.name, place.shortName);
                addItem(label);
                dynamic_.push_back(label);
                plates << label;
            }
            Action stake;
            stake.kind = ActionKind::Stake;
            stake.pool = static_cast<std::int8_t>(place.pool);
            stake.chips = 1;
            if (legal.contains(stake)) {
                // A pool the person may stake on now: ringed, and a click stakes a chip.
                auto* ring = addEllipse(area.adjusted(-4, -4, 4, 4), QPen(QColor(255, 205, 60), 4), Qt::NoBrush);
                ring->setZValue(4);
                ring->setToolTip(tr("Click to stake a chip on %1").arg(place.inSentence));
            }
            // Chips sized to the bowl, as real chips fill a real bowl.
            const qreal chipWidth = std::clamp(area.width() * 0.42, 24.0, 46.0);
            const AccountId account = poolAccount(place.pool);
            ChipPileItem* pool = pile(account, t.chips.pool[static_cast<std::size_t>(place.pool)], chipWidth);
            pool->setPos(place.card.isEmpty() ? area.center() : QPointF(area.center().x(), area.bottom() - 30));
            pilesShown.insert(account);
            shownPools_[place.pool] = pool->count();
            spots_.push_back({Spot::Pool, pool, SpokenNames::pool(place.name, pool->count())});
        }
        PlateLabelItem::matchAlike(plates);
        addSeats(sight, seen, legal);
        addTableCards(seen, state.rules(), gathered);
        pilesShown.insert(kBetsAccount);
        pilesShown.insert(kBankAccount);
    }
    cards_.end();
    for (auto it = piles_.begin(); it != piles_.end();) {
        if (pilesShown.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value().data();
        it = piles_.erase(it);
    }

    // The board, badges and words added above are drawn anew next time.
    // Each item keeps what it drew as a pixmap in screen pixels, so that a
    // frame of an animation only copies pixmaps, however much text and art
    // the table holds.
    const QList<QGraphicsItem*> all = items(Qt::AscendingOrder);
    for (QGraphicsItem* item : all) {
        if (item->parentItem() || item->data(kFlyingKey).toBool() || dynamic_cast<CardItem*>(item) || dynamic_cast<ChipPileItem*>(item)) continue;
        if (std::find(dynamic_.begin(), dynamic_.end(), item) != dynamic_.end()) continue;
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        dynamic_.push_back(item);
    }
}

ChipPileItem* TableScene::pile(AccountId account, int count, qreal chipWidth) {
    ChipPileItem* item = piles_.value(account);
    if (!item) {
        item = new ChipPileItem(&chips_, count, chipWidth);
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        addItem(item);
        piles_.insert(account, item);
    }
    item->setCount(count);
    item->setChipWidth(chipWidth);
    item->setVisible(true);
    item->setZValue(6);
    return item;
}

// The turned-up card, the cards aside, the bets and the bank, and the run.
void TableScene::addTableCards(const Observation& seen, const Ruleset& rules, bool gathered) {
    const Table& t = seen.table;
    if (t.turnup.valid()) {
        CardItem* item = cards_.claim(TableCards::Key::card(TableCards::Place::Turnup, t.turnup), t.turnup, true, turnupWidth());
        item->setPos(turnupPoint());
        item->setZValue(1);
        captionBesideBoard(GameDescription::of(QString::fromStdString(rules.info().id)).stockCard ? tr("On the stock") : tr("Turned up"), layout_.turnup() + QPointF(0, -24));
    }
    const int aside = seen.hiddenAside + t.laidAside.size() + (seen.hiddenStockTop || t.stockTop.valid() ? 1 : 0); // Ranter's stock top
    // The cards aside lie face down, a few backs for the heap, except to
    // the one player the rules let look at them (Pope Joan's dealer who
    // sits the deal out, Michigan's dealer whose old hand is the dummy):
    // to them, face up and spread like a hand, unless the table is screened;
    // in two rows where there are many, so that each card's corner shows.
    const qreal asideWidth = kCardWidth * 0.6;
    const std::vector<Card> seenAside = screened_ ? std::vector<Card>{} : inHandOrder(t.laidAside, rules.aceInRuns());
    const int shown = static_cast<int>(seenAside.size());
    QPointF captionAt = layout_.spare() + QPointF(0, -24);
    if (shown > 0) {
        const QRectF room = layout_.spareRoom(asideWidth);
        const int rows = shown > 7 ? 2 : 1;
        const int perRow = (shown + rows - 1) / rows;
        const qreal step = perRow > 1 ? std::min(asideWidth * 0.45, (room.width() - asideWidth) / (perRow - 1)) : 0;
        const qreal rowGap = asideWidth / deck_.aspect() * 0.42;
        for (int i = 0; i < shown; ++i) {
            const Card card = seenAside[static_cast<std::size_t>(i)];
            CardItem* item = cards_.claim(TableCards::Key::card(TableCards::Place::Aside, card), card, true, asideWidth);
            item->setPos(room.left() + (i % perRow) * step, room.top() + (i / perRow) * rowGap);
            item->setZValue(1 + i);
        }
        captionAt.setX(room.left() + ((perRow - 1) * step + asideWidth) / 2);
    } else {
        for (int i = 0; i < std::min(aside, 6); ++i) {
            CardItem* item = cards_.claim(TableCards::Key::hidden(TableCards::Place::Aside, i), Card::none(), false, asideWidth);
            item->setPos(layout_.spare() + QPointF(-asideWidth / 2 + i * 3, i * 2));
            item->setZValue(1 + i);
        }
    }
    if (aside > 0) {
        // In the game's own words, as the log says them.
        QString words = tr("%1 aside").arg(aside);
        switch (GameDescription::of(QString::fromStdString(rules.info().id)).asideFor(rules.options())) {
        case GameDescription::Aside::SpareHand: words = tr("Spare hand (%1)").arg(aside); break;
        case GameDescription::Aside::Dummy: words = tr("Dummy (%1)").arg(aside); break;
        case GameDescription::Aside::Stock: words = tr("Stock (%1)").arg(aside); break;
        case GameDescription::Aside::LaidAside: break;
        }
        captionBesideBoard(words, captionAt);
    }
    pile(kBetsAccount, t.chips.bets, 34)->setPos(layout_.bets());
    if (t.chips.bets > 0) captionBesideBoard(tr("Bets"), layout_.bets() + QPointF(0, -48));
    pile(kBankAccount, t.chips.bank, 34)->setPos(layout_.bank());
    if (t.chips.bank > 0) captionBesideBoard(tr("Bank"), layout_.bank() + QPointF(0, -48));
    if (!gathered) addRun(t);
}

void TableScene::noteEvents(const EventLog& events) {
    for (const Event& e : events) {
        if (e.type == EventType::DealStarted) run_.clear();
        if (e.type == EventType::Stopped || e.type == EventType::DealOver) runEnded_ = true;
        if (e.type == EventType::CardPlayed) {
            if (runEnded_) run_.clear();
            runEnded_ = false;
            run_.push_back(e.card);
        }
    }
}

void TableScene::readRun(const EventLog& deal) {
    run_.clear();
    runEnded_ = false;
    noteEvents(deal);
}

// The run in play, in the order its cards were played; after an undo or a
// resumed game, the part of the current run that the table still shows.
void TableScene::addRun(const Table& t) {
    if (run_.empty() && t.run.top.valid()) run_.push_back(t.run.top); // a run played in rotation
    if (run_.empty() && t.run.next.valid()) {
        for (Card c : t.played)
            if (nextInSuit(c, AcePosition::High) == t.run.next || nextInSuit(c, AcePosition::Low) == t.run.next) run_.push_back(c);
    }
    for (std::size_t i = 0; i < run_.size(); ++i) {
        // Only the last thirteen are shown, should a run ever be longer.
        if (run_.size() - i > kRunShown) continue;
        const std::size_t shownIndex = i - (run_.size() > kRunShown ? run_.size() - kRunShown : 0);
        CardItem* item = cards_.claim(TableCards::Key::card(TableCards::Place::Run, run_[i]), run_[i], true, TableLayout::kRunWidth);
        item->setPlayable(false);
        item->setPos(layout_.runStart() + QPointF(static_cast<qreal>(shownIndex) * kRunStep, 0));
        item->setZValue(30 + static_cast<qreal>(shownIndex));
    }
    if (!run_.empty()) captionBesideBoard(runEnded_ ? tr("Last run") : tr("In play"), layout_.runStart() + QPointF(60, -26));
}

void TableScene::captionBesideBoard(const QString& words, QPointF centre) {
    // A little air between the words and the board's rim, and a word's
    // space between two captions on one line ("Aufgedeckt", "Tote Hand").
    constexpr qreal kClear = 6;
    constexpr qreal kApart = 24;
    QGraphicsSimpleTextItem* item = caption(words, centre, 22, this);
    qreal least = boardRect_.right() + kClear;
    for (const QRectF& placed : besideBoard_)
        if (placed.top() < item->sceneBoundingRect().bottom() && item->sceneBoundingRect().top() < placed.bottom()
            && placed.center().x() < item->sceneBoundingRect().center().x())
            least = std::max(least, placed.right() + kApart);
    const qreal over = least - item->sceneBoundingRect().left();
    if (over > 0) item->moveBy(over, 0);
    besideBoard_.push_back(item->sceneBoundingRect());
}

CardItem* TableScene::personCard(Card card) const {
    for (CardItem* item : personCards_)
        if (item->card() == card) return item;
    return nullptr;
}

QList<CardItem*> TableScene::playableCards() const {
    QList<CardItem*> list;
    for (CardItem* item : personCards_)
        if (item->playable()) list.push_back(item);
    return list;
}

} // namespace poch::app
