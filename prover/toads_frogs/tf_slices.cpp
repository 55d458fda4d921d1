#include "prover/toads_frogs/tf_slices.h"

#include "families/toads_frogs/closure.h"
#include "kernel/tf_entries.h"
#include "games/toads_frogs/pattern.h"
#include "prover/toads_frogs/tf_strategy_claim.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>

namespace cgp {

namespace {

using Clock = std::chrono::steady_clock;

Region slice_region(const Region& where, const std::string& param, long value) {
  return region_intersect(where, region_from_relation(Affine::param(param), CmpOp::eq, Affine(value), where.params()));
}

// The slice's own budget: the whole run bounded (closure, guess and
// induction), by an equal share of the time left among the parameters still
// being sliced, so one whose slice does not close cannot starve the others.
RunBudget slice_run_budget(const TfSliceBudget& budget, Clock::time_point deadline, std::size_t active) {
  RunBudget b;
  b.deadline = Clock::now() + (deadline - Clock::now()) / static_cast<long>(std::max<std::size_t>(active, 1));
  b.seconds = budget.seconds;
  b.time_option = "--slice-seconds";
  b.time_for_closure_only = false;
  b.memory_bytes = budget.memory_bytes;
  return b;
}

// The progress of one slice: every event names the slice, so the line says
// which part of the family is being proved.
Progress scoped(const Progress& progress, const std::string& scope) {
  return Progress([progress, scope](const ProgressEvent& e) {
    ProgressEvent scoped_event = e;
    scoped_event.scope = scope;
    progress.report(scoped_event);
  });
}

// Proves one slice with whichever check the walk runs: fills the verdict's
// status, states, reason and pieces, and returns the counterexample of a
// slice that refutes the claim.
using AttemptSlice = std::function<std::optional<TfCounterexample>(const TfFamily&, const RunBudget&,
                                                                   const Progress&, TfSliceVerdict&)>;

// The walk over the slices (see the header), with `attempt` proving one.
TfSliceReport walk(const TfFamily& family, const TfSliceBudget& budget, const Progress& progress,
                   const AttemptSlice& attempt) {
  TfSliceReport report;
  if (budget.seconds <= 0) return report;
  const Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget.seconds));
  std::map<std::string, std::optional<long>> next;  // each parameter's next value; nullopt: done
  const std::vector<std::string> params = tf_slice_params(family);
  for (const std::string& p : params) next[p] = tf_slice_next_value(family.where, p, 0);
  for (bool any = true; any && Clock::now() < deadline;) {
    any = false;
    for (const std::string& p : params) {
      if (!next[p] || Clock::now() >= deadline) continue;
      any = true;
      const long v = *next[p];
      const Region where = slice_region(family.where, p, v);
      if (tf_slice_is_finite(where)) {  // the search's business, not a family's
        next[p] = std::nullopt;
        continue;
      }
      const auto start = Clock::now();
      const std::size_t active = static_cast<std::size_t>(
          std::count_if(next.begin(), next.end(), [](const auto& n) { return n.second.has_value(); }));
      TfSliceVerdict verdict;
      verdict.param = p;
      verdict.value = v;
      std::optional<TfCounterexample> cex =
          attempt(TfFamily{family.pattern, where}, slice_run_budget(budget, deadline, active),
                  scoped(progress, fmt::format("slice {}=={}", p, v)), verdict);
      verdict.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      const bool proved = verdict.status == TfSliceVerdict::Status::Proved;
      report.slices.push_back(std::move(verdict));
      if (cex) {
        report.cex = std::move(cex);
        return report;
      }
      // A slice not proved ends its parameter: the next ones are larger.
      next[p] = proved ? tf_slice_next_value(family.where, p, v + 1) : std::nullopt;
    }
  }
  return report;
}

// A claim's slice by winning strategies, within the first half of its
// budget (the closure keeps the rest: a strategy that cannot be found may
// take all the time it is given). True, with the verdict filled, when both
// halves of every pinned slice are checked.
bool slice_by_strategy(const TfFamily& slice, const PolyGame& claim, const RunBudget& budget, const Progress& progress,
                       TfSliceVerdict& verdict) {
  RunBudget half = budget;
  if (budget.deadline != RunBudget::Clock::time_point::max())
    half.deadline = Clock::now() + (budget.deadline - Clock::now()) / 2;
  const TfStrategySlices r = tf_poly_claim_by_strategy(slice, claim, [&] { return half; }, progress);
  if (!r.proved) return false;
  verdict.status = TfSliceVerdict::Status::Proved;
  for (const TfStrategySlice& t : r.slices) {
    verdict.strategy_nodes += t.halves.lower.nodes + t.halves.upper.nodes;
    verdict.pieces.push_back(SymPiece{t.slice, t.claim});
  }
  return true;
}

