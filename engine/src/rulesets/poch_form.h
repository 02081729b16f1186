// What sets one form of Poch apart from another, as plain parameters: the
// pack and the deal, the board and who fills it, how its pools are won,
// how the betting goes, how the cards are played out and what ends the
// match. PochFamily plays any form; the historical rulesets are forms.
#pragma once

#include "stages/betting_round.h"
#include "poch/card.h"
#include "poch/pack.h"
#include "poch/pochen_hand.h"

#include <cstdint>
#include <vector>

namespace poch {

// How the Sequence pool is won, where the form has one.
enum class SequenceClaim : std::uint8_t {
    None,
    TrumpSevenEightNine, // the 7, 8 and 9 of trumps in one hand (Hoffmann)
    BestRunOfThree,      // three in a row of one suit, trumps best (nine bowls)
    LongestRun,          // the longest, then highest, run of three or more (Pochen)
};

// How the play of the cards goes.
enum class PlayStage : std::uint8_t {
    Stops,    // the holder of the next card plays it (modern Poch, Pochen, Le Poque, Hoffmann)
    Rotation, // each in turn plays higher in suit or passes (nine bowls)
};

struct PochForm {
    // The pack and the deal.
    Pack pack = Pack::piquet32();
    int handSize = 5;
    // Cards a seat receives at a time, in turn, repeated until the hands
    // are full (Pochen: 3 then 2); empty deals one at a time.
    std::vector<int> packets;
    bool toTheRight = false; // dealt, bet and played counter-clockwise (Le Poque)

    // The board. Pools 0 to 4 are always Ace, King, Queen, Jack, Ten of
    // trumps (the pay suit).
    int antePools = 0;         // every seat (or the bank) stakes pools 0..antePools-1
    std::int32_t ante = 1;     // into each of them
    bool bankFills = false;    // the bank stakes the pools, one chip each, not the players
    std::int32_t bankChips = 0;
    int marriagePool = -1;
    SequenceClaim sequence = SequenceClaim::None;
    int sequencePool = -1;
    bool dealerTakesHonour = false; // the dealer takes the pool of a turned-up honour
    bool tenNeedsNine = false;      // the Ten pool needs the Nine of trumps too

    // The betting.
    BettingRules betting;
    PochenOrder order;         // tieSuit is set to trumps each deal when hasTieSuit
    int betPool = -1;          // the pool the winner of the betting also takes
    bool claimsAfterBetting = false; // the pools are paid after the betting (Le Poque)

    // The play.
    bool winnerLeads = true;      // the betting's winner leads; else the eldest hand (002, 000)
    PlayStage play = PlayStage::Stops;
    AcePosition ace = AcePosition::High;
    std::int32_t stopPayment = 0; // each other player pays whoever ends a run (Hoffmann)
    bool mostCardsPays = false;   // who holds most cards pays each other player that many (Le Poque)

    // The end of the match.
    int deals = 0;                // 0: no agreed number
    bool lastWithChips = false;   // players without chips leave; the last one left wins
};

} // namespace poch
