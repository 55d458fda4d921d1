// The kernel's check of winning-strategy certificates (kernel/tf_strategy.h),
// against certificates the strategy closure builds
// (families/toads_frogs/strategy.h): each claim it checks agrees with the
// concrete engine wherever it is evaluated here; false claims get no
// certificate; and a certificate changed in any one place is rejected.
#include "families/toads_frogs/strategy.h"
#include "games/toads_frogs/evaluator.h"
#include "kernel/tf_rules.h"
#include "kernel/tf_strategy.h"
#include "prover/toads_frogs/tf_strategy_claim.h"
#include "symbolic/game_store.h"
#include "symbolic/notation_print.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <functional>
#include <variant>

using namespace cgp;

namespace {

struct Claim {
  TfPattern g;
  SymGame x;
  Region where;
};

Claim claim(const char* pattern, const char* value, const char* where) {
  const auto p = tf_pattern_parse(pattern);
  const auto x = sym_game_parse(value);
  REQUIRE(std::holds_alternative<TfPattern>(p));
  REQUIRE(std::holds_alternative<SymGame>(x));
  const auto w = region_parse(where, tf_pattern_params(std::get<TfPattern>(p)));
  REQUIRE(std::holds_alternative<Region>(w));
  return {std::get<TfPattern>(p), std::get<SymGame>(x), std::get<Region>(w)};
}

TfStrategy build(const Claim& c, bool left_answers) {
  TfEvaluator ev;
  return tf_strategy_build(c.g, c.x, c.where, left_answers, ev, RunBudget{});
}

bool checks(const TfStrategy& s, const Claim& c, bool left_answers) {
  std::string why;
  return kernel_tf_check_strategy(s, c.g, c.x, c.where, left_answers, why);
}

// Both halves, G >= X (Left answers) and G <= X (Right answers), built and
// accepted by the kernel.
void both_halves_checked(const Claim& c) {
  for (const bool left : {true, false}) {
    const TfStrategy s = build(c, left);
    CHECK(checks(s, c, left));
  }
}

// The claim against the engine at every point of where with parameters up
// to hi: G == X.
void agrees_with_engine(const Claim& c, long hi) {
  TfEvaluator ev;
  GameStore& store = ev.store();
  std::size_t points = 0;
  for (const RegionPoint& p : region_points_in_box(c.where, 0, hi)) {
    const ParamValues at = region_point_values(c.where, p);
    const auto pos = tf_pattern_instantiate(c.g, at);
    if (!pos) continue;
    INFO(pos->to_string());
    const GameId g = ev.value(*pos), x = sym_game_instantiate(store, c.x, at);
    CHECK(g == x);
    ++points;
  }
  CHECK(points >= 5);
}

// The claim is not proved but refuted, at a point where the engine's value
// differs from it.
void refuted_where_the_engine_disagrees(const Claim& c) {
  const TfStrategyClaim r = tf_claim_by_strategy(TfFamily{c.g, c.where}, c.x, RunBudget{});
  CHECK_FALSE(r.proved);
  REQUIRE(r.counterexample);
  const auto pos = tf_pattern_instantiate(c.g, r.counterexample->params);
  REQUIRE(pos);
  TfEvaluator ev;
  CHECK(ev.value(*pos) != sym_game_instantiate(ev.store(), c.x, r.counterexample->params));
}

}  // namespace

TEST_CASE("strategy: Erickson's first conjecture on b = 2 and one toad: both halves checked, and the engine agrees",
          "[kernel][strategy]") {
  // [E96-1] T^a __ F^b = {{a-3|a-b}|{*|3-b}} (a > b >= 2), here b = 2; and
  // the one-frog theorem on one toad ((a-1)(b-1) at a = 1, plus * for odd b).
  for (const Claim& c : {claim("T^a __ FF", "{{a-3|a-2}|{*|1}}", "a>2"), claim("T _^b F", "0", "b%2==0"),
                         claim("T _^b F", "*", "b%2==1")}) {
    INFO(tf_pattern_to_string(c.g) << " = " << sym_game_to_string(c.x));
    both_halves_checked(c);
    agrees_with_engine(c, 14);
  }
}

