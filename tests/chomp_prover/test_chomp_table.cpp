// The concrete 3-row table against the memoising solver of games/chomp.
#include "games/chomp/chomp_solver.h"
#include "prover/chomp/three_row_table.h"

#include <catch2/catch.hpp>

using namespace cgp;

TEST_CASE("the 3-row table lists exactly the P-positions the solver finds") {
  const int max_top = 7;
  const long max_b = 12, max_c = 40;
  ChompThreeRowTable table(max_top, max_b);
  ChompSolver solver;
  int p_count = 0;
  for (int r = 0; r <= max_top; ++r)
    for (long b = r; b <= max_b; ++b) {
      std::optional<long> expected;
      for (long c = std::max(b, 1L); c <= max_c && !expected; ++c) {
        std::vector<int> rows{static_cast<int>(c)};
        if (b) rows.push_back(static_cast<int>(b));
        if (r) rows.push_back(r);
        if (solver.is_p(ChompPosition{rows})) expected = c;
      }
      INFO("top " << r << " middle " << b);
      CHECK(table.partner(r, b) == expected);
      p_count += expected.has_value();
    }
  CHECK(p_count > 30);
}
