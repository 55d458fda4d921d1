// How check shows a claim proved by winning strategies
// (prover/toads_frogs/tf_strategy_claim.h): its option, one JSON object and
// a line per half.
#pragma once

#include "cli/theorem_output.h"
#include "prover/toads_frogs/tf_strategy_claim.h"

#include <CLI/CLI.hpp>

namespace cgp::cli {

// --strategy-seconds: the time the winning strategies may take before the
// family's closure is tried (0: not tried).
void add_strategy_seconds_option(CLI::App& cmd, double& seconds);

// The budget of the strategies: `seconds` from now, the run's memory.
RunBudget strategy_run_budget(const RunBudget& run, double seconds);

// {"lower": {"checked","nodes","seconds","reason"?}, "upper": {...}}
Json strategy_json(const TfStrategyClaim& s);

// A line per half tried.
void print_strategy(const TfStrategyClaim& s);

// [{"where", "pattern", "claim", "strategy": strategy_json}, ...], a slice
// each, up to the first not proved.
Json strategy_slices_json(const TfStrategySlices& s);

// Each slice tried: its pinned family and claim, and a line per half.
void print_strategy_slices(const TfStrategySlices& s);

}  // namespace cgp::cli
