// The decreasing measure of a state system: a small search for a linear
// ranking function, every candidate checked exactly with isl. Untrusted: the
// kernel checks the measure found again (kernel/measure.h).
#include "families/state_system.h"

#include <algorithm>
#include <functional>

namespace cgp {

namespace {

// mu_source - mu_target(args) - 1 >= 0 on the case region?
bool decreases(const StateSystem& sys, const FamilyState& s, const RecurrenceCase& c, const StateOption& o) {
  if (o.target == kIntegerTarget) return true;  // an integer is a leaf of the induction
  const Affine target = affine_substitute(sys.states[static_cast<std::size_t>(o.target)].measure, o.args);
  return region_split_sign(c.region, s.measure - target - Affine(1)).answer == RegionAnswer::all;
}

// Candidates: coefficients 0..3 per parameter and a constant 0..3, simplest
// (smallest sum) first.
std::vector<Affine> candidates(const std::vector<std::string>& params) {
  std::vector<std::pair<long, Affine>> out;
  std::vector<long> c(params.size() + 1, 0);
  for (;;) {
    Affine mu(c.back());
    long sum = c.back();
    for (std::size_t i = 0; i < params.size(); ++i) {
      mu += Affine::param(params[i], Dyadic(c[i]));
      sum += c[i];
    }
    out.emplace_back(sum, mu);
    std::size_t k = 0;
    while (k < c.size() && ++c[k] > 3) c[k++] = 0;
    if (k == c.size()) break;
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<Affine> result;
  for (auto& [s, mu] : out) result.push_back(std::move(mu));
  return result;
}

}  // namespace

bool find_measure(StateSystem& sys, std::size_t budget) {
  const std::size_t n = sys.states.size();
  std::size_t checks = 0;
  bool out_of_budget = false;
  // Options of state s whose source and target are both among states 0..k.
  auto consistent = [&](std::size_t k) {
    for (std::size_t s = 0; s <= k; ++s)
      for (const RecurrenceCase& c : sys.states[s].cases)
        for (const auto* side : {&c.left, &c.right})
          for (const StateOption& o : *side) {
            if (o.target == kIntegerTarget) continue;
            const auto t = static_cast<std::size_t>(o.target);
            if (t > k || (s != k && t != k)) continue;  // earlier pairs were checked before
            if (++checks > budget) {
              out_of_budget = true;
              return false;
            }
            if (!decreases(sys, sys.states[s], c, o)) return false;
          }
    return true;
  };
  std::function<bool(std::size_t)> assign = [&](std::size_t k) {
    if (k == n) return true;
    for (const Affine& mu : candidates(sys.states[k].params)) {
      sys.states[k].measure = mu;
      if (consistent(k) && assign(k + 1)) return true;
      if (out_of_budget) return false;
    }
    return false;
  };
  sys.measure_ok = assign(0);
  if (!sys.measure_ok) {
    for (auto& s : sys.states) s.measure = Affine(0);
    sys.measure_note = out_of_budget ? "search budget exhausted (linear measures, coefficients 0..3)"
                                     : "no linear measure with coefficients 0..3 decreases on every option";
  } else {
    sys.measure_note.clear();
  }
  return sys.measure_ok;
}

}  // namespace cgp
