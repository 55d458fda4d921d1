// Conjectures carried over by mirror image (prover/toads_frogs/tf_mirror.h): the values
// proved for a family, negated and pulled back, must be the values of the
// mirrored family's own states, as the engine computes them, and the
// induction checker must accept them there, and reject them when wrong.
#include "families/toads_frogs/classes.h"
#include "prover/toads_frogs/prove_tf.h"
#include "prover/toads_frogs/tf_mirror.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <random>

using namespace cgp;

namespace {

std::vector<TfFamily> class_families(const std::string& name, bool mirrored) {
  const auto cls = tf_class(name);
  REQUIRE(cls);
  std::vector<TfFamily> out;
  for (const std::string& text : cls->patterns) {
    const TfPattern p = std::get<TfPattern>(tf_pattern_parse(text));
    out.push_back({mirrored ? tf_pattern_mirror(p) : p, region_universe(tf_pattern_params(p))});
  }
  return out;
}

}  // namespace

TEST_CASE("A21's proved values carry over to its mirror image, where the induction checks them", "[tf_mirror]") {
  const TfTheorem original = prove_tf_families(class_families("A21", false));
  REQUIRE(original.proof.status == FamilyProof::Status::Proved);
  const StateSystem mirror = tf_family_closure(class_families("A21", true));
  const GivenConjecture given = tf_mirror_conjecture(mirror, original.sys, original.proof.conjecture);
  REQUIRE(given.size() == mirror.states.size());
  Conjecture carried;
  for (const auto& g : given) {
    REQUIRE(g);
    carried.push_back(*g);
  }
  CHECK(check_induction(mirror, carried).proved);

  // The carried values against the engine on the mirror's own states.
  TfEvaluator evaluator;
  const StateOracle oracle = tf_state_oracle(mirror, evaluator);
  std::mt19937 rng(11);
  for (std::size_t s = 0; s < mirror.states.size(); ++s)
    for (int i = 0; i < 20; ++i) {
      ParamValues at;
      for (const std::string& p : mirror.states[s].params) at[p] = static_cast<long>(rng() % 10);
      if (!region_contains(mirror.states[s].domain, at)) continue;
      int covering = 0;
      for (const SymPiece& piece : carried[s]) {
        if (!region_contains(piece.where, at)) continue;
        ++covering;
        INFO(tf_pattern_to_string(mirror.states[s].pattern) << " at " << param_values_to_string(at));
        CHECK(sym_game_instantiate(GameStore::instance(), piece.value, at) == oracle(s, at));
      }
      CHECK(covering == 1);
    }

  // One wrong piece in the original (one more than proved) makes a wrong
  // carried conjecture, which the checker must refuse.
  Conjecture wrong = original.proof.conjecture;
  SymPiece& piece = wrong[0][0];
  piece.value = SymGame::sum({piece.value, SymGame::leaf(Affine(1))});
  Conjecture carried_wrong;
  for (const auto& g : tf_mirror_conjecture(mirror, original.sys, wrong)) {
    REQUIRE(g);
    carried_wrong.push_back(*g);
  }
  CHECK_FALSE(check_induction(mirror, carried_wrong).proved);
}
