// cgprove chomp solve / explain as a user meets them: exit codes, one-line
// errors, the --json schemas, the list file, and agreement with the
// independent hash-map solver (ChompSolver) and Cho's paper.
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_solver.h"
#include "tests/cli/cli_run.h"
#include "tests/games/chomp/chomp_test_util.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <set>
#include <string>

using namespace cgp;
using namespace cli_test;
using Json = nlohmann::ordered_json;  // keeps the key order

namespace {

ChompPosition rows_of(const Json& j) { return ChompPosition{j.get<std::vector<int>>()}; }

}  // namespace

TEST_CASE("chomp solve --json: schema, count and openings agree with the solver", "[cli]") {
  const Run r = cgprove("chomp solve 5x6 --json");
  REQUIRE(r.code == 0);
  REQUIRE(r.out.rfind("{\"box\":[5,6],\"p_positions\":", 0) == 0);  // key order as documented
  const Json j = Json::parse(r.out);
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
  REQUIRE(std::vector<std::string>(keys.begin(), keys.begin() + 4) ==
          std::vector<std::string>{"box", "p_positions", "winning_moves", "seconds"});
  ChompSolver solver;
  std::uint64_t p_count = 0;
  for (const ChompPosition& p : chomp_test::all_diagrams(5, 6)) p_count += solver.is_p(p);
  CHECK(j["p_positions"].get<std::uint64_t>() == p_count);
  std::set<ChompPosition> moves;
  for (const Json& m : j["winning_moves"]) moves.insert(rows_of(m));
  const auto expected = solver.winning_moves(chomp_rectangle(5, 6));
  CHECK(moves == std::set<ChompPosition>(expected.begin(), expected.end()));
  CHECK(j["seconds"].is_number());
  CHECK(j["memory_bytes"].get<std::uint64_t>() > 0);
}

TEST_CASE("chomp solve: Cho's 4x7 opening, Gardner's two openings of 8x10", "[cli]") {
  // Cho, sec. 3.3: the 4x7 opening leaves [3,3,7,7] (top row first).
  Json j = Json::parse(cgprove("chomp solve 4x7 --json").out);
  CHECK(j["winning_moves"] == Json::parse("[[7,7,3,3]]"));
  // Gardner (via Cho, sec. 4): 8x10 is the smallest rectangle with more than one winning opening.
  j = Json::parse(cgprove("chomp solve 8x10 --json").out);
  CHECK(j["winning_moves"].size() == 2);
}

TEST_CASE("chomp solve text output and --out list", "[cli]") {
  const std::string path = temp_path("cgp_chomp_solve.txt");
  const Run r = cgprove("chomp solve 4x5 --out " + path);
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("box 4x5: 125 non-empty diagrams"));
  CHECK_THAT(r.out, Catch::Contains("[5,5,2,2]"));  // Cho, Prop. 3.2: [2,2,5,5] top row first
  ChompSolver solver;
  std::vector<std::string> expected;
  for (const ChompPosition& p : chomp_test::all_diagrams(4, 5))
    if (solver.is_p(p)) expected.push_back(to_string(p));
  std::sort(expected.begin(), expected.end(), [](const std::string& a, const std::string& b) {
    return chomp_test::parse_ok(a) < chomp_test::parse_ok(b);
  });
  std::vector<std::string> listed;
  std::istringstream in(slurp(path));
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') listed.push_back(line);
  CHECK(listed == expected);
  CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
  std::filesystem::remove(path);
}

TEST_CASE("chomp solve and explain: bad input is one line and exit 2", "[cli]") {
  for (const char* args : {"chomp solve 0x3", "chomp solve 3x0", "chomp solve 20x20", "chomp solve 17x17",
                           "chomp solve 2000x2000", "chomp solve '[3,3]'", "chomp solve abc", "chomp solve 3x4x5",
                           "chomp solve 4x4 --out /nonexistent/dir/list.txt", "chomp explain '[2,3,1]'",
                           "chomp explain '[0,1]'", "chomp explain 20x20", "chomp explain '[30000]'",
                           "chomp explain ''", "chomp"}) {
    INFO(args);
    const Run r = cgprove(args);
    CHECK(r.code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.out.empty());
  }
  CHECK_FALSE(std::filesystem::exists("/nonexistent/dir/list.txt"));
  CHECK_THAT(cgprove("chomp solve 17x17").err, Catch::Contains("too large"));
  CHECK_THAT(cgprove("chomp solve 0x3").err, Catch::Contains("zero"));
}

TEST_CASE("chomp explain --json: every reply is covered and answered by a P-position", "[cli]") {
  ChompSolver solver;
  for (const char* pos : {"3x4", "[2,2,4]", "[6,4,3,1]", "7x3", "[1]"}) {
    INFO(pos);
    const Run r = cgprove(std::string("chomp explain '") + pos + "' --json");
    REQUIRE(r.code == 0);
    const Json j = Json::parse(r.out);
    const ChompPosition p = chomp_test::parse_ok(pos);
    REQUIRE(rows_of(j["position"]) == p);
    REQUIRE(j["outcome"] == (solver.is_p(p) ? "P" : "N"));
    const ChompPosition defended = rows_of(j["p_position"]["rows"]);
    REQUIRE(solver.is_p(defended));
    if (j["outcome"] == "N") {
      REQUIRE(rows_of(j["move"]["leaves"]) == defended);
      REQUIRE(j["move"]["cell"].size() == 2);
    } else {
      REQUIRE(j["move"].is_null());
      REQUIRE(defended == p);
    }
    std::multiset<ChompPosition> replies;
    for (const Json& a : j["answers"]) {
      const ChompPosition answer = rows_of(a["blocked_by"]);
      CHECK(solver.is_p(answer));
      for (const Json& reply : a["replies"]) {
        const ChompPosition left = rows_of(reply["leaves"]);
        replies.insert(left);
        const auto options = chomp_moves(left);
        CHECK(std::count(options.begin(), options.end(), answer) == 1);
      }
    }
    const auto moves = chomp_moves(defended);
    CHECK(replies == std::multiset<ChompPosition>(moves.begin(), moves.end()));
  }
}

TEST_CASE("chomp explain text: Cho's [2,2,4] with labelled cells and named rules", "[cli]") {
  const Run r = cgprove("chomp explain 3x4");
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("N-position"));
  CHECK_THAT(r.out, Catch::Contains("strategy stealing"));
  CHECK_THAT(r.out, Catch::Contains("leaving [4,2,2]"));
  CHECK_THAT(r.out, Catch::Contains("square rule"));
  CHECK_THAT(r.out, Catch::Contains("2-rowed rule"));
  CHECK_THAT(r.out, Catch::Contains("row 1 | X"));
  const Run p = cgprove("chomp explain '[7,4,3]'");
  REQUIRE(p.code == 0);
  CHECK_THAT(p.out, Catch::Contains("P-position: the player to move loses"));
  CHECK_THAT(p.out, Catch::Contains("blocked by"));
}
