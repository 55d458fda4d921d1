// The box check and the Chomp invariants against a naive reference: every
// diagram of a small box by nested loops, P-status by the memoising solver
// (not the table), invariants from the cells by hand, and the smallest
// counterexample by sorting.
#include <catch2/catch.hpp>

#include "tests/conjecture/chomp_diagrams.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "conjecture/chomp_box_check.h"
#include "conjecture/chomp_invariants.h"
#include "games/chomp/chomp_solver.h"

using namespace cgp::conjecture;
using cgp::ChompPosition;

namespace {

struct Cells {
  double n = 0, r = 0, c = 0, first_col_and_row = 0;
  std::set<int> row_lengths, col_lengths;
};

Cells cells_of(const ChompPosition& p) {
  Cells k;
  std::set<std::pair<int, int>> cells;
  for (int i = 0; i < static_cast<int>(p.rows.size()); ++i)
    for (int j = 0; j < p.rows[i]; ++j) cells.insert({i, j});
  k.n = static_cast<double>(cells.size());
  for (auto [i, j] : cells) {
    k.r = std::max(k.r, i + 1.0);
    k.c = std::max(k.c, j + 1.0);
    k.first_col_and_row += i == 0 || j == 0;
  }
  std::map<int, int> in_row, in_col;
  for (auto [i, j] : cells) ++in_row[i], ++in_col[j];
  for (auto [i, len] : in_row) k.row_lengths.insert(len);
  for (auto [j, len] : in_col) k.col_lengths.insert(len);
  return k;
}

}  // namespace

TEST_CASE("Chomp invariants agree with a count of cells") {
  const auto all = conjecture_test::diagrams_in(5, 5);
  auto t = std::get<InvariantTable>(chomp_invariant_table(all));
  auto col = [&](const char* name) { return t.columns[*t.index_of(name)]; };
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Cells k = cells_of(all[i]);
    INFO(cgp::to_string(all[i]));
    CHECK(col("number_of_cookies")[i] == k.n);
    CHECK(col("number_of_rows")[i] == k.r);
    CHECK(col("number_of_columns")[i] == k.c);
    CHECK(col("squareness")[i] == std::abs(k.r - k.c));
    CHECK(col("rows_of_different_length")[i] == static_cast<double>(k.row_lengths.size()));
    CHECK(col("duplicate_columns")[i] == k.c - static_cast<double>(k.col_lengths.size()));
    CHECK(col("smallest_column_size")[i] == *k.col_lengths.begin());
    CHECK(col("largest_column_size")[i] == *k.col_lengths.rbegin());
    CHECK(col("cookies_inside_ratio")[i] == Approx((k.n - k.first_col_and_row) / k.n));
    CHECK(col("average_cookies_per_column")[i] == Approx(k.n / k.c));
  }
}

TEST_CASE("box check: holds, counts and smallest counterexamples agree with brute force") {
  const int R = 6, C = 6;
  cgp::ChompSolver solver;
  std::vector<ChompPosition> p_positions;
  for (const auto& d : conjecture_test::diagrams_in(R, C))
    if (solver.is_p(d)) p_positions.push_back(d);
  auto box = std::get<ChompBoxChecker>(ChompBoxChecker::build(R, C, BoxScope::PPositions, chomp_invariants()));
  REQUIRE(box.positions() == p_positions.size());

  auto r = Expression::invariant("number_of_rows"), c = Expression::invariant("number_of_columns");
  struct Case {
    Expression bound;
    BoundSense sense;
    std::function<double(const Cells&)> value;  // the bound by hand
  };
  const std::vector<Case> cases = {
      {Expression::binary(Operator::Add, r, c), BoundSense::Lower, [](const Cells& k) { return k.r + k.c; }},
      {Expression::unary(Operator::MinusOne, Expression::unary(Operator::Double, c)), BoundSense::Lower,
       [](const Cells& k) { return 2 * k.c - 1; }},
      {Expression::unary(Operator::Double, r), BoundSense::Upper, [](const Cells& k) { return 2 * k.r; }},
      {Expression::binary(Operator::Mul, r, c), BoundSense::Upper, [](const Cells& k) { return k.r * k.c; }},
      {Expression::binary(Operator::Div, c, Expression::unary(Operator::MinusOne, r)), BoundSense::Upper,
       [](const Cells& k) { return k.r == 1 ? NAN : k.c / (k.r - 1); }},
  };
  for (const auto& cs : cases) {
    INFO(cs.bound.infix());
    std::vector<ChompPosition> bad;
    for (const auto& p : p_positions) {
      const Cells k = cells_of(p);
      const double b = cs.value(k);
      const bool ok = cs.sense == BoundSense::Upper ? k.n <= b : k.n >= b;  // false on NaN
      if (!ok) bad.push_back(p);
    }
    std::sort(bad.begin(), bad.end(), [](const ChompPosition& a, const ChompPosition& b) {
      const auto na = cgp::chomp_cell_count(a), nb = cgp::chomp_cell_count(b);
      return na != nb ? na < nb : a < b;
    });
    const BoxCheck got = box.check("number_of_cookies", cs.sense, cs.bound);
    CHECK(got.holds == bad.empty());
    CHECK(got.violations == bad.size());
    if (!bad.empty()) {
      REQUIRE(got.counterexample);
      CHECK(*got.counterexample == bad.front());
    }
  }
}

TEST_CASE("box check over every diagram counts them all") {
  auto box = std::get<ChompBoxChecker>(ChompBoxChecker::build(4, 4, BoxScope::AllPositions, {"number_of_cookies", "number_of_rows"}));
  CHECK(box.positions() == conjecture_test::diagrams_in(4, 4).size());
  CHECK(box.positions() == 69);  // C(8,4) - 1 diagrams fit in a 4x4 box (lattice paths), the empty one excluded
}
