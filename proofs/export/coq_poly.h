// Coq terms for claims whose number leaves are polynomials in the
// parameters (PolyGame: `(a-1)(b-1)*` is `nstar (int ((a - 1) * (b - 1)))`),
// so that a script states a polynomial claim as typed, products and all.
// The library's values are games built from Z arithmetic (CGProve.Numbers),
// so a product is just Z.mul: nothing new is trusted.
#pragma once

#include "proofs/export/coq_expr.h"
#include "symbolic/poly_game.h"
#include "symbolic/polynomial.h"

#include <string>

namespace cgp {

// p as a Z term over vars: a product of affine factors as their product
// (`(a - 1) * (b - 1)`, powers written out as repeated factors, since lia
// reads a product with a constant but not Z.pow), anything else as its
// monomials (`a * b - a + 2`). p must have integer coefficients; a
// denominator throws CoqExportError (coq_terms.h).
std::string coq_poly_z(const Polynomial& p, const CoqVars& vars);

// The game as a term: number leaves `int (N)`, x* as `nstar (int (N))`, and
// option nodes `Game [..] [..]`. Other up and star leaves, sums and
// negations throw CoqExportError: a claim is written as typed, and these
// would need its canonical options.
std::string coq_poly_game(const PolyGame& g, const CoqVars& vars);

}  // namespace cgp
