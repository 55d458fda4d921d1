// The guesser against oracles built from KNOWN piecewise formulas (so the
// expected answer does not come from the guesser), and against the
// Toads-and-Frogs evaluator (consistency only: the true formulas live in the
// paper, not in code). Every test checks that the pieces are disjoint and
// cover the domain (isl) and that they equal the oracle on a box larger than
// the fitting box, so extrapolation is tested.
#include <catch2/catch.hpp>

#include "games/toads_frogs/evaluator.h"
#include "prover/describe_points.h"
#include "prover/game_shape.h"
#include "prover/guess.h"
#include "prover/shape_fitter.h"
#include "symbolic/notation_print.h"
#include "tests/prover/formula_oracle.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

using namespace cgp;
using namespace cgp_test;

namespace {

// The checks every guess must pass; `big` is the verification box.
void check_guess(const GuessRequest& req, const ValueOracle& oracle, long big) {
  auto& store = GameStore::instance();
  const auto t0 = std::chrono::steady_clock::now();
  const GuessResult g = guess_piecewise(store, req, oracle);
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  INFO(g.reason);
  REQUIRE(g.ok);
  std::cout << "guess (" << ms << " ms, " << g.fit_points << " fit points, " << g.checked_points
            << " checked):\n";
  for (const auto& p : g.pieces)
    std::cout << "  " << sym_game_to_string(p.value) << "   where " << region_to_string(p.where) << "\n";
  const Region domain = region_align(req.domain, req.params);
  Region all = region_empty(req.params);
  for (std::size_t i = 0; i < g.pieces.size(); ++i) {
    for (std::size_t j = i + 1; j < g.pieces.size(); ++j)
      CHECK(region_is_disjoint(g.pieces[i].where, g.pieces[j].where));
    all = region_union(all, g.pieces[i].where);
  }
  CHECK(region_is_equal(all, domain));
  for (const auto& x : region_points_in_box(domain, 0, big)) {
    const ParamValues at = region_point_values(domain, x);
    std::size_t hits = 0;
    for (const auto& p : g.pieces) {
      if (!region_contains(p.where, x)) continue;
      ++hits;
      INFO(param_values_to_string(at) << " piece " << sym_game_to_string(p.value));
      CHECK(game_to_string(store, sym_game_instantiate(store, p.value, at)) ==
            game_to_string(store, oracle(at)));
    }
    CHECK(hits == 1);
  }
}

// Integer values f(x, y, z) on the box [0, hx] x [0, hy] x [0, hz], as the
// shape fitter reads them: points, samples, and the indices of all points.
struct IntegerTable {
  Points points;
  std::vector<Sample> samples;
  std::vector<std::size_t> all;
};

IntegerTable integer_table(long hx, long hy, long hz, const std::function<long(long, long, long)>& f) {
  auto& store = GameStore::instance();
  IntegerTable t;
  for (long x = 0; x <= hx; ++x)
    for (long y = 0; y <= hy; ++y)
      for (long z = 0; z <= hz; ++z) {
        t.all.push_back(t.points.size());
        t.points.push_back({x, y, z});
        const GameId g = store.integer(f(x, y, z));
        t.samples.push_back({g, game_shape(store, g)});
      }
  return t;
}

}  // namespace

TEST_CASE("guess: A11 f(a,b) of T^a _ T^b F from the paper's formulas", "[guess]") {
  const std::vector<std::string> ps{"a", "b"};
  auto oracle = formula_oracle(ps, {{"a==0 && b==0", "-1"},
                                    {"b==0", "{{a-2|1}|0}"},
                                    {"b==1", "{a-1|1}"},
                                    {"b>=2", "a"}});
  check_guess({ps, region_universe(ps), 8, 12}, oracle, 16);
}

TEST_CASE("guess: B11 parity in b, three parameters", "[guess]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  auto oracle = formula_oracle(ps, {{"b%2==0", "{c-a-2|c-a+2}"},
                                    {"b%2==1", "{{c-a-3|c-a+1}|{c-a-1|c-a+3}}"}});
  check_guess({ps, region_universe(ps), 7, 10}, oracle, 11);
}

