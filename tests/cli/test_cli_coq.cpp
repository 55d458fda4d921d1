// --coq FILE.v on the commands that prove: the file appears only for a proved
// theorem, states what was proved, and a failed write leaves nothing behind.
// (Whether coqc accepts the scripts is tested by tests/coq.)
#include "tests/cli/cli_run.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <unistd.h>

using namespace cli_test;

namespace {

std::string scratch(const std::string& name) { return "cli_coq_" + std::to_string(getpid()) + "_" + name; }

bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

}  // namespace

TEST_CASE("value tf --coq writes one lemma per reachable position", "[cli][coq]") {
  const std::string f = scratch("value.v");
  const Run r = cgprove("value tf TT_F_ --coq " + f);
  REQUIRE(r.code == 0);
  const std::string v = slurp(f);
  std::remove(f.c_str());
  // TT_F_ reaches 23 positions (itself included); its value is 3/2.
  CHECK(occurrences(v, "\nLemma p_") == 23);
  CHECK(v.find("Theorem value_TTEFE : tf_game [T; T; E; F; E] == dyadic 3 1.") != std::string::npos);
  CHECK(v.find("Print Assumptions value_TTEFE.") != std::string::npos);
  CHECK(v.find("Admitted") == std::string::npos);
}

TEST_CASE("prove tf --coq states the family's value", "[cli][coq]") {
  const std::string f = scratch("a11.v");
  const Run r = cgprove("prove tf \"T^a _ T^b F\" --coq " + f);
  REQUIRE(r.code == 0);
  const std::string v = slurp(f);
  std::remove(f.c_str());
  CHECK(v.find("Theorem family : forall a b, tf_game (family_board a b) == family_value (Z.of_nat a) (Z.of_nat b).") !=
        std::string::npos);
  CHECK(v.find("Definition family_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].") !=
        std::string::npos);
  CHECK(v.find("Print Assumptions family.") != std::string::npos);
}

TEST_CASE("check tf --coq states the claim on its region", "[cli][coq]") {
  const std::string f = scratch("claim.v");
  const Run r = cgprove("check tf \"T^a _ T^b F\" a --where \"b>=2\" --coq " + f);
  REQUIRE(r.code == 0);
  const std::string v = slurp(f);
  std::remove(f.c_str());
  CHECK(v.find("Definition family_value (a b : Z) : game := int a.") != std::string::npos);
  CHECK(v.find("Theorem claim : forall a b, (Z.of_nat b >= 2)%Z -> tf_game (family_board a b) == family_value") !=
        std::string::npos);
}

TEST_CASE("check tf --coq writes nothing for a refuted claim", "[cli][coq]") {
  const std::string f = scratch("refuted.v");
  const Run r = cgprove("check tf \"T^a _ T^b F\" a --coq " + f);
  REQUIRE(r.code == 1);
  CHECK_FALSE(exists(f));
}

TEST_CASE("check chomp --coq states the claim", "[cli][coq]") {
  const std::string f = scratch("chomp.v");
  const Run r = cgprove("check chomp \"[2,b,b+2]\" P --coq " + f);
  REQUIRE(r.code == 0);
  const std::string v = slurp(f);
  std::remove(f.c_str());
  CHECK(v.find("Theorem claim : forall b, (Z.of_nat b >= 2)%Z -> chomp_P [b + 2; b; 2].") != std::string::npos);
}

TEST_CASE("check tf --coq-by strategy states the claim as typed, both halves by the strategy rule", "[cli][coq]") {
  const std::string f = scratch("strategy.v");
  const Run r = cgprove("check tf \"T^a __ FF\" \"{{a-3|a-2}|{*|1}}\" --where \"a>=3\" --coq-by strategy --coq " + f);
  REQUIRE(r.code == 0);
  const std::string v = slurp(f);
  std::remove(f.c_str());
  // The claim's tree as typed, over the claim's parameter z1 = a.
  CHECK(v.find("Definition claim (z1 : Z) : game := Game [t1 z1] [t2 z1].") != std::string::npos);
  CHECK(v.find("Definition t1 (z1 : Z) : game := Game [int (z1 - 3)] [int (z1 - 2)].") != std::string::npos);
  CHECK(v.find("Definition t2 (z1 : Z) : game := Game [nstar (int 0)] [int 1].") != std::string::npos);
  CHECK(v.find("Theorem claim_holds (a : nat) :\n  (Z.of_nat a >= 3)%Z ->\n  tf_game (repeat T a ++ [E; E; F; F]) == "
               "claim (Z.of_nat a).") != std::string::npos);
  CHECK(v.find("Module Lower.") != std::string::npos);
  CHECK(v.find("Module Upper.") != std::string::npos);
}

TEST_CASE("check tf --coq-by with an unknown method: one line, exit 2", "[cli][coq]") {
  const Run r = cgprove("check tf \"T^a __ F\" a-1 --where \"a>=1\" --coq-by induction --coq x.v");
  CHECK(r.code == 2);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.find("--coq-by") != std::string::npos);
}

TEST_CASE("a Coq script into a missing directory: one line, exit 2, no file", "[cli][coq]") {
  const Run r = cgprove("value tf T_F --coq no_such_dir_cgprove/x.v");
  CHECK(r.code == 2);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.find("no_such_dir_cgprove/x.v") != std::string::npos);
  CHECK_FALSE(exists("no_such_dir_cgprove/x.v.tmp"));
}

// A31's proof (about 380 KB) is beyond one file's 200 KB: it is split into
// files named after the main one, which requires them in order.
TEST_CASE("prove tf --coq splits a large proof into files named after the main one", "[cli][coq]") {
  const std::string m = "cli_coq_" + std::to_string(getpid()) + "_a31";
  const Run r = cgprove("prove tf --class A31 --coq " + m + ".v");
  REQUIRE(r.code == 0);
  const std::string v = slurp(m + ".v");
  for (const char* part : {"_base", "_values1", "_cases1", "_cases2", "_steps1"}) {
    const std::string f = m + part + ".v";
    CHECK(exists(f));
    CHECK(v.find(m + part) != std::string::npos);
    std::remove(f.c_str());
  }
  std::remove((m + ".v").c_str());
  CHECK(v.find("The proof is split into 6 files") != std::string::npos);
  CHECK(v.find("Theorem A31 :") != std::string::npos);
}

TEST_CASE("a split proof needs a main file named like a Coq module: one line, exit 2", "[cli][coq]") {
  const std::string m = "cli-coq-" + std::to_string(getpid());
  const Run r = cgprove("prove tf --class A31 --coq " + m + ".v");
  CHECK(r.code == 2);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.find("Coq identifier") != std::string::npos);
  CHECK_FALSE(exists(m + ".v"));
  CHECK_FALSE(exists(m + "_base.v"));
}
