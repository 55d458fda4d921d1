// The referee against real, deliberately broken external programs
// (tests/play/players/*.sh): each failure is recorded as the right forfeit,
// the player is restarted, every game is finished, no process is left over.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <set>

#include "play/referee.h"
#include "play/tournament.h"

using namespace cgp::play;

namespace {

const std::string kBroken = CGP_BROKEN_PLAYERS;

// Generous limits: a loaded machine must not turn a slow answer into a timeout.
TournamentResult match(const std::string& a, const std::string& b, int rows, int cols, int move_ms = 5000) {
  TournamentConfig c;
  for (const std::string& arg : {a, b}) {
    auto spec = parse_player_spec(arg);
    if (auto* err = std::get_if<std::string>(&spec)) FAIL(*err);
    c.players.push_back(std::get<PlayerSpec>(spec));
  }
  c.box_rows = rows;
  c.box_cols = cols;
  c.limits.move_ms = move_ms;
  c.limits.startup_ms = 20000;
  return run_tournament(c, {});
}

bool no_child_left() {
  int status = 0;
  return waitpid(-1, &status, WNOHANG) < 0 && errno == ECHILD;
}

// Every game in which `broken` had to move was lost by it with `reason`.
void check_forfeits(const std::string& script, ForfeitReason reason, const std::string& detail_part,
                    int move_ms = 5000) {
  const std::string path = kBroken + "/" + script;
  const TournamentResult r = match(path, "random", 2, 3, move_ms);
  INFO(script);
  REQUIRE(r.games.size() == 12);  // 6 boards, each player first once
  REQUIRE_FALSE(r.interrupted);
  int forfeits = 0;
  for (const GameRecord& g : r.games) {
    INFO("game " << g.game);
    // The position the broken player first had to move from; from [1] the
    // referee eats the poison cell for it, so it forfeits only from larger ones.
    cgp::ChompPosition faced = g.board;
    if (g.first != path) faced = cgp::chomp_after_move(g.board, g.moves.at(0).row, g.moves.at(0).column);
    if (faced.rows.empty() || chomp_cell_count(faced) == 1) {
      CHECK_FALSE(g.forfeit.has_value());
      continue;
    }
    REQUIRE(g.forfeit.has_value());
    CHECK(g.forfeit->player == path);
    CHECK(g.forfeit->reason == reason);
    CHECK_THAT(g.forfeit->detail, Catch::Contains(detail_part));
    if (reason == ForfeitReason::kIllegal)  // the script names [1, a+1] on a board whose row 1 has a cells
      CHECK(g.forfeit->detail ==
            "[1," + std::to_string(faced.rows[0] + 1) + "] is not a cell of " + cgp::to_string(faced));
    CHECK(g.winner == "random");
    ++forfeits;
  }
  CHECK(forfeits >= 5);  // at least every board but 1x1 with the broken player first
  CHECK(no_child_left());
}

}  // namespace

TEST_CASE("a player that crashes on its first position forfeits by crash") {
  check_forfeits("crash.sh", ForfeitReason::kCrash, "exit status 3");
}

TEST_CASE("a player that never answers forfeits by timeout and is killed") {
  check_forfeits("hang.sh", ForfeitReason::kTimeout, "no move in 200 ms", 200);
}

TEST_CASE("a player that prints garbage forfeits by malformed line") {
  check_forfeits("garbage.sh", ForfeitReason::kMalformed, "is not 'move ROW COLUMN'");
}

TEST_CASE("a player that names the cell just off the board forfeits by illegal move") {
  check_forfeits("illegal.sh", ForfeitReason::kIllegal, "is not a cell of");
}

TEST_CASE("a player that exits before greeting forfeits by start-up, even on 1x1") {
  const std::string path = kBroken + "/startup.sh";
  const TournamentResult r = match("random", path, 2, 2);
  REQUIRE(r.games.size() == 8);
  for (const GameRecord& g : r.games) {
    REQUIRE(g.forfeit.has_value());
    CHECK(g.forfeit->reason == ForfeitReason::kStartup);
    CHECK_THAT(g.forfeit->detail, Catch::Contains("exited at start-up"));
    CHECK(g.winner == "random");
  }
  CHECK(no_child_left());
}

TEST_CASE("a player that answers the greeting with anything but ok forfeits by start-up") {
  const std::string path = kBroken + "/rude.sh";
  const TournamentResult r = match(path, "optimal", 1, 2);
  REQUIRE(r.games.size() == 4);
  for (const GameRecord& g : r.games) {
    REQUIRE(g.forfeit.has_value());
    CHECK(g.forfeit->reason == ForfeitReason::kStartup);
    CHECK(g.forfeit->detail == "answered \"hello referee\" to 'chomp 1'");
  }
  CHECK(no_child_left());
}

TEST_CASE("a player that prints a line nobody asked for forfeits by malformed line at its next turn") {
  const std::string path = kBroken + "/chatty.sh";
  const TournamentResult r = match(path, "optimal", 3, 3);
  REQUIRE(r.games.size() == 18);
  int forfeits = 0;
  for (const GameRecord& g : r.games) {
    INFO("game " << g.game);
    // Turns the chatty player had, the referee's forced poison bites aside.
    int asked = 0;
    cgp::ChompPosition p = g.board;
    for (std::size_t k = 0; k < g.moves.size(); ++k) {
      if ((k % 2 == 0) == (g.first == path) && chomp_cell_count(p) > 1) ++asked;
      p = cgp::chomp_after_move(p, g.moves[k].row, g.moves[k].column);
    }
    CHECK(asked <= 1);  // its second turn is always a forfeit
    if (!g.forfeit) continue;
    ++forfeits;
    CHECK(g.forfeit->player == path);
    CHECK(g.forfeit->reason == ForfeitReason::kMalformed);
    CHECK_THAT(g.forfeit->detail, Catch::Contains("that was easy"));
  }
  CHECK(forfeits > 0);
  CHECK(no_child_left());
}

TEST_CASE("the shipped C++ example plays whole games without a forfeit") {
  const TournamentResult r = match(CGP_EXAMPLE_PLAYER, "optimal", 4, 4);
  REQUIRE(r.games.size() == 32);
  for (const GameRecord& g : r.games) CHECK_FALSE(g.forfeit.has_value());
  CHECK(no_child_left());
}

TEST_CASE("the shipped Python example plays whole games without a forfeit") {
  const TournamentResult r = match(std::string(CGP_EXAMPLES_DIR) + "/chomp_player.py", "random", 3, 3);
  REQUIRE(r.games.size() == 18);
  for (const GameRecord& g : r.games) CHECK_FALSE(g.forfeit.has_value());
}

TEST_CASE("player arguments: a path must be an executable file, a name a built-in player") {
  CHECK(std::holds_alternative<std::string>(parse_player_spec("./no/such/player")));
  CHECK(std::holds_alternative<std::string>(parse_player_spec(kBroken + "/../referee_forfeit_test.cpp")));
  CHECK(std::holds_alternative<std::string>(parse_player_spec("alphachomp")));
  auto ok = parse_player_spec("two-rows");
  REQUIRE(std::holds_alternative<PlayerSpec>(ok));
  CHECK(std::get<PlayerSpec>(ok).path.empty());
}