TEST_CASE("guess: a diagonal boundary c-a >= 2", "[guess]") {
  const std::vector<std::string> ps{"a", "c"};
  auto oracle = formula_oracle(ps, {{"c-a>=2", "{c-a|0}"}, {"true", "2a+c"}});
  check_guess({ps, region_universe(ps), 8, 12}, oracle, 16);
}

TEST_CASE("guess: parity with a dyadic coefficient", "[guess]") {
  const std::vector<std::string> ps{"n"};
  auto oracle = formula_oracle(ps, {{"n%2==0", "n/2"}, {"true", "n*"}});
  check_guess({ps, region_universe(ps), 8, 20}, oracle, 30);
}

TEST_CASE("guess: a restricted domain", "[guess]") {
  const std::vector<std::string> ps{"a", "b"};
  auto oracle = formula_oracle(ps, {{"a>=b+1", "{a-b|-b}"}, {"true", "0"}});
  check_guess({ps, region("a>=1 && b<=a", ps), 8, 12}, oracle, 15);
}

TEST_CASE("guess: threshold cells on a restricted domain cover it exactly", "[guess]") {
  // Four parameters, so the grid goes first, and its coverage check is made
  // on the cells (few boxes), not on the pieces: check_guess tests the
  // pieces' union against the domain with isl, and every value to 11.
  const std::vector<std::string> ps{"a", "b", "c", "d"};
  auto oracle = formula_oracle(ps, {{"a==2 && b==1", "{a|b}"}, {"c-a>=2", "{c|0}"}, {"true", "a+b+d"}});
  const GuessRequest req{ps, region("b<=a && d<=3", ps), 6, 9};
  check_guess(req, oracle, 11);
  const GuessResult g = guess_piecewise(GameStore::instance(), req, oracle);
  CHECK(g.method.find("threshold cells") != std::string::npos);
}

TEST_CASE("guess: a function it cannot fit is reported, not guessed", "[guess]") {
  const std::vector<std::string> ps{"n"};
  ValueOracle square = [](const ParamValues& at) {
    return GameStore::instance().integer(at.at("n") * at.at("n"));
  };
  const GuessResult g = guess_piecewise(GameStore::instance(), {ps, region_universe(ps), 8, 12}, square);
  CHECK_FALSE(g.ok);
  CHECK(!g.reason.empty());
}

TEST_CASE("guess: extrapolation failure names the point", "[guess]") {
  const std::vector<std::string> ps{"n"};
  // n for n <= 10, then 0: the fit box [0, 8] cannot see the change, and
  // neither can the axis checks (n = 9, 10); one parameter has fewer cheap
  // check points than checks, so the nearest beyond the box are kept.
  auto oracle = formula_oracle(ps, {{"n<=10", "n"}, {"true", "0"}});
  const GuessResult g = guess_piecewise(GameStore::instance(), {ps, region_universe(ps), 8, 12}, oracle);
  CHECK_FALSE(g.ok);
  CHECK(g.reason.find("n=11") != std::string::npos);
}

TEST_CASE("guess: a thin slice that changes just beyond the box is caught before any proof", "[guess]") {
  // b == 1, c == 0 changes at a = 9, one beyond the fit box [0, 8]; a few
  // evenly spread checks of the piece "a" would rarely hit that line.
  const std::vector<std::string> ps{"a", "b", "c"};
  auto oracle = formula_oracle(ps, {{"a>=9 && b==1 && c==0", "{a|0}"}, {"true", "a"}});
  GuessRequest req{ps, region_universe(ps), 8, 12};
  req.checks_per_piece = 1;
  const GuessResult g = guess_piecewise(GameStore::instance(), req, oracle);
  REQUIRE_FALSE(g.ok);
  REQUIRE(g.failed_at);
  CHECK(g.failed_at->at("b") == 1);
  CHECK(g.failed_at->at("c") == 0);
  CHECK(g.failed_at->at("a") >= 9);
}