// About 28 s, in make test since the part hulls are remembered (35 s
// before, in make test-long); `check tf` proves the same in
// test_cli_prove.cpp (make test-long). This one also compares the engine on
// a box.
TEST_CASE("strategy: Erickson's first conjecture for every b is PROVED by both halves", "[kernel][strategy]") {
  const Claim c = claim("T^a __ F^b", "{{a-3|a-b}|{*|3-b}}", "a>b && b>=2");
  const TfStrategyClaim r = tf_claim_by_strategy(TfFamily{c.g, c.where}, c.x, RunBudget{});
  INFO(r.reason);
  CHECK(r.proved);
  CHECK(r.lower.checked);
  CHECK(r.upper.checked);
  agrees_with_engine(c, 9);
}

TEST_CASE("strategy: the one-frog theorem on b = 5 and 6: both halves checked, and the engine agrees",
          "[kernel][strategy]") {
  // Erickson's one-frog theorem as issue 24 states it, T^a _^b F =
  // (a-1)(b-1), plus * for odd b. These slices failed G >= X until the
  // builder tried each chosen answer at the least and greatest y1 of its
  // region (strategy.h, answer_checks): a domain widened along y1 <= 4a+3
  // was false at a = 2, y1 = 11, far from the least sum.
  for (const Claim& c : {claim("T^a _____ F", "4a-4*", "a>=1"), claim("T^a ______ F", "5a-5", "a>=1")}) {
    INFO(tf_pattern_to_string(c.g) << " = " << sym_game_to_string(c.x));
    both_halves_checked(c);
    agrees_with_engine(c, 14);
  }
}

TEST_CASE("strategy: the one-frog theorem on b = 8, beyond the closure: both halves checked, and the engine agrees",
          "[kernel][strategy]") {
  // The closure proves b <= 7 only (45 min for b = 7). G >= X here needs a
  // widening's end probed far out when y1 has no greatest value on a line
  // (a == 2 && y1 >= 1 was taken in, and G >= y1 fails for large y1).
  const Claim c = claim("T^a ________ F", "7a-7", "a>=1");
  both_halves_checked(c);
  agrees_with_engine(c, 10);
}

// Long (about 3 minutes). Erickson's third conjecture typed as a tree,
// {a-4|a-3} = a-7/2: both halves have certificates the kernel checks.
// G <= X's build once matched a tree node whose form is the tree plus y1
// for an answer that needed the tree less y1 (TfForm's equality ignored a
// tree's sign), and the kernel rejected it at a = 1, b = 1, c = 0. G >= X
// is built only by building again where a node's claim proved false at a
// sample (strategy.h, restarts): about 40 builds, each knowing the points
// the ones before it found.
TEST_CASE("strategy: Erickson's third conjecture as a tree, both halves checked", "[.long][kernel][strategy]") {
  const Claim c = claim("T^a ___ FFF", "{a-4|a-3}", "a>=5");
  for (const bool left : {false, true}) {
    const TfStrategy s = build(c, left);
    std::string why;
    const bool checked = kernel_tf_check_strategy(s, c.g, c.x, c.where, left, why);
    INFO(why);
    CHECK(checked);
  }
  agrees_with_engine(c, 14);
}

// The one-frog theorem's slice a = 2, TT _^b F = b-1, for every even b:
// the first slice for every b after one toad (13 s; 7 minutes before each
// part's hull was remembered across its images, strategy_builder.h).
// Its positions are B21's, whose values have no compact formula below
// the line; the strategies need none. G >= X reaches B21's node at d == k
// with y1 == 2k-1+c-a, one k at a time, where a hull-based widening takes
// in false points: the domain grew without end until a part one step
// from another became its whole chain (region_translates, in
// strategy_domains.cpp).
TEST_CASE("strategy: the one-frog theorem on a = 2 for every even b, both halves checked, and the engine agrees",
          "[kernel][strategy]") {
  const Claim c = claim("TT _^b F", "b-1", "b>=2 && b%2==0");
  both_halves_checked(c);
  agrees_with_engine(c, 24);
}

