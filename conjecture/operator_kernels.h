// The column-wise kernels: one call applies an operator to the values of
// many objects at once. Inline, so that the enumeration's inner loops
// compile into them; each is a plain loop the compiler vectorises, with the
// switch on the operator outside the loop.
#pragma once

#include <cmath>
#include <cstddef>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "conjecture/operators.h"

namespace cgp::conjecture {
namespace kernel_detail {

// x^y. Integer exponents (the usual case with integer invariants) by
// repeated squaring: std::pow costs ten times more and gives the same value.
inline double power(double x, double y) {
  // The smallest exponents without a loop; the same products as the loop.
  if (y == 2) return x * x;
  if (y == 1) return x;
  if (y == 3) return x * (x * x);
  if (y == 0) return 1;
  if (y == std::trunc(y) && std::fabs(y) <= 64) {
    long e = static_cast<long>(std::fabs(y));
    double r = 1, b = x;
    while (e) {
      if (e & 1) r *= b;
      b *= b;
      e >>= 1;
    }
    return y < 0 ? 1 / r : r;
  }
  return std::pow(x, y);
}

template <class F>
inline void each(const double* __restrict x, double* __restrict out, std::size_t n, F f) {
  for (std::size_t k = 0; k < n; ++k) out[k] = f(x[k]);
}

template <class F>
inline void each2(const double* __restrict x, const double* __restrict y, double* __restrict out, std::size_t n,
                  F f) {
  for (std::size_t k = 0; k < n; ++k) out[k] = f(x[k], y[k]);
}

}  // namespace kernel_detail

// out[k] = op(x[k]) for k < n (op(x[k], y[k]) for a binary operator).
// Results outside the reals (log of 0, sqrt of a negative, division by 0,
// overflow) are not finite: the caller treats them as undefined.
inline void operator_apply_unary(Operator op, const double* x, double* out, std::size_t n) {
  switch (op) {
    case Operator::PlusOne: return kernel_detail::each(x, out, n, [](double v) { return v + 1; });
    case Operator::MinusOne: return kernel_detail::each(x, out, n, [](double v) { return v - 1; });
    case Operator::Double: return kernel_detail::each(x, out, n, [](double v) { return 2 * v; });
    case Operator::Half: return kernel_detail::each(x, out, n, [](double v) { return 0.5 * v; });
    case Operator::Square: return kernel_detail::each(x, out, n, [](double v) { return v * v; });
    case Operator::Negate: return kernel_detail::each(x, out, n, [](double v) { return -v; });
    case Operator::Reciprocal: return kernel_detail::each(x, out, n, [](double v) { return 1 / v; });
    // sqrt of a negative and log of a non-positive number are NaN or -inf: undefined.
    case Operator::Sqrt: return kernel_detail::each(x, out, n, [](double v) { return std::sqrt(v); });
    case Operator::Ln: return kernel_detail::each(x, out, n, [](double v) { return std::log(v); });
    case Operator::Log10: return kernel_detail::each(x, out, n, [](double v) { return std::log10(v); });
    case Operator::Exp2: return kernel_detail::each(x, out, n, [](double v) { return std::exp2(v); });
    case Operator::Floor: return kernel_detail::each(x, out, n, [](double v) { return std::floor(v); });
    case Operator::Ceil: return kernel_detail::each(x, out, n, [](double v) { return std::ceil(v); });
    default: break;
  }
  for (std::size_t k = 0; k < n; ++k) out[k] = NAN;
}

inline void operator_apply_binary(Operator op, const double* x, const double* y, double* out, std::size_t n) {
  switch (op) {
    case Operator::Add: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return a + b; });
    case Operator::Mul: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return a * b; });
    case Operator::Max: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return a < b ? b : a; });
    case Operator::Min: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return b < a ? b : a; });
    case Operator::Sub: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return a - b; });
    case Operator::Div: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return a / b; });
    case Operator::Pow: return kernel_detail::each2(x, y, out, n, [](double a, double b) { return kernel_detail::power(a, b); });
    default: break;
  }
  for (std::size_t k = 0; k < n; ++k) out[k] = NAN;
}

// GCC does not vectorise an OR of floating-point compares without
// -ffast-math, so these two are written with SSE2 (every x86-64 has it).
// True when every value is finite.
inline bool all_finite(const double* x, std::size_t n) {
  std::size_t k = 0;
#ifdef __SSE2__
  // v * 0 is 0 for finite v, NaN for inf and NaN; NaN compares unequal to 0.
  const __m128d zero = _mm_setzero_pd();
  __m128d bad = zero;
  for (; k + 2 <= n; k += 2) bad = _mm_or_pd(bad, _mm_cmpneq_pd(_mm_mul_pd(_mm_loadu_pd(x + k), zero), zero));
  if (_mm_movemask_pd(bad)) return false;
#endif
  for (; k < n; ++k)
    if (!(x[k] * 0.0 == 0.0)) return false;
  return true;
}

// True when sign * x[k] >= lowest[k] for every k (false where x is NaN).
inline bool all_at_least(const double* x, double sign, const double* lowest, std::size_t n) {
  std::size_t k = 0;
#ifdef __SSE2__
  // Blocks of 4 values, then one test: most candidates fail early.
  const __m128d s = _mm_set1_pd(sign);
  for (; k + 4 <= n; k += 4) {  // not >= is true on NaN
    const __m128d a = _mm_cmpnge_pd(_mm_mul_pd(_mm_loadu_pd(x + k), s), _mm_loadu_pd(lowest + k));
    const __m128d b = _mm_cmpnge_pd(_mm_mul_pd(_mm_loadu_pd(x + k + 2), s), _mm_loadu_pd(lowest + k + 2));
    if (_mm_movemask_pd(_mm_or_pd(a, b))) return false;
  }
  if (k + 2 <= n) {
    if (_mm_movemask_pd(_mm_cmpnge_pd(_mm_mul_pd(_mm_loadu_pd(x + k), s), _mm_loadu_pd(lowest + k)))) return false;
    k += 2;
  }
#endif
  for (; k < n; ++k)
    if (!(sign * x[k] >= lowest[k])) return false;
  return true;
}

}  // namespace cgp::conjecture
