// A guess at the cards a seat cannot see, consistent with everything it
// can: each hand's size and known cards, how many cards lie face down, the
// card due next (held by the seat to act), and cards a stop has shown to
// be in no hand. The computer opponents search over such guesses.
#pragma once

#include "poch/observation.h"
#include "poch/random.h"
#include "poch/ruleset.h"

namespace poch {

// The seat's table with the hidden cards dealt at random; tries a few times
// for a guess the rules find plausible, then takes the last.
Table guessHiddenCards(const Ruleset& rules, const Observation& seen, Random& random);

} // namespace poch
