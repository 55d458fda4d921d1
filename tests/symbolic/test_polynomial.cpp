// Polynomials and games with polynomial leaves. Arithmetic against evaluation
// at points (a polynomial identity holds iff it holds at enough points);
// printing against parsing (round trip); and the sign decisions of
// PolynomialDomain against brute force: for random products of affine
// factors (plus constants), every piece of poly_compare is right at every
// point of a box. Questions no affine factorisation settles are refused.
#include "symbolic/game_store.h"
#include "symbolic/poly_domain.h"
#include "symbolic/poly_eval.h"
#include "symbolic/poly_game.h"
#include "symbolic/region.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

#include <random>

using namespace cgp;

namespace {

Polynomial poly(const std::string& text) {
  auto r = poly_parse(text);
  if (auto* e = std::get_if<ParseError>(&r)) FAIL("parse " << text << ": " << e->message);
  return std::get<Polynomial>(r);
}

PolyGame pgame(const std::string& text) {
  auto r = poly_game_parse(text);
  if (auto* e = std::get_if<ParseError>(&r)) FAIL("parse " << text << ": " << e->message);
  return std::get<PolyGame>(r);
}

Relation concrete_relation(GameId g, GameId h) {
  GameStore& s = GameStore::instance();
  const bool le = s.leq(g, h), ge = s.leq(h, g);
  return le && ge ? Relation::Equal : le ? Relation::Less : ge ? Relation::Greater : Relation::Fuzzy;
}

// Every piece of poly_compare(g, h) is the concrete relation at every point
// of [0, box]^n in it, and the pieces cover the region.
void check_compare(const PolyGame& g, const PolyGame& h, const Region& where, long box) {
  GameStore& s = GameStore::instance();
  const auto pieces = poly_compare(g, h, where);
  Region covered = region_empty(pieces.empty() ? where.params() : pieces.front().where.params());
  for (const RelationPiece& p : pieces) {
    covered = region_union(covered, p.where);
    for (const RegionPoint& x : region_points_in_box(p.where, 0, box)) {
      const ParamValues at = region_point_values(p.where, x);
      INFO("G = " << poly_game_to_string(g) << ", H = " << poly_game_to_string(h) << " at "
                  << region_to_string(p.where));
      REQUIRE(concrete_relation(poly_game_instantiate(s, g, at), poly_game_instantiate(s, h, at)) == p.relation);
    }
  }
  REQUIRE(region_is_subset(region_align(where, covered.params()), covered));
}

}  // namespace

TEST_CASE("polynomial arithmetic agrees with evaluation at points", "[polynomial]") {
  const Polynomial x = poly("(a-1)(b-1)"), y = poly("ab/2-3a+b^2"), z = poly("2a-b+3");
  for (long a = -3; a <= 3; ++a)
    for (long b = -3; b <= 3; ++b) {
      const ParamValues at{{"a", a}, {"b", b}};
      const Dyadic ex = Dyadic(a - 1) == Dyadic(0) ? Dyadic(0) : dyadic_mul(Dyadic(a - 1), Dyadic(b - 1));
      REQUIRE(poly_eval(x, at) == ex);
      REQUIRE(poly_eval(x * y, at) == dyadic_mul(poly_eval(x, at), poly_eval(y, at)));
      REQUIRE(poly_eval(x + y - z, at) == poly_eval(x, at) + poly_eval(y, at) - poly_eval(z, at));
      REQUIRE(poly_eval(poly_power(z, 3), at) ==
              dyadic_mul(poly_eval(z, at), dyadic_mul(poly_eval(z, at), poly_eval(z, at))));
      // substitution of affines: x(a -> b+1, b -> 2a) at (a, b) is x at (b+1, 2a)
      const Polynomial sub = poly_substitute(x, std::map<std::string, Affine>{{"a", Affine::param("b") + Affine(1)},
                                                                              {"b", Affine::param("a", Dyadic(2))}});
      REQUIRE(poly_eval(sub, at) == poly_eval(x, ParamValues{{"a", b + 1}, {"b", 2 * a}}));
    }
  REQUIRE(poly("(a-1)(b-1)") == poly("ab-a-b+1"));
  REQUIRE(poly("(a-1)(b-1)").hash() == poly("ab-a-b+1").hash());
  REQUIRE(poly("a^2") == poly("aa"));
  REQUIRE(poly("(a+1)^2") == poly("a^2+2a+1"));
  REQUIRE(poly("ab-ba").is_constant());
  REQUIRE(poly("2a-b+3").as_affine() == std::optional<Affine>(Affine::param("a", Dyadic(2)) - Affine::param("b") + 3));
  REQUIRE_FALSE(poly("ab").as_affine());
}

