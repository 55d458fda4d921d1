#include "prover/fit_plane.h"

#include <algorithm>
#include <climits>
#include <functional>
#include <set>

namespace cgp {

namespace {

// The bound of parameter r in `plane` of the box `hi`: the plane's reach for
// its two parameters; for the others, below the least value a threshold
// cell opens at (the grid caps a parameter's threshold at its fit bound - 3,
// guess.cpp, so its exact cells are the values up to the bound - 4).
long plane_bound(const FitPlane& plane, const std::vector<long>& hi, std::size_t r) {
  return r == plane.p || r == plane.q ? plane.reach : std::max(hi[r] - 4, 0L);
}

std::vector<long> plane_bounds(const FitPlane& plane, const std::vector<long>& hi) {
  std::vector<long> out(hi.size());
  for (std::size_t r = 0; r < hi.size(); ++r) out[r] = plane_bound(plane, hi, r);
  return out;
}

bool plane_contains(const FitPlane& plane, const std::vector<long>& hi, const RegionPoint& x) {
  for (std::size_t r = 0; r < x.size(); ++r)
    if (x[r] < 0 || x[r] > plane_bound(plane, hi, r)) return false;
  return true;
}

bool beyond_box(const std::vector<long>& hi, const RegionPoint& x) {
  for (std::size_t r = 0; r < x.size(); ++r)
    if (x[r] > hi[r]) return true;
  return false;
}

}  // namespace

bool fit_planes_contain(const std::vector<FitPlane>& planes, const std::vector<long>& hi, const RegionPoint& x) {
  return std::any_of(planes.begin(), planes.end(),
                     [&](const FitPlane& plane) { return plane_contains(plane, hi, x); });
}

std::vector<RegionPoint> fit_planes_points(const Region& domain, const std::vector<FitPlane>& planes,
                                           const std::vector<long>& hi) {
  std::vector<RegionPoint> out;
  std::set<RegionPoint> seen;  // planes meet where both of one's parameters are small
  for (const FitPlane& plane : planes) {
    const std::function<bool(const RegionPoint&)> keep = [&](const RegionPoint& x) {
      return beyond_box(hi, x) && !seen.count(x);
    };
    for (RegionPoint& x : region_points_in_box(domain, plane_bounds(plane, hi), LONG_MAX, keep)) {
      seen.insert(x);
      out.push_back(std::move(x));
    }
  }
  return out;
}

std::string fit_planes_to_string(const std::vector<FitPlane>& planes, const std::vector<std::string>& params) {
  std::string out;
  for (std::size_t i = 0; i < planes.size(); ++i) {
    if (i > 0) out += i + 1 == planes.size() ? " and " : ", ";
    out += params.at(planes[i].p) + "," + params.at(planes[i].q);
    if (i + 1 == planes.size() || planes[i + 1].reach != planes[i].reach)
      out += " to " + std::to_string(planes[i].reach);
  }
  return out;
}

void FitPlaneTally::add(const std::vector<long>& cls, const std::vector<long>& k, std::size_t points) {
  std::vector<std::size_t> open;
  for (std::size_t r = 0; r < cls.size(); ++r)
    if (cls[r] >= k[r]) open.push_back(r);
  total_ += points;
  if (open.size() == 2) counts_[open[0] * n_ + open[1]] += points;
}

std::vector<std::pair<std::size_t, std::size_t>> FitPlaneTally::crowded(double share, std::size_t most) const {
  std::vector<std::pair<std::size_t, std::pair<std::size_t, std::size_t>>> ranked;
  for (std::size_t p = 0; p < n_; ++p)
    for (std::size_t q = p + 1; q < n_; ++q)
      if (const std::size_t c = counts_[p * n_ + q]; c > 0 && static_cast<double>(c) >= share * total_)
        ranked.push_back({c, {p, q}});
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < ranked.size() && i < most; ++i) out.push_back(ranked[i].second);
  return out;
}

}  // namespace cgp
