// A polynomial claim proved slice by slice by winning strategies: the
// kernel's pinning of a slice (kernel/tf_strategy_slices.h) gives the
// family and claim that the typed ones are at every point of the slice, its
// cover check finds the point no slice holds, and the prover
// (tf_poly_claim_by_strategy) proves Erickson's one-frog theorem as issue 24
// states it, T^a _^b F = (a-1)(b-1), plus * for odd b, on a few b at once,
// and no false claim.
#include "games/toads_frogs/evaluator.h"
#include "kernel/tf_strategy_slices.h"
#include "prover/toads_frogs/tf_strategy_claim.h"
#include "tests/region_text.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

#include <variant>

using namespace cgp;

namespace {

PolyGame poly(const char* text) {
  const auto g = poly_game_parse(text);
  REQUIRE(std::holds_alternative<PolyGame>(g));
  return std::get<PolyGame>(g);
}

}  // namespace

TEST_CASE("strategy slices: a slice pinned is the typed family and claim at each of its points",
          "[kernel][strategy]") {
  const TfPattern g = tf_test::pattern("T^a _^b F");
  const PolyGame x = poly("(a-1)(b-1)*");
  const std::vector<std::string> ab{"a", "b"};
  std::string why;
  const auto s = kernel_tf_pin_slice(g, x, region_test::parse("a>=1 && b==5", ab), why);
  REQUIRE(s);
  // Typed by hand: the pinned pattern, the claim 4(a-1) plus *, the region of a.
  CHECK(s->pattern == tf_test::pattern("T^a _____ F"));
  CHECK(s->claim == std::get<SymGame>(sym_game_parse("4a-4*")));
  CHECK(region_is_equal(s->where, region_test::parse("a>=1", {"a"})));
  CHECK(s->where.params() == std::vector<std::string>{"a"});
  // At each point the positions are the same and so are the claimed values.
  GameStore store;
  for (long a = 1; a <= 6; ++a) {
    const auto typed = tf_pattern_instantiate(g, {{"a", a}, {"b", 5}});
    const auto pinned = tf_pattern_instantiate(s->pattern, {{"a", a}});
    REQUIRE(typed);
    REQUIRE(pinned);
    CHECK(*typed == *pinned);
    CHECK(poly_game_instantiate(store, x, {{"a", a}, {"b", 5}}) == sym_game_instantiate(store, s->claim, {{"a", a}}));
  }
  // A slice that leaves b two values keeps the product: no pinned claim.
  CHECK_FALSE(kernel_tf_pin_slice(g, x, region_test::parse("a>=1 && b>=3 && b<=4", ab), why));
  CHECK(why.find("keeps a product") != std::string::npos);
  // Pinning a as well (a == 2) leaves b, and the claim is affine in it.
  const auto both = kernel_tf_pin_slice(g, x, region_test::parse("a==2 && b>=2", ab), why);
  REQUIRE(both);
  CHECK(both->pattern == tf_test::pattern("TT _^b F"));
  CHECK(both->claim == std::get<SymGame>(sym_game_parse("b-1*")));
}

TEST_CASE("strategy slices: the cover check names a point no slice holds", "[kernel][strategy]") {
  const std::vector<std::string> ab{"a", "b"};
  const Region where = region_test::parse("a>=1 && b>=2 && b<=6 && b%2==0", ab);
  std::string why;
  CHECK(kernel_tf_slices_cover(where, {region_test::parse("a>=1 && b==2", ab), region_test::parse("a>=1 && b==4", ab), region_test::parse("a>=1 && b==6", ab)},
                               why));
  CHECK_FALSE(kernel_tf_slices_cover(where, {region_test::parse("a>=1 && b==2", ab), region_test::parse("a>=1 && b==4", ab)}, why));
  CHECK(why.find("a=1, b=6") != std::string::npos);
  CHECK_FALSE(kernel_tf_slices_cover(where, {region_test::parse("a>=1 && b==2", ab), region_test::parse("a>=1 && b>=4", ab)}, why));
  CHECK(why.find("not inside") != std::string::npos);
}

TEST_CASE("strategy slices: the one-frog theorem on b = 2..5 is PROVED slice by slice, a false claim is not",
          "[kernel][strategy]") {
  const TfPattern g = tf_test::pattern("T^a _^b F");
  const std::vector<std::string> ab{"a", "b"};
  const auto budget = [] { return RunBudget{}; };
  const TfStrategySlices even =
      tf_poly_claim_by_strategy(TfFamily{g, region_test::parse("a>=1 && b>=2 && b<=4 && b%2==0", ab)}, poly("(a-1)(b-1)"), budget);
  INFO(even.reason);
  CHECK(even.proved);
  CHECK(even.slices.size() == 2);
  const TfStrategySlices odd =
      tf_poly_claim_by_strategy(TfFamily{g, region_test::parse("a>=1 && b>=3 && b<=5 && b%2==1", ab)}, poly("(a-1)(b-1)*"), budget);
  INFO(odd.reason);
  CHECK(odd.proved);
  // The engine agrees with the theorem on each b and a up to 9 (brute force).
  TfEvaluator ev;
  for (long b = 2; b <= 5; ++b)
    for (long a = 1; a <= 9; ++a) {
      const auto pos = tf_pattern_instantiate(g, {{"a", a}, {"b", b}});
      REQUIRE(pos);
      CHECK(ev.value(*pos) == poly_game_instantiate(ev.store(), poly(b % 2 ? "(a-1)(b-1)*" : "(a-1)(b-1)"),
                                                    {{"a", a}, {"b", b}}));
    }
  // (a-1)b/2 is the theorem on b == 2 and false on b == 8 from a = 2 on
  // (4a-4 against 7a-7), where the family's least points lie on b == 2:
  // the slice b == 8 is not proved (its own corner is searched first), and
  // neither is the claim.
  const TfStrategySlices wrong =
      tf_poly_claim_by_strategy(TfFamily{g, region_test::parse("a>=1 && (b==2 || b==8)", ab)}, poly("(a-1)b/2"), budget);
  CHECK_FALSE(wrong.proved);
  CHECK(wrong.reason.find("b==8") != std::string::npos);
}
