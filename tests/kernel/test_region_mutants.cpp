// Regions changed one constraint at a time (prover/region_mutants.h), and
// the typed reading of a region they are made from (region_conjunctions).
#include "prover/region_mutants.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

bool has_mutant(const std::vector<RegionMutant>& mutants, const Region& expected) {
  for (const RegionMutant& m : mutants)
    if (region_is_equal(m.region, expected)) return true;
  return false;
}

}  // namespace

TEST_CASE("region_conjunctions reads a region back to the same set") {
  const std::vector<std::string> ab{"a", "b"};
  for (const char* text : {"b>=2", "a>=1 && b%3==1", "(a+b)%4>=2 && a<=5", "a==b+1 || (a>=3 && a%2==0)",
                           "2a>=b+3 && b%5!=2", "true", "false", "a%4==0 || a%4==3"}) {
    INFO(text);
    const Region r = region_test::parse(text, ab);
    CHECK(region_is_equal(region_from_conjunctions(region_conjunctions(r), ab), r));
  }
}

TEST_CASE("a bound moves by one and a residue to every other class, one constraint at a time") {
  const std::vector<std::string> b{"b"};
  const Region r = region_test::parse("b>=4 && b%3==1", b);  // 4, 7, 10, ...
  const auto mutants = region_constraint_mutants(r);
  // the bound +-1 (b >= 5: from 7 on; b >= 3: the same set), the residue 1 -> 2, 1 -> 0, the modulus 3 -> 6.
  CHECK(mutants.size() == 5);
  CHECK(has_mutant(mutants, region_test::parse("b>=7 && b%3==1", b)));
  CHECK(has_mutant(mutants, r));
  CHECK(has_mutant(mutants, region_test::parse("b>=4 && b%3==2", b)));
  CHECK(has_mutant(mutants, region_test::parse("b>=4 && b%3==0", b)));
  CHECK(has_mutant(mutants, region_test::parse("b>=4 && b%6==1", b)));
}

TEST_CASE("each constraint of each disjunct changes alone") {
  const std::vector<std::string> ab{"a", "b"};
  const Region r = region_test::parse("(a>=2 && a<=5) || a==b+7", ab);
  const auto mutants = region_constraint_mutants(r);
  CHECK(mutants.size() == 6);  // two bounds and one equation, each +-1
  CHECK(has_mutant(mutants, region_test::parse("(a>=3 && a<=5) || a==b+7", ab)));
  CHECK(has_mutant(mutants, region_test::parse("(a>=2 && a<=6) || a==b+7", ab)));
  CHECK(has_mutant(mutants, region_test::parse("(a>=2 && a<=5) || a==b+8", ab)));
  CHECK(has_mutant(mutants, region_test::parse("(a>=2 && a<=5) || a==b+6", ab)));
  for (const RegionMutant& m : mutants) {
    INFO(m.what);
    CHECK_FALSE(region_is_equal(m.region, r));
  }
}
