#include "symbolic/poly_domain.h"

#include <algorithm>
#include <stdexcept>

namespace cgp {

namespace {

constexpr unsigned kNeg = 1, kZero = 2, kPos = 4;
constexpr long kSmallShifts = 4;

unsigned sign_bit(int s) { return s < 0 ? kNeg : s == 0 ? kZero : kPos; }

// x = unit * prod(factor^power) + shift with affine integral factors.
struct ShiftedProduct {
  Dyadic unit;
  std::vector<std::pair<Affine, unsigned>> factors;
  Dyadic shift;
};

// p - shift as a product of affine factors, if it is one (p integral).
std::optional<ShiftedProduct> shifted_product(const Polynomial& p, const Dyadic& shift) {
  const PolyFactors f = poly_factor(p - Polynomial(shift));
  ShiftedProduct out{f.unit, {}, shift};
  for (const auto& [factor, power] : f.factors) {
    if (factor.degree() != 1) return std::nullopt;
    out.factors.emplace_back(*factor.as_affine(), power);
  }
  return out;
}

// A quadratic x in one or two parameters is, times a positive integer m, a
// degenerate conic plus a constant: m x = (m x - shift) + shift with m x - shift
// a product of two affine factors when that product is rational (when it is
// not, factoring says so and the caller refuses). For
// x = A a^2 + B ab + C b^2 + D a + E b + F the conic is degenerate when its
// determinant vanishes, which is linear in F: F* = (AE^2 - BDE + CD^2) / k
// with k = 4AC - B^2 != 0; m = |k|. In one parameter, 4A x = (2Aa + D)^2 +
// 4AF - D^2; m = 4|A|.
std::optional<ShiftedProduct> quadratic_product(const Polynomial& x) {
  const std::vector<std::string> ps = x.params();
  if (x.degree() != 2 || ps.empty() || ps.size() > 2) return std::nullopt;
  const std::string a = ps[0], b = ps.size() > 1 ? ps[1] : std::string();
  Dyadic A, B, C, D, E;
  const Dyadic F = x.constant();
  for (const auto& [mono, c] : x.terms()) {
    if (mono == Monomial{{a, 2u}}) A = c;
    else if (mono == Monomial{{a, 1u}, {b, 1u}}) B = c;
    else if (mono == Monomial{{b, 2u}}) C = c;
    else if (mono == Monomial{{a, 1u}}) D = c;
    else if (mono == Monomial{{b, 1u}}) E = c;
  }
  const auto mul = [](const Dyadic& u, const Dyadic& v) { return dyadic_mul(u, v); };
  Dyadic m, shift;
  const Dyadic k = mul(Dyadic(4), mul(A, C)) - mul(B, B);
  if (!k.is_zero()) {
    const Dyadic num = mul(A, mul(E, E)) - mul(B, mul(D, E)) + mul(C, mul(D, D));
    m = k.sign() < 0 ? -k : k;
    shift = mul(m, F) - (k.sign() < 0 ? -num : num);  // m F - m F*
  } else if (b.empty()) {
    m = mul(Dyadic(4), A.sign() < 0 ? -A : A);
    const Dyadic r = mul(Dyadic(4), mul(A, F)) - mul(D, D);
    shift = A.sign() < 0 ? -r : r;
  } else {
    return std::nullopt;
  }
  return shifted_product(x * Polynomial(m), shift);
}

}  // namespace

bool PolynomialDomain::nonneg(const Polynomial& given) {
  if (given.is_constant()) return given.constant().sign() >= 0;
  if (auto it = nonneg_.find(given); it != nonneg_.end()) return it->second;
  // Parameters the region fixes are constants (a product with a == 2 is affine).
  if (!pinned_) pinned_ = region_pinned_params(where_);
  const Polynomial x = pinned_->empty() ? given : poly_substitute(given, *pinned_);
  bool answer = false;
  if (x.is_constant()) {
    answer = x.constant().sign() >= 0;
  } else if (auto affine = x.as_affine()) {
    // One question, as SymbolicDomain asks it (no split off x == 0).
    const RegionSplit ge = region_split_sign(where_, *affine);
    if (ge.answer == RegionAnswer::some) throw SplitNeeded{*affine};
    answer = ge.answer == RegionAnswer::all;
  } else if (const unsigned s = coefficient_signs(x); (s & kNeg) == 0 || s == kNeg) {
    answer = s != kNeg;  // decided only when x >= 0 everywhere or x < 0 everywhere
  } else {
    const Polynomial integral = poly_clear_denominators(x).first;
    auto shifted = shifted_product(integral, Dyadic(0));
    if (!shifted) shifted = shifted_product(integral, integral.constant());
    // The engine asks about a value plus a small integer (x+1 >= 0 in {x|}):
    // try small shifts before the general quadratic one.
    for (long t = 1; t <= kSmallShifts && !shifted; ++t)
      if (!(shifted = shifted_product(integral, Dyadic(t)))) shifted = shifted_product(integral, Dyadic(-t));
    if (!shifted) shifted = quadratic_product(integral);
    if (!shifted)
      throw UndecidedSign("the sign of " + poly_to_string(x) + " on " + region_to_string(where_) +
                          " (neither a product of affine factors nor one plus a constant)");
    answer = shifted_nonneg(shifted->unit, shifted->factors, shifted->shift);
  }
  nonneg_.emplace(given, answer);
  return answer;
}

// unit * prod(f^e) + shift >= 0 with every f of fixed sign (split until it is).
// |f| is bounded below by raising the bound one step at a time (splitting
// where it varies) until the product's magnitude settles the sum's sign, or
// f is pinned to one value and folds into the unit.
bool PolynomialDomain::shifted_nonneg(Dyadic unit, std::vector<std::pair<Affine, unsigned>> factors,
                                      const Dyadic& shift) {
  std::vector<Affine> magnitude;  // s * f, positive on the region
  for (const auto& [f, e] : factors) {
    const unsigned s = affine_signs(f);
    if (s == kZero) return shift.sign() >= 0;
    magnitude.push_back(s == kNeg ? -f : f);
    if (s == kNeg && e % 2 == 1) unit = -unit;
  }
  std::vector<long> bound(factors.size(), 1);  // |f| >= bound (integral f, f != 0)
  for (;;) {
    Dyadic least = unit.sign() < 0 ? -unit : unit;  // |product| >= least
    bool pinned_all = true;
    for (std::size_t i = 0; i < factors.size(); ++i) {
      if (magnitude[i].is_constant()) continue;
      pinned_all = false;
      for (unsigned e = 0; e < factors[i].second; ++e) least = dyadic_mul(least, Dyadic(bound[i]));
    }
    if (pinned_all) return (unit + shift).sign() >= 0;
    if (unit.sign() > 0 && (least + shift).sign() >= 0) return true;
    if (unit.sign() < 0 && (shift - least).sign() < 0) return false;
    // Raise the bound of the first factor that is not pinned.
    std::size_t i = 0;
    while (magnitude[i].is_constant()) ++i;
    const Affine above = magnitude[i] - Affine(bound[i] + 1);
    const RegionSplit ge = region_split_sign(where_, above);
    if (ge.answer == RegionAnswer::some) throw SplitNeeded{above};
    if (ge.answer == RegionAnswer::all) {
      ++bound[i];
      continue;
    }
    // |f| == bound here: the factor is a constant.
    Dyadic v(1);
    for (unsigned e = 0; e < factors[i].second; ++e) v = dyadic_mul(v, Dyadic(bound[i]));
    unit = dyadic_mul(unit, v);
    magnitude[i] = Affine(bound[i]);
  }
}

unsigned PolynomialDomain::affine_signs(const Affine& f) {
  const RegionSplit ge = region_split_sign(where_, f);
  if (ge.answer == RegionAnswer::some) throw SplitNeeded{f};
  if (ge.answer == RegionAnswer::none) return kNeg;
  const RegionSplit le = region_split_sign(where_, -f);
  if (le.answer == RegionAnswer::some) throw SplitNeeded{-f};
  return le.answer == RegionAnswer::all ? kZero : kPos;
}

// Where every parameter is >= 0, a sum of monomials whose coefficients share
// one sign has that sign (and may be 0 only without a constant term of it).
unsigned PolynomialDomain::coefficient_signs(const Polynomial& f) {
  const unsigned any = kNeg | kZero | kPos;
  unsigned term_signs = 0;
  for (const auto& [m, c] : f.terms())
    if (!m.empty()) term_signs |= sign_bit(c.sign());
  if (term_signs != kNeg && term_signs != kPos) return any;
  const int constant = f.constant().sign();
  if (constant != 0 && sign_bit(constant) != term_signs) return any;
  for (const std::string& p : f.params())
    if (region_split_sign(where_, Affine::param(p)).answer != RegionAnswer::all) return any;
  return constant == 0 ? term_signs | kZero : term_signs;
}

Dyadic PolynomialDomain::fractional_constant(const Polynomial& x) {
  const Polynomial part = x - Polynomial(x.constant());
  const auto [scaled, k] = poly_clear_denominators(part);
  if (k == 0) return x.constant();
  if (k >= 10)
    throw UnsupportedNumber("the number " + poly_to_string(x) + " needs residues modulo 2^" + std::to_string(k) +
                            ", beyond the region language's moduli");
  const long modulus = 1L << k;
  const std::optional<RegionPoint> sample = region_sample(where_);
  if (!sample) return x.constant();  // empty region: any answer holds
  const ParamValues at = region_point_values(where_, *sample);
  ParamValues residues;
  for (const std::string& p : part.params()) {
    const long r = ((at.at(p) % modulus) + modulus) % modulus;
    const Region fixed = region_from_residue(Affine::param(p), modulus, CmpOp::eq, r, where_.params());
    if (!region_is_subset(where_, fixed)) throw SplitNeeded{Affine::param(p), modulus};
    residues[p] = r;
  }
  // part(x) - part(r) is an integer at every point here (see the top of the header).
  const Dyadic v = poly_eval(part, residues);
  return v - v.floor() + x.constant();
}

}  // namespace cgp
