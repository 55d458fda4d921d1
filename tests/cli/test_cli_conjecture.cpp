// cgprove conjecture: bad input is one line and exit 2; the paper's example
// through the real executable.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_run.h"

using cli_test::cgprove;

namespace {

std::string table_file(const std::string& name, const std::string& content) {
  const std::string path = cli_test::temp_path(name);
  std::ofstream(path) << content;
  return path;
}

void check_bad(const std::string& args, const std::string& expected) {
  INFO(args);
  auto r = cgprove(args);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(cli_test::lines(r.err) == 1);
  CHECK(r.err.find(expected) != std::string::npos);
}

}  // namespace

TEST_CASE("conjecture --table: bad tables and requests") {
  const std::string empty = table_file("conj_empty.tsv", "");
  const std::string text = table_file("conj_text.tsv", "a\tb\n1\t2\n3\tmany\n");
  const std::string good = table_file("conj_good.tsv", "x\ty\ta\n1\t2\t3\n2\t5\t7\n4\t1\t5\n");
  check_bad("conjecture --table " + empty + " --target a", "empty table");
  check_bad("conjecture --table " + text + " --target a", "line 3, column 'b': 'many' is not a finite number");
  check_bad("conjecture --table " + good + " --target a --invariants x,nope", "unknown invariant 'nope'");
  check_bad("conjecture --table " + good + " --target b", "target 'b' is not an invariant of the table");
  check_bad("conjecture --table " + good + " --target a --operators +,sin", "unknown operator 'sin'");
  check_bad("conjecture --table " + good + " --target a --upper --lower", "not both");
  check_bad("conjecture chomp --examples \"[2,1],[1,2,1]\"", "bad example \"[1,2,1]\"");
  check_bad("conjecture chomp --p-theory --examples \"[3]\"", "example [3] is an N-position");
  check_bad("conjecture chomp --examples \"[2,1]\" --target grundy_value", "unknown target invariant 'grundy_value'");
  check_bad("conjecture chomp --examples \"[2,1]\" --invariants number_of_rows,outcome", "unknown invariant 'outcome'");
  check_bad("conjecture chomp --examples \"[1]\" --check-box 40x40", "more than 20,000,000 positions");
  check_bad("conjecture chomp --p-theory --check-box 40x40", "box 40x40 is too large");
  check_bad("conjecture chomp --p-theory --check-box 4", "bad --check-box \"4\"");
  for (const auto& f : {empty, text, good}) std::remove(f.c_str());
}

TEST_CASE("conjecture --table finds x + y") {
  const std::string good = table_file("conj_sum.tsv", "x\ty\ta\n1\t2\t3\n2\t5\t7\n4\t1\t5\n");
  auto r = cgprove("conjecture --table " + good + " --target a --operators + --json");
  CHECK(r.code == 0);
  // x + y uses only rational operators: its verdicts are exact.
  CHECK(r.out.find("\"conjectures\":[{\"expression\":\"x + y\",\"complexity\":3,\"exact_on\":[\"1\",\"2\",\"3\"],"
                   "\"exact\":true}]") != std::string::npos);
  std::remove(good.c_str());
}

TEST_CASE("conjecture chomp: the paper's example") {
  auto r = cgprove(
      "conjecture chomp --examples \"[1],[2,2]\" --target number_of_cookies --upper --invariants "
      "number_of_rows,number_of_columns");
  CHECK(r.code == 0);
  // The paper's two conjectures, in its order (tests/data/larson_conjecturing_chomp.txt).
  const auto first = r.out.find("1. number_of_cookies(x) <= 2*number_of_rows(x)");
  const auto second = r.out.find("2. number_of_cookies(x) <= number_of_rows(x)^2");
  CHECK(first != std::string::npos);
  CHECK(second != std::string::npos);
  CHECK(first < second);
}

TEST_CASE("conjecture chomp --json: the schema of a P-theory run") {
  auto r = cgprove("conjecture chomp --p-theory --lower --check-box 6x6 --json");
  REQUIRE(r.code == 0);
  for (const char* key : {"\"target\":\"number_of_cookies\"", "\"bound\":\"lower\"", "\"conjectures\":[{\"expression\":",
                          "\"check\":{\"box\":[6,6],\"p_positions\":", "\"counterexample\":", "\"accepted\":[",
                          "\"expressions_evaluated\":", "\"seconds\":", "\"rounds\":[{\"round\":1,",
                          "\"conjecture_14\":{\"box\":[6,6],\"implied\":"})
    CHECK(r.out.find(key) != std::string::npos);
  CHECK(cli_test::lines(r.out) == 1);
}

TEST_CASE("the conjecture player in a match") {
  auto r = cgprove("chomp match conjecture random --boards 4x4");
  CHECK(r.code == 0);
  CHECK(r.out.find("conjecture") != std::string::npos);
  auto bad = cgprove("chomp match conjectures random");
  CHECK(bad.code == 2);
  CHECK(bad.err.find("conjecture") != std::string::npos);  // listed among the players
}
