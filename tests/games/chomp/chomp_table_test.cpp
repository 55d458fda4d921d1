// ChompTable and chomp_solve_box against the cell-set brute force (chomp_brute.h)
// and the hash-map solver, on boxes and on arbitrary shapes, both orientations.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "chomp_brute.h"
#include "chomp_test_util.h"
#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_solver.h"
#include "games/chomp/chomp_table.h"

using namespace cgp;
using chomp_brute::Brute;
using chomp_brute::Cells;

namespace {

const ChompTable& built(const std::variant<ChompTable, ChompTableError>& t) {
  if (auto* e = std::get_if<ChompTableError>(&t)) FAIL(e->message);
  return std::get<ChompTable>(t);
}

ChompBoxSolution solved(std::variant<ChompBoxSolution, ChompBoxError> s) {
  if (auto* e = std::get_if<ChompBoxError>(&s)) FAIL(e->message);
  return std::get<ChompBoxSolution>(std::move(s));
}

}  // namespace

TEST_CASE("a table on every shape inside the 4x5 box agrees with brute force") {
  // Every diagram of the 4x5 box serves as the table's shape (rectangles, Ls,
  // staircases; taller than wide ones too), and every diagram inside it is checked.
  Brute brute;
  const auto shapes = chomp_brute::diagrams(4, 5);
  for (const Cells& shape_cells : shapes) {
    const ChompPosition shape = chomp_brute::to_position(shape_cells);
    INFO("shape " << to_string(shape));
    auto table = ChompTable::build(shape);
    const ChompTable& t = built(table);
    std::uint64_t inside = 0, p_count = 0;
    for (const Cells& s : shapes) {
      if (!std::includes(shape_cells.begin(), shape_cells.end(), s.begin(), s.end())) continue;
      const ChompPosition p = chomp_brute::to_position(s);
      INFO("position " << to_string(p));
      ++inside;
      p_count += brute.is_p(s);
      REQUIRE(t.is_p(p) == brute.is_p(s));
      const auto moves = t.winning_moves(p);
      REQUIRE(std::set<ChompPosition>(moves.begin(), moves.end()) == chomp_brute::winning_moves(brute, s));
    }
    REQUIRE(t.diagrams() == inside);
    REQUIRE(t.p_count() == p_count);
  }
}

TEST_CASE("chomp_solve_box: counts and winning openings against brute force, both orientations") {
  for (auto [rows, cols] : {std::pair{1, 1}, std::pair{1, 6}, std::pair{6, 1}, std::pair{2, 5}, std::pair{3, 4},
                            std::pair{4, 3}, std::pair{4, 5}, std::pair{5, 4}, std::pair{3, 6}}) {
    INFO(rows << "x" << cols);
    Brute brute;
    std::uint64_t diagrams = 0, p_count = 0;
    for (const Cells& s : chomp_brute::diagrams(rows, cols)) {
      ++diagrams;
      p_count += brute.is_p(s);
    }
    const ChompBoxSolution s = solved(chomp_solve_box(rows, cols));
    CHECK(s.diagrams == diagrams);
    CHECK(s.p_count == p_count);
    const auto expected = chomp_brute::winning_moves(brute, chomp_brute::to_cells(chomp_rectangle(rows, cols)));
    CHECK(std::set<ChompPosition>(s.winning_moves.begin(), s.winning_moves.end()) == expected);
    CHECK(std::is_sorted(s.winning_moves.begin(), s.winning_moves.end()));
  }
}

TEST_CASE("chomp_solve_box agrees with the hash-map solver on boxes up to 9x9") {
  for (auto [rows, cols] : {std::pair{7, 9}, std::pair{9, 7}, std::pair{9, 9}, std::pair{2, 30}, std::pair{30, 2}}) {
    INFO(rows << "x" << cols);
    ChompSolver solver;
    std::uint64_t p_count = 0;
    for (const ChompPosition& p : chomp_test::all_diagrams(rows, cols)) p_count += solver.is_p(p);
    const ChompBoxSolution s = solved(chomp_solve_box(rows, cols));
    CHECK(s.p_count == p_count);
    const auto expected = solver.winning_moves(chomp_rectangle(rows, cols));
    CHECK(std::set<ChompPosition>(s.winning_moves.begin(), s.winning_moves.end()) ==
          std::set<ChompPosition>(expected.begin(), expected.end()));
  }
}

TEST_CASE("chomp_transpose") {
  CHECK(chomp_transpose(std::vector<int>{4, 2, 2}).rows == std::vector<int>{3, 3, 1, 1});
  CHECK(chomp_transpose(std::vector<int>{1}).rows == std::vector<int>{1});
  CHECK(chomp_transpose(std::vector<int>{3, 3}).rows == std::vector<int>{2, 2, 2});
  for (const ChompPosition& p : chomp_test::all_diagrams(5, 5)) CHECK(chomp_transpose(chomp_transpose(p.rows).rows) == p);
}

TEST_CASE("table limits are checked before allocating") {
  auto bytes = ChompTable::required_bytes(chomp_rectangle(14, 14));
  REQUIRE(std::holds_alternative<std::uint64_t>(bytes));
  CHECK(std::get<std::uint64_t>(bytes) == 40116600ull * 2);  // C(28,14) diagrams, 2 bytes each
  bytes = ChompTable::required_bytes(chomp_rectangle(3, 100));
  REQUIRE(std::holds_alternative<std::uint64_t>(bytes));
  CHECK(std::get<std::uint64_t>(bytes) == 176851ull);  // C(103,3), 1 byte each
  auto too_big = ChompTable::build(chomp_rectangle(17, 17));
  REQUIRE(std::holds_alternative<ChompTableError>(too_big));
  CHECK_THAT(std::get<ChompTableError>(too_big).message, Catch::Contains("too large"));
  auto too_many_rows = ChompTable::build(ChompPosition{std::vector<int>(65, 1)});
  REQUIRE(std::holds_alternative<ChompTableError>(too_many_rows));
  CHECK_THAT(std::get<ChompTableError>(too_many_rows).message, Catch::Contains("more than 64 rows"));
  CHECK_THAT(std::get<ChompBoxError>(chomp_solve_box(0, 4)).message, Catch::Contains(">= 1"));
  CHECK_THAT(std::get<ChompBoxError>(chomp_solve_box(20, 20)).message, Catch::Contains("too large"));
  // A tall box is solved as its transpose: 65 rows of 2 is fine.
  CHECK(solved(chomp_solve_box(65, 2)).p_count == solved(chomp_solve_box(2, 65)).p_count);
}

TEST_CASE("ChompTable::is_p refuses positions outside the shape") {
  auto table = ChompTable::build(ChompPosition{{3, 2}});
  const ChompTable& t = built(table);
  CHECK_THROWS_AS(t.is_p(ChompPosition{{4}}), std::invalid_argument);
  CHECK_THROWS_AS(t.is_p(ChompPosition{{2, 2, 1}}), std::invalid_argument);
  CHECK_THROWS_AS(t.is_p(ChompPosition{{2, 3}}), std::invalid_argument);
  CHECK(t.is_p(ChompPosition{{3, 2}}));
}
