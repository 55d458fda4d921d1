// A concrete table of 3-row Chomp P-positions, fast enough to feed the
// guesser for top rows up to a few hundred. It is an accelerator of the
// guesser, not a statement of the rules: its case analysis of the bites
// (three_row_table.cpp) is tested against the solver, which enumerates moves
// by chomp_rules.h, and nothing it says reaches a theorem unchecked (the
// kernel checks every proof against the isl relations of the same rules).
//
// For a top row r and middle row b >= r, at most one poison-row length c
// makes [c,b,r] (poison row first) a P-position: from the larger of two, biting
// the poison row at the smaller one would move to the other. The table holds
// that partner for every r <= max_top and r <= b <= max_b, or none.
// Two-row positions are [c,b,0] and the single row [c] is [c,0,0].
#pragma once

#include <optional>
#include <vector>

namespace cgp {

class ChompThreeRowTable {
 public:
  ChompThreeRowTable(int max_top, long max_b);

  int max_top() const { return max_top_; }
  long max_b() const { return max_b_; }
  // top <= max_top(), top <= b <= max_b().
  std::optional<long> partner(int top, long b) const;

 private:
  int max_top_;
  long max_b_;
  std::vector<std::vector<long>> partner_;  // [top][b], -1 for none
};

}  // namespace cgp
