// Moves lifted from positions to patterns, without restating the rules.
//
// A move touches at most three consecutive squares (a piece, the piece it
// jumps, the landing square). So in a block of length e >= 2 only the first
// and last squares can take part: every inner square has neighbours of its
// own symbol, and a square whose neighbours match it can neither move, be
// jumped, nor be landed on. The region is split on every symbolic length
// (e == 0, e == 1, e >= 2); in each case the pattern becomes a concrete
// skeleton where a long block is [first][one run square][last], the run
// square standing for e-2 squares. for_each_option (the one place the rules
// live) is applied to the skeleton and each result is read back as a pattern.
#pragma once

#include "games/toads_frogs/pattern.h"
#include "games/toads_frogs/moves.h"
#include "symbolic/region.h"

#include <vector>

namespace cgp {

struct TfLiftCase {
  Region region;                 // over the pattern's parameters (and the domain's)
  std::vector<TfPattern> left;   // merged, not normalised, in strip order
  std::vector<TfPattern> right;
};

// The cases partition `domain` (minus empty parts). Throws std::invalid_argument
// when a constant block is too long for a skeleton (TfPosition::kMaxLength).
std::vector<TfLiftCase> tf_lift_options(const TfPattern& p, const Region& domain);

}  // namespace cgp
