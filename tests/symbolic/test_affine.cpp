// Affine: arithmetic, printing, parsing, substitution and evaluation.
#include <catch2/catch.hpp>

#include "symbolic/affine.h"

#include <random>
#include <string>

using cgp::Affine;
using cgp::Dyadic;

namespace {

Affine affine_of(const std::string& text) {
  auto r = cgp::affine_parse(text);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL("'" << text << "': " << e->message);
  return std::get<Affine>(r);
}

cgp::ParseError affine_error(const std::string& text) {
  auto r = cgp::affine_parse(text);
  REQUIRE(std::holds_alternative<cgp::ParseError>(r));
  return std::get<cgp::ParseError>(r);
}

Dyadic dy(const std::string& s) { return *Dyadic::from_string(s); }

const Affine a = Affine::param("a"), b = Affine::param("b"), c = Affine::param("c");

}  // namespace

TEST_CASE("affine arithmetic is exact and canonical", "[affine]") {
  CHECK(a + b - a == b);
  CHECK((a - a).is_constant());
  CHECK(a - a == Affine(0));
  CHECK(2 * a + 3 == a + a + 3);
  CHECK(-(a - b + 1) == b - a - 1);
  CHECK(dy("1/2") * (2 * a) == a);
  CHECK(Dyadic(0) * (a + 5) == Affine(0));
  CHECK((a + b).hash() == (b + a).hash());
  CHECK(a + b == b + a);
  CHECK(a != b);
  CHECK((3 * a - b).coefficient("a") == Dyadic(3));
  CHECK((3 * a - b).coefficient("z") == Dyadic(0));
  CHECK((a - b + c).params() == std::vector<std::string>{"a", "b", "c"});
  CHECK((dy("1/2") * a).is_integral() == false);
  CHECK((2 * a + 1).is_integral());
  CHECK(cgp::affine_clear_denominators(dy("3/4") * a + dy("1/2")) == 3 * a + 2);
  CHECK_THROWS_AS(Affine::param("ab"), std::invalid_argument);
}

TEST_CASE("parameter names and their order", "[affine]") {
  CHECK(cgp::param_name_is_valid("a"));
  CHECK(cgp::param_name_is_valid("n12"));
  CHECK_FALSE(cgp::param_name_is_valid("ab"));
  CHECK_FALSE(cgp::param_name_is_valid("A"));
  CHECK_FALSE(cgp::param_name_is_valid("1a"));
  CHECK_FALSE(cgp::param_name_is_valid(""));
  std::vector<std::string> names{"b", "a10", "a2", "a", "b", "c1"};
  cgp::param_sort(names);
  CHECK(names == std::vector<std::string>{"a", "a2", "a10", "b", "c1"});
  // The first name used that the pattern lacks, in the order used.
  CHECK(cgp::param_first_missing({"b", "d", "e"}, names) == std::optional<std::string>("d"));
  CHECK_FALSE(cgp::param_first_missing({"c1", "a"}, names));
  CHECK_FALSE(cgp::param_first_missing({}, {}));
}

TEST_CASE("affine printing", "[affine]") {
  CHECK(cgp::affine_to_string(Affine(0)) == "0");
  CHECK(cgp::affine_to_string(Affine(dy("-3/8"))) == "-3/8");
  CHECK(cgp::affine_to_string(a) == "a");
  CHECK(cgp::affine_to_string(-a + 1) == "-a+1");
  CHECK(cgp::affine_to_string(2 * a - b + 3) == "2a-b+3");
  CHECK(cgp::affine_to_string(c - a - 2) == "c-a-2");
  CHECK(cgp::affine_to_string(c - a + 2) == "c-a+2");
  CHECK(cgp::affine_to_string(-a - b) == "-a-b");
  CHECK(cgp::affine_to_string(dy("1/2") * a) == "a/2");
  CHECK(cgp::affine_to_string(dy("-3/4") * a + dy("1/4")) == "-3a/4+1/4");
  CHECK(cgp::affine_to_string(a + dy("1/2")) == "a+1/2");
  CHECK(cgp::affine_to_string(Affine::param("n1") * 5 - 7) == "5n1-7");
}

