// The guesser against oracles built from KNOWN piecewise formulas (so the
// expected answer does not come from the guesser), and against the
// Toads-and-Frogs evaluator (consistency only: the true formulas live in the
// paper, not in code). Every test checks that the pieces are disjoint and
// cover the domain (isl) and that they equal the oracle on a box larger than
// the fitting box, so extrapolation is tested.
#include <catch2/catch.hpp>

#include "games/toads_frogs/evaluator.h"
#include "prover/guess.h"
#include "symbolic/notation_print.h"

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

using namespace cgp;

namespace {

Region region(const std::string& text, const std::vector<std::string>& params) {
  auto r = region_parse(text, params);
  if (auto* e = std::get_if<SyntaxError>(&r)) FAIL(text << ": " << e->message);
  return std::get<Region>(r);
}

SymGame sym(const std::string& text) {
  auto r = sym_game_parse(text);
  if (std::holds_alternative<NotationError>(r)) FAIL(text << ": bad game");
  return std::get<SymGame>(r);
}

// An oracle from "region => formula" pairs, the first matching pair wins.
ValueOracle formula_oracle(const std::vector<std::string>& params,
                           std::vector<std::pair<std::string, std::string>> pieces) {
  std::vector<std::pair<Region, SymGame>> ps;
  for (auto& [w, v] : pieces) ps.push_back({region(w, params), sym(v)});
  return [ps, params](const ParamValues& at) {
    for (const auto& [w, v] : ps)
      if (region_contains(w, at)) return sym_game_instantiate(GameStore::instance(), v, at);
    throw std::logic_error("oracle: no piece");
  };
}

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
  // n for n <= 10, then 0: the fit box [0, 8] cannot see the change.
  auto oracle = formula_oracle(ps, {{"n<=10", "n"}, {"true", "0"}});
  const GuessResult g = guess_piecewise(GameStore::instance(), {ps, region_universe(ps), 8, 12}, oracle);
  CHECK_FALSE(g.ok);
  CHECK(g.reason.find("n=11") != std::string::npos);
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
