#include "conjecture/conjecture_set.h"

#include <cmath>
#include <limits>

#include "conjecture/operator_kernels.h"

namespace cgp::conjecture {
namespace {

inline double tolerance(double v) { return kRelativeTolerance * std::max(1.0, std::fabs(v)); }

}  // namespace

ConjectureSet::ConjectureSet(std::vector<double> target, BoundSense sense) : sense_(sense) {
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

bool ConjectureSet::significant_among_stored(std::size_t i) const {
  for (std::size_t k = 0; k < target_.size(); ++k) {
    double others = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < stored_.size(); ++j)
      if (j != i) others = std::min(others, oriented(stored_[j].values[k]));
    const double b = oriented(stored_[i].values[k]);
    if (b + tolerance(b) < others) return true;
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
  const double b = oriented(c.values[k]);
  return std::fabs(b - target_[k]) <= tolerance(target_[k]);
}

bool ConjectureSet::every_example_exact() const {
  for (std::size_t k = 0; k < target_.size(); ++k)
    if (std::fabs(best_[k] - target_[k]) > tolerance(target_[k])) return false;
  return true;
}

}  // namespace cgp::conjecture