TEST_CASE("guess: the extrapolation checks cost no more than the box's centre moved one side", "[guess]") {
  // The position's size grows with the parameters' sum. The box is [0, 4]^3:
  // its centre (6) moved one side (4) along one parameter costs 10, less than
  // the corner (12). Even spread over the check box, as first, 7 of the 16
  // checks of this one piece were dearer (up to 19); bounded by the corner,
  // the dearest check cost 12.
  const std::vector<std::string> ps{"a", "b", "c"};
  const auto known = formula_oracle(ps, {{"true", "a+b-c"}});
  long dearest = 0, asked = 0;  // dearest of the points beyond the box
  const ValueOracle oracle = [&](const ParamValues& at) {
    if (at.at("a") > 4 || at.at("b") > 4 || at.at("c") > 4)
      dearest = std::max(dearest, at.at("a") + at.at("b") + at.at("c"));
    ++asked;
    return known(at);
  };
  const GuessResult g = guess_piecewise(GameStore::instance(), {ps, region_universe(ps), 4, 8}, oracle);
  INFO(g.reason);
  REQUIRE(g.ok);
  CHECK(g.checked_points >= 16);
  CHECK(asked > 125);  // beyond the box's 125 points: checks were made
  CHECK(dearest == 10);
}

TEST_CASE("guess: with two parameters the checks still reach the box's corner", "[guess]") {
  // Two parameters, box [0, 6]^2: the centre moved one side is the corner
  // (12), so the checks are spread as far as before the bound was tightened.
  // A bound at the centre alone (6) would keep only the 16 cheapest points
  // beyond the box, of sum at most 10 (so would the thin-slice checks).
  const std::vector<std::string> ps{"a", "b"};
  const auto known = formula_oracle(ps, {{"true", "a-b"}});
  long dearest = 0;  // of the points beyond the box
  const ValueOracle oracle = [&](const ParamValues& at) {
    if (at.at("a") > 6 || at.at("b") > 6) dearest = std::max(dearest, at.at("a") + at.at("b"));
    return known(at);
  };
  const GuessResult g = guess_piecewise(GameStore::instance(), {ps, region_universe(ps), 6, 10}, oracle);
  INFO(g.reason);
  REQUIRE(g.ok);
  CHECK(dearest >= 11);
  CHECK(dearest <= 12);
}

TEST_CASE("guess: points the oracle cannot reach are left out, not fatal", "[guess]") {
  // Like a Toads-and-Frogs strip longer than 64 squares: no value beyond
  // a + b == 11, inside the fit box [0, 8]^2 and among the check points.
  const std::vector<std::string> ps{"a", "b"};
  const auto known = formula_oracle(ps, {{"b==0", "{a|0}"}, {"true", "a-b"}});
  std::size_t asked_beyond = 0;
  const ValueOracle oracle = [&](const ParamValues& at) {
    if (at.at("a") + at.at("b") > 11) {
      ++asked_beyond;
      throw OracleOutOfReach("too long");
    }
    return known(at);
  };
  const GuessResult g = guess_piecewise(GameStore::instance(), {ps, region_universe(ps), 8, 12}, oracle);
  INFO(g.reason);
  REQUIRE(g.ok);
  CHECK(asked_beyond > 0);
  CHECK(g.fit_points == 81 - 15);  // the 15 points of the box with a + b > 11
  auto& store = GameStore::instance();
  for (long a = 0; a <= 30; ++a)
    for (long b = 0; b <= 30; ++b) {
      const ParamValues at{{"a", a}, {"b", b}};
      for (const SymPiece& p : g.pieces)
        if (region_contains(p.where, at)) CHECK(sym_game_instantiate(store, p.value, at) == known(at));
    }
}

TEST_CASE("guess: a parameter fitted further than the others gets a higher threshold", "[guess]") {
  // As in class A42: a line a == 2, b == 2 of its own, seen only with a and
  // b cut at 3. The box of 4 allows thresholds at 1 for every parameter
  // (four values p >= k must remain); a and b, fitted up to 9, may be cut
  // at 3 while c and d stay at 1. Method 1 spends its budget on 2,500
  // points of four parameters, so the capped grid is the only way here.
  const std::vector<std::string> ps{"a", "b", "c", "d"};
  auto oracle = formula_oracle(ps, {{"a==2 && b==2 && c==0", "2d+1/4"}, {"true", "a+b+c+d"}});
  GuessRequest req{ps, region_universe(ps), 4, 6};
  req.wider = {9, 9, 0, 0};
  check_guess(req, oracle, 10);
  const GuessResult g = guess_piecewise(GameStore::instance(), req, oracle);
  CHECK(g.method.find("for c, d") != std::string::npos);
}

