#include "prover/toads_frogs/tf_strategy_claim.h"

#include "families/toads_frogs/normalise.h"
#include "families/toads_frogs/strategy.h"
#include "kernel/tf_strategy.h"
#include "prover/toads_frogs/prove_tf.h"

#include <chrono>

namespace cgp {

namespace {

TfStrategyHalf prove_half(const TfFamily& family, const SymGame& claim, bool left_answers, const RunBudget& budget,
                          const Progress& progress, TfEvaluator& ev) {
  TfStrategyHalf half;
  const auto start = std::chrono::steady_clock::now();
  const char* name = left_answers ? "G >= X" : "G <= X";
  try {
    const TfStrategy s = tf_strategy_build(family.pattern, claim, family.where, left_answers, ev, budget, progress);
    half.nodes = s.nodes.size();
    std::string why;
    half.checked = kernel_tf_check_strategy(s, family.pattern, claim, family.where, left_answers, why);
    if (!half.checked) half.reason = std::string(name) + ": the kernel rejected the certificate: " + why;
  } catch (const std::runtime_error& e) {
    // TfStrategyFailed, TfUnsupported, a spent --strategy-seconds
    // (BudgetSpent) or isl giving up on a set: no strategy, and the caller
    // goes on to the closure.
    half.reason = std::string(name) + ": " + e.what();
  } catch (const std::invalid_argument& e) {  // a board too long to lift
    half.reason = std::string(name) + ": " + e.what();
  }
  half.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return half;
}

// A point of the region's corner (parameter sums up to the least plus
// kCornerSum) where the half does not hold, by the engine: no strategy can
// exist then, and the counterexample search that follows will name it.
constexpr long kCornerSum = 6;
std::optional<ParamValues> half_fails_at(const TfFamily& family, const SymGame& claim, bool left_answers, TfEvaluator& ev) {
  const std::optional<RegionPoint> least = region_least_by_sum(family.where);
  if (!least) return std::nullopt;
  long sum = 0;
  for (long v : *least) sum += v;
  const std::vector<long> hi(family.where.params().size(), sum + kCornerSum);
  for (const RegionPoint& p : region_points_in_box(family.where, hi, sum + kCornerSum, {})) {
    const ParamValues at = region_point_values(family.where, p);
    const std::optional<TfPosition> pos = tf_pattern_instantiate(family.pattern, at);
    if (!pos) continue;
    const GameId g = ev.value(*pos), x = sym_game_instantiate(ev.store(), claim, at);
    if (!(left_answers ? ev.store().leq(x, g) : ev.store().leq(g, x))) return at;
  }
  return std::nullopt;
}

}  // namespace

TfStrategyClaim tf_claim_by_strategy(const TfFamily& family, const SymGame& claim, const RunBudget& budget,
                                     const Progress& progress) {
  TfStrategyClaim out;
  TfEvaluator ev(tf_budgeted_eval_options(budget));
  for (const bool left : {true, false})
    if (const auto at = half_fails_at(family, claim, left, ev)) {
      out.reason = std::string(left ? "G >= X" : "G <= X") + " is false at " + param_values_to_string(*at);
      (left ? out.lower : out.upper).reason = out.reason;
      return out;
    }
  out.lower = prove_half(family, claim, true, budget, progress, ev);
  if (!out.lower.checked) {
    out.reason = out.lower.reason;
    return out;
  }
  out.upper = prove_half(family, claim, false, budget, progress, ev);
  out.proved = out.upper.checked;
  if (!out.proved) out.reason = out.upper.reason;
  return out;
}

}  // namespace cgp
