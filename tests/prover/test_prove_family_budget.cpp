// The memory budget binds inside one fit box too: the guess evaluates a whole
// box through the oracle between two of its per-box checks, and a box of a
// state with many parameters can fill the machine on its own.
#include "games/toads_frogs/pattern.h"
#include "prover/toads_frogs/prove_tf.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

using namespace cgp;

TEST_CASE("prove_family: the memory budget is checked while a fit box is evaluated", "[prove_family][budget]") {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse("T^a _ T^b F"));
  const StateSystem sys = tf_family_closure({TfFamily{p, region_universe({})}}, RunBudget{});
  TfEvaluator evaluator;
  const StateOracle exact = tf_state_oracle(sys, evaluator);
  // Every evaluation also holds 4 MB, touched so that it is resident: the
  // first box (9 x 9 points for the two-parameter state) holds over 300 MB.
  std::vector<std::unique_ptr<std::vector<char>>> held;
  const StateOracle heavy = [&](std::size_t state, const ParamValues& at) {
    held.push_back(std::make_unique<std::vector<char>>(std::size_t{4} << 20, 1));
    return exact(state, at);
  };
  RunBudget budget;
  budget.memory_bytes = process_resident_bytes() + (std::size_t{150} << 20);
  try {
    prove_family(GameStore::instance(), sys, heavy, 8, {}, budget, {});
    FAIL("the budget was not spent");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Memory);
    // Spent inside the box, not only at the next box or in the induction.
    CHECK(std::string(e.what()).find("the guess, evaluating") != std::string::npos);
  }
  CHECK(held.size() < 81);
}

// And inside one concrete evaluation: T^7 _^4 F^7 expands about 700,000
// positions (README, Performance), far more than 20 MB of table.
TEST_CASE("the prover's evaluator checks the memory budget inside one position", "[prove_tf][budget]") {
  RunBudget budget;
  budget.memory_bytes = process_resident_bytes() + (std::size_t{20} << 20);
  TfEvaluator evaluator(tf_budgeted_eval_options(budget));
  const TfPosition big = std::get<TfPosition>(TfPosition::parse("TTTTTTT____FFFFFFF"));
  try {
    evaluator.value(big);
    FAIL("the budget was not spent");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Memory);
    CHECK(std::string(e.what()).find("the concrete evaluation") != std::string::npos);
  }
}
