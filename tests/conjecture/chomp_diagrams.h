// Every non-empty diagram of a box by nested loops: the reference list of
// positions for the conjecture tests, independent of the library's tables.
#pragma once

#include <vector>

#include "games/chomp/chomp_position.h"

namespace conjecture_test {

inline std::vector<cgp::ChompPosition> diagrams_in(int rows, int cols) {
  std::vector<cgp::ChompPosition> out;
  std::vector<int> d;
  auto rec = [&](auto&& self, int limit) -> void {
    if (!d.empty()) out.push_back({d});
    if (static_cast<int>(d.size()) == rows) return;
    for (int len = 1; len <= limit; ++len) {
      d.push_back(len);
      self(self, len);
      d.pop_back();
    }
  };
  rec(rec, cols);
  return out;
}

}  // namespace conjecture_test
