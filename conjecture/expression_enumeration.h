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

#include <chrono>
#include <cstdint>
#include <vector>

#include "conjecture/expression_store.h"
#include "conjecture/operators.h"

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

// visit(values, node) returns false to stop. `leaves` are the offered
// invariants' columns, in their order of preference (ties keep the first).
template <class Visit>
EnumerationStats enumerate_expressions(ExpressionStore& store, const std::vector<const double*>& leaves,
                                       const OperatorSet& ops, const EnumerationLimits& limits, Visit&& visit) {
  EnumerationStats st;
  const std::size_t n = store.objects();
  std::vector<double> scratch(n);
  std::vector<std::uint32_t> begin{0}, end{0};  // [begin[c], end[c]) holds complexity c (c >= 1)
  std::uint64_t until_clock = 0;
  bool go = true;
  auto consider = [&](const StoredExpression& node) {
    ++st.evaluated;
    if (until_clock-- == 0) {
      until_clock = 4095;
      if (std::chrono::steady_clock::now() >= limits.deadline) {
        st.timed_out = true;
        return go = false;
      }
    }
    const double* v = scratch.data();
    if (!all_finite(v, n)) return true;  // undefined somewhere: so is everything built on it
    if (!store.full()) {
      if (store.contains(v)) return true;
      if (!visit(v, node)) return go = false;
      store.add(node, v);
      if (store.full()) st.store_filled = true;
      return true;
    }
    if (!visit(v, node)) return go = false;
    return true;
  };

  for (std::uint32_t i = 0; i < leaves.size() && go; ++i) {
    std::copy(leaves[i], leaves[i] + n, scratch.begin());
    consider(StoredExpression{Operator::Invariant, 1, i, 0});
  }
  begin.push_back(0);
  end.push_back(static_cast<std::uint32_t>(store.size()));
  if (go && !st.store_filled) st.complete_through = 1;
  const auto unary = ops.unary(), binary = ops.binary();
  for (int c = 2; c <= limits.max_complexity && go; ++c) {
    const bool complete_before = !st.store_filled;
    for (Operator op : unary) {
      for (std::uint32_t i = begin[c - 1]; i < end[c - 1] && go; ++i) {
        operator_apply_unary(op, store.values(i), scratch.data(), n);
        consider(StoredExpression{op, static_cast<std::uint8_t>(c), i, 0});
      }
    }
    for (int a = 1; a <= c - 2 && go; ++a) {
      const int b = c - 1 - a;
      for (Operator op : binary) {
        if (operator_is_commutative(op) && a > b) continue;
        for (std::uint32_t i = begin[a]; i < end[a] && go; ++i) {
          const std::uint32_t j0 = operator_is_commutative(op) && a == b ? i : begin[b];
          for (std::uint32_t j = j0; j < end[b] && go; ++j) {
            operator_apply_binary(op, store.values(i), store.values(j), scratch.data(), n);
            consider(StoredExpression{op, static_cast<std::uint8_t>(c), i, j});
          }
        }
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
