#include "cli/cli_args.h"

#include "symbolic/atomic_file.h"

#include "cli/exit_codes.h"
#include "cli/interrupt.h"

#include "families/toads_frogs/classes.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>


namespace cgp::cli {

Region parse_where_arg(const std::string& text, const std::vector<std::string>& params) {
  if (text.empty()) return region_universe(params);
  auto parsed = region_parse(text, params);
  if (auto* e = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad --where \"{}\": {}", text, e->message));
  const Region& r = std::get<Region>(parsed);
  if (region_is_empty(r)) throw BadInput(fmt::format("the region \"{}\" is empty", text));
  return r;
}

TfPattern parse_tf_pattern_arg(const std::string& text) {
  auto parsed = tf_pattern_parse(text);
  if (auto* e = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad pattern \"{}\": {}", text, e->message));
  return std::get<TfPattern>(parsed);
}

std::vector<TfFamily> parse_tf_families_arg(const std::string& pattern, const std::string& class_name,
                                            const std::string& where) {
  if (pattern.empty() == class_name.empty()) throw BadInput("give either a PATTERN or --class NAME (exactly one)");
  if (!pattern.empty()) {
    const TfPattern p = parse_tf_pattern_arg(pattern);
    return {{p, parse_where_arg(where, tf_pattern_params(p))}};
  }
  if (!where.empty()) throw BadInput("--where applies to a PATTERN, not to a --class");
  const std::optional<TfClass> c = tf_class(class_name);
  if (!c)
    throw BadInput(fmt::format("unknown class \"{}\": use Aij (i blanks, j >= 1 frogs) or Bij (i, j >= 1), "
                               "e.g. A21, B12",
                               class_name));
  std::vector<TfFamily> out;
  for (const std::string& text : c->patterns) {
    const TfPattern p = parse_tf_pattern_arg(text);
    out.push_back({p, region_universe(tf_pattern_params(p))});
  }
  return out;
}

void add_tf_family_options(CLI::App& cmd, std::string& class_name, std::size_t& max_states, long* box) {
  cmd.add_option("--class", class_name, "a Thanatipanonda-Zeilberger class instead of a pattern: Aij or Bij, e.g. A21");
  add_tf_fit_options(cmd, max_states, box);
}

void add_tf_fit_options(CLI::App& cmd, std::size_t& max_states, long* box) {
  cmd.add_option("--max-states", max_states,
                 "give up beyond this many states (default: no cap; the --seconds and --memory-mb budgets apply)")
      ->check(CLI::Range(1, 100000));
  if (box) cmd.add_option("--box", *box, "fit conjectures on parameters 0..BOX (default 8)")->check(CLI::Range(3, 30));
}

void require_pattern_params(const std::vector<std::string>& used, const std::vector<std::string>& pattern_params,
                            const std::string& what) {
  if (const std::optional<std::string> p = param_first_missing(used, pattern_params))
    throw BadInput(fmt::format("{} uses parameter '{}', which the pattern does not use", what, *p));
}

void add_run_options(CLI::App& cmd, RunArgs& args) {
  cmd.add_option("--seconds", args.seconds,
                 "time budget of the whole run in seconds; beyond it the answer is UNDECIDED (default: 1800 for the "
                 "closure, while the guess and the induction end by their own limits)")
      ->check(CLI::Range(0.001, 1e7));
  cmd.add_option("--memory-mb", args.memory_mb, "memory budget in MiB (default: half of the machine's memory)")
      ->check(CLI::Range(1, 1 << 30));
  cmd.add_flag("--progress", args.progress_lines,
               "report progress on stderr, one line per event (shown on one line anyway when stderr is a terminal)");
}

RunBudget run_budget_from_args(const RunArgs& args, std::size_t max_states) {
  const std::size_t memory = args.memory_mb > 0 ? args.memory_mb << 20 : run_budget_default_memory();
  if (args.seconds > 0) return run_budget_from_now(args.seconds, memory, max_states);
  RunBudget b = run_budget_from_now(kDefaultClosureSeconds, memory, max_states);
  b.time_for_closure_only = true;
  return b;
}

TfDeadWalls dead_walls_from_env() {
  const char* v = std::getenv("CGPROVE_DEAD_WALLS");
  return v && std::string(v) == "always" ? TfDeadWalls::kAlways : TfDeadWalls::kWhenPlainFails;
}

void write_output_file(const std::string& path, const std::string& content) {
  if (auto why = atomic_file_write(path, content)) throw BadInput(*why);  // Ctrl-C: see cli/interrupt.h
}

}  // namespace cgp::cli
