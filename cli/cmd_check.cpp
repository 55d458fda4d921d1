// cgprove check tf PATTERN FORMULA [--where REGION]: is FORMULA the value of
// every position of the family? The check is prover/toads_frogs/tf_claim.h; this file
// parses the arguments and prints. Exit 0 PROVED, 1 REFUTED (with a verified
// counterexample), 3 UNDECIDED.
#include "cli/cli_args.h"
#include "cli/commands.h"
#include "cli/coq_option.h"
#include "cli/exit_codes.h"
#include "cli/guess_file_option.h"
#include "cli/interrupt.h"
#include "cli/progress_output.h"
#include "cli/slices_output.h"
#include "cli/strategy_output.h"
#include "cli/theorem_output.h"
#include "cli/tf_conjecture_output.h"
#include "prover/family_report.h"
#include "prover/toads_frogs/tf_claim.h"
#include "prover/toads_frogs/tf_slices.h"
#include "prover/toads_frogs/tf_strategy_claim.h"
#include "symbolic/notation_print.h"
#include "symbolic/poly_game.h"
#include "symbolic/sym_game.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace cgp::cli {

namespace {

struct CheckArgs {
  std::string pattern, formula, where, report, coq, coq_by, guesses;
  std::size_t max_states = 0;  // no cap: the budgets apply
  long box = 8;
  long search_sum = 20;
  double slice_seconds = 120;  // after an UNDECIDED family, its slices in all (0: none)
  double strategy_seconds = 300;  // winning strategies first (0: none)
  RunArgs run;
  bool json = false;
};

using Clock = std::chrono::steady_clock;

Json counterexample_json(const TfCounterexample& c) {
  Json params = Json::object();
  for (const auto& [k, v] : c.params) params[k] = v;
  return Json{{"params", params}, {"position", c.position}, {"claimed", c.claimed}, {"actual", c.actual}};
}

std::string counterexample_text(const TfCounterexample& c) {
  return fmt::format("REFUTED at {}: the position {} has value {}, the claim gives {}",
                     param_values_to_string(c.params), c.position, c.actual, c.claimed);
}

SymGame parse_formula_arg(const std::string& text, const std::vector<std::string>& params) {
  auto parsed = sym_game_parse(text);
  if (auto* e = std::get_if<ParseError>(&parsed)) throw BadInput(fmt::format("bad formula \"{}\": {}", text, e->message));
  SymGame g = std::get<SymGame>(parsed);
  require_pattern_params(sym_game_params(g), params, "the formula");
  return g;
}

// An affine formula takes the affine path; one that reads only with
// polynomial leaves ((a-1)(b-1)*) the polynomial one.
using Claim = std::variant<SymGame, PolyGame>;
Claim parse_claim_arg(const std::string& text, const std::vector<std::string>& params) {
  auto poly = poly_game_parse(text);
  if (std::holds_alternative<ParseError>(sym_game_parse(text)) && std::holds_alternative<PolyGame>(poly)) {
    require_pattern_params(poly_game_params(std::get<PolyGame>(poly)), params, "the formula");
    return std::get<PolyGame>(poly);
  }
  return parse_formula_arg(text, params);
}

std::string claim_text(const Claim& c) {
  if (const auto* g = std::get_if<SymGame>(&c)) return sym_game_to_string(*g);
  return poly_game_to_string(std::get<PolyGame>(c));
}

void run(const CheckArgs& a, int& exit_code) {
  const auto start = Clock::now();
  const std::vector<TfFamily> families = parse_tf_families_arg(a.pattern, "", a.where);
  const TfFamily& family = families.front();
  const Claim claim = parse_claim_arg(a.formula, tf_pattern_params(family.pattern));
  const auto seconds = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  ClaimCheck check{tf_pattern_to_string(family.pattern), claim_text(claim), family.where, {}, false, ""};

  std::optional<GuessFile> guesses = guess_file_open(a.guesses);
  ProgressPrinter printer(a.run.progress_lines);
  const RunBudget budget = run_budget_from_args(a.run, a.max_states);
  // Winning strategies first (tf_strategy_claim.h): a claim they prove needs
  // no closure, which for Erickson's first conjecture never closes. --coq,
  // --report and --guesses ask for the closure's theorem, so they skip them.
  // --coq-by strategy asks for the strategies' script: they are tried first
  // then, and the closure's script is written only where they fail.
  const bool coq_by_strategy = a.coq_by == "strategy";
  const bool try_strategies = a.strategy_seconds > 0 && (a.coq.empty() || coq_by_strategy) && a.report.empty() &&
                              a.guesses.empty();
  // A claim proved by strategies: its JSON (key: the strategy's) or its
  // lines and verdict (`how`: by what it is proved).
  auto print_proved_by_strategy = [&](const char* key, const Json& detail, const std::function<void()>& print_lines,
                                      const std::string& how) {
    printer.done();
    if (a.json) {
      fmt::print("{}\n", Json{{"status", "proved"}, {"method", "strategy"}, {key, detail}, {"seconds", seconds()}}.dump());
    } else {
      print_lines();
      fmt::print("\nPROVED: {} = {} for every point of {}, {}\n", check.family, check.formula,
                 region_to_string(family.where), how);
    }
    exit_code = kSuccess;
  };
  std::optional<TfStrategyClaim> strategy;
  if (const SymGame* g = std::get_if<SymGame>(&claim); g && try_strategies) {
    interrupt_note_where("the winning strategies");
    strategy = tf_claim_by_strategy(family, *g, strategy_run_budget(budget, a.strategy_seconds), printer.progress());
    if (strategy->proved) {
      // The verdict first: a script that cannot be written is one error line after it.
      print_proved_by_strategy("strategy", strategy_json(*strategy), [&] { print_strategy(*strategy); },
                               "by a winning strategy for each half");
      if (!a.coq.empty())
        write_coq_tf_strategy(a.coq, *strategy->lower.certificate, *strategy->upper.certificate,
                              coq_command_text("check", "tf", a.pattern, "", a.formula, a.where),
                              strategy->as_options ? g : nullptr);
      return;
    }
    // The claim is false on the region's corner, or where a half's build
    // found it false and the engine agreed: the search went in order of
    // parameter sum, so this is the least counterexample unless that
    // search ran out of time; a region that starts past --search-sum
    // (d+7 == a+b with c >= 12 starts at 21) is refuted all the same,
    // without the closure.
    if (strategy->counterexample) {
      printer.done();
      const std::string not_least =
          strategy->counterexample_least
              ? ""
              : fmt::format(" (a smaller one may exist: the search checked parameter sums up to {})",
                            strategy->searched);
      if (a.json)
        fmt::print("{}\n", Json{{"status", "refuted"},
                                {"counterexample", counterexample_json(*strategy->counterexample)},
                                {"least", strategy->counterexample_least},
                                {"seconds", seconds()}}.dump());
      else
        fmt::print("{}{}\n", counterexample_text(*strategy->counterexample), not_least);
      exit_code = kRefuted;
      return;
    }
  }
  // A polynomial claim on a region of few values: strategies slice by
  // slice, each slice its own --strategy-seconds.
  std::optional<TfStrategySlices> sliced;
  if (const PolyGame* g = std::get_if<PolyGame>(&claim); g && try_strategies) {
    interrupt_note_where("the winning strategies");
    sliced = tf_poly_claim_by_strategy(
        family, *g, [&] { return strategy_run_budget(budget, a.strategy_seconds); }, printer.progress());
    if (sliced->proved) {
      print_proved_by_strategy("slices", strategy_slices_json(*sliced), [&] { print_strategy_slices(*sliced); },
                               sliced->slices.size() == 1
                                   ? std::string("by a winning strategy for each half on its one slice")
                                   : fmt::format("by a winning strategy for each half on each of its {} slices",
                                                 sliced->slices.size()));
      if (!a.coq.empty())
        write_coq_tf_strategy_slices(a.coq, family, *g, *sliced,
                                     coq_command_text("check", "tf", a.pattern, "", a.formula, a.where));
      return;
    }
  }
  interrupt_note_where("the search for a counterexample");
  const TfClaimResult result = std::visit(
      [&](const auto& c) {
        return tf_claim_check(families, c, budget, a.box, a.search_sum,
                              printer.progress(), dead_walls_from_env(), guesses ? &*guesses : nullptr);
      },
      claim);
  guess_file_report(guesses);
  // Where the family is UNDECIDED, what is proved of the claim on its slices
  // (tf_slices.h); a slice's counterexample refutes the claim.
  TfSliceReport slices;
  if (!result.cex && !result.holds && a.slice_seconds > 0) {
    interrupt_note_where("the slices of the family");
    const TfSliceBudget sb{a.slice_seconds, budget.memory_bytes, a.strategy_seconds > 0};
    slices = std::visit(
        [&](const auto& c) { return tf_claim_slices(family, c, sb, a.box, a.search_sum, printer.progress()); },
        claim);
  }
  const TfTheorem& t = result.theorem;
  const std::optional<TfCounterexample>& cex = slices.cex ? slices.cex : result.cex;
  const long searched = result.searched;
  check.proved = result.proved;
  check.holds = result.holds;
  const std::string searched_note =
      searched >= 0 ? fmt::format("no counterexample with parameter sum <= {}", searched) : "no counterexample search";
  if (cex)
    check.verdict = counterexample_text(*cex);
  else if (check.holds)
    check.verdict = fmt::format("PROVED: {} = {} for every point of {}", check.family, check.formula,
                                region_to_string(family.where));
  else
    check.verdict = "UNDECIDED: " + t.proof.reason + "; " + searched_note;
  const std::string proved_slices = tf_slices_proved_text(slices);
  if (!cex && !check.holds && !proved_slices.empty())
    check.verdict += "; PROVED on the slices " + proved_slices;
  if (!cex && !check.holds && strategy) check.verdict += "; no winning strategy: " + strategy->reason;
  if (!cex && !check.holds && sliced) check.verdict += "; no winning strategy: " + sliced->reason;
  if (!a.report.empty()) write_output_file(a.report, family_report_markdown(t.sys, t.proof, seconds(), {check}));
  // A polynomial claim is stated in Coq as typed, and proved slice by slice
  // where the region's pins make it affine (the exporter refuses the rest).
  if (!a.coq.empty() && check.holds)
    write_coq_tf_family(a.coq, families, t, std::get_if<SymGame>(&claim), "claim",
                        coq_command_text("check", "tf", a.pattern, "", a.formula, a.where), printer.progress(),
                        std::get_if<PolyGame>(&claim));

  printer.done();
  // Erickson's first conjecture typed with --coq alone ends here: its
  // closure never closes, and its strategies were not tried.
  if (!a.coq.empty() && !check.holds && !cex && !coq_by_strategy)
    fmt::print(stderr, "cgprove: no Coq script written: the claim is not proved by the closure (--coq-by strategy "
                       "tries winning strategies first)\n");
  const char* status = cex ? "refuted" : check.holds ? "proved" : "undecided";
  if (a.json) {
    Json out{{"status", status}};
    if (cex) {
      out["counterexample"] = counterexample_json(*cex);
    } else {
      if (!check.holds) out["reason"] = t.proof.reason + "; " + searched_note;
      if (!slices.slices.empty()) out["slices"] = slices_json(slices, false);
      if (strategy) out["strategy"] = strategy_json(*strategy);
      if (sliced) out["strategy_slices"] = strategy_slices_json(*sliced);
      out["pieces"] = pieces_json(check.proved);
      Json theorem = theorem_json(t, seconds());
      out["states"] = theorem["states"];
      print_tf_conjecture(t, family, a.box, &out);
    }
    out["seconds"] = seconds();
    fmt::print("{}\n", out.dump());
  } else {
    if (!cex) print_theorem_text(t, seconds());
    if (!cex) print_slices(slices, a.slice_seconds, false);
    if (!cex && strategy) print_strategy(*strategy);
    if (!cex && sliced) print_strategy_slices(*sliced);
    fmt::print("{}{}\n", cex ? "" : "\n", check.verdict);
    if (!cex) print_tf_conjecture(t, family, a.box, nullptr);
  }
  exit_code = cex ? kRefuted : check.holds ? kSuccess : kUndecided;
}

}  // namespace