TEST_CASE("shape fitter: a part of two points without a dyadic slope is taken point by point", "[guess]") {
  // Right stops along a, as in class A42: 13/2 at a = 3, 39/4 at a = 6 (a
  // line through them has slope 13/12), then a + 3 from a = 7 on. One cut
  // (a <= 6) must do: the two points as two cells, the rest one formula.
  auto& store = GameStore::instance();
  const std::vector<std::string> ps{"a"};
  Points points{{3}, {6}, {7}, {8}, {9}};
  std::vector<Sample> samples;
  for (const std::string v : {"13/2", "39/4", "10", "11", "12"}) {
    const GameId g = sym_game_instantiate(store, sym(v), {});
    samples.push_back({g, game_shape(store, g)});
  }
  const ShapeFitter fitter(ps, points, samples);
  CHECK(fitter.cells({0, 1}, 0, false).has_value());
  const auto cells = fitter.refined_cells({0, 1, 2, 3, 4}, 1);
  REQUIRE(cells);
  CHECK(cells->size() == 3);
}

TEST_CASE("shape fitter: a boundary e == a + b is split only when asked for three-term diagonals", "[guess]") {
  // As in class A33's T^a _ T^b _ T^c F T^d F T^e _ T^f F, whose switches
  // change at e == a + b: here max(e, a + b), affine on each side only.
  const std::vector<std::string> ps{"a", "b", "e"};
  const IntegerTable t = integer_table(5, 5, 12, [](long a, long b, long e) { return std::max(e, a + b); });
  const ShapeFitter fitter(ps, t.points, t.samples);
  CHECK_FALSE(fitter.refined_cells(t.all, 1));
  const auto cells = fitter.refined_cells(t.all, 1, DiagonalTier::Three);
  REQUIRE(cells);
  REQUIRE(cells->size() == 2);
  for (const Cell& c : *cells)
    for (std::size_t i : c.members) CHECK(fitter.agrees(c, i));
}

TEST_CASE("shape fitter: a search's kept fits change no answer, in any order of questions", "[guess]") {
  // The fitter keeps the fits of one group's searches (strict and lax, each
  // depth, each tier). Every answer of a fitter that was asked other things
  // first must be that of a fresh fitter: a fit kept under the wrong name
  // (another tier's split, another group's part) would change one.
  const std::vector<std::string> ps{"a", "b", "e"};
  const std::vector<IntegerTable> tables{
      integer_table(5, 5, 12, [](long a, long b, long e) { return std::max(e, a + b); }),
      integer_table(5, 5, 6, [](long a, long b, long e) { return a % 2 == 0 ? a + e : b - 2 * e; }),
      integer_table(4, 4, 4, [](long a, long b, long e) { return a <= 1 ? 3 * b : (b <= 2 ? a + b + e : e / 2); })};
  struct Question {
    int depth;
    DiagonalTier tier;
  };
  const std::vector<Question> questions{
      {1, DiagonalTier::Two}, {2, DiagonalTier::Two}, {1, DiagonalTier::Three}, {1, DiagonalTier::Weighted}};
  auto same = [](const std::optional<std::vector<Cell>>& x, const std::optional<std::vector<Cell>>& y) {
    if (x.has_value() != y.has_value()) return false;
    if (!x) return true;
    if (x->size() != y->size()) return false;
    for (std::size_t i = 0; i < x->size(); ++i)
      if ((*x)[i].members != (*y)[i].members || (*x)[i].slots != (*y)[i].slots) return false;
    return true;
  };
  for (const IntegerTable& t : tables) {
    // Two groups of the same table: all of it, and its points with e even.
    std::vector<std::size_t> even;
    for (std::size_t i : t.all)
      if (t.points[i][2] % 2 == 0) even.push_back(i);
    const std::vector<std::vector<std::size_t>> groups{t.all, even};
    std::vector<std::optional<std::vector<Cell>>> fresh;
    for (const auto& g : groups)
      for (const Question& q : questions) fresh.push_back(ShapeFitter(ps, t.points, t.samples).refined_cells(g, q.depth, q.tier));
    std::size_t found = 0;
    for (const auto& f : fresh) found += f.has_value();
    CHECK(found > 0);
    // One fitter asked everything forwards, one backwards, one alternating groups.
    const std::size_t n = questions.size();
    std::vector<std::vector<std::size_t>> orders(3);
    for (std::size_t k = 0; k < 2 * n; ++k) {
      orders[0].push_back(k);
      orders[1].push_back(2 * n - 1 - k);
      orders[2].push_back((k % 2) * n + k / 2);
    }
    for (const auto& order : orders) {
      const ShapeFitter shared(ps, t.points, t.samples);
      for (std::size_t k : order) {
        INFO("group " << k / n << ", question " << k % n);
        CHECK(same(shared.refined_cells(groups[k / n], questions[k % n].depth, questions[k % n].tier), fresh[k]));
      }
    }
  }
}

