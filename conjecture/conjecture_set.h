// The Dalmatian tests of Fajtlowicz as Larson and Van Cleemput state them:
// a bound is stored if it is true on every example (truth) and better than
// every stored bound on at least one example (significance); after each
// addition, stored bounds that are no longer significant are removed. Each
// stored bound is then strictly best on an example of its own, so there are
// never more bounds than examples.
//
// Comparisons of doubles use the relative tolerance kRelativeTolerance:
// a <= b means a <= b + 1e-9 * max(1, |a|), with `a` the target (truth,
// exactness) or the candidate (significance). A bound with exact values (a
// rational expression, rational_evaluation.h) is compared exactly, without
// tolerance, with the exact target and with every other exact bound; with a
// bound known only in doubles, in doubles.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include <gmpxx.h>

#include "conjecture/expression.h"
#include "conjecture/operator_kernels.h"

namespace cgp::conjecture {

inline constexpr double kRelativeTolerance = 1e-9;

enum class BoundSense { Upper, Lower };  // target <= bound, target >= bound

struct Conjecture {
  Expression bound;
  std::vector<double> values;  // the bound on each example
  std::size_t order = 0;       // the how-manieth bound accepted in its run, from 0
  // The bound's exact value on each example, when it has one (its verdicts are then exact).
  std::optional<std::vector<mpq_class>> exact = std::nullopt;
};

class ConjectureSet {
 public:
  // exact_target: the target's exact values; empty: the doubles are exact.
  ConjectureSet(std::vector<double> target, BoundSense sense, std::vector<mpq_class> exact_target = {});

  std::size_t examples() const { return target_.size(); }
  BoundSense sense() const { return sense_; }
  // `values` has one entry per example, all finite.
  bool is_true(const double* values) const;
  bool is_significant(const double* values) const;
  // The tests with exact values of a candidate (one per example).
  bool is_true_exactly(const std::vector<mpq_class>& values) const;
  bool is_significant(const double* values, const std::vector<mpq_class>& exact) const;
  // Stores a true, significant bound, then removes the stored bounds that
  // are no longer significant, one at a time (first found first).
  void add(Conjecture c);
  // Every example has a stored bound equal to its target: no bound can be
  // significant any more (the Dalmatian stop rule).
  bool every_example_exact() const;
  bool is_exact(const Conjecture& c, std::size_t example) const;
  const std::vector<Conjecture>& conjectures() const { return stored_; }
  // The truth and significance tests as bounds per example (of the oriented
  // values: v for upper bounds, -v for lower ones), for the enumeration
  // (candidate_bounds.h): a bound is true when oriented values are >=
  // lowest(), and not significant when they are >= best() (the least stored
  // oriented bound, +inf where none).
  const double* lowest() const { return lowest_.data(); }
  const double* best() const { return best_.data(); }
  // Changes when best() does.
  std::uint64_t changes() const { return changes_; }
  // Number of bounds removed because they were no longer significant.
  std::size_t removed() const { return removed_; }

 private:
  double oriented(double v) const { return sense_ == BoundSense::Upper ? v : -v; }
  bool significant_among_stored(std::size_t i) const;
  // Candidate c (values, exact or null) strictly better than stored bound j at example k.
  bool better_at(const double* values, const std::vector<mpq_class>* exact, const Conjecture& j, std::size_t k) const;
  void recompute_best();

  std::vector<double> target_;  // oriented: every bound is an upper bound of it
  std::vector<mpq_class> exact_target_;  // not oriented
  std::vector<double> lowest_;  // oriented target minus its tolerance: truth is bound >= lowest
  BoundSense sense_;
  std::vector<Conjecture> stored_;
  std::vector<double> best_;  // per example, the least oriented stored bound (+inf if none)
  std::size_t removed_ = 0;
  std::uint64_t changes_ = 0;
};

}  // namespace cgp::conjecture
