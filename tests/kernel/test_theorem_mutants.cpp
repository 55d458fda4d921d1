// The mutation suite on two proved families (bench/bench_mutants runs the
// catalog): every wrong theorem near a proved one (prover/theorem_mutants.h)
// must be rejected by the kernel. A mutant the suite calls equivalent (same
// value on its whole piece) is checked to be so by the concrete engine at
// every point of a box, so that "equivalent" cannot hide a wrong theorem.
#include "games/toads_frogs/pattern.h"
#include "kernel/induction.h"
#include "prover/theorem_mutants.h"
#include "prover/toads_frogs/prove_tf.h"
#include "prover/toads_frogs/tf_claim.h"
#include "tests/kernel/proved_theorem.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

// The mutated piece equals the original at every point of the box 0..6: the
// same points, and the same value at each.
bool concretely_equal(const Conjecture& original, const Conjecture& mutant) {
  GameStore& store = GameStore::instance();
  for (std::size_t i = 0; i < original.size(); ++i)
    for (std::size_t j = 0; j < original[i].size(); ++j) {
      const SymPiece &a = original[i][j], &b = mutant[i][j];
      for (const RegionPoint& x : region_points_in_box(region_union(a.where, b.where), 0, 6))
        if (region_contains(a.where, x) != region_contains(b.where, x)) return false;
      if (a.value == b.value) continue;
      for (const RegionPoint& x : region_points_in_box(a.where, 0, 6)) {
        const ParamValues at = region_point_values(a.where, x);
        if (sym_game_instantiate(store, a.value, at) != sym_game_instantiate(store, b.value, at)) return false;
      }
    }
  return true;
}

void check_all(const TfTheorem& t, std::size_t every) {
  REQUIRE(check_induction(t.sys, t.proof.conjecture).proved);  // so every rejection is the mutant's doing
  long tried = 0, rejected = 0, equivalent = 0;
  theorem_mutants_each(t.sys, t.proof.conjecture, [&](const TheoremMutant& m) {
    ++tried;
    if (m.equivalent) {
      INFO(m.what);
      CHECK(concretely_equal(t.proof.conjecture, m.conjecture));
      ++equivalent;
      return true;
    }
    const InductionResult r = check_induction(m.sys, m.conjecture);
    INFO(m.what);
    CHECK_FALSE(r.proved);
    CHECK_FALSE(r.failure.empty());
    // bench_mutants's shorter verdict (theorem_mutant_rejected) is the kernel's.
    CHECK(theorem_mutant_rejected(m));
    rejected += r.proved ? 0 : 1;
    return true;
  }, every);
  INFO("tried " << tried << ", rejected " << rejected << ", equivalent " << equivalent);
  CHECK(tried > 50);
  CHECK(rejected + equivalent == tried);
  CHECK(rejected > equivalent);
}

}  // namespace

TEST_CASE("every mutant of A11's theorem (T^a _ T^b F, affine measure) is rejected by the kernel") {
  check_all(kernel_test::proved_theorem("T^a _ T^b F"), 1);
}

TEST_CASE("a sample of the mutants of _^a TT _ F _^b (potential) is rejected by the kernel") {
  check_all(kernel_test::proved_theorem("_^a TT _ F _^b"), 3);
}

TEST_CASE("sym_game_mutants changes one leaf at a time, six ways") {
  auto g = sym_game_parse("{a-2|{1|0}}");
  REQUIRE(std::holds_alternative<SymGame>(g));
  const auto mutants = sym_game_mutants(std::get<SymGame>(g));
  REQUIRE(mutants.size() == 18);  // three leaves: a-2, 1, 0
  auto expect = sym_game_parse("{a-2|{3/2|0}}");
  REQUIRE(std::holds_alternative<SymGame>(expect));
  bool found = false;
  for (const SymGameMutant& m : mutants) found = found || m.game == std::get<SymGame>(expect);
  CHECK(found);
}

TEST_CASE("every mutant of the claim T^a _ T^b F = a (b >= 2) is refuted with a concrete counterexample") {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse("T^a _ T^b F"));
  const Region where = std::get<Region>(region_parse("b>=2", tf_pattern_params(p)));
  const SymGame claim = std::get<SymGame>(sym_game_parse("a"));
  const TfClaimResult base = tf_claim_check({TfFamily{p, where}}, claim, run_budget_from_now(0, 0, 200), 8, 20);
  REQUIRE(base.holds);
  const auto mutants = sym_game_mutants(claim);
  REQUIRE(mutants.size() == 6);
  TfEvaluator ev;
  for (const SymGameMutant& m : mutants) {
    INFO(m.what);
    std::optional<TfCounterexample> cex;
    std::string why;
    CHECK_FALSE(tf_claim_against(p, where, base.proved, m.game, cex, why));
    REQUIRE(cex);
    // The counterexample, evaluated again from scratch, is one.
    CHECK(tf_claim_differs_at(p, m.game, cex->params, ev));
    CHECK(region_contains(where, cex->params));
  }
}

// Erickson's third conjecture (T^a ___ FFF = a - 7/2 for a >= 5, Erickson
// 1996, as proved by `check tf`; its proof is a long run, see the README):
// every mutant of the claim is refuted by the concrete search alone, before
// any closure, and the claim itself has no counterexample up to a = 11.
TEST_CASE("every mutant of Erickson's third claim T^a ___ FFF = a-7/2 is refuted by the concrete search") {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse("T^a ___ FFF"));
  const Region where = std::get<Region>(region_parse("a>=5", tf_pattern_params(p)));
  const SymGame claim = std::get<SymGame>(sym_game_parse("a-7/2"));
  long searched = -1;
  CHECK_FALSE(tf_claim_search(p, claim, where, 11, 60, searched));
  CHECK(searched == 11);
  const auto mutants = sym_game_mutants(claim);
  REQUIRE_FALSE(mutants.empty());
  TfEvaluator plain(TfEvalOptions::plain());
  for (const SymGameMutant& m : mutants) {
    INFO(m.what);
    long mutant_searched = -1;
    const auto cex = tf_claim_search(p, m.game, where, 11, 60, mutant_searched);
    REQUIRE(cex);
    CHECK(tf_claim_differs_at(p, m.game, cex->params, plain));
  }
}
