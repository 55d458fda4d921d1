// Describing a finite set of sample points by a Region, for the guesser.
//
// The guesser knows a group of parameter points only inside a box; to state a
// formula it needs a region that contains exactly those points of the box and
// extrapolates simply beyond it. The candidate language is small on purpose
// (DESIGN.md, "prefer the shortest description"):
//   atoms         p == k, p >= k, p <= k, p % m == r (m = 2, 3),
//                 p - q == k, p - q >= k, p - q <= k,
//                 (p + q) % 2 == r, (p + q + s) % 2 == r (parity of a sum:
//                 two shapes alternating with a + d + e, class A33),
//                 and only when no description without them exists,
//                 p - q - s == k, >= k, <= k (a boundary a - d - e >= 2 of
//                 class A33; tried only when no description without them
//                 exists, so that they never replace one in the smaller
//                 language), and after those, weighted diagonals
//                 2p - q - s and 2p - q (the boundary 2d - a - b >= 0 of
//                 _^a T _^b T F _^d, where a toad's run meets a frog's)
//   descriptions  a union of a few conjunctions of atoms.
// A conjunction is found greedily: among the atoms true on every point of the
// group (only the tightest ones), repeatedly take the one that excludes most
// of the remaining outside points, preferring per-parameter atoms over
// diagonals on ties. Atoms that exclude nothing are never taken, so box edges
// (p <= box) do not leak into the description. Unions come from splitting the
// group by one atom and describing both halves (a bounded recursion).
#pragma once

#include "symbolic/region.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct PointAtom {
  enum class Kind { Eq, Ge, Le, Mod, DiffEq, DiffGe, DiffLe, SumParity } kind;
  std::size_t p = 0, q = 0;  // parameter indices; q only for the Diff kinds
  long k = 0;                // the constant, or the residue for Mod and SumParity
  long m = 0;                // the modulus for Mod
  std::vector<std::size_t> sum = {};  // the parameters summed, for SumParity
  std::optional<std::size_t> s = {};  // a second parameter subtracted (p - q - s), Diff kinds only
  long wp = 1;                        // the coefficient of p, Diff kinds only (2p - q - s)

  bool holds(const std::vector<long>& x) const;
  long diagonal_at(const std::vector<long>& x) const;  // wp p - q - s, Diff kinds
  Region region(const std::vector<std::string>& params) const;
  bool diagonal() const { return kind >= Kind::DiffEq; }
};

using PointConjunction = std::vector<PointAtom>;  // empty: true

// Which diagonals a description or a split may use, each tier a last resort
// after the one before it.
enum class DiagonalTier { Two, Three, Weighted };

// The diagonal forms wp p - q [- s] of `tier` for n parameters, as DiffLe
// atoms with k == 0, in the one order both descriptions and splits use;
// with `with_lower_tiers`, those of the tiers before it too (p - q first).
std::vector<PointAtom> diagonal_forms(std::size_t n, DiagonalTier tier, bool with_lower_tiers);

// A union of conjunctions whose points among `all` are exactly those of
// `members` (indices into all), or nullopt. `max_splits` bounds the number of
// splits into unions (0: one conjunction only). Tries the tiers in order, up
// to `max_tier` (three-term diagonals need three parameters).
std::optional<std::vector<PointConjunction>> describe_points(
    const std::vector<std::vector<long>>& all, const std::vector<std::size_t>& members,
    int max_splits = 2, DiagonalTier max_tier = DiagonalTier::Three);

Region conjunctions_region(const std::vector<PointConjunction>& cs,
                           const std::vector<std::string>& params);

}  // namespace cgp
