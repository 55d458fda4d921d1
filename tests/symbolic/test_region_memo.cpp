// RegionPairMemo and RegionMemo (symbolic/region_memo.h): a hit is always
// the pair (or region) given before. Regions built the same way hit; a different set or other
// parameter names miss; and whatever plain equality holds of is the same
// set, as isl's exact comparison finds.
#include "symbolic/region_memo.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>
#include <vector>

using namespace cgp;

using region_test::parse;

TEST_CASE("RegionPairMemo: a pair built again is found, any other pair is not", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  const char* texts[] = {"a >= 1 && b == a+2", "a%2 == 0 && b >= 3", "(a == 1 && b >= 2) || (a >= 3 && b == 0)",
                         "a >= 0 && b >= 0 && a+b <= 4"};
  RegionPairMemo<int> memo;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) memo.remember(parse(texts[i], ps), parse(texts[j], ps), 10 * i + j);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      // Parsed again: a new isl set of the same text, so the same representation.
      const int* v = memo.find(parse(texts[i], ps), parse(texts[j], ps));
      REQUIRE(v != nullptr);
      CHECK(*v == 10 * i + j);
    }
  CHECK(memo.find(parse("a >= 2 && b == a+2", ps), parse(texts[0], ps)) == nullptr);
  // find_or_remember computes only what is not remembered, then remembers it.
  int computed = 0;
  CHECK(memo.find_or_remember(parse(texts[1], ps), parse(texts[2], ps), [&] { return ++computed; }) == 12);
  CHECK(memo.find_or_remember(parse("a >= 2", ps), parse(texts[2], ps), [&] { return 100 + ++computed; }) == 101);
  CHECK(memo.find_or_remember(parse("a >= 2", ps), parse(texts[2], ps), [&] { return 200 + ++computed; }) == 101);
  CHECK(computed == 1);
  // The same constraints over other names are other regions.
  const std::vector<std::string> qs{"x", "y"};
  CHECK(memo.find(parse("x >= 1 && y == x+2", qs), parse("x >= 1 && y == x+2", qs)) == nullptr);
}

TEST_CASE("region_plain_equal: plainly equal regions are equal sets, with equal hashes", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  const char* texts[] = {"a >= 1 && b == a+2", "b == a+2 && a >= 1", "a >= 1 && a <= 0",
                         "(a == 1 && b >= 2) || (a >= 2 && b >= 2)", "a >= 1 && b >= 2", "a%2 == 0", "a%2 == 0 && a >= 0"};
  for (const char* s : texts)
    for (const char* t : texts) {
      const Region r = parse(s, ps), q = parse(t, ps);
      INFO(s << " vs " << t);
      if (s == t) CHECK(region_plain_equal(r, q));  // parsed twice, one representation
      if (region_plain_equal(r, q)) {
        CHECK(region_is_equal(r, q));
        CHECK(region_plain_hash(r) == region_plain_hash(q));
      }
    }
}

TEST_CASE("RegionMemo: one region built again is found and computed once, and another region is computed", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  RegionMemo<int> memo;
  int computed = 0;
  CHECK(memo.find_or_remember(parse("a%2 == 0 && b >= 3", ps), [&] { return ++computed; }) == 1);
  CHECK(memo.find_or_remember(parse("a%2 == 0 && b >= 3", ps), [&] { return 100 + ++computed; }) == 1);
  CHECK(memo.find_or_remember(parse("a%2 == 1 && b >= 3", ps), [&] { return 200 + ++computed; }) == 202);
  CHECK(memo.find_or_remember(parse("x%2 == 0 && y >= 3", {"x", "y"}), [&] { return 300 + ++computed; }) == 303);
  CHECK(computed == 3);
}
