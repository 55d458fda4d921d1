// The Dalmatian loop on hand-made tables with known answers, and the bound
// on the number of conjectures checked on random tables by evaluating the
// conjectures again, independently of the enumeration.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "conjecture/dalmatian.h"

using namespace cgp::conjecture;

namespace {

DalmatianResult run(const InvariantTable& t, DalmatianOptions o) {
  auto r = dalmatian_conjecture(t, o);
  if (auto* e = std::get_if<DalmatianError>(&r)) FAIL(e->message);
  return std::get<DalmatianResult>(r);
}

// Built from a std::string: GCC 12 warns (-Wrestrict, a known false
// positive) on assigning a string literal to a member here.
DalmatianOptions bounds_of(std::string target) {
  DalmatianOptions o;
  o.target = std::move(target);
  return o;
}

OperatorSet only(std::initializer_list<Operator> ops) {
  OperatorSet s = OperatorSet::none();
  for (Operator op : ops) s.set(op, true);
  return s;
}

}  // namespace

TEST_CASE("a = x + y is found at complexity 3 after exactly four candidates") {
  // Complexity 1: x = (1,2,4) and y = (2,5,1) are not upper bounds of
  // a = (3,7,5). Complexity 3 with + only, in the order x+x, x+y: x+x =
  // (2,4,8) fails on the first object (3 <= 2); x+y is exact everywhere.
  InvariantTable t{{"x", "y", "a"}, {"1", "2", "3"}, {{1, 2, 4}, {2, 5, 1}, {3, 7, 5}}};
  DalmatianOptions o = bounds_of(std::string("a"));
  o.operators = only({Operator::Add});
  auto r = run(t, o);
  REQUIRE(r.conjectures.size() == 1);
  CHECK(r.conjectures[0].bound.infix() == "x + y");
  CHECK(r.exact_on[0] == std::vector<std::size_t>{0, 1, 2});
  CHECK(r.stop == DalmatianStop::EveryExampleExact);
  CHECK(r.expressions_evaluated == 4);
}

TEST_CASE("lower bounds: max of two invariants") {
  // t = max(x, y) + 1 on every object; lower bounds x + 1 and y + 1 are each
  // exact where their invariant is the larger, and max(x, y) + 1 is found
  // later than both (complexity 4 > 2), so it is never significant.
  InvariantTable t{{"x", "y", "t"}, {"1", "2", "3"}, {{1, 5, 3}, {4, 2, 3}, {5, 6, 4}}};
  DalmatianOptions o = bounds_of(std::string("t"));
  o.sense = BoundSense::Lower;
  o.operators = only({Operator::PlusOne, Operator::Max});
  auto r = run(t, o);
  REQUIRE(r.conjectures.size() == 2);
  CHECK(r.conjectures[0].bound.infix() == "x + 1");  // exact on objects 1 and 2 (t = 6, 4)
  CHECK(r.conjectures[1].bound.infix() == "y + 1");  // exact on objects 0 and 2 (t = 5, 4)
  CHECK(r.stop == DalmatianStop::EveryExampleExact);
}

TEST_CASE("an expression undefined on one example fails the truth test") {
  // t <= 1/x would hold where x != 0 (t = 0.1), but x = 0 on the second
  // object, where 1/x and ln(x) are undefined; x itself fails there (0.1 <= 0).
  InvariantTable t{{"x", "t"}, {"1", "2"}, {{1, 0}, {0.1, 0.1}}};
  DalmatianOptions o = bounds_of(std::string("t"));
  o.operators = only({Operator::Reciprocal, Operator::Ln});
  auto r = run(t, o);
  CHECK(r.conjectures.empty());
  CHECK(r.expressions_evaluated == 3);  // x, 1/x, ln(x); nothing is built on undefined vectors
  CHECK(r.stop == DalmatianStop::ComplexityLimit);
}

TEST_CASE("bad requests are errors") {
  InvariantTable t{{"x", "t"}, {"1"}, {{1}, {2}}};
  DalmatianOptions o = bounds_of(std::string("nope"));
  CHECK(std::holds_alternative<DalmatianError>(dalmatian_conjecture(t, o)));
  o.target = t.names[1];
  o.invariants = {"y"};
  CHECK(std::get<DalmatianError>(dalmatian_conjecture(t, o)).message == "unknown invariant 'y'");
  o.invariants = {"t"};
  CHECK(std::holds_alternative<DalmatianError>(dalmatian_conjecture(t, o)));
}

TEST_CASE("never more conjectures than examples, each is true and significant") {
  std::mt19937 rng(20);
  std::uniform_int_distribution<int> value(0, 9);
  for (int trial = 0; trial < 30; ++trial) {
    const std::size_t objects = 2 + static_cast<std::size_t>(trial % 6);
    InvariantTable t;
    t.names = {"p", "q", "r", "s"};
    for (std::size_t k = 0; k < objects; ++k) t.objects.push_back(std::to_string(k));
    t.columns.assign(4, std::vector<double>(objects));
    for (auto& col : t.columns)
      for (double& v : col) v = value(rng);
    DalmatianOptions o;
    o.target = t.names[static_cast<std::size_t>(trial) % 4];
    o.sense = trial % 2 ? BoundSense::Upper : BoundSense::Lower;
    o.max_complexity = 5;
    o.seconds = 2;
    auto r = run(t, o);
    INFO("trial " << trial << ", " << objects << " objects");
    CHECK(r.conjectures.size() <= objects);
    const auto& target = t.columns[*t.index_of(o.target)];
    const double s = o.sense == BoundSense::Upper ? 1 : -1;
    std::vector<std::vector<double>> values;
    for (const auto& c : r.conjectures) values.push_back(expression_evaluate(c.bound, t));
    for (std::size_t i = 0; i < values.size(); ++i) {
      bool strictly_best_somewhere = false;
      for (std::size_t k = 0; k < objects; ++k) {
        CHECK(s * target[k] <= s * values[i][k] + 1e-9 * std::max(1.0, std::fabs(target[k])));
        bool best = true;
        for (std::size_t j = 0; j < values.size(); ++j)
          if (j != i && !(s * values[i][k] + 1e-9 * std::max(1.0, std::fabs(values[i][k])) < s * values[j][k]))
            best = false;
        strictly_best_somewhere |= best;
      }
      CHECK(strictly_best_somewhere);
    }
  }
}
