// StateFit: a slice of a state's domain that changes further out than any
// affordable box of all its parameters is cut out and fitted on its own.
// The oracles are known formulas (formula_oracle.h); every guess is checked
// against them beyond the fit box.
#include <catch2/catch.hpp>

#include "prover/state_fit.h"
#include "tests/prover/formula_oracle.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

using namespace cgp;
using namespace cgp_test;

namespace {

const std::vector<std::string> kSix{"a", "b", "c", "d", "e", "f"};

FamilyState state_over(const std::vector<std::string>& params) {
  FamilyState s;
  s.name = "f1";
  s.params = params;
  s.domain = region_universe(params);
  return s;
}

// The piece of `g` holding `at`.
const SymPiece& piece_at(const GuessResult& g, const ParamValues& at) {
  const auto it = std::find_if(g.pieces.begin(), g.pieces.end(),
                               [&](const SymPiece& p) { return region_contains(p.where, at); });
  REQUIRE(it != g.pieces.end());
  return *it;
}

// The pieces are disjoint, cover the domain, and agree with the oracle at `points`.
void check_pieces(const FamilyState& s, const GuessResult& g, const ValueOracle& oracle,
                  const std::vector<ParamValues>& points) {
  std::vector<Region> all;
  for (std::size_t i = 0; i < g.pieces.size(); ++i) {
    for (std::size_t j = i + 1; j < g.pieces.size(); ++j) CHECK(region_is_disjoint(g.pieces[i].where, g.pieces[j].where));
    all.push_back(g.pieces[i].where);
  }
  CHECK(region_is_equal(region_union_all(all), s.domain));
  auto& store = GameStore::instance();
  for (const ParamValues& at : points) {
    INFO(param_values_to_string(at));
    CHECK(sym_game_instantiate(store, piece_at(g, at).value, at) == oracle(at));
  }
}

}  // namespace

TEST_CASE("state fit: a slice that changes beyond every affordable box is fitted on its own", "[guess][slice]") {
  // On c == 0, f == 0 the value changes along b - e at 70: a box of all six
  // parameters reaching b = 72 holds 73 * 6^5 > 400,000 points (the limit),
  // the slice's box 73 * 7^3 = 25,039.
  const FamilyState s = state_over(kSix);
  const auto oracle = formula_oracle(kSix, {{"c==0 && f==0 && b-e>=70", "b-e"}, {"c==0 && f==0", "*"}, {"true", "0"}});
  auto& store = GameStore::instance();
  StateFit fit = state_fit_initial(s, 8);
  GuessResult g = state_fit_guess(store, s, oracle, fit);
  INFO(g.reason);
  REQUIRE(g.ok);
  REQUIRE(fit.slices.empty());  // the change is out of sight: the box alone fits
  // The induction finds the guess wrong at b = 70 (here: the oracle says so).
  const ParamValues wrong{{"a", 1}, {"b", 70}, {"c", 0}, {"d", 0}, {"e", 0}, {"f", 0}};
  REQUIRE(sym_game_instantiate(store, piece_at(g, wrong).value, wrong) != oracle(wrong));
  REQUIRE(state_fit_grow(fit, s, wrong, piece_at(g, wrong).where));
  REQUIRE(fit.slices.size() == 1);
  CHECK(fit.slices[0].pins == ParamValues{{"c", 0}, {"f", 0}});
  g = state_fit_guess(store, s, oracle, fit);
  INFO(g.reason);
  REQUIRE(g.ok);
  CHECK(fit.slices.size() == 1);
  std::vector<ParamValues> points;
  for (long b : {0L, 3L, 69L, 70L, 71L, 75L, 90L, 140L})
    for (long e : {0L, 1L, 5L, 20L})
      for (long cf : {0L, 1L}) points.push_back({{"a", 2}, {"b", b}, {"c", cf}, {"d", 9}, {"e", e}, {"f", cf}});
  check_pieces(s, g, oracle, points);
}

