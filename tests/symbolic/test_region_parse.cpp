// Region text: parsing, printing, round trips and syntax errors.
#include <catch2/catch.hpp>

#include "symbolic/region.h"
#include "tests/region_text.h"

#include <string>

namespace {

cgp::ParseError region_error(const std::string& text, const std::vector<std::string>& params = {}) {
  auto r = cgp::region_parse(text, params);
  REQUIRE(std::holds_alternative<cgp::ParseError>(r));
  return std::get<cgp::ParseError>(r);
}

}  // namespace

TEST_CASE("regions print in the stable syntax", "[region]") {
  struct Case {
    std::string input, printed;
  };
  const Case cases[] = {
      {"a>=1", "a>=1"},
      {"a>=0", "true"},  // the default domain is left out
      {"true", "true"},
      {"false", "false"},
      {"a>=2 && a<=1", "false"},
      {"b%2==1 && b>=0", "b%2==1"},
      {"b%2==1 && b>=1", "b%2==1"},  // odd b >= 0 is at least 1
      {"(a+b)%3==2", "(a+b)%3==2"},
      {"!((a+b)%3==2)", "(a+b)%3!=2"},
      {"a%4>=2", "a%4>=2"},
      {"a%4<=1 && a%4>=1", "a%4==1"},
      {"2a%3==1", "a%3==2"},
      {"(2a+2b)%4==2", "(a+b)%2==1"},
      {"(a-b)%3==1", "(a-b)%3==1"},
      {"(a+2b)%3==1", "(a-b)%3==1"},  // coefficients are reduced to the nearest representative
      {"a%6==1 && !(a%4==1)", "a%12==7"},
      {"a!=3", "a<=2 || a>=4"},
      {"!(a>=3)", "a<=2"},
      {"a>3", "a>=4"},
      {"a<3", "a<=2"},
      {"1<=a<=5", "a>=1 && a<=5"},
      {"c-a>=2", "c-a>=2"},
      {"a-c>=-2", "c-a<=2"},
      {"a==b+1", "a-b==1"},
      {"a/2>=1", "a>=2"},
      {"a/2>1", "a>=3"},
      {"(a>=1 || b>=1) && c>=0", "a+b>=1"},
      {"a>=1 && b%2==1", "a>=1 && b%2==1"},
      {"b%2==1 && a>=1", "a>=1 && b%2==1"},
      {"a%1==0", "true"},
      {"!(a%2==0 && b>=3)", "(a%2==0 && b<=2) || a%2==1"},
      // isl joins residues into one modulus beyond the parser's limit
      // (a%8633==1); the printer splits it by the Chinese remainder theorem.
      {"a%97==1 && a%89==1", "a%89==1 && a%97==1"},
      {"a%1000==1 && a%999==3", "a%125==1 && a%27==3 && a%37==3 && a%8==1"},
  };
  for (const Case& k : cases) {
    INFO("input: " << k.input);
    const cgp::Region r = region_test::parse(k.input);
    CHECK(cgp::region_to_string(r) == k.printed);
    CHECK(cgp::region_is_equal(region_test::parse(cgp::region_to_string(r), r.params()), r));
  }
}

TEST_CASE("regions re-parse to equal regions", "[region]") {
  const char* inputs[] = {
      "a%3!=0 && a%2==0",
      "a>=0 && b>=0 && !(a%2==1 && b%2==0 && a>=b)",
      "(a+b)%3==2 || a-b>=4",
      "!(2a-3b>=1) && a%5==3",
      "!(a%4==1 || a%4==2)",
      "(a+1)%4<=1",
      "(a%3==1 && b<=4) || (a%2==0 && b>=a)",
      // one modulus beyond the limit, with allowed values that are not a product
      "(a%8==1 && a%127==2) || (a%8==3 && a%127<=4) || (a%8>=5 && a%127!=7)",
      "a%97==1 && a%89==1 && (a+b)%999!=3 && b%1000<=500",
      "!(a%16==3 && a%125==7) && a%9==4 && a>=2",
  };
  for (const char* text : inputs) {
    INFO(text);
    const cgp::Region g = region_test::parse(text);
    const std::string printed = cgp::region_to_string(g);
    INFO("printed: " << printed);
    CHECK(cgp::region_is_equal(region_test::parse(printed, g.params()), g));
  }
}

