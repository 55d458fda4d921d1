// PolynomialDomain: the number domain of CanonEngine for polynomial leaves
// ((a-1)(b-1), ab/2). Trusted by the kernel where a polynomial claim is
// compared with a proved family, so it is kept small and every answer is exact.
//
// Signs. "Is x >= 0 on the region?" Parameters the region pins are
// substituted first (a == 2 makes a product affine); an affine x is asked of
// the region as SymbolicDomain does. Otherwise x (times a positive power of
// two, which keeps its sign) is written as
//     x = unit * f1^e1 * ... * fn^en + shift
// with integral affine factors fi: by factoring x (FLINT's fmpz_mpoly_factor,
// shift 0), or x minus its constant term, or x minus a small integer
// (+-1..4: the engine asks about x+1 when it builds {x|}), or, for a quadratic in one or two
// parameters, the shift that makes it a degenerate conic (k ab + m a + n b + d
// is, times k, (k a + n)(k b + m) + (k d - m n)), when that conic splits over
// the rationals. Each factor's sign is
// settled by the region (SplitNeeded{f} or {-f} where it varies, so the caller
// splits); with shift 0 the product's sign follows. With a shift, |fi| >= 1
// (integral and nonzero) bounds |product| from below; the bound of one factor
// at a time is raised (splitting on |fi| >= k+1) until the magnitude settles
// the sign, or the factor is pinned to its bound and becomes a constant.
// This terminates: the bound grows until it passes |shift|. Before all this,
// a polynomial whose coefficients share one sign on a region where its
// parameters are >= 0 has that sign. Anything else (ab-c, a^2+b^2-5) is
// UndecidedSign, never guessed.
//
// Fractional parts (floor, is_integer, exponent): a polynomial P/2^k with P
// integral has P(x) mod 2^k fixed by x mod 2^k, so the region is split on the
// residue of each parameter modulo 2^k (ab/2 is an integer exactly where a or
// b is even).
#pragma once

#include "symbolic/number_domain.h"
#include "symbolic/poly_factor.h"
#include "symbolic/polynomial.h"
#include "symbolic/region.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cgp {

// A sign question on a polynomial that splitting on affine factors cannot settle.
struct UndecidedSign : UnsupportedNumber {
  using UnsupportedNumber::UnsupportedNumber;
};


class PolynomialDomain {
 public:
  using Num = Polynomial;
  explicit PolynomialDomain(Region where) : where_(std::move(where)) {}

  const Region& where() const { return where_; }

  bool nonneg(const Polynomial& x);
  static Polynomial from_long(long n) { return Polynomial(n); }
  static Polynomial half(const Polynomial& x) { return x * Polynomial(Dyadic(1).half()); }
  Polynomial floor(const Polynomial& x) {
    const Dyadic c = fractional_constant(x);
    return x - Polynomial(c) + Polynomial(c.floor());
  }
  bool is_integer(const Polynomial& x) { return fractional_constant(x).is_integer(); }
  unsigned long exponent(const Polynomial& x) { return fractional_constant(x).exponent(); }

 private:
  // The signs a value takes on the region, as a set: bit 0 negative, 1 zero, 2 positive.
  using SignSet = unsigned;
  SignSet affine_signs(const Affine& f);         // one sign; throws SplitNeeded where it varies
  SignSet coefficient_signs(const Polynomial& f);  // all signs when not decided
  bool shifted_nonneg(Dyadic unit, std::vector<std::pair<Affine, unsigned>> factors, const Dyadic& shift);
  Dyadic fractional_constant(const Polynomial& x);
  Region where_;
  std::optional<std::map<std::string, Affine>> pinned_;
  std::unordered_map<Polynomial, bool, PolynomialHash> nonneg_;
};

}  // namespace cgp
