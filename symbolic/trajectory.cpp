#include "symbolic/trajectory.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace cgp {

Dyadic dyadic_times(const Dyadic& x, int k) {
  Dyadic sum(0);
  for (int i = 0; i < std::abs(k); ++i) sum = sum + x;
  return k < 0 ? -sum : sum;
}

namespace {

// x / k for k = +-1, +-2, +-4, ...: the slopes of walls differ by at most 2,
// so a crossing never needs another divisor.
Dyadic divided(const Dyadic& x, int k) {
  int m = std::abs(k);
  if (m == 0 || (m & (m - 1)) != 0) throw std::logic_error("Trajectory: slope difference not a power of two");
  Dyadic q = x;
  for (; m > 1; m /= 2) q = q.half();
  return k < 0 ? -q : q;
}

}  // namespace

Trajectory Trajectory::trajectory_constant(const Dyadic& x) {
  Trajectory f;
  f.start_ = {Dyadic(-1)};
  f.value_ = {x};
  f.slope_ = {0};
  return f;
}

std::size_t Trajectory::segment_at(const Dyadic& t) const {
  auto it = std::upper_bound(start_.begin(), start_.end(), t);
  return it == start_.begin() ? 0 : static_cast<std::size_t>(it - start_.begin()) - 1;
}

Dyadic Trajectory::value_at(const Dyadic& t) const {
  const std::size_t i = segment_at(t);
  return value_[i] + dyadic_times(t - start_[i], slope_[i]);
}

Trajectory Trajectory::tilted(int slope) const {
  Trajectory f = *this;
  for (std::size_t i = 0; i < start_.size(); ++i) {
    f.value_[i] = value_[i] + dyadic_times(start_[i], slope);
    f.slope_[i] = slope_[i] + slope;
  }
  return f;
}

void Trajectory::trajectory_simplify() {
  Trajectory out;
  for (std::size_t i = 0; i < start_.size(); ++i) {
    if (!out.start_.empty() && out.slope_.back() == slope_[i]) continue;  // continuous, same line
    out.start_.push_back(start_[i]);
    out.value_.push_back(value_[i]);
    out.slope_.push_back(slope_[i]);
  }
  *this = std::move(out);
}

// The pointwise max or min: on every interval between the breakpoints of f, g
// and their crossings, one of the two lies on top; pick_f(df, dslope) says
// whether it is f, from f - g at the interval's start and the slope of f - g.
template <class Pick>
Trajectory Trajectory::trajectory_combine(const Trajectory& f, const Trajectory& g, Pick pick_f) {
  std::vector<Dyadic> points = f.start_;
  points.insert(points.end(), g.start_.begin(), g.start_.end());
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  const std::size_t n = points.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Dyadic d = f.value_at(points[i]) - g.value_at(points[i]);
    const int ds = f.slope_[f.segment_at(points[i])] - g.slope_[g.segment_at(points[i])];
    if (d.is_zero() || ds == 0 || (d.sign() > 0) == (ds > 0)) continue;
    const Dyadic cross = points[i] + divided(-d, ds);
    if (i + 1 == n || cross < points[i + 1]) points.push_back(cross);
  }
  std::sort(points.begin(), points.end());
  Trajectory out;
  for (const Dyadic& t : points) {
    const Dyadic fv = f.value_at(t), gv = g.value_at(t);
    const int fs = f.slope_[f.segment_at(t)], gs = g.slope_[g.segment_at(t)];
    const bool take_f = pick_f(fv - gv, fs - gs);
    out.start_.push_back(t);
    out.value_.push_back(take_f ? fv : gv);
    out.slope_.push_back(take_f ? fs : gs);
  }
  out.trajectory_simplify();
  return out;
}

Trajectory Trajectory::trajectory_max(const Trajectory& f, const Trajectory& g) {
  return trajectory_combine(f, g, [](const Dyadic& d, int ds) { return d.sign() > 0 || (d.is_zero() && ds >= 0); });
}

Trajectory Trajectory::trajectory_min(const Trajectory& f, const Trajectory& g) {
  return trajectory_combine(f, g, [](const Dyadic& d, int ds) { return d.sign() < 0 || (d.is_zero() && ds <= 0); });
}

std::optional<Dyadic> Trajectory::trajectory_first_below(const Trajectory& f, const Trajectory& g) {
  std::vector<Dyadic> points = f.start_;
  points.insert(points.end(), g.start_.begin(), g.start_.end());
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Dyadic d = f.value_at(points[i]) - g.value_at(points[i]);
    if (d.sign() <= 0) return points[i];
    const int ds = f.slope_[f.segment_at(points[i])] - g.slope_[g.segment_at(points[i])];
    if (ds >= 0) continue;  // f - g does not fall on this interval
    const Dyadic cross = points[i] + divided(d, -ds);
    if (i + 1 == points.size() || cross <= points[i + 1]) return cross;
  }
  return std::nullopt;
}

Trajectory Trajectory::masted(const Dyadic& t) const {
  Trajectory out;
  for (std::size_t i = 0; i < start_.size() && start_[i] < t; ++i) {
    out.start_.push_back(start_[i]);
    out.value_.push_back(value_[i]);
    out.slope_.push_back(slope_[i]);
  }
  if (out.start_.empty() || t > Dyadic(-1)) {
    out.start_.push_back(t);
    out.value_.push_back(value_at(t));
    out.slope_.push_back(0);
  }
  out.trajectory_simplify();
  return out;
}

}  // namespace cgp
