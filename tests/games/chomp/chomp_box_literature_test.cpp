// Checks every fact listed in tests/data/chomp_boxes_literature.txt (sources
// cited there) against chomp_solve_box and ChompTable.
#include <catch2/catch.hpp>

#include "chomp_test_util.h"
#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_table.h"

using namespace cgp;
using chomp_test::parse_ok;

namespace {

std::vector<ChompPosition> p_positions(int rows, int cols) {
  auto r = chomp_p_positions_in_box(rows, cols);
  if (auto* e = std::get_if<ChompBoxError>(&r)) FAIL(e->message);
  return std::get<ChompBoxPPositions>(r).p_positions;  // sorted: lexicographic, poison row first
}

}  // namespace

TEST_CASE("box facts from the literature (tests/data/chomp_boxes_literature.txt)") {
  const int checked = chomp_test::for_each_data_line("chomp_boxes_literature.txt", [](const std::string& kind,
                                                                                     std::istringstream& in) {
    if (kind == "THREE") {
      int top = 0, max_p = 0;
      REQUIRE(in >> top >> max_p);
      std::vector<ChompPosition> expected = chomp_test::read_positions(in), actual;
      for (const ChompPosition& p : p_positions(3, max_p))
        if (p.rows.size() == 3 && p.rows[2] == top) actual.push_back(p);
      std::sort(expected.begin(), expected.end());
      CHECK(actual == expected);
    } else if (kind == "FOURD" || kind == "FIRST4") {
      std::vector<int> expected_d;
      std::vector<ChompPosition> expected_first;
      if (kind == "FOURD") {
        std::size_t count = 0;
        REQUIRE(in >> count);
        for (int d; in >> d;) expected_d.push_back(d);
        REQUIRE(expected_d.size() == count);
      } else {
        expected_first = chomp_test::read_positions(in);
      }
      // All positions with poison row <= 20 precede the longer ones lexicographically.
      const auto all = p_positions(4, 20);
      REQUIRE(all.size() > expected_d.size() + expected_first.size());
      for (std::size_t i = 0; i < expected_d.size(); ++i) {
        INFO("P-position " << i + 1 << ": " << to_string(all[i]));
        CHECK((all[i].rows.size() == 4 ? all[i].rows[3] : 0) == expected_d[i]);
      }
      for (std::size_t i = 0; i < expected_first.size(); ++i) CHECK(all[i] == expected_first[i]);
    } else if (kind == "UNIQUE3") {
      int n_max = 0;
      REQUIRE(in >> n_max);
      // One table of the 3 x n_max box holds every smaller rectangle.
      auto table = ChompTable::build(chomp_rectangle(3, n_max));
      REQUIRE(std::holds_alternative<ChompTable>(table));
      for (int n = 2; n <= n_max; ++n) {
        INFO("3x" << n);
        CHECK(std::get<ChompTable>(table).winning_moves(chomp_rectangle(3, n)).size() == 1);
      }
    } else {
      FAIL("unknown line kind " << kind);
    }
  });
  CHECK(checked == 8);
}
