// cgprove check tf PATTERN FORMULA [--where REGION]: is FORMULA the value of
// every position of the family? First a search for the smallest
// counterexample (least parameter sum, then lexicographic), position by
// position with the concrete engine; then the family theorem (prove_tf.h)
// compared with FORMULA piece by piece. Exit 0 PROVED, 1 REFUTED (with a
// verified counterexample), 3 UNDECIDED.
#include "cli/cli_args.h"
#include "cli/commands.h"
#include "cli/coq_option.h"
#include "cli/exit_codes.h"
#include "cli/interrupt.h"
#include "cli/progress_output.h"
#include "cli/theorem_output.h"
#include "prover/family_report.h"
#include "prover/prove_tf.h"
#include "symbolic/notation_print.h"
#include "symbolic/sym_game.h"

#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace cgp::cli {

namespace {

struct CheckArgs {
  std::string pattern, formula, where, report, coq;
  std::size_t max_states = 0;  // no cap: the budgets apply
  long box = 8;
  long search_sum = 20;
  RunArgs run;
  bool json = false;
};

struct Counterexample {
  ParamValues params;
  std::string position, claimed, actual;
};

using Clock = std::chrono::steady_clock;

// The claimed value differs from the true one at `at` (nullopt when it agrees
// or the position is too long to build).
std::optional<Counterexample> differs_at(const TfPattern& p, const SymGame& claim, const ParamValues& at,
                                         TfEvaluator& ev) {
  const auto position = tf_pattern_instantiate(p, at);
  if (!position) return std::nullopt;
  GameStore& store = GameStore::instance();
  const GameId actual = ev.value(*position), claimed = sym_game_instantiate(store, claim, at);
  if (actual == claimed) return std::nullopt;
  return Counterexample{at, position->to_string(), game_to_string(store, claimed), game_to_string(store, actual)};
}

// Every point of `where` in order of parameter sum (then lexicographic), up to
// sum `max_sum` or a few seconds of evaluation. `searched` is the largest sum
// whose points were all checked.
std::optional<Counterexample> search_counterexample(const TfPattern& p, const SymGame& claim, const Region& where,
                                                    long max_sum, long& searched) {
  TfEvaluator ev;
  const auto deadline = Clock::now() + std::chrono::seconds(5);
  Affine sum;
  for (const std::string& name : where.params()) sum += Affine::param(name);
  searched = -1;
  for (long s = 0; s <= max_sum && Clock::now() < deadline; ++s) {
    const Region level = region_intersect(where, region_from_relation(sum, CmpOp::eq, Affine(s), where.params()));
    for (const RegionPoint& x : region_points_in_box(level, 0, s)) {
      const ParamValues at = region_point_values(where, x);
      if (!tf_pattern_instantiate(p, at)) return std::nullopt;  // beyond the longest strip
      if (auto c = differs_at(p, claim, at, ev)) return c;
    }
    searched = s;
  }
  return std::nullopt;
}

Json counterexample_json(const Counterexample& c) {
  Json params = Json::object();
  for (const auto& [k, v] : c.params) params[k] = v;
  return Json{{"params", params}, {"position", c.position}, {"claimed", c.claimed}, {"actual", c.actual}};
}

std::string counterexample_text(const Counterexample& c) {
  return fmt::format("REFUTED at {}: the position {} has value {}, the claim gives {}",
                     param_values_to_string(c.params), c.position, c.actual, c.claimed);
}

SymGame parse_formula_arg(const std::string& text, const std::vector<std::string>& params) {
  auto parsed = sym_game_parse(text);
  if (auto* e = std::get_if<NotationError>(&parsed)) throw BadInput(fmt::format("bad formula \"{}\": {}", text, e->message));
  SymGame g = std::get<SymGame>(parsed);
  for (const std::string& p : sym_game_params(g))
    if (std::find(params.begin(), params.end(), p) == params.end())
      throw BadInput(fmt::format("the formula uses parameter '{}', which the pattern does not use", p));
  return g;
}

// Where the proved value differs from the claim (compared piece by piece).
Region claim_failures(const std::vector<SymPiece>& proved, const SymGame& claim, const Region& where) {
  Region bad = region_empty(where.params());
  for (const SymPiece& piece : proved)
    for (const RelationPiece& r : sym_compare(piece.value, claim, piece.where))
      if (r.relation != Relation::Equal) bad = region_union(bad, r.where);
  return bad;
}

void run(const CheckArgs& a, int& exit_code) {
  const auto start = Clock::now();
  const std::vector<TfFamily> families = parse_tf_families_arg(a.pattern, "", a.where);
  const TfFamily& family = families.front();
  const SymGame claim = parse_formula_arg(a.formula, tf_pattern_params(family.pattern));
  const auto seconds = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  ClaimCheck check{tf_pattern_to_string(family.pattern), sym_game_to_string(claim), family.where, {}, false, ""};

  ProgressPrinter printer(a.run.progress_lines);
  interrupt_note_where("the search for a counterexample");
  long searched = -1;
  std::optional<Counterexample> cex = search_counterexample(family.pattern, claim, family.where, a.search_sum, searched);
  TfTheorem t;
  if (!cex) {
    t = prove_tf_families(families, run_budget_from_args(a.run, a.max_states), a.box, printer.progress());
    if (t.proof.status == FamilyProof::Status::Proved) {
      check.proved = family_entry_pieces(t.proof.conjecture, t.sys.entries.front());
      const Region bad = claim_failures(check.proved, claim, family.where);
      if (auto x = region_least_by_sum(bad)) {
        TfEvaluator ev;
        cex = differs_at(family.pattern, claim, region_point_values(bad, *x), ev);
        if (!cex) {  // the theorem says it differs there: never trust one side alone
          t.proof.status = FamilyProof::Status::Undecided;
          t.proof.reason = "the theorem and the concrete engine disagree at " +
                           param_values_to_string(region_point_values(bad, *x)) + " (a bug: please report it)";
        }
      } else {
        check.holds = true;
      }
    }
  }
  const std::string searched_note =
      searched >= 0 ? fmt::format("no counterexample with parameter sum <= {}", searched) : "no counterexample search";
  if (cex)
    check.verdict = counterexample_text(*cex);
  else if (check.holds)
    check.verdict = fmt::format("PROVED: {} = {} for every point of {}", check.family, check.formula,
                                region_to_string(family.where));
  else
    check.verdict = "UNDECIDED: " + t.proof.reason + "; " + searched_note;
  if (!a.report.empty()) write_output_file(a.report, family_report_markdown(t.sys, t.proof, seconds(), {check}));
  if (!a.coq.empty() && check.holds)
    write_coq_tf_family(a.coq, families, t, &claim, "claim",
                        coq_command_text("check", "tf", a.pattern, "", a.formula, a.where), printer.progress());

  printer.done();
  const char* status = cex ? "refuted" : check.holds ? "proved" : "undecided";
  if (a.json) {
    Json out{{"status", status}};
    if (cex) {
      out["counterexample"] = counterexample_json(*cex);
    } else {
      if (!check.holds) out["reason"] = t.proof.reason + "; " + searched_note;
      out["pieces"] = pieces_json(check.proved);
      Json theorem = theorem_json(t, seconds());
      out["states"] = theorem["states"];
    }
    out["seconds"] = seconds();
    fmt::print("{}\n", out.dump());
  } else {
    if (!cex) print_theorem_text(t, seconds());
    fmt::print("{}{}\n", cex ? "" : "\n", check.verdict);
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
  cmd->add_option("--max-states", args->max_states,
                  "give up beyond this many states (default: no cap; the --seconds and --memory-mb budgets apply)")
      ->check(CLI::Range(1, 100000));
  add_run_options(*cmd, args->run);
  cmd->add_option("--box", args->box, "fit conjectures on parameters 0..BOX (default 8)")->check(CLI::Range(3, 30));
  cmd->add_option("--search-sum", args->search_sum,
                  "look for counterexamples up to this parameter sum first (default 20, at most 5 s)")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--report", args->report, "also write a readable proof to this Markdown file");
  add_coq_option(*cmd, args->coq);
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args, &exit_code] { run(*args, exit_code); });
  add_check_chomp_command(*check, exit_code);
}

}  // namespace cgp::cli
