#include "play/scoreboard.h"

#include <algorithm>
#include <map>
#include <optional>

#include "games/chomp/chomp_player.h"
#include "games/chomp/chomp_table.h"

namespace cgp::play {
namespace {

std::optional<ChompTable> box_table(const std::vector<GameRecord>& games) {
  int rows = 0, cols = 0;
  for (const GameRecord& g : games) {
    rows = std::max(rows, static_cast<int>(g.board.rows.size()));
    cols = std::max(cols, g.board.rows[0]);
  }
  if (rows == 0) return std::nullopt;
  auto built = ChompTable::build(chomp_rectangle(rows, cols));
  if (auto* t = std::get_if<ChompTable>(&built)) return std::move(*t);
  return std::nullopt;
}

std::size_t reason_index(ForfeitReason r) {
  return static_cast<std::size_t>(std::find(std::begin(kForfeitReasons), std::end(kForfeitReasons), r) -
                                  std::begin(kForfeitReasons));
}

// Counts the game in the N or P column of `row` by the position it first faced.
void count_first_position(ScoreRow& row, const ChompTable& table, const ChompPosition& faced, bool won) {
  const bool p = table.is_p(faced);
  (p ? row.p_games : row.n_games) += 1;
  (p ? row.p_wins : row.n_wins) += won;
}

}  // namespace

Scoreboard make_scoreboard(const std::vector<std::string>& names, const std::vector<GameRecord>& games) {
  std::map<std::string, std::size_t> index;
  Scoreboard board;
  for (const std::string& n : names) {
    index[n] = board.rows.size();
    ScoreRow row;
    row.name = n;
    board.rows.push_back(row);
  }
  const auto table = box_table(games);
  std::vector<std::vector<int>> wins(names.size(), std::vector<int>(names.size(), 0));
  for (const GameRecord& g : games) {
    const std::size_t a = index.at(g.first), b = index.at(g.second);
    const bool first_won = g.winner == g.first;
    ScoreRow& first = board.rows[a];
    ScoreRow& second = board.rows[b];
    ++first.games;
    ++second.games;
    (first_won ? first.wins : first.losses) += 1;
    (first_won ? second.losses : second.wins) += 1;
    ++wins[first_won ? a : b][first_won ? b : a];
    if (g.forfeit) ++board.rows[index.at(g.forfeit->player)].forfeits[reason_index(g.forfeit->reason)];
    ++board.games;
    if (!table) continue;
    count_first_position(first, *table, g.board, first_won);
    if (g.moves.empty()) continue;
    const ChompPosition after = chomp_after_move(g.board, g.moves[0].row, g.moves[0].column);
    // The second player has a turn whenever the first move did not eat the poison cell.
    if (!after.rows.empty()) count_first_position(second, *table, after, !first_won);
  }
  const std::vector<EloRating> elo = fit_elo(wins);
  for (std::size_t i = 0; i < board.rows.size(); ++i) board.rows[i].elo = elo[i];
  std::stable_sort(board.rows.begin(), board.rows.end(), [](const ScoreRow& x, const ScoreRow& y) {
    if (x.wins != y.wins) return x.wins > y.wins;
    if (x.elo.elo != y.elo.elo) return x.elo.elo > y.elo.elo;
    return x.name < y.name;
  });
  return board;
}

}  // namespace cgp::play
