// Region: points (membership, samples, least points, enumeration in a box).
#include "symbolic/region.h"
#include "symbolic/region_rows.h"

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/val.h>

#include <algorithm>
#include <climits>
#include <functional>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <utility>

namespace cgp {

using namespace region_detail;

namespace {

long to_long(isl_val* v) {  // __isl_take
  if (!v) isl_failed("point coordinate");
  const bool fits = isl_val_is_int(v) == isl_bool_true && isl_val_cmp_si(v, LONG_MAX) <= 0 &&
                    isl_val_cmp_si(v, LONG_MIN) >= 0;
  const long out = fits ? isl_val_get_num_si(v) : 0;
  isl_val_free(v);
  if (!fits) throw std::overflow_error("region point coordinate does not fit a long");
  return out;
}

// The coordinates of a point (__isl_take), or nullopt for the void point of an empty set.
std::optional<RegionPoint> point_coordinates(isl_point* pnt, std::size_t n) {
  if (!pnt) isl_failed("sample point");
  if (isl_point_is_void(pnt) == isl_bool_true) {
    isl_point_free(pnt);
    return std::nullopt;
  }
  RegionPoint out;
  try {
    for (std::size_t i = 0; i < n; ++i)
      out.push_back(to_long(isl_point_get_coordinate_val(pnt, isl_dim_set, static_cast<int>(i))));
  } catch (...) {
    isl_point_free(pnt);
    throw;
  }
  isl_point_free(pnt);
  return out;
}

}  // namespace

bool region_contains(const Region& r, const RegionPoint& point) {
  if (point.size() != r.params().size()) throw std::invalid_argument("region_contains: wrong dimension");
  if (std::any_of(point.begin(), point.end(), [](long v) { return v < 0; })) return false;
  isl_point* pnt = isl_point_zero(set_space(r.params()));
  for (std::size_t i = 0; i < point.size(); ++i)
    pnt = isl_point_set_coordinate_val(pnt, isl_dim_set, static_cast<int>(i),
                                       isl_val_int_from_si(region_isl_ctx(), point[i]));
  isl_set* single = checked(isl_set_from_point(pnt), "region_contains");
  const isl_bool in = isl_set_is_subset(single, region_isl_set(r));
  isl_set_free(single);
  return decided(in, "region_contains");
}

bool region_contains(const Region& r, const ParamValues& point) {
  RegionPoint p;
  for (const std::string& name : r.params()) {
    auto it = point.find(name);
    if (it == point.end()) throw std::invalid_argument("region_contains: no value for '" + name + "'");
    p.push_back(it->second);
  }
  return region_contains(r, p);
}

ParamValues region_point_values(const Region& r, const RegionPoint& point) {
  if (point.size() != r.params().size()) throw std::invalid_argument("region_point_values: wrong dimension");
  ParamValues out;
  for (std::size_t i = 0; i < point.size(); ++i) out[r.params()[i]] = point[i];
  return out;
}

long region_point_sum(const RegionPoint& p) { return std::accumulate(p.begin(), p.end(), 0L); }

std::optional<RegionPoint> region_sample(const Region& r) {
  return point_coordinates(isl_set_sample_point(isl_set_copy(region_isl_set(r))), r.params().size());
}

std::optional<RegionPoint> region_lexmin(const Region& r) {
  // Regions are bounded below (p >= 0), so the lexmin is a single point.
  isl_set* least = checked(isl_set_lexmin(isl_set_copy(region_isl_set(r))), "region_lexmin");
  return point_coordinates(isl_set_sample_point(least), r.params().size());
}

std::optional<RegionPoint> region_least_by_sum(const Region& r) {
  if (region_is_empty(r)) return std::nullopt;
  if (r.params().empty()) return RegionPoint{};
  Affine sum;
  for (const std::string& p : r.params()) sum += Affine::param(p);
  isl_aff* total = region_detail::aff_from_affine(sum, r.params());
  isl_val* least = isl_set_min_val(region_isl_set(r), total);
  isl_aff_free(total);
  if (!least) region_detail::isl_failed("region_least_by_sum");
  // Finite when the parameters are >= 0; a region without that bound may
  // have no least sum.
  const bool finite = isl_val_is_int(least) == isl_bool_true;
  const Dyadic m = finite ? region_detail::val_to_integer(least) : Dyadic(0);
  isl_val_free(least);
  if (!finite) return std::nullopt;
  return region_lexmin(region_intersect(r, region_from_relation(sum, CmpOp::eq, Affine(m), r.params())));
}

namespace {

// What an enumeration visits: the box lo <= x <= hi, its points with
// coordinate sum at most max_sum, and of those the ones `keep` accepts (all
// when it is empty). Only those are stored: the guess's checks ask for the
// cheap points outside the fit box among the 10^8 of [0, 9]^8, and listing
// all of them first took the one-frog slice b = 7 to 20 GB (README).
struct PointScan {
  std::vector<long> lo, hi;
  long max_sum = LONG_MAX;
  const std::function<bool(const RegionPoint&)>* keep = nullptr;
  bool kept(const RegionPoint& x) const { return !keep || !*keep || (*keep)(x); }
};

// The points of the box [lo, hi] within the scan, lexicographic (no isl: its
// point scan is slow). An odometer whose digits also stop at the sum bound:
// the points with sum <= max_sum are closed under lowering a coordinate
// towards lo, so the next point is always an increment and a carry.
void box_points(const std::vector<long>& lo, const std::vector<long>& hi, const PointScan& scan,
                std::vector<RegionPoint>& out) {
  const std::size_t n = lo.size();
  for (std::size_t i = 0; i < n; ++i)
    if (hi[i] < lo[i]) return;
  long sum = region_point_sum(lo);
  if (sum > scan.max_sum) return;
  RegionPoint x = lo;
  while (true) {
    if (scan.kept(x)) out.push_back(x);
    std::size_t i = n;
    while (true) {
      if (i == 0) return;
      --i;
      if (x[i] < hi[i] && sum < scan.max_sum) {
        ++x[i];
        ++sum;
        break;
      }
      sum -= x[i] - lo[i];
      x[i] = lo[i];
    }
  }
}

// The points of `set` (__isl_take) within the scan, by isl's scan.
std::vector<RegionPoint> isl_scan_points(isl_set* set, const PointScan& scan) {
  isl_set* box = set;
  isl_ctx* ctx = region_isl_ctx();
  const std::size_t n = scan.lo.size();
  for (std::size_t i = 0; i < n; ++i) {
    box = isl_set_lower_bound_val(box, isl_dim_set, static_cast<unsigned>(i), isl_val_int_from_si(ctx, scan.lo[i]));
    box = isl_set_upper_bound_val(box, isl_dim_set, static_cast<unsigned>(i), isl_val_int_from_si(ctx, scan.hi[i]));
  }
  if (scan.max_sum != LONG_MAX) {  // max_sum - x_1 - ... - x_n >= 0
    isl_constraint* c = isl_constraint_alloc_inequality(isl_local_space_from_space(isl_set_get_space(box)));
    c = isl_constraint_set_constant_si(c, scan.max_sum);
    for (std::size_t i = 0; i < n; ++i) c = isl_constraint_set_coefficient_si(c, isl_dim_set, static_cast<int>(i), -1);
    box = isl_set_add_constraint(box, c);
  }
  checked(box, "region_points_in_box");
  struct Collect {
    std::vector<RegionPoint> points;
    const PointScan& scan;
  } data{{}, scan};
  const isl_stat ok = isl_set_foreach_point(
      box,
      [](isl_point* pnt, void* user) -> isl_stat {
        // No exception may cross isl's C frames: report failure as isl_stat_error.
        auto* d = static_cast<Collect*>(user);
        try {
          auto p = point_coordinates(pnt, d->scan.lo.size());
          if (p && d->scan.kept(*p)) d->points.push_back(std::move(*p));
          return isl_stat_ok;
        } catch (...) {
          return isl_stat_error;
        }
      },
      &data);
  isl_set_free(box);
  if (ok != isl_stat_ok) isl_failed("region_points_in_box");
  return std::move(data.points);
}

// The box of a basic set all of whose constraints bound one parameter each
// (no local variables), clipped to [lo, hi]; nullopt for any other set.
// Such sets are most of what the guesser enumerates (threshold-grid cells),
// and isl's scan takes microseconds per point.
std::optional<std::pair<RegionPoint, RegionPoint>> box_of(isl_basic_set* bset, const std::vector<long>& lo,
                                                          const std::vector<long>& hi) {
  if (isl_basic_set_dim(bset, isl_dim_div) != 0) return std::nullopt;
  struct Bounds {
    std::vector<long> lo, hi;
    bool box = true;
    bool empty = false;
  } b{lo, hi};
  const isl_stat ok = isl_basic_set_foreach_constraint(
      bset,
      [](isl_constraint* c, void* user) -> isl_stat {
        auto* b = static_cast<Bounds*>(user);
        try {
          long k = to_long(isl_constraint_get_constant_val(c));
          std::optional<std::size_t> var;
          long coef = 0;
          for (std::size_t i = 0; i < b->lo.size(); ++i) {
            const long ci = to_long(isl_constraint_get_coefficient_val(c, isl_dim_set, static_cast<int>(i)));
            if (ci == 0) continue;
            if (var) b->box = false;
            var = i;
            coef = ci;
          }
          const bool eq = isl_constraint_is_equality(c) == isl_bool_true;
          isl_constraint_free(c);
          if (!b->box) return isl_stat_ok;
          // coef * x + k >= 0 (or == 0); no variable: k >= 0 (or == 0) or nothing.
          if (!var) {
            if (eq ? k != 0 : k < 0) b->empty = true;
            return isl_stat_ok;
          }
          long& l = b->lo[*var];
          long& h = b->hi[*var];
          // x >= -k / coef for coef > 0, x <= -k / coef for coef < 0, both for ==.
          if (coef > 0 || eq) l = std::max(l, region_rows_ceil_div(-k, coef));
          if (coef < 0 || eq) h = std::min(h, region_rows_floor_div(-k, coef));
          return isl_stat_ok;
        } catch (...) {
          isl_constraint_free(c);
          return isl_stat_error;
        }
      },
      &b);
  if (ok != isl_stat_ok) isl_failed("region_points_in_box");
  if (!b.box) return std::nullopt;
  if (b.empty) {
    if (b.hi.empty()) return std::nullopt;  // no parameter to make the box empty with: isl decides
    b.hi[0] = b.lo[0] - 1;
  }
  return std::pair{b.lo, b.hi};
}

// Sorts `points`, made of sorted runs that start at `runs`, by merging the
// runs pairwise: a piece of the guess is a union of a few boxes of tens of
// thousands of points each, and sorting them all again was a tenth of the
// guess of Erickson's first on b = 6 (perf).
void merge_sorted_runs(std::vector<RegionPoint>& points, std::vector<std::size_t> runs) {
  runs.push_back(points.size());
  while (runs.size() > 2) {
    std::vector<std::size_t> merged{runs[0]};
    for (std::size_t i = 0; i + 2 < runs.size(); i += 2) {
      std::inplace_merge(points.begin() + static_cast<std::ptrdiff_t>(runs[i]),
                         points.begin() + static_cast<std::ptrdiff_t>(runs[i + 1]),
                         points.begin() + static_cast<std::ptrdiff_t>(runs[i + 2]));
      merged.push_back(runs[i + 2]);
    }
    if (runs.size() % 2 == 0) merged.push_back(runs.back());  // an odd run out, kept for the next round
    runs = std::move(merged);
  }
}

// The points of r within the scan, lexicographic: boxes by counting, other
// disjuncts by walking their integer rows (region_rows.h), and only those
// the rows cannot state by isl's scan (disjuncts may overlap: each point once).
std::vector<RegionPoint> scan_points(const Region& r, const PointScan& scan) {
  struct Collect {
    const PointScan& scan;
    std::vector<RegionPoint> points;
    std::vector<std::size_t> runs;  // where each disjunct's points start; each run is sorted
  } data{scan, {}, {}};
  // Every local variable as a known division: a region projected from one
  // with residues (the strategy builder's shadow without y1) has unknown
  // ones, which neither the rows nor isl's point scan take, and its probes
  // fell back to the least point alone (one-frog slice b = 9, 2026-12-07).
  isl_set* known = checked(isl_set_compute_divs(isl_set_copy(region_isl_set(r))), "region_points_in_box");
  const isl_stat ok = isl_set_foreach_basic_set(
      known,
      [](isl_basic_set* bset, void* user) -> isl_stat {
        // No exception may cross isl's C frames: report failure as isl_stat_error.
        auto* d = static_cast<Collect*>(user);
        try {
          d->runs.push_back(d->points.size());
          if (auto box = box_of(bset, d->scan.lo, d->scan.hi)) {
            isl_basic_set_free(bset);
            box_points(box->first, box->second, d->scan, d->points);  // lexicographic already
            return isl_stat_ok;
          }
          const std::function<bool(const RegionPoint&)> keep = [&](const RegionPoint& x) { return d->scan.kept(x); };
          if (auto rows = region_rows_of(bset);
              rows && region_rows_points(*rows, d->scan.lo, d->scan.hi, d->scan.max_sum, keep, d->points)) {
            isl_basic_set_free(bset);  // counted, lexicographic
            return isl_stat_ok;
          }
          auto pts = isl_scan_points(isl_set_from_basic_set(bset), d->scan);
          if (!std::is_sorted(pts.begin(), pts.end())) std::sort(pts.begin(), pts.end());
          d->points.insert(d->points.end(), std::make_move_iterator(pts.begin()), std::make_move_iterator(pts.end()));
          return isl_stat_ok;
        } catch (...) {
          return isl_stat_error;
        }
      },
      &data);
  isl_set_free(known);
  if (ok != isl_stat_ok) isl_failed("region_points_in_box");
  merge_sorted_runs(data.points, std::move(data.runs));
  data.points.erase(std::unique(data.points.begin(), data.points.end()), data.points.end());
  return std::move(data.points);
}

}  // namespace

// The universe is one box (p >= 0 for every p): scan_points counts it.
std::vector<RegionPoint> region_points_in_box(const Region& r, long lo, long hi) {
  const std::size_t n = r.params().size();
  return scan_points(r, PointScan{std::vector<long>(n, lo), std::vector<long>(n, hi)});
}

std::vector<RegionPoint> region_points_in_box(const Region& r, const std::vector<long>& hi) {
  return region_points_in_box(r, hi, LONG_MAX, {});
}

std::vector<RegionPoint> region_points_in_box(const Region& r, const std::vector<long>& hi, long max_sum,
                                              const std::function<bool(const RegionPoint&)>& keep) {
  if (hi.size() != r.params().size()) throw std::invalid_argument("region_points_in_box: one bound per parameter");
  return scan_points(r, PointScan{std::vector<long>(hi.size(), 0), hi, max_sum, &keep});
}

}  // namespace cgp
