// The Dalmatian tests of Fajtlowicz as Larson and Van Cleemput state them:
// a bound is stored if it is true on every example (truth) and better than
// every stored bound on at least one example (significance); after each
// addition, stored bounds that are no longer significant are removed. Each
// stored bound is then strictly best on an example of its own, so there are
// never more bounds than examples.
//
// Comparisons use the relative tolerance kRelativeTolerance: a <= b means
// a <= b + 1e-9 * max(1, |a|), with `a` the target (truth, exactness) or the
// candidate (significance).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "conjecture/expression.h"
#include "conjecture/operator_kernels.h"

namespace cgp::conjecture {

inline constexpr double kRelativeTolerance = 1e-9;

enum class BoundSense { Upper, Lower };  // target <= bound, target >= bound

struct Conjecture {
  Expression bound;
  std::vector<double> values;  // the bound on each example
  std::size_t order = 0;       // the how-manieth bound accepted in its run, from 0
};

class ConjectureSet {
 public:
  ConjectureSet(std::vector<double> target, BoundSense sense);

  std::size_t examples() const { return target_.size(); }
  BoundSense sense() const { return sense_; }
  // `values` has one entry per example, all finite.
  bool is_true(const double* values) const;
  bool is_significant(const double* values) const;
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
  void recompute_best();

  std::vector<double> target_;  // oriented: every bound is an upper bound of it
  std::vector<double> lowest_;  // oriented target minus its tolerance: truth is bound >= lowest
  BoundSense sense_;
  std::vector<Conjecture> stored_;
  std::vector<double> best_;  // per example, the least oriented stored bound (+inf if none)
  std::size_t removed_ = 0;
  std::uint64_t changes_ = 0;
};

}  // namespace cgp::conjecture
