#include "cli/strategy_output.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp::cli {

namespace {

Json half_json(const TfStrategyHalf& h) {
  Json j{{"checked", h.checked}, {"nodes", h.nodes}, {"seconds", h.seconds}};
  if (!h.reason.empty()) j["reason"] = h.reason;
  return j;
}

void print_half(const char* name, const TfStrategyHalf& h) {
  if (h.checked)
    fmt::print("  {}: a winning strategy of {} nodes, checked by the kernel ({:.1f} s)\n", name, h.nodes, h.seconds);
  else if (!h.reason.empty())
    fmt::print("  {}: no strategy ({:.1f} s): {}\n", name, h.seconds, h.reason);
}

}  // namespace

void add_strategy_seconds_option(CLI::App& cmd, double& seconds) {
  cmd.add_option("--strategy-seconds", seconds,
                 "first look for a winning strategy of each half, G >= X and G <= X, for at most this many seconds "
                 "(default 300, for each slice of a polynomial claim on a region of a few values; 0: go to the family's "
                 "closure at once)")
      ->check(CLI::Range(0.0, 1e7));
}

RunBudget strategy_run_budget(const RunBudget& run, double seconds) {
  RunBudget b;
  b.deadline = RunBudget::Clock::now() + std::chrono::microseconds(static_cast<long>(seconds * 1e6));
  b.seconds = seconds;
  b.time_option = "--strategy-seconds";
  // The run's own budget ends first (--seconds 1): its message names it.
  if (run.deadline < b.deadline) {
    b.deadline = run.deadline;
    b.seconds = run.seconds;
    b.time_option = run.time_option;
  }
  b.memory_bytes = run.memory_bytes;
  return b;
}

Json strategy_json(const TfStrategyClaim& s) {
  Json out{{"lower", half_json(s.lower)}};
  if (s.lower.checked) out["upper"] = half_json(s.upper);
  if (s.as_options) out["claim_as_options"] = sym_game_to_string(*s.as_options);
  return out;
}

void print_strategy(const TfStrategyClaim& s) {
  fmt::print("Winning strategies (G >= X: Left answers every Right move; G <= X: Right answers Left's):\n");
  if (s.as_options)
    fmt::print("  X as {} (each n+1/2 as {{n|n+1}}, the same game)\n", sym_game_to_string(*s.as_options));
  print_half("G >= X", s.lower);
  if (s.lower.checked) print_half("G <= X", s.upper);
}

Json strategy_slices_json(const TfStrategySlices& s) {
  Json out = Json::array();
  for (const TfStrategySlice& t : s.slices)
    out.push_back(Json{{"where", region_to_string(t.slice)},
                       {"pattern", tf_pattern_to_string(t.pinned.pattern)},
                       {"claim", sym_game_to_string(t.claim)},
                       {"strategy", strategy_json(t.halves)}});
  return out;
}

void print_strategy_slices(const TfStrategySlices& s) {
  if (s.slices.empty()) return;  // no slice pinned: the verdict says why
  fmt::print("Winning strategies, slice by slice (G >= X: Left answers every Right move; G <= X: Right answers Left's):\n");
  for (const TfStrategySlice& t : s.slices) {
    fmt::print(" on {}: {} = {}\n", region_to_string(t.slice), tf_pattern_to_string(t.pinned.pattern),
               sym_game_to_string(t.claim));
    print_half("G >= X", t.halves.lower);
    if (t.halves.lower.checked) print_half("G <= X", t.halves.upper);
  }
}

}  // namespace cgp::cli
