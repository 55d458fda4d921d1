// cgprove value: temperature and mean (the issue's {2|1} and the switch
// values of tests/data/thermographs.txt), and --thermograph files.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>

using namespace cli_test;

TEST_CASE("value prints temperature and mean", "[cli][thermograph]") {
  const auto j = nlohmann::json::parse(cgprove("value '{2|1}' --json").out);
  CHECK(j["temperature"] == "1/2");
  CHECK(j["mean"] == "3/2");
  // Toads-and-Frogs TTTT_TF is {3|1} (tests/data/toads_frogs_literature.txt,
  // [TZ] f(a,1) at a = 4): a switch of temperature 1 and mean 2 [WW].
  const Run tf = cgprove("value tf TTTT_TF");
  REQUIRE(tf.code == 0);
  CHECK(tf.out.find("mean     2\n") != std::string::npos);
  CHECK(tf.out.find("temperature 1\n") != std::string::npos);
  // CGSuite's convention for numbers: -1/2^k.
  const Run n = cgprove("value 3/8 --json");
  CHECK(nlohmann::json::parse(n.out)["temperature"] == "-1/8");
}

TEST_CASE("value --thermograph writes an SVG, or nothing on bad input", "[cli][thermograph]") {
  const std::string svg = temp_path("thermo.svg");
  const Run r = cgprove("value tf TTTT_TF --thermograph " + svg);
  REQUIRE(r.code == 0);
  const std::string text = slurp(svg);
  CHECK(text.rfind("<svg", 0) == 0);
  CHECK(text.find("class=\"mast\"") != std::string::npos);
  CHECK(text.find("temperature 1, mean 2") != std::string::npos);
  std::filesystem::remove(svg);
  const Run bad = cgprove("value tf TX_F --thermograph " + svg);
  CHECK(bad.code == 2);
  CHECK_FALSE(std::filesystem::exists(svg));
  const Run nowhere = cgprove("value tf TT_F --thermograph /nonexistent/dir/f.svg");
  CHECK(nowhere.code == 2);
  CHECK(lines(nowhere.err) == 1);
}
