// cgprove conjecture chomp [--examples LIST] [--p-theory] [--target NAME]
//   [--upper|--lower] [--invariants LIST] [--refine N] [--check-box RxC] [--json]
// Dalmatian conjectures about Chomp positions, each checked on every
// position (P-position with --p-theory) of a box by the exact table.
#include <fmt/core.h>
#include <unistd.h>

#include <memory>

#include "cli/cmd_chomp.h"
#include "cli/commands.h"
#include "cli/conjecture_output.h"
#include "cli/exit_codes.h"
#include "cli/number_text.h"
#include "conjecture/chomp_p_theory.h"
#include "games/chomp/chomp_position.h"

namespace cgp::cli {
namespace {

using conjecture::ChompTheoryResult;
using conjecture::ChompTheoryRound;
using Json = nlohmann::ordered_json;

struct ChompConjectureArgs {
  std::string examples;
  bool p_theory = false;
  int refine = 0;
  std::string box = "10x10";
  ConjectureArgs common;
};

// "[2,1],[1]" -> the positions; each bracketed item is parsed on its own.
std::vector<ChompPosition> parse_examples(const std::string& text) {
  std::vector<ChompPosition> out;
  std::size_t i = 0;
  auto skip = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',')) ++i;
  };
  for (skip(); i < text.size(); skip()) {
    if (text[i] != '[')
      throw BadInput(fmt::format("bad --examples \"{}\": expected '[' at position {}", text, i));
    const std::size_t close = text.find(']', i);
    if (close == std::string::npos) throw BadInput(fmt::format("bad --examples \"{}\": missing ']'", text));
    const std::string item = text.substr(i, close + 1 - i);
    auto parsed = parse_chomp(item);
    if (auto* e = std::get_if<ParseError>(&parsed))
      throw BadInput(fmt::format("bad example \"{}\": {}", item, e->message));
    out.push_back(std::get<ChompPosition>(parsed));
    i = close + 1;
  }
  if (out.empty()) throw BadInput("--examples lists no position");
  return out;
}

std::pair<int, int> parse_box(const std::string& text) {
  auto parsed = parse_chomp(text);
  if (std::holds_alternative<ParseError>(parsed) || text.find('[') != std::string::npos)
    throw BadInput(fmt::format("bad --check-box \"{}\": give the box as RxC, e.g. 12x12", text));
  const auto& rect = std::get<ChompPosition>(parsed);
  return {static_cast<int>(rect.rows.size()), rect.rows[0]};
}

std::string check_text(const ChompTheoryResult& t, const conjecture::BoxCheck& c) {
  const std::string scope = conjecture::to_string(t.scope);
  if (c.holds)
    return fmt::format("holds on all {} {} of the {}x{} box{}", with_commas(t.box_positions), scope, t.box_rows,
                       t.box_cols, c.exact ? "" : " (in doubles)");
  return fmt::format("fails on {} of the {} {} of the {}x{} box; smallest counterexample {} (value {}, bound {})",
                     with_commas(c.violations), with_commas(t.box_positions), scope, t.box_rows, t.box_cols,
                     to_string(*c.counterexample), c.target_value, c.bound_value);
}

std::string positions_text(const std::vector<ChompPosition>& ps) {
  std::string s;
  for (const auto& p : ps) s += (s.empty() ? "" : " ") + to_string(p);
  return s;
}

void print_text(const ChompTheoryResult& t) {
  if (!t.non_examples.empty())
    fmt::print("stored N-positions (the options of the first examples): {}\n", t.non_examples.size());
  for (std::size_t i = 0; i < t.rounds.size(); ++i) {
    const ChompTheoryRound& rd = t.rounds[i];
    fmt::print("round {}: {} examples: {}\n", i + 1, rd.examples.size(), positions_text(rd.examples));
    for (std::size_t c = 0; c < rd.result.conjectures.size(); ++c)
      fmt::print("  {}   {}\n", conjecture_statement(rd.result, rd.result.conjectures[c].bound),
                 check_text(t, rd.checks[c]));
    fmt::print("  {} expressions in {:.3f} s ({}){}\n", rd.result.expressions_evaluated, rd.result.seconds,
               conjecture::to_string(rd.result.stop), rd.added.empty() ? "" : "; adding " + positions_text(rd.added));
  }
  fmt::print("\n");
  print_conjecture_text(t.rounds.back().result, [&] {
    std::vector<std::string> l;
    for (const auto& p : t.rounds.back().examples) l.push_back(to_string(p));
    return l;
  }());
  if (t.conjecture_14_checked) {
    if (t.conjecture_14_not_implied.empty())
      fmt::print("the true bounds imply conjecture 14 (number_of_cookies(x) >= 2*number_of_columns(x) - 1) on all "
                 "{} P-positions of the {}x{} box\n",
                 with_commas(t.box_positions), t.box_rows, t.box_cols);
    else
      fmt::print("the true bounds do not imply conjecture 14 on {} P-positions of the {}x{} box, the first {}\n",
                 with_commas(t.conjecture_14_not_implied.size()), t.box_rows, t.box_cols,
                 to_string(t.conjecture_14_not_implied.front()));
  }
  fmt::print("{} rounds, {:.3f} s\n", t.rounds.size(), t.seconds);
}

