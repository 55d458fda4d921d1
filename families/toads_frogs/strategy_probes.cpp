#include "families/toads_frogs/strategy_probes.h"

#include "families/tf_strategy.h"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>

namespace cgp {

namespace {

// How far beyond its least value y1 is probed when it has no greatest. A
// node whose claim is G >= y1 or G <= -y1 fails far out (G is one finite
// game); for the other two kinds the claim holds there and costs one value.
constexpr long kFarY1 = 64;

// At most this many points are listed before the nearest are chosen.
constexpr std::size_t kScanCap = std::size_t{1} << 16;

// tf_probe_far looks at most at this many disjuncts of a region.
constexpr std::size_t kFarDisjuncts = 16;

// The `count` of least sum among `points` (all of them when fewer), in
// lexicographic order; the points in their own order when none is dropped.
std::vector<RegionPoint> nearest_of(std::vector<RegionPoint> points, std::size_t count) {
  if (points.size() > count) {
    std::stable_sort(points.begin(), points.end(), [](const RegionPoint& x, const RegionPoint& y) {
      return region_point_sum(x) < region_point_sum(y);
    });
    points.resize(count);
    std::sort(points.begin(), points.end());
  }
  return points;
}

}  // namespace

TfProbeScan tf_probe_scan(const Region& r, long extra) {
  TfProbeScan out;
  out.extra = extra;
  out.least = region_least_by_sum(r);
  if (!out.least) return out;
  const long bound = region_point_sum(*out.least) + extra;
  // The points of least sum first, not the first `count` of the scan: the
  // scan goes disjunct by disjunct, and the first disjunct alone could use
  // up the count while another, close to the least, went unprobed (found
  // on the one-frog slice b = 9, 2026-12-07). kScanCap bounds the listing.
  std::size_t seen = 0;
  try {
    out.points = region_points_in_box(r, std::vector<long>(r.params().size(), bound), bound,
                                      [&](const RegionPoint&) { return seen++ < kScanCap; });
    out.complete = seen <= kScanCap;
  } catch (const std::runtime_error&) {  // isl gave up on the set
    out.points.clear();
  }
  return out;
}

std::vector<RegionPoint> tf_probe_nearest(const TfProbeScan& scan, const Region& r, long extra, std::size_t count) {
  if (!scan.least) return {};
  if (extra > scan.extra) throw std::invalid_argument("tf_probe_nearest: beyond the scan's sum");
  if (extra < scan.extra && !scan.complete) return tf_probe_nearest(tf_probe_scan(r, extra), r, extra, count);
  const long bound = region_point_sum(*scan.least) + extra;
  std::vector<RegionPoint> points;
  for (const RegionPoint& p : scan.points)
    if (region_point_sum(p) <= bound) points.push_back(p);
  if (points.empty()) points.push_back(*scan.least);
  return nearest_of(std::move(points), count);
}

std::vector<RegionPoint> tf_probe_near_least(const Region& r, long extra, std::size_t count) {
  return tf_probe_nearest(tf_probe_scan(r, extra), r, extra, count);
}

std::vector<ParamValues> tf_probe_values(const Region& r, const std::vector<RegionPoint>& points) {
  std::vector<ParamValues> out;
  for (const RegionPoint& p : points) out.push_back(region_point_values(r, p));
  return out;
}

std::vector<ParamValues> tf_probe_far(const Region& r, const std::vector<std::string>& free, long step) {
  const std::vector<std::string>& ps = r.params();
  std::vector<std::size_t> axes;
  for (const std::string& f : free) {
    const auto it = std::find(ps.begin(), ps.end(), f);
    if (it != ps.end()) axes.push_back(std::size_t(it - ps.begin()));
  }
  std::vector<RegionPoint> directions;
  for (std::size_t i = 0; i < axes.size(); ++i)
    for (const long si : {1L, -1L}) {
      RegionPoint d(ps.size(), 0);
      d[axes[i]] = si;
      directions.push_back(d);
      for (std::size_t j = i + 1; j < axes.size(); ++j)
        for (const long sj : {1L, -1L}) {
          d[axes[j]] = sj;
          directions.push_back(d);
          d[axes[j]] = 0;
        }
    }
  std::vector<ParamValues> out;
  if (directions.empty()) return out;
  const std::vector<Region> disjuncts = region_disjuncts(r);
  for (std::size_t k = 0; k < disjuncts.size() && k < kFarDisjuncts; ++k) {
    const std::optional<RegionPoint> least = region_least_by_sum(disjuncts[k]);
    if (!least) continue;
    for (const RegionPoint& d : directions) {
      RegionPoint q = *least;
      for (std::size_t i = 0; i < q.size(); ++i) q[i] += step * d[i];
      if (region_contains(disjuncts[k], q)) out.push_back(region_point_values(r, q));
    }
  }
  return out;
}

// The cases that needed it: y1 <= 4a+3 was false at a = 2, y1 = 11, a sum
// of 13 (the one-frog slice b = 5); y1 >= 3a+8 at a = 3, y1 = 17, a sum of
// 20 (b = 7); a == 2 && y1 >= 1, with no greatest y1 (b = 8).
std::vector<ParamValues> tf_probe_y1_ends(const Region& r, long extra, std::size_t count) {
  const std::vector<std::string>& ps = r.params();
  const auto y = std::find(ps.begin(), ps.end(), tf_form_int_param());
  if (y == ps.end()) return {};
  const std::size_t yi = std::size_t(y - ps.begin());
  std::vector<std::string> others;
  std::map<std::string, Affine> keep;
  for (const std::string& p : ps)
    if (p != tf_form_int_param()) {
      others.push_back(p);
      keep[p] = Affine::param(p);
    }
  const Region shadow = region_image(r, keep, others);
  std::vector<ParamValues> out;
  for (const ParamValues& at : tf_probe_values(shadow, tf_probe_near_least(shadow, extra, count))) {
    const Region line = region_fix(r, at);
    const RegionRange range = region_range_of(line, yi);
    if (range.hi && *range.hi < range.lo) continue;  // empty
    for (const long end : {range.lo, range.hi.value_or(range.lo + kFarY1)}) {
      ParamValues q = at;
      q[tf_form_int_param()] = end;
      if (range.hi || region_contains(line, q)) out.push_back(std::move(q));
    }
  }
  return out;
}

}  // namespace cgp
