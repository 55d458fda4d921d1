// Trajectory: a continuous piecewise-linear function of the temperature t on
// [-1, inf), with dyadic breakpoints and integer slopes; the walls of a
// thermograph (CGSuite's Trajectory). Walls only ever have slopes -1, 0 and 1,
// so every crossing of two of them is again a dyadic point.
#pragma once

#include "symbolic/dyadic.h"

#include <optional>
#include <vector>

namespace cgp {

class Trajectory {
 public:
  // The constant x on [-1, inf).
  static Trajectory trajectory_constant(const Dyadic& x);

  Dyadic value_at(const Dyadic& t) const;
  // f(t) + slope * t.
  Trajectory tilted(int slope) const;
  static Trajectory trajectory_max(const Trajectory& f, const Trajectory& g);
  static Trajectory trajectory_min(const Trajectory& f, const Trajectory& g);
  // The least t >= -1 with f(t) <= g(t), where f - g does not increase; nullopt
  // when f stays above g.
  static std::optional<Dyadic> trajectory_first_below(const Trajectory& f, const Trajectory& g);
  // f on [-1, t], then the constant f(t) (the mast).
  Trajectory masted(const Dyadic& t) const;

  // Breakpoints: starts()[0] = -1, increasing; values() at them; slopes()[i]
  // on [starts()[i], starts()[i+1]), the last one to infinity.
  const std::vector<Dyadic>& starts() const { return start_; }
  const std::vector<Dyadic>& values() const { return value_; }
  const std::vector<int>& slopes() const { return slope_; }

  friend bool operator==(const Trajectory& a, const Trajectory& b) {
    return a.start_ == b.start_ && a.value_ == b.value_ && a.slope_ == b.slope_;
  }

 private:
  std::size_t segment_at(const Dyadic& t) const;
  // Merges consecutive segments on one line.
  void trajectory_simplify();
  template <class Pick>
  static Trajectory trajectory_combine(const Trajectory& f, const Trajectory& g, Pick pick_f);

  std::vector<Dyadic> start_;
  std::vector<Dyadic> value_;
  std::vector<int> slope_;
};

// k * x for a small integer k.
Dyadic dyadic_times(const Dyadic& x, int k);

}  // namespace cgp
