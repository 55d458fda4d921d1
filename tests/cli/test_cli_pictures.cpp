// Pictures from the command line: chomp explain --svg, chomp pmap (text, JSON,
// SVG); files appear whole or not at all.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>

using namespace cli_test;

TEST_CASE("chomp explain --svg draws every cell, labelled as in the text", "[cli][svg]") {
  const std::string svg = temp_path("explain.svg");
  const Run r = cgprove("chomp explain 4x7 --svg " + svg);
  REQUIRE(r.code == 0);
  const std::string text = slurp(svg);
  CHECK(occurrences(text, "data-cell=") == 28);
  CHECK(text.find("leaving [7,7,3,3]") != std::string::npos);  // the move the text explains
  CHECK(r.out.find("leaving [7,7,3,3]") != std::string::npos);
  std::filesystem::remove(svg);
  CHECK(cgprove("chomp explain '[2,x]' --svg " + svg).code == 2);
  CHECK_FALSE(std::filesystem::exists(svg));
}

TEST_CASE("chomp pmap: text, JSON and SVG show the same points", "[cli][svg]") {
  const std::string svg = temp_path("pmap.svg");
  const Run j = cgprove("chomp pmap --top-max 6 --json --svg " + svg);
  REQUIRE(j.code == 0);
  const auto doc = nlohmann::json::parse(j.out);
  const std::size_t count = doc["count"];
  CHECK(doc["points"].size() == count);
  CHECK(occurrences(slurp(svg), "class=\"pmap-point\"") == count);
  const Run t = cgprove("chomp pmap --top-max 6");
  CHECK(occurrences(t.out.substr(t.out.find('\n')), "(") == count);  // after the header line
  std::filesystem::remove(svg);
  for (const char* bad : {"chomp pmap --top-max -1", "chomp pmap --top-max 5 --b-max 3", "chomp pmap --top-max x"}) {
    const Run r = cgprove(bad);
    INFO(bad);
    CHECK(r.code == 2);
    CHECK(lines(r.err) == 1);
  }
}

TEST_CASE("chomp replay --svg draws every move's board", "[cli][svg]") {
  const std::string games = temp_path("games.jsonl"), svg = temp_path("replay.svg");
  REQUIRE(cgprove("chomp match human optimal --boards 2x3 --out " + games).code == 0);
  const Run j = cgprove("chomp replay " + games + " --game 12 --json --svg " + svg);  // the last: on 2x3
  REQUIRE(j.code == 0);
  std::size_t cells = 0;  // one rect per cookie of the board before each move
  const auto doc = nlohmann::json::parse(j.out);
  for (const auto& step : doc["steps"])
    for (int row : step["before"]) cells += static_cast<std::size_t>(row);
  CHECK(occurrences(slurp(svg), "class=\"replay-cell\"") == cells);
  std::filesystem::remove(svg);
  CHECK(cgprove("chomp replay " + games + " --game 999 --svg " + svg).code == 2);
  CHECK_FALSE(std::filesystem::exists(svg));
  std::filesystem::remove(games);
}
