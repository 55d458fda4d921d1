#include "prover/fit_affine.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <flint/fmpz.h>

#include <algorithm>

namespace cgp {
namespace {

using Rat = boost::multiprecision::cpp_rational;
using Int = boost::multiprecision::cpp_int;

// Dyadic -> rational through the decimal numerator (values may be large).
Rat to_rat(const Dyadic& d) {
  if (fmpz_fits_si(d.numerator())) return Rat(Int(fmpz_get_si(d.numerator())), Int(1) << d.exponent());
  char* s = fmpz_get_str(nullptr, 10, d.numerator());
  Int num(s);
  flint_free(s);
  return Rat(num, Int(1) << d.exponent());
}

// Rational -> Dyadic, if the denominator is a power of two.
std::optional<Dyadic> to_dyadic(const Rat& r) {
  Int den = boost::multiprecision::denominator(r);
  unsigned long exp = 0;
  while (den > 1) {
    if ((den & 1) != 0) return std::nullopt;
    den >>= 1;
    ++exp;
  }
  auto d = Dyadic::from_string(boost::multiprecision::numerator(r).str());
  if (!d) return std::nullopt;
  for (unsigned long i = 0; i < exp; ++i) *d = d->half();
  return d;
}

// The span of the rows (1, x) of the points seen so far, in exact integer
// arithmetic: a point in the span adds no equation that the others do not
// determine, so its value is only checked against the solution, never
// eliminated (rational elimination is what fitting costs).
class PointSpan {
 public:
  explicit PointSpan(std::size_t n) : n_(n) {}

  // Adds the row if it is independent of the rows added so far.
  bool add_if_independent(const std::vector<long>& features) {
    std::vector<__int128> row(features.begin(), features.end());
    for (std::size_t b = 0; b < rows_.size(); ++b) {
      const std::size_t c = pivots_[b];
      if (row[c] == 0) continue;
      const __int128 f = row[c], g = rows_[b][c];
      for (std::size_t m = 0; m < n_; ++m) row[m] = g * row[m] - f * rows_[b][m];
      normalise(row);
    }
    std::size_t c = 0;
    while (c < n_ && row[c] == 0) ++c;
    if (c == n_) return false;
    rows_.push_back(std::move(row));
    pivots_.push_back(c);
    return true;
  }

 private:
  static void normalise(std::vector<__int128>& row) {
    __int128 g = 0;
    for (__int128 v : row) {
      for (__int128 a = v < 0 ? -v : v; a != 0;) {
        const __int128 r = g % a;
        g = a;
        a = r;
      }
    }
    if (g > 1)
      for (__int128& v : row) v /= g;
  }

