// What a visitor of the enumeration (expression_enumeration.h) asks of a
// candidate's values, stated as numbers per object, so that the enumeration
// can test a candidate before it has all its values, and decide some
// candidates from estimates without computing their values at all
// (power_screen.h).
#pragma once

#include <cstddef>
#include <cstdint>

namespace cgp::conjecture {

struct CandidateBounds {
  double sign = 1;                 // values are compared as sign * value
  std::size_t count = 0;           // objects [0, count) are tested; later ones are not
  // A candidate with sign * v[k] < lowest[k] (or NaN) for some k < count is
  // rejected: never visited.
  const double* lowest = nullptr;
  // A candidate with sign * v[k] >= settled[k] for every k < count is
  // settled: visiting it would change nothing, so it need not be visited.
  // settled[k] >= lowest[k] for every k: a settled value is never rejected
  // (the enumeration tests settled first).
  const double* settled = nullptr;
  // Changes whenever `settled` does.
  std::uint64_t version = 0;
};

}  // namespace cgp::conjecture
