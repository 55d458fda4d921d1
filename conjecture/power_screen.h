// Deciding candidates x^y from logarithms, without std::pow. std::pow costs
// tens of cycles a value and most candidates x^y are rejected or settled
// (candidate_bounds.h) by a comparison: for x > 0, x^y < a exactly when
// y*ln(x) < ln(a); for x < 0, |x^y| = |x|^y, negative for an odd y, and no
// real number for y not an integer. The enumeration visits a run of
// candidates x^y with one base x; the screen takes ln|x| once per base and
// object, ln of the bounds once per change of the bounds, and then judges a
// candidate with a multiply and two compares per object.
//
// Exactness: a verdict is only given when it holds with a margin of 1e-12
// relative in the logarithm, far above the rounding of log (< 1 ulp), of the
// product y*ln|x|, and of the kernel's x^y (< 1 ulp for std::pow, a few ulps
// for repeated squaring). Where x = 0, x^y is computed (0, 1 or infinite).
// Where a product overflows or a value is within the margin, the screen says
// Unknown and the values are computed.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <limits>
#include <vector>

#include "conjecture/candidate_bounds.h"
#include "conjecture/operator_kernels.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace cgp::conjecture {

enum class ScreenVerdict { Rejected, Settled, Unknown };

class PowerScreen {
 public:
  // Margin of a verdict, relative, in the logarithm.
  static constexpr double kMargin = 1e-12;

  // The base of the next candidates (all objects' values).
  void power_screen_base(const double* x) {
    x_ = x;
    logs_ = 0;
    plain_prefix_ = 0;
  }

  ScreenVerdict power_screen_judge(const double* y, const CandidateBounds& b) {
    if (b.version != version_ || b.count != reject_below_.size()) refresh(b);
    bool settled = true;
#ifdef __SSE2__
    // Two objects at a time where both bases are positive and finite (the
    // usual case): the same products and compares as the loop below. An
    // infinite product gives NaN in p + m or p - m, so neither verdict, as
    // the loop's "not judged here".
    const bool up = b.sign > 0;
    const __m128d margin = _mm_set1_pd(kMargin), abs_mask = _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffff));
    __m128d all_settled = _mm_castsi128_pd(_mm_set1_epi64x(-1));
#endif
    for (std::size_t k = 0; k < b.count;) {
      if (k == logs_) extend_logs(b.count);
#ifdef __SSE2__
      for (const std::size_t plain = std::min(plain_prefix_, b.count); k + 2 <= plain; k += 2) {
        const __m128d p = _mm_mul_pd(_mm_loadu_pd(y + k), _mm_loadu_pd(ln_x_.data() + k));
        const __m128d m = _mm_mul_pd(margin, _mm_and_pd(p, abs_mask));
        const __m128d hi = _mm_add_pd(p, m), lo = _mm_sub_pd(p, m);
        __m128d rejected, now_settled;
        if (up) {
          rejected = _mm_cmplt_pd(hi, _mm_loadu_pd(reject_below_.data() + k));
          now_settled = _mm_cmpgt_pd(lo, _mm_loadu_pd(settled_above_.data() + k));
        } else {
          rejected = _mm_cmpgt_pd(lo, _mm_loadu_pd(reject_above_.data() + k));
          now_settled = _mm_cmplt_pd(hi, _mm_loadu_pd(settled_below_.data() + k));
        }
        if (_mm_movemask_pd(rejected)) return ScreenVerdict::Rejected;
        all_settled = _mm_and_pd(all_settled, now_settled);
      }
      if (k == logs_ && k < b.count) continue;
      if (k >= b.count) break;
#endif
      if (x_[k] == 0) {  // x^y is 0, 1 or infinite: cheap to compute exactly
        const double v = b.sign * kernel_detail::power(x_[k], y[k]);
        if (!(v >= b.lowest[k])) return ScreenVerdict::Rejected;
        settled = settled && v >= b.settled[k];
        ++k;
        continue;
      }
      const double p = y[k] * ln_x_[k];  // ln |x^y|
      if (!std::isfinite(p)) {  // x infinite, or an overflow: not judged here
        settled = false;
        ++k;
        continue;
      }
      // The compared value is o * |x^y|: o is the sign, times -1 for a
      // negative x^y (x < 0, y odd).
      bool positive = b.sign > 0;
      if (x_[k] < 0) {
        if (y[k] != std::trunc(y[k])) return ScreenVerdict::Rejected;  // not real: NaN
        positive = positive != (0.5 * y[k] != std::trunc(0.5 * y[k]));  // odd: exact for an integer y
      }
      const double m = kMargin * std::fabs(p);
      if (positive) {
        if (p + m < reject_below_[k]) return ScreenVerdict::Rejected;
        settled = settled && p - m > settled_above_[k];
      } else {
        if (p - m > reject_above_[k]) return ScreenVerdict::Rejected;
        settled = settled && p + m < settled_below_[k];
      }
      ++k;
    }
