// Exact verdicts: tables where the double answer is wrong and the exact one
// right (values worked out by hand below), the exact evaluator against a
// brute-force GMP evaluation of random trees written here independently,
// and the property that exact and double verdicts agree wherever the double
// value is far from the bound.
#include <catch2/catch.hpp>

#include <gmpxx.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "conjecture/chomp_box_check.h"
#include "conjecture/chomp_invariants.h"
#include "conjecture/dalmatian.h"
#include "conjecture/rational_evaluation.h"

using namespace cgp::conjecture;

namespace {

InvariantTable table_of(const std::string& tsv) {
  auto t = invariant_table_from_tsv(tsv);
  if (auto* e = std::get_if<TableError>(&t)) FAIL(e->message);
  return std::get<InvariantTable>(t);
}

// The target "t", from a std::string: GCC 12 warns (-Wrestrict, a known
// false positive) on assigning a string literal to the member.
DalmatianOptions bounds_of_t() {
  DalmatianOptions o;
  o.target = std::string(1, 't');
  return o;
}

DalmatianResult lower_bounds(const InvariantTable& t, Operator op) {
  DalmatianOptions o = bounds_of_t();
  o.sense = BoundSense::Lower;
  o.invariants = {"a", "b"};
  o.operators = OperatorSet::none();
  o.operators.set(op, true);
  o.max_complexity = 3;
  auto r = dalmatian_conjecture(t, o);
  if (auto* e = std::get_if<DalmatianError>(&r)) FAIL(e->message);
  return std::get<DalmatianResult>(r);
}

std::vector<std::string> infixes(const std::vector<AcceptedBound>& v) {
  std::vector<std::string> s;
  for (const auto& a : v) s.push_back(a.bound.infix());
  return s;
}

std::vector<std::string> infixes(const std::vector<Conjecture>& v) {
  std::vector<std::string> s;
  for (const auto& c : v) s.push_back(c.bound.infix());
  return s;
}

Expression leaf(const char* name) { return Expression::invariant(name); }

}  // namespace

TEST_CASE("a TSV table keeps decimals and integers past 2^53 exactly") {
  const InvariantTable t = table_of("x\ty\n0.1\t9007199254740993\n-2.5E+2\t3\n1e-3\t0.5\n");
  REQUIRE(t.exact.size() == 2);
  mpq_class q;
  invariant_table_exact_value(t, 0, 0, q);
  CHECK(q == mpq_class(1, 10));
  invariant_table_exact_value(t, 0, 1, q);
  CHECK(q == -250);
  invariant_table_exact_value(t, 0, 2, q);
  CHECK(q == mpq_class(1, 1000));
  invariant_table_exact_value(t, 1, 0, q);
  CHECK(q == mpq_class("9007199254740993"));
  CHECK(t.columns[1][0] == 9007199254740992.0);  // its double rounds
  invariant_table_exact_value(t, 1, 2, q);
  CHECK(q == mpq_class(1, 2));
}

TEST_CASE("0.1 + 0.2 is 3/10 and (1/a)*a is 1 in rationals, not in doubles") {
  const InvariantTable t = table_of("a\tb\tc\n0.1\t0.2\t49\n");
  const Expression sum = Expression::binary(Operator::Add, leaf("a"), leaf("b"));
  CHECK(expression_evaluate(sum, t)[0] != 0.3);  // 0.30000000000000004
  auto exact = expression_evaluate_exact(sum, t);
  REQUIRE(exact);
  CHECK(*(*exact)[0] == mpq_class(3, 10));
  const Expression one = Expression::binary(Operator::Mul, Expression::unary(Operator::Reciprocal, leaf("c")), leaf("c"));
  CHECK(expression_evaluate(one, t)[0] != 1.0);  // 0.9999999999999999
  exact = expression_evaluate_exact(one, t);
  REQUIRE(exact);
  CHECK(*(*exact)[0] == 1);
  // sqrt has no rational value: no exact evaluation.
  CHECK(!expression_evaluate_exact(Expression::unary(Operator::Sqrt, leaf("a")), t));
  CHECK(!expression_evaluate_exact(Expression::binary(Operator::Pow, leaf("c"), leaf("a")), t));  // 49^0.1
}

