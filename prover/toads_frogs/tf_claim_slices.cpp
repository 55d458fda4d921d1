#include "prover/toads_frogs/tf_claim_slices.h"

#include "games/toads_frogs/pattern.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <map>

namespace cgp {

namespace {

using Clock = std::chrono::steady_clock;

Region slice_region(const Region& where, const std::string& param, long value) {
  return region_intersect(where, region_from_relation(Affine::param(param), CmpOp::eq, Affine(value), where.params()));
}

// The slice's own budget: the whole run bounded (closure, guess and
// induction), at most `seconds` and never past `deadline`.
RunBudget slice_run_budget(const TfSliceBudget& budget, Clock::time_point deadline) {
  const Clock::time_point own =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget.slice_seconds));
  RunBudget b;
  b.deadline = std::min(own, deadline);
  b.seconds = budget.slice_seconds;
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

template <class Claim>
TfSliceReport slices(const TfFamily& family, const Claim& claim, const TfSliceBudget& budget, long box,
                     long search_sum, const Progress& progress) {
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
      TfSliceVerdict verdict{p, v};
      const std::string scope = fmt::format("slice {}=={}", p, v);
      const auto start = Clock::now();
      TfClaimResult r = tf_claim_check({TfFamily{family.pattern, slice_region(family.where, p, v)}}, claim,
                                       slice_run_budget(budget, deadline), box, search_sum, scoped(progress, scope));
      verdict.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      verdict.states = r.theorem.sys.states.size();
      if (r.cex) {
        verdict.status = TfSliceVerdict::Status::Refuted;
        report.slices.push_back(verdict);
        report.cex = r.cex;
        return report;
      }
      if (r.holds) {
        verdict.status = TfSliceVerdict::Status::Proved;
        next[p] = tf_slice_next_value(family.where, p, v + 1);
      } else {
        verdict.reason = r.theorem.proof.reason;
        next[p] = std::nullopt;  // its next slices are larger: not tried
      }
      report.slices.push_back(std::move(verdict));
    }
  }
  return report;
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
  return slices(family, claim, budget, box, search_sum, progress);
}

TfSliceReport tf_claim_slices(const TfFamily& family, const PolyGame& claim, const TfSliceBudget& budget, long box,
                              long search_sum, const Progress& progress) {
  return slices(family, claim, budget, box, search_sum, progress);
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
