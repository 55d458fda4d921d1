// cgprove check chomp's engine: Cho's rules (tests/data/chomp_cho.txt cites
// the paper) and refutations with the least counterexample.
#include "games/chomp/chomp_pattern.h"
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_solver.h"
#include "prover/chomp/check_claim.h"

#include <algorithm>

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

ChompClaim claim(const std::string& pattern, const std::string& where, bool p) {
  auto e = std::get<std::vector<Affine>>(chomp_pattern_parse(pattern));
  auto w = std::get<Region>(region_parse(where, chomp_pattern_params(ChompPattern{e})));
  auto f = chomp_family_make(e, w);
  REQUIRE(std::holds_alternative<ChompFamily>(f));
  return ChompClaim{std::get<ChompFamily>(f), p};
}

ChompClaimOutcome check(const ChompClaim& c) {
  const ChompClaimScope scope = chomp_claim_scope(c.family);
  REQUIRE(scope.covered);
  return chomp_check_claim(c, scope.top_max, {});
}

// `to` is an option of `from` and a P-position, by games/chomp's solver.
bool wins(const std::vector<long>& from, const std::vector<long>& to) {
  ChompPosition f{std::vector<int>(from.begin(), from.end())}, t{std::vector<int>(to.begin(), to.end())};
  const auto options = chomp_moves(f);
  ChompSolver solver;
  return std::find(options.begin(), options.end(), t) != options.end() && solver.is_p(t);
}

}  // namespace

TEST_CASE("Cho's 2TopRow rule holds for b >= 2") {
  const ChompClaimOutcome out = check(claim("[2,b,b+2]", "b>=2", true));
  CHECK(out.status == ChompClaimOutcome::Status::proved);
  CHECK(out.proof.top_max() == 2);
  CHECK(out.proof.checked);
  CHECK(check(claim("[b+2,b,2]", "true", true)).status == ChompClaimOutcome::Status::proved);
}

TEST_CASE("Cho's 3TopRow rule holds for b = 3 and 4 only") {
  CHECK(check(claim("[3,b,b+3]", "3<=b<=4", true)).status == ChompClaimOutcome::Status::proved);
  const ChompClaimOutcome out = check(claim("[3,b,b+3]", "b>=3", true));
  REQUIRE(out.status == ChompClaimOutcome::Status::refuted);
  // [3,5,8] is blocked by [3,5,5] (chomp_cho.txt, after Corollary 2.10).
  CHECK(out.counterexample->params == ParamValues{{"b", 5}});
  CHECK(out.counterexample->position == std::vector<long>{8, 5, 3});
  REQUIRE(out.counterexample->winning_move);
  CHECK(wins(out.counterexample->position, *out.counterexample->winning_move));
}

TEST_CASE("N claims and the least counterexample by sum then lexicographically") {
  // Corollary 2.10(c): [3,3,c] is N for c > 6; c = 6 is P.
  CHECK(check(claim("[3,3,c]", "c>=7", false)).status == ChompClaimOutcome::Status::proved);
  const ChompClaimOutcome out = check(claim("[3,3,c]", "c>=3", false));
  REQUIRE(out.status == ChompClaimOutcome::Status::refuted);
  CHECK(out.counterexample->position == std::vector<long>{6, 3, 3});
  CHECK_FALSE(out.counterexample->winning_move);
  // [a,b] top row a, poison row b with b >= a: the 2-row P-positions are b = a+1. Least sum first: a=0,b=1 is [1].
  const ChompClaimOutcome two = check(claim("[a,b]", "b>=a", false));
  REQUIRE(two.status == ChompClaimOutcome::Status::refuted);
  CHECK(two.counterexample->params == ParamValues{{"a", 0}, {"b", 1}});
  CHECK(two.counterexample->position == std::vector<long>{1});
  // Among sum 3 ([1,2] top first), then lexicographic: a claim excluding a=0.
  const ChompClaimOutcome three = check(claim("[a,b]", "b>=a && a>=1", false));
  CHECK(three.counterexample->params == ParamValues{{"a", 1}, {"b", 2}});
}

TEST_CASE("claims beyond the top-row system are not covered") {
  CHECK_FALSE(chomp_claim_scope(claim("[b,b,b]", "b>=1", false).family).covered);
  CHECK_FALSE(chomp_claim_scope(claim("[1,1,1,b]", "b>=1", true).family).covered);
  const ChompClaimScope fine = chomp_claim_scope(claim("[0,2,b,b]", "b>=2", true).family);  // a zero row is absent
  CHECK(fine.covered);
  CHECK(fine.top_max == 2);
}

TEST_CASE("a concrete claim") {
  CHECK(check(claim("[5,6,9]", "true", true)).status == ChompClaimOutcome::Status::proved);
  const ChompClaimOutcome out = check(claim("[5,6,10]", "true", true));
  REQUIRE(out.status == ChompClaimOutcome::Status::refuted);
  CHECK(out.counterexample->params.empty());
  REQUIRE(out.counterexample->winning_move);
  CHECK(wins({10, 6, 5}, *out.counterexample->winning_move));
}
