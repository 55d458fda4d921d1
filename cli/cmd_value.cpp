// cgprove value: canonical value and outcome of one concrete position.
//   cgprove value tf POS | cgprove value chomp ROWS | cgprove value EXPR
#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_solver.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/position.h"
#include "cli/coq_option.h"
#include "cli/command_limits.h"
#include "cli/commands.h"
#include "cli/cli_args.h"
#include "cli/exit_codes.h"
#include "cli/interrupt.h"
#include "families/run_budget.h"
#include "play/thermograph_svg.h"
#include "symbolic/poly_game.h"
#include "symbolic/game_store.h"
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"
#include "symbolic/thermograph.h"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <string>

namespace cgp::cli {

namespace {

using Json = nlohmann::ordered_json;

// The bounds of `value tf` and `value chomp` (README, "Limits"): a strip of
// 64 squares can need more positions than any machine holds, so the
// evaluation runs within a time and a memory budget; the Chomp solver
// tabulates every sub-position, so it refuses positions with too many.
constexpr double kDefaultValueSeconds = 600;
constexpr std::uint64_t kDefaultChompSubpositions = 1'000'000;

struct ValueArgs {
  std::string input;
  bool json = false;
  std::string coq;  // --coq FILE.v (tf only)
  std::string thermograph;  // --thermograph FILE.svg
  double seconds = kDefaultValueSeconds;  // value tf: time budget
  std::size_t memory_mb = 0;              // value tf: memory budget (0: half of the machine's)
  std::uint64_t max_positions = kDefaultChompSubpositions;  // value chomp
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

// The budget of --seconds and --memory-mb, with the clock of the progress
// lines, shared by the checks below.
struct ValueClock {
  RunBudget budget;
  RunBudget::Clock::time_point start, next_note;
};

std::shared_ptr<ValueClock> value_clock(const ValueArgs& a) {
  const std::size_t memory = a.memory_mb > 0 ? a.memory_mb << 20 : run_budget_default_memory();
  const auto now = RunBudget::Clock::now();
  return std::make_shared<ValueClock>(
      ValueClock{run_budget_from_now(a.seconds, memory), now, now + std::chrono::seconds(10)});
}

// The check a long evaluation calls (TfEvalOptions::check,
// ChompSolver::check): the budget, and past 10 s a line on stderr every 10 s
// saying how far it is.
std::function<void(std::size_t)> value_budget_check(std::shared_ptr<ValueClock> clock, const std::string& what) {
  return [clock, what](std::size_t positions) {
    const std::string doing = fmt::format("{}: {} positions evaluated", what, positions);
    run_budget_check(clock->budget, doing);
    interrupt_note_where(doing);
    if (RunBudget::Clock::now() < clock->next_note) return;
    clock->next_note += std::chrono::seconds(10);
    fmt::print(stderr, "cgprove: {}, {:.0f} s\n", doing,
               std::chrono::duration<double>(RunBudget::Clock::now() - clock->start).count());
  };
}

// A spent budget is UNDECIDED: one line, exit 3 (and with --json the same
// as {"status":"undecided","reason":...}).
void report_budget_spent(const char* game, const ValueArgs& a, const BudgetSpent& e, int& exit_code) {
  fmt::print(stderr, "cgprove: undecided: {} (raise --seconds or --memory-mb)\n", e.what());
  if (a.json)
    fmt::print("{}\n", Json{{"game", game}, {"input", a.input}, {"status", "undecided"}, {"reason", e.what()}}.dump());
  exit_code = kUndecided;
}

void run_tf(const ValueArgs& a, int& exit_code) {
  auto parsed = TfPosition::parse(a.input);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad Toads-and-Frogs position \"{}\": {}", a.input, err->message));
  const auto clock = value_clock(a);
  TfEvalOptions options;
  options.check = value_budget_check(clock, "value tf");
  // A table that may not double within --memory-mb keeps its size and
  // forgets old positions for new ones: the evaluation goes on, slower,
  // until it ends or --seconds is spent.
  options.room_to_grow = [clock](std::size_t bytes) { return run_budget_has_room(clock->budget, bytes); };
  options.before_growth = [clock](std::size_t bytes) {
    run_budget_check_growth(clock->budget, bytes, "value tf's table of positions");
  };
  TfEvaluator evaluator(options);
  GameId g;
  try {
    g = evaluator.value(std::get<TfPosition>(parsed));
  } catch (const BudgetSpent& e) {
    return report_budget_spent("tf", a, e, exit_code);
  }
  print_game("tf", a, g);
  if (!a.coq.empty()) write_coq_tf_value(a.coq, std::get<TfPosition>(parsed));
}

Json rows_json(const ChompPosition& p) { return Json(p.rows); }

void run_chomp(const ValueArgs& a, int& exit_code) {
  auto parsed = parse_chomp(a.input);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad Chomp position \"{}\": {}", a.input, err->message));
  const auto& pos = std::get<ChompPosition>(parsed);
  // The solver tabulates every position reachable from pos: refuse, rather
  // than run for minutes, when there are too many.
  if (chomp_subposition_count(pos, a.max_positions + 1) > a.max_positions)
    throw BadInput(fmt::format("Chomp position \"{}\" has more than {} sub-positions, the limit of "
                               "`value chomp` (raise it with --max-positions; by default 11x11 is within it, "
                               "12x12 is not)",
                               a.input, a.max_positions));
  ChompSolver solver;
  solver.check = value_budget_check(value_clock(a), "value chomp");
  unsigned grundy = 0;
  std::vector<ChompPosition> winning;
  try {
    grundy = solver.grundy(pos);
    winning = solver.winning_moves(pos);
  } catch (const BudgetSpent& e) {
    return report_budget_spent("chomp", a, e, exit_code);
  }
  const std::string value = game_to_string(GameStore::instance(), GameStore::instance().nimber(grundy));
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
  interrupt_set_time_budget(a.seconds, "value");  // parsing builds the game: the budget covers it
  GameStore& store = GameStore::instance();
  auto parsed = parse_game(store, a.input);
  if (auto* err = std::get_if<ParseError>(&parsed)) {
    // Products of numbers ({(3-1)(2-1)|0}) read with polynomial leaves; a
    // product with parameters has no one value (simplify gives its pieces).
    auto poly = poly_game_parse(a.input);
    if (!std::holds_alternative<PolyGame>(poly) || !poly_game_params(std::get<PolyGame>(poly)).empty())
      throw BadInput(fmt::format("bad game \"{}\": {}", a.input, err->message));
    parsed = poly_game_instantiate(store, std::get<PolyGame>(poly), ParamValues{});
  }
  print_game("expr", a, std::get<GameId>(parsed));
}

