#include "ai/hidden_deal.h"

#include <array>

namespace poch {

namespace {
Table guessOnce(const Ruleset& rules, const Observation& seen, Random& random) {
    Table t = seen.table;
    CardSet visible = t.played | t.laidAside;
    if (rules.layoutFromPack()) visible |= t.layout;
    if (t.turnup.valid() && t.turnupOwner < 0) visible.insert(t.turnup);
    for (int s = 0; s < t.seats; ++s) visible |= t.hands[static_cast<std::size_t>(s)];
    CardSet unknown = rules.pack().cards() - visible;

    std::array<int, kMaxSeats> need{};
    for (int s = 0; s < t.seats; ++s)
        if (s != seen.seat)
            need[static_cast<std::size_t>(s)] =
                seen.handSizes[static_cast<std::size_t>(s)] - t.hands[static_cast<std::size_t>(s)].size();
    // The card due now is in the hand of the seat to act.
    if (t.run.next.valid() && unknown.contains(t.run.next) && t.current >= 0 && t.current != seen.seat) {
        t.hands[static_cast<std::size_t>(t.current)].insert(t.run.next);
        --need[static_cast<std::size_t>(t.current)];
        unknown.erase(t.run.next);
    }
    int faceDown = seen.hiddenAside + (seen.hiddenStockTop ? 1 : 0);
    // Cards shown to be in no hand lie face down.
    CardSet missing = rules.provedOutOfHands(t) & unknown;
    std::array<Card, 52> aside{};
    int asideCount = 0;
    for (Card c : missing) {
        if (asideCount == faceDown) break;
        aside[static_cast<std::size_t>(asideCount++)] = c;
        unknown.erase(c);
    }
    std::array<Card, 52> pool{};
    std::size_t n = 0;
    for (Card c : unknown) pool[n++] = c;
    random.shuffle(std::span<Card>(pool.data(), n));
    std::size_t next = 0;
    for (int s = 0; s < t.seats; ++s)
        for (int i = 0; i < need[static_cast<std::size_t>(s)] && next < n; ++i)
            t.hands[static_cast<std::size_t>(s)].insert(pool[next++]);
    while (asideCount < faceDown && next < n) aside[static_cast<std::size_t>(asideCount++)] = pool[next++];
    int a = 0;
    if (seen.hiddenStockTop && asideCount > 0) t.stockTop = aside[static_cast<std::size_t>(a++)];
    for (; a < asideCount; ++a) t.laidAside.insert(aside[static_cast<std::size_t>(a)]);
    return t;
}
} // namespace

Table guessHiddenCards(const Ruleset& rules, const Observation& seen, Random& random) {
    Table guess = guessOnce(rules, seen, random);
    for (int tries = 1; tries < 12 && !rules.plausibleGuess(guess); ++tries) guess = guessOnce(rules, seen, random);
    return guess;
}

} // namespace poch