TEST_CASE("t >= a + b is rejected when a + b exceeds t by 1e-12: within the double tolerance, false exactly") {
  // Object 1: a + b = 0.1 + 0.200000000001 = 0.300000000001 > t = 0.3.
  // Object 2: a = b = 1, t = 5. With + only, by hand: a = (0.1, 1) is
  // accepted; b = (0.200000000001, 1) is better at object 1, and a is
  // removed; a + a = (0.2, 2) is better at object 2 and b stays (better
  // at object 1 by 1e-12, exactly); a + b would be accepted by the doubles
  // (0.30000000000100003 is within 1e-9 of 0.3) but is false exactly; b + b
  // = (0.400000000002, 2) is false in doubles too.
  const InvariantTable t = table_of("a\tb\tt\n0.1\t0.200000000001\t0.3\n1\t1\t5\n");
  const DalmatianResult r = lower_bounds(t, Operator::Add);
  CHECK(infixes(r.accepted) == std::vector<std::string>{"a", "b", "a + a"});
  CHECK(infixes(r.conjectures) == std::vector<std::string>{"b", "a + a"});
  CHECK(r.exact_rejected == 1);
  for (const auto& c : r.conjectures) CHECK(c.exact);
}

TEST_CASE("t >= a - b is rejected when a = 2^53 + 1, b = 2^53: the doubles see a - b = 0") {
  // Object 1: a - b = 1 > t = 0 exactly; the doubles round a to 2^53 and
  // see 0 <= 0. Object 2: a = 3, b = 1, t = 5. With - only, by hand: a and b
  // are false at object 1; a - a = (0, 0) is true and accepted; a - b =
  // (1, 2) is significant at object 2 and true in doubles, false exactly;
  // b - a = (-1, -2) is true but better nowhere; b - b equals a - a.
  const InvariantTable t = table_of("a\tb\tt\n9007199254740993\t9007199254740992\t0\n3\t1\t5\n");
  const DalmatianResult r = lower_bounds(t, Operator::Sub);
  CHECK(infixes(r.accepted) == std::vector<std::string>{"a - a"});
  CHECK(infixes(r.conjectures) == std::vector<std::string>{"a - a"});
  CHECK(r.exact_rejected == 1);
}

TEST_CASE("a division by zero fails the exact truth test, sqrt keeps the double verdict") {
  // a/b where b = 0 at object 1: undefined, in rationals too.
  const InvariantTable t = table_of("a\tb\tt\n1\t0\t1\n2\t2\t1\n");
  auto exact = expression_evaluate_exact(Expression::binary(Operator::Div, leaf("a"), leaf("b")), t);
  REQUIRE(exact);
  CHECK(!(*exact)[0]);
  CHECK(*(*exact)[1] == 1);
  DalmatianOptions o = bounds_of_t();
  o.invariants = {"a"};
  o.operators = OperatorSet::none();
  o.operators.set(Operator::Sqrt, true);
  o.max_complexity = 2;
  const auto r = std::get<DalmatianResult>(dalmatian_conjecture(t, o));
  // t <= a (1 <= 1, 1 <= 2) is exact in rationals; t <= sqrt(a) (1 <= 1,
  // 1 <= 1.414...) is better at object 2, decided in doubles.
  REQUIRE(infixes(r.conjectures) == std::vector<std::string>{"sqrt(a)"});
  CHECK(!r.conjectures[0].exact);
  CHECK(r.accepted[0].exact);
}

TEST_CASE("the box check is exact for rational bounds, in doubles otherwise") {
  auto built = ChompBoxChecker::build(6, 6, BoxScope::AllPositions,
                                      {"number_of_cookies", "number_of_rows", "average_cookies_per_row",
                                       "rank_ratio", "rows_of_different_length"});
  const auto& box = std::get<ChompBoxChecker>(built);
  // n = (n/r)*r and d = (d/r)*r exactly, in both directions.
  const Expression nr = Expression::binary(Operator::Mul, leaf("average_cookies_per_row"), leaf("number_of_rows"));
  const Expression dr = Expression::binary(Operator::Mul, leaf("rank_ratio"), leaf("number_of_rows"));
  for (BoundSense sense : {BoundSense::Upper, BoundSense::Lower}) {
    const BoxCheck a = box.check("number_of_cookies", sense, nr), b = box.check("rows_of_different_length", sense, dr);
    CHECK((a.exact && a.holds && b.exact && b.holds));
  }
  const Expression less = Expression::binary(
      Operator::Sub, nr,
      Expression::unary(Operator::Reciprocal,
                        Expression::binary(Operator::Pow, Expression::unary(Operator::Double, leaf("number_of_rows")),
                                           Expression::unary(Operator::Square, leaf("number_of_rows")))));
  // n <= (n/r)*r - 1/(2r)^(r^2) fails everywhere exactly. For r >= 4,
  // 1/(2r)^(r^2) <= 1/8^16 is far below 1e-9 * n: the doubles would accept it.
  const BoxCheck c = box.check("number_of_cookies", BoundSense::Upper, less);
  CHECK(c.exact);
  CHECK(c.violations == box.positions());
  const BoxCheck d = box.check("number_of_cookies", BoundSense::Upper,
                               Expression::unary(Operator::Square, Expression::unary(Operator::Sqrt, leaf("number_of_cookies"))));
  CHECK(!d.exact);
  CHECK(d.holds);  // sqrt(n)^2 = n within the tolerance
}

