// Value-preserving normalisation of patterns: the symbolic counterpart of
// games/toads_frogs/simplify.h, kept to the rules whose offset stays affine.
//
//  * merge neighbours with one symbol, drop blocks of constant length 0;
//  * Terminal Toads (Erickson): X T^x _^y = X _^y + x*y, where T^x is the last
//    piece block; with y = 0 these are dead toads at the right end (offset 0);
//  * the mirror: _^y F^x X = _^y X - x*y (dead frogs at the left end when y = 0);
//  * repeated, so a strip with no frogs or no toads becomes the empty pattern
//    and its integer value is the offset.
// Not done (yet): splitting into independent sums at jammed walls such as
// `TTFF`; such patterns simply stay whole.
// x*y must be affine: one of x, y constant. Otherwise TfUnsupported.
#pragma once

#include "families/state_system.h"
#include "games/toads_frogs/pattern.h"

#include <stdexcept>

namespace cgp {

struct TfUnsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct TfNormalised {
  TfPattern pattern;  // empty when the value is just `offset`
  Affine offset;
  // What normalisation stripped, as the certificate the kernel checks: the
  // blank and frog blocks before the first toad block (up to the last frog
  // there), the toad and blank blocks after the last frog block (from the
  // first toad there); `pattern` is the rest with the stripped blanks at its ends.
  TfStrip strip;
  // Dead walls removed after the strip (families/toads_frogs/dead_walls.h).
  std::vector<TfWallStep> walls;
};

// value(p at any point) == value(pattern at that point) + offset(point).
TfNormalised tf_normalise(const TfPattern& p);

}  // namespace cgp
