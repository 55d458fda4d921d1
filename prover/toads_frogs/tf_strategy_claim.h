// A claimed value of a Toads-and-Frogs family proved by winning strategies:
// G = X is G >= X and G <= X, and each half is a strategy certificate
// (families/tf_strategy.h) that the strategy closure builds and the kernel
// checks (kernel/tf_strategy.h). PROVED needs both halves checked; anything
// else is no verdict, only the reason (the claim may be false, or need
// answers the closure cannot find): the caller goes on with the family's
// closure and the counterexample search.
#pragma once

#include "families/progress.h"
#include "families/run_budget.h"
#include "families/tf_strategy.h"
#include "families/toads_frogs/closure.h"
#include "prover/toads_frogs/tf_claim.h"
#include "symbolic/poly_game.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct TfStrategyHalf {
  bool checked = false;     // built, and checked by the kernel
  std::size_t nodes = 0;
  double seconds = 0;
  std::string reason;       // why not, when !checked
  std::vector<ParamValues> claim_false_at;  // where the build found the claim itself false (not yet confirmed)
  std::optional<TfStrategy> certificate;  // when checked: for the Coq script (proofs/export/toads_frogs/tf_strategy_script.h)
};

struct TfStrategyClaim {
  bool proved = false;      // both halves checked: G = X on the family's region
  TfStrategyHalf lower;     // G >= X (Left answers)
  TfStrategyHalf upper;     // G <= X (Right answers)
  std::string reason;       // why not proved, when !proved
  // A counterexample, confirmed by the concrete engine: the least
  // (parameter sum, then lexicographic) when the search on the region's
  // corner that comes first found it, or when a half's build found the
  // claim false further out and the search up to that point's sum
  // finished; else (counterexample_least false) that point itself.
  std::optional<TfCounterexample> counterexample;
  bool counterexample_least = true;
  long searched = -1;  // every point of parameter sum <= searched was checked
  // The claim with its half leaves n + 1/2 written {n|n+1}
  // (kernel/half_leaves.h), which the certificates state; nullopt when it
  // has none and they state the claim as typed.
  std::optional<SymGame> as_options;
};

// Both halves of `claim` on `family` within `budget` (the lower half first;
// the upper is not tried when the lower fails).
TfStrategyClaim tf_claim_by_strategy(const TfFamily& family, const SymGame& claim, const RunBudget& budget,
                                     const Progress& progress = {});

// One slice of a claim proved slice by slice: the slice of the family's
// region, the pinned family and claim the kernel derived from it
// (kernel/tf_strategy_slices.h), and its two halves.
struct TfStrategySlice {
  Region slice;          // over the family's parameters
  TfFamily pinned;       // the pattern with the slice's pins, on the parameters left
  SymGame claim;         // the claim with the pins, affine
  TfStrategyClaim halves;
};

struct TfStrategySlices {
  bool proved = false;   // every slice's halves checked, and the kernel found the slices cover the region
  std::vector<TfStrategySlice> slices;  // up to the first that failed
  std::string reason;    // why not proved
};

// A claim with polynomial leaves ((a-1)(b-1)) on a region that allows some
// parameters only a few values (tf_family_slices; or pins them): on each
// slice the claim with the pins substituted is affine, and both of its
// halves are looked for as above, each slice within the budget that
// `slice_budget` gives as it starts. Stops at the first slice not proved.
TfStrategySlices tf_poly_claim_by_strategy(const TfFamily& family, const PolyGame& claim,
                                           const std::function<RunBudget()>& slice_budget,
                                           const Progress& progress = {});

}  // namespace cgp