TEST_CASE("polynomial text reads back as the same polynomial", "[polynomial]") {
  for (const char* text : {"ab-a-b+1", "ab/2", "a^2", "2ab-b", "3a^2b/4", "aa/4", "-ab+2", "a^2a/8-c", "a2b-n1^2",
                           "0", "-3/8", "2a-b+3"}) {
    const Polynomial p = poly(text);
    INFO(text << " printed " << poly_to_string(p));
    REQUIRE(poly(poly_to_string(p)) == p);
  }
  REQUIRE(poly_to_string(poly("(a-1)(b-1)")) == "ab-a-b+1");
  REQUIRE(poly_to_string(poly("b/2a")) == "ab/2");
  // Affine text means the same in both readings.
  REQUIRE(poly("2a-b/4+3") == Polynomial(std::get<Affine>(affine_parse("2a-b/4+3"))));
  // Products of affine factors print as products, in parameter order.
  REQUIRE(poly_game_to_string(pgame("(b-1)(a-1)*")) == "(a-1)(b-1)*");
  REQUIRE(poly_game_to_string(pgame("{2ab+2a|-a^2+2a-1}")) == "{2a(b+1)|-(a-1)^2}");
  REQUIRE(poly_game_to_string(pgame("ab/2-a/2")) == "ab/2-a/2");  // (a)(b-1)/2 would not read back
  for (const char* text : {"{(a-1)(b-1)|0}", "(a-1)(b-1)*", "ab^", "{ab/2||0|-a^2}", "(ab)^*", "a^2+^3*",
                           "((a-1)^2)^", "((a-1)(b-1))v*", "-(a-b)^2*", "a^2b^", "{a(a+1)|ab^^}"}) {
    const PolyGame g = pgame(text);
    INFO(text << " printed " << poly_game_to_string(g));
    REQUIRE(pgame(poly_game_to_string(g)) == g);
  }
}

TEST_CASE("polynomial notation: products only by juxtaposition, errors name the place", "[polynomial]") {
  // `*` stays star: (a-1)(b-1)* is the product plus star, a*b is no product.
  const PolyGame g = pgame("(a-1)(b-1)*");
  REQUIRE(g.is_leaf());
  REQUIRE(g.as_leaf().nim == 1u);
  REQUIRE(g.number() == poly("ab-a-b+1"));
  for (const char* bad : {"a*b", "(a-1) (b-1)", "{1|}a", "a^99", "a/2^2"}) {
    INFO(bad);
    REQUIRE(std::holds_alternative<ParseError>(poly_game_parse(bad)));
  }
  // The affine reading is unchanged: products and powers are refused there.
  REQUIRE(std::holds_alternative<ParseError>(sym_game_parse("ab")));
  REQUIRE(std::holds_alternative<ParseError>(sym_game_parse("(a-1)(b-1)")));
  REQUIRE(std::holds_alternative<ParseError>(sym_game_parse("a^2")));
}

// Found by the fuzzer: juxtaposition built c^22, which printed as `c^22`
// and did not read again (powers are at most ^16). The degree of a leaf is
// now bounded as its written powers are.
TEST_CASE("a leaf's degree is bounded like its powers, so every leaf prints readably", "[polynomial]") {
  const std::string c16(16, 'c');
  const PolyGame g = pgame(c16 + "+a");
  CHECK(g.number() == poly("c^16+a"));
  CHECK(pgame(poly_game_to_string(g)) == g);
  for (const std::string& bad : {c16 + "c", std::string("(a+1)^9(a+1)^8"), std::string("((a+b)^4)^5"),
                                 std::string("ha+-aaa1cccccccca1ccccccccccccccv")}) {
    INFO(bad);
    const auto r = poly_game_parse(bad);
    REQUIRE(std::holds_alternative<ParseError>(r));
    CHECK(std::get<ParseError>(r).message.find("largest degree 16") != std::string::npos);
  }
}