  std::size_t n_;
  std::vector<std::vector<__int128>> rows_;
  std::vector<std::size_t> pivots_;
};

// The exact solution of sum_m coef[m] * row_j[m] == values[j] over the
// points' feature rows (row(j) gives point j's, of length n), or nullopt.
// Rows one at a time against a reduced basis (pivot column -> row, each row
// 1 at its pivot and 0 at the other pivots). Once every column has a pivot
// the solution is determined and the other points are left to `holds`, the
// caller's cheap dyadic check (the points in `dependent`, then those from
// the index it is given on), instead of rational elimination. Free columns
// (no pivot) get coefficient 0: the simplest formula.
template <class RowOf, class Holds>
std::optional<std::vector<Rat>> solve_exact(std::size_t n, std::size_t count, RowOf row_of,
                                            const std::vector<Dyadic>& values, Holds holds) {
  std::vector<std::vector<Rat>> basis;
  std::vector<std::size_t> pivot;
  PointSpan span(n);
  std::vector<std::size_t> dependent;  // checked once the solution is known
  std::size_t j = 0;
  for (; j < count && basis.size() < n; ++j) {
    const std::vector<long>& features = row_of(j);
    if (!span.add_if_independent(features)) {
      dependent.push_back(j);
      continue;
    }
    std::vector<Rat> row(n + 1);
    for (std::size_t m = 0; m < n; ++m) row[m] = features[m];
    row[n] = to_rat(values[j]);
    for (std::size_t b = 0; b < basis.size(); ++b) {
      if (row[pivot[b]] == 0) continue;
      const Rat f = row[pivot[b]];
      for (std::size_t m = 0; m <= n; ++m) row[m] -= f * basis[b][m];
    }
    std::size_t c = 0;
    while (c < n && row[c] == 0) ++c;  // c < n: the row is independent
    const Rat inv = 1 / row[c];
    for (auto& x : row) x *= inv;
    for (auto& b : basis) {
      if (b[c] == 0) continue;
      const Rat f = b[c];
      for (std::size_t m = 0; m <= n; ++m) b[m] -= f * row[m];
    }
    basis.push_back(std::move(row));
    pivot.push_back(c);
  }
  std::vector<Rat> coef(n, Rat(0));
  for (std::size_t b = 0; b < basis.size(); ++b) coef[pivot[b]] = basis[b][n];
  if (!holds(coef, dependent, j)) return std::nullopt;
  return coef;
}

}  // namespace

std::optional<Affine> fit_affine(const std::vector<std::string>& params,
                                 const std::vector<std::vector<long>>& points,
                                 const std::vector<Dyadic>& values) {
  const std::size_t n = params.size() + 1;  // column 0: constant
  std::vector<long> row(n);
  const auto row_of = [&](std::size_t j) -> const std::vector<long>& {
    row[0] = 1;
    for (std::size_t i = 0; i + 1 < n; ++i) row[i + 1] = points[j][i];
    return row;
  };
  std::optional<Affine> result;
  const auto holds = [&](const std::vector<Rat>& coef, const std::vector<std::size_t>& rest, std::size_t from) {
    auto c0 = to_dyadic(coef[0]);
    if (!c0) return false;
    Affine e(*c0);
    for (std::size_t i = 0; i + 1 < n; ++i) {
      if (coef[i + 1] == 0) continue;
      auto ci = to_dyadic(coef[i + 1]);
      if (!ci) return false;
      e += Affine::param(params[i], *ci);
    }
    for (std::size_t d : rest)
      if (affine_eval(e, params, points[d]) != values[d]) return false;
    for (std::size_t d = from; d < points.size(); ++d)
      if (affine_eval(e, params, points[d]) != values[d]) return false;
    result = std::move(e);
    return true;
  };
  if (!solve_exact(n, points.size(), row_of, values, holds)) return std::nullopt;
  return result;
}

std::vector<Monomial> fit_monomials(const std::vector<std::string>& params, unsigned degree) {
  std::vector<Monomial> out{Monomial{}};
  for (unsigned d = 1; d <= degree; ++d) {
    std::vector<Monomial> next;
    for (const Monomial& m : out) {
      if (monomial_degree(m) != d - 1) continue;
      // extend by a parameter not before m's last one, so each monomial appears once
      for (std::size_t i = 0; i < params.size(); ++i) {
        if (!m.empty() && param_less(params[i], m.back().first)) continue;
        Monomial e = m;
        if (!e.empty() && e.back().first == params[i])
          ++e.back().second;
        else
          e.emplace_back(params[i], 1u);
        next.push_back(std::move(e));
      }
    }
    out.insert(out.end(), next.begin(), next.end());
  }
  return out;
}

std::optional<Polynomial> fit_polynomial(const std::vector<std::string>& params,
                                         const std::vector<std::vector<long>>& points,
                                         const std::vector<Dyadic>& values, unsigned degree) {
  const std::vector<Monomial> monomials = fit_monomials(params, degree);
  const std::size_t n = monomials.size();
  const auto row_of = [&](std::size_t j) {
    std::vector<long> row(n, 1);
    for (std::size_t m = 0; m < n; ++m)
      for (const auto& [name, k] : monomials[m]) {
        const std::size_t i = static_cast<std::size_t>(std::find(params.begin(), params.end(), name) - params.begin());
        for (unsigned e = 0; e < k; ++e) row[m] *= points[j][i];
      }
    return row;
  };
  std::optional<Polynomial> result;
  const auto holds = [&](const std::vector<Rat>& coef, std::vector<std::size_t> rest, std::size_t from) {
    for (std::size_t d = from; d < points.size(); ++d) rest.push_back(d);
    Polynomial p;
    for (std::size_t m = 0; m < n; ++m) {
      if (coef[m] == 0) continue;
      auto c = to_dyadic(coef[m]);
      if (!c) return false;
      Polynomial term(*c);
      for (const auto& [name, k] : monomials[m]) term = term * Polynomial::param(name, Dyadic(1), k);
      p += term;
    }
    for (std::size_t d : rest) {
      ParamValues at;
      for (std::size_t i = 0; i < params.size(); ++i) at[params[i]] = points[d][i];
      if (poly_eval(p, at) != values[d]) return false;
    }
    result = std::move(p);
    return true;
  };
  if (!solve_exact(n, points.size(), row_of, values, holds)) return std::nullopt;
  return result;
}

}  // namespace cgp