namespace {

// The operators in rationals, one node at a time, as the issue defines
// them: false where undefined (division by zero) or with no rational value
// (a non-integer exponent, or one above 64 in absolute value).
bool brute(const Expression& e, int i, const std::vector<mpq_class>& leaves, const std::vector<std::string>& names,
           mpq_class& out) {
  const ExpressionNode& n = e.nodes()[static_cast<std::size_t>(i)];
  if (n.op == Operator::Invariant) {
    for (std::size_t k = 0; k < names.size(); ++k)
      if (names[k] == n.invariant) out = leaves[k];
    return true;
  }
  mpq_class x, y;
  if (!brute(e, n.left, leaves, names, x)) return false;
  if (n.right >= 0 && !brute(e, n.right, leaves, names, y)) return false;
  auto power = [&](const mpq_class& base, const mpq_class& ex) {
    if (ex.get_den() != 1 || abs(ex) > 64) return false;
    long k = ex.get_num().get_si();
    if (k < 0 && base == 0) return false;
    mpq_class r = 1;
    for (long j = 0; j < std::labs(k); ++j) r *= base;
    out = k < 0 ? mpq_class(1 / r) : r;
    return true;
  };
  switch (n.op) {
    case Operator::MinusOne: out = x - 1; return true;
    case Operator::PlusOne: out = x + 1; return true;
    case Operator::Double: out = x + x; return true;
    case Operator::Half: out = x / 2; return true;
    case Operator::Square: out = x * x; return true;
    case Operator::Negate: out = 0 - x; return true;
    case Operator::Reciprocal: if (x == 0) return false; out = 1 / x; return true;
    case Operator::Floor: { mpz_class f = x.get_num() / x.get_den(); if (f > x) f -= 1; out = f; return true; }
    case Operator::Ceil: { mpz_class f = x.get_num() / x.get_den(); if (f < x) f += 1; out = f; return true; }
    case Operator::Exp2: return power(2, x);
    case Operator::Add: out = x + y; return true;
    case Operator::Mul: out = x * y; return true;
    case Operator::Max: out = x > y ? x : y; return true;
    case Operator::Min: out = x < y ? x : y; return true;
    case Operator::Sub: out = x - y; return true;
    case Operator::Div: if (y == 0) return false; out = x / y; return true;
    case Operator::Pow: return power(x, y);
    default: return false;
  }
}

const std::vector<Operator> kRationalUnary = {Operator::MinusOne, Operator::PlusOne, Operator::Double,
                                              Operator::Half,     Operator::Square,  Operator::Negate,
                                              Operator::Reciprocal, Operator::Floor, Operator::Ceil,
                                              Operator::Exp2};
const std::vector<Operator> kRationalBinary = {Operator::Add, Operator::Mul, Operator::Max, Operator::Min,
                                               Operator::Sub, Operator::Div, Operator::Pow};

Expression random_tree(std::mt19937_64& rng, const std::vector<std::string>& names, int depth) {
  std::uniform_int_distribution<int> kind(0, 2);
  const int k = depth == 0 ? 0 : kind(rng);
  if (k == 0) return Expression::invariant(names[rng() % names.size()]);
  if (k == 1) return Expression::unary(kRationalUnary[rng() % kRationalUnary.size()], random_tree(rng, names, depth - 1));
  return Expression::binary(kRationalBinary[rng() % kRationalBinary.size()], random_tree(rng, names, depth - 1),
                            random_tree(rng, names, depth - 1));
}

// Small integers, halves, tenths and thirds as TSV text.
InvariantTable random_table(std::mt19937_64& rng, std::size_t objects) {
  const char* cells[] = {"0", "1", "2", "3", "-1", "-2", "0.5", "0.1", "-0.3", "7", "2.25", "10"};
  std::string tsv = "a\tb\tc\n";
  for (std::size_t k = 0; k < objects; ++k)
    tsv += std::string(cells[rng() % 12]) + "\t" + cells[rng() % 12] + "\t" + cells[rng() % 12] + "\n";
  return table_of(tsv);
}

}  // namespace

