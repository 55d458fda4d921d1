#include "prover/fit_affine.h"

#include <flint/fmpq.h>
#include <flint/fmpz.h>

#include <algorithm>

namespace cgp {
namespace {

// An exact rational for the elimination: FLINT's fmpq keeps small numerators
// and denominators in a machine word, where the Boost rationals used before
// allocated on every operation (the fit's elimination ran on the heap; the
// results are the same exact numbers).
class Rat {
 public:
  Rat() { fmpq_init(q_); }
  explicit Rat(long n) {
    fmpq_init(q_);
    fmpq_set_si(q_, n, 1);
  }
  explicit Rat(const Dyadic& d) {  // num / 2^exp, already in lowest terms
    fmpq_init(q_);
    fmpz_set(fmpq_numref(q_), d.numerator());
    fmpz_one(fmpq_denref(q_));
    fmpz_mul_2exp(fmpq_denref(q_), fmpq_denref(q_), d.exponent());
  }
  Rat(const Rat& o) {
    fmpq_init(q_);
    fmpq_set(q_, o.q_);
  }
  Rat& operator=(const Rat& o) {
    fmpq_set(q_, o.q_);
    return *this;
  }
  ~Rat() { fmpq_clear(q_); }

  bool is_zero() const { return fmpq_is_zero(q_); }
  void sub_product(const Rat& f, const Rat& x) { fmpq_submul(q_, f.q_, x.q_); }  // this -= f * x
  void mul(const Rat& x) { fmpq_mul(q_, q_, x.q_); }
  Rat inverse() const {
    Rat out;
    fmpq_inv(out.q_, q_);
    return out;
  }
  // The value as a Dyadic, if the denominator is a power of two.
  std::optional<Dyadic> to_dyadic() const {
    const fmpz* den = fmpq_denref(q_);
    const auto exp = fmpz_val2(den);
    fmpz_t odd;
    fmpz_init(odd);
    fmpz_fdiv_q_2exp(odd, den, exp);
    const bool power_of_two = fmpz_is_one(odd);
    fmpz_clear(odd);
    if (!power_of_two) return std::nullopt;
    return Dyadic::from_fmpz(fmpq_numref(q_), exp);
  }

 private:
  fmpq_t q_;
};

// The span of the rows (1, x) of the points seen so far, in exact integer
// arithmetic: a point in the span adds no equation that the others do not
// determine, so its value is only checked against the solution, never
// eliminated (rational elimination is what fitting costs).
class PointSpan {
 public:
  explicit PointSpan(std::size_t n) : n_(n) {}

  // Adds the row (1, x) if it is independent of the rows added so far.
  // A cell whose points span less than every direction (a slice c == 0, a
  // diagonal) asks this of every one of its points, so the row is reduced in
  // a buffer, and divided by its gcd only once its entries grow large: the
  // steps are homogeneous, so whether it ends as zero, and the row stored,
  // are those of dividing at every step.
  bool add_if_independent(const std::vector<long>& x) {
    std::vector<__int128>& row = scratch_;
    row.assign(n_, 0);
    row[0] = 1;
    for (std::size_t i = 0; i + 1 < n_; ++i) row[i + 1] = x[i];
    for (std::size_t b = 0; b < rows_.size(); ++b) {
      const std::size_t c = pivots_[b];
      if (row[c] == 0) continue;
      const __int128 f = row[c], g = rows_[b][c];
      bool large = false;
      for (std::size_t m = 0; m < n_; ++m) {
        row[m] = g * row[m] - f * rows_[b][m];
        large = large || row[m] > kLarge || row[m] < -kLarge;
      }
      if (large) normalise(row);
    }
    std::size_t c = 0;
    while (c < n_ && row[c] == 0) ++c;
    if (c == n_) return false;
    normalise(row);
    rows_.push_back(row);
    pivots_.push_back(c);
    return true;
  }

