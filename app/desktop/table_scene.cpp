#include "table_scene.h"

#include "art_item.h"
#include "card_item.h"
#include "chip_pile_item.h"
#include "game_session.h"
#include "seat_badge_item.h"

#include "poch/pool_cards.h"
#include "poch/stops_run.h"
#include "rule_texts.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QtMath>

namespace poch::app {

namespace {
// Where things lie on the 1800 x 1000 table: the board left of centre, the
// turned-up card, the cards laid aside and the run in play to its right,
// the person's hand along the bottom edge.
const QPointF kBoardCentre(750, 445);
const QPointF kTurnup(1150, 215);
const QPointF kSpare(1330, 215);
const QPointF kBets(1200, 690);
const QPointF kBank(1420, 690);
const QPointF kRunStart(1110, 420);
constexpr qreal kRunStep = 28;
constexpr int kRunShown = 12;

// The computer's players sit along the left, top and right edges, in
// order round the table clockwise from the person's left, leaving the
// space right of the board for the cards in play.
QPointF opponentPlace(int index, int opponents) {
    static const QPointF two[] = {{140, 450}, {1660, 450}};
    static const QPointF three[] = {{140, 450}, {900, 65}, {1660, 450}};
    static const QPointF four[] = {{140, 560}, {560, 65}, {1240, 65}, {1660, 560}};
    static const QPointF five[] = {{140, 600}, {140, 250}, {900, 65}, {1660, 250}, {1660, 600}};
    switch (opponents) {
    case 1: return {900, 65};
    case 2: return two[index];
    case 3: return three[index];
    case 4: return four[index];
    default: return five[std::min(index, 4)];
    }
}
const QPointF kPersonHand(900, 790);
const QPointF kPersonBadge(190, 900);

// Words written on the table; `width`, when given, is the room there is,
// and longer words (in some languages) are written smaller to fit.
QGraphicsSimpleTextItem* caption(const QString& text, QPointF centre, int pixels, QGraphicsScene* scene, qreal width = 0) {
    auto* item = scene->addSimpleText(text);
    QFont font = item->font();
    font.setPixelSize(pixels);
    font.setBold(true);
    if (width > 0) {
        const qreal natural = QFontMetricsF(font).horizontalAdvance(text);
        if (natural > width) font.setPixelSize(std::max(8, static_cast<int>(pixels * width / natural)));
    }
    item->setFont(font);
    item->setBrush(QColor(250, 240, 210));
    item->setPen(QPen(QColor(40, 25, 10, 200), 0.8));
    const QRectF r = item->boundingRect();
    item->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    item->setZValue(5);
    return item;
}

std::vector<Card> cardsOf(CardSet set) {
    std::vector<Card> cards;
    for (Card c : set) cards.push_back(c);
    return cards;
}

// Ace high or low, as the ruleset ranks it in runs, for sorting a hand.
int sortKey(Card c, AcePosition ace) {
    const int rank = c.rank() == kAce && ace != AcePosition::High ? 1 : c.rank();
    return static_cast<int>(c.suit()) * 20 + rank;
}
} // namespace

TableScene::TableScene(QObject* parent) : QGraphicsScene(parent) {
    setSceneRect(0, 0, kWidth, kHeight);
    QLinearGradient felt(0, 0, 0, kHeight);
    felt.setColorAt(0, QColor(22, 78, 52));
    felt.setColorAt(1, QColor(12, 52, 34));
    setBackgroundBrush(felt);
    chips_.load(QStringLiteral(":/chips/chips.svg"));
}

QString TableScene::setDeck(const QString& folder) {
    CardDeck next;
    const QString error = next.load(folder);
    if (!error.isEmpty()) return error;
    deck_ = std::move(next);
    return {};
}

QPointF TableScene::seatPoint(int seat) const {
    if (seat == 0 || seats_ == 0) return kPersonBadge;
    return opponentPlace(seat - 1, seats_ - 1);
}

QPointF TableScene::handPoint(int seat) const {
    if (seat == 0) return kPersonHand + QPointF(0, kCardWidth * 0.7);
    // A player across the table holds their cards beside their place, not
    // over the board.
    const QPointF place = seatPoint(seat);
    if (place.y() < 200) return place + QPointF(225, 30);
    return place + QPointF(0, 78);
}

QPointF TableScene::accountPoint(AccountId account) const {
    if (account == kBetsAccount) return kBets;
    if (account == kBankAccount) return kBank;
    if (account >= kPoolAccount) {
        for (const PoolPlace& p : design_.pools)
            if (p.pool == account - kPoolAccount && board_.has(p.area)) return boardToScene(board_.bounds(p.area)).center();
        return boardRect_.center();
    }
    return seatPoint(account);
}

QPointF TableScene::runPoint(int ahead) const {
    const int shown = runEnded_ ? 0 : static_cast<int>(std::min<std::size_t>(run_.size(), kRunShown));
    return kRunStart + QPointF(std::min(shown + ahead, kRunShown) * kRunStep, 0);
}

QPointF TableScene::runStart() const { return kRunStart; }

QPointF TableScene::turnupPoint() const { return kTurnup - QPointF(turnupWidth() / 2, 0); }

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
    QSizeF box = design.id == QLatin1String("pool-cards") ? QSizeF(760, 400) : QSizeF(630, 630);
    if (design.id == QLatin1String("single-pool")) box = QSizeF(400, 400);
    if (design.id == QLatin1String("spin")) box = QSizeF(620, 400);
    QSizeF size = vb.isEmpty() ? box : vb.size().scaled(box, Qt::KeepAspectRatio);
    boardRect_ = QRectF(kBoardCentre - QPointF(size.width() / 2, size.height() / 2), size);
    auto* board = new ArtItem(&board_, QString(), boardRect_);
    board->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    addItem(board);
    dynamic_.push_back(board);
}

