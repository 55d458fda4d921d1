// A CONJECTURE for a family's entry pattern, fitted on concrete values only:
// what `prove tf` and `check tf` report when the closure does not close, so
// that a researcher sees the pattern the data shows. Never a theorem.
//
// The fit: the positions of the pattern at every point of a box are valued by
// the concrete engine. Thresholds (every parameter >= t, t in 0..2, least sum
// first) and residue classes (period 1, then 2 in every parameter) split the
// points; on each class the values must be number-up-star values with one up
// and star part, whose number part is a polynomial of degree <= 2
// (fit_polynomial, exact, checked at every point of the class). The first
// threshold and period where every class fits wins; classes with the same
// value are merged. Quasi-polynomials such as (a-1)(b-1) on b even and
// (a-1)(b-1)* on b odd come out this way.
#pragma once

#include "families/toads_frogs/closure.h"
#include "symbolic/poly_game.h"
#include "symbolic/region.h"

#include <optional>
#include <vector>

namespace cgp {

struct TfConjecturePiece {
  Region where;
  PolyGame value;
};

struct TfConjecture {
  std::vector<TfConjecturePiece> pieces;  // disjoint; their union is where the fit holds
  long box = 0;                           // every parameter in [0, box]
  std::size_t points = 0;                 // concrete values it was fitted to (and checked at)
};

// nullopt when no threshold and period fit (or the box has too few points).
std::optional<TfConjecture> tf_conjecture_fit(const TfFamily& family, long box);

}  // namespace cgp