 private:
  // Entries beyond this are divided down before the next step: one step
  // multiplies them by at most twice a stored entry, far below 2^127.
  static constexpr __int128 kLarge = __int128{1} << 40;

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
  std::vector<__int128> scratch_;
};

// How many coordinates take more than one value among the points.
std::size_t varying_coordinates(std::size_t count, const FitPointAt& point) {
  const std::vector<long> first = point(0);
  std::vector<char> varies(first.size(), 0);
  std::size_t found = 0;
  for (std::size_t j = 1; j < count && found < first.size(); ++j) {
    const std::vector<long>& x = point(j);
    for (std::size_t i = 0; i < first.size(); ++i)
      if (!varies[i] && x[i] != first[i]) varies[i] = 1, ++found;
  }
  return found;
}

}  // namespace

std::optional<std::vector<Affine>> fit_affine_columns(const std::vector<std::string>& params, std::size_t count,
                                                      const FitPointAt& point, std::size_t columns,
                                                      const FitValueAt& value) {
  const std::size_t n = params.size() + 1;  // column 0: constant; columns n..: the values
  // Rows one at a time against a reduced basis (pivot column -> row, each row
  // 1 at its pivot and 0 at the other pivots). Once every column has a pivot
  // the solution is determined and the other points are checked with cheap
  // dyadic evaluation instead of rational elimination. The pivots depend on
  // the points alone, so every value column rides along the same elimination:
  // each column's solution is the one a fit of that column alone finds.
  std::vector<std::vector<Rat>> basis;
  std::vector<std::size_t> pivot;
  PointSpan span(n);
  std::vector<std::size_t> dependent;  // checked once the solution is known
  // The most pivots the points can give: 1 and one per coordinate that
  // varies among them (a constant coordinate is a multiple of column 0). A
  // cell of the threshold grid pins every parameter below its threshold,
  // so its basis never filled and every point went through the span test
  // (a quarter of the guess of b = 6's six- and seven-parameter states, by
  // perf). Counted only once the basis is still short after 2n points, so a
  // fit that fails early pays for no pass over all the points. Once the
  // basis has that many rows no later point is independent, so the rows,
  // and the solution, are those of sending every point through the test.
  std::size_t reachable = n;
  std::size_t j = 0;
  for (; j < count && basis.size() < reachable; ++j) {
    if (j == 2 * n) reachable = std::max(basis.size(), 1 + varying_coordinates(count, point));
    const std::vector<long>& x = point(j);
    if (!span.add_if_independent(x)) {
      dependent.push_back(j);
      continue;
    }
    std::vector<Rat> row;
    row.reserve(n + columns);
    row.emplace_back(1);
    for (std::size_t i = 0; i + 1 < n; ++i) row.emplace_back(x[i]);
    for (std::size_t k = 0; k < columns; ++k) row.emplace_back(value(k, j));
    for (std::size_t b = 0; b < basis.size(); ++b) {
      if (row[pivot[b]].is_zero()) continue;
      const Rat f = row[pivot[b]];
      for (std::size_t m = 0; m < row.size(); ++m) row[m].sub_product(f, basis[b][m]);
    }
    std::size_t c = 0;
    while (c < n && row[c].is_zero()) ++c;  // c < n: the row is independent
    const Rat inv = row[c].inverse();
    for (auto& v : row) v.mul(inv);
    for (auto& b : basis) {
      if (b[c].is_zero()) continue;
      const Rat f = b[c];
      for (std::size_t m = 0; m < row.size(); ++m) b[m].sub_product(f, row[m]);
    }
    basis.push_back(std::move(row));
    pivot.push_back(c);
  }
  std::vector<Affine> out;
  for (std::size_t k = 0; k < columns; ++k) {
    // Free columns (no pivot) get coefficient 0: the simplest formula.
    std::vector<Rat> coef(n, Rat(0));
    for (std::size_t b = 0; b < basis.size(); ++b) coef[pivot[b]] = basis[b][n + k];
    auto c0 = coef[0].to_dyadic();
    if (!c0) return std::nullopt;
    Affine result(*c0);
    for (std::size_t i = 0; i + 1 < n; ++i) {
      if (coef[i + 1].is_zero()) continue;
      auto ci = coef[i + 1].to_dyadic();
      if (!ci) return std::nullopt;
      result += Affine::param(params[i], *ci);
    }
    for (std::size_t d : dependent)
      if (affine_eval(result, params, point(d)) != value(k, d)) return std::nullopt;
    for (std::size_t r = j; r < count; ++r)
      if (affine_eval(result, params, point(r)) != value(k, r)) return std::nullopt;
    out.push_back(std::move(result));
  }
  return out;
}

std::optional<Affine> fit_affine(const std::vector<std::string>& params,
                                 const std::vector<std::vector<long>>& points,
                                 const std::vector<Dyadic>& values) {
  const auto fit = fit_affine_columns(
      params, points.size(), [&](std::size_t j) -> const std::vector<long>& { return points[j]; }, 1,
      [&](std::size_t, std::size_t j) -> const Dyadic& { return values[j]; });
  if (!fit) return std::nullopt;
  return std::move(fit->front());
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

// A polynomial fit is an affine fit in the monomials: each monomial other
// than 1 becomes a parameter m1, m2, ... whose value at a point is the
// monomial's, so fit_affine (untouched, as fast as before) solves it.
std::optional<Polynomial> fit_polynomial(const std::vector<std::string>& params,
                                         const std::vector<std::vector<long>>& points,
                                         const std::vector<Dyadic>& values, unsigned degree) {
  const std::vector<Monomial> monomials = fit_monomials(params, degree);  // [0] is 1
  std::vector<std::string> names;
  for (std::size_t m = 1; m < monomials.size(); ++m) {
    names.push_back(std::to_string(m));
    names.back().insert(names.back().begin(), 'm');  // (not "m" + ...: a GCC 12 -Wrestrict false positive)
  }
  std::vector<std::vector<long>> lifted;
  for (const std::vector<long>& x : points) {
    std::vector<long> row;
    for (std::size_t m = 1; m < monomials.size(); ++m) {
      long v = 1;
      for (const auto& [name, k] : monomials[m]) {
        const auto i = static_cast<std::size_t>(std::find(params.begin(), params.end(), name) - params.begin());
        for (unsigned e = 0; e < k; ++e) v *= x[i];
      }
      row.push_back(v);
    }
    lifted.push_back(std::move(row));
  }
  const auto fit = fit_affine(names, lifted, values);
  if (!fit) return std::nullopt;
  Polynomial out(fit->constant());
  for (std::size_t m = 1; m < monomials.size(); ++m) {
    Polynomial term(fit->coefficient(names[m - 1]));
    for (const auto& [name, k] : monomials[m]) term = term * Polynomial::param(name, Dyadic(1), k);
    out += term;
  }
  return out;
}

}  // namespace cgp
