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

#include <string>

namespace cgp {

struct TfStrategyHalf {
  bool checked = false;     // built, and checked by the kernel
  std::size_t nodes = 0;
  double seconds = 0;
  std::string reason;       // why not, when !checked
};

struct TfStrategyClaim {
  bool proved = false;      // both halves checked: G = X on the family's region
  TfStrategyHalf lower;     // G >= X (Left answers)
  TfStrategyHalf upper;     // G <= X (Right answers)
  std::string reason;       // why not proved, when !proved
};

// Both halves of `claim` on `family` within `budget` (the lower half first;
// the upper is not tried when the lower fails).
TfStrategyClaim tf_claim_by_strategy(const TfFamily& family, const SymGame& claim, const RunBudget& budget,
                                     const Progress& progress = {});

}  // namespace cgp
