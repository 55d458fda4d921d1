// Checks every fact listed in tests/data/chomp_cho.txt (sources cited there).
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

#include "chomp_test_util.h"
#include "games/chomp/chomp_solver.h"

using namespace cgp;
using chomp_test::parse_ok;

namespace {

// `<pos> -> <q>`: returns q, or nothing when the line ends after <pos>.
std::optional<ChompPosition> read_move(std::istringstream& in) {
  std::string arrow, target;
  if (!(in >> arrow)) return std::nullopt;
  REQUIRE(arrow == "->");
  REQUIRE(in >> target);
  return parse_ok(target);
}

}  // namespace

TEST_CASE("facts from the literature (tests/data/chomp_cho.txt)") {
  ChompSolver solver;
  const int checked = chomp_test::for_each_data_line("chomp_cho.txt", [&](const std::string& kind, std::istringstream& in) {
    std::string text;
    if (kind == "ALLP") {
      int rows = 0, max_cols = 0;
      REQUIRE(in >> rows >> max_cols);
      const auto listed = chomp_test::read_positions(in);
      std::set<ChompPosition> expected(listed.begin(), listed.end()), actual;
      for (const ChompPosition& p : chomp_test::all_diagrams(rows, max_cols))
        if (static_cast<int>(p.rows.size()) == rows && solver.is_p(p)) actual.insert(p);
      CHECK(actual == expected);
    } else {
      REQUIRE(in >> text);
      ChompPosition p = parse_ok(text);
      auto move = read_move(in);
      if (kind == "P") {
        REQUIRE(!move);
        CHECK(solver.is_p(p));
        CHECK(solver.grundy(p) == 0);
      } else if (kind == "N") {
        CHECK_FALSE(solver.is_p(p));
        if (move) {
          auto winning = solver.winning_moves(p);
          CHECK(std::count(winning.begin(), winning.end(), *move) == 1);
        }
      } else if (kind == "ONLY") {
        REQUIRE(move);
        CHECK(solver.winning_moves(p) == std::vector<ChompPosition>{*move});
      } else if (kind == "MANY") {
        CHECK(solver.winning_moves(p).size() >= 2);
      } else {
        FAIL("unknown line kind " << kind);
      }
    }
  });
  CHECK(checked > 200);
}
