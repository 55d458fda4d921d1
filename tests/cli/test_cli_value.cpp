// cgprove value: the command line as a user meets it (exit codes, one-line
// errors, the --json schema), and agreement of its output with the library.
#include "games/toads_frogs/evaluator.h"
#include "symbolic/game_store.h"
#include "symbolic/notation_parse.h"
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

using namespace cgp;
using namespace cli_test;

namespace {

GameId parsed(const std::string& text) {
  auto r = parse_game(GameStore::instance(), text);
  REQUIRE(std::holds_alternative<GameId>(r));
  return std::get<GameId>(r);
}

}  // namespace

TEST_CASE("value tf --json matches the evaluator", "[cli]") {
  const Run r = cgprove("value tf TTT_FF --json");
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["game"] == "tf");
  REQUIRE(j["input"] == "TTT_FF");
  TfEvaluator ev(TfEvalOptions::plain());
  const GameId expected = ev.value(std::get<TfPosition>(TfPosition::parse("TTT_FF")));
  REQUIRE(parsed(j["value"]) == expected);
  REQUIRE(j["outcome"] == outcome_name(GameStore::instance().outcome(expected)));
  REQUIRE(r.out.find("\"game\":\"tf\",\"input\":\"TTT_FF\",\"value\":") == 1);  // key order
}

TEST_CASE("value chomp --json: Cho's [2,2,4] is a P-position", "[cli]") {
  // Cho, Winning strategies for Chomp: [2,b,b+2] (top row first) is P for b >= 2.
  const Run r = cgprove("value chomp '[2,2,4]' --json");
  REQUIRE(r.code == 0);
  REQUIRE(r.out ==
          "{\"game\":\"chomp\",\"input\":\"[2,2,4]\",\"rows\":[4,2,2],\"value\":\"0\",\"grundy\":0,"
          "\"outcome\":\"P\",\"winning_moves\":[]}\n");
}

TEST_CASE("value chomp: the square's winning move is the equal-armed L", "[cli]") {
  const Run r = cgprove("value chomp 4x4 --json");
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["outcome"] == "N");
  REQUIRE(j["winning_moves"] == nlohmann::json::parse("[[4,1,1,1]]"));
}

TEST_CASE("value EXPR prints a value that re-parses to the same game", "[cli]") {
  for (const char* e : {"{1|*} + ^", "3+-1", "{2||1|0}", "Tiny(2) + *3", "-3/8", "^^* - v3"}) {
    const Run r = cgprove(std::string("value --json -- '") + e + "'");
    INFO(e << " -> " << r.out << r.err);
    REQUIRE(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    REQUIRE(parsed(j["value"]) == parsed(e));
  }
}

TEST_CASE("bad input: one line on stderr, exit 2", "[cli]") {
  for (const char* args : {"value tf TX_F", "value '{1|'", "value chomp '[2,3,1,5]'",
                           "value chomp '[2,a]'", "value chomp 12x12", "value", "nonsense"}) {
    const Run r = cgprove(args);
    INFO(args << ": " << r.err);
    REQUIRE(r.code == 2);
    REQUIRE(lines(r.err) == 1);
    REQUIRE(r.out.empty());
  }
  const Run tf = cgprove("value tf TX_F");
  REQUIRE(tf.err.find("'X'") != std::string::npos);
  REQUIRE(tf.err.find("column 1") != std::string::npos);
}

TEST_CASE("--help on every command", "[cli]") {
  for (const char* args : {"--help", "value --help", "value tf --help", "value chomp --help"}) {
    const Run r = cgprove(args);
    INFO(args);
    REQUIRE(r.code == 0);
    REQUIRE(r.out.find("Usage") != std::string::npos);
  }
}
