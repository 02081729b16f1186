#include "poch/invariants.h"

#include "poch/pool_cards.h"

#include <bit>
#include <string>

namespace poch {

namespace {
void require(bool condition, const std::string& what) {
    if (!condition) throw InvariantBroken(what);
}
} // namespace

int InvariantChecker::checkState(const State& state) {
    int checks = 0;
    const Table& t = state.table();
    const ChipAccounts& chips = state.chips();

    require(chips.total() == t.startingChips, "chips are not conserved");
    for (int s = 0; s < state.seats(); ++s) require(chips.seat[static_cast<std::size_t>(s)] >= 0, "a seat is below zero");
    for (auto c : chips.pool) require(c >= 0, "a pool is below zero");
    require(chips.bets >= 0 && chips.bank >= 0, "the pot or bank is below zero");
    checks += 2;

    const State copy = state;
    require(copy == state, "a copy differs from the original");
    ++checks;

    const ActionList legal = state.legalActions();
    if (state.awaitingDeal() || state.matchOver()) {
        require(legal.empty() && state.currentSeat() < 0, "a finished deal offers actions");
    } else {
        require(state.currentSeat() >= 0 && !legal.empty(), "a decision is due but no action is offered");
        for (int i = 1; i < legal.size(); ++i) require(legal[i - 1] < legal[i], "legal actions are not sorted");
    }
    if (state.dealInPlay()) {
        // Every card of the pack is in exactly one place.
        const CardSet fromPack = state.rules().layoutFromPack() ? t.layout : CardSet{};
        CardSet all = t.played | t.laidAside | fromPack;
        int count = t.played.size() + t.laidAside.size() + fromPack.size();
        if (t.stockTop.valid()) {
            all.insert(t.stockTop);
            ++count;
        }
        if (t.turnupOwner < 0 && t.turnup.valid()) {
            all.insert(t.turnup);
            ++count;
        }
        for (int s = 0; s < state.seats(); ++s) {
            all |= t.hands[static_cast<std::size_t>(s)];
            count += t.hands[static_cast<std::size_t>(s)].size();
            require(t.hands[static_cast<std::size_t>(s)].containsAll(t.known[static_cast<std::size_t>(s)]),
                    "a seat is known to hold a card it does not hold");
        }
        require(all == state.rules().pack().cards() && count == state.rules().pack().size(),
                "the cards in play are not the pack");
    }
    if (state.rules().poolsAreCards()) {
        // The match's own pool cards, on the table in every deal.
        require(poolCardsError(t.poolCards).empty(), "the pool cards are not an Ace, King, Queen and Jack of four suits");
        require(!state.dealInPlay() || t.layout == t.poolCards, "a deal lays out other pool cards than the match's");
        ++checks;
    }
    checks += 2;

    // Each seat sees its own hand and nothing that tells the hidden cards
    // apart: redealing them leaves its observation unchanged.
    Random random(static_cast<std::uint64_t>(t.dealsPlayed) * 7919u + static_cast<std::uint64_t>(t.played.bits()));
    for (int seat = 0; seat < state.seats(); ++seat) {
        const Observation seen = state.observe(seat);
        require(seen.hand() == state.hand(seat), "an observation misses the seat's own hand");
        const State other = state.withHiddenCardsRedealt(seat, random);
        require(other.observe(seat) == seen, "an observation shows another seat's hidden cards");
        ++checks;
    }
    return checks;
}

// A match says why it ended, and the reason holds of the table it left.
void InvariantChecker::checkMatchEnd(const State& after, const Event& over) {
    const Table& t = after.table();
    const int out = std::popcount(static_cast<unsigned>(t.outOfMatch));
    switch (static_cast<MatchEnd>(over.detail)) {
    case MatchEnd::DealsPlayed: require(t.dealsPlayed > 0, "a match of no deals ended with its deals played"); break;
    case MatchEnd::CannotPay:
        require(over.seat >= 0 && over.seat < t.seats && !(t.outOfMatch >> over.seat & 1),
                "a match ended for a seat that cannot pay, but names no seat in the match");
        require((over.cannotPay >> over.seat & 1) && !(over.cannotPay & t.outOfMatch) && over.cannotPay >> t.seats == 0,
                "a match ended for want of chips, but the seats it says cannot pay leave out the seat it names, or name one out of the match");
        break;
    // One left, or none: with chips on the board every player may be out
    // of chips at once.
    case MatchEnd::OneLeft: require(out >= t.seats - 1, "a match ended with one player left, but more are left"); break;
    default: require(false, "a match ended without saying why");
    }
}

int InvariantChecker::checkStep(const State& before, const State& after, const EventLog& events) {
    ChipAccounts expected = before.chips();
    for (const Event& e : events) {
        if (e.type == EventType::MatchOver) checkMatchEnd(after, e);
        if (!e.movesChips()) continue;
        expected.at(e.from) -= e.chips;
        expected.at(e.to) += e.chips;
    }
    require(expected == after.chips(), "the events do not account for the chips that moved");
    return 1 + checkState(after);
}

int InvariantChecker::checkLegal(const State& state, const Action& action) {
    require(state.isLegal(action), "an action taken was not legal");
    return 1;
}

} // namespace poch
