// Symbolic canonical forms against the concrete engine: every piece, at every
// point of a box inside it, is the canonical value of the input instantiated
// there; the pieces are disjoint and cover the region. Plus the identities of
// Thanatipanonda and Zeilberger's paper (section 2), derived by hand.
#include "symbolic/game_store.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"
#include "symbolic/sym_game.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

#include <random>

using namespace cgp;

namespace {

SymGame sym(const char* text) {
  auto r = sym_game_parse(text);
  if (auto* e = std::get_if<ParseError>(&r)) FAIL("parse " << text << ": " << e->message);
  return std::get<SymGame>(r);
}

// Checks the pieces: disjoint, covering `where`, and right at every point of the box.
void check_pieces(const SymGame& input, const Region& where, const std::vector<SymPiece>& pieces, long box) {
  GameStore& s = GameStore::instance();
  Region covered = region_empty(where.params());
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    for (std::size_t j = i + 1; j < pieces.size(); ++j) REQUIRE(region_is_disjoint(pieces[i].where, pieces[j].where));
    covered = region_union(covered, pieces[i].where);
    for (const RegionPoint& p : region_points_in_box(pieces[i].where, 0, box)) {
      const ParamValues at = region_point_values(pieces[i].where, p);
      INFO("piece " << region_to_string(pieces[i].where) << " value " << sym_game_to_string(pieces[i].value));
      REQUIRE(sym_game_instantiate(s, pieces[i].value, at) == sym_game_instantiate(s, input, at));
    }
  }
  REQUIRE(region_is_subset(where, covered));
  REQUIRE(region_is_subset(covered, where));
}

// The pieces, as (where, value) strings, for literal comparison with hand work.
std::vector<std::pair<std::string, std::string>> texts(const std::vector<SymPiece>& pieces) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& p : pieces) out.emplace_back(region_to_string(p.where), sym_game_to_string(p.value));
  return out;
}

Affine random_affine(std::mt19937& rng, const std::vector<std::string>& params) {
  Affine x(static_cast<long>(rng() % 7) - 3);
  for (const auto& p : params) {
    const long c = static_cast<long>(rng() % 4) - 1;
    if (c != 0 && rng() % 2 == 0) x += Dyadic(c) * Affine::param(p);
  }
  if (rng() % 6 == 0) x += Affine(Dyadic(1).half());
  return x;
}

SymGame random_sym(std::mt19937& rng, const std::vector<std::string>& params, int depth) {
  const unsigned kind = depth == 0 ? 0 : rng() % 6;
  if (kind <= 1) {
    const long up = rng() % 5 == 0 ? static_cast<long>(rng() % 3) - 1 : 0;
    const unsigned nim = rng() % 5 == 0 ? 1 : 0;
    return SymGame::leaf(random_affine(rng, params), up, nim);
  }
  if (kind == 2) return SymGame::sum({random_sym(rng, params, depth - 1), random_sym(rng, params, depth - 1)});
  std::vector<SymGame> l, r;
  for (unsigned i = rng() % 3; i > 0; --i) l.push_back(random_sym(rng, params, depth - 1));
  for (unsigned i = rng() % 3; i > 0; --i) r.push_back(random_sym(rng, params, depth - 1));
  return SymGame::options(l, r);
}

}  // namespace

TEST_CASE("paper identities: the number rules", "[sym]") {
  // {a-1|} = a for a >= 1 ({x|} = x+1 for an integer x >= 0).
  REQUIRE(texts(sym_canonical(sym("{a-1|}"), region_test::parse("a>=1"))) ==
          std::vector<std::pair<std::string, std::string>>{{"a>=1", "a"}});
  // Over all a: a = 0 gives {-1|} = 0, which the formula a also gives, so
  // the two pieces merge.
  REQUIRE(texts(sym_canonical(sym("{a-1|}"), region_test::parse("true"))) ==
          std::vector<std::pair<std::string, std::string>>{{"true", "a"}});
  // {a-2|}: a = 0 and a = 1 give 0, a >= 2 gives a-1, which is not 0 at a = 0.
  REQUIRE(texts(sym_canonical(sym("{a-2|}"), region_test::parse("true"))) ==
          std::vector<std::pair<std::string, std::string>>{{"a<=1", "0"}, {"a>=2", "a-1"}});
  // {a|a+1} = a + 1/2.
  REQUIRE(texts(sym_canonical(sym("{a|a+1}"), region_test::parse("true"))) ==
          std::vector<std::pair<std::string, std::string>>{{"true", "a+1/2"}});
  // {x|x} = x*.
  REQUIRE(texts(sym_canonical(sym("{2a-1|2a-1}"), region_test::parse("a>=1"))) ==
          std::vector<std::pair<std::string, std::string>>{{"a>=1", "(2a-1)*"}});
}

