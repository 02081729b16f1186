// How the cards lie at the start of a deal: each hand, the turned-up card,
// the cards dealt to nobody (a spare hand, a dummy, cards laid aside) and
// pool cards laid out on the table. A game record gives a deal either as a
// whole pack in order, which the ruleset deals into a layout, or as a
// layout directly.
#pragma once

#include "poch/card_set.h"
#include "poch/limits.h"

#include <array>

namespace poch {

struct DealLayout {
    std::array<CardSet, kMaxSeats> hands{};
    Card turnup;          // none where the ruleset turns no card
    CardSet spare;        // dealt to nobody, face down
    CardSet layout;       // face up on the table as pool cards

    // The cards dealt from the pack: hands, spare and turn-up, and the
    // layout where it comes out of the same pack.
    CardSet dealtCards(bool withLayout = true) const {
        CardSet all = spare;
        if (withLayout) all |= layout;
        for (CardSet h : hands) all |= h;
        if (turnup.valid()) all.insert(turnup);
        return all;
    }
    bool operator==(const DealLayout&) const = default;
};

// The sizes a ruleset deals: what a layout given by hand must match.
struct DealShape {
    std::array<int, kMaxSeats> handSizes{};
    bool turnup = false;
    int spare = 0;
    int layout = 0;
    bool operator==(const DealShape&) const = default;
};

} // namespace poch