#ifdef __SSE2__
    settled = settled && _mm_movemask_pd(all_settled) == 3;
#endif
    return settled ? ScreenVerdict::Settled : ScreenVerdict::Unknown;
  }

 private:
  static constexpr double kInf = std::numeric_limits<double>::infinity();
  static constexpr double kSmallestNormal = std::numeric_limits<double>::min();

  // A number at most ln(v); -inf (nothing is below it) when v <= 0, when
  // v = inf, which an overflowing |x^y| equals, and when v is subnormal,
  // where x^y is rounded to an absolute step that the margin does not cover.
  static double ln_at_most(double v) {
    if (!(v >= kSmallestNormal) || v == kInf) return -kInf;
    const double l = std::log(v);
    return l - kMargin * (1 + std::fabs(l));
  }
  // A number at least ln(v) for v > 0. For v < 0, -inf: every |x^y| >= 0 is
  // above v. For v = 0 or subnormal, +inf: |x^y| may underflow to v.
  static double ln_at_least(double v) {
    if (v < 0) return -kInf;
    if (!(v >= kSmallestNormal)) return kInf;
    const double l = std::log(v);
    return l + kMargin * (1 + std::fabs(l));
  }

  // With M = |x^y| >= 0 compared as o * M (o = 1 or -1): rejected when
  // o * M < lowest, that is M < lowest (o = 1) or M > -lowest (o = -1);
  // settled when o * M >= settled, that is M >= settled (o = 1) or
  // M <= -settled (o = -1).
  void refresh(const CandidateBounds& b) {
    version_ = b.version;
    reject_below_.resize(b.count);
    reject_above_.resize(b.count);
    settled_above_.resize(b.count);
    settled_below_.resize(b.count);
    if (ln_x_.size() < b.count) ln_x_.resize(b.count);
    for (std::size_t k = 0; k < b.count; ++k) {
      reject_below_[k] = ln_at_most(b.lowest[k]);
      settled_above_[k] = ln_at_least(b.settled[k]);
      reject_above_[k] = ln_at_least(-b.lowest[k]);
      settled_below_[k] = ln_at_most(-b.settled[k]);
    }
  }

  // ln |x| of the next block of objects: once per base, as far as its
  // candidates get.
  void extend_logs(std::size_t count) {
    const std::size_t to = std::min(count, logs_ + 8);
    if (ln_x_.size() < to) ln_x_.resize(to);
    if (plain_.size() < to) plain_.resize(to);
    for (; logs_ < to; ++logs_) {
      ln_x_[logs_] = std::log(std::fabs(x_[logs_]));
      plain_[logs_] = x_[logs_] > 0 && x_[logs_] < kInf;
      if (plain_prefix_ == logs_ && plain_[logs_]) ++plain_prefix_;
    }
  }

  const double* x_ = nullptr;
  std::vector<char> plain_;  // x[k] > 0 and finite, for k < logs_
  std::size_t plain_prefix_ = 0;  // plain_[k] for every k < plain_prefix_ (<= logs_)
  std::vector<double> ln_x_;
  std::size_t logs_ = 0;  // ln_x_[k] holds ln |x[k]| for k < logs_
  std::uint64_t version_ = 0;
  std::vector<double> reject_below_, reject_above_, settled_above_, settled_below_;
};

}  // namespace cgp::conjecture
