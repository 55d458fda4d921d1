// The fast paths of the enumeration against plain evaluation: the column
// kernels against the std:: functions one value at a time, the screen of
// x^y (power_screen.h) against std::pow, and a full-store enumeration
// against evaluating every candidate's tree again.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "conjecture/expression_enumeration.h"
#include "conjecture/invariant_table.h"

using namespace cgp::conjecture;

namespace {

// The operators as the issue defines them, one value at a time.
double plain(Operator op, double a, double b = 0) {
  switch (op) {
    case Operator::MinusOne: return a - 1;
    case Operator::PlusOne: return a + 1;
    case Operator::Double: return 2 * a;
    case Operator::Half: return a / 2;
    case Operator::Square: return std::pow(a, 2.0);
    case Operator::Negate: return -a;
    case Operator::Reciprocal: return 1 / a;
    case Operator::Sqrt: return std::sqrt(a);
    case Operator::Ln: return std::log(a);
    case Operator::Log10: return std::log10(a);
    case Operator::Exp2: return std::pow(2.0, a);
    case Operator::Floor: return std::floor(a);
    case Operator::Ceil: return std::ceil(a);
    case Operator::Add: return a + b;
    case Operator::Mul: return a * b;
    case Operator::Max: return std::fmax(a, b);
    case Operator::Min: return std::fmin(a, b);
    case Operator::Sub: return a - b;
    case Operator::Div: return a / b;
    case Operator::Pow: return std::pow(a, b);
    case Operator::Invariant: break;
  }
  return NAN;
}

// The conjecturer's tolerance (conjecture_set.h): 1e-9 relative, absolute below 1.
bool agree(double fast, double reference) {
  if (!std::isfinite(fast) || !std::isfinite(reference)) return std::isfinite(fast) == std::isfinite(reference);
  return std::fabs(fast - reference) <= 1e-9 * std::max(1.0, std::fabs(reference));
}

// Values of invariants and of expressions over them: integers (often small),
// zero, negatives, fractions, roots, logarithms, huge and tiny numbers.
double random_value(std::mt19937_64& rng) {
  std::uniform_int_distribution<int> kind(0, 9), small(-6, 12), big(0, 2000);
  std::uniform_real_distribution<double> unit(0, 1);
  switch (kind(rng)) {
    case 0: return 0;
    case 1: return 1;
    case 2: return small(rng) + 0.5;
    case 3: return std::sqrt(static_cast<double>(big(rng)));
    case 4: return std::log(1.0 + big(rng));
    case 5: return (unit(rng) - 0.5) * 1e6;
    case 6: return std::ldexp(unit(rng), -small(rng) * 40);
    case 7: return big(rng);
    default: return small(rng);
  }
}

std::vector<double> random_column(std::mt19937_64& rng, std::size_t n) {
  std::vector<double> c(n);
  for (double& v : c) v = random_value(rng);
  return c;
}

}  // namespace

TEST_CASE("the column kernels equal the std:: functions value by value, with the same undefined values") {
  std::mt19937_64 rng(20);
  const std::size_t n = 37;  // not a multiple of the SIMD width
  std::size_t undefined = 0, compared = 0;
  for (int round = 0; round < 400; ++round) {
    const auto x = random_column(rng, n), y = random_column(rng, n);
    std::vector<double> out(n);
    for (std::size_t o = 1; o < kOperatorCount; ++o) {
      const auto op = static_cast<Operator>(o);
      if (operator_is_unary(op))
        operator_apply_unary(op, x.data(), out.data(), n);
      else
        operator_apply_binary(op, x.data(), y.data(), out.data(), n);
      for (std::size_t k = 0; k < n; ++k) {
        const double ref = plain(op, x[k], y[k]);
        INFO(operator_name(op) << " of " << x[k] << ", " << y[k] << ": " << out[k] << " against " << ref);
        REQUIRE(agree(out[k], ref));
        undefined += !std::isfinite(ref);
        ++compared;
      }
    }
  }
  CHECK(undefined > compared / 50);  // the undefined cases were exercised
  // The checks of whole columns: finiteness, and sign * x >= lowest (false on NaN).
  std::vector<double> v = {1, 2, 3, 4, 5, NAN, 7};
  CHECK(all_finite(v.data(), 5));
  CHECK(!all_finite(v.data(), 6));
  v[5] = INFINITY;
  CHECK(!all_finite(v.data(), 7));
  const std::vector<double> low = {1, 2, 3, 4, 5};
  CHECK(all_at_least(v.data(), 1, low.data(), 5));
  v[4] = 4.5;
  CHECK(!all_at_least(v.data(), 1, low.data(), 5));
  CHECK(all_at_least(v.data(), 1, low.data(), 4));
}

