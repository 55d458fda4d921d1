// Factoring polynomials into integral factors over the integers (FLINT's
// fmpz_mpoly_factor), for sign decisions (poly_domain.h) and for printing a
// product as a product: (a-1)(b-1), not ab-a-b+1.
#pragma once

#include "symbolic/polynomial.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

// p = unit * prod(factor^power) with integer, primitive factors (p integral;
// unit an integer). Degree-0 p gives no factors. Throws UnsupportedNumber
// when FLINT fails (it does not for the sizes used here).
struct PolyFactors {
  Dyadic unit;
  std::vector<std::pair<Polynomial, unsigned>> factors;
};
PolyFactors poly_factor(const Polynomial& p);

// The text of p as an integer times affine factors, when p (degree >= 2) is
// one and not a plain monomial: `(a-1)(b-1)`, `2a(b+1)`, `-(a-b)^2`. Factors
// in parameter order; read back by poly_parse as p. The game printer also
// needs to know whether the unit is negative and whether the last factor
// carries a power, since up/star may follow only an unpowered last factor.
struct PolyProductText {
  std::string text;
  bool negative = false;
  unsigned last_power = 1;
};
std::optional<PolyProductText> poly_factored_text(const Polynomial& p);

}  // namespace cgp
