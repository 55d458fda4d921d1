#include "conjecture/conjecture_set.h"

#include <cmath>
#include <limits>

#include "conjecture/operator_kernels.h"

namespace cgp::conjecture {
namespace {

inline double tolerance(double v) { return kRelativeTolerance * std::max(1.0, std::fabs(v)); }

}  // namespace

ConjectureSet::ConjectureSet(std::vector<double> target, BoundSense sense, std::vector<mpq_class> exact_target)
    : exact_target_(std::move(exact_target)), sense_(sense) {
  if (exact_target_.empty())
    for (double t : target) exact_target_.emplace_back(t);
  for (double t : target) {
    target_.push_back(oriented(t));
    lowest_.push_back(target_.back() - tolerance(t));
  }
  best_.assign(target_.size(), std::numeric_limits<double>::infinity());
}

bool ConjectureSet::is_true(const double* v) const {
  return all_at_least(v, sense_ == BoundSense::Upper ? 1.0 : -1.0, lowest_.data(), target_.size());
}

bool ConjectureSet::is_significant(const double* v) const {
  std::size_t k = 0;
#ifdef __SSE2__
  // The loop below, two examples at a time: every true candidate comes here.
  // max(|b|, 1) as std::max(1.0, |b|) for every b but NaN, and a NaN b fails both.
  const __m128d s = _mm_set1_pd(sense_ == BoundSense::Upper ? 1.0 : -1.0), one = _mm_set1_pd(1.0),
                tol = _mm_set1_pd(kRelativeTolerance), sign_bit = _mm_set1_pd(-0.0);
  for (; k + 2 <= target_.size(); k += 2) {
    const __m128d b = _mm_mul_pd(_mm_loadu_pd(v + k), s);
    const __m128d t = _mm_mul_pd(tol, _mm_max_pd(_mm_andnot_pd(sign_bit, b), one));
    if (_mm_movemask_pd(_mm_cmplt_pd(_mm_add_pd(b, t), _mm_loadu_pd(best_.data() + k)))) return true;
  }
#endif
  for (; k < target_.size(); ++k) {
    const double b = oriented(v[k]);
    if (b + tolerance(b) < best_[k]) return true;
  }
  return false;
}

bool ConjectureSet::is_true_exactly(const std::vector<mpq_class>& v) const {
  for (std::size_t k = 0; k < target_.size(); ++k)
    if (sense_ == BoundSense::Upper ? v[k] < exact_target_[k] : v[k] > exact_target_[k]) return false;
  return true;
}

bool ConjectureSet::better_at(const double* v, const std::vector<mpq_class>* exact, const Conjecture& j,
                              std::size_t k) const {
  if (exact && j.exact) return sense_ == BoundSense::Upper ? (*exact)[k] < (*j.exact)[k] : (*exact)[k] > (*j.exact)[k];
  const double b = oriented(v[k]);
  return b + tolerance(b) < oriented(j.values[k]);
}

bool ConjectureSet::is_significant(const double* v, const std::vector<mpq_class>& exact) const {
  for (std::size_t k = 0; k < target_.size(); ++k) {
    bool best = true;
    for (const Conjecture& j : stored_) best = best && better_at(v, &exact, j, k);
    if (best) return true;
  }
  return false;
}

// Pairwise, as better_at; for bounds known in doubles only, the same as
// b + tolerance(b) < the least of the others.
bool ConjectureSet::significant_among_stored(std::size_t i) const {
  const Conjecture& c = stored_[i];
  for (std::size_t k = 0; k < target_.size(); ++k) {
    bool best = true;
    for (std::size_t j = 0; j < stored_.size() && best; ++j)
      if (j != i) best = better_at(c.values.data(), c.exact ? &*c.exact : nullptr, stored_[j], k);
    if (best) return true;
  }
  return false;
}

void ConjectureSet::recompute_best() {
  best_.assign(target_.size(), std::numeric_limits<double>::infinity());
  for (const Conjecture& c : stored_)
    for (std::size_t k = 0; k < target_.size(); ++k) best_[k] = std::min(best_[k], oriented(c.values[k]));
}

void ConjectureSet::add(Conjecture c) {
  stored_.push_back(std::move(c));
  for (bool again = true; again;) {
    again = false;
    for (std::size_t i = 0; i + 1 < stored_.size(); ++i)  // the newcomer is significant by admission
      if (!significant_among_stored(i)) {
        stored_.erase(stored_.begin() + static_cast<std::ptrdiff_t>(i));
        ++removed_;
        again = true;
        break;
      }
  }
  recompute_best();
  ++changes_;
}

bool ConjectureSet::is_exact(const Conjecture& c, std::size_t k) const {
  if (c.exact) return (*c.exact)[k] == exact_target_[k];
  const double b = oriented(c.values[k]);
  return std::fabs(b - target_[k]) <= tolerance(target_[k]);
}

bool ConjectureSet::every_example_exact() const {
  for (std::size_t k = 0; k < target_.size(); ++k) {
    bool exact = false;
    for (const Conjecture& c : stored_) exact = exact || is_exact(c, k);
    if (!exact) return false;
  }
  return true;
}

}  // namespace cgp::conjecture