void TableScene::show(const GameSession& session, const ActionList& legal) {
    for (QGraphicsItem* item : dynamic_) {
        removeItem(item);
        delete item;
    }
    dynamic_.clear();
    personCards_.clear();
    shownPools_.clear();
    shownSeats_.clear();
    if (!session.active()) return;
    const State& state = session.state();
    const Table& t = state.table();
    const Observation seen = state.observe(GameSession::kPersonSeat);
    seats_ = t.seats;
    const QString rulesetId = QString::fromStdString(state.rules().info().id);

    buildBoard(state.rules(), t.poolCards);
    for (const PoolPlace& place : design_.pools) {
        if (!board_.has(place.area)) continue;
        const QRectF area = boardToScene(board_.bounds(place.area));
        if (!place.card.isEmpty() && board_.has(place.card)) {
            // The pool card itself, as laid out on the table.
            const QRectF slot = boardToScene(board_.bounds(place.card));
            if (const Card c = poolCard(t.poolCards, place.pool); c.valid()) {
                auto* item = new CardItem(&deck_, c, true, slot.width());
                item->setPos(slot.topLeft());
                addItem(item);
            }
        }
        if (!place.label.isEmpty() && board_.has(place.label)) {
            const QRectF label = boardToScene(board_.bounds(place.label));
            caption(place.name, label.center(), std::max(12, static_cast<int>(label.height() * 0.72)), this, label.width() * 0.9);
        }
        Action stake;
        stake.kind = ActionKind::Stake;
        stake.pool = static_cast<std::int8_t>(place.pool);
        stake.chips = 1;
        if (legal.contains(stake)) {
            // A pool the person may stake on now: ringed, and a click stakes a chip.
            auto* ring = addEllipse(area.adjusted(-4, -4, 4, 4), QPen(QColor(255, 205, 60), 4), Qt::NoBrush);
            ring->setZValue(4);
            ring->setToolTip(tr("Click to stake a chip on %1").arg(place.name));
        }
        // Chips sized to the bowl, as real chips fill a real bowl.
        const qreal chipWidth = std::clamp(area.width() * 0.42, 24.0, 46.0);
        auto* pile = new ChipPileItem(&chips_, t.chips.pool[static_cast<std::size_t>(place.pool)], chipWidth);
        pile->setPos(place.card.isEmpty() ? area.center() : QPointF(area.center().x(), area.bottom() - 30));
        pile->setZValue(6);
        addItem(pile);
        shownPools_[place.pool] = pile->count();
    }

    for (int s = 0; s < t.seats; ++s) {
        SeatBadge b;
        b.name = session.nameAt(s);
        if (const auto level = session.levelAt(s)) b.detail = texts::levelName(QString::fromLatin1(levelId(*level)));
        else b.detail = tr("You");
        b.chips = t.chips.seat[static_cast<std::size_t>(s)];
        if (state.rules().info().id == "ranter-go-round") {
            b.lives = t.lives[static_cast<std::size_t>(s)];
            b.startingLives = state.rules().options().get("lives");

        }
        b.bet = t.phase == Phase::Betting ? t.betting.committed[static_cast<std::size_t>(s)] : 0;
        b.dealer = t.dealer == s;
        b.toAct = t.current == s;
        b.dropped = t.phase == Phase::Betting && (t.betting.folded >> s & 1);
        b.out = (t.outOfMatch >> s & 1) != 0;
        auto* badge = new SeatBadgeItem;
        badge->setBadge(b);
        if (b.lives >= 0) badge->setToolTip(b.lives == 1 ? tr("%1: 1 life left").arg(b.name) : tr("%1: %2 lives left").arg(b.name).arg(b.lives));
        shownSeats_[s] = b.chips;
        badge->setPos(seatPoint(s));
        badge->setZValue(10);
        addItem(badge);
        addHand(s, seen, legal, state.rules());
    }

    if (t.turnup.valid()) {
        auto* item = new CardItem(&deck_, t.turnup, true, turnupWidth());
        item->setPos(turnupPoint());
        addItem(item);
        caption(rulesetId == QLatin1String("ranter-go-round") ? tr("On the stock") : tr("Turned up"), kTurnup + QPointF(0, -22), 16, this);
    }
    const int aside = seen.hiddenAside + seen.table.laidAside.size();
    if (aside > 0) {
        for (int i = 0; i < std::min(aside, 6); ++i) {
            auto* item = new CardItem(&deck_, Card::none(), false, kCardWidth * 0.6);
            item->setPos(kSpare + QPointF(-kCardWidth * 0.3 + i * 3, i * 2));
            addItem(item);
        }
        caption(tr("%1 aside").arg(aside), kSpare + QPointF(0, -22), 16, this);
    }
    if (t.chips.bets > 0) {
        auto* pile = new ChipPileItem(&chips_, t.chips.bets, 34);
        pile->setPos(kBets);
        addItem(pile);
        caption(tr("Bets"), kBets + QPointF(0, -46), 16, this);
    }
    if (t.chips.bank > 0) {
        auto* pile = new ChipPileItem(&chips_, t.chips.bank, 34);
        pile->setPos(kBank);
        addItem(pile);
        caption(tr("Bank"), kBank + QPointF(0, -46), 16, this);
    }
    addRun(t);

    // Everything added above is rebuilt on the next show. Each item keeps
    // what it drew as a pixmap in screen pixels, so that a frame of an
    // animation only copies pixmaps, however much text and art the table holds.
    const QList<QGraphicsItem*> all = items(Qt::AscendingOrder);
    for (QGraphicsItem* item : all) {
        if (item->parentItem() || std::find(dynamic_.begin(), dynamic_.end(), item) != dynamic_.end()) continue;
        item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        dynamic_.push_back(item);
    }
}

