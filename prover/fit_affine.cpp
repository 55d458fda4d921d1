#include "prover/fit_affine.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <flint/fmpz.h>

namespace cgp {
namespace {

using Rat = boost::multiprecision::cpp_rational;
using Int = boost::multiprecision::cpp_int;

// Dyadic -> rational through the decimal numerator (values may be large).
Rat to_rat(const Dyadic& d) {
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

}  // namespace

std::optional<Affine> fit_affine(const std::vector<std::string>& params,
                                 const std::vector<std::vector<long>>& points,
                                 const std::vector<Dyadic>& values) {
  const std::size_t n = params.size() + 1;  // column 0: constant; column n: value
  // Rows one at a time against a reduced basis (pivot column -> row, each row
  // 1 at its pivot and 0 at the other pivots). Once every column has a pivot
  // the solution is determined and the other points are checked with cheap
  // dyadic evaluation instead of rational elimination.
  std::vector<std::vector<Rat>> basis;
  std::vector<std::size_t> pivot;
  std::size_t j = 0;
  for (; j < points.size() && basis.size() < n; ++j) {
    std::vector<Rat> row(n + 1);
    row[0] = 1;
    for (std::size_t i = 0; i + 1 < n; ++i) row[i + 1] = points[j][i];
    row[n] = to_rat(values[j]);
    for (std::size_t b = 0; b < basis.size(); ++b) {
      if (row[pivot[b]] == 0) continue;
      const Rat f = row[pivot[b]];
      for (std::size_t m = 0; m <= n; ++m) row[m] -= f * basis[b][m];
    }
    std::size_t c = 0;
    while (c < n && row[c] == 0) ++c;
    if (c == n) {
      if (row[n] != 0) return std::nullopt;  // inconsistent with earlier points
      continue;
    }
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
  // Free columns (no pivot) get coefficient 0: the simplest formula.
  std::vector<Rat> coef(n, Rat(0));
  for (std::size_t b = 0; b < basis.size(); ++b) coef[pivot[b]] = basis[b][n];
  auto c0 = to_dyadic(coef[0]);
  if (!c0) return std::nullopt;
  Affine result(*c0);
  for (std::size_t i = 0; i + 1 < n; ++i) {
    if (coef[i + 1] == 0) continue;
    auto ci = to_dyadic(coef[i + 1]);
    if (!ci) return std::nullopt;
    result += Affine::param(params[i], *ci);
  }
  for (; j < points.size(); ++j)
    if (affine_eval(result, params, points[j]) != values[j]) return std::nullopt;
  return result;
}

}  // namespace cgp
