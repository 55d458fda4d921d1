// RegionRows: one isl basic set as integer rows, so that its points in a box
// are listed by counting rather than by isl's point scan.
//
// isl scans a set with a tableau and takes microseconds per point; the
// guess's extrapolation checks list the points of hundreds of pieces per
// state, and for the six- and seven-parameter states of Erickson's first on
// b = 6 that scan was a quarter of the guess (perf). Boxes were already
// counted (region_points.cpp); these rows count diagonals and residues too.
// Internal to symbolic/: the region layer's enumeration, not an API.
#pragma once

#include "symbolic/region.h"

#include <isl/set.h>

#include <functional>
#include <optional>
#include <vector>

namespace cgp {

// Integer division rounded towards minus and plus infinity (den != 0).
long region_rows_floor_div(long num, long den);
long region_rows_ceil_div(long num, long den);

struct RegionRows {
  // A constraint coef . (x, q) + constant >= 0 (== 0 for an equality) over
  // the n coordinates x and the locals q.
  struct Row {
    std::vector<long> coef;
    long constant = 0;
    bool equality = false;
  };
  // A local q_k = floor((coef . (x, q) + constant) / denominator), where
  // coef mentions only the locals before q_k.
  struct Local {
    std::vector<long> coef;
    long constant = 0;
    long denominator = 1;
  };
  std::size_t n = 0;
  std::vector<Row> rows;
  std::vector<Local> locals;
};

// The rows of `bset` (__isl_keep), or nullopt when isl must scan it: a local
// without a known definition, a parameter dimension, or a coefficient beyond
// kRegionRowsMaxCoef (the counting is in longs).
constexpr long kRegionRowsMaxCoef = 1'000'000;
std::optional<RegionRows> region_rows_of(isl_basic_set* bset);

// Whether `rows` hold at x, its locals evaluated there into q (resized);
// with only_with_locals, only the rows that mention a local are checked.
bool region_rows_hold(const RegionRows& rows, const RegionPoint& x, std::vector<long>& q, bool only_with_locals = false);

// Appends to `out` the points x of `rows` with lo <= x <= hi and coordinate
// sum at most max_sum that `keep` accepts, in ascending lexicographic order.
// Each coordinate's range is narrowed by the rows without locals, with the
// coordinates before it fixed and those after it anywhere in their box, so
// the walk visits few points outside the set; rows with locals are checked
// at each point. Returns false, appending nothing, when a bound lies beyond
// kRegionRowsMaxCoef in absolute value (isl must scan then).
bool region_rows_points(const RegionRows& rows, const std::vector<long>& lo, const std::vector<long>& hi,
                        long max_sum, const std::function<bool(const RegionPoint&)>& keep,
                        std::vector<RegionPoint>& out);

}  // namespace cgp
