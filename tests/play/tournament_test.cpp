// Tournaments of the built-in players: optimal never throws away a won
// position, runs are reproducible from the seed whatever the number of
// threads, and the scoreboard adds up.
#include "play/tournament.h"

#include <catch2/catch.hpp>
#include <map>
#include <numeric>

#include "games/chomp/chomp_solver.h"
#include "play/scoreboard.h"

using namespace cgp::play;
using cgp::ChompPosition;

namespace {

const std::vector<std::string> kBuiltins{"random", "optimal", "human", "two-rows", "greedy", "pattern"};

TournamentConfig builtin_tournament(int rows, int cols, std::uint64_t seed, int jobs) {
  TournamentConfig c;
  for (const std::string& name : kBuiltins) c.players.push_back({name, ""});
  c.box_rows = rows;
  c.box_cols = cols;
  c.seed = seed;
  c.jobs = jobs;
  return c;
}

}  // namespace

TEST_CASE("optimal wins every game it starts from an N-position, against every built-in, up to 10x10") {
  const TournamentResult r = run_tournament(builtin_tournament(10, 10, 3, 2), {});
  REQUIRE(r.games.size() == 15 * 200);
  cgp::ChompSolver solver;  // the hash-map solver, not the table the player uses
  int n_starts = 0;
  for (const GameRecord& g : r.games) {
    if (g.first != "optimal" && g.second != "optimal") continue;
    INFO("game " << g.game);
    CHECK_FALSE(g.forfeit.has_value());
    ChompPosition faced = g.board;
    if (g.second == "optimal") {
      faced = cgp::chomp_after_move(g.board, g.moves.at(0).row, g.moves.at(0).column);
      if (faced.rows.empty()) continue;
    } else if (g.board.rows != std::vector<int>{1}) {
      // Gale: every rectangle but 1x1 is a first-player win (strategy stealing).
      CHECK(!solver.is_p(faced));
    }
    if (solver.is_p(faced)) continue;
    ++n_starts;
    CHECK(g.winner == "optimal");
  }
  CHECK(n_starts > 5 * 100);  // at least every rectangle but 1x1 with optimal first, in all 5 pairs
}

TEST_CASE("a tournament is reproducible from its seed, with one thread or two") {
  const TournamentResult one = run_tournament(builtin_tournament(5, 5, 17, 1), {});
  const TournamentResult two = run_tournament(builtin_tournament(5, 5, 17, 2), {});
  const TournamentResult other = run_tournament(builtin_tournament(5, 5, 18, 2), {});
  REQUIRE(one.games.size() == 15 * 50);
  CHECK(one.games == two.games);
  CHECK(one.games != other.games);
  for (std::size_t k = 0; k < one.games.size(); ++k) CHECK(one.games[k].game == static_cast<int>(k) + 1);
}

TEST_CASE("the schedule: every rectangle once with each player first, games numbered in order") {
  TournamentConfig c;
  c.players = {{"greedy", ""}, {"two-rows", ""}};
  c.box_rows = 3;
  c.box_cols = 4;
  c.games_per_board = 2;
  const TournamentResult r = run_tournament(c, {});
  REQUIRE(r.games.size() == 2 * 12 * 2);
  std::map<std::pair<std::string, std::vector<int>>, int> seen;
  for (const GameRecord& g : r.games) ++seen[{g.first, g.board.rows}];
  CHECK(seen.size() == 24);
  for (const auto& [key, n] : seen) CHECK(n == 2);
  CHECK(r.games.front().first == "greedy");
  CHECK(r.games.back().first == "two-rows");
}

TEST_CASE("the same player twice gets two names") {
  TournamentConfig c;
  c.players = {{"random", ""}, {"random", ""}};
  c.box_rows = 2;
  c.box_cols = 2;
  const TournamentResult r = run_tournament(c, {});
  CHECK(r.names == std::vector<std::string>{"random", "random#2"});
  REQUIRE(r.games.size() == 8);
}

TEST_CASE("the scoreboard adds up and ranks by wins") {
  const TournamentResult r = run_tournament(builtin_tournament(6, 6, 5, 2), {});
  const Scoreboard board = make_scoreboard(r.names, r.games);
  REQUIRE(board.rows.size() == 6);
  CHECK(board.games == 15 * 72);
  int wins = 0;
  for (std::size_t i = 0; i < board.rows.size(); ++i) {
    const ScoreRow& row = board.rows[i];
    INFO(row.name);
    CHECK(row.games == 5 * 72);
    CHECK(row.wins + row.losses == row.games);
    CHECK(row.n_games + row.p_games <= row.games);
    CHECK(std::accumulate(row.forfeits.begin(), row.forfeits.end(), 0) == 0);
    CHECK(row.elo.low <= row.elo.elo);
    CHECK(row.elo.elo <= row.elo.high);
    if (i > 0) CHECK(board.rows[i - 1].wins >= row.wins);
    wins += row.wins;
  }
  CHECK(wins == board.games);
  CHECK(board.rows.front().name == "optimal");
  CHECK(board.rows.front().n_wins == board.rows.front().n_games);
}

TEST_CASE("a stop request ends the run early with whole games only") {
  std::atomic<bool> stop{false};
  TournamentHooks hooks;
  hooks.stop = &stop;
  hooks.progress = [&](int done, int) {
    if (done == 30) stop = true;
  };
  const TournamentResult r = run_tournament(builtin_tournament(10, 10, 1, 1), hooks);
  CHECK(r.interrupted);
  CHECK(r.games.size() == 30);
}

TEST_CASE("pattern knowing every P-position of the box plays as well as optimal") {
  TournamentConfig c;
  c.players = {{"pattern", ""}, {"random", ""}};
  c.known_p_positions = cgp::chomp_smallest_p_positions(1'000'000);
  CHECK(c.known_p_positions.size() > 1000);
  c.box_rows = 10;
  c.box_cols = 10;
  const TournamentResult r = run_tournament(c, {});
  REQUIRE(r.games.size() == 200);
  for (const GameRecord& g : r.games)
    if (g.first == "pattern" && g.board.rows != std::vector<int>{1}) CHECK(g.winner == "pattern");
}
