// The runs and shapes of a Toads-and-Frogs position, as the strategy benches
// count them (bench_tf_strategy, bench_tf_answers): the blocks a pattern
// would need to hold the position.
//
// Runs are counted as a closure would need blocks: maximal blocks of one
// symbol, after the toads-only part beyond the last frog and the frogs-only
// part before the first toad are cut off (Terminal Toads: they are integers).
#pragma once

#include "games/toads_frogs/position.h"

#include <cstddef>
#include <string>
#include <utility>

namespace cgp::bench {

// The squares [first, last) that runs and shapes count.
inline std::pair<std::size_t, std::size_t> counted_squares(const TfPosition& p) {
  std::size_t first = 0, last = p.size();
  while (first < p.size() && p[first] != Square::Toad) ++first;
  while (last > first && p[last - 1] != Square::Frog) --last;
  return {first, last};
}

inline std::size_t runs(const TfPosition& p) {
  const auto [first, last] = counted_squares(p);
  std::size_t n = 0;
  for (std::size_t i = first; i < last; ++i) n += i == first || p[i] != p[i - 1];
  return n;
}

// Each run's symbol, with `+` after a run of two or more squares (T+ _ F),
// as a pattern with symbolic blocks would hold it.
inline std::string shape(const TfPosition& p) {
  const auto [first, last] = counted_squares(p);
  std::string out;
  for (std::size_t i = first; i < last;) {
    std::size_t j = i;
    while (j < last && p[j] == p[i]) ++j;
    out += p[i] == Square::Toad ? 'T' : p[i] == Square::Frog ? 'F' : '_';
    if (j - i >= 2) out += '+';
    i = j;
  }
  return out;
}

}  // namespace cgp::bench
