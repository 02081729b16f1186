// What one seat can see: its own hand and everything public. The computer
// opponents decide from this alone, so they cannot cheat.
#pragma once

#include "poch/table.h"

namespace poch {

struct Observation {
    std::int8_t seat = 0;
    std::int8_t seats = 0;
    std::int8_t dealer = 0;
    std::int8_t current = -1;
    Phase phase = Phase::AwaitingDeal;
    std::int32_t dealsPlayed = 0;

    CardSet hand;
    std::array<std::int8_t, kMaxSeats> handSizes{};
    std::array<CardSet, kMaxSeats> known{};
    CardSet played;
    std::int8_t laidAside = 0;   // how many, not which
    CardSet spare;               // which, only for a seat allowed to look
    CardSet layout;
    std::uint8_t sittingOut = 0;
    std::uint8_t outOfMatch = 0;
    std::array<std::int8_t, kMaxSeats> lives{};
    std::array<std::int8_t, 52> playedBy{};
    std::array<std::int32_t, kMaxSeats> toStake{};
    std::uint32_t dealFlags = 0;
    Card turnup;
    std::int8_t turnupOwner = -1;

    ChipAccounts chips;
    BettingState betting;
    RunState run;

    bool operator==(const Observation&) const = default;
};

} // namespace poch
