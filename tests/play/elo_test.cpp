// Elo ratings against hand computations (worked in the comments).
#include "play/elo.h"

#include <catch2/catch.hpp>
#include <cmath>

using cgp::play::fit_elo;

TEST_CASE("two players, 3 wins to 1: the ratio of wins is the odds") {
  // Maximum likelihood: p = 3/4, so elo_A - elo_B = 400 log10(3) = 190.849.
  // Information for theta_A - theta_B (theta = elo ln10 / 400): n p (1-p) =
  // 4 * 3/16 = 0.75; with theta_A = -theta_B, var(theta_A) = 1 / (4 * 0.75) =
  // 1/3, so the half-width is 1.96 * (400 / ln 10) * sqrt(1/3) = 196.59.
  const auto r = fit_elo({{0, 3}, {1, 0}}, 0.0);
  REQUIRE(r.size() == 2);
  CHECK(r[1].elo == Approx(0).margin(1e-6));
  CHECK(r[0].elo == Approx(190.849).epsilon(1e-5));
  CHECK(r[0].high - r[0].elo == Approx(196.59).epsilon(1e-4));
  CHECK(r[1].elo - r[1].low == Approx(196.59).epsilon(1e-4));
}

TEST_CASE("OpenSpiel's smoothing adds 0.1 virtual wins to every pairing") {
  // 3.1 : 1.1 -> 400 log10(3.1 / 1.1) = 180.0; 10 : 0 -> 400 log10(10.1 / 0.1) = 801.7.
  CHECK(fit_elo({{0, 3}, {1, 0}})[0].elo == Approx(400 * std::log10(3.1 / 1.1)).epsilon(1e-6));
  CHECK(fit_elo({{0, 10}, {0, 0}})[0].elo == Approx(801.73).epsilon(1e-4));
}

TEST_CASE("a win matrix exactly consistent with strengths 1 : 2 : 4 gives them back") {
  // Bradley-Terry with gamma = (1, 2, 4): P(A beats B) = 1/3, P(A beats C) =
  // 1/5, P(B beats C) = 1/3. Fifteen games a pair: A-B 5:10, A-C 3:12, B-C
  // 5:10. Expected wins equal the observed ones at gamma, so gamma is the
  // maximum; elo = 400 log10(gamma) - min: 0, 120.412, 240.824.
  const auto r = fit_elo({{0, 5, 3}, {10, 0, 5}, {12, 10, 0}}, 0.0);
  CHECK(r[0].elo == Approx(0).margin(1e-6));
  CHECK(r[1].elo == Approx(120.412).epsilon(1e-5));
  CHECK(r[2].elo == Approx(240.824).epsilon(1e-5));
  // The interval is symmetric about each estimate.
  for (const auto& x : r) {
    CHECK(x.low < x.elo);
    CHECK(x.high - x.elo == Approx(x.elo - x.low));
  }
}

TEST_CASE("a cyclic matrix rates everyone equal") {
  // A beats B 7:3, B beats C 7:3, C beats A 7:3: by symmetry all strengths are equal.
  const auto r = fit_elo({{0, 7, 3}, {3, 0, 7}, {7, 3, 0}}, 0.0);
  for (const auto& x : r) CHECK(x.elo == Approx(0).margin(1e-6));
}
