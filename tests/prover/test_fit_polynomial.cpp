// fit_polynomial against polynomials known in advance (so the answer does not
// come from the fitter), and the fitted CONJECTURE of the one-frog family
// T^a _^b F against the concrete engine beyond its fitting box, and against
// Erickson's theorem as issue 24 states it: (a-1)(b-1) for even b >= 2, the
// same plus * for odd b.
#include <catch2/catch.hpp>

#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/pattern.h"
#include "prover/fit_affine.h"
#include "prover/toads_frogs/tf_conjecture.h"
#include "symbolic/poly_game.h"
#include "tests/region_text.h"

#include <random>

using namespace cgp;

namespace {

Polynomial poly(const char* text) { return std::get<Polynomial>(poly_parse(text)); }

}  // namespace

TEST_CASE("fit_polynomial recovers random quadratics with dyadic coefficients", "[fit]") {
  std::mt19937 rng(24);
  std::uniform_int_distribution<int> coef(-6, 6);
  const std::vector<std::string> params{"a", "b"};
  for (int round = 0; round < 30; ++round) {
    Polynomial p;
    for (const Monomial& m : fit_monomials(params, 2)) {
      Polynomial term(Dyadic(coef(rng)).half());
      for (const auto& [name, k] : m) term = term * Polynomial::param(name, Dyadic(1), k);
      p += term;
    }
    std::vector<std::vector<long>> points;
    std::vector<Dyadic> values;
    for (long a = 0; a <= 4; ++a)
      for (long b = 0; b <= 4; ++b) {
        points.push_back({a, b});
        values.push_back(poly_eval(p, ParamValues{{"a", a}, {"b", b}}));
      }
    const auto fit = fit_polynomial(params, points, values, 2);
    REQUIRE(fit);
    REQUIRE(*fit == p);
  }
  REQUIRE(fit_monomials(params, 2).size() == 6);  // 1, a, b, a^2, ab, b^2
}

TEST_CASE("fit_polynomial refuses values no quadratic gives", "[fit]") {
  std::vector<std::vector<long>> points;
  std::vector<Dyadic> values;
  for (long a = 0; a <= 6; ++a) {
    points.push_back({a});
    values.push_back(Dyadic(1L << a));  // 2^a
  }
  REQUIRE_FALSE(fit_polynomial({"a"}, points, values, 2));
  // a^3 is cubic: no quadratic, but the cubic fit finds it.
  for (std::size_t j = 0; j < points.size(); ++j) values[j] = Dyadic(points[j][0] * points[j][0] * points[j][0]);
  REQUIRE_FALSE(fit_polynomial({"a"}, points, values, 2));
  REQUIRE(fit_polynomial({"a"}, points, values, 3) == std::optional<Polynomial>(poly("a^3")));
}

TEST_CASE("the one-frog conjecture is Erickson's formula and right beyond its box", "[fit]") {
  const TfPattern pattern = std::get<TfPattern>(tf_pattern_parse("T^a _^b F"));
  const TfFamily family{pattern, region_test::parse("a>=2 && b>=2")};
  const auto conj = tf_conjecture_fit(family, 7);
  REQUIRE(conj);
  REQUIRE(conj->pieces.size() == 2);
  GameStore& store = GameStore::instance();
  TfEvaluator ev;
  for (const TfConjecturePiece& piece : conj->pieces) {
    REQUIRE(piece.value.is_leaf());
    REQUIRE(piece.value.number() == poly("(a-1)(b-1)"));
    // the star on odd b, none on even b
    const bool odd = region_contains(piece.where, ParamValues{{"a", 2}, {"b", 3}});
    REQUIRE(piece.value.as_leaf().nim == (odd ? 1u : 0u));
    for (long a = 8; a <= 10; ++a)
      for (long b = 8; b <= 11; ++b) {
        const ParamValues at{{"a", a}, {"b", b}};
        if (!region_contains(piece.where, at)) continue;
        REQUIRE(poly_game_instantiate(store, piece.value, at) == ev.value(*tf_pattern_instantiate(pattern, at)));
      }
  }
}

TEST_CASE("fit_affine_columns recovers every column of known affine functions, and fails with any bad column",
          "[fit]") {
  std::mt19937 rng(2412);
  std::uniform_int_distribution<int> coef(-9, 9);
  const std::vector<std::string> params{"a", "b", "c"};
  for (int round = 0; round < 30; ++round) {
    // Three columns, each an affine function with dyadic coefficients known in advance.
    std::vector<Affine> truth;
    for (int k = 0; k < 3; ++k) {
      Affine f(Dyadic(coef(rng)).half());
      for (const std::string& p : params) f += Affine::param(p, Dyadic(coef(rng)).half().half());
      truth.push_back(f);
    }
    std::vector<std::vector<long>> points;
    for (long a = 0; a <= 3; ++a)
      for (long b = 0; b <= 3; ++b)
        for (long c = 0; c <= 2; ++c) points.push_back({a, b, c});
    std::vector<std::vector<Dyadic>> values(truth.size());
    for (std::size_t k = 0; k < truth.size(); ++k)
      for (const auto& x : points) values[k].push_back(affine_eval(truth[k], params, x));
    auto point = [&](std::size_t j) -> const std::vector<long>& { return points[j]; };
    auto value = [&](std::size_t k, std::size_t j) -> const Dyadic& { return values[k][j]; };
    const auto fit = fit_affine_columns(params, points.size(), point, truth.size(), value);
    REQUIRE(fit);
    REQUIRE(*fit == truth);
    // One value off in the last column: no fit, though the others have one.
    values[2][points.size() / 2] = values[2][points.size() / 2] + Dyadic(1);
    REQUIRE_FALSE(fit_affine_columns(params, points.size(), point, truth.size(), value));
  }
}

