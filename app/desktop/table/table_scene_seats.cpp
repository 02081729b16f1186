// The players' places: each seat's badge, and its hand as the person
// looking may see it (theirs face up and large, the others' small).
#include "table_scene.h"

#include "card_item.h"
#include "hand_order.h"
#include "rule_texts.h"
#include "seat_badge_item.h"
#include "spoken_names.h"

namespace poch::app {

namespace {
std::vector<Card> cardsOf(CardSet set) {
    std::vector<Card> cards;
    for (Card c : set) cards.push_back(c);
    return cards;
}
} // namespace

void TableScene::addSeats(const TableSight& sight, const Observation& seen, const ActionList& legal) {
    const State& state = *sight.state;
    const Table& t = state.table();
    for (int s = 0; s < t.seats; ++s) {
        SeatBadge b;
        b.name = sight.names.value(s);
        if (const auto level = s < static_cast<int>(sight.levels.size()) ? sight.levels[static_cast<std::size_t>(s)] : std::nullopt) b.detail = texts::levelName(QString::fromLatin1(levelId(*level)));
        // Where several people play, their names say who is who; a learner
        // in a lesson is called "You" already.
        else if (sight.isPerson(s) && sight.peopleCount() == 1 && b.name != tr("You")) b.detail = tr("You");
        b.chips = t.chips.seat[static_cast<std::size_t>(s)];
        if (const int lives = state.rules().startingLives(); lives > 0) {
            b.lives = t.lives[static_cast<std::size_t>(s)];
            b.startingLives = lives;
        }
        b.bet = t.phase == Phase::Betting ? t.betting.committed[static_cast<std::size_t>(s)] : 0;
        b.dealer = (sight.dealer >= 0 ? sight.dealer : t.dealer) == s;
        b.toAct = t.current == s && !sight.paused;
        b.dropped = t.phase == Phase::Betting && (t.betting.folded >> s & 1);
        b.passed = b.dropped && (sight.passed >> s & 1);
        b.out = (t.outOfMatch >> s & 1) != 0;
        b.sitsOut = !b.out && state.dealInPlay() && (t.sittingOut >> s & 1) != 0;
        auto* badge = new SeatBadgeItem;
        badge->setBadge(b);
        const int held = s == viewer_ ? seen.hand().size() : seen.handSizes[static_cast<std::size_t>(s)];
        const QString said = SpokenNames::seat(b, held, s == viewer_ && !screened_);
        // The badge's lines in full, and what its tokens and button stand
        // for: at 1024x768 its small line was a few pixels high, and the
        // dealer's "D" was nowhere explained.
        badge->setToolTip(said);
        shownSeats_[s] = b.chips;
        badge->setPos(seatPoint(s));
        badge->setZValue(10);
        addItem(badge);
        badges_[s] = badge;
        const QRectF hand = addHand(s, seen, legal, state.rules());
        seatAreas_[s] = badge->sceneBoundingRect().united(hand);
        spots_.push_back({Spot::Seat, badge, said});
    }
    // The person's cards first, as the keyboard visits them.
    std::stable_sort(spots_.begin(), spots_.end(), [](const Spot& a, const Spot& b) { return a.kind < b.kind; });
}

QRectF TableScene::addHand(int seat, const Observation& seen, const ActionList& legal, const Ruleset& rules) {
    using Key = TableCards::Key;
    using Place = TableCards::Place;
    const Table& t = seen.table;
    const QRectF room = layout_.hand(place(seat));
    QRectF drawn;
    if (seat == viewer_ && !screened_) {
        const std::vector<Card> cards = inHandOrder(seen.hand(), rules.aceInRuns());
        const int n = static_cast<int>(cards.size());
        const qreal step = n > 1 ? std::min(kCardWidth * 0.78, (room.width() - kCardWidth) / (n - 1)) : 0;
        const qreal left = room.center().x() - ((n - 1) * step + kCardWidth) / 2;
        for (int i = 0; i < n; ++i) {
            const Card card = cards[static_cast<std::size_t>(i)];
            CardItem* item = cards_.claim(Key::card(Place::Hand, card, seat), card, true, kCardWidth);
            const bool playable = legal.contains(Action::play(card));
            item->setPlayable(playable);
            item->setHinted(card == sight_.marked);
            // Playable cards stand out of the hand, to the room's top.
            item->setPos(left + i * step, room.top() + (playable ? 0 : 14));
            item->setZValue(20 + i);
            connect(item, &CardItem::clicked, this, &TableScene::cardClicked, Qt::UniqueConnection);
            personCards_.push_back(item);
            spots_.push_back({Spot::HandCard, item, SpokenNames::card(card, playable)});
            drawn |= item->sceneBoundingRect();
        }
        return drawn;
    }
    const int size = seat == viewer_ ? seen.hand().size() : seen.handSizes[static_cast<std::size_t>(seat)];
    // While the table is screened only the cards every seat has been shown
    // (a showdown's sets) lie face up, not those the last person looking
    // knew besides: the sets turned face down whenever the computer played
    // between people. Once the deal is over, all are, whoever looks:
    // nothing is secret by then.
    const CardSet held = t.hands[static_cast<std::size_t>(seat)];
    CardSet known = screened_ ? t.known[static_cast<std::size_t>(seat)] & held : held;
    if (sight_.handsOpen && sight_.state) known = sight_.state->table().hands[static_cast<std::size_t>(seat)];
    std::vector<Card> shown = cardsOf(known);
    // Small cards, overlapped as much as the room asks: the count matters
    // more than the backs (a screen reader says it too).
    const qreal w = TableLayout::kSmallCardWidth;
    const qreal step = size > 1 ? std::min(w * 0.45, (room.width() - w) / (size - 1)) : 0;
    const qreal left = room.center().x() - ((size - 1) * step + w) / 2;
    const qreal top = room.center().y() - w / deck_.aspect() / 2;
    for (int i = 0; i < size; ++i) {
        const bool faceUp = i < static_cast<int>(shown.size());
        const Card card = faceUp ? shown[static_cast<std::size_t>(i)] : Card::none();
        CardItem* item = cards_.claim(faceUp ? Key::card(Place::Hand, card, seat) : Key::hidden(Place::Hand, i, seat), card, faceUp, w);
        item->setPlayable(false);
        item->setPos(left + i * step, top);
        item->setZValue(2 + i);
        drawn |= item->sceneBoundingRect();
    }
    return drawn;
}

} // namespace poch::app
