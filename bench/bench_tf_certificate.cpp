// bench_tf_certificate: builds both halves' strategy certificates of a claim
// G = X on a region (families/toads_frogs/strategy.h) and prints their nodes
// and times, and the kernel's verdict on each. For measuring the strategy closure.
// No time limit; memory is bounded as cgprove's default (half the machine):
// the one-frog slice b = 11 reached a 23 GB peak without it (2026-12-07),
// most of it the engine's values at the probes.
//
// Usage: bench_tf_certificate PATTERN CLAIM WHERE
//   bench_tf_certificate "T^a __ F^b" "{{a-3|a-b}|{*|3-b}}" "a>b && b>=2"
#include "families/toads_frogs/strategy.h"
#include "kernel/tf_strategy.h"
#include "prover/toads_frogs/prove_tf.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <variant>

using namespace cgp;

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: bench_tf_certificate PATTERN CLAIM WHERE\n");
    return 2;
  }
  const auto pattern = tf_pattern_parse(argv[1]);
  const auto claim = sym_game_parse(argv[2]);
  if (std::holds_alternative<ParseError>(pattern) || std::holds_alternative<ParseError>(claim)) {
    std::fprintf(stderr, "bench_tf_certificate: bad pattern or claim\n");
    return 2;
  }
  const std::vector<std::string> params = tf_pattern_params(std::get<TfPattern>(pattern));
  if (const std::optional<std::string> p = param_first_missing(sym_game_params(std::get<SymGame>(claim)), params)) {
    std::fprintf(stderr, "bench_tf_certificate: the claim uses parameter '%s', which the pattern does not use\n",
                 p->c_str());
    return 2;
  }
  const auto where = region_parse(argv[3], params);
  if (std::holds_alternative<ParseError>(where)) {
    std::fprintf(stderr, "bench_tf_certificate: bad region\n");
    return 2;
  }
  const RunBudget budget = run_budget_from_now(0, run_budget_default_memory());
  TfEvaluator ev(tf_budgeted_eval_options(budget));
  for (const bool left : {true, false}) {
    const auto start = std::chrono::steady_clock::now();
    try {
      const TfStrategy s = tf_strategy_build(std::get<TfPattern>(pattern), std::get<SymGame>(claim),
                                             std::get<Region>(where), left, ev, budget);
      if (std::getenv("NODES")) std::printf("%s", tf_strategy_summary(s).c_str());
      std::printf("%s: %zu nodes, %.1f s", left ? "G >= X" : "G <= X", s.nodes.size(),
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      std::string why;
      const bool ok = kernel_tf_check_strategy(s, std::get<TfPattern>(pattern), std::get<SymGame>(claim),
                                               std::get<Region>(where), left, why);
      std::printf("; kernel: %s", ok ? "checked" : ("rejected: " + why).c_str());
    } catch (const std::exception& e) {
      std::printf("%s: no certificate: %s", left ? "G >= X" : "G <= X", e.what());
    }
    std::printf(", %.1f s\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return 0;
}