Json round_conjectures(const ChompTheoryResult& t, const ChompTheoryRound& rd) {
  std::vector<std::string> labels;
  for (const auto& p : rd.examples) labels.push_back(to_string(p));
  Json j = conjecture_json(rd.result, labels)["conjectures"];
  const char* count_key = t.scope == conjecture::BoxScope::PPositions ? "p_positions" : "positions";
  for (std::size_t c = 0; c < rd.checks.size(); ++c) {
    const auto& ch = rd.checks[c];
    j[c]["check"] = Json{{"box", {t.box_rows, t.box_cols}},
                         {count_key, t.box_positions},
                         {"exact", ch.exact},
                         {"holds", ch.holds},
                         {"violations", ch.violations},
                         {"counterexample", ch.counterexample ? Json(ch.counterexample->rows) : Json(nullptr)}};
  }
  return j;
}

Json theory_json(const ChompTheoryResult& t) {
  const ChompTheoryRound& last = t.rounds.back();
  std::vector<std::string> labels;
  for (const auto& p : last.examples) labels.push_back(to_string(p));
  Json j = conjecture_json(last.result, labels);
  j["conjectures"] = round_conjectures(t, last);
  std::uint64_t evaluated = 0;
  Json rounds = Json::array();
  for (std::size_t i = 0; i < t.rounds.size(); ++i) {
    const auto& rd = t.rounds[i];
    evaluated += rd.result.expressions_evaluated;
    Json examples = Json::array(), added = Json::array();
    for (const auto& p : rd.examples) examples.push_back(p.rows);
    for (const auto& p : rd.added) added.push_back(p.rows);
    rounds.push_back(Json{{"round", i + 1},
                          {"examples", examples},
                          {"conjectures", round_conjectures(t, rd)},
                          {"expressions_evaluated", rd.result.expressions_evaluated},
                          {"added", added}});
  }
  j["expressions_evaluated"] = evaluated;
  j["seconds"] = std::round(t.seconds * 1000) / 1000;
  j["p_theory"] = t.scope == conjecture::BoxScope::PPositions;
  j["non_examples"] = t.non_examples.size();
  j["refined_to_truth"] = t.refined_to_truth;
  j["rounds"] = rounds;
  if (t.conjecture_14_checked)
    j["conjecture_14"] = Json{{"box", {t.box_rows, t.box_cols}},
                              {"implied", t.conjecture_14_not_implied.empty()},
                              {"not_implied", t.conjecture_14_not_implied.size()}};
  return j;
}

void run(const ChompConjectureArgs& a) {
  conjecture::ChompTheoryOptions o;
  o.dalmatian = conjecture_options(a.common);
  o.p_theory = a.p_theory;
  if (!a.examples.empty())
    o.examples = parse_examples(a.examples);
  else if (a.p_theory)
    o.examples = conjecture::chomp_paper_p_positions();
  else
    throw BadInput("give --examples, or --p-theory to start from the paper's five P-positions");
  if (a.refine < 0) throw BadInput("--refine must be >= 0");
  std::tie(o.box_rows, o.box_cols) = parse_box(a.box);
  o.refine = a.refine;
  // Each round may take --seconds: say which one is running.
  if (isatty(STDERR_FILENO))
    o.on_round = [&](int round, std::size_t examples) {
      fmt::print(stderr, "\rconjecturing: round {}, {} examples   ", round, examples);
    };
  auto progress = stderr_progress(fmt::format("solving the {} box", a.box));
  auto result = conjecture::chomp_theory(o, progress);
  clear_progress(progress);
  if (o.on_round) fmt::print(stderr, "\r{:40}\r", "");
  if (auto* e = std::get_if<conjecture::ChompTheoryError>(&result)) throw BadInput(e->message);
  const auto& t = std::get<ChompTheoryResult>(result);
  if (a.common.json)
    fmt::print("{}\n", theory_json(t).dump());
  else
    print_text(t);
}

}  // namespace

void add_conjecture_chomp_command(CLI::App& conjecture, int&) {
  CLI::App* cmd = conjecture.add_subcommand(
      "chomp", "Conjectures about Chomp positions (the paper's invariants), checked on every position of a box");
  auto args = std::make_shared<ChompConjectureArgs>();
  cmd->add_option("--examples", args->examples, "Positions, e.g. \"[2,1],[1],[5,1,1,1,1]\"");
  cmd->add_flag("--p-theory", args->p_theory,
                "Examples are P-positions; bounds true on every stored N-position are dropped; checks use the "
                "box's P-positions. Without --examples: the paper's five");
  cmd->add_option("--refine", args->refine, "Rounds of adding each failing conjecture's smallest counterexample");
  cmd->add_option("--check-box", args->box, "The box RxC every conjecture is checked on (default 10x10)");
  add_conjecture_options(*cmd, args->common, "number_of_cookies");
  cmd->callback([args] { run(*args); });
}

}  // namespace cgp::cli
