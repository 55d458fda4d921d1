#include "prover/toads_frogs/tf_strategy_claim.h"

#include "families/toads_frogs/normalise.h"
#include "families/toads_frogs/strategy.h"
#include "kernel/half_leaves.h"
#include "kernel/tf_strategy.h"
#include "kernel/tf_strategy_slices.h"
#include "prover/toads_frogs/prove_tf.h"
#include "prover/toads_frogs/tf_claim.h"

#include <algorithm>
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
    if (half.checked) half.certificate = s;
  } catch (const TfStrategyFailed& e) {
    half.reason = std::string(name) + ": " + e.what();
    half.claim_false_at = e.claim_false_at;
  } catch (const std::runtime_error& e) {
    // TfUnsupported, a spent --strategy-seconds
    // (BudgetSpent) or isl giving up on a set: no strategy, and the caller
    // goes on to the closure.
    half.reason = std::string(name) + ": " + e.what();
  } catch (const std::invalid_argument& e) {  // a board too long to lift
    half.reason = std::string(name) + ": " + e.what();
  }
  half.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return half;
}

// The claim is checked first on the region's corner (parameter sums up to
// the least plus kCornerSum) by the counterexample search: where it is false
// one half is, no strategy can exist, and the search that follows names it.
constexpr long kCornerSum = 6;
constexpr double kCornerSeconds = 5;

// A half's build may find the claim false far past that corner: B21's
// piece 2d+c-a on d+2 <= a+b && a+10 <= c+d at (14, 1, 23, 1), parameter
// sum 39. The engine confirms such a point; then the search goes up to its
// sum, for this long (a silent step: no longer than a progress line's 10
// s), to name the least counterexample.
constexpr double kLeastSeconds = 10;

std::string false_at_text(const TfCounterexample& c) {
  return "the claim is false at " + param_values_to_string(c.params) + ": " + c.position + " is " + c.actual +
         ", the claim gives " + c.claimed;
}

// The least point (sum, then by name) of `points` where the engine finds
// the claim false, then the least counterexample up to its sum when the
// search finishes in time; nothing when the engine confirms none.
void refute_from_half(const TfFamily& family, const SymGame& claim, const TfStrategyHalf& half, TfStrategyClaim& out) {
  std::vector<ParamValues> points = half.claim_false_at;
  std::sort(points.begin(), points.end(), [](const ParamValues& x, const ParamValues& y) {
    return param_values_sum(x) != param_values_sum(y) ? param_values_sum(x) < param_values_sum(y) : x < y;
  });
  TfEvaluator ev;
  for (const ParamValues& p : points) {
    const std::optional<TfCounterexample> at = tf_claim_differs_at(family.pattern, claim, p, ev);
    if (!at) continue;  // the build's sample was of its node: no verdict unless the engine agrees
    long searched = -1;
    const auto least =
        tf_claim_search(family.pattern, claim, family.where, param_values_sum(p), kLeastSeconds, searched);
    out.counterexample = least ? least : at;
    out.counterexample_least = least.has_value();
    out.searched = searched;
    out.reason = false_at_text(*out.counterexample);
    return;
  }
}

}  // namespace

TfStrategyClaim tf_claim_by_strategy(const TfFamily& family, const SymGame& claim, const RunBudget& budget,
                                     const Progress& progress) {
  TfStrategyClaim out;
  if (const std::optional<RegionPoint> least = region_least_by_sum(family.where)) {
    const long corner = region_point_sum(*least) + kCornerSum;
    if (const auto cex = tf_claim_search(family.pattern, claim, family.where, corner, kCornerSeconds, out.searched)) {
      out.reason = false_at_text(*cex);
      out.lower.reason = out.reason;
      out.counterexample = cex;
      return out;
    }
  }
  // a-7/2 as {a-4|a-3}: the certificates state the claim so rewritten,
  // by the kernel's rule (kernel/half_leaves.h).
  out.as_options = kernel_half_leaves_as_options(claim);
  const SymGame& stated = out.as_options ? *out.as_options : claim;
  TfEvaluator ev(tf_budgeted_eval_options(budget));
  out.lower = prove_half(family, stated, true, budget, progress, ev);
  if (!out.lower.checked) {
    out.reason = out.lower.reason;
    refute_from_half(family, claim, out.lower, out);
    return out;
  }
  out.upper = prove_half(family, stated, false, budget, progress, ev);
  out.proved = out.upper.checked;
  if (!out.proved) {
    out.reason = out.upper.reason;
    refute_from_half(family, claim, out.upper, out);
  }
  return out;
}

TfStrategySlices tf_poly_claim_by_strategy(const TfFamily& family, const PolyGame& claim,
                                           const std::function<RunBudget()>& slice_budget, const Progress& progress) {
  TfStrategySlices out;
  const std::vector<Region> slices = tf_family_slices(family.where);
  for (const Region& slice : slices) {
    std::string why;
    const std::optional<KernelTfSlice> pinned = kernel_tf_pin_slice(family.pattern, claim, slice, why);
    if (!pinned) {
      out.reason = why;
      return out;
    }
    TfStrategySlice s{slice, TfFamily{pinned->pattern, pinned->where}, pinned->claim, {}};
    // Each progress line names the slice: one slice may take minutes.
    const std::string on = "on " + region_to_string(slice) + ", ";
    const Progress scoped([&progress, &on](const ProgressEvent& e) {
      ProgressEvent named = e;
      named.scope = on + e.scope;
      progress.report(named);
    });
    s.halves = tf_claim_by_strategy(s.pinned, s.claim, slice_budget(), scoped);
    out.slices.push_back(s);
    if (!s.halves.proved) {
      out.reason = "on " + region_to_string(slice) + ", " + tf_pattern_to_string(s.pinned.pattern) + " = " +
                   sym_game_to_string(s.claim) + ": " + s.halves.reason;
      return out;
    }
  }
  std::string why;
  out.proved = kernel_tf_slices_cover(family.where, slices, why);
  if (!out.proved) out.reason = why;
  return out;
}

}  // namespace cgp
