// Chomp patterns: syntax, orientation, domain, printing.
#include "games/chomp/chomp_pattern.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

std::vector<Affine> entries(const std::string& text) {
  auto parsed = chomp_pattern_parse(text);
  if (auto* e = std::get_if<ParseError>(&parsed)) FAIL(text << ": " << e->message);
  return std::get<std::vector<Affine>>(parsed);
}

ChompFamily family(const std::string& pattern, const std::string& region) {
  const auto e = entries(pattern);
  auto f = chomp_family_make(e, region_test::parse(region, chomp_pattern_params(ChompPattern{e})));
  if (auto* msg = std::get_if<std::string>(&f)) FAIL(pattern << " where " << region << ": " << *msg);
  return std::get<ChompFamily>(f);
}

std::string family_error(const std::string& pattern, const std::string& region) {
  const auto e = entries(pattern);
  auto f = chomp_family_make(e, region_test::parse(region, chomp_pattern_params(ChompPattern{e})));
  REQUIRE(std::holds_alternative<std::string>(f));
  return std::get<std::string>(f);
}

}  // namespace

TEST_CASE("chomp patterns parse affine rows") {
  const auto e = entries(" [ 2 , b, b+2 ] ");
  REQUIRE(e.size() == 3);
  CHECK(e[0] == Affine(2));
  CHECK(e[2] == Affine::param("b") + Affine(2));
  CHECK(entries("[2b-c+1,c,0]").size() == 3);
  CHECK(entries("[7]").size() == 1);
  CHECK(entries("3x4") == std::vector<Affine>(3, Affine(4)));
}

TEST_CASE("malformed chomp patterns name the offending column") {
  struct Bad {
    const char* text;
    std::size_t column;
  };
  for (const Bad& bad : {Bad{"2,b]", 0}, Bad{"[2,b", 4}, Bad{"[2,,b]", 3}, Bad{"[2,b*2]", 4}, Bad{"[2,b] x", 6},
                         Bad{"[2,-1]", 3}, Bad{"[b/2]", 1}, Bad{"[]", 1}, Bad{"[2,ab]", 3}, Bad{"[3,10000000000]", 3},
                         Bad{"[b+1,2000000000b]", 5}}) {
    INFO(bad.text);
    auto parsed = chomp_pattern_parse(bad.text);
    REQUIRE(std::holds_alternative<ParseError>(parsed));
    CHECK(std::get<ParseError>(parsed).column == bad.column);
    CHECK(std::get<ParseError>(parsed).message.find('\n') == std::string::npos);
  }
}

TEST_CASE("orientation: top row first where the list grows and poison row first where it shrinks") {
  const ChompFamily top_first = family("[2,b,b+2]", "true");
  CHECK(top_first.top_row_first);
  CHECK(top_first.pattern.rows[0] == Affine::param("b") + Affine(2));
  CHECK(region_is_equal(top_first.domain, region_test::parse("b>=2", {"b"})));
  const ChompFamily poison_first = family("[b+2,b,2]", "true");
  CHECK_FALSE(poison_first.top_row_first);
  CHECK(poison_first.pattern == top_first.pattern);
  CHECK(region_is_equal(poison_first.domain, top_first.domain));
  // Constant rows read the same either way.
  CHECK(family("[3,3,3]", "true").pattern.rows[2] == Affine(3));
  // [b,2,2] is ambiguous on b>=0 but not once b>=2.
  CHECK(family_error("[b,2,2]", "true").find("both ways") != std::string::npos);
  const ChompFamily f = family("[b,2,2]", "b>=2");
  CHECK(f.pattern.rows[0] == Affine::param("b"));
  CHECK_FALSE(family("[b,c]", "b>=c").top_row_first);
  CHECK(family("[b,c]", "c>=b").top_row_first);
}

TEST_CASE("zero rows are absent rows allowed only on top") {
  const ChompFamily f = family("[b,3]", "b<=3");  // b=0 leaves the single row [3]
  CHECK(f.top_row_first);
  CHECK(region_is_equal(f.domain, region_test::parse("b<=3", {"b"})));
  CHECK(*chomp_pattern_instantiate(f.pattern, {{"b", 0}}) == std::vector<long>{3});
  CHECK(*chomp_pattern_instantiate(f.pattern, {{"b", 2}}) == std::vector<long>{3, 2});
  CHECK_FALSE(chomp_pattern_instantiate(ChompPattern{{Affine(3), Affine(0), Affine(2)}}, {}));
  CHECK(family_error("[b+1,b]", "b>=5 && b<=4").find("not a Chomp position") != std::string::npos);
  CHECK(family_error("[0,0]", "true").find("not a Chomp position") != std::string::npos);
}

TEST_CASE("printing is top row first and re-reads to the same family") {
  for (const char* text : {"[2,b,b+2]", "[b+2,b,2]", "[b,b+1]", "[3,5,5]", "[2b+1,b+1,1]"}) {
    INFO(text);
    const ChompFamily f = family(text, "true");
    const std::string printed = chomp_pattern_to_string(f.pattern);
    const ChompFamily again = family(printed, region_to_string(f.domain));
    CHECK(again.pattern == f.pattern);
    CHECK(region_is_equal(again.domain, f.domain));
  }
  CHECK(chomp_pattern_to_string(family("[b+2,b,2]", "true").pattern) == "[2,b,b+2]");
  CHECK(chomp_pattern_to_string(ChompPattern{{Affine::param("b") + Affine(1), Affine::param("b"), Affine(0)}}) == "[b,b+1]");
}
