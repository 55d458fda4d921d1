// cgprove prove tf PATTERN | --class NAME: derive the families' states and
// recurrences from the rules, conjecture every state's value from concrete
// data, and prove the conjecture by induction. PROVED only when the induction
// checker verified every step; otherwise UNDECIDED (exit 3) with the reason.
#include "cli/cli_args.h"
#include "cli/commands.h"
#include "cli/coq_option.h"
#include "cli/exit_codes.h"
#include "cli/guess_file_option.h"
#include "cli/progress_output.h"
#include "cli/slices_output.h"
#include "cli/theorem_output.h"
#include "cli/tf_conjecture_output.h"
#include "prover/family_report.h"
#include "prover/toads_frogs/prove_tf.h"

#include <fmt/core.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace cgp::cli {

namespace {

struct ProveArgs {
  std::string pattern, class_name, where, report, coq, guesses;
  std::size_t max_states = 0;  // no cap: the budgets apply
  long box = 8;
  double slice_seconds = 120;  // after an UNDECIDED family, its slices in all (0: none)
  RunArgs run;
  bool json = false;
};

void run(const ProveArgs& a, int& exit_code) {
  const std::vector<TfFamily> families = parse_tf_families_arg(a.pattern, a.class_name, a.where);
  std::optional<GuessFile> guesses = guess_file_open(a.guesses);
  const auto start = std::chrono::steady_clock::now();
  ProgressPrinter printer(a.run.progress_lines);
  const RunBudget budget = run_budget_from_args(a.run, a.max_states);
  const TfTheorem t = prove_tf_families(families, budget, a.box, printer.progress(), dead_walls_from_env(),
                                        guesses ? &*guesses : nullptr);
  guess_file_report(guesses);
  // One pattern that is UNDECIDED: what is proved of it slice by slice
  // (tf_slices.h), each slice's value printed with it.
  const bool one = families.size() == 1 && a.class_name.empty();
  TfSliceReport slices;
  if (one && t.proof.status != FamilyProof::Status::Proved && a.slice_seconds > 0)
    slices = tf_prove_slices(families.front(), TfSliceBudget{a.slice_seconds, budget.memory_bytes}, a.box,
                             printer.progress());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!a.report.empty()) write_output_file(a.report, family_report_markdown(t.sys, t.proof, seconds));
  if (!a.coq.empty())
    write_coq_tf_family(a.coq, families, t, nullptr, a.class_name.empty() ? "family" : a.class_name,
                        coq_command_text("prove", "tf", a.pattern, a.class_name, "", a.where), printer.progress());
  printer.done();
  // One pattern whose closure fails: its fitted value, as a conjecture.
  if (a.json) {
    Json out = theorem_json(t, seconds);
    if (!slices.slices.empty()) out["slices"] = slices_json(slices, true);
    if (one) print_tf_conjecture(t, families.front(), a.box, &out);
    fmt::print("{}\n", out.dump());
  } else {
    print_theorem_text(t, seconds);
    print_slices(slices, a.slice_seconds, true);
    if (one) print_tf_conjecture(t, families.front(), a.box, nullptr);
  }
  exit_code = t.proof.status == FamilyProof::Status::Proved ? kSuccess : kUndecided;
}

}  // namespace

void add_prove_command(CLI::App& app, int& exit_code) {
  CLI::App* prove = app.add_subcommand("prove", "Derive, conjecture and prove a theorem about every position of a family");
  prove->require_subcommand(1);
  auto args = std::make_shared<ProveArgs>();
  CLI::App* cmd = prove->add_subcommand("tf", "Toads-and-Frogs: the value of every position of a pattern or class");
  cmd->add_option("pattern", args->pattern, "a pattern such as \"T^a _ T^b F\"");
  cmd->add_option("--where", args->where, "restrict the parameters, e.g. \"a>=2\"");
  add_tf_family_options(*cmd, args->class_name, args->max_states, &args->box);
  add_run_options(*cmd, args->run);
  add_guesses_option(*cmd, args->guesses);
  add_slice_seconds_option(*cmd, args->slice_seconds, "the family");
  cmd->add_option("--report", args->report, "also write a readable proof to this Markdown file");
  add_coq_option(*cmd, args->coq);
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
  add_prove_chomp_command(*prove, exit_code);
}

}  // namespace cgp::cli