void add_value_budget_options(CLI::App& cmd, ValueArgs& a) {
  add_seconds_option(cmd, a.seconds);
  cmd.add_option("--memory-mb", a.memory_mb,
                 "memory budget in MiB; beyond it the answer is UNDECIDED, exit 3 (default: half of the machine's "
                 "memory)")
      ->check(CLI::Range(1, 1 << 30));
}

}  // namespace

void add_value_command(CLI::App& app, int& exit_code) {
  auto* value = app.add_subcommand(
      "value", "Canonical value and outcome of a position: value tf POS | value chomp ROWS | value EXPR");
  auto expr = std::make_shared<ValueArgs>();
  value->add_option("expr", expr->input,
                    "A game in CGSuite notation, e.g. \"{1|*} + ^\", \"3+-1\", \"{2||1|0}\"");
  value->add_flag("--json", expr->json, "Print one JSON object");
  value->add_option("--thermograph", expr->thermograph, "Also draw the thermograph into this SVG file");
  expr->seconds = kExprDefaultSeconds;
  add_seconds_option(*value, expr->seconds);
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
  add_value_budget_options(*tf, *tf_args);
  tf->callback([tf_args, expr, &exit_code] {
    tf_args->json |= expr->json;  // `value --json tf POS` too
    run_tf(*tf_args, exit_code);
  });

  auto* chomp = value->add_subcommand(
      "chomp", "Chomp position: row list ([5,3,2] poison row first, [2,3,5] top row first) or RxC");
  auto chomp_args = std::make_shared<ValueArgs>();
  chomp->add_option("rows", chomp_args->input, "Row lengths, e.g. [4,2,2], [2,2,4] or 3x4")->required();
  chomp->add_flag("--json", chomp_args->json, "Print one JSON object");
  chomp->add_option("--max-positions", chomp_args->max_positions,
                    fmt::format("refuse (exit 2) positions with more sub-positions than this (default {}: 11x11 "
                                "is within it)",
                                kDefaultChompSubpositions))
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  add_value_budget_options(*chomp, *chomp_args);
  chomp->callback([chomp_args, expr, &exit_code] {
    chomp_args->json |= expr->json;
    run_chomp(*chomp_args, exit_code);
  });
}

}  // namespace cgp::cli
