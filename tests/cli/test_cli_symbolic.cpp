// cgprove simplify / compare as a user meets them: the --json schema, exit
// codes and one-line errors.
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

using namespace cli_test;

TEST_CASE("simplify --json: pieces of the paper's g(a) step", "[cli]") {
  // {{{a-3|1}|0}|} = 0 for a >= 2 (Thanatipanonda-Zeilberger, A11, bypassing a reversible move).
  const Run r = cgprove("simplify '{{{a-3|1}|0}|}' --where 'a>=2' --json");
  REQUIRE(r.code == 0);
  REQUIRE(r.out == "{\"input\":\"{{{a-3|1}|0}|}\",\"where\":\"a>=2\",\"pieces\":[{\"where\":\"a>=2\",\"value\":\"0\"}]}\n");
}

TEST_CASE("simplify: {a-1|1} splits where the number rules change", "[cli]") {
  // a = 0: {-1|1} = 0; a = 1: {0|1} = 1/2; a = 2: {1|1} = 1*; a >= 3: a hot switch.
  const Run r = cgprove("simplify '{a-1|1}' --json");
  REQUIRE(r.code == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["pieces"] == nlohmann::json::parse(
                             R"([{"where":"a==0","value":"0"},{"where":"a==1","value":"1/2"},)"
                             R"({"where":"a==2","value":"1*"},{"where":"a>=3","value":"{a-1|1}"}])"));
}

TEST_CASE("compare --json: the B11 induction step", "[cli]") {
  const Run r = cgprove(
      "compare '{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }' '{c-a-2|c-a+2}' --json");
  REQUIRE(r.code == 0);
  REQUIRE(r.out == "{\"pieces\":[{\"where\":\"true\",\"relation\":\"=\"}]}\n");
  // a against 1: less at a = 0, equal at 1, greater beyond; * against 0 is fuzzy.
  const auto j = nlohmann::json::parse(cgprove("compare a 1 --json").out);
  REQUIRE(j["pieces"].size() == 3);
  REQUIRE(nlohmann::json::parse(cgprove("compare '*' 0 --json").out)["pieces"][0]["relation"] == "||");
}

TEST_CASE("symbolic bad input: one line, exit 2, beyond the engine: exit 3", "[cli]") {
  for (const char* args : {"simplify '{a|'", "simplify '{a*b|}'", "simplify '{a|} ? 1'",
                           "simplify '{a|}' --where 'a>=2 && a<=1'", "simplify a --where 'a>>1'",
                           "compare a"}) {
    const Run r = cgprove(args);
    INFO(args << ": " << r.err);
    REQUIRE(r.code == 2);
    REQUIRE(lines(r.err) == 1);
    REQUIRE(r.out.empty());
  }
  // a^2 is a power since polynomial leaves (issue 24), no longer bad input.
  REQUIRE(cgprove("simplify 'a^2'").code == 0);
  // A floor modulo 2^10 would need 1024 residue classes: beyond the engine.
  REQUIRE(cgprove("simplify '{a/1024|}'").code == 3);
}
