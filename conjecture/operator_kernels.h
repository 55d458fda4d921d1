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

// One operator on one value (two for a binary operator), as a type, so that
// a loop over many candidates of one operator compiles without a switch.
// kCostly marks the library calls that cost tens of cycles a value: the
// enumeration evaluates them one object at a time while a candidate may
// still be rejected.
template <Operator Op>
struct OperatorKernel;

#define CGP_OPERATOR_KERNEL(OP, COSTLY, ARGS, BODY)         \
  template <>                                             \
  struct OperatorKernel<Operator::OP> {                   \
    static constexpr bool kCostly = COSTLY;               \
    double operator() ARGS const { return BODY; }          \
  };
CGP_OPERATOR_KERNEL(PlusOne, false, (double v), v + 1)
CGP_OPERATOR_KERNEL(MinusOne, false, (double v), v - 1)
CGP_OPERATOR_KERNEL(Double, false, (double v), 2 * v)
CGP_OPERATOR_KERNEL(Half, false, (double v), 0.5 * v)
CGP_OPERATOR_KERNEL(Square, false, (double v), v * v)
CGP_OPERATOR_KERNEL(Negate, false, (double v), -v)
CGP_OPERATOR_KERNEL(Reciprocal, false, (double v), 1 / v)
// sqrt of a negative and log of a non-positive number are NaN or -inf: undefined.
CGP_OPERATOR_KERNEL(Sqrt, false, (double v), std::sqrt(v))
CGP_OPERATOR_KERNEL(Ln, true, (double v), std::log(v))
CGP_OPERATOR_KERNEL(Log10, true, (double v), std::log10(v))
CGP_OPERATOR_KERNEL(Exp2, true, (double v), std::exp2(v))
CGP_OPERATOR_KERNEL(Floor, false, (double v), std::floor(v))
CGP_OPERATOR_KERNEL(Ceil, false, (double v), std::ceil(v))
CGP_OPERATOR_KERNEL(Add, false, (double a, double b), a + b)
CGP_OPERATOR_KERNEL(Mul, false, (double a, double b), a * b)
CGP_OPERATOR_KERNEL(Max, false, (double a, double b), a < b ? b : a)
CGP_OPERATOR_KERNEL(Min, false, (double a, double b), b < a ? b : a)
CGP_OPERATOR_KERNEL(Sub, false, (double a, double b), a - b)
CGP_OPERATOR_KERNEL(Div, false, (double a, double b), a / b)
CGP_OPERATOR_KERNEL(Pow, true, (double a, double b), kernel_detail::power(a, b))
#undef CGP_OPERATOR_KERNEL

// f(OperatorKernel<op>{}) for a unary (binary) operator; false, without a
// call, for any other operator.
#define CGP_CASE(OP) \
  case Operator::OP: f(OperatorKernel<Operator::OP>{}); return true;
template <class F>
inline bool operator_with_unary_kernel(Operator op, F&& f) {
  switch (op) {
    CGP_CASE(MinusOne) CGP_CASE(PlusOne) CGP_CASE(Double) CGP_CASE(Half) CGP_CASE(Square) CGP_CASE(Negate)
    CGP_CASE(Reciprocal) CGP_CASE(Sqrt) CGP_CASE(Ln) CGP_CASE(Log10) CGP_CASE(Exp2) CGP_CASE(Floor) CGP_CASE(Ceil)
    default: return false;
  }
}

template <class F>
inline bool operator_with_binary_kernel(Operator op, F&& f) {
  switch (op) {
    CGP_CASE(Add) CGP_CASE(Mul) CGP_CASE(Max) CGP_CASE(Min) CGP_CASE(Sub) CGP_CASE(Div) CGP_CASE(Pow)
    default: return false;
  }
}
#undef CGP_CASE

// out[k] = op(x[k]) for k < n (op(x[k], y[k]) for a binary operator).
// Results outside the reals (log of 0, sqrt of a negative, division by 0,
// overflow) are not finite: the caller treats them as undefined.
inline void operator_apply_unary(Operator op, const double* x, double* out, std::size_t n) {
  if (!operator_with_unary_kernel(op, [&](auto f) { kernel_detail::each(x, out, n, f); }))
    for (std::size_t k = 0; k < n; ++k) out[k] = NAN;
}

inline void operator_apply_binary(Operator op, const double* x, const double* y, double* out, std::size_t n) {
  if (!operator_with_binary_kernel(op, [&](auto f) { kernel_detail::each2(x, y, out, n, f); }))
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
[[gnu::always_inline]] inline bool all_at_least(const double* x, double sign, const double* lowest, std::size_t n) {
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

// The test of a candidate's values against CandidateBounds, in one pass:
// Rejected when sign * x[k] < lowest[k] (or NaN) for some k; else Settled
// when sign * x[k] >= settled[k] for every k; else Open.
enum class BoundsVerdict { Rejected, Settled, Open };

// Where settled[k] >= lowest[k] (the bounds' usual case: a stored bound is
// true), a value at or above settled[k] passes both tests, so one compare
// a value decides a run of settled values; the rest are tested against both.
[[gnu::always_inline]] inline BoundsVerdict bounds_verdict(const double* x, double sign, const double* lowest,
                                                           const double* settled, std::size_t n) {
  std::size_t k = 0;
  bool open = false;
#ifdef __SSE2__
  // sign * x as x with its sign bit flipped when sign < 0: exact, like the
  // product, and one cycle instead of four. Blocks of 4 values, one branch.
  const __m128d flip = _mm_set1_pd(sign < 0 ? -0.0 : 0.0);
  for (; k + 4 <= n; k += 4) {
    const __m128d a = _mm_xor_pd(_mm_loadu_pd(x + k), flip), b = _mm_xor_pd(_mm_loadu_pd(x + k + 2), flip);
    // not >= is true on NaN
    if (!_mm_movemask_pd(_mm_or_pd(_mm_cmpnge_pd(a, _mm_loadu_pd(settled + k)),
                                   _mm_cmpnge_pd(b, _mm_loadu_pd(settled + k + 2)))))
      continue;  // settled at all four, hence true where settled >= lowest; the others are tested below
    if (_mm_movemask_pd(_mm_or_pd(_mm_cmpnge_pd(a, _mm_loadu_pd(lowest + k)),
                                  _mm_cmpnge_pd(b, _mm_loadu_pd(lowest + k + 2)))))
      return BoundsVerdict::Rejected;
    open = true;
  }
#endif
  for (; k < n; ++k) {
    const double v = sign * x[k];
    if (!(v >= lowest[k])) return BoundsVerdict::Rejected;
    open = open || v < settled[k];
  }
  return open ? BoundsVerdict::Open : BoundsVerdict::Settled;
}

}  // namespace cgp::conjecture