TEST_CASE("shape fitter: each split is a partition of the group, and the walk stops when the visitor says so",
          "[guess]") {
  const std::vector<std::string> ps{"a", "b", "e"};
  const IntegerTable t = integer_table(5, 5, 12, [](long a, long b, long e) { return std::max(e, a + b); });
  const ShapeFitter fitter(ps, t.points, t.samples);
  for (const DiagonalTier tier : {DiagonalTier::Two, DiagonalTier::Three}) {
    std::size_t visits = 0;
    fitter.for_each_split(t.all, tier, [&](const ShapeFitter::Partition& parts) {
      ++visits;
      CHECK(parts.size() >= 2);
      std::vector<std::size_t> seen;
      for (const auto& part : parts) {
        CHECK_FALSE(part.empty());
        seen.insert(seen.end(), part.begin(), part.end());
      }
      std::sort(seen.begin(), seen.end());
      CHECK(seen == t.all);
      return true;
    });
    CHECK(visits > 2);
    std::size_t stopped = 0;
    fitter.for_each_split(t.all, tier, [&](const ShapeFitter::Partition&) { return ++stopped < 2; });
    CHECK(stopped == 2);
  }
}

TEST_CASE("describe points: the parity of a sum of three parameters is one conjunction", "[guess]") {
  // As in class A33, where two shapes alternate with a + d + e.
  const Points all = [] {
    Points out;
    for (long a = 0; a <= 4; ++a)
      for (long d = 0; d <= 4; ++d)
        for (long e = 0; e <= 4; ++e) out.push_back({a, d, e});
    return out;
  }();
  std::vector<std::size_t> even;
  for (std::size_t i = 0; i < all.size(); ++i)
    if ((all[i][0] + all[i][1] + all[i][2]) % 2 == 0) even.push_back(i);
  const auto desc = describe_points(all, even, 0);
  REQUIRE(desc);
  CHECK(desc->size() == 1);
  const std::vector<std::string> ps{"a", "d", "e"};
  CHECK(region_is_equal(conjunctions_region(*desc, ps), region("(a+d+e)%2==0", ps)));
}

TEST_CASE("describe points: a boundary a - d - e >= 2, and the smaller language first", "[guess]") {
  // As in class A33 on b == 1, f == 0: the value settles where a - d - e >= 2,
  // and alternates with the parity of a + d + e below.
  Points all;
  for (long a = 0; a <= 12; ++a)
    for (long d = 0; d <= 6; ++d)
      for (long e = 0; e <= 6; ++e) all.push_back({a, d, e});
  const std::vector<std::string> ps{"a", "d", "e"};
  auto members_of = [&](auto in) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < all.size(); ++i)
      if (in(all[i])) out.push_back(i);
    return out;
  };
  const auto settled = describe_points(all, members_of([](const auto& x) { return x[0] - x[1] - x[2] >= 2; }), 0);
  REQUIRE(settled);
  CHECK(region_is_equal(conjunctions_region(*settled, ps), region("a-d-e>=2", ps)));
  const auto below = describe_points(
      all, members_of([](const auto& x) { return x[0] - x[1] - x[2] <= 1 && (x[0] + x[1] + x[2]) % 2 == 0; }), 0);
  REQUIRE(below);
  CHECK(region_is_equal(conjunctions_region(*below, ps), region("a-d-e<=1 && (a+d+e)%2==0", ps)));
  // a - d >= 2 needs no third parameter, and gets none.
  const auto two = describe_points(all, members_of([](const auto& x) { return x[0] - x[1] >= 2; }), 0);
  REQUIRE(two);
  REQUIRE(two->size() == 1);
  for (const PointAtom& atom : (*two)[0]) CHECK_FALSE(atom.s);
}

