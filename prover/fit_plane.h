// FitPlane: a plane of a fit box tabulated further than the box, for a
// state whose box cannot grow (GuessRequest::planes, guess.h).
//
// A state of seven parameters is fitted on [0, 6]^7 (823,543 points), and its
// box cannot grow in every direction. Some of its threshold cells are open
// in two parameters only (a >= 3, g >= 3, the others pinned small), and there
// the value changes along a diagonal with its parities: Erickson's first on
// b = 6 has at T^a _ T^b F T^c F T^d F T^e F T^f F T^g _ F a shape at g == a
// for odd a, another for even a, others at g == a + 1 and below the diagonal
// by the parity of g, all from a = 5 on. The box shows each of them on one
// or two points, so the grid states them point by point until it gives up
// (more than 500 such points). A plane holds the points with p and q in
// [0, reach] and every other parameter below the least value a threshold
// cell opens at (fit bound - 3), which are the points of exactly those
// cells: with reach 12 and the others in [0, 2], 13^2 * 3^5 - 7^2 * 3^5 =
// 29,160 points beyond the box, where growing the box to 12 along p and q
// would take 13^2 * 7^5 = 2.8 million.
#pragma once

#include "symbolic/region.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

struct FitPlane {
  std::size_t p = 0, q = 0;  // parameter indices, p < q
  long reach = 0;            // p and q range over [0, reach]
};

// Whether `x` lies in some plane of `planes` of the box with bounds `hi`
// (a plane's two parameters in [0, reach], every other r in [0, hi[r] - 4]).
bool fit_planes_contain(const std::vector<FitPlane>& planes, const std::vector<long>& hi, const RegionPoint& x);

// The points of `domain` (aligned to the box's parameters) in the planes but
// outside the box `hi`, each once, in the order of the planes.
std::vector<RegionPoint> fit_planes_points(const Region& domain, const std::vector<FitPlane>& planes,
                                           const std::vector<long>& hi);

// "a,g and b,g to 12" (params names the indices), or empty.
std::string fit_planes_to_string(const std::vector<FitPlane>& planes, const std::vector<std::string>& params);

// Counts the points a threshold grid states one by one, by the pair of
// parameters their cell is open in (cells open in one, or in three or more,
// are not counted: a plane does not reach them).
class FitPlaneTally {
 public:
  explicit FitPlaneTally(std::size_t params) : n_(params), counts_(params * params, 0) {}

  // `cls` is the cell (coordinates capped at the thresholds `k`); `points`
  // of it are stated one by one.
  void add(const std::vector<long>& cls, const std::vector<long>& k, std::size_t points);

  // The pairs holding at least `share` of the points counted, most first,
  // at most `most` of them.
  std::vector<std::pair<std::size_t, std::size_t>> crowded(double share, std::size_t most) const;

 private:
  std::size_t n_;
  std::vector<std::size_t> counts_;  // counts_[p * n + q], p < q
  std::size_t total_ = 0;
};

}  // namespace cgp
