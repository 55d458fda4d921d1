#include "play/replay.h"

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_player.h"
#include "games/chomp/chomp_table.h"

namespace cgp::play {
namespace {

std::string cell_text(const GameCell& c) {
  std::string s = "[";
  s += std::to_string(c.row);
  s += ',';
  s += std::to_string(c.column);
  s += ']';
  return s;
}

}  // namespace

std::string_view verdict_id(MoveVerdict v) {
  // Indexed by the enumerators, declared in this order.
  constexpr std::string_view kIds[] = {"winning", "blunder", "losing", "forced"};
  return kIds[static_cast<int>(v)];
}

std::variant<Replay, std::string> replay_game(const GameRecord& g) {
  const std::string game = "game " + std::to_string(g.game);
  auto built = ChompTable::build(g.board);
  if (auto* err = std::get_if<ChompTableError>(&built)) return game + ": " + err->message;
  const ChompTable& table = std::get<ChompTable>(built);
  Replay r{g, {}};
  ChompPosition position = g.board;
  for (std::size_t k = 0; k < g.moves.size(); ++k) {
    const GameCell cell = g.moves[k];
    const std::string where = game + ", move " + std::to_string(k + 1) + " " + cell_text(cell);
    if (position.rows.empty()) return where + ": the poison cell was already eaten";
    if (auto problem = chomp_move_problem(position, cell.row, cell.column))
      return game + ", move " + std::to_string(k + 1) + ": " + *problem;
    ReplayStep step;
    step.player = k % 2 == 0 ? g.first : g.second;
    step.before = position;
    step.after = chomp_after_move(position, cell.row, cell.column);
    step.cell = cell;
    if (chomp_cell_count(position) == 1) {
      step.verdict = MoveVerdict::kForced;
    } else if (table.is_p(position)) {
      step.verdict = MoveVerdict::kLosing;
    } else if (!step.after.rows.empty() && table.is_p(step.after)) {
      step.verdict = MoveVerdict::kWinning;
    } else {
      step.verdict = MoveVerdict::kBlunder;
      const ChompPosition target = table.winning_moves(position).front();
      const ChompMove m = chomp_move_to(position.rows, target.rows, "");
      step.winning = GameCell{m.row, m.column};
    }
    position = step.after;
    r.steps.push_back(std::move(step));
  }
  // Who lost: the forfeiting player, else whoever ate the poison cell.
  std::string loser;
  if (g.forfeit) {
    loser = g.forfeit->player;
  } else if (position.rows.empty()) {
    loser = r.steps.back().player;
  } else {
    return game + ": the moves end at " + to_string(position) + " with no forfeit";
  }
  const std::string winner = loser == g.first ? g.second : g.first;
  if (winner != g.winner) return game + ": the record names " + g.winner + " as winner, the moves give " + winner;
  return r;
}

std::variant<GameRecord, std::string> find_game(std::istream& games, int number) {
  int lineno = 0, count = 0;
  for (std::string line; std::getline(games, line);) {
    ++lineno;
    if (line.empty()) continue;
    auto parsed = parse_game_record(line);
    if (auto* err = std::get_if<std::string>(&parsed)) return "line " + std::to_string(lineno) + ": " + *err;
    ++count;
    if (std::get<GameRecord>(parsed).game == number) return std::get<GameRecord>(parsed);
  }
  return "no game " + std::to_string(number) + " among the " + std::to_string(count) + " games of the file";
}

}  // namespace cgp::play