void TableScene::addHand(int seat, const Observation& seen, const ActionList& legal, const Ruleset& rules) {
    const Table& t = seen.table;
    if (seat == GameSession::kPersonSeat) {
        std::vector<Card> cards = cardsOf(seen.hand());
        const AcePosition ace = rules.aceInRuns();
        std::sort(cards.begin(), cards.end(), [ace](Card a, Card b) { return sortKey(a, ace) < sortKey(b, ace); });
        const int n = static_cast<int>(cards.size());
        const qreal step = n > 1 ? std::min(kCardWidth * 0.78, 1050.0 / (n - 1)) : 0;
        const qreal left = kPersonHand.x() - ((n - 1) * step + kCardWidth) / 2;
        for (int i = 0; i < n; ++i) {
            auto* item = new CardItem(&deck_, cards[static_cast<std::size_t>(i)], true, kCardWidth);
            const bool playable = legal.contains(Action::play(cards[static_cast<std::size_t>(i)]));
            item->setPlayable(playable);
            item->setPos(left + i * step, kPersonHand.y() - (playable ? 14 : 0));
            item->setZValue(20 + i);
            connect(item, &CardItem::clicked, this, &TableScene::cardClicked);
            addItem(item);
            personCards_.push_back(item);
        }
        return;
    }
    const int size = seen.handSizes[static_cast<std::size_t>(seat)];
    const CardSet known = t.hands[static_cast<std::size_t>(seat)];
    std::vector<Card> shown = cardsOf(known);
    const qreal w = kCardWidth * 0.5;
    const qreal step = size > 1 ? std::min(w * 0.45, 160.0 / (size - 1)) : 0;
    const QPointF at = handPoint(seat);
    const qreal left = at.x() - ((size - 1) * step + w) / 2;
    for (int i = 0; i < size; ++i) {
        const bool faceUp = i < static_cast<int>(shown.size());
        auto* item = new CardItem(&deck_, faceUp ? shown[static_cast<std::size_t>(i)] : Card::none(), faceUp, w);
        item->setPos(left + i * step, at.y() - w * 0.7);
        item->setZValue(2 + i);
        addItem(item);
    }
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

// The run in play, in the order its cards were played; after an undo or a
// resumed game, the part of the current run that the table still shows.
void TableScene::addRun(const Table& t) {
    if (run_.empty() && t.run.top.valid()) run_.push_back(t.run.top); // a run played in rotation
    if (run_.empty() && t.run.next.valid()) {
        for (Card c : t.played)
            if (StopsRun::nextInSuit(c, AcePosition::High) == t.run.next || StopsRun::nextInSuit(c, AcePosition::Low) == t.run.next) run_.push_back(c);
    }
    for (std::size_t i = 0; i < run_.size(); ++i) {
        // Only the last dozen are shown: enough to see the run's shape.
        if (run_.size() - i > kRunShown) continue;
        const std::size_t shownIndex = i - (run_.size() > kRunShown ? run_.size() - kRunShown : 0);
        auto* item = new CardItem(&deck_, run_[i], true, kCardWidth * 0.9);
        item->setPos(kRunStart + QPointF(static_cast<qreal>(shownIndex) * kRunStep, 0));
        item->setZValue(30 + static_cast<qreal>(shownIndex));
        addItem(item);
    }
    if (!run_.empty()) caption(runEnded_ ? tr("Last run") : tr("In play"), kRunStart + QPointF(60, -24), 16, this);
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

QRectF TableScene::poolRect(int pool) const {
    for (const PoolPlace& place : design_.pools)
        if (place.pool == pool && board_.has(place.area)) return boardToScene(board_.bounds(place.area));
    return {};
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsScene::mousePressEvent(event);
    // Only where no card took the click.
    if (event->isAccepted() || event->button() != Qt::LeftButton) return;
    if (const int pool = poolAt(event->scenePos()); pool >= 0) emit poolClicked(pool);
}

int TableScene::poolAt(QPointF point) const {
    for (const PoolPlace& place : design_.pools)
        if (board_.has(place.area) && boardToScene(board_.bounds(place.area)).contains(point)) return place.pool;
    return -1;
}

} // namespace poch::app
