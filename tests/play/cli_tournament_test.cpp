// `cgprove chomp match` and `chomp tournament` as a user runs them: exit
// codes, the JSON scoreboard, the games file, and Ctrl-C.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "games/chomp/chomp_player.h"
#include "play/game_record.h"
#include "symbolic/atomic_file.h"
#include "tests/cli/cli_run.h"

using cli_test::cgprove;

TEST_CASE("match: 200 games on the boards up to 10x10, scoreboard as JSON, games as JSON lines") {
  const std::string out = cli_test::temp_path("match.jsonl");
  const auto r = cgprove("chomp match optimal greedy --json --out " + out);
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["games"] == 200);
  REQUIRE(j["players"].size() == 2);
  CHECK(j["players"][0]["name"] == "optimal");
  for (const char* key : {"games", "wins", "losses", "forfeits", "elo", "elo_low", "elo_high"})
    CHECK(j["players"][0].contains(key));
  CHECK(j["players"][0]["forfeits"]["timeout"] == 0);
  std::ifstream in(out);
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines)
    CHECK(std::holds_alternative<cgp::play::GameRecord>(cgp::play::parse_game_record(line)));
  CHECK(lines == 200);
  std::remove(out.c_str());
}

TEST_CASE("bad players and options are one-line errors with exit code 2") {
  auto unknown = cgprove("chomp match optimal alphachomp");
  CHECK(unknown.code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("alphachomp"));
  CHECK(cli_test::lines(unknown.err) == 1);
  auto missing = cgprove("chomp tournament optimal ./no-such-player random");
  CHECK(missing.code == 2);
  CHECK_THAT(missing.err, Catch::Contains("no such file"));
  auto boards = cgprove("chomp match optimal random --boards 30x30");
  CHECK(boards.code == 2);
  CHECK_THAT(boards.err, Catch::Contains("at most"));
  auto list = cgprove("chomp match optimal random --boards [3,2]");
  CHECK(list.code == 2);
  CHECK(cgprove("chomp tournament optimal").code == 2);
}

namespace {

// Runs a long tournament, sends `signal` once some games are written (to the
// process group, as a terminal's Ctrl-C does, when `to_group`; else to
// cgprove alone, as a service manager's SIGTERM does), and checks the games
// file holds whole JSON lines only and the exit code is 128 + signal.
void check_tournament_stopped_by(int signal, bool to_group) {
  const std::string out = cli_test::temp_path("interrupted" + std::to_string(signal) + ".jsonl");
  const std::string stdout_path = cli_test::temp_path("interrupted" + std::to_string(signal) + ".out");
  const std::string stderr_path = cli_test::temp_path("interrupted" + std::to_string(signal) + ".err");
  std::fflush(stdout);  // the child must not write Catch's buffered output a second time
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid > 0) setpgid(pid, pid);  // as the child does: whichever runs first
  if (pid == 0) {
    // A process group as a terminal gives a command; Ctrl-C goes to the group.
    setpgid(0, 0);
    if (!freopen(stdout_path.c_str(), "w", stdout) || !freopen(stderr_path.c_str(), "w", stderr)) _exit(126);
    execl(CGPROVE_BIN, CGPROVE_BIN, "chomp", "tournament", CGP_EXAMPLE_PLAYER, "random", "optimal", "human", "two-rows",
          "greedy", "pattern", "--boards", "14x14", "--games-per-board", "50", "--out", out.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  // Interrupt once some games are written (at most 30 s on a loaded machine).
  for (int waited = 0; waited < 3000 && cli_test::slurp(out).size() < 1000; ++waited)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  kill(to_group ? -pid : pid, signal);
  int status = 0;
  waitpid(pid, &status, 0);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 128 + signal);
  std::ifstream in(out);
  int lines = 0;
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  REQUIRE(!text.empty());
  CHECK(text.back() == '\n');
  CHECK_FALSE(std::ifstream(cgp::atomic_file_temp_path(out)).good());
  std::istringstream all(text);
  for (std::string line; std::getline(all, line); ++lines) {
    auto g = cgp::play::parse_game_record(line);
    REQUIRE(std::holds_alternative<cgp::play::GameRecord>(g));
    // The external player has a process group of its own: Ctrl-C does not
    // kill it mid-game, so no game in play ends in a false crash.
    CHECK_FALSE(std::get<cgp::play::GameRecord>(g).forfeit.has_value());
  }
  CHECK(lines > 0);
  CHECK(lines < 21 * 2 * 196 * 50);
  CHECK_THAT(cli_test::slurp(stdout_path), Catch::Contains("optimal"));  // the scoreboard so far
  CHECK_THAT(cli_test::slurp(stderr_path), Catch::Contains("interrupted"));
  std::remove(out.c_str());
  std::remove(stdout_path.c_str());
  std::remove(stderr_path.c_str());
}

}  // namespace