TEST_CASE("affine parsing", "[affine]") {
  CHECK(affine_of("2a-b+3") == 2 * a - b + 3);
  CHECK(affine_of(" a - 2 ") == a - 2);
  CHECK(affine_of("c-a+2") == c - a + 2);
  CHECK(affine_of("(a+1)") == a + 1);
  CHECK(affine_of("-(a-b)") == b - a);
  CHECK(affine_of("+a") == a);
  CHECK(affine_of("a/2") == dy("1/2") * a);
  CHECK(affine_of("3a/4+1/2") == dy("3/4") * a + dy("1/2"));
  CHECK(affine_of("-3/8") == Affine(dy("-3/8")));
  CHECK(affine_of("0") == Affine(0));
  CHECK(affine_of("n1-n2") == Affine::param("n1") - Affine::param("n2"));
  CHECK(affine_of("123456789012345678901234567890a").coefficient("a") ==
        *Dyadic::from_string("123456789012345678901234567890"));
}

TEST_CASE("affine parse errors name the column and never throw", "[affine]") {
  struct Case {
    std::string input;
    std::size_t column;
    std::string fragment;
  };
  const Case cases[] = {
      {"a*b", 1, "product of parameters is not affine"},
      {"2*a", 1, "unexpected '*' at column 1"},
      {"a^2", 1, "power of a parameter is not affine"},
      {"ab", 0, "'ab' at column 0 is not a parameter"},
      {"2ab+1", 1, "'ab' at column 1"},
      {"1/2a", 3, "a coefficient goes before the name"},
      {"a/3", 2, "denominator 3 is not a power of two at column 2"},
      {"a/0", 2, "denominator 0 at column 2"},
      {"a/", 2, "expected a denominator at column 2"},
      {"", 0, "expected a number or a parameter at column 0, found end of input"},
      {"a+", 2, "expected a number or a parameter at column 2"},
      {"(a+1", 4, "expected ')' at column 4"},
      {"a)", 1, "unexpected ')' at column 1"},
      {"2 a", 2, "unexpected 'a' at column 2"},
      {"A", 0, "found 'A'"},
      {"a+-b", 1, "unexpected '+' at column 1"},
      {std::string(300, '(') + "a" + std::string(300, ')'), 200, "nesting deeper than 200"},
  };
  for (const Case& k : cases) {
    INFO("input: '" << k.input.substr(0, 40) << "'");
    const cgp::ParseError e = affine_error(k.input);
    INFO("message: " << e.message);
    CHECK(e.column == k.column);
    CHECK(e.message.find(k.fragment) != std::string::npos);
    CHECK(e.message.find("column") != std::string::npos);
    CHECK(e.message.find('\n') == std::string::npos);
  }
}

TEST_CASE("affine prefix parsing stops where affine syntax ends", "[affine]") {
  auto r = cgp::affine_parse_prefix("x (a+b)%3==2", 1);
  REQUIRE(std::holds_alternative<cgp::AffinePrefix>(r));
  const auto& p = std::get<cgp::AffinePrefix>(r);
  CHECK(p.value == a + b);
  CHECK(p.end == 7);
  CHECK(p.single);
  CHECK(p.names == std::vector<std::pair<std::string, std::size_t>>{{"a", 3}, {"b", 5}});
  auto s = cgp::affine_parse_prefix("2a-1)*", 0);
  REQUIRE(std::holds_alternative<cgp::AffinePrefix>(s));
  CHECK(std::get<cgp::AffinePrefix>(s).end == 4);
  CHECK_FALSE(std::get<cgp::AffinePrefix>(s).single);
  auto t = cgp::affine_parse_prefix("3+-1", 0);  // +- is the switch of game notation
  REQUIRE(std::holds_alternative<cgp::AffinePrefix>(t));
  CHECK(std::get<cgp::AffinePrefix>(t).end == 1);
}