PolyGame as_poly(const SymGame& g) { return poly_game_from_sym(g); }
const PolyGame& as_poly(const PolyGame& g) { return g; }

template <class Claim>
TfSliceReport claim_slices(const TfFamily& family, const Claim& claim, const TfSliceBudget& budget, long box,
                           long search_sum, const Progress& progress) {
  return walk(family, budget, progress,
              [&](const TfFamily& slice, const RunBudget& b, const Progress& pr, TfSliceVerdict& verdict) {
                if (budget.strategies && slice_by_strategy(slice, as_poly(claim), b, pr, verdict))
                  return std::optional<TfCounterexample>();
                TfClaimResult r = tf_claim_check({slice}, claim, b, box, search_sum, pr);
                verdict.states = r.theorem.sys.states.size();
                if (r.cex) {
                  verdict.status = TfSliceVerdict::Status::Refuted;
                } else if (r.holds) {
                  verdict.status = TfSliceVerdict::Status::Proved;
                  verdict.pieces = std::move(r.proved);
                } else {
                  verdict.reason = r.theorem.proof.reason;
                }
                return r.cex;
              });
}

}  // namespace

std::vector<std::string> tf_slice_params(const TfFamily& family) {
  const std::map<std::string, Affine> pinned = region_pinned_params(family.where);
  std::vector<std::string> free;
  for (const std::string& p : tf_pattern_params(family.pattern))
    if (!pinned.count(p)) free.push_back(p);
  if (free.size() < 2) return {};
  return free;
}

bool tf_slice_is_finite(const Region& where) {
  for (const std::string& q : where.params())
    if (!region_param_values(where, q, kTfSliceValues)) return false;
  return true;
}

std::optional<long> tf_slice_next_value(const Region& where, const std::string& param, long from) {
  // The parameter first, so that the least point is the least value.
  std::vector<std::string> order{param};
  for (const std::string& q : where.params())
    if (q != param) order.push_back(q);
  const Region aligned = region_align(where, order);
  const Region above = region_intersect(aligned, region_from_relation(Affine::param(param), CmpOp::ge, Affine(from), order));
  const auto least = region_lexmin(above);
  if (!least) return std::nullopt;
  return region_point_values(above, *least).at(param);
}

TfSliceReport tf_claim_slices(const TfFamily& family, const SymGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress) {
  return claim_slices(family, claim, budget, box, search_sum, progress);
}

TfSliceReport tf_claim_slices(const TfFamily& family, const PolyGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress) {
  return claim_slices(family, claim, budget, box, search_sum, progress);
}

TfSliceReport tf_prove_slices(const TfFamily& family, const TfSliceBudget& budget, long box, const Progress& progress) {
  return walk(family, budget, progress,
              [&](const TfFamily& slice, const RunBudget& b, const Progress& pr,
                  TfSliceVerdict& verdict) -> std::optional<TfCounterexample> {
                TfTheorem t = prove_tf_families({slice}, b, box, pr);
                verdict.states = t.sys.states.size();
                if (t.proof.status != FamilyProof::Status::Proved) {
                  verdict.reason = t.proof.reason;
                  return std::nullopt;
                }
                // The slice's value is its entries' pieces (a parameter with few
                // values on the slice is split further), and only where the kernel
                // finds that the entries cover the slice, as for a claim
                // (tf_claim.cpp).
                std::string why;
                if (!kernel_tf_entries_cover(t.sys, 0, region_align(slice.where, tf_pattern_params(slice.pattern)),
                                             why)) {
                  verdict.reason = "the slice's entries do not cover its region (a bug: please report it): " + why;
                  return std::nullopt;
                }
                for (const FamilyEntry& e : t.sys.entries)
                  for (SymPiece& p : family_entry_pieces(t.proof.conjecture, e)) verdict.pieces.push_back(std::move(p));
                verdict.status = TfSliceVerdict::Status::Proved;
                return std::nullopt;
              });
}

std::string tf_slices_proved_text(const TfSliceReport& report) {
  std::vector<std::string> params;
  std::map<std::string, std::vector<std::string>> proved;
  for (const TfSliceVerdict& s : report.slices)
    if (s.status == TfSliceVerdict::Status::Proved) {
      if (!proved.count(s.param)) params.push_back(s.param);
      proved[s.param].push_back(fmt::format("{}=={}", s.param, s.value));
    }
  std::string text;
  for (const std::string& p : params) {
    if (!text.empty()) text += "; ";
    for (std::size_t i = 0; i < proved[p].size(); ++i) text += (i ? ", " : "") + proved[p][i];
  }
  return text;
}

}  // namespace cgp