TEST_CASE("strategy: B21 beyond its bands, six pieces: both halves checked, and the engine agrees",
          "[kernel][strategy]") {
  // B21, where Thanatipanonda and Zeilberger gave up (README, "Why B21 and
  // B12 are UNDECIDED"): the closure needs its values everywhere below
  // these lines, where they have no compact formula; a strategy needs only
  // the answers. The piece on d+1 == a+b needs the answers cut where the
  // form's move exists (strategy.cpp, form_pieces): Right's one answer on
  // the board, the frog's jump in `_^(a+1) T F _^c`, loses at some y1.
  for (const Claim& c : {claim("_^a T _^b T _^c F _^d", "2d+c-a-2", "d>=a+b+2"),
                         claim("_^a T _^b T _^c F _^d", "2d+c-a-2", "d==a+b+1 && c%2==0"),
                         claim("_^a T _^b T _^c F _^d", "2d+c-a-1", "d==a+b && c%2==0 && d>=1"),
                         claim("_^a T _^b T _^c F _^d", "2d+c-a", "d+1==a+b && c%2==0 && d>=1"),
                         claim("_^a T _^b T _^c F _^d", "2d+c-a", "d+2==a+b && a>=1 && b>=1 && c>=2 && d>=1"),
                         claim("_^a T _^b T _^c F _^d", "2d+c-a", "d+3==a+b && a>=1 && b>=1 && c>=6 && d>=1")}) {
    INFO(sym_game_to_string(c.x) << " on " << region_to_string(c.where));
    both_halves_checked(c);
    agrees_with_engine(c, 9);
  }
}

TEST_CASE("strategy: B21 on d+4 == a+b, G >= X is built by building again where a claim proved false",
          "[kernel][strategy]") {
  // The first build widens the one-toad node `_^a T _^b F _^c` over points
  // where its claim is false and then finds no answer there; each build
  // after it knows the points the ones before found (strategy.h,
  // restarts). Without them there is no certificate. G <= X is built too
  // (B21's eighth piece by strategies, README "Pieces by winning strategies").
  const Claim c = claim("_^a T _^b T _^c F _^d", "2d+c-a", "d+4==a+b && a>=1 && b>=1 && d>=1 && c>=6");
  TfEvaluator ev;
  TfStrategyLimits once;
  once.restarts = 0;
  CHECK_THROWS_AS(tf_strategy_build(c.g, c.x, c.where, true, ev, RunBudget{}, {}, once), TfStrategyFailed);
  both_halves_checked(c);
  agrees_with_engine(c, 9);
}

namespace {

// A piece of B21 read off the engine's values (README "Pieces by winning
// strategies"): its value on its region, and regions one step wider where
// the claim is false. Both halves are built and checked by the kernel, the
// engine agrees at every point up to 12, and each wider region must not be
// proved but refuted where the engine disagrees.
struct B21Piece {
  const char* value;
  const char* where;
  std::vector<const char*> wider;
};

void b21_piece_checked(const B21Piece& piece) {
  const char* pattern = "_^a T _^b T _^c F _^d";
  INFO(piece.value << " on " << piece.where);
  const Claim c = claim(pattern, piece.value, piece.where);
  both_halves_checked(c);
  agrees_with_engine(c, 12);
  for (const char* wider : piece.wider) {
    INFO(wider);
    refuted_where_the_engine_disagrees(claim(pattern, piece.value, wider));
  }
}

}  // namespace

// B21 below the line on its wedge c + 4d >= 2a + 2b + 2, and c + 4d >=
// 2a + 2b for even c: every line d + k == a + b with k >= 2 from its own c
// on, where the value is 2d + c - a again. One line wider, for odd c or for
// even c, and the claim is false.
TEST_CASE("strategy: B21 on its wedge below the line: both halves checked, the engine agrees, one line wider is refuted",
          "[kernel][strategy]") {
  b21_piece_checked(
      {"2d+c-a",
       "d+2<=a+b && a>=1 && b>=1 && d>=1 && (c+4d>=2a+2b+2 || (c+4d>=2a+2b && c%2==0))",
       {"d+2<=a+b && a>=1 && b>=1 && d>=1 && (c+4d>=2a+2b+1 || (c+4d>=2a+2b && c%2==0))",
        "d+2<=a+b && a>=1 && b>=1 && d>=1 && (c+4d>=2a+2b+2 || (c+4d>=2a+2b-2 && c%2==0))"}});
}

