// Dead walls at the ends of a strip, symbolically (the pattern counterpart of
// games/toads_frogs/simplify.h's dead pieces, at the two ends only).
//
//  * X T^x F^y = X when x >= 2, y >= 1: the frogs' first can only jump a toad with a free square behind
//    it (a toad here), the last toad only a frog with a free square after it
//    (a frog or the end), so no piece of the wall ever moves and X's last
//    square stays the strip's end for X's pieces;
//  * mirrored: T^x F^y X = X when y >= 2, x >= 1.
// (X may end, resp. start, with pieces of the wall's kind too: the wall is
// then longer and those pieces are terminal with no blank beside them.)
// Whether x >= 2 depends on the region: tf_dead_wall_bound names the bound
// a caller must split the region on before the wall is decided.
#pragma once

#include "families/toads_frogs/normalise.h"
#include "symbolic/region.h"

#include <optional>

namespace cgp {

// tf_normalise, then dead walls removed at both ends where `region` decides
// them, then normalised again, until nothing changes.
TfNormalised tf_normalise_on(const TfPattern& p, const Region& region);

// A bound `length >= min` that the region must be split on (holds / fails)
// to decide a dead wall at an end of tf_normalise_on(p, region)'s pattern,
// or nullopt when every wall there is decided.
struct TfWallBound {
  Affine length;
  long min = 0;
};
std::optional<TfWallBound> tf_dead_wall_bound(const TfPattern& p, const Region& region);

}  // namespace cgp
