// Replays reproduce the recorded positions (checked with the brute force's
// own bite) and judge each move as the hash-map solver does; a corrupted
// record is refused.
#include "play/replay.h"

#include <catch2/catch.hpp>
#include <sstream>

#include "games/chomp/chomp_solver.h"
#include "play/tournament.h"
#include "tests/games/chomp/chomp_brute.h"

using namespace cgp::play;
using cgp::ChompPosition;

namespace {

std::vector<GameRecord> some_games() {
  TournamentConfig c;
  c.players = {{"optimal", ""}, {"random", ""}, {"human", ""}};
  c.box_rows = 5;
  c.box_cols = 6;
  return run_tournament(c, {}).games;
}

}  // namespace

TEST_CASE("a replay reproduces the recorded positions and judges every move") {
  cgp::ChompSolver solver;
  const auto games = some_games();
  REQUIRE(games.size() == 3 * 60);
  int blunders = 0;
  for (const GameRecord& g : games) {
    INFO("game " << g.game);
    auto replayed = replay_game(g);
    if (auto* err = std::get_if<std::string>(&replayed)) FAIL(*err);
    const Replay& r = std::get<Replay>(replayed);
    REQUIRE(r.steps.size() == g.moves.size());
    ChompPosition position = g.board;
    for (std::size_t k = 0; k < r.steps.size(); ++k) {
      const ReplayStep& s = r.steps[k];
      CHECK(s.before == position);
      CHECK(s.player == (k % 2 == 0 ? g.first : g.second));
      position = chomp_brute::to_position(
          chomp_brute::bite(chomp_brute::to_cells(position), g.moves[k].row - 1, g.moves[k].column - 1));
      CHECK(s.after == position);
      if (chomp_cell_count(s.before) == 1) {
        CHECK(s.verdict == MoveVerdict::kForced);
      } else if (solver.is_p(s.before)) {
        CHECK(s.verdict == MoveVerdict::kLosing);
      } else {
        const bool wins = !s.after.rows.empty() && solver.is_p(s.after);
        CHECK(s.verdict == (wins ? MoveVerdict::kWinning : MoveVerdict::kBlunder));
        if (!wins) {
          ++blunders;
          REQUIRE(s.winning.has_value());
          CHECK(solver.is_p(cgp::chomp_after_move(s.before, s.winning->row, s.winning->column)));
        }
      }
    }
    CHECK(position.rows.empty());  // built-in players never forfeit: every game ends at the poison cell
    if (g.first == "optimal" && g.board.rows != std::vector<int>{1}) CHECK(r.steps[0].verdict == MoveVerdict::kWinning);
  }
  CHECK(blunders > 0);  // random and human do blunder
}

TEST_CASE("a corrupted record is refused with a reason") {
  GameRecord g = some_games().at(40);
  GameRecord wrong_winner = g;
  wrong_winner.winner = g.winner == g.first ? g.second : g.first;
  auto r1 = replay_game(wrong_winner);
  REQUIRE(std::holds_alternative<std::string>(r1));
  CHECK_THAT(std::get<std::string>(r1), Catch::Contains("winner"));
  GameRecord off_board = g;
  off_board.moves.insert(off_board.moves.begin(), GameCell{1, 99});
  auto r2 = replay_game(off_board);
  REQUIRE(std::holds_alternative<std::string>(r2));
  CHECK_THAT(std::get<std::string>(r2), Catch::Contains("is not a cell of"));
  GameRecord unfinished = g;
  unfinished.moves.pop_back();
  CHECK(std::holds_alternative<std::string>(replay_game(unfinished)));
}

TEST_CASE("find_game finds a game by number and names what is missing") {
  std::stringstream file;
  for (const GameRecord& g : some_games()) file << game_record_line(g) << "\n";
  auto found = find_game(file, 77);
  REQUIRE(std::holds_alternative<GameRecord>(found));
  CHECK(std::get<GameRecord>(found).game == 77);
  file.clear();
  file.seekg(0);
  auto missing = find_game(file, 1000);
  REQUIRE(std::holds_alternative<std::string>(missing));
  CHECK_THAT(std::get<std::string>(missing), Catch::Contains("180 games"));
  std::stringstream bad("{\"game\":1}\n");
  auto broken = find_game(bad, 1);
  REQUIRE(std::holds_alternative<std::string>(broken));
  CHECK_THAT(std::get<std::string>(broken), Catch::Contains("line 1"));
}
