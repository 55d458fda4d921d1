// cgprove check chomp / prove chomp through the real executable: exit codes,
// JSON schemas, reports and bad input. Expected values come from Cho's paper
// (tests/data/chomp_cho.txt) and from `cgprove value chomp` on single
// positions (the concrete solver), never from the prover's own output.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <string>

using namespace cli_test;
using nlohmann::json;

namespace {

// The concrete solver's outcome of one position.
std::string outcome(const json& position) {
  std::string rows = "[";
  for (std::size_t i = 0; i < position.size(); ++i) rows.append(i ? "," : "").append(std::to_string(position[i].get<long>()));
  rows += "]";
  const Run r = cgprove("value chomp '" + rows + "'");
  REQUIRE(r.code == 0);
  return r.out.find("outcome  P") != std::string::npos ? "P" : "N";
}

}  // namespace

TEST_CASE("check chomp proves Cho's 2TopRow rule", "[cli][chomp]") {
  Run r = cgprove("check chomp '[2,b,b+2]' P --where 'b>=2'");
  INFO(r.out << r.err);
  CHECK(r.code == 0);
  CHECK(r.out.rfind("PROVED", 0) == 0);
  r = cgprove("check chomp '[b+2,b,2]' P --json");
  REQUIRE(r.code == 0);
  const json j = json::parse(r.out);
  CHECK(j["status"] == "proved");
  CHECK(j["claim"]["where"] == "b>=2");
  CHECK(j["tops"].size() == 3);
}

TEST_CASE("check chomp refutes the 3TopRow rule beyond b = 4 with the least counterexample", "[cli][chomp]") {
  const Run r = cgprove("check chomp '[3,b,b+3]' P --where 'b>=3' --json");
  INFO(r.out << r.err);
  REQUIRE(r.code == 1);
  const json j = json::parse(r.out);
  CHECK(j["status"] == "refuted");
  const json& c = j["counterexample"];
  CHECK(c["params"] == json::parse(R"({"b":5})"));
  CHECK(c["position"] == json::parse("[8,5,3]"));
  REQUIRE(c["winning_move"].is_array());
  CHECK(outcome(c["position"]) == "N");
  CHECK(outcome(c["winning_move"]) == "P");
  CHECK(cgprove("check chomp '[3,b,b+3]' P --where '3<=b<=4'").code == 0);
}

TEST_CASE("check chomp: an N claim refuted by a P-position has no winning move", "[cli][chomp]") {
  const Run r = cgprove("check chomp '[3,3,c]' N --where 'c>=3' --json");
  REQUIRE(r.code == 1);
  const json j = json::parse(r.out);
  CHECK(j["counterexample"]["position"] == json::parse("[6,3,3]"));  // [3,3,6] is P (Cho, Summary 1)
  CHECK(j["counterexample"]["winning_move"].is_null());
  CHECK(cgprove("check chomp '[3,3,c]' N --where 'c>=7'").code == 0);
}

TEST_CASE("check chomp says UNDECIDED beyond the 3-row top-row system", "[cli][chomp]") {
  Run r = cgprove("check chomp '[b,b,b]' N --where 'b>=2'");
  CHECK(r.code == 3);
  CHECK(r.out.find("unbounded") != std::string::npos);
  r = cgprove("check chomp '[1,1,1,b]' P --json");
  CHECK(r.code == 3);
  CHECK(json::parse(r.out)["status"] == "undecided");
}

TEST_CASE("check chomp and prove chomp: bad input is one line and exit 2", "[cli][chomp]") {
  for (const char* args : {"check chomp '[2,b,b+2' P", "check chomp '[2,b,b+2]' Q", "check chomp '[2,b,b+2]' P --where 'b<=1'",
                           "check chomp '[2,b,b+2]' P --where 'a>=1'", "check chomp '[b,c]' P",
                           "check chomp '[2,b,b+2]' P --where 'b>=2 &&'", "check chomp '[500,b,b+500]' P",
                           "check chomp '[2,b*b]' P", "prove chomp --top-max 100000", "prove chomp --top-max -1",
                           "prove chomp --rows 4 --top-max 3", "prove chomp",
                           "prove chomp --top-max 3 --coq-by magic --coq no_such_file.v",
                           "prove chomp --rows 2 --top-max 3 --coq-by computation --coq no_such_file.v"}) {
    const Run r = cgprove(args);
    INFO(args << ": " << r.err);
    CHECK(r.code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.out.empty());
  }
  CHECK(!std::ifstream("no_such_file.v"));  // refused before anything is written
}

TEST_CASE("prove chomp --rows 3: JSON schema and Cho's characterisations", "[cli][chomp]") {
  const Run r = cgprove("prove chomp --rows 3 --top-max 10 --json");
  INFO(r.err);
  REQUIRE(r.code == 0);
  const json j = json::parse(r.out);
  CHECK(j["status"] == "proved");
  CHECK(j["seconds"].is_number());
  REQUIRE(j["tops"].size() == 11);
  for (std::size_t t = 0; t < 11; ++t) CHECK(j["tops"][t]["top"] == t);
  // Cho, Proposition 2.3 and section 4: the top row 2 P-positions are exactly [2,b,b+2], b >= 2.
  CHECK(j["tops"][2]["P"] == json::parse(R"([{"pattern":"[2,b,b+2]","where":"b>=2"}])"));
  // Every printed piece re-reads as a family, and check chomp proves it P.
  int pieces = 0;
  for (const json& top : j["tops"])
    for (const json& piece : top["P"]) {
      const std::string args = "check chomp '" + piece["pattern"].get<std::string>() + "' P --where '" +
                               piece["where"].get<std::string>() + "'";
      INFO(args);
      CHECK(cgprove(args).code == 0);
      ++pieces;
    }
  CHECK(pieces >= 11);
}

TEST_CASE("prove chomp --rows 2: n+1 then n from the poison row is the only P-position of top row n", "[cli][chomp]") {
  const Run r = cgprove("prove chomp --rows 2 --top-max 6 --json");
  REQUIRE(r.code == 0);
  const json j = json::parse(r.out);
  REQUIRE(j["tops"].size() == 7);
  CHECK(j["tops"][0]["P"][0]["pattern"] == "[1]");
  for (int n = 1; n <= 6; ++n) {
    std::string expected(1, '[');  // top row first
    expected.append(std::to_string(n)).append(",").append(std::to_string(n + 1)).append("]");
    CHECK(j["tops"][static_cast<std::size_t>(n)]["P"] == json::array({{{"pattern", expected}, {"where", "true"}}}));
  }
}

TEST_CASE("report files are written whole or not at all", "[cli][chomp]") {
  std::string path = "cli_chomp_report_";
  path.append(std::to_string(::getpid())).append(".md");
  Run r = cgprove("check chomp '[2,b,b+2]' P --report " + path);
  REQUIRE(r.code == 0);
  const std::string md = slurp(path);
  std::remove(path.c_str());
  CHECK(md.find("**PROVED**") != std::string::npos);
  CHECK(md.find("### Top row 1") != std::string::npos);  // an auxiliary characterisation
  r = cgprove("prove chomp --top-max 3 --report no_such_dir/x.md");
  CHECK(r.code == 2);
  CHECK(slurp("no_such_dir/x.md").empty());
}

TEST_CASE("prove chomp gives up at the time limit with UNDECIDED", "[cli][chomp]") {
  const Run r = cgprove("prove chomp --top-max 300 --time-limit 0.2 --json");
  CHECK(r.code == 3);
  const json j = json::parse(r.out);
  CHECK(j["status"] == "undecided");
  CHECK(j["proved_up_to"].get<int>() < 300);
}