// Points that span less than every direction (c == 0 and d == a + 2b, as in
// a slice or a diagonal cell) make every point go through the span test, and
// large coordinates make its rows grow past the point where they are
// divided down. The fit must still agree with the known function at every
// point, and a single bad value must still be refused.
TEST_CASE("fit_affine_columns on points that span a subspace, with large coordinates", "[fit]") {
  std::mt19937 rng(1202);
  std::uniform_int_distribution<int> coef(-9, 9);
  std::uniform_int_distribution<long> small(0, 6), large(0, 100000);
  const std::vector<std::string> params{"a", "b", "c", "d", "e"};
  for (int round = 0; round < 40; ++round) {
    Affine truth(Dyadic(coef(rng)));
    for (const std::string& p : params) truth += Affine::param(p, Dyadic(coef(rng)).half());
    auto& draw = round % 2 == 0 ? small : large;
    std::vector<std::vector<long>> points;
    for (int j = 0; j < 60; ++j) {
      const long a = draw(rng), b = draw(rng), e = draw(rng);
      points.push_back({a, b, 0, a + 2 * b, e});
    }
    std::vector<Dyadic> values;
    for (const auto& x : points) values.push_back(affine_eval(truth, params, x));
    auto point = [&](std::size_t j) -> const std::vector<long>& { return points[j]; };
    auto value = [&](std::size_t, std::size_t j) -> const Dyadic& { return values[j]; };
    const auto fit = fit_affine_columns(params, points.size(), point, 1, value);
    REQUIRE(fit);
    for (std::size_t j = 0; j < points.size(); ++j) CHECK(affine_eval((*fit)[0], params, points[j]) == values[j]);
    values[points.size() - 1] = values[points.size() - 1] + Dyadic(1).half();
    CHECK_FALSE(fit_affine_columns(params, points.size(), point, 1, value));
  }
}

// A cell of the threshold grid pins some parameters (here b == 2 and
// d == 0): the basis then stops one row per pinned parameter short, and
// the fit stops its span test as soon as the varying ones are spanned.
// Every point must still agree with the fit, the pinned parameters get no
// term, and a bad value anywhere (before the basis is complete, just after
// it, or last) must still be refused.
TEST_CASE("fit_affine_columns on a cell with pinned parameters checks every point", "[fit]") {
  std::mt19937 rng(1203);
  std::uniform_int_distribution<int> coef(-9, 9);
  std::uniform_int_distribution<long> coordinate(0, 9);
  const std::vector<std::string> params{"a", "b", "c", "d", "e"};
  for (int round = 0; round < 40; ++round) {
    Affine truth(Dyadic(coef(rng)));
    for (const std::string& p : params) truth += Affine::param(p, Dyadic(coef(rng)).half());
    // The first 15 points vary in a alone, so the basis is still short when
    // the fit counts the varying coordinates (after 2n = 12 points).
    std::vector<std::vector<long>> points;
    for (long j = 0; j < 15; ++j) points.push_back({j % 10, 2, 0, 0, 0});
    for (int j = 0; j < 200; ++j) points.push_back({coordinate(rng), 2, coordinate(rng), 0, coordinate(rng)});
    std::vector<Dyadic> values;
    for (const auto& x : points) values.push_back(affine_eval(truth, params, x));
    auto point = [&](std::size_t j) -> const std::vector<long>& { return points[j]; };
    auto value = [&](std::size_t, std::size_t j) -> const Dyadic& { return values[j]; };
    const auto fit = fit_affine_columns(params, points.size(), point, 1, value);
    REQUIRE(fit);
    for (std::size_t j = 0; j < points.size(); ++j) CHECK(affine_eval((*fit)[0], params, points[j]) == values[j]);
    for (const Affine::Term& t : (*fit)[0].terms()) CHECK((t.param != "b" && t.param != "d"));
    for (const std::size_t bad : {std::size_t{3}, std::size_t{13}, std::size_t{40}, points.size() - 1}) {
      const Dyadic kept = values[bad];
      values[bad] = kept + Dyadic(1).half();
      CHECK_FALSE(fit_affine_columns(params, points.size(), point, 1, value));
      values[bad] = kept;
    }
  }
}