// B21 deep below the line, 2d + c - a + 2 where the first toad's blanks a
// lie between (c + 2d + 3) / 2 and c + 2d + 1, and c + 4d + 6 <= 2a + 2b
// (read in the coordinates c + 2d - 2a and a - c - d). Each bound one step
// wider makes the claim false.
TEST_CASE("strategy: B21 deep below the line: both halves checked, the engine agrees, each bound one step wider is refuted",
          "[kernel][strategy]") {
  b21_piece_checked({"2d+c-a+2",
                     "a<=c+2d+1 && c+2d+3<=2a && c+4d+6<=2a+2b",
                     {"a<=c+2d+2 && c+2d+3<=2a && c+4d+6<=2a+2b", "a<=c+2d+1 && c+2d+2<=2a && c+4d+6<=2a+2b",
                      "a<=c+2d+1 && c+2d+3<=2a && c+4d+5<=2a+2b"}});
}

// B21 in the left band past it, a >= c + 2d + 2, where b >= c + 2: 2d + c -
// a + 2 again, as two claims, since a strategy needs the claim's sign fixed
// on its region (0 on the first, negative on the second). With b >= c + 1
// each is false.
TEST_CASE("strategy: B21's left band where b >= c+2: both halves checked, the engine agrees, b >= c+1 is refuted",
          "[kernel][strategy]") {
  b21_piece_checked({"2d+c-a+2", "a==c+2d+2 && b>=c+2", {"a==c+2d+2 && b>=c+1"}});
  b21_piece_checked({"2d+c-a+2", "a>=c+2d+3 && b>=c+2", {"a>=c+2d+3 && b>=c+1"}});
}

// B21 below the line where the frog's blanks d exceed the first toad's a by
// 2 or more: 2d + c - a, with c and the toads' gap b free (read in the
// coordinates a - d, c and c + 4d - 2a - 2b). One step wider on either
// bound the claim is false.
TEST_CASE("strategy: B21 below the line where d >= a+2: both halves checked, the engine agrees, each bound one step "
          "wider is refuted",
          "[kernel][strategy]") {
  b21_piece_checked({"2d+c-a", "d>=a+2 && d+2<=a+b", {"d>=a+1 && d+2<=a+b", "d>=a+2 && d+1<=a+b"}});
}

// B21's left band where b <= c + 1: the value goes by (c - b) mod 3: 0; -1
// past a == c + 2d + 2, where it is 0 for b >= 1; and *, then {0|-1}, for b
// <= c - 1. Each region one step wider, in a, in b or to b == 0, is false.
TEST_CASE("strategy: B21's left band where b <= c+1, by (c-b) mod 3: 0, -1 and 0 on its first line", "[kernel][strategy]") {
  b21_piece_checked({"0",
                     "a>=c+2d+2 && b<=c+1 && (c-b)%3==0",
                     {"a>=c+2d+1 && b<=c+1 && (c-b)%3==0", "a>=c+2d+2 && b<=c+4 && (c-b)%3==0"}});
  b21_piece_checked({"-1",
                     "a>=c+2d+3 && b<=c+1 && (c-b)%3==1",
                     {"a>=c+2d+2 && b<=c+1 && (c-b)%3==1", "a>=c+2d+3 && b<=c+4 && (c-b)%3==1"}});
  b21_piece_checked({"0", "a==c+2d+2 && b<=c+1 && b>=1 && (c-b)%3==1", {"a==c+2d+2 && b<=c+1 && (c-b)%3==1"}});
}

// 20 s and 49 s to build, so in make test-long.
TEST_CASE("strategy: B21's left band where b <= c+1, (c-b) mod 3 == 2: * and {0|-1}", "[.long][kernel][strategy]") {
  b21_piece_checked(
      {"*", "a==c+2d+3 && b<=c+1 && (c-b)%3==2", {"a>=c+2d+3 && a<=c+2d+4 && b<=c+1 && (c-b)%3==2"}});
  b21_piece_checked({"{0|-1}",
                     "a>=c+2d+4 && b<=c-1 && (c-b)%3==2",
                     {"a>=c+2d+4 && b<=c+1 && (c-b)%3==2", "a>=c+2d+3 && b<=c-1 && (c-b)%3==2"}});
}

// B21's right band, read in e = a - d, t = 4c + 10d - 8a - 2b and the
// parity of a + b + c + d: on the line e == 0 where a + b + c + d is even,
// 2d + c - a + 1 from t <= -2 on. Each bound one step wider is false.
TEST_CASE("strategy: B21's right band on a == d with a+b+c+d even: both halves checked, the engine agrees, each bound "
          "one step wider is refuted",
          "[kernel][strategy]") {
  b21_piece_checked({"2d+c-a+1",
                     "d==a && 2c+5d+1<=4a+b && (a+b+c+d)%2==0",
                     {"d==a && 2c+5d<=4a+b && (a+b+c+d)%2==0", "d==a && 2c+5d+1<=4a+b"}});
}

