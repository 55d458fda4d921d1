// The P-position map against two independent computations: the memoising
// solver (games/chomp/chomp_solver.h) on a small window, and the prover's
// partner table of 3-row Chomp (prover/chomp/three_row_table.h) for K = 40.
#include "games/chomp/chomp_solver.h"
#include "play/chomp_pmap.h"
#include "play/chomp_pmap_svg.h"
#include "prover/chomp/three_row_table.h"

#include <catch2/catch.hpp>

#include <set>
#include <tuple>

using namespace cgp;
using play::ChompPMap;

namespace {
ChompPMap pmap(int k, int b, int c) {
  auto r = play::chomp_pmap(k, b, c);
  REQUIRE(std::holds_alternative<ChompPMap>(r));
  return std::get<ChompPMap>(r);
}
}  // namespace

TEST_CASE("pmap: the solver agrees on every position of a small window", "[pmap]") {
  const int k = 4, bmax = 10, cmax = 20;
  ChompSolver solver;
  std::set<std::tuple<int, int, int>> expected;
  for (int r = 0; r <= k; ++r)
    for (int b = r; b <= bmax; ++b)
      for (int c = std::max(b, 1); c <= cmax; ++c) {
        if (r > 0 && b == 0) continue;
        ChompPosition p{{c}};
        if (b > 0) p.rows.push_back(b);
        if (r > 0) p.rows.push_back(r);
        if (solver.is_p(p)) expected.emplace(r, b, c);
      }
  std::set<std::tuple<int, int, int>> got;
  for (const auto& p : pmap(k, bmax, cmax).points) got.emplace(p.top, p.b, p.c);
  REQUIRE(got == expected);
  REQUIRE(got.count({0, 0, 1}) == 1);  // the lone poison cell
  REQUIRE(got.count({1, 1, 3}) == 1);  // the equal-armed L [3,1,1]
}

TEST_CASE("pmap: K = 40 matches the prover's partner table, and the default window cuts nothing", "[pmap]") {
  const int k = 40, bmax = play::chomp_pmap_default_b_max(k), cmax = play::chomp_pmap_default_c_max(k, bmax);
  const ChompPMap map = pmap(k, bmax, cmax);
  ChompThreeRowTable table(k, bmax);
  std::size_t expected = 1;  // [1]
  for (int r = 0; r <= k; ++r)
    for (int b = std::max(r, 1); b <= bmax; ++b)
      if (auto c = table.partner(r, b); c && *c <= cmax) ++expected;
  // r = 0, b = 0 in the table is [c,0,0]: [1] itself, counted above.
  REQUIRE(map.points.size() == expected);
  for (const auto& p : map.points)
    if (p.b > 0) REQUIRE(table.partner(p.top, p.b) == std::optional<long>(p.c));
  REQUIRE(pmap(k, bmax, 1000).points.size() == map.points.size());
  const std::string svg = play::chomp_pmap_svg(map);
  std::size_t dots = 0;
  for (auto at = svg.find("pmap-point"); at != std::string::npos; at = svg.find("pmap-point", at + 1)) ++dots;
  REQUIRE(dots == map.points.size());
}

TEST_CASE("pmap: bounds outside the limits are refused with a reason", "[pmap]") {
  for (auto [k, b, c] : {std::tuple{-1, 5, 5}, {play::kPMapMaxTop + 1, 300, 300}, {5, 4, 10}, {5, 10, 9},
                         {5, 10, play::kPMapMaxSide + 1}}) {
    auto r = play::chomp_pmap(k, b, c);
    REQUIRE(std::holds_alternative<std::string>(r));
    REQUIRE_FALSE(std::get<std::string>(r).empty());
  }
}
