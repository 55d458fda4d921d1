// Cross-checks the solver, the move generator and the box enumeration against
// a deliberately naive brute force on sets of cells.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>

#include "chomp_brute.h"
#include "chomp_test_util.h"
#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_solver.h"

using namespace cgp;

namespace {

using chomp_brute::Brute;
using chomp_brute::Cells;
using chomp_brute::to_position;
auto brute_options = chomp_brute::options;
auto brute_diagrams = chomp_brute::diagrams;

std::set<ChompPosition> as_set(const std::vector<ChompPosition>& v) { return {v.begin(), v.end()}; }

}  // namespace

TEST_CASE("solver agrees with brute force on every position of the 4x5 and 5x4 boxes") {
  for (auto [rows, cols] : {std::pair{4, 5}, std::pair{5, 4}}) {
    Brute brute;
    ChompSolver solver;
    auto diagrams = brute_diagrams(rows, cols);
    CHECK(diagrams.size() == 125);  // C(9,4) - 1 (the empty set)
    for (const Cells& s : diagrams) {
      ChompPosition p = to_position(s);
      INFO(rows << "x" << cols << " box, position " << to_string(p));
      REQUIRE(chomp_is_valid(p));
      std::set<ChompPosition> brute_moves, brute_winning;
      for (const Cells& o : brute_options(s)) {
        brute_moves.insert(to_position(o));
        if (brute.grundy(o) == 0) brute_winning.insert(to_position(o));
      }
      auto moves = chomp_moves(p);
      CHECK(moves.size() == s.size() - 1);  // each option once
      CHECK(as_set(moves) == brute_moves);
      CHECK(solver.grundy(p) == brute.grundy(s));
      auto winning = solver.winning_moves(p);
      CHECK(winning.size() == brute_winning.size());
      CHECK(as_set(winning) == brute_winning);
      CHECK(solver.is_p(p) == (brute.grundy(s) == 0));
      CHECK(ChompSolver().is_p(p) == (brute.grundy(s) == 0));  // fresh tables: no Grundy shortcut
    }
  }
}

TEST_CASE("box enumeration agrees with brute force on the 4x5 and 5x4 boxes") {
  for (auto [rows, cols] : {std::pair{4, 5}, std::pair{5, 4}}) {
    Brute brute;
    std::vector<ChompPosition> expected;
    for (const Cells& s : brute_diagrams(rows, cols))
      if (brute.grundy(s) == 0) expected.push_back(to_position(s));
    std::sort(expected.begin(), expected.end());
    auto result = chomp_p_positions_in_box(rows, cols);
    REQUIRE(std::holds_alternative<ChompBoxPPositions>(result));
    const auto& box = std::get<ChompBoxPPositions>(result);
    CHECK(box.diagrams == 125);
    CHECK(box.p_positions == expected);
  }
}

TEST_CASE("box enumeration agrees with the solver on larger boxes") {
  for (auto [rows, cols] : {std::pair{6, 7}, std::pair{7, 6}, std::pair{1, 9}, std::pair{9, 1}, std::pair{8, 8}}) {
    INFO(rows << "x" << cols);
    ChompSolver solver;
    std::vector<ChompPosition> expected;
    for (const ChompPosition& p : chomp_test::all_diagrams(rows, cols))
      if (solver.is_p(p)) expected.push_back(p);
    std::sort(expected.begin(), expected.end());
    auto result = chomp_p_positions_in_box(rows, cols);
    REQUIRE(std::holds_alternative<ChompBoxPPositions>(result));
    CHECK(std::get<ChompBoxPPositions>(result).p_positions == expected);
  }
}

TEST_CASE("is_p and grundy agree beyond the brute-force range") {
  ChompSolver fast, full;
  for (const ChompPosition& p : chomp_test::all_diagrams(5, 7)) {
    INFO(to_string(p));
    CHECK(fast.is_p(p) == (full.grundy(p) == 0));
  }
}

TEST_CASE("box file output and errors") {
  auto dir = std::filesystem::temp_directory_path() / "cgp_chomp_box_test";
  std::filesystem::create_directories(dir);
  std::string path = (dir / "box.txt").string();
  auto result = chomp_p_positions_in_box(3, 4, path);
  REQUIRE(std::holds_alternative<ChompBoxPPositions>(result));
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  std::vector<std::string> expected;
  for (const auto& p : std::get<ChompBoxPPositions>(result).p_positions) expected.push_back(to_string(p));
  CHECK(lines == expected);
  CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
  std::filesystem::remove_all(dir);

  std::string bad = (dir / "no" / "such" / "dir.txt").string();
  auto failed = chomp_p_positions_in_box(3, 4, bad);
  REQUIRE(std::holds_alternative<ChompBoxError>(failed));
  CHECK_FALSE(std::filesystem::exists(bad));
  CHECK(std::holds_alternative<ChompBoxError>(chomp_p_positions_in_box(0, 3)));
  CHECK_THAT(std::get<ChompBoxError>(chomp_p_positions_in_box(20, 20)).message, Catch::Contains("too large"));
}

TEST_CASE("solver rejects invalid positions") {
  ChompSolver solver;
  CHECK_THROWS_AS(solver.grundy(ChompPosition{{2, 3}}), std::invalid_argument);
  CHECK_THROWS_AS(solver.is_p(ChompPosition{{}}), std::invalid_argument);
}