TEST_CASE("state fit: a starting box holds at most two million points", "[slice]") {
  // An eight-parameter state started at [0, 6]^8, 5,764,784 points, and its
  // fit was killed at 23 GB. The starting box is the largest within the
  // limit, no larger than 8, 7 (three or four parameters) or 6 (five or more).
  const std::vector<std::string> all{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"};
  for (std::size_t n = 1; n <= all.size(); ++n) {
    const FamilyState s = state_over(std::vector<std::string>(all.begin(), all.begin() + static_cast<long>(n)));
    const FitBox start = state_fit_initial(s, 8).rest;
    INFO(n << " parameters, box " << start.box);
    const long cap = n >= 5 ? 6 : n >= 3 ? 7 : 8;
    CHECK(start.points() == std::pow(static_cast<double>(start.box + 1), static_cast<double>(n)));
    CHECK(start.points() <= 2000000);
    CHECK(start.box <= cap);
    CHECK((start.box == cap || std::pow(static_cast<double>(start.box + 2), static_cast<double>(n)) > 2000000));
  }
  // Seven parameters keep the box of 6 (b = 7's one-frog slices fit there),
  // eight get 5 (6^8 = 1,679,616), nine 4 (5^9 = 1,953,125).
  CHECK(state_fit_initial(state_over({"a", "b", "c", "d", "e", "f", "g"}), 8).rest.box == 6);
  CHECK(state_fit_initial(state_over({"a", "b", "c", "d", "e", "f", "g", "h"}), 8).rest.box == 5);
  CHECK(state_fit_initial(state_over({"a", "b", "c", "d", "e", "f", "g", "h", "i"}), 8).rest.box == 4);
}

TEST_CASE("state fit: no slice where the failing piece pins no parameter", "[guess][slice]") {
  // The value changes at b = 1000 everywhere: no box reaches it, and the
  // piece (the whole domain) pins nothing to cut out. Growing says so.
  const FamilyState s = state_over(kSix);
  const auto oracle = formula_oracle(kSix, {{"b>=1000", "1"}, {"true", "0"}});
  auto& store = GameStore::instance();
  StateFit fit = state_fit_initial(s, 8);
  const GuessResult g = state_fit_guess(store, s, oracle, fit);
  REQUIRE(g.ok);
  const ParamValues wrong{{"a", 0}, {"b", 1000}, {"c", 0}, {"d", 0}, {"e", 0}, {"f", 0}};
  CHECK_FALSE(state_fit_grow(fit, s, wrong, piece_at(g, wrong).where));
  CHECK(fit.slices.empty());
}

TEST_CASE("state fit: slices pin only small values, and neighbouring slices merge", "[slice]") {
  // No guessing here: the failures (point and piece) are given, as an
  // induction step or a failed guess would report them. b = 70 is beyond
  // every affordable box of all six parameters, so each failure makes or
  // grows a slice.
  const FamilyState s = state_over(kSix);
  StateFit fit = state_fit_initial(s, 8);
  auto at = [](long a, long c, long d, long f) {
    return ParamValues{{"a", a}, {"b", 70}, {"c", c}, {"d", d}, {"e", 0}, {"f", f}};
  };
  // A piece pinning a = 5 says only that the box ended there: a is not pinned.
  REQUIRE(state_fit_grow(fit, s, at(5, 1, 0, 1), region("a==5 && c==1 && d==0 && f==1 && b-e>=2", kSix)));
  REQUIRE(fit.slices.size() == 1);
  CHECK(fit.slices[0].pins == ParamValues{{"c", 1}, {"d", 0}, {"f", 1}});
  CHECK(fit.slices[0].fit.points() <= 200000);
  // A failure inside the slice grows the slice, and makes no other.
  const double before = fit.slices[0].fit.points();
  REQUIRE(state_fit_grow(fit, s, at(3, 1, 0, 1), region("c==1 && d==0 && f==1 && b-e>=2", kSix)));
  REQUIRE(fit.slices.size() == 1);
  CHECK(fit.slices[0].fit.points() > before);
  // Beside it (f = 0 instead of 1), the two become one slice on what they share.
  REQUIRE(state_fit_grow(fit, s, at(9, 1, 0, 0), region("c==1 && d==0 && f==0 && b>=3", kSix)));
  REQUIRE(fit.slices.size() == 1);
  CHECK(fit.slices[0].pins == ParamValues{{"c", 1}, {"d", 0}});
  // The merged box holds the new point (two beyond it) and the old box; f is free now.
  const FitBox& merged = fit.slices[0].fit;
  CHECK(std::max(merged.wider[0], merged.box) >= 11);
  CHECK(std::max(merged.wider[1], merged.box) >= 72);
  CHECK_FALSE(merged.pinned[5]);
  // A failure sharing no pin with it is a slice of its own.
  REQUIRE(state_fit_grow(fit, s, at(0, 0, 1, 0), region("c==0 && d==1 && f==0 && b>=3", kSix)));
  REQUIRE(fit.slices.size() == 2);
  CHECK(fit.slices[1].pins == ParamValues{{"c", 0}, {"d", 1}, {"f", 0}});
}
