// Expressions enumerated by complexity (number of nodes), bottom-up over the
// store: complexity c is every unary operator on a stored expression of
// complexity c - 1 and every binary operator on stored expressions whose
// complexities sum to c - 1 (commutative operators in one order only).
// Each candidate is evaluated over all objects at once. Candidates equal to
// a stored expression are skipped (the stored one is simpler and was seen
// first); when the store is full, candidates are still evaluated and
// visited but no longer stored, so the next complexities are built from
// what the store holds.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "conjecture/candidate_bounds.h"
#include "conjecture/expression_store.h"
#include "conjecture/operator_kernels.h"
#include "conjecture/power_screen.h"

namespace cgp::conjecture {

struct EnumerationLimits {
  int max_complexity = 7;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

struct EnumerationStats {
  std::uint64_t evaluated = 0;  // candidates evaluated over all objects
  int complete_through = 0;     // every expression up to this complexity was visited (up to equal vectors)
  bool stopped = false;         // the visitor asked to stop
  bool timed_out = false;
  bool store_filled = false;
};

// The visitor has
//   CandidateBounds bounds() const: what it rejects and what it need not
//     see (candidate_bounds.h);
//   bool visit(const double* values, const StoredExpression& node, bool within_bounds):
//     the whole vector (within_bounds: it is not rejected by the bounds);
//     returns false to stop the enumeration.
// Candidates with an undefined (non-finite) value are not stored. Once the
// store is full, a candidate is only tested: its first kEnumerationBlock
// objects are evaluated (one at a time for a costly operator) and tested,
// as a per-object evaluator stops at the first counterexample, then the
// rest at once (most candidates that pass the first objects pass all).
// Candidates x^y are first judged from logarithms (power_screen.h). A
// candidate counts as evaluated either way.
inline constexpr std::size_t kEnumerationBlock = 4;

template <class Visitor>
EnumerationStats enumerate_expressions(ExpressionStore& store, const std::vector<const double*>& leaves,
                                       const OperatorSet& ops, const EnumerationLimits& limits, Visitor& visitor) {
  EnumerationStats st;
  const std::size_t n = store.objects();
  std::vector<double> scratch(n);
  std::vector<std::uint32_t> begin{0}, end{0};  // [begin[c], end[c]) holds complexity c (c >= 1)
  std::uint64_t until_clock = 0;
  bool go = true;
  // compute(from, to) writes the candidate's values of objects [from, to) to
  // scratch; costly: std::true_type for a costly operator; screen(bounds)
  // may decide it without its values (with the store full).
  auto consider = [&](auto costly, const StoredExpression& node, auto&& compute, auto&& screen) {
    ++st.evaluated;
    if (until_clock-- == 0) {
      until_clock = 4095;
      if (std::chrono::steady_clock::now() >= limits.deadline) {
        st.timed_out = true;
        return go = false;
      }
    }
    const double* v = scratch.data();
    if (store.full()) {
      const CandidateBounds b = visitor.bounds();
      const ScreenVerdict verdict = screen(b);
      if (verdict != ScreenVerdict::Unknown) return true;
      const std::size_t step = decltype(costly)::value ? 1 : kEnumerationBlock;
      bool open = false;
      for (std::size_t from = 0; from < b.count;) {
        const std::size_t to = from < kEnumerationBlock ? std::min(b.count, from + step) : b.count;
        compute(from, to);
        const BoundsVerdict verdict = bounds_verdict(v + from, b.sign, b.lowest + from, b.settled + from, to - from);
        if (verdict == BoundsVerdict::Rejected) return true;
        open = open || verdict == BoundsVerdict::Open;
        from = to;
      }
      // Within the bounds and settled on every tested object: nothing to see.
      if (!open && b.count > 0) return true;
      if (b.count < n) compute(b.count, n);
      return go = visitor.visit(v, node, true);
    }
    compute(0, n);
    if (!all_finite(v, n)) return true;  // undefined somewhere: so is everything built on it
    const std::uint64_t h = store.hash(v);
    if (store.contains(h)) return true;
    if (!visitor.visit(v, node, false)) return go = false;
    store.add(node, v, h);
    if (store.full()) st.store_filled = true;
    return true;
  };
  const auto no_screen = [](const CandidateBounds&) { return ScreenVerdict::Unknown; };
  PowerScreen power_screen;

  for (std::uint32_t i = 0; i < leaves.size() && go; ++i) {
    const auto copy = [&](std::size_t from, std::size_t to) {
      std::copy(leaves[i] + from, leaves[i] + to, scratch.begin() + from);
    };
    consider(std::false_type{}, StoredExpression{Operator::Invariant, 1, i, 0}, copy, no_screen);
  }
  begin.push_back(0);
  end.push_back(static_cast<std::uint32_t>(store.size()));
  if (go && !st.store_filled) st.complete_through = 1;
  const auto unary = ops.unary(), binary = ops.binary();
  for (int c = 2; c <= limits.max_complexity && go; ++c) {
    const bool complete_before = !st.store_filled;
    for (Operator op : unary) {
      operator_with_unary_kernel(op, [&](auto f) {
        const std::bool_constant<decltype(f)::kCostly> costly;
        for (std::uint32_t i = begin[c - 1]; i < end[c - 1] && go; ++i) {
          const double* x = store.values(i);
          const auto compute = [&](std::size_t from, std::size_t to) {
            kernel_detail::each(x + from, scratch.data() + from, to - from, f);
          };
          consider(costly, StoredExpression{op, static_cast<std::uint8_t>(c), i, 0}, compute, no_screen);
        }
      });
    }
    for (int a = 1; a <= c - 2 && go; ++a) {
      const int b = c - 1 - a;
      for (Operator op : binary) {
        if (operator_is_commutative(op) && a > b) continue;
        operator_with_binary_kernel(op, [&](auto f) {
          constexpr bool power = std::is_same_v<decltype(f), OperatorKernel<Operator::Pow>>;
          const std::bool_constant<decltype(f)::kCostly> costly;
          for (std::uint32_t i = begin[a]; i < end[a] && go; ++i) {
            const std::uint32_t j0 = operator_is_commutative(op) && a == b ? i : begin[b];
            const double* x = store.values(i);
            if (power) power_screen.power_screen_base(x);
            for (std::uint32_t j = j0; j < end[b] && go; ++j) {
              const double* y = store.values(j);
              // Rows are read in order, one cache line of each at first.
              __builtin_prefetch(store.values(std::min(j + 16, end[b] - 1)));
              const auto compute = [&](std::size_t from, std::size_t to) {
                kernel_detail::each2(x + from, y + from, scratch.data() + from, to - from, f);
              };
              const StoredExpression node{op, static_cast<std::uint8_t>(c), i, j};
              if constexpr (power)
                consider(costly, node, compute, [&](const CandidateBounds& bounds) {
                  return power_screen.power_screen_judge(y, bounds);
                });
              else
                consider(costly, node, compute, no_screen);
            }
          }
        });
      }
    }
    begin.push_back(end.back());
    end.push_back(static_cast<std::uint32_t>(store.size()));
    if (go && complete_before) st.complete_through = c;
  }
  if (!go && !st.timed_out) st.stopped = true;
  return st;
}

}  // namespace cgp::conjecture