TEST_CASE("paper identities: f(a,1) = {a-1|1} and f(a,0)", "[sym]") {
  // {a-1|1}: a = 0 gives {-1|1} = 0, a = 1 gives {0|1} = 1/2, a = 2 gives
  // {1|1} = 1*, and a >= 3 a hot switch.
  REQUIRE(texts(sym_canonical(sym("{a-1|1}"), region_test::parse("true"))) ==
          std::vector<std::pair<std::string, std::string>>{
              {"a==0", "0"}, {"a==1", "1/2"}, {"a==2", "1*"}, {"a>=3", "{a-1|1}"}});
  // g(a) = {f(a-1,0)|} with f(a,0) = {{a-2|1}|0}: {{{a-3|1}|0}|} = 0 for a >= 2,
  // by bypassing Left's reversible move (the paper's "!!").
  REQUIRE(texts(sym_canonical(sym("{{{a-3|1}|0}|}"), region_test::parse("a>=2"))) ==
          std::vector<std::pair<std::string, std::string>>{{"a>=2", "0"}});
}

TEST_CASE("paper identities: B11", "[sym]") {
  // The induction step for odd b: the options of f(a,b,c) are f(a+1,b-1,c) and
  // f(a,b-1,c+1), whose conjectured values give this game; it equals {c-a-2|c-a+2}.
  const SymGame step = sym("{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }");
  const auto rel = sym_compare(step, sym("{c-a-2|c-a+2}"), region_test::parse("true"));
  REQUIRE(rel.size() == 1);
  REQUIRE(rel[0].relation == Relation::Equal);
  REQUIRE(region_is_equal(rel[0].where, region_test::parse("true")));
  // {x-2|x+2} with x = c-a is the simplest number between: x-1 for x >= 2,
  // 0 for -1 <= x <= 1, x+1 for x <= -2.
  const auto pieces = sym_canonical(sym("{c-a-2|c-a+2}"), region_test::parse("true"));
  check_pieces(sym("{c-a-2|c-a+2}"), region_test::parse("true"), pieces, 6);
  REQUIRE(pieces.size() == 3);
  for (const auto& p : pieces) {
    const std::string v = sym_game_to_string(p.value);
    if (v == "c-a-1") REQUIRE(region_is_equal(p.where, region_test::parse("c-a>=2")));
    else if (v == "0") REQUIRE(region_is_equal(p.where, region_test::parse("c-a>=-1 && c-a<=1")));
    else {
      REQUIRE(v == "c-a+1");
      REQUIRE(region_is_equal(p.where, region_test::parse("c-a<=-2")));
    }
  }
}

TEST_CASE("symbolic pieces agree with the concrete engine at every point", "[sym]") {
  std::mt19937 rng(21);
  const std::vector<std::vector<std::string>> param_sets = {{"a"}, {"a", "b"}, {"a", "b", "c"}};
  for (int i = 0; i < 60; ++i) {
    const auto& params = param_sets[static_cast<std::size_t>(i) % 3];
    const SymGame g = random_sym(rng, params, 3);
    const Region where = region_universe(params);
    INFO("game " << sym_game_to_string(g));
    check_pieces(g, where, sym_canonical(g, where), params.size() == 3 ? 4 : 6);
  }
}

TEST_CASE("symbolic comparison agrees with the concrete engine", "[sym]") {
  std::mt19937 rng(22);
  GameStore& s = GameStore::instance();
  for (int i = 0; i < 40; ++i) {
    const std::vector<std::string> params = {"a", "b"};
    const SymGame g = random_sym(rng, params, 2), h = random_sym(rng, params, 2);
    const auto pieces = sym_compare(g, h, region_universe(params));
    for (const auto& p : pieces)
      for (const RegionPoint& pt : region_points_in_box(p.where, 0, 5)) {
        const ParamValues at = region_point_values(p.where, pt);
        REQUIRE(s.compare(sym_game_instantiate(s, g, at), sym_game_instantiate(s, h, at)) == p.relation);
      }
  }
}

// Coefficients a/2, 3a/4: the number rules need the floor of such leaves,
// which is affine only on each residue class of the parameters.
TEST_CASE("symbolic pieces with fractional coefficients agree with the concrete engine", "[sym]") {
  std::mt19937 rng(23);
  const std::vector<std::vector<std::string>> param_sets = {{"a"}, {"a", "b"}};
  const Dyadic quarter = Dyadic(1).half().half();
  for (int i = 0; i < 40; ++i) {
    const auto& params = param_sets[static_cast<std::size_t>(i) % 2];
    SymGame g = random_sym(rng, params, 2);
    const Affine frac = quarter * (Dyadic(static_cast<long>(rng() % 7) - 3) * Affine::param(params[0]));
    g = SymGame::options({SymGame::leaf(frac, 0, 0)}, {g});
    INFO("game " << sym_game_to_string(g));
    check_pieces(g, region_universe(params), sym_canonical(g, region_universe(params)), 9);
  }
  const auto pieces = sym_canonical(sym("{3b/2-5/2|}"), region_test::parse("true"));
  CHECK(texts(pieces) == std::vector<std::pair<std::string, std::string>>{
                             {"b<=1", "0"}, {"b>=2 && b%2==0", "3b/2-2"}, {"b>=3 && b%2==1", "3b/2-3/2"}});
}
