// The Expert's reading of the others' play: how likely the choices they
// have made this deal are if they hold what a guess gives them. Guesses
// that explain the play well count for more. The model is a reasonable
// player's, not any one level's, so that it is never sure.
#pragma once

#include "poch/ruleset.h"

namespace poch::ai {

// The weight of a guess: the product of the likelihoods of the choices the
// rules say were made (Ruleset::pastDecisions), 1 where none are known.
double likelihoodOfPlay(const Ruleset& rules, const Table& guess, int viewer);

} // namespace poch::ai
