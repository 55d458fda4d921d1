#include "families/run_budget.h"

#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace cgp {

namespace {

std::string mib_text(std::size_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

}  // namespace

RunBudget run_budget_from_now(double seconds, std::size_t memory_bytes, std::size_t max_states) {
  RunBudget b;
  if (seconds > 0) {
    b.seconds = seconds;
    b.deadline = RunBudget::Clock::now() +
                 std::chrono::duration_cast<RunBudget::Clock::duration>(std::chrono::duration<double>(seconds));
  }
  b.memory_bytes = memory_bytes;
  b.max_states = max_states;
  return b;
}

RunBudget run_budget_for_another_closure(const RunBudget& budget) {
  if (!budget.time_for_closure_only || budget.seconds <= 0) return budget;
  RunBudget fresh = budget;
  fresh.deadline = RunBudget::Clock::now() + std::chrono::duration_cast<RunBudget::Clock::duration>(
                                                 std::chrono::duration<double>(budget.seconds));
  return fresh;
}

void run_budget_check(const RunBudget& budget, const std::string& doing, bool in_closure) {
  if ((in_closure || !budget.time_for_closure_only) && RunBudget::Clock::now() >= budget.deadline) {
    std::ostringstream s;
    s << "the time budget (" << budget.time_option << " " << budget.seconds << ") ran out during " << doing;
    throw BudgetSpent(BudgetKind::Time, s.str());
  }
  if (budget.memory_bytes > 0) {
    const std::size_t used = process_resident_bytes();
    if (used > budget.memory_bytes)
      throw BudgetSpent(BudgetKind::Memory, "the memory budget (--memory-mb " +
                                                std::to_string(budget.memory_bytes >> 20) + ") ran out, " +
                                                mib_text(used) + " in use, during " + doing);
  }
}

namespace {

// run_budget_has_room is asked before every outside evaluation of a table
// past 64 MB (TfEvalOptions::room_to_grow), hundreds of thousands of times in
// one guess; reading /proc/self/statm each time was a tenth of the guess of a
// six-parameter state. A reading this recent is as good: a table's doubling
// is asked with its own bytes, and the rest of the process grows by far less
// in that time than the budget's margin.
constexpr auto kResidentReadingLifetime = std::chrono::milliseconds(5);

std::size_t process_resident_bytes_recent() {
  thread_local std::optional<std::chrono::steady_clock::time_point> read_at;
  thread_local std::size_t bytes = 0;
  const auto now = std::chrono::steady_clock::now();
  if (!read_at || now - *read_at >= kResidentReadingLifetime) {
    bytes = process_resident_bytes();
    read_at = now;
  }
  return bytes;
}

}  // namespace

bool run_budget_has_room(const RunBudget& budget, std::size_t bytes) {
  return budget.memory_bytes == 0 || process_resident_bytes_recent() + bytes <= budget.memory_bytes;
}

void run_budget_check_growth(const RunBudget& budget, std::size_t bytes, const std::string& doing) {
  if (budget.memory_bytes == 0) return;
  const std::size_t used = process_resident_bytes();  // fresh: a doubling is gigabytes at once
  if (used + bytes <= budget.memory_bytes) return;
  const std::string limit = "the memory budget (--memory-mb " + std::to_string(budget.memory_bytes >> 20) + ")";
  if (used > budget.memory_bytes)
    throw BudgetSpent(BudgetKind::Memory, limit + " ran out, " + mib_text(used) + " in use, as " + doing + " grew");
  throw BudgetSpent(BudgetKind::Memory, limit + " would run out: " + mib_text(used) + " in use, and " + doing +
                                            " needs " + mib_text(bytes) + " more to grow");
}

std::size_t run_budget_default_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key, unit;
  std::size_t kib = 0;
  while (in >> key >> kib >> unit)
    if (key == "MemTotal:") return kib * 1024 / 2;
  return 0;
}

std::size_t process_resident_bytes() {
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long size = 0, resident = 0;
  const int n = std::fscanf(f, "%lu %lu", &size, &resident);
  std::fclose(f);
  if (n != 2) return 0;
  return static_cast<std::size_t>(resident) * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

}  // namespace cgp
