// Arguments shared by several commands, parsed once: bad input becomes
// BadInput (one line, exit 2).
#pragma once

#include "families/run_budget.h"
#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/region.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace cgp::cli {

// A --where region over `params` (and any it mentions); empty text is the
// whole domain. An empty region is bad input.
Region parse_where_arg(const std::string& text, const std::vector<std::string>& params = {});

TfPattern parse_tf_pattern_arg(const std::string& text);

// The families a command works on: one PATTERN (with its --where), or every
// pattern of --class NAME (families/toads_frogs/classes.h); exactly one of the two.
std::vector<TfFamily> parse_tf_families_arg(const std::string& pattern, const std::string& class_name,
                                            const std::string& where);

// --class, --max-states and (when box is given) --box, shared by the tf commands that close families.
void add_tf_family_options(CLI::App& cmd, std::string& class_name, std::size_t& max_states, long* box = nullptr);
// --max-states and --box (box may be null), shared by prove, family and check.
void add_tf_fit_options(CLI::App& cmd, std::size_t& max_states, long* box);

// BadInput unless every name in `used` is one of the pattern's parameters;
// `what` names the argument ("the formula", "--where").
void require_pattern_params(const std::vector<std::string>& used, const std::vector<std::string>& pattern_params,
                            const std::string& what);

// --seconds, --memory-mb and --progress of the commands that run long.
constexpr double kDefaultClosureSeconds = 1800;
struct RunArgs {
  double seconds = 0;  // 0: not given, the closure alone gets kDefaultClosureSeconds
  std::size_t memory_mb = 0;  // 0: half of the machine's memory
  bool progress_lines = false;
};
void add_run_options(CLI::App& cmd, RunArgs& args);

// The budget from now on; max_states 0 is no cap.
RunBudget run_budget_from_args(const RunArgs& args, std::size_t max_states);

// CGPROVE_DEAD_WALLS=always: the closure removes dead walls from the start
// (tests/coq's small proof with walls); otherwise only past
// kTfPlainClosureStates plain states.
TfDeadWalls dead_walls_from_env();

// Writes `content` to `path` under a temporary name, then renames it, so a
// failure never leaves a half-written file; failure is BadInput.
void write_output_file(const std::string& path, const std::string& content);

}  // namespace cgp::cli
