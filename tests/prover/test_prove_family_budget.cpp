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
    // Spent inside the box, not only at the next box or in the induction: by
    // the oracle's check, or by the store's as it grows for the next value.
    const std::string what = e.what();
    INFO(what);
    CHECK((what.find("the guess, evaluating") != std::string::npos ||
           what.find("the store of canonical games") != std::string::npos));
  }
  CHECK(held.size() < 81);
}

// And while the box is fitted, after its last evaluation: an eight-parameter
// box of 5.7 million points was tabulated in 7.2 GB and its fit went on to
// 23 GB, where the machine killed it (README, "Erickson's first conjecture").
// Here the box of 5 x 5 points is evaluated between two of the oracle's
// checks, so only the fit's own checkpoint can see the 100 MB it leaves.
TEST_CASE("prove_family: the memory budget is checked while a box is fitted", "[prove_family][budget]") {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse("T^a _ T^b F"));
  const StateSystem sys = tf_family_closure({TfFamily{p, region_universe({})}}, RunBudget{});
  REQUIRE(sys.states[0].params.size() == 2);
  TfEvaluator evaluator;
  const StateOracle exact = tf_state_oracle(sys, evaluator);
  // The box's values first, so that neither the evaluator's tables nor the
  // store grow during the run (the store's own check would see the 100 MB).
  const std::string p0 = sys.states[0].params[0], p1 = sys.states[0].params[1];
  for (long x = 0; x <= 4; ++x)
    for (long y = 0; y <= 4; ++y)
      if (region_contains(sys.states[0].domain, ParamValues{{p0, x}, {p1, y}})) exact(0, {{p0, x}, {p1, y}});
  std::vector<std::unique_ptr<std::vector<char>>> held;
  const StateOracle heavy = [&](std::size_t state, const ParamValues& at) {
    held.push_back(std::make_unique<std::vector<char>>(std::size_t{4} << 20, 1));
    return exact(state, at);
  };
  RunBudget budget;
  budget.memory_bytes = process_resident_bytes() + (std::size_t{40} << 20);
  try {
    prove_family(GameStore::instance(), sys, heavy, 4, {}, budget, {});
    FAIL("the budget was not spent");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Memory);
    INFO(e.what());
    CHECK(std::string(e.what()).find("the guess of f1, fitting its box") != std::string::npos);
  }
  CHECK(held.size() <= 25);
}

// And inside one concrete evaluation: T^7 _^4 F^7 expands about 700,000
// positions (README, Performance), far more than 20 MB of table.
TEST_CASE("the prover's evaluator checks the memory budget inside one position", "[prove_tf][budget]") {
  RunBudget budget;
  budget.memory_bytes = process_resident_bytes() + (std::size_t{20} << 20);
  TfEvalOptions options = tf_budgeted_eval_options(budget);
  options.before_growth = nullptr;  // the check between expansions alone (the one below has its own test)
  TfEvaluator evaluator(options);
  const TfPosition big = std::get<TfPosition>(TfPosition::parse("TTTTTTT____FFFFFFF"));
  try {
    evaluator.value(big);
    FAIL("the budget was not spent");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Memory);
    CHECK(std::string(e.what()).find("the concrete evaluation") != std::string::npos);
  }
}

// A table doubles in one step, old and new side by side while it rehashes, so
// the budget is asked before: an 8 GiB table of the one-frog slice b = 7 took
// the run from 9.9 GB past 24 GB between two checks (README, Limits).
TEST_CASE("a table's growth is checked against the memory budget before it happens", "[budget]") {
  RunBudget budget;
  budget.memory_bytes = process_resident_bytes() + (std::size_t{100} << 20);
  CHECK_NOTHROW(run_budget_check_growth(budget, std::size_t{1} << 20, "a table"));
  try {
    run_budget_check_growth(budget, std::size_t{200} << 20, "a table");
    FAIL("a growth past the budget was allowed");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Memory);
    CHECK(std::string(e.what()).find("a table needs 200 MiB more") != std::string::npos);
  }
  CHECK_NOTHROW(run_budget_check_growth(RunBudget{}, std::size_t{1} << 40, "no budget"));

  const TfEvalOptions options = tf_budgeted_eval_options(budget);
  REQUIRE(options.before_growth);
  CHECK_THROWS_AS(options.before_growth(std::size_t{200} << 20), BudgetSpent);
  // Between points, a table that could not double is emptied instead.
  REQUIRE(options.room_to_grow);
  CHECK(options.room_to_grow(std::size_t{1} << 20));
  CHECK_FALSE(options.room_to_grow(std::size_t{200} << 20));
  const RunBudget unlimited;  // the options keep a reference to their budget
  CHECK(tf_budgeted_eval_options(unlimited).room_to_grow(std::size_t{1} << 40));
}

TEST_CASE("prove_family checks the store's growth against its budget, and only while it runs", "[prove_family][budget]") {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse("T^a _ F"));
  const StateSystem sys = tf_family_closure({TfFamily{p, region_universe({})}}, RunBudget{});
  TfEvaluator evaluator;
  const StateOracle exact = tf_state_oracle(sys, evaluator);
  GameStore& store = GameStore::instance();
  bool checked = false;
  const StateOracle peek = [&](std::size_t state, const ParamValues& at) {
    GameStore::GrowthCheck check = store.exchange_growth_check({});
    store.exchange_growth_check(check);
    REQUIRE(check);
    try {
      check(std::size_t{1} << 40);  // 1 TiB
    } catch (const BudgetSpent& e) {
      checked = e.kind == BudgetKind::Memory;
    }
    return exact(state, at);
  };
  RunBudget budget;
  budget.memory_bytes = process_resident_bytes() + (std::size_t{1} << 30);
  prove_family(store, sys, peek, 4, {}, budget, {});
  CHECK(checked);
  CHECK_FALSE(store.exchange_growth_check({}));
}

// The default budget binds the closure only, so a closure built after a
// first attempt that guessed past the deadline (the regions the family
// reaches, the mirror image) must get its time again; a budget of the whole
// run (--seconds) must not.
TEST_CASE("another closure starts a closure-only deadline again, and keeps a whole run's", "[budget]") {
  RunBudget closure_only = run_budget_from_now(60, 0);
  closure_only.time_for_closure_only = true;
  closure_only.deadline = RunBudget::Clock::now() - std::chrono::seconds(1);
  CHECK_THROWS_AS(run_budget_check(closure_only, "the closure", true), BudgetSpent);
  CHECK_NOTHROW(run_budget_check(closure_only, "the guess"));  // only closures are bound
  const RunBudget again = run_budget_for_another_closure(closure_only);
  CHECK_NOTHROW(run_budget_check(again, "the second closure", true));
  CHECK(again.deadline > RunBudget::Clock::now() + std::chrono::seconds(50));
  CHECK(again.deadline <= RunBudget::Clock::now() + std::chrono::seconds(60));
  CHECK(again.time_for_closure_only);

  RunBudget whole_run = run_budget_from_now(60, 0);
  whole_run.deadline = RunBudget::Clock::now() - std::chrono::seconds(1);
  const RunBudget kept = run_budget_for_another_closure(whole_run);
  CHECK(kept.deadline == whole_run.deadline);
  CHECK_THROWS_AS(run_budget_check(kept, "the second closure", true), BudgetSpent);
}