TEST_CASE("the exact evaluator agrees with a brute-force rational evaluation on random trees") {
  std::mt19937_64 rng(20);
  std::size_t values = 0, undefined = 0, inexact = 0, in_doubles = 0;
  for (int round = 0; round < 3000; ++round) {
    const InvariantTable t = random_table(rng, 6);
    const Expression e = random_tree(rng, t.names, 1 + round % 4);
    RationalEvaluator ev(e, t.names);
    const RationalLeaf leaf = [&](std::size_t i, std::size_t k, mpq_class& out) {
      invariant_table_exact_value(t, i, k, out);
    };
    const DoubleLeaf fast = [&](std::size_t i, std::size_t k) {
      return LeafDouble{t.columns[i][k], t.exact[i].empty()};
    };
    for (std::size_t k = 0; k < t.object_count(); ++k) {
      std::vector<mpq_class> leaves(3);
      for (std::size_t i = 0; i < 3; ++i) invariant_table_exact_value(t, i, k, leaves[i]);
      mpq_class expected, got;
      const bool defined = brute(e, e.complexity() - 1, leaves, t.names, expected);
      const RationalOutcome o = ev.rational_evaluate(k, leaf, got);
      INFO(e.infix() << " at object " << k);
      if (o == RationalOutcome::Inexact) {
        ++inexact;  // a non-integer exponent somewhere, or past the size limit
        continue;
      }
      if (o == RationalOutcome::Undefined) {
        ++undefined;
        // Undefined exactly: the brute force fails too (division by zero, or
        // 0 to a negative power), unless it met an exponent it cannot take first.
        CHECK(!defined);
        continue;
      }
      ++values;
      REQUIRE(defined);
      CHECK(got == expected);
      if (auto d = ev.exact_double(k, fast)) {
        ++in_doubles;
        CHECK(mpq_class(*d) == expected);
      }
    }
  }
  CHECK(values > 5000);
  CHECK(undefined > 200);
  CHECK(inexact > 200);
  CHECK(in_doubles > 2000);
}

TEST_CASE("exact and double verdicts agree wherever the double value is far from the bound") {
  std::mt19937_64 rng(21);
  std::size_t compared = 0;
  for (int round = 0; round < 2000; ++round) {
    const InvariantTable t = random_table(rng, 8);
    const Expression e = random_tree(rng, t.names, 1 + round % 3);
    const auto exact = expression_evaluate_exact(e, t);
    if (!exact) continue;
    const std::vector<double> v = expression_evaluate(e, t);
    for (std::size_t k = 0; k < v.size(); ++k) {
      const double target = static_cast<double>(static_cast<int>(rng() % 21) - 10) / 4;
      if (!(*exact)[k] || !std::isfinite(v[k])) continue;
      if (std::fabs(v[k] - target) <= 1e-6 * std::max(1.0, std::fabs(target))) continue;
      ++compared;
      INFO(e.infix() << " at object " << k);
      CHECK((target <= v[k]) == (mpq_class(target) <= *(*exact)[k]));
    }
  }
  CHECK(compared > 5000);
}

TEST_CASE("Chomp invariants are kept exactly where their doubles round") {
  // [2,2,1]: 2 distinct row lengths over 3 rows, 5 cookies over 3 rows and
  // 2 columns, (5 - 2 - 3 + 1)/5 inside. 34 rows of 3: row_product 3^34 =
  // 16677181699666569, odd and above 2^53, so its double rounds.
  const std::vector<cgp::ChompPosition> ps = {{{2, 2, 1}}, {std::vector<int>(34, 3)}};
  const auto t = std::get<InvariantTable>(chomp_invariant_table(
      ps, {"rank_ratio", "average_cookies_per_row", "average_cookies_per_column", "cookies_inside_ratio", "row_product",
           "number_of_rows"}));
  mpq_class q;
  const mpq_class expected[4] = {mpq_class(2, 3), mpq_class(5, 3), mpq_class(5, 2), mpq_class(1, 5)};
  for (std::size_t i = 0; i < 4; ++i) {
    invariant_table_exact_value(t, i, 0, q);
    CHECK(q == expected[i]);
  }
  invariant_table_exact_value(t, 4, 1, q);
  CHECK(q == mpq_class("16677181699666569"));
  CHECK(mpq_class(t.columns[4][1]) != q);
  CHECK(chomp_invariant_exact(7, ps[1].rows) == mpq_class("16677181699666569"));
  CHECK(t.exact[5].empty());  // number_of_rows is an integer: its doubles are exact
}
