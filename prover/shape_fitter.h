// ShapeFitter: one affine function per slot of a shape, on groups of sample
// points, refining a group that does not fit (the guesser's step 3, guess.h).
#pragma once

#include "prover/describe_points.h"
#include "prover/game_shape.h"
#include "symbolic/affine.h"
#include "symbolic/game_store.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

using Points = std::vector<std::vector<long>>;

// One tabulated point.
struct Sample {
  GameId value;
  GameShape shape;
};

// A refinement part with fewer points than this is stated for those points
// only: one or two points say nothing about how a formula continues (and
// two of them need not even have a dyadic slope: 13/2 at a = 3, 39/4 at
// a = 6), so such a part is taken point by point rather than fitted.
constexpr std::size_t kMinExtrapolated = 3;

// A set of points of one shape with one affine function per slot.
struct Cell {
  std::vector<std::size_t> members;
  std::vector<Affine> slots;
};

// Thrown by a fitter whose work budget is spent: refinement searches grow
// exponentially with the number of parameters, and the guesser then moves on
// to another method rather than hang.
struct FitBudgetExceeded {};

class ShapeFitter {
 public:
  // Keeps references: the arguments must outlive the fitter.
  // `budget` bounds the total number of points fitted (FitBudgetExceeded).
  ShapeFitter(const std::vector<std::string>& params, const Points& points,
              const std::vector<Sample>& samples, std::size_t budget = SIZE_MAX)
      : params_(params), points_(points), samples_(samples), budget_(budget) {}

  // One affine per slot on all of `members`. `strict`: parameter coefficients
  // must be integers (the formulas of the literature are; a dyadic slope on a
  // few points is usually a coincidence that a split explains better).
  std::optional<Cell> fit(const std::vector<std::size_t>& members, bool strict) const;

  static bool integral_slopes(const Affine& a);

  bool agrees(const Cell& c, std::size_t i) const;

  // The fallback when no split of small depth works: candidate formulas come
  // from small stencils (a point and its neighbours at distance 1 or 2 along
  // each parameter); repeatedly take the candidate that agrees on most of the
  // remaining points. Regions for the resulting cells may be unions; the
  // extrapolation check catches coincidences.
  // With `shared_slopes`, every slope found so far is a candidate too, at
  // each remaining point with the constant that point gives: pieces of a
  // family often differ by a constant only (2d - a + 2, 2d - a + 1, 2d - a
  // either side of a boundary), and a stencil straddling a boundary fits
  // none of them.
  std::vector<Cell> peel(const std::vector<std::size_t>& members, bool shared_slopes = false) const;

  // Partitions of `members` to try when one affine per slot does not fit:
  // residues first (periodic behaviour), then thresholds, then diagonals
  // p - q <= k (tier Two). Tier Three gives instead only the three-term
  // diagonals p - q - s <= k (class A33: a boundary e - a - b == 0), tier
  // Weighted only 2p - q - s <= k and 2p - q <= k: last resorts for a group
  // that no other split fits.
  // Each partition is built when it is visited, and `visit` returning false
  // ends the walk. They are not collected: with eight parameters tier Three
  // has 168 forms of about 12 cuts each, and for a group of the 390,625
  // points of [1, 5]^8 (the one-frog slice b = 7's f128) those 2,000 copies
  // of its members are 6 GB at once, which no memory check sees coming.
  using Partition = std::vector<std::vector<std::size_t>>;
  void for_each_split(const std::vector<std::size_t>& members, DiagonalTier tier,
                      const std::function<bool(const Partition&)>& visit) const;

  // Cells covering `members`, refining at most `depth` times by splits.
  std::optional<std::vector<Cell>> cells(const std::vector<std::size_t>& members, int depth, bool strict,
                                         DiagonalTier tier = DiagonalTier::Two) const;

  // Integer slopes are preferred, but not at any price: a dyadic slope that
  // fits with two fewer cells wins (n/2 on even n beats one cell per point).
  std::optional<std::vector<Cell>> refined_cells(const std::vector<std::size_t>& members, int depth,
                                                 DiagonalTier tier = DiagonalTier::Two) const;
  // refined_cells, with peeling as the last resort.
  std::vector<Cell> cells(const std::vector<std::size_t>& members, int depth) const;

 private:
  // Where a part lies in the refinement search of one root group: for each
  // split taken from the root, its tier, its number in for_each_split's walk
  // and the part's number. The walk depends on the members alone, so a path
  // names the same members every time the root is searched again.
  using SearchPath = std::vector<std::uint32_t>;

  std::optional<std::vector<Cell>> cells_at(const std::vector<std::size_t>& members, int depth, bool strict,
                                            DiagonalTier tier, SearchPath& path) const;
  // fit, with the slots found at `path` kept for the rest of the search.
  std::optional<Cell> fit_at(const std::vector<std::size_t>& members, bool strict, const SearchPath& path) const;
  std::optional<std::vector<Affine>> fit_slots(const std::vector<std::size_t>& members) const;
  void charge(std::size_t points) const;
  void begin_search(const std::vector<std::size_t>& root) const;

  const std::vector<std::string>& params_;
  const Points& points_;
  const std::vector<Sample>& samples_;
  mutable std::size_t budget_;
  // The fits of the current root's search, by path. The same parts are
  // fitted again and again: strict and lax searches walk the same splits,
  // each depth of the iterative deepening walks those of the depths before
  // it, and the grid searches a group at depth 1, then 2. The budget is
  // charged for a kept fit as for a new one, so the searches (and where
  // they give up) are those of fitting every time.
  mutable std::vector<std::size_t> root_;
  mutable std::map<SearchPath, std::optional<std::vector<Affine>>> fits_;
};

}  // namespace cgp
