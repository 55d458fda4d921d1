// The limits of every command (README, "Limits"; cli/command_limits.cpp):
// each is named in --help; going over it is one line on stderr and exit 2
// (input beyond a limit) or 3 (a budget spent: UNDECIDED); the largest input
// a limit allows is accepted, and a raised limit accepts more.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <string>

using namespace cli_test;

namespace {

void check_over_limit(const std::string& args, int code, const std::string& named) {
  const Run r = cgprove(args);
  INFO(args << " -> " << r.code << ": " << r.err);
  CHECK(r.code == code);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.find(named) != std::string::npos);
}

}  // namespace

TEST_CASE("limits: every command's --help ends with its limits", "[cli][limits]") {
  for (const char* cmd : {"value", "value tf", "value chomp", "simplify", "compare", "prove tf", "family tf",
                          "check tf", "prove chomp", "check chomp", "conjecture", "conjecture chomp", "chomp solve",
                          "chomp explain", "chomp play", "chomp match", "chomp tournament", "serve"}) {
    const Run r = cgprove(std::string(cmd) + " --help");
    INFO(cmd);
    CHECK(r.code == 0);
    CHECK(r.out.find("Limits: ") != std::string::npos);
  }
}

TEST_CASE("limits: a strip of 64 squares is valued or UNDECIDED within its budget", "[cli][limits]") {
  // Erickson's Terminal Toads theorem: X T _^n = X _^n + n, so T _^63 = 63.
  const Run easy = cgprove("value tf T" + std::string(63, '_'));
  INFO(easy.err);
  REQUIRE(easy.code == 0);
  CHECK(easy.out.find("value    63\n") != std::string::npos);
  check_over_limit("value tf T" + std::string(64, '_'), 2, "limit 64");
  // Sixteen toads and frogs around 32 empty squares: far more positions than
  // 2 s allows. The budget is checked every 4,096 positions, so it ends soon after.
  const std::string hard = "value tf " + std::string(16, 'T') + std::string(32, '_') + std::string(16, 'F');
  const auto t0 = std::chrono::steady_clock::now();
  check_over_limit(hard + " --seconds 2", 3, "time budget (--seconds 2)");
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(30));
  check_over_limit(hard + " --memory-mb 1", 3, "memory budget (--memory-mb 1)");
  const Run json = cgprove(hard + " --seconds 1 --json");
  REQUIRE(json.code == 3);
  CHECK(json.out.find("\"status\":\"undecided\"") != std::string::npos);
}

TEST_CASE("limits: value chomp counts sub-positions and has a time budget", "[cli][limits]") {
  // The 5x5 box holds C(10,5) - 1 = 251 non-empty diagrams.
  CHECK(cgprove("value chomp 5x5 --max-positions 251").code == 0);
  check_over_limit("value chomp 5x5 --max-positions 250", 2, "--max-positions");
  check_over_limit("value chomp 12x12", 2, "more than 1000000 sub-positions");
  check_over_limit("value chomp 11x11 --seconds 1", 3, "time budget (--seconds 1)");
}

TEST_CASE("limits: chomp solve's cells, rows and table", "[cli][limits]") {
  // The largest box the cell limit allows: one row of a million cells, whose
  // only P-position is the poison cell alone.
  const Run row = cgprove("chomp solve 1x1000000 --json");
  INFO(row.err);
  REQUIRE(row.code == 0);
  CHECK(row.out.find("\"p_positions\":1,") != std::string::npos);
  check_over_limit("chomp solve 1x1000001", 2, "limit 1000000");
  check_over_limit("chomp solve 1000x1001", 2, "the limit is 1000000");
  check_over_limit("chomp solve 65x65", 2, "more than 64 rows");
  check_over_limit("chomp solve 64x64", 2, "is too large");
  // 14x14 needs 77 MiB (40,116,599 diagrams of 2 bytes).
  check_over_limit("chomp solve 14x14 --max-table-mb 50", 2, "--max-table-mb raises it");
  check_over_limit("chomp solve 13x13 --max-table-mb 0", 2, "--max-table-mb");
}

TEST_CASE("limits: boards of explain, play, match and tournament", "[cli][limits]") {
  CHECK(cgprove("chomp explain 1x20000").code == 0);
  check_over_limit("chomp explain 1x20001", 2, "at most 20000");
  check_over_limit("chomp play 15x15", 2, "at most 14");
  check_over_limit("chomp match optimal random --boards 15x15", 2, "at most 14");
  check_over_limit("chomp tournament optimal random --boards 14x15", 2, "at most 14");
}

