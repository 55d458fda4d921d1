// GridBox: a box of the guesser's threshold grid (guess.cpp, method 2), and
// merging a formula's cells into few boxes before isl sees them.
//
// A grid in six parameters has up to 4^6 cells. The union of a formula's
// cells, handed to isl cell by cell, is coalesced by pairwise tests whose
// cost grows with the square of the disjuncts (minutes for a few thousand).
// Merging neighbouring cells here first is linear work on integers and
// leaves isl a few dozen boxes.
#pragma once

#include "symbolic/region.h"

#include <string>
#include <vector>

namespace cgp {

// No upper bound (p >= lo).
constexpr long kGridBoxUnbounded = -1;

// The points with lo[p] <= p <= hi[p] for every parameter p (hi[p] may be
// kGridBoxUnbounded).
struct GridBox {
  std::vector<long> lo, hi;
};

// The cell of a threshold grid with thresholds k holding the point whose
// coordinates, each capped at its threshold, are `cls` (cls[p] == k[p]
// stands for p >= k[p]).
GridBox grid_box_of_cell(const std::vector<long>& cls, const std::vector<long>& k);

// The same set of points as the union of `boxes` (pairwise disjoint), as
// fewer boxes, again pairwise disjoint: two boxes equal in every parameter
// but one and adjacent in that one become one box, until no two are.
std::vector<GridBox> grid_boxes_merge(std::vector<GridBox> boxes);

// The box as a region over `params` (aligned to lo and hi).
Region grid_box_region(const GridBox& box, const std::vector<std::string>& params);

}  // namespace cgp
