// The closure within a budget: it stops with BudgetSpent naming the budget,
// and tells its progress (states so far, queue) as it goes.
#include "families/progress.h"
#include "families/run_budget.h"
#include "families/toads_frogs/closure.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace cgp;

namespace {

TfFamily erickson() {
  const auto parsed = tf_pattern_parse("T^a ___ FF");
  return TfFamily{std::get<TfPattern>(parsed), region_universe({"a"})};
}

}  // namespace

TEST_CASE("closure: a spent budget stops it and says which", "[families][budget]") {
  RunBudget memory;
  memory.memory_bytes = 1;  // any process holds more
  try {
    tf_family_closure({erickson()}, memory);
    FAIL("the closure ignored its memory budget");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Memory);
  }
  const RunBudget time = run_budget_from_now(1e-6, 0);
  try {
    tf_family_closure({erickson()}, time);
    FAIL("the closure ignored its time budget");
  } catch (const BudgetSpent& e) {
    CHECK(e.kind == BudgetKind::Time);
  }
  RunBudget capped;
  capped.max_states = 20;
  CHECK_THROWS_AS(tf_family_closure({erickson()}, capped), TfNotClosed);
}

TEST_CASE("closure: progress counts the states and the queue", "[families][budget]") {
  std::vector<ProgressEvent> events;
  const StateSystem sys =
      tf_family_closure({erickson()}, RunBudget{}, Progress([&](const ProgressEvent& e) { events.push_back(e); }));
  REQUIRE(events.size() >= 2);
  std::size_t i = 0;
  std::size_t expanded = 0;
  for (; i + 1 < events.size() && events[i].stage == ProgressStage::Closure; ++i) {
    const ProgressEvent& e = events[i];
    CHECK_FALSE(e.finished);
    // Before expanding state i: i states done, so states so far = i + queue.
    CHECK(e.index == expanded + e.count);
    ++expanded;
  }
  // Then every expanded state is tried as an instance of another, in order.
  for (std::size_t k = 1; k <= expanded; ++k, ++i) {
    REQUIRE(i + 1 < events.size());
    CHECK(events[i].stage == ProgressStage::Absorb);
    CHECK(events[i].index == k);
    CHECK(events[i].count == expanded);
  }
  CHECK(i + 1 == events.size());
  CHECK(events.back().stage == ProgressStage::Closure);
  CHECK(events.back().finished);
  CHECK(events.back().index == sys.states.size());
  // Instances of later states are absorbed at the end: fewer states than were expanded.
  CHECK(expanded >= sys.states.size());
}

TEST_CASE("run budget: the machine's memory and this process's", "[families][budget]") {
  CHECK(run_budget_default_memory() > (std::size_t{64} << 20));
  const std::size_t before = process_resident_bytes();
  CHECK(before > 0);
  std::vector<char> block(std::size_t{64} << 20, 1);  // touched, so resident
  CHECK(process_resident_bytes() >= before + (std::size_t{32} << 20));
  CHECK(block[12345] == 1);
}

TEST_CASE("run budget: the default time budget binds the closure only", "[families][budget]") {
  RunBudget b = run_budget_from_now(1e-9, 0);
  while (RunBudget::Clock::now() < b.deadline) {
  }
  CHECK_THROWS_AS(run_budget_check(b, "the guess"), BudgetSpent);
  CHECK_THROWS_AS(run_budget_check(b, "the closure", true), BudgetSpent);
  b.time_for_closure_only = true;
  CHECK_NOTHROW(run_budget_check(b, "the guess"));
  CHECK_THROWS_AS(run_budget_check(b, "the closure", true), BudgetSpent);
  CHECK_THROWS_AS(tf_family_closure({erickson()}, b), BudgetSpent);
}