// Further from the frog (e >= 2) where a + b + c + d is even, 2d + c - a +
// 2 from t <= -16 on, together with the region deep below the line: its
// G >= X needs answers cut on a - d (cut_by_class in the strategy builder).
// About 8 minutes to build, so in make test-long and bench/b21_pieces.sh.
TEST_CASE("strategy: B21's right band where e >= 2 and a+b+c+d is even: both halves checked, the engine agrees, each "
          "bound one step wider is refuted",
          "[.long][kernel][strategy]") {
  b21_piece_checked({"2d+c-a+2",
                     "2a+2b-c-4d>=6 && 4a+b-2c-5d>=8 && a-d>=2 && a-c-2d<=1 && (a+b+c+d)%2==0",
                     {"2a+2b-c-4d>=6 && 4a+b-2c-5d>=7 && a-d>=2 && a-c-2d<=1 && (a+b+c+d)%2==0",
                      "2a+2b-c-4d>=6 && 4a+b-2c-5d>=8 && a-d>=1 && a-c-2d<=1 && (a+b+c+d)%2==0",
                      "2a+2b-c-4d>=6 && 4a+b-2c-5d>=8 && a-d>=2 && a-c-2d<=2 && (a+b+c+d)%2==0",
                      "2a+2b-c-4d>=5 && 4a+b-2c-5d>=8 && a-d>=2 && a-c-2d<=1 && (a+b+c+d)%2==0"}});
}

TEST_CASE("strategy: false claims get no certificate", "[kernel][strategy]") {
  for (const Claim& c : {claim("T^a __ F^b", "{{a-3|a-b}|{*|2-b}}", "a>b && b>=2"), claim("T _^b F", "0", "b>=0"),
                         claim("T _^b F", "*", "b%2==0"), claim("T^a __ FF", "{{a-3|a-2}|{*|1}}", "a>=2")}) {
    INFO(tf_pattern_to_string(c.g) << " = " << sym_game_to_string(c.x) << " on " << region_to_string(c.where));
    const TfStrategyClaim r = tf_claim_by_strategy(TfFamily{c.g, c.where}, c.x, RunBudget{});
    CHECK_FALSE(r.proved);
  }
}

// B21's piece 2d+c-a on d+2 <= a+b && a+10 <= c+d, which the README once
// listed as tried and not proved. Its least parameter sum is 14, so the
// search on the corner (up to 20) finds nothing; G <= X's build finds the
// claim false at a sample of its entry node, and that point, confirmed by
// the engine, leads the search to the least counterexample. Checked here by
// brute force: the engine's value at every point of the region up to the
// counterexample's sum.
TEST_CASE("strategy: a claim a build finds false past the corner is refuted at its least counterexample",
          "[kernel][strategy]") {
  const Claim c = claim("_^a T _^b T _^c F _^d", "2d+c-a", "d+2<=a+b && a+10<=c+d && a>=1 && b>=1 && d>=1");
  const TfStrategyClaim r = tf_claim_by_strategy(TfFamily{c.g, c.where}, c.x, RunBudget{});
  INFO(r.reason);
  CHECK_FALSE(r.proved);
  REQUIRE(r.counterexample);
  CHECK(r.counterexample_least);
  const ParamValues& at = r.counterexample->params;
  const long sum = at.at("a") + at.at("b") + at.at("c") + at.at("d");
  CHECK(sum > 20);  // past the corner's search
  TfEvaluator ev;
  GameStore& store = GameStore::instance();
  const auto holds = [&](const ParamValues& p) {
    const auto pos = tf_pattern_instantiate(c.g, p);
    REQUIRE(pos);
    return ev.value(*pos) == sym_game_instantiate(store, c.x, p);
  };
  CHECK_FALSE(holds(at));
  // Every point before it, in order of sum and then of (a, b, c, d), holds.
  std::size_t before = 0;
  for (long a = 1; a <= sum; ++a)
    for (long b = 1; a + b <= sum; ++b)
      for (long cc = 0; a + b + cc <= sum; ++cc)
        for (long d = 1; a + b + cc + d <= sum; ++d) {
          const ParamValues p{{"a", a}, {"b", b}, {"c", cc}, {"d", d}};
          const long s = a + b + cc + d;
          if (d + 2 > a + b || a + 10 > cc + d) continue;  // the region, a, b, d >= 1 by the loops
          if (s == sum && std::vector<long>{a, b, cc, d} >=
                              std::vector<long>{at.at("a"), at.at("b"), at.at("c"), at.at("d")})
            continue;
          ++before;
          if (!holds(p)) FAIL("the claim is false before the counterexample, at " << param_values_to_string(p));
        }
  CHECK(before > 1000);
}

