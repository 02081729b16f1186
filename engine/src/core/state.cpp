#include "poch/state.h"

#include "poch/limits.h"
#include "poch/pool_cards.h"

#include <stdexcept>
#include <string>

namespace poch {

State::State(std::shared_ptr<const Ruleset> rules, std::span<const std::int32_t> startingChips, int firstDealer)
    : rules_(std::move(rules)) {
    const int seats = rules_->seats();
    if (static_cast<int>(startingChips.size()) != seats)
        throw std::invalid_argument("expected starting chips for " + std::to_string(seats) + " seats");
    if (firstDealer < 0 || firstDealer >= seats) throw std::invalid_argument("the first dealer is not a seat");
    table_.seats = static_cast<std::int8_t>(seats);
    table_.dealer = static_cast<std::int8_t>(firstDealer);
    for (int s = 0; s < seats; ++s) {
        if (startingChips[static_cast<std::size_t>(s)] < 0 || startingChips[static_cast<std::size_t>(s)] > kMostStartingChips)
            throw std::invalid_argument("starting chips must be from 0 to " + std::to_string(kMostStartingChips));
        table_.chips.seat[static_cast<std::size_t>(s)] = startingChips[static_cast<std::size_t>(s)];
        table_.startingChips += startingChips[static_cast<std::size_t>(s)];
        if (startingChips[static_cast<std::size_t>(s)] < rules_->minimumStake())
            throw std::invalid_argument("every seat must start with at least " + std::to_string(rules_->minimumStake())
                                        + " chips, enough for one deal");
    }
    table_.poolCards = rules_->info().customaryPoolCards;
    rules_->beginMatch(table_);
}

void State::setPoolCards(CardSet cards) {
    if (!rules_->poolsAreCards()) throw std::invalid_argument(rules_->info().id + " lays out no pool cards");
    if (table_.dealsPlayed > 0) throw std::invalid_argument("the pool cards are chosen before the first deal");
    if (const std::string error = poolCardsError(cards); !error.empty()) throw std::invalid_argument(error);
    table_.poolCards = cards;
}

void State::legalActions(ActionList& out) const {
    out.clear();
    if (table_.current >= 0) rules_->legalActions(table_, out);
}

ActionList State::legalActions() const {
    ActionList list;
    legalActions(list);
    return list;
}

bool State::isLegal(const Action& action) const {
    ActionList list;
    legalActions(list);
    return list.contains(action);
}

void State::deal(const DealLayout& layout, EventLog* events) {
    if (!awaitingDeal()) throw std::logic_error("no deal is due");
    checkLayout(layout);
    rules_->startDeal(table_, layout, events);
}

void State::apply(const Action& action, EventLog* events) {
    if (!isLegal(action)) throw IllegalAction("not a legal action now");
    rules_->apply(table_, action, events);
}

Observation State::observe(int seat) const {
    Observation o;
    o.seat = static_cast<std::int8_t>(seat);
    o.table = table_;
    Table& t = o.table;
    for (int s = 0; s < t.seats; ++s) {
        o.handSizes[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(t.hands[static_cast<std::size_t>(s)].size());
        if (s == seat) continue;
        auto& hand = t.hands[static_cast<std::size_t>(s)];
        hand = t.known[static_cast<std::size_t>(s)] | (hand & table_.traced[static_cast<std::size_t>(seat)]);
        t.traced[static_cast<std::size_t>(s)] = CardSet{};
    }
    if (t.spareSeenBy != seat) {
        o.hiddenAside = static_cast<std::int8_t>(t.laidAside.size());
        t.laidAside = CardSet{};
    }
    o.hiddenStockTop = t.stockTop.valid();
    t.stockTop = Card::none();
    return o;
}

Observation State::observeEverything(int seat) const {
    Observation o;
    o.seat = static_cast<std::int8_t>(seat);
    o.table = table_;
    for (int s = 0; s < table_.seats; ++s)
        o.handSizes[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(table_.hands[static_cast<std::size_t>(s)].size());
    return o;
}

State::State(std::shared_ptr<const Ruleset> rules, const Table& table) : rules_(std::move(rules)), table_(table) {}

void State::checkLayout(const DealLayout& layout) const {
    const DealShape shape = rules_->dealShape(table_);
    int total = layout.spare.size() + layout.layout.size() + (layout.turnup.valid() ? 1 : 0);
    for (int s = 0; s < kMaxSeats; ++s) {
        const int size = layout.hands[static_cast<std::size_t>(s)].size();
        total += size;
        if (size != shape.handSizes[static_cast<std::size_t>(s)])
            throw std::invalid_argument("seat " + std::to_string(s) + " must be dealt "
                                        + std::to_string(shape.handSizes[static_cast<std::size_t>(s)])
                                        + (shape.handSizes[static_cast<std::size_t>(s)] == 1 ? " card, not " : " cards, not ") + std::to_string(size));
    }
    if (layout.turnup.valid() != shape.turnup)
        throw std::invalid_argument(shape.turnup ? "a turned-up card is missing" : "this game turns up no card");
    if (layout.spare.size() != shape.spare)
        throw std::invalid_argument("expected " + std::to_string(shape.spare) + (shape.spare == 1 ? " spare card, not " : " spare cards, not ")
                                    + std::to_string(layout.spare.size()));
    if (layout.layout.size() != shape.layout)
        throw std::invalid_argument("expected " + std::to_string(shape.layout) + (shape.layout == 1 ? " layout card, not " : " layout cards, not ")
                                    + std::to_string(layout.layout.size()));
    const Pack pack = rules_->pack();
    if (!rules_->layoutFromPack()) total -= layout.layout.size();
    const CardSet all = layout.dealtCards(rules_->layoutFromPack());
    if (!(all - pack.cards()).empty())
        throw std::invalid_argument("card " + (all - pack.cards()).first().code() + " is not in this pack");
    if (rules_->poolsAreCards() && layout.layout != table_.poolCards)
        throw std::invalid_argument("the pool cards of this match are " + poolCardsText(table_.poolCards)
                                    + ", not " + poolCardsText(layout.layout) + "; they stay the same for the whole match");
    if (total != pack.size() || all != pack.cards()) {
        // Some card was given twice; name the first one found.
        CardSet seen = layout.spare;
        if (rules_->layoutFromPack()) {
            if (!(seen & layout.layout).empty()) throw std::invalid_argument("card " + (seen & layout.layout).first().code() + " appears twice");
            seen |= layout.layout;
        }
        if (layout.turnup.valid() && seen.contains(layout.turnup))
            throw std::invalid_argument("card " + layout.turnup.code() + " appears twice");
        if (layout.turnup.valid()) seen.insert(layout.turnup);
        for (CardSet hand : layout.hands) {
            if (!(seen & hand).empty()) throw std::invalid_argument("card " + (seen & hand).first().code() + " appears twice");
            seen |= hand;
        }
        throw std::invalid_argument("a card appears twice");
    }
}

State State::withHiddenCardsRedealt(int viewer, Random& random) const {
    State copy = *this;
    Table& t = copy.table_;
    std::array<Card, 52> hidden{};
    std::size_t count = 0;
    auto take = [&](CardSet& from, CardSet keep) {
        for (Card c : from - keep) hidden[count++] = c;
        from &= keep;
    };
    std::array<int, kMaxSeats + 1> sizes{};
    for (int s = 0; s < t.seats; ++s) {
        if (s == viewer) continue;
        auto& hand = t.hands[static_cast<std::size_t>(s)];
        const CardSet seen = t.known[static_cast<std::size_t>(s)] | t.traced[static_cast<std::size_t>(viewer)];
        sizes[static_cast<std::size_t>(s)] = (hand - seen).size();
        take(hand, seen);
    }
    if (t.stockTop.valid()) hidden[count++] = t.stockTop;
    const bool spareSeen = t.spareSeenBy == viewer;
    sizes[kMaxSeats] = spareSeen ? 0 : t.laidAside.size();
    if (!spareSeen) take(t.laidAside, CardSet{});
    random.shuffle(std::span<Card>(hidden.data(), count));
    std::size_t next = 0;
    for (int s = 0; s < t.seats; ++s)
        for (int i = 0; i < sizes[static_cast<std::size_t>(s)]; ++i) t.hands[static_cast<std::size_t>(s)].insert(hidden[next++]);
    if (t.stockTop.valid()) t.stockTop = hidden[next++];
    for (int i = 0; i < sizes[kMaxSeats]; ++i) t.laidAside.insert(hidden[next++]);
    return copy;
}

bool State::operator==(const State& other) const {
    if (rules_ != other.rules_
        && (rules_->info().id != other.rules_->info().id || rules_->options() != other.rules_->options()
            || rules_->seats() != other.rules_->seats()))
        return false;
    return table_ == other.table_;
}

} // namespace poch