TEST_CASE("describe points: a boundary 2d - a - b >= 0 needs the weighted tier", "[guess]") {
  // As in _^a T _^b T F _^d (class B21 on c == 0), whose value steps where
  // the frog's run 2d meets the toads' a + b.
  Points all;
  for (long a = 0; a <= 8; ++a)
    for (long b = 0; b <= 8; ++b)
      for (long d = 0; d <= 8; ++d) all.push_back({a, b, d});
  const std::vector<std::string> ps{"a", "b", "d"};
  std::vector<std::size_t> members;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (2 * all[i][2] - all[i][0] - all[i][1] >= 0) members.push_back(i);
  CHECK_FALSE(describe_points(all, members, 0));
  const auto desc = describe_points(all, members, 0, DiagonalTier::Weighted);
  REQUIRE(desc);
  CHECK(desc->size() == 1);
  CHECK(region_is_equal(conjunctions_region(*desc, ps), region("2d-a-b>=0", ps)));
}

TEST_CASE("shape fitter: peeling with shared slopes finds pieces that differ by a constant", "[guess]") {
  // 2d - a + 2 where 2d - a - b <= -2, 2d - a + 1 on 2d - a - b == -1, and
  // 2d - a beyond (the generic part of _^a T _^b T F _^d): a stencil at the
  // line 2d - a - b == -1 straddles it, so stencils alone never give 2d - a + 1.
  const std::vector<std::string> ps{"a", "b", "d"};
  const IntegerTable t = integer_table(8, 8, 8, [](long a, long b, long d) {
    const long diagonal = 2 * d - a - b;
    return 2 * d - a + (diagonal <= -2 ? 2 : diagonal == -1 ? 1 : 0);
  });
  const ShapeFitter fitter(ps, t.points, t.samples);
  const std::vector<Cell> shared = fitter.peel(t.all, true);
  REQUIRE(shared.size() == 3);
  for (const Cell& c : shared)
    for (std::size_t i : c.members) CHECK(fitter.agrees(c, i));
  CHECK(fitter.peel(t.all).size() > 3);
}

namespace {
ValueOracle tf_oracle(std::function<std::string(const ParamValues&)> pattern) {
  auto ev = std::make_shared<TfEvaluator>();
  return [ev, pattern](const ParamValues& at) {
    auto p = TfPosition::parse(pattern(at));
    return ev->value(std::get<TfPosition>(p));
  };
}
std::string rep(char c, long n) { return std::string(static_cast<std::size_t>(n), c); }
}  // namespace

TEST_CASE("guess: Toads-and-Frogs T^a _ T^b F", "[guess][tf]") {
  const std::vector<std::string> ps{"a", "b"};
  auto oracle = tf_oracle([](const ParamValues& v) {
    return rep('T', v.at("a")) + "_" + rep('T', v.at("b")) + "F";
  });
  check_guess({ps, region_universe(ps), 8, 12}, oracle, 14);
}

TEST_CASE("guess: Toads-and-Frogs _^a T _^b F _^c", "[guess][tf]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  auto oracle = tf_oracle([](const ParamValues& v) {
    return rep('_', v.at("a")) + "T" + rep('_', v.at("b")) + "F" + rep('_', v.at("c"));
  });
  check_guess({ps, region_universe(ps), 7, 10}, oracle, 10);
}
