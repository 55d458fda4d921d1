// cgprove chomp play BOARD --against PLAYER: a game in the terminal. The
// board is drawn, the person types a cell ("2 3"), `hint`, `undo` or `quit`;
// each answer of the built-in player comes with its reason. Lines are read
// from stdin, so a pipe plays a scripted game (the lines are echoed then).
#include <fmt/core.h>
#include <unistd.h>

#include <iostream>
#include <memory>
#include <sstream>

#include "cli/cmd_chomp.h"
#include "cli/exit_codes.h"
#include "games/chomp/chomp_player.h"
#include "play/play_session.h"
#include "play/tournament.h"

namespace cgp::cli {
namespace {

struct PlayArgs {
  std::string board;
  std::string against = "optimal";
  std::string first = "me";
  std::uint64_t seed = 1;
};

void draw(const ChompPosition& p) {
  const auto& rows = p.rows;
  for (std::size_t i = rows.size(); i-- > 0;) {
    std::string line = fmt::format("  {:>2} |", i + 1);
    for (int j = 0; j < rows[i]; ++j) line += i == 0 && j == 0 ? " X" : " o";
    fmt::print("{}\n", line);
  }
  std::string cols = "      ";
  for (int j = 1; j <= rows[0]; ++j) cols += fmt::format("{:<2}", j % 100);
  fmt::print("{}\n", cols);
}

// "2 3", "2,3", "[2,3]" or "(2, 3)": a cell; anything else is not.
std::optional<std::pair<int, int>> read_cell(std::string text) {
  for (char& c : text)
    if (c == ',' || c == '[' || c == ']' || c == '(' || c == ')') c = ' ';
  std::istringstream in(text);
  int row = 0, column = 0;
  std::string extra;
  if (!(in >> row >> column) || (in >> extra)) return std::nullopt;
  return std::pair{row, column};
}

std::string trimmed(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

void run_play(const PlayArgs& a) {
  auto parsed = parse_chomp(a.board);
  if (auto* err = std::get_if<ParseError>(&parsed))
    throw BadInput(fmt::format("bad board \"{}\": {}", a.board, err->message));
  const auto& board = std::get<ChompPosition>(parsed);
  if (static_cast<int>(board.rows.size()) > play::kMaxBoardSide || board.rows[0] > play::kMaxBoardSide)
    throw BadInput(fmt::format("bad board \"{}\": at most {} rows and columns", a.board, play::kMaxBoardSide));
  if (a.first != "me" && a.first != "ai") throw BadInput(fmt::format("bad --first \"{}\": me or ai", a.first));
  auto made = make_chomp_player(a.against, ChompPlayerOptions{a.seed, {}});
  if (auto* err = std::get_if<std::string>(&made)) throw BadInput(*err);
  auto started =
      play::PlaySession::start(board, std::move(std::get<std::unique_ptr<ChompPlayer>>(made)), a.first == "me");
  if (auto* err = std::get_if<std::string>(&started)) throw BadInput(*err);
  play::PlaySession& game = *std::get<std::unique_ptr<play::PlaySession>>(started);
  const bool echo = !isatty(STDIN_FILENO);
  fmt::print("Chomp on {} against {}. Whoever eats the poison cell X loses.\n", to_string(board), a.against);
  fmt::print("Type a cell as \"row column\" (row 1 holds X), or hint, undo, quit.\n");
  while (!game.over()) {
    if (!game.person_to_move()) {
      const ChompMove m = game.ai_moves();
      fmt::print("{} takes [{},{}]: {}\n", a.against, m.row, m.column, m.reason);
      continue;
    }
    fmt::print("\n");
    draw(game.position());
    if (chomp_cell_count(game.position()) == 1) {
      fmt::print("only the poison cell is left: you eat it\n");
      game.person_moves(1, 1);
      break;
    }
    fmt::print("your move: ");
    std::fflush(stdout);
    std::string line;
    if (!std::getline(std::cin, line)) {
      fmt::print("\ninput ended: the game is left unfinished\n");
      return;
    }
    line = trimmed(line);
    if (echo) fmt::print("{}\n", line);
    if (line == "quit" || line == "q") {
      fmt::print("game abandoned\n");
      return;
    }
    if (line == "hint") {
      const auto hints = game.hints();
      if (hints.empty())
        fmt::print("no winning move: {} is a P-position, every move loses against perfect play\n",
                   to_string(game.position()));
      for (const auto& h : hints) fmt::print("hint: [{},{}] {}\n", h.row, h.column, h.reason);
      continue;
    }
    if (line == "undo") {
      if (!game.undo()) fmt::print("nothing to undo\n");
      continue;
    }
    const auto cell = read_cell(line);
    if (!cell) {
      fmt::print("not understood: \"{}\" (a cell is \"row column\", e.g. 2 3)\n", line);
      continue;
    }
    if (auto err = game.person_moves(cell->first, cell->second)) fmt::print("{}\n", *err);
  }
  if (game.person_won())
    fmt::print("You win: {} ate the poison cell.\n", a.against);
  else
    fmt::print("You lose: you ate the poison cell.\n");
}

}  // namespace

void add_chomp_play_command(CLI::App& chomp, int& /*exit_code*/) {
  auto args = std::make_shared<PlayArgs>();
  CLI::App* cmd =
      chomp.add_subcommand("play", "Play a built-in player in the terminal (hint, undo; stdin may be a pipe)");
  cmd->add_option("board", args->board, "The starting board: RxC or row lengths, e.g. 4x7 or [5,3,2]")->required();
  cmd->add_option("--against", args->against, "The built-in player to play (default optimal)");
  cmd->add_option("--first", args->first, "Who moves first: me or ai (default me)");
  cmd->add_option("--seed", args->seed, "Seed of the player's random choices (default 1)");
  cmd->footer(builtin_players_help());
  cmd->callback([args] { run_play(*args); });
}

}  // namespace cgp::cli