TEST_CASE("substitution and evaluation", "[affine]") {
  const Affine e = 2 * a - b + 3;
  CHECK(cgp::affine_substitute(e, "a", a - 1) == 2 * a - b + 1);
  // Simultaneous: a -> b, b -> a swaps.
  CHECK(cgp::affine_substitute(e, {{"a", b}, {"b", a}}) == 2 * b - a + 3);
  CHECK(cgp::affine_substitute(e, {{"a", Affine(0)}, {"b", Affine(0)}}) == Affine(3));
  CHECK(cgp::affine_eval(e, {{"a", 5}, {"b", 2}}) == Dyadic(11));
  CHECK(cgp::affine_eval(dy("1/2") * a - dy("1/4"), {{"a", 3}}) == dy("5/4"));
  CHECK(cgp::affine_eval(e, {"b", "a"}, {2, 5}) == Dyadic(11));
  CHECK_THROWS_AS(cgp::affine_eval(e, {{"a", 1}}), std::invalid_argument);
  // Aligned values: a parameter the list lacks, or a list of another length.
  CHECK_THROWS_AS(cgp::affine_eval(e, {"a", "c"}, {1, 2}), std::invalid_argument);
  CHECK_THROWS_AS(cgp::affine_eval(e, {"a", "b"}, {1}), std::invalid_argument);
  // Parameters the affine does not use are ignored, in any order.
  CHECK(cgp::affine_eval(e, {"c", "b", "d", "a"}, {7, 2, -9, 5}) == Dyadic(11));
}

// The aligned evaluation (the guesser's fits) against the map one, on random
// affines at random points, by hand-summed terms as the third opinion.
TEST_CASE("aligned evaluation agrees with evaluation at a map", "[affine][property]") {
  std::mt19937 rng(20261202);
  const std::vector<std::string> params{"a", "b", "c", "d", "e", "f"};
  std::uniform_int_distribution<long> value(-20, 20), num(-9, 9), exp(0, 3), used(0, 1);
  for (int trial = 0; trial < 500; ++trial) {
    const long constant = num(rng);
    Affine e{Dyadic(constant)};
    std::vector<long> x;
    cgp::ParamValues at;
    long eighths = 8 * constant;  // the value times 8, in integers
    for (const std::string& p : params) {
      x.push_back(value(rng));
      at[p] = x.back();
      if (used(rng) == 0) continue;
      const long n = num(rng), k = exp(rng);  // the coefficient n / 2^k
      Dyadic coef(n);
      for (long i = 0; i < k; ++i) coef = coef.half();
      e += Affine::param(p, coef);
      eighths += n * x.back() * (8 >> k);
    }
    const Dyadic by_hand = Dyadic(eighths).half().half().half();
    INFO(cgp::affine_to_string(e));
    CHECK(cgp::affine_eval(e, params, x) == by_hand);
    CHECK(cgp::affine_eval(e, at) == by_hand);
  }
}

TEST_CASE("random affines print and re-parse to themselves", "[affine][property]") {
  std::mt19937 rng(12345);
  const char* names[] = {"a", "b", "c", "n1", "n10"};
  for (int iter = 0; iter < 500; ++iter) {
    Affine e(static_cast<long>(rng() % 21) - 10);
    for (const char* n : names)
      if (rng() % 2) {
        Dyadic k(static_cast<long>(rng() % 21) - 10);
        for (unsigned s = rng() % 4 == 0 ? 1 + rng() % 2 : 0; s > 0; --s) k = k.half();
        e += Affine::param(n, k);
      }
    const std::string text = cgp::affine_to_string(e);
    INFO(text);
    CHECK(affine_of(text) == e);
    // Evaluation agrees with the substitution of constants.
    std::map<std::string, Affine> values;
    cgp::ParamValues point;
    for (const char* n : names) {
      const long v = static_cast<long>(rng() % 11) - 5;
      values[n] = Affine(v);
      point[n] = v;
    }
    const Affine folded = cgp::affine_substitute(e, values);
    REQUIRE(folded.is_constant());
    CHECK(folded.constant() == cgp::affine_eval(e, point));
  }
}
