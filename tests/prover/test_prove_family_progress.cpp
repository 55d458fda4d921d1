// The guess reports how far it is inside one fit box: its event again, with
// the points evaluated since the box was started, so that a box that takes
// minutes (states with 6 to 8 parameters) is not a silent stage.
#include "games/toads_frogs/pattern.h"
#include "prover/toads_frogs/prove_tf.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace cgp;

TEST_CASE("prove_family: the guess reports the points it has evaluated in a box", "[prove_family][progress]") {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse("T^a _ T^b F"));
  const StateSystem sys = tf_family_closure({TfFamily{p, region_universe({})}}, RunBudget{});
  TfEvaluator evaluator;
  const StateOracle exact = tf_state_oracle(sys, evaluator);
  std::size_t calls = 0;  // oracle calls since the last box was started, counted here
  const StateOracle counted = [&](std::size_t state, const ParamValues& at) {
    ++calls;
    return exact(state, at);
  };
  std::vector<ProgressEvent> ticks;
  const Progress progress([&](const ProgressEvent& e) {
    if (e.stage != ProgressStage::Guess || e.pieces) return;
    if (e.points == 0) calls = 0;  // a new box
    CHECK(e.points <= calls);
    ticks.push_back(e);
  });
  const FamilyProof proof = prove_family(GameStore::instance(), sys, counted, 8, {}, RunBudget{}, progress);
  REQUIRE(proof.status == FamilyProof::Status::Proved);
  // f1's first box, [8,8], holds 81 points: at least one report inside it.
  std::size_t inside = 0;
  for (std::size_t k = 0; k < ticks.size(); ++k) {
    if (ticks[k].points == 0) continue;
    ++inside;
    REQUIRE(k > 0);
    CHECK(ticks[k].index == ticks[k - 1].index);
    CHECK(ticks[k].box == ticks[k - 1].box);
    CHECK(ticks[k].points > ticks[k - 1].points);
  }
  CHECK(inside > 0);
}