TEST_CASE("strategy: a certificate changed in one place is rejected", "[kernel][strategy]") {
  const Claim c = claim("T^a __ FF", "{{a-3|a-2}|{*|1}}", "a>2");
  for (const bool left : {true, false}) {
    const TfStrategy good = build(c, left);
    REQUIRE(checks(good, c, left));
    REQUIRE(good.nodes.size() > 10);
    // Each change says whether it found something to change: a certificate
    // built otherwise (the widenings of 2026-12-07 left G <= X with no board
    // answer past the first move) must fail the test, not pass it unchanged.
    const auto mutants = std::vector<std::pair<const char*, std::function<bool(TfStrategy&)>>>{
        {"a threat dropped",
         [](TfStrategy& s) {
           s.nodes[0].threats.pop_back();
           return true;
         }},
        {"an answer dropped",
         [](TfStrategy& s) {
           for (auto& n : s.nodes)
             for (auto& t : n.threats)
               if (t.answers.size() >= 2) {
                 t.answers.pop_back();
                 return true;
               }
           return false;
         }},
        {"an answer sent to another node",
         [](TfStrategy& s) {
           TfStrategyAnswer& a = s.nodes[0].threats[0].answers[0];
           a.target = (a.target + 1) % s.nodes.size();
           return true;
         }},
        {"an argument off by one",
         [](TfStrategy& s) {
           TfStrategyAnswer& a = s.nodes[0].threats[0].answers[0];
           a.args.begin()->second = a.args.begin()->second + Affine(1);
           return true;
         }},
        {"another answering move",
         [](TfStrategy& s) {
           // The move before it, or the one after where it is the first:
           // the kernel must find a board other than the answer's strip.
           for (auto& n : s.nodes)
             for (auto& t : n.threats)
               for (auto& a : t.answers)
                 if (a.in == TfMoveIn::kBoard) {
                   a.index = a.index > 0 ? a.index - 1 : a.index + 1;
                   return true;
                 }
           return false;
         }},
        {"a domain without its least point",
         [](TfStrategy& s) {
           for (auto& n : s.nodes) {
             const auto p = region_lexmin(n.domain);
             if (!p) continue;
             const Region point = region_fix(region_universe(n.params), region_point_values(n.domain, *p));
             n.domain = region_subtract(n.domain, point);
             return true;
           }
           return false;
         }},
        {"a form's sign flipped (where it is not 0)",
         [](TfStrategy& s) {
           for (auto& n : s.nodes)
             if (n.form.kind != TfFormKind::kTree &&
                 !region_is_subset(n.domain, region_from_relation(Affine::param(tf_form_int_param()), CmpOp::eq,
                                                                  Affine(0), n.params))) {
               n.form.sign = -n.form.sign;
               return true;
             }
           return false;
         }},
        {"the entry's offset dropped",
         [](TfStrategy& s) {
           s.entry.strip.core = kernel_tf_strip_board(s.entry.strip);
           s.entry.strip.prefix.clear();
           s.entry.strip.suffix.clear();
           s.entry.args[tf_form_int_param()] = s.entry.args[tf_form_int_param()] + Affine(1);
           return true;
         }},
    };
    for (const auto& [what, change] : mutants) {
      INFO((left ? "G >= X, " : "G <= X, ") << what);
      TfStrategy bad = good;
      REQUIRE(change(bad));
      CHECK_FALSE(checks(bad, c, left));
    }
    // The same certificate for another claim, or the other half.
    CHECK_FALSE(checks(good, claim("T^a __ FF", "{{a-3|a-2}|{*|2}}", "a>2"), left));
    CHECK_FALSE(checks(good, claim("T^a __ FF", "{{a-3|a-2}|{*|1}}", "a>3"), left));
    CHECK_FALSE(checks(good, c, !left));
  }
}
