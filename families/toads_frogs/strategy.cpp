// The strategy closure: builds again, with the points each failed build
// found, until one succeeds (strategy_builder.h holds one build).
#include "families/toads_frogs/strategy.h"

#include "families/toads_frogs/strategy_builder.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace cgp {

namespace {

// Appends x unless `to` holds it already; true when appended.
template <class T>
bool append_new(std::vector<T>& to, const T& x) {
  if (std::find(to.begin(), to.end(), x) != to.end()) return false;
  to.push_back(x);
  return true;
}

}  // namespace

TfStrategy tf_strategy_build(const TfPattern& g, const SymGame& x, const Region& where, bool left_answers,
                             TfEvaluator& ev, const RunBudget& budget, const Progress& progress,
                             const TfStrategyLimits& limits) {
  std::vector<TfKnownPoint> known;
  std::vector<ParamValues> claim_false_at;  // from every build, for the last failure
  TfWideningMemo memo;
  for (std::size_t restart = 0;; ++restart) {
    try {
      return TfStrategyBuilder(ev, budget, progress, limits, known, restart + 1, memo).build(g, x, where, left_answers);
    } catch (const TfStrategyClaimFalse& e) {
      for (const ParamValues& p : e.claim_false_at) append_new(claim_false_at, p);
      std::size_t fresh = 0;
      for (const TfKnownPoint& k : e.points) fresh += append_new(known, k);
      if (fresh == 0 || restart >= limits.restarts) throw TfStrategyFailed(e.what(), claim_false_at);
      if (std::getenv("CGPROVE_TRACE"))
        std::fprintf(stderr, "[trace] strategy built again with %zu known points (%zu new): %s\n", known.size(), fresh,
                     e.what());
    } catch (const std::runtime_error& e) {
      // A later build's other failure (TfStrategyFailed, BudgetSpent):
      // the points where an earlier one found the claim false still go
      // with it, a counterexample to confirm.
      if (claim_false_at.empty()) throw;
      throw TfStrategyFailed(e.what(), claim_false_at);
    }
  }
}

}  // namespace cgp
