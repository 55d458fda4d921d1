#include "symbolic/region_rows.h"

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/val.h>

#include <algorithm>
#include <climits>
#include <stdexcept>

namespace cgp {

using namespace region_detail;

long region_rows_floor_div(long num, long den) {
  return num / den - ((num % den != 0) && ((num < 0) != (den < 0)));
}
long region_rows_ceil_div(long num, long den) { return -region_rows_floor_div(-num, den); }

namespace {

// An integer of at most kRegionRowsMaxCoef in absolute value, or nullopt (v is __isl_take).
std::optional<long> small_integer(isl_val* v) {
  if (!v) isl_failed("region rows");
  std::optional<long> out;
  if (isl_val_is_int(v) == isl_bool_true && isl_val_cmp_si(v, kRegionRowsMaxCoef) <= 0 &&
      isl_val_cmp_si(v, -kRegionRowsMaxCoef) >= 0)
    out = isl_val_get_num_si(v);
  isl_val_free(v);
  return out;
}

// The definition of local k (the argument of its floor), scaled to integers.
std::optional<RegionRows::Local> local_of(isl_basic_set* bset, int k, std::size_t n, std::size_t nlocals) {
  isl_aff* aff = isl_basic_set_get_div(bset, k);
  if (!aff) isl_failed("region rows");
  std::optional<RegionRows::Local> out;
  if (isl_aff_is_nan(aff) != isl_bool_true) {
    isl_val* den = isl_aff_get_denominator_val(aff);
    const auto scaled = [&](isl_val* v) { return small_integer(isl_val_mul(v, isl_val_copy(den))); };
    RegionRows::Local q;
    bool ok = true;
    for (std::size_t j = 0; ok && j < n + nlocals; ++j) {
      const bool coordinate = j < n;
      const int pos = static_cast<int>(coordinate ? j : j - n);
      const auto c = scaled(isl_aff_get_coefficient_val(aff, coordinate ? isl_dim_in : isl_dim_div, pos));
      ok = c.has_value() && (coordinate || *c == 0 || pos < k);  // a later local: not a definition to evaluate
      q.coef.push_back(c.value_or(0));
    }
    const auto constant = scaled(isl_aff_get_constant_val(aff));
    const auto d = small_integer(isl_val_copy(den));
    isl_val_free(den);
    if (ok && constant && d && *d > 0) {
      q.constant = *constant;
      q.denominator = *d;
      out = std::move(q);
    }
  }
  isl_aff_free(aff);
  return out;
}

struct RowsBuild {
  RegionRows rows;
  bool ok = true;
};

isl_stat add_row(isl_constraint* c, void* user) {
  auto* b = static_cast<RowsBuild*>(user);
  RegionRows::Row row;
  const std::size_t n = b->rows.n, nlocals = b->rows.locals.size();
  for (std::size_t j = 0; b->ok && j < n + nlocals; ++j) {
    const bool coordinate = j < n;
    const auto v = small_integer(isl_constraint_get_coefficient_val(c, coordinate ? isl_dim_set : isl_dim_div,
                                                                   static_cast<int>(coordinate ? j : j - n)));
    b->ok = v.has_value();
    row.coef.push_back(v.value_or(0));
  }
  const auto constant = small_integer(isl_constraint_get_constant_val(c));
  b->ok = b->ok && constant.has_value();
  row.constant = constant.value_or(0);
  row.equality = isl_constraint_is_equality(c) == isl_bool_true;
  isl_constraint_free(c);
  if (b->ok) b->rows.rows.push_back(std::move(row));
  return isl_stat_ok;
}

bool mentions_locals(const RegionRows::Row& r, std::size_t n) {
  return std::any_of(r.coef.begin() + static_cast<std::ptrdiff_t>(n), r.coef.end(), [](long c) { return c != 0; });
}

// The least and greatest of sum_{j > i} coef_j x_j over the box, per i.
struct RestBounds {
  std::vector<long> least, greatest;
};

RestBounds rest_bounds(const RegionRows::Row& r, const std::vector<long>& lo, const std::vector<long>& hi) {
  const std::size_t n = lo.size();
  RestBounds out{std::vector<long>(n, 0), std::vector<long>(n, 0)};
  for (std::size_t i = n; i-- > 1;) {
    const long a = r.coef[i] * lo[i], b = r.coef[i] * hi[i];
    out.least[i - 1] = out.least[i] + std::min(a, b);
    out.greatest[i - 1] = out.greatest[i] + std::max(a, b);
  }
  return out;
}

}  // namespace

std::optional<RegionRows> region_rows_of(isl_basic_set* bset) {
  const isl_size n = isl_basic_set_dim(bset, isl_dim_set);
  const isl_size nlocals = isl_basic_set_dim(bset, isl_dim_div);
  const isl_size nparams = isl_basic_set_dim(bset, isl_dim_param);
  if (n < 0 || nlocals < 0 || nparams < 0) isl_failed("region rows");
  if (nparams != 0) return std::nullopt;
  RowsBuild b;
  b.rows.n = static_cast<std::size_t>(n);
  for (int k = 0; k < nlocals; ++k) {
    auto q = local_of(bset, k, b.rows.n, static_cast<std::size_t>(nlocals));
    if (!q) return std::nullopt;
    b.rows.locals.push_back(std::move(*q));
  }
  if (isl_basic_set_foreach_constraint(bset, add_row, &b) != isl_stat_ok) isl_failed("region rows");
  if (!b.ok) return std::nullopt;
  return std::move(b.rows);
}

bool region_rows_hold(const RegionRows& rows, const RegionPoint& x, std::vector<long>& q, bool only_with_locals) {
  if (only_with_locals && rows.locals.empty()) return true;  // the walk's common case
  const std::size_t n = rows.n;
  q.assign(rows.locals.size(), 0);
  for (std::size_t k = 0; k < rows.locals.size(); ++k) {
    const RegionRows::Local& d = rows.locals[k];
    long num = d.constant;
    for (std::size_t j = 0; j < n; ++j) num += d.coef[j] * x[j];
    for (std::size_t j = 0; j < k; ++j) num += d.coef[n + j] * q[j];
    q[k] = region_rows_floor_div(num, d.denominator);
  }
  for (const RegionRows::Row& r : rows.rows) {
    if (only_with_locals && !mentions_locals(r, n)) continue;
    long v = r.constant;
    for (std::size_t j = 0; j < n; ++j) v += r.coef[j] * x[j];
    for (std::size_t j = 0; j < q.size(); ++j) v += r.coef[n + j] * q[j];
    if (r.equality ? v != 0 : v < 0) return false;
  }
  return true;
}

bool region_rows_points(const RegionRows& rows, const std::vector<long>& lo, const std::vector<long>& hi,
                        long max_sum, const std::function<bool(const RegionPoint&)>& keep,
                        std::vector<RegionPoint>& out) {
  const std::size_t n = rows.n;
  if (lo.size() != n || hi.size() != n) throw std::invalid_argument("region_rows_points: one bound per coordinate");
  for (std::size_t i = 0; i < n; ++i)
    if (std::max(std::abs(lo[i]), std::abs(hi[i])) > kRegionRowsMaxCoef) return false;
  for (std::size_t i = 0; i < n; ++i)
    if (hi[i] < lo[i]) return true;
  // The sum bound is one more row: max_sum - x_1 - ... - x_n >= 0.
  std::vector<RegionRows::Row> narrowing;
  for (const RegionRows::Row& r : rows.rows)  // rows with locals are checked at each point
    if (!mentions_locals(r, n)) narrowing.push_back(r);
  if (max_sum != LONG_MAX) {
    if (max_sum < -kRegionRowsMaxCoef * static_cast<long>(n + 1)) return true;
    RegionRows::Row sum{std::vector<long>(n + rows.locals.size(), 0), std::min(max_sum, kRegionRowsMaxCoef * static_cast<long>(n + 1)), false};
    for (std::size_t i = 0; i < n; ++i) sum.coef[i] = -1;
    narrowing.push_back(std::move(sum));
  }
  // A row with no coordinate decides alone whether there is any point.
  for (const RegionRows::Row& r : narrowing)
    if (std::all_of(r.coef.begin(), r.coef.begin() + static_cast<std::ptrdiff_t>(n), [](long c) { return c == 0; }) &&
        (r.equality ? r.constant != 0 : r.constant < 0))
      return true;
  std::vector<RestBounds> rest;
  for (const RegionRows::Row& r : narrowing) rest.push_back(rest_bounds(r, lo, hi));

  RegionPoint x(n, 0);
  std::vector<long> q(rows.locals.size(), 0);
  // x_i's range with x_0..x_{i-1} fixed: c x_i + fixed + rest >= 0 (== 0)
  // for some rest of the later coordinates. At a row's last coordinate
  // the rest is 0, so every row holds exactly at the points reached.
  auto range = [&](std::size_t i, long& l, long& h) {
    l = lo[i];
    h = hi[i];
    for (std::size_t k = 0; k < narrowing.size() && l <= h; ++k) {
      const RegionRows::Row& r = narrowing[k];
      const long c = r.coef[i];
      if (c == 0) continue;
      long fixed = r.constant;
      for (std::size_t j = 0; j < i; ++j) fixed += r.coef[j] * x[j];
      const long low = -fixed - rest[k].greatest[i];  // c x_i >= low
      if (c > 0) l = std::max(l, region_rows_ceil_div(low, c)); else h = std::min(h, region_rows_floor_div(low, c));
      if (!r.equality) continue;
      const long high = -fixed - rest[k].least[i];  // c x_i <= high
      if (c > 0) h = std::min(h, region_rows_floor_div(high, c)); else l = std::max(l, region_rows_ceil_div(high, c));
    }
  };
  auto emit = [&] {
    if (region_rows_hold(rows, x, q, true) && (!keep || keep(x))) out.push_back(x);
  };
  if (n == 0) {
    emit();
    return true;
  }
  // Depth-first over the coordinates in order, so the points come out sorted.
  std::vector<long> top(n, 0);
  std::size_t i = 0;
  range(0, x[0], top[0]);
  while (true) {
    if (x[i] > top[i]) {
      if (i == 0) return true;
      ++x[--i];
      continue;
    }
    if (i + 1 < n) {
      ++i;
      range(i, x[i], top[i]);
      continue;
    }
    emit();
    ++x[i];
  }
}

}  // namespace cgp
