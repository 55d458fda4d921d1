// What a long run may spend: wall time and memory (and, when asked, a cap on
// the closure's states). The closure grows until the family closes or a
// budget is spent; the guess and the induction check it between states and
// cases. A spent budget is BudgetSpent, which names the budget, so the
// UNDECIDED message can say which one ran out and how to raise it.
#pragma once

#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace cgp {

struct RunBudget {
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline = Clock::time_point::max();
  double seconds = 0;            // the time budget as given, for messages (0: none)
  const char* time_option = "--seconds";  // the option that sets it, for messages
  // The deadline binds only the closure: the default budget, since the guess
  // and the induction end by their own limits (fit boxes, refits) but a
  // closure that never closes would not.
  bool time_for_closure_only = false;
  std::size_t memory_bytes = 0;  // resident memory allowed (0: no limit)
  std::size_t max_states = 0;    // explicit cap on the closure's states (0: none)
};

enum class BudgetKind { Time, Memory };

struct BudgetSpent : std::runtime_error {
  BudgetSpent(BudgetKind kind, const std::string& what) : std::runtime_error(what), kind(kind) {}
  BudgetKind kind;
};

// The budget of `seconds` from now (0: no time limit) and `memory_bytes` (0: none).
RunBudget run_budget_from_now(double seconds, std::size_t memory_bytes, std::size_t max_states = 0);

// The budget for a closure that a run builds after its first one failed to
// give a proof (the regions the family reaches, the mirror image): a
// deadline that binds closures only starts again from now, since the guess
// and the induction of the first attempt may have run past it (Erickson's
// first on b = 6 failed its guess after 41 minutes, and its second closure
// was out of time before it began); a deadline of the whole run is kept.
RunBudget run_budget_for_another_closure(const RunBudget& budget);

// Throws BudgetSpent when the deadline has passed (outside the closure only
// if the deadline binds the whole run) or the process's resident memory
// exceeds the budget; `doing` says what ran ("the closure: 312 states").
void run_budget_check(const RunBudget& budget, const std::string& doing, bool in_closure = false);

// Whether `bytes` more, on top of the resident memory now (read at most a few
// milliseconds ago), stay within the memory budget (always, without one).
bool run_budget_has_room(const RunBudget& budget, std::size_t bytes);

// Throws BudgetSpent (Memory) when allocating `bytes` more, on top of the
// resident memory now, would pass the memory budget. Called before a table
// doubles: the allocation is one step, so a check after it comes too late.
void run_budget_check_growth(const RunBudget& budget, std::size_t bytes, const std::string& doing);

// Half of the machine's memory (MemTotal of /proc/meminfo), the default budget.
std::size_t run_budget_default_memory();

// The process's resident memory (/proc/self/statm), 0 when unknown.
std::size_t process_resident_bytes();

}  // namespace cgp