TEST_CASE("bounds_verdict is the object-by-object test of CandidateBounds") {
  // Random values (with NaN, infinities, -0 and values equal to a bound),
  // bounds with settled >= lowest, both signs and every length up to 13.
  std::mt19937_64 rng(5);
  std::uniform_int_distribution<int> small(-3, 3), pick(0, 9);
  std::size_t counts[3] = {0, 0, 0};
  for (int round = 0; round < 20000; ++round) {
    const std::size_t n = static_cast<std::size_t>(round % 14);
    const double sign = round % 2 ? 1.0 : -1.0;
    std::vector<double> x(n), lowest(n), settled(n);
    for (std::size_t k = 0; k < n; ++k) {
      lowest[k] = small(rng);
      settled[k] = pick(rng) < 3 ? INFINITY : lowest[k] + (pick(rng) < 5 ? 0 : small(rng) + 3);
      const int p = pick(rng);
      const double v = p == 0 ? NAN : p == 1 ? -0.0 : p == 2 ? INFINITY : p == 3 ? settled[k] : lowest[k] + small(rng) + 2;
      x[k] = sign * v;
    }
    bool rejected = false, open = false;
    for (std::size_t k = 0; k < n; ++k) {
      rejected = rejected || !(sign * x[k] >= lowest[k]);
      open = open || sign * x[k] < settled[k];
    }
    const BoundsVerdict expected = rejected ? BoundsVerdict::Rejected : open ? BoundsVerdict::Open : BoundsVerdict::Settled;
    INFO("round " << round);
    REQUIRE(bounds_verdict(x.data(), sign, lowest.data(), settled.data(), n) == expected);
    ++counts[static_cast<int>(expected)];
  }
  CHECK(counts[0] > 1000);  // each verdict is reached often
  CHECK(counts[1] > 1000);
  CHECK(counts[2] > 1000);
}

TEST_CASE("the screen of x^y only rejects or settles what std::pow rejects or settles") {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> unit(0, 1);
  const std::size_t n = 6;
  std::size_t rejected = 0, settled = 0, unknown = 0;
  for (int round = 0; round < 40000; ++round) {
    auto x = random_column(rng, n);
    const auto y = random_column(rng, n);
    const bool positive = round % 4 < 2;  // bases > 0, where the screen can decide every object
    if (positive)
      for (double& v : x) v = std::fabs(v) + 0.25;
    const double sign = round % 2 ? 1 : -1;
    std::vector<double> exact(n), lowest(n), best(n);
    for (std::size_t k = 0; k < n; ++k) exact[k] = sign * std::pow(x[k], y[k]);
    // Bounds around the exact values, often at a hair's breadth from them.
    for (std::size_t k = 0; k < n; ++k) {
      const double e = std::isfinite(exact[k]) ? exact[k] : random_value(rng);
      const double hair[] = {0, 1e-15, -1e-15, 1e-11, -1e-11, 0.5, -0.5, 2};
      lowest[k] = e - std::fabs(e) * hair[rng() % 8] - (rng() % 4 == 0 ? 1 : 0);
      // As in the conjecturer, a settled value is true: best >= lowest.
      const double above = rng() % 8 == 0 ? INFINITY : e + std::fabs(e) * hair[rng() % 8];
      best[k] = positive ? lowest[k] : std::max(lowest[k], above);
    }
    PowerScreen screen;
    screen.power_screen_base(x.data());
    const CandidateBounds b{sign, n, lowest.data(), best.data(), 1};
    const ScreenVerdict verdict = screen.power_screen_judge(y.data(), b);
    bool fails = false, all_settled = true;
    for (std::size_t k = 0; k < n; ++k) {
      fails = fails || !(exact[k] >= lowest[k]);
      all_settled = all_settled && exact[k] >= best[k];
    }
    INFO("round " << round);
    if (verdict == ScreenVerdict::Rejected) REQUIRE(fails);
    if (verdict == ScreenVerdict::Settled) REQUIRE((!fails && all_settled));
    rejected += verdict == ScreenVerdict::Rejected;
    settled += verdict == ScreenVerdict::Settled;
    unknown += verdict == ScreenVerdict::Unknown;
  }
  // The screen decides a good share (it is what saves std::pow), not everything.
  CHECK(rejected > 10000);
  CHECK(settled > 60);
  CHECK(unknown > 5000);
}

