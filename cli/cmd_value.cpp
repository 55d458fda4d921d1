// cgprove value: canonical value and outcome of one concrete position.
//   cgprove value tf POS | cgprove value chomp ROWS | cgprove value EXPR
#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_solver.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/position.h"
#include "cli/coq_option.h"
#include "cli/commands.h"
#include "cli/cli_args.h"
#include "cli/exit_codes.h"
#include "play/thermograph_svg.h"
#include "symbolic/game_store.h"
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"
#include "symbolic/thermograph.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace cgp::cli {

namespace {

using Json = nlohmann::ordered_json;

struct ValueArgs {
  std::string input;
  bool json = false;
  std::string coq;  // --coq FILE.v (tf only)
  std::string thermograph;  // --thermograph FILE.svg
};

void print_game(const char* game, const ValueArgs& a, GameId g) {
  GameStore& store = GameStore::instance();
  const std::string value = game_to_string(store, g);
  const char* outcome = outcome_name(store.outcome(g));
  ThermographCalculator thermographs(store);
  const Thermograph& th = thermographs.thermograph_of(g);
  if (!a.thermograph.empty()) write_output_file(a.thermograph, play::thermograph_svg(th, value));
  if (a.json) {
    fmt::print("{}\n", Json{{"game", game},
                            {"input", a.input},
                            {"value", value},
                            {"outcome", outcome},
                            {"temperature", th.temperature.to_string()},
                            {"mean", th.mean.to_string()}}
                           .dump());
  } else {
    fmt::print("value    {}\noutcome  {}\nstops    left {}, right {}\nmean     {}\ntemperature {}\n", value,
               outcome, store.left_stop(g).to_string(), store.right_stop(g).to_string(), th.mean.to_string(),
               th.temperature.to_string());
  }
}

void run_tf(const ValueArgs& a) {
  auto parsed = TfPosition::parse(a.input);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad Toads-and-Frogs position \"{}\": {}", a.input, err->message));
  TfEvaluator evaluator;
  print_game("tf", a, evaluator.value(std::get<TfPosition>(parsed)));
  if (!a.coq.empty()) write_coq_tf_value(a.coq, std::get<TfPosition>(parsed));
}

Json rows_json(const ChompPosition& p) { return Json(p.rows); }

void run_chomp(const ValueArgs& a) {
  auto parsed = parse_chomp(a.input);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad Chomp position \"{}\": {}", a.input, err->message));
  const auto& pos = std::get<ChompPosition>(parsed);
  // The solver tabulates every position reachable from pos: refuse, rather
  // than run for minutes, when there are too many.
  constexpr std::uint64_t kMaxSubpositions = 1'000'000;
  if (chomp_subposition_count(pos, kMaxSubpositions + 1) > kMaxSubpositions)
    throw BadInput(fmt::format("Chomp position \"{}\" has more than {} sub-positions, the limit of "
                               "`value chomp` (11x11 is within it, 12x12 is not)",
                               a.input, kMaxSubpositions));
  ChompSolver solver;
  const unsigned grundy = solver.grundy(pos);
  const std::string value = game_to_string(GameStore::instance(), GameStore::instance().nimber(grundy));
  const auto winning = solver.winning_moves(pos);
  const char* outcome = grundy == 0 ? "P" : "N";
  if (a.json) {
    Json moves = Json::array();
    for (const auto& m : winning) moves.push_back(rows_json(m));
    fmt::print("{}\n", Json{{"game", "chomp"}, {"input", a.input}, {"rows", rows_json(pos)},
                            {"value", value}, {"grundy", grundy}, {"outcome", outcome},
                            {"winning_moves", moves}}
                           .dump());
    return;
  }
  fmt::print("position {} (poison row first)\nvalue    {}\ngrundy   {}\noutcome  {}\n",
             to_string(pos), value, grundy, outcome);
  if (winning.empty()) {
    fmt::print("winning moves: none (every move leads to an N-position)\n");
  } else {
    fmt::print("winning moves:");
    for (const auto& m : winning) fmt::print(" {}", to_string(m));
    fmt::print("\n");
  }
}

void run_expr(const ValueArgs& a) {
  GameStore& store = GameStore::instance();
  auto parsed = parse_game(store, a.input);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad game \"{}\": {}", a.input, err->message));
  print_game("expr", a, std::get<GameId>(parsed));
}

}  // namespace

void add_value_command(CLI::App& app, int& /*exit_code*/) {
  auto* value = app.add_subcommand(
      "value", "Canonical value and outcome of a position: value tf POS | value chomp ROWS | value EXPR");
  auto expr = std::make_shared<ValueArgs>();
  value->add_option("expr", expr->input,
                    "A game in CGSuite notation, e.g. \"{1|*} + ^\", \"3+-1\", \"{2||1|0}\"");
  value->add_flag("--json", expr->json, "Print one JSON object");
  value->add_option("--thermograph", expr->thermograph, "Also draw the thermograph into this SVG file");
  value->callback([value, expr] {
    if (!value->get_subcommands().empty()) return;
    if (expr->input.empty()) throw BadInput("value: give a game (EXPR), or `tf POS`, or `chomp ROWS`");
    run_expr(*expr);
  });

  auto* tf = value->add_subcommand("tf", "Toads-and-Frogs position, e.g. TT_FF (`.` also means empty)");
  auto tf_args = std::make_shared<ValueArgs>();
  tf->add_option("position", tf_args->input, "The strip: T toad, F frog, _ or . empty")->required();
  tf->add_flag("--json", tf_args->json, "Print one JSON object");
  add_coq_option(*tf, tf_args->coq);
  tf->add_option("--thermograph", tf_args->thermograph, "Also draw the thermograph into this SVG file");
  tf->callback([tf_args, expr] {
    tf_args->json |= expr->json;  // `value --json tf POS` too
    run_tf(*tf_args);
  });

  auto* chomp = value->add_subcommand(
      "chomp", "Chomp position: row list ([5,3,2] poison row first, [2,3,5] top row first) or RxC");
  auto chomp_args = std::make_shared<ValueArgs>();
  chomp->add_option("rows", chomp_args->input, "Row lengths, e.g. [4,2,2], [2,2,4] or 3x4")->required();
  chomp->add_flag("--json", chomp_args->json, "Print one JSON object");
  chomp->callback([chomp_args, expr] {
    chomp_args->json |= expr->json;
    run_chomp(*chomp_args);
  });
}

}  // namespace cgp::cli
