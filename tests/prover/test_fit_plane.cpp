// Planes of a fit box (fit_plane.h): their points against brute force, the
// tally of crowded cells against hand counts, and a guess that sees a late
// diagonal only through a plane, checked against the known formula far
// beyond the box.
#include <catch2/catch.hpp>

#include "prover/fit_plane.h"
#include "prover/guess.h"
#include "tests/prover/formula_oracle.h"

#include <set>
#include <string>
#include <vector>

using namespace cgp;
using namespace cgp_test;

TEST_CASE("fit plane: the points beyond the box, each once, are those of brute force", "[guess][plane]") {
  const std::vector<std::string> ps{"a", "b", "c", "d"};
  const Region domain = region("a+b>=1 && d<=4", ps);
  const std::vector<long> hi{5, 5, 6, 5};
  const std::vector<FitPlane> planes{{0, 1, 10}, {0, 2, 9}};
  const std::vector<RegionPoint> got = fit_planes_points(domain, planes, hi);
  const std::set<RegionPoint> got_set(got.begin(), got.end());
  CHECK(got_set.size() == got.size());  // no point twice, though the planes meet
  std::set<RegionPoint> want;
  for (const RegionPoint& x : region_points_in_box(domain, 0, 12)) {
    const bool beyond = x[0] > 5 || x[1] > 5 || x[2] > 6 || x[3] > 5;
    // Every other parameter below hi - 3, the least value a threshold opens at.
    const bool in_ab = x[0] <= 10 && x[1] <= 10 && x[2] <= 2 && x[3] <= 1;
    const bool in_ac = x[0] <= 9 && x[2] <= 9 && x[1] <= 1 && x[3] <= 1;
    if (beyond && (in_ab || in_ac)) want.insert(x);
    CHECK(fit_planes_contain(planes, hi, x) == (in_ab || in_ac));
  }
  CHECK(got_set == want);
  CHECK(want.size() > 100);
}

TEST_CASE("fit plane: the tally names the pairs whose cells hold the points stated one by one", "[guess][plane]") {
  const std::vector<long> k{3, 3, 3, 3};
  FitPlaneTally tally(4);
  tally.add({3, 0, 1, 3}, k, 60);  // open in a and d
  tally.add({3, 2, 0, 3}, k, 20);  // a and d again
  tally.add({0, 3, 3, 1}, k, 15);  // b and c
  tally.add({3, 1, 1, 1}, k, 5);   // open in a alone: counted in the total only
  tally.add({3, 3, 3, 0}, k, 5);   // three: the same
  tally.add({1, 3, 0, 3}, k, 4);   // b and d: below a tenth
  // 109 points: a,d 80, b,c 15, b,d 4.
  using Pair = std::pair<std::size_t, std::size_t>;
  CHECK(tally.crowded(0.1, 3) == std::vector<Pair>{{0, 3}, {1, 2}});
  CHECK(tally.crowded(0.1, 1) == std::vector<Pair>{{0, 3}});
  CHECK(tally.crowded(0.02, 3) == std::vector<Pair>{{0, 3}, {1, 2}, {1, 3}});
  CHECK(tally.crowded(0.8, 3).empty());
}

TEST_CASE("fit plane: planes are named for progress lines", "[plane]") {
  const std::vector<std::string> ps{"a", "b", "c", "f", "g"};
  CHECK(fit_planes_to_string({}, ps).empty());
  CHECK(fit_planes_to_string({{0, 4, 12}}, ps) == "a,g to 12");
  CHECK(fit_planes_to_string({{0, 4, 12}, {0, 3, 12}}, ps) == "a,g and a,f to 12");
  CHECK(fit_planes_to_string({{0, 4, 12}, {1, 4, 10}, {0, 3, 10}}, ps) == "a,g to 12, b,g and a,f to 10");
}

TEST_CASE("fit plane: a diagonal that starts beyond the box is fitted through a plane", "[guess][plane]") {
  // On c == d == 0 the value is {a|0} on the diagonal a == b from a = 7 on,
  // which the box [0, 5]^4 does not reach. The plane of a and b to 10 holds
  // four of its points.
  const std::vector<std::string> ps{"a", "b", "c", "d"};
  auto oracle = formula_oracle(ps, {{"a==b && a>=7 && c==0 && d==0", "{a|0}"}, {"true", "a+b+c+d"}});
  GuessRequest req{ps, region_universe(ps), 5, 9};
  auto& store = GameStore::instance();
  const ParamValues on_diagonal{{"a", 8}, {"b", 8}, {"c", 0}, {"d", 0}};
  auto value_at = [&](const GuessResult& g, const ParamValues& at) {
    for (const SymPiece& p : g.pieces)
      if (region_contains(p.where, at)) return sym_game_instantiate(store, p.value, at);
    FAIL("no piece holds " << param_values_to_string(at));
    return GameId{};
  };
  const GuessResult without = guess_piecewise(store, req, oracle);
  CHECK((!without.ok || value_at(without, on_diagonal) != oracle(on_diagonal)));
  req.planes = {{0, 1, 10}};
  const GuessResult with = guess_piecewise(store, req, oracle);
  INFO(with.reason);
  REQUIRE(with.ok);
  for (const RegionPoint& x : region_points_in_box(region_universe(ps), 0, 14)) {
    const ParamValues at{{"a", x[0]}, {"b", x[1]}, {"c", x[2]}, {"d", x[3]}};
    INFO(param_values_to_string(at));
    CHECK(value_at(with, at) == oracle(at));
  }
}