namespace {

// Records the candidates it sees with the store full; its bounds are fixed.
struct RecordingVisitor {
  CandidateBounds b;
  std::set<std::tuple<Operator, std::uint32_t, std::uint32_t>> seen;
  CandidateBounds bounds() const { return b; }
  bool visit(const double*, const StoredExpression& node, bool within_bounds) {
    if (within_bounds) seen.insert({node.op, node.left, node.right});
    return true;
  }
};

// An expression's values by the plain operators, node by node, object by object.
std::vector<double> plain_values(const Expression& e, const InvariantTable& t) {
  std::vector<std::vector<double>> value;
  for (const ExpressionNode& node : e.nodes()) {
    std::vector<double> v(t.object_count());
    for (std::size_t k = 0; k < v.size(); ++k)
      v[k] = node.op == Operator::Invariant ? t.columns[*t.index_of(node.invariant)][k]
             : operator_is_unary(node.op)   ? plain(node.op, value[node.left][k])
                                            : plain(node.op, value[node.left][k], value[node.right][k]);
    value.push_back(std::move(v));
  }
  return value.back();
}

}  // namespace

TEST_CASE("with the store full, the enumeration visits every candidate within the bounds and not settled") {
  // Random columns with fractions and zeros (many x^y are screened), a store
  // small enough to fill at complexity 3.
  std::mt19937_64 rng(11);
  const std::size_t n = 9;
  InvariantTable t;
  t.names = {"a", "b", "c"};
  for (std::size_t k = 0; k < n; ++k) t.objects.push_back(std::to_string(k + 1));
  for (int c = 0; c < 3; ++c) {
    auto col = random_column(rng, n);
    for (double& v : col) v = std::fabs(v) > 100 ? std::fmod(v, 7) : v;  // keep x^y mostly finite
    t.columns.push_back(col);
  }
  std::vector<const double*> leaves;
  for (const auto& c : t.columns) leaves.push_back(c.data());
  for (double sign : {1.0, -1.0}) {
    std::vector<double> lowest(n), settled(n);
    for (std::size_t k = 0; k < n; ++k) {
      lowest[k] = sign * (t.columns[0][k] + t.columns[1][k]) - 3;
      settled[k] = lowest[k] + 2 + k % 3;
    }
    EnumerationLimits limits;
    limits.max_complexity = 4;
    // Every candidate (nothing rejected, nothing settled), then the bounds.
    const std::vector<double> none(n, -INFINITY), never(n, INFINITY);
    RecordingVisitor all{{sign, n, none.data(), never.data(), 0}, {}};
    RecordingVisitor bounded{{sign, n, lowest.data(), settled.data(), 0}, {}};
    ExpressionStore s1(n, 60 * (8 * n + 40)), s2(n, 60 * (8 * n + 40));
    const auto st1 = enumerate_expressions(s1, leaves, OperatorSet(), limits, all);
    const auto st2 = enumerate_expressions(s2, leaves, OperatorSet(), limits, bounded);
    REQUIRE(st1.store_filled);
    CHECK(st1.evaluated == st2.evaluated);
    // The candidates the bounds let through, from their trees evaluated again.
    std::size_t expected = 0, optional = 0;
    for (const auto& [op, left, right] : all.seen) {
      const Expression e = s1.expression(StoredExpression{op, 1, left, right}, t.names);
      const auto v = plain_values(e, t);
      bool in = true, done = true;
      for (std::size_t k = 0; k < n; ++k) {
        in = in && sign * v[k] >= lowest[k];
        done = done && sign * v[k] >= settled[k];
      }
      INFO(e.infix());
      if (in && !done) CHECK(bounded.seen.count({op, left, right}) == 1);
      if (!in) CHECK(bounded.seen.count({op, left, right}) == 0);
      expected += in && !done;
      optional += in && done;
    }
    for (const auto& node : bounded.seen) CHECK(all.seen.count(node) == 1);
    CHECK(expected > 20);
    CHECK(optional > 5);
  }
}