TEST_CASE("limits: fixed ranges of the provers and the P-map", "[cli][limits]") {
  check_over_limit("prove chomp --top-max 401", 2, "limit 400");
  check_over_limit("prove chomp --rows 2 --top-max 2001", 2, "limit 2000");
  check_over_limit("prove tf 'T^a F' --box 31", 2, "--box");
  check_over_limit("chomp pmap --top-max 201", 2, "--top-max");
  check_over_limit("value '*1025'", 2, "limit *1024");
}

namespace {

// "{1|-1}+{2|-2}+...+{n|-n}" (a = false) or the same with a added to every
// stop, "{a+1|-a-1}+..." (a = true), quoted for sh: a sum of n switches,
// whose canonical form grows with 2^n sub-sums.
std::string switches(int n, bool a) {
  std::string s;
  for (int i = 1; i <= n; ++i) {
    const std::string x = (a ? "a+" : "") + std::to_string(i);
    s += (i > 1 ? "+{" : "{") + x + "|-" + (a ? "(" + x + ")" : x) + "}";
  }
  return "\"" + s + "\"";
}

}  // namespace

TEST_CASE("limits: value EXPR, simplify and compare have a time budget", "[cli][limits]") {
  for (const char* cmd : {"value", "simplify", "compare"}) {
    const Run help = cgprove(std::string(cmd) + " --help");
    INFO(cmd);
    CHECK(help.out.find("the --seconds budget (default 600") != std::string::npos);
  }
  // Within the budget: a sum of switches equals its own negative and the
  // player who moves first takes the hottest, so it is fuzzy (outcome N).
  const Run value = cgprove("value " + switches(16, false) + " --seconds 60");
  INFO(value.err);
  REQUIRE(value.code == 0);
  CHECK(value.out.find("outcome  N\n") != std::string::npos);
  const Run compare = cgprove("compare " + switches(6, true) + " 0 --where \"a>=0\" --seconds 60");
  INFO(compare.err);
  REQUIRE(compare.code == 0);
  CHECK(compare.out == "G || H    when true\n");
  CHECK(cgprove("simplify " + switches(6, true) + " --where \"a>=0\" --seconds 60").code == 0);
  // Over it: 24 switches take seconds and 2^24 sub-sums, 12 symbolic ones
  // far more than the budget; each ends at its budget, with one line, exit 3.
  const auto t0 = std::chrono::steady_clock::now();
  check_over_limit("value " + switches(24, false) + " --seconds 0.2", 3, "time budget (--seconds 0.2)");
  check_over_limit("simplify " + switches(12, true) + " --seconds 0.5", 3, "time budget (--seconds 0.5) spent during simplify");
  check_over_limit("compare " + switches(12, true) + " 0 --seconds 0.5", 3, "time budget (--seconds 0.5) spent during compare");
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(20));
  // No half-written file: a thermograph asked for is not left behind.
  const std::string svg = temp_path("budget_thermograph") + ".svg";
  CHECK(cgprove("value " + switches(24, false) + " --seconds 0.2 --thermograph " + svg).code == 3);
  CHECK_FALSE(std::filesystem::exists(svg));
}

TEST_CASE("limits: a budgeted value says every 10 s that it still works", "[cli][limits]") {
  // *1024 - v has a canonical form far beyond 11 s of work (*128 - v takes
  // seconds; the work grows about as n^3.5): one line at 10 s, then the
  // budget's line at 11 s.
  const Run r = cgprove("value \"*1024-v\" --seconds 11");
  INFO(r.err);
  CHECK(r.code == 3);
  CHECK(lines(r.err) == 2);
  CHECK(r.err.find("cgprove: value: still working after 10 s (time budget 11 s") == 0);
  CHECK(r.err.find("time budget (--seconds 11) spent during value") != std::string::npos);
}

TEST_CASE("limits: serve's body size and threads are options with bounds", "[cli][limits]") {
  const Run help = cgprove("serve --help");
  CHECK(help.out.find("a request body of at most 65536 bytes (--max-body-bytes)") != std::string::npos);
  CHECK(help.out.find("32 connections at once (--threads)") != std::string::npos);
  check_over_limit("serve --port 0 --threads 0", 2, "--threads");
  check_over_limit("serve --port 0 --threads 1025", 2, "--threads");
  check_over_limit("serve --port 0 --max-body-bytes 0", 2, "--max-body-bytes");
  check_over_limit("serve --port 0 --max-body-bytes 67108865", 2, "--max-body-bytes");
}