TEST_CASE("factoring gives affine factors whose product is the polynomial", "[polynomial]") {
  const Polynomial p = poly("2ab-2a-2b+2");  // 2(a-1)(b-1)
  const PolyFactors f = poly_factor(p);
  Polynomial product(f.unit);
  for (const auto& [factor, e] : f.factors) {
    REQUIRE(factor.degree() == 1);
    product = product * poly_power(factor, e);
  }
  REQUIRE(product == p);
  REQUIRE(f.factors.size() == 2);
  REQUIRE(poly_factor(poly("a^2+b^2+1")).factors.size() == 1);  // irreducible
}

TEST_CASE("signs of random products of affine factors equal the concrete signs on a box", "[polynomial]") {
  std::mt19937 rng(20261125);
  std::uniform_int_distribution<int> coef(-2, 2), constant(-4, 4), nfactors(1, 3), shift(-3, 3);
  const Region where = region_test::parse("a>=0 && b>=0");
  const std::vector<std::string> names{"a", "b"};
  for (int round = 0; round < 100; ++round) {
    Polynomial p(Dyadic(coef(rng) == 0 ? 1 : coef(rng)));
    const int n = nfactors(rng);
    for (int i = 0; i < n; ++i) {
      Affine f(constant(rng));
      for (const std::string& name : names) f += Affine::param(name, Dyadic(coef(rng)));
      p = p * Polynomial(f);
    }
    // A constant shift too, half of the time: decided by raising factor bounds.
    if (round % 2) p += Polynomial(Dyadic(shift(rng)));
    const PolyGame g = PolyGame::leaf(p), zero;
    INFO("round " << round << ": " << poly_to_string(p));
    try {
      check_compare(g, zero, where, 7);
      check_compare(PolyGame::options({g}, {zero}), zero, where, 6);
    } catch (const UndecidedSign& e) {
      // Refused, never guessed: only sums that are no shifted product may be refused.
      INFO(e.what());
      REQUIRE(round % 2 == 1);
    }
  }
}

TEST_CASE("the values of the one-frog family's shape compare as the concrete engine says", "[polynomial]") {
  const Region where = region_test::parse("a>=0 && b>=0");
  check_compare(pgame("{(a-1)(b-1)|0}"), pgame("0"), where, 7);
  check_compare(pgame("(a-1)(b-1)"), pgame("ab-a-b+1"), where, 7);
  check_compare(pgame("{(a-1)(b-1)*|ab}"), pgame("{a|b}"), where, 6);
  check_compare(pgame("ab/2"), pgame("{a|b}"), where, 6);
}

TEST_CASE("floor of ab/2 splits on the parities of a and b", "[polynomial]") {
  GameStore& s = GameStore::instance();
  const PolyGame g = pgame("{ab/2|}");
  for (const PolyPiece& piece : poly_canonical(g, region_test::parse("a>=0 && b>=0")))
    for (const RegionPoint& x : region_points_in_box(piece.where, 0, 7)) {
      const ParamValues at = region_point_values(piece.where, x);
      REQUIRE(poly_game_instantiate(s, piece.value, at) == poly_game_instantiate(s, g, at));
      const bool even = at.at("a") % 2 == 0 || at.at("b") % 2 == 0;
      // {ab/2|} = floor(ab/2) + 1: the piece's formula is ab/2+1 or ab/2+1/2 by parity.
      REQUIRE(piece.value.is_number());
      REQUIRE(piece.value.number() == poly(even ? "ab/2+1" : "ab/2+1/2"));
    }
}

TEST_CASE("sign questions no affine factorisation settles are refused, not guessed", "[polynomial]") {
  const Region where = region_test::parse("a>=0 && b>=0 && c>=0");
  REQUIRE_THROWS_AS(poly_compare(pgame("ab-c"), pgame("0"), where), UndecidedSign);
  REQUIRE_THROWS_AS(poly_compare(pgame("a^2+b^2-5"), pgame("0"), where), UndecidedSign);
  // Where the coefficients share a sign and the parameters are >= 0, the sign is known.
  for (const RelationPiece& p : poly_compare(pgame("a^2+b^2+1"), pgame("0"), where))
    REQUIRE(p.relation == Relation::Greater);
}