TEST_CASE("Ctrl-C stops a tournament and leaves a games file of whole lines") {
  check_tournament_stopped_by(SIGINT, true);
}

TEST_CASE("SIGTERM stops a tournament and leaves a games file of whole lines") {
  check_tournament_stopped_by(SIGTERM, false);
}

TEST_CASE("a pattern file (--patterns) is read, and a bad line is named") {
  const std::string good = cli_test::temp_path("patterns_good.txt");
  const std::string bad = cli_test::temp_path("patterns_bad.txt");
  std::ofstream(bad) << "[2,1]\n\n[3,4,x]\n";
  auto r1 = cgprove("chomp match pattern random --boards 3x3 --patterns " + bad);
  CHECK(r1.code == 2);
  CHECK_THAT(r1.err, Catch::Contains("line 3"));
  std::ofstream(good) << "# known P-positions\n[2,1]\n[3,2]\n";
  auto r2 = cgprove("chomp match pattern random --boards 3x3 --json --patterns " + good);
  CHECK(r2.code == 0);
  auto r3 = cgprove("chomp match pattern random --boards 3x3 --patterns " + good + " --pattern-count 5");
  CHECK(r3.code == 2);
  std::remove(good.c_str());
  std::remove(bad.c_str());
}

TEST_CASE("replay shows a recorded game with a verdict per move, and refuses a missing one") {
  const std::string out = cli_test::temp_path("replay.jsonl");
  REQUIRE(cgprove("chomp match human random --boards 4x4 --out " + out).code == 0);
  std::ifstream in(out);
  std::string line;
  for (int k = 0; k < 7; ++k) std::getline(in, line);
  const auto game = nlohmann::json::parse(line);
  REQUIRE(game["game"] == 7);
  const auto r = cgprove("chomp replay " + out + " --game 7 --json");
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["steps"].size() == game["moves"].size());
  for (std::size_t k = 0; k < j["steps"].size(); ++k) {
    CHECK(j["steps"][k]["cell"] == game["moves"][k]);
    const std::string verdict = j["steps"][k]["verdict"];
    CHECK((verdict == "winning" || verdict == "blunder" || verdict == "losing" || verdict == "forced"));
  }
  CHECK(j["steps"][0]["before"] == game["board"]);
  const auto text = cgprove("chomp replay " + out + " --game 7");
  CHECK(text.code == 0);
  CHECK_THAT(text.out, Catch::Contains("winner: " + game["winner"].get<std::string>()));
  const auto missing = cgprove("chomp replay " + out + " --game 999");
  CHECK(missing.code == 2);
  CHECK_THAT(missing.err, Catch::Contains("no game 999 among the 32 games"));
  CHECK(cgprove("chomp replay /nonexistent/games.jsonl").code == 2);
  std::remove(out.c_str());
}

TEST_CASE("--help of match, tournament and play describes every built-in player") {
  for (const char* cmd : {"chomp match --help", "chomp tournament --help", "chomp play --help"}) {
    const auto r = cgprove(cmd);
    INFO(cmd);
    CHECK(r.code == 0);
    for (const auto& info : cgp::chomp_player_catalog()) {
      CHECK_THAT(r.out, Catch::Contains(std::string(info.name)));
      CHECK_THAT(r.out, Catch::Contains(std::string(info.description)));
    }
  }
}

TEST_CASE("the games file of a tournament is the same with one thread or two") {
  const std::string one = cli_test::temp_path("jobs1.jsonl"), two = cli_test::temp_path("jobs2.jsonl");
  const std::string run = "chomp tournament random human pattern greedy --boards 6x6 --seed 9 --out ";
  REQUIRE(cgprove(run + one + " --jobs 1").code == 0);
  REQUIRE(cgprove(run + two + " --jobs 2").code == 0);
  const std::string a = cli_test::slurp(one), b = cli_test::slurp(two);
  CHECK(cli_test::lines(a) == 6 * 72);
  CHECK(a == b);
  std::remove(one.c_str());
  std::remove(two.c_str());
}
