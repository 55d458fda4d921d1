#include "symbolic/thermograph.h"

#include <optional>
#include <stdexcept>
#include <vector>

namespace cgp {

namespace {

// CGSuite's temperature of the number m/2^k: -1/2^k.
Dyadic number_temperature(const Dyadic& x) {
  Dyadic t(-1);
  for (unsigned long k = 0; k < x.exponent(); ++k) t = t.half();
  return t;
}

}  // namespace

const Thermograph& ThermographCalculator::thermograph_of(GameId g) {
  if (auto it = cache_.find(g); it != cache_.end()) return it->second;
  Thermograph th;
  if (store_.is_number(g)) {
    th.mean = store_.number_value(g);
    th.left = th.right = Trajectory::trajectory_constant(th.mean);
    th.temperature = number_temperature(th.mean);
    th.is_number = true;
    return cache_.emplace(g, std::move(th)).first->second;
  }
  // Copies: the store may grow (and move its option pool) while we recurse.
  const auto gl = store_.left_options(g);
  const std::vector<GameId> left(gl.begin(), gl.end());
  const auto gr = store_.right_options(g);
  const std::vector<GameId> right(gr.begin(), gr.end());
  if (left.empty() || right.empty()) throw std::logic_error("thermograph: a canonical non-number lacks options");
  std::optional<Trajectory> lw, rw;
  for (GameId o : left) {
    Trajectory w = thermograph_of(o).right.tilted(-1);
    lw = lw ? Trajectory::trajectory_max(*lw, w) : w;
  }
  for (GameId o : right) {
    Trajectory w = thermograph_of(o).left.tilted(1);
    rw = rw ? Trajectory::trajectory_min(*rw, w) : w;
  }
  // L~ - R~ falls with slope at least 1 once every option is masted, so the
  // walls always meet.
  const std::optional<Dyadic> t = Trajectory::trajectory_first_below(*lw, *rw);
  if (!t) throw std::logic_error("thermograph: the walls never meet");
  th.temperature = *t;
  th.mean = lw->value_at(*t);
  th.left = lw->masted(*t);
  th.right = rw->masted(*t);
  return cache_.emplace(g, std::move(th)).first->second;
}

}  // namespace cgp
