// The strategy closure: a TfStrategy certificate (families/tf_strategy.h)
// for one half of a claim, G >= X or G <= X on a region.
//
// Like the closure (closure.h), it lifts a node's moves from the rules,
// normalises each result (Terminal Toads) and matches it against the known
// nodes, widening blocks that come back with other constants; each node's
// domain is the union of the regions that reach it, widened
// (region_widen) when it keeps growing. Unlike the closure it follows one
// answer per opposing move: the answer is chosen by the concrete engine at
// sample points of the answer's region, among the moves that keep the
// answerer winning at all of them, with the fewest blocks after
// normalisation (ties: the least board at the first sample, which keeps
// toads at the back, as bench_tf_strategy measured). Nothing here is
// trusted: the kernel checks every threat, answer and domain.
#pragma once

#include "families/progress.h"
#include "families/run_budget.h"
#include "families/tf_strategy.h"
#include "games/toads_frogs/evaluator.h"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace cgp {

// No certificate: at some threat no answer wins at every sample (the claim
// is false there, or needs an answer that changes inside the region), the
// claim's integer part changes sign on the region, or the nodes or a
// domain's parts passed their cap.
struct TfStrategyFailed : std::runtime_error {
  using std::runtime_error::runtime_error;
  TfStrategyFailed(const std::string& what, std::vector<ParamValues> false_at)
      : std::runtime_error(what), claim_false_at(std::move(false_at)) {}
  // Points of the claim's region where a build found the claim itself
  // false (a sample of the entry's node, taken back through the entry): a
  // counterexample for the engine to confirm, perhaps far beyond the
  // corner that the counterexample search covers.
  std::vector<ParamValues> claim_false_at;
};

struct TfStrategyLimits {
  std::size_t max_nodes = 4000;
  // An answer is chosen where it wins at every point up to corner_sum above
  // its region's least parameter sum (at most corner_points of them) and at
  // `samples` points spread up to spread_sum above it.
  long corner_sum = 2;
  std::size_t corner_points = 16;
  std::size_t samples = 16;
  long spread_sum = 8;
  // The answer chosen is tried at every point up to spread_sum above the
  // least sum (at most answer_checks of them) and at the least and greatest
  // y1 beside the least points; where it loses, the point joins the samples
  // and the choice is made again, at most answer_rechoices times.
  std::size_t answer_checks = 64;
  std::size_t answer_rechoices = 8;
  // A widening is taken only where the engine finds the claim true at every
  // point it adds up to widening_sum above their least sum (at most
  // widening_samples of them), and at their least and greatest y1 for the
  // other parameters' values up to widening_y1_sum above their least sum
  // (at most widening_y1_points of them). At 4 and 16 the one-frog slice b
  // = 9 built again 7 times in 25 minutes (a loop of nodes carried a y1
  // bound of slope 6 in b where the values grow by 7, false from b = 5
  // on); at 8 and 64 it builds once (2026-12-07).
  long widening_sum = 8;
  std::size_t widening_samples = 3000;
  long widening_y1_sum = 8;
  std::size_t widening_y1_points = 64;
  // An answer is also tried, and a widening probed, `far_step` along each
  // direction of one or two blank lengths or y1 from each disjunct's least
  // point (tf_probe_far); 0: not.
  long far_step = 12;
  int answer_splits = 3;           // times an answer's region may be cut where answers differ
  std::size_t max_parts = 128;     // a node's domain as more parts ends the closure
  // Builds again after a failure at a false claim, the points where it was
  // false (and the answers that led there) known to the next build.
  std::size_t restarts = 64;
  // isl operations a part's convex hull may take (about 4 million a
  // second); past them the part is not widened by hull. Odd b on TT _^b F
  // met a part whose hull ran for minutes in isl_set_wrap_facet.
  unsigned long hull_operations = 20'000'000;
};

// The certificate of G >= X (left_answers) or G <= X on `where` (over G's
// parameters, which X may use). Throws TfStrategyFailed, TfUnsupported (a
// form leaf that is not an integer, an offset that is not affine) and
// BudgetSpent; once a build has found the claim false at a point of
// `where`, any failure after it as TfStrategyFailed with those points.
TfStrategy tf_strategy_build(const TfPattern& g, const SymGame& x, const Region& where, bool left_answers,
                             TfEvaluator& ev, const RunBudget& budget, const Progress& progress = {},
                             const TfStrategyLimits& limits = {});

}  // namespace cgp