TEST_CASE("region parameters: given, or the names used in order", "[region]") {
  CHECK(region_test::parse("c>=1 && a>=b").params() == std::vector<std::string>{"a", "b", "c"});
  CHECK(region_test::parse("a10>=a2").params() == std::vector<std::string>{"a2", "a10"});
  CHECK(region_test::parse("true").params().empty());
  const cgp::Region r = region_test::parse("a>=1", {"c", "a", "b"});
  CHECK(r.params() == std::vector<std::string>{"c", "a", "b"});
  CHECK(cgp::region_contains(r, cgp::RegionPoint{7, 1, 0}));
  CHECK_FALSE(cgp::region_contains(r, cgp::RegionPoint{7, 0, 0}));
  CHECK(cgp::region_to_string(r) == "a>=1");
}

TEST_CASE("region parse errors name the column and never throw", "[region]") {
  struct Case {
    std::string input;
    std::size_t column;
    std::string fragment;
    std::vector<std::string> params = {};
  };
  const Case cases[] = {
      {"a*b>=1", 1, "product of parameters is not affine"},
      {"a^2>=1", 1, "power of a parameter is not affine"},
      {"ab>=1", 0, "'ab' at column 0 is not a parameter"},
      {"a+b%2==1", 3, "put a sum in parentheses"},
      {"a>=1 b", 5, "unexpected 'b' at column 5"},
      {"(a>=1", 5, "expected ')' at column 5, found end of input"},
      {"a = 1", 2, "write == for equality"},
      {"a>=1 &&", 7, "at column 7, found end of input"},
      {"a", 1, "expected a comparison"},
      {"", 0, "found end of input"},
      {"a%0==0", 2, "modulus 0 at column 2"},
      {"a%1001==0", 2, "modulus 1001 at column 2 exceeds the limit of 1000"},
      {"(a+b%2==1) || b>=0", 4, "put a sum in parentheses"},
      {"a%2==2", 5, "residue 2 at column 5 is not in 0..1"},
      {"a%2==-1", 5, "residue -1"},
      {"a%==1", 2, "expected a modulus at column 2"},
      {"a%2", 3, "expected a comparison"},
      {"a%2==", 5, "expected a residue at column 5"},
      {"(a/2)%2==1", 0, "'%' needs integer coefficients"},
      {"a>=1 & b>=1", 5, "unexpected '&' at column 5"},
      {"a>=1 || (b", 10, "at column 10"},
      {"x>=1", 0, "unknown parameter 'x' at column 0", {"a", "b"}},
      {"a>=1", 0, "invalid parameter name 'A1'", {"A1"}},
      {"a>=1", 0, "duplicate parameter 'a'", {"a", "a"}},
      {std::string(300, '(') + "a>=1" + std::string(300, ')'), 200, "nesting deeper than 200"},
      {std::string(300, '!') + "a>=1", 200, "nesting deeper than 200"},
  };
  for (const Case& k : cases) {
    INFO("input: '" << k.input.substr(0, 40) << "'");
    const cgp::ParseError e = region_error(k.input, k.params);
    INFO("message: " << e.message);
    CHECK(e.column == k.column);
    CHECK(e.message.find(k.fragment) != std::string::npos);
    CHECK(e.message.find("column") != std::string::npos);
    CHECK(e.message.find('\n') == std::string::npos);
  }
}

TEST_CASE("region_to_message: region_to_string's text wherever that prints", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  for (const char* x : {"a >= 1 && b == a+2", "(a+b)%3 == 1 && a <= 7", "a >= 1 && a <= 0"}) {
    const cgp::Region r = region_test::parse(x, ps);
    CHECK(cgp::region_to_message(r) == cgp::region_to_string(r));
  }
}
