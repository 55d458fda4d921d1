#include <catch2/catch.hpp>

#include "games/chomp/chomp_position.h"
#include "chomp_test_util.h"

using namespace cgp;
using chomp_test::parse_ok;

namespace {
std::string parse_error(const std::string& text) {
  auto r = parse_chomp(text);
  INFO("parsing " << text);
  REQUIRE(std::holds_alternative<ParseError>(r));
  std::string m = std::get<ParseError>(r).message;
  CHECK(m.find('\n') == std::string::npos);
  CHECK(!m.empty());
  return m;
}
}  // namespace

TEST_CASE("non-increasing lists are read poison row first") {
  CHECK(parse_ok("[5,3,2]").rows == std::vector<int>{5, 3, 2});
  CHECK(parse_ok("[5,5,2,1]").rows == std::vector<int>{5, 5, 2, 1});
  CHECK(parse_ok("[7]").rows == std::vector<int>{7});
}

TEST_CASE("non-decreasing lists are read top row first") {
  CHECK(parse_ok("[2,3,5]").rows == std::vector<int>{5, 3, 2});
  CHECK(parse_ok("[1,1,2,5]").rows == std::vector<int>{5, 2, 1, 1});
}

TEST_CASE("all-equal lists, RxC and spaces") {
  CHECK(parse_ok("[3,3,3]").rows == std::vector<int>{3, 3, 3});
  CHECK(parse_ok("3x4").rows == std::vector<int>{4, 4, 4});
  CHECK(parse_ok(" 3 x 4 ").rows == std::vector<int>{4, 4, 4});
  CHECK(parse_ok("1x1").rows == std::vector<int>{1});
  CHECK(parse_ok("  [ 2 , 3,5 ]  ").rows == std::vector<int>{5, 3, 2});
}

TEST_CASE("printing is poison row first and round-trips") {
  CHECK(to_string(parse_ok("[2,3,5]")) == "[5,3,2]");
  CHECK(to_string(parse_ok("2x3")) == "[3,3]");
  for (const char* s : {"[1]", "[5,3,2]", "[4,4,1]", "[10,9]"}) CHECK(to_string(parse_ok(s)) == s);
}

TEST_CASE("a list that is neither non-increasing nor non-decreasing is an error") {
  CHECK_THAT(parse_error("[2,3,1,5]"), Catch::Contains("list is neither non-increasing nor non-decreasing"));
  CHECK_THAT(parse_error("[3,1,2]"), Catch::Contains("neither non-increasing nor non-decreasing"));
}

TEST_CASE("parse errors name the offending character and its position") {
  std::string m = parse_error("[0,1]");
  CHECK_THAT(m, Catch::Contains("'0'") && Catch::Contains("position 1"));
  m = parse_error("[2,a]");
  CHECK_THAT(m, Catch::Contains("'a'") && Catch::Contains("position 3"));
  m = parse_error("[]");
  CHECK_THAT(m, Catch::Contains("']'") && Catch::Contains("position 1") && Catch::Contains("row length"));
  m = parse_error("3x");
  CHECK_THAT(m, Catch::Contains("end of input") && Catch::Contains("position 2"));
  m = parse_error("[-1,2]");
  CHECK_THAT(m, Catch::Contains("'-'") && Catch::Contains("position 1"));
  m = parse_error("[1, b]");
  CHECK_THAT(m, Catch::Contains("'b'") && Catch::Contains("position 4"));
  m = parse_error("[1 2]");
  CHECK_THAT(m, Catch::Contains("'2'") && Catch::Contains("position 3"));
  m = parse_error("[1,2");
  CHECK_THAT(m, Catch::Contains("end of input") && Catch::Contains("position 4"));
  m = parse_error("[1,2]x");
  CHECK_THAT(m, Catch::Contains("'x'") && Catch::Contains("position 5"));
  m = parse_error("abc");
  CHECK_THAT(m, Catch::Contains("'a'") && Catch::Contains("position 0"));
  m = parse_error("3");
  CHECK_THAT(m, Catch::Contains("'x'") && Catch::Contains("position 1"));
  m = parse_error("0x3");
  CHECK_THAT(m, Catch::Contains("'0'") && Catch::Contains("position 0"));
  m = parse_error("3x0");
  CHECK_THAT(m, Catch::Contains("'0'") && Catch::Contains("position 2"));
  m = parse_error("[1.5]");
  CHECK_THAT(m, Catch::Contains("'.'") && Catch::Contains("position 2"));
  CHECK_THAT(parse_error(""), Catch::Contains("empty"));
  CHECK_THAT(parse_error("   "), Catch::Contains("empty"));
  CHECK_THAT(parse_error(std::string("[1,\x01]")), Catch::Contains("\\x01") && Catch::Contains("position 3"));
  CHECK_THAT(parse_error("[1,\xc3\xa9]"), Catch::Contains("\\xc3") && Catch::Contains("position 3"));
  CHECK_THAT(parse_error("3x4x5"), Catch::Contains("'x'") && Catch::Contains("position 3"));
}

TEST_CASE("positions beyond the size limit are errors") {
  CHECK_THAT(parse_error("2000x2000"), Catch::Contains("too large"));
  CHECK_THAT(parse_error("[99999999999999999999999,1]"), Catch::Contains("too large"));
  CHECK_THAT(parse_error("[1000000,1]"), Catch::Contains("too large"));
  CHECK(parse_ok("1000x1000").rows.size() == 1000);
}

TEST_CASE("chomp_is_valid and chomp_cell_count") {
  CHECK(chomp_is_valid(ChompPosition{{3, 2, 2}}));
  CHECK_FALSE(chomp_is_valid(ChompPosition{{}}));
  CHECK_FALSE(chomp_is_valid(ChompPosition{{2, 3}}));
  CHECK_FALSE(chomp_is_valid(ChompPosition{{2, 0}}));
  CHECK(chomp_cell_count(chomp_rectangle(3, 4)) == 12);
}