void add_check_command(CLI::App& app, int& exit_code) {
  CLI::App* check = app.add_subcommand("check", "Prove or refute a claimed value of every position of a family");
  check->require_subcommand(1);
  auto args = std::make_shared<CheckArgs>();
  CLI::App* cmd = check->add_subcommand("tf", "Toads-and-Frogs: is FORMULA the value of PATTERN?");
  cmd->add_option("pattern", args->pattern, "a pattern such as \"T^a ___ FF\"")->required();
  cmd->add_option("formula", args->formula, "the claimed value, e.g. \"{a-2|a-2}\"")->required();
  cmd->add_option("--where", args->where, "where the claim is made, e.g. \"a>=2\"");
  add_tf_fit_options(*cmd, args->max_states, &args->box);
  add_run_options(*cmd, args->run);
  add_guesses_option(*cmd, args->guesses);
  cmd->add_option("--search-sum", args->search_sum,
                  "look for counterexamples up to this parameter sum first (default 20, at most 5 s)")
      ->check(CLI::Range(0, 1000));
  add_slice_seconds_option(*cmd, args->slice_seconds, "the claim");
  add_strategy_seconds_option(*cmd, args->strategy_seconds);
  cmd->add_option("--report", args->report, "also write a readable proof to this Markdown file");
  add_coq_option(*cmd, args->coq);
  cmd->add_option("--coq-by", args->coq_by,
                  "closure (the default: the family's theorem) or strategy (G = X by a winning strategy for each "
                  "half, tried first; the closure's where they fail)")
      ->check(CLI::IsMember({"closure", "strategy"}));
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
  add_check_chomp_command(*check, exit_code);
}

}  // namespace cgp::cli
