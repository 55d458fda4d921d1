// Piecewise evaluation of games with polynomial leaves over a region: the
// canonical value, and the relation of two games, as disjoint pieces covering
// the region (as sym_eval.h, through PolynomialDomain). Signs of products are
// decided by splitting on the signs of their affine factors; a question that
// cannot be decided that way throws UndecidedSign (poly_domain.h).
#pragma once

#include "symbolic/poly_game.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"

#include <vector>

namespace cgp {

struct PolyPiece {
  Region where;
  PolyGame value;  // canonical at every point of `where`
};

// Throw UnsupportedNumber (UndecidedSign included) or PieceLimit.
std::vector<PolyPiece> poly_canonical(const PolyGame& g, const Region& where);
std::vector<RelationPiece> poly_compare(const PolyGame& g, const PolyGame& h, const Region& where);

}  // namespace cgp
