// cgprove chomp replay GAMES.jsonl --game N [--json]: one recorded game move
// by move, each move with the exact table's verdict.
#include <fmt/core.h>

#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/cli_args.h"
#include "cli/cmd_chomp.h"
#include "cli/exit_codes.h"
#include "play/chomp_game_svg.h"
#include "play/contestant.h"
#include "play/replay.h"

namespace cgp::cli {
namespace {

using Json = nlohmann::ordered_json;

struct ReplayArgs {
  std::string file;
  int game = 1;
  bool json = false;
  std::string svg;  // --svg FILE: the game drawn move by move
};

std::string cell_text(const play::GameCell& c) { return fmt::format("[{},{}]", c.row, c.column); }

std::string verdict_text(const play::ReplayStep& s) {
  switch (s.verdict) {
    case play::MoveVerdict::kWinning:
      return "winning: leaves a P-position";
    case play::MoveVerdict::kBlunder:
      return "blunder: the position was won, " + cell_text(*s.winning) + " wins";
    case play::MoveVerdict::kLosing:
      return "losing: every move loses from a P-position";
    case play::MoveVerdict::kForced:
      return "forced: only the poison cell was left";
  }
  return "";
}

void print_text(const play::Replay& r) {
  const play::GameRecord& g = r.record;
  fmt::print("game {}: {} (first) against {}, board {}\n", g.game, g.first, g.second, to_string(g.board));
  const std::size_t width = std::max(g.first.size(), g.second.size());
  const std::size_t board_width = to_string(g.board).size();
  for (std::size_t k = 0; k < r.steps.size(); ++k) {
    const play::ReplayStep& s = r.steps[k];
    const std::string after = s.after.rows.empty() ? "poison eaten" : to_string(s.after);
    fmt::print("{:>3}. {:<{}} takes {:<7} {:>{}} -> {:<{}}  {}\n", k + 1, s.player, width, cell_text(s.cell),
               to_string(s.before), board_width, after, std::max<std::size_t>(board_width, 12), verdict_text(s));
  }
  if (g.forfeit)
    fmt::print("{} forfeits: {} ({})\n", g.forfeit->player, play::forfeit_reason_id(g.forfeit->reason),
               g.forfeit->detail);
  fmt::print("winner: {}\n", g.winner);
}

Json replay_json(const play::Replay& r) {
  Json steps = Json::array();
  for (const play::ReplayStep& s : r.steps) {
    Json step{{"player", s.player},
              {"before", s.before.rows},
              {"cell", {s.cell.row, s.cell.column}},
              {"after", s.after.rows},
              {"verdict", play::verdict_id(s.verdict)}};
    if (s.winning) step["winning_cell"] = {s.winning->row, s.winning->column};
    steps.push_back(step);
  }
  const play::GameRecord& g = r.record;
  Json forfeit = nullptr;
  if (g.forfeit)
    forfeit = {{"player", g.forfeit->player},
               {"reason", play::forfeit_reason_id(g.forfeit->reason)},
               {"detail", g.forfeit->detail}};
  return Json{{"game", g.game}, {"first", g.first},   {"second", g.second}, {"board", g.board.rows},
              {"steps", steps}, {"winner", g.winner}, {"forfeit", forfeit}};
}

void run_replay(const ReplayArgs& a) {
  std::ifstream in(a.file);
  if (!in) throw BadInput(fmt::format("cannot read games file \"{}\"", a.file));
  auto found = play::find_game(in, a.game);
  if (auto* err = std::get_if<std::string>(&found)) throw BadInput(fmt::format("\"{}\" {}", a.file, *err));
  auto replayed = play::replay_game(std::get<play::GameRecord>(found));
  if (auto* err = std::get_if<std::string>(&replayed)) throw BadInput(fmt::format("\"{}\" {}", a.file, *err));
  const auto& r = std::get<play::Replay>(replayed);
  if (!a.svg.empty()) write_output_file(a.svg, play::chomp_replay_svg(r));
  if (a.json)
    fmt::print("{}\n", replay_json(r).dump());
  else
    print_text(r);
}

}  // namespace

void add_chomp_replay_command(CLI::App& chomp, int& /*exit_code*/) {
  auto args = std::make_shared<ReplayArgs>();
  CLI::App* cmd = chomp.add_subcommand(
      "replay", "One game of a games file move by move, each judged winning, blunder, losing or forced");
  cmd->add_option("games", args->file, "A games file written by chomp match or chomp tournament --out")->required();
  cmd->add_option("--game", args->game, "The game's number (its \"game\" field; default 1)");
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->add_option("--svg", args->svg, "Also draw the game move by move into this SVG file");
  cmd->callback([args] { run_replay(*args); });
}

}  // namespace cgp::cli
