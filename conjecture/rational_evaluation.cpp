#include "conjecture/rational_evaluation.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cgp::conjecture {
namespace {

bool operator_is_rational(Operator op) {
  switch (op) {
    case Operator::Sqrt: case Operator::Ln: case Operator::Log10: return false;
    default: return true;
  }
}

bool too_large(const mpq_class& q) {
  return mpz_sizeinbase(q.get_num_mpz_t(), 2) > kRationalBitLimit ||
         mpz_sizeinbase(q.get_den_mpz_t(), 2) > kRationalBitLimit;
}

// base^e for an integer exponent e, |e| <= kRationalExponentLimit.
RationalOutcome power(const mpq_class& base, const mpq_class& e, mpq_class& out) {
  if (e.get_den() != 1 || abs(e.get_num()) > kRationalExponentLimit) return RationalOutcome::Inexact;
  const long n = e.get_num().get_si();
  if (n < 0 && base == 0) return RationalOutcome::Undefined;
  const unsigned long m = static_cast<unsigned long>(n < 0 ? -n : n);
  mpq_class r;
  mpz_pow_ui(r.get_num_mpz_t(), base.get_num_mpz_t(), m);
  mpz_pow_ui(r.get_den_mpz_t(), base.get_den_mpz_t(), m);
  r.canonicalize();  // only moves a negative sign: powers of coprime numbers stay coprime
  if (n < 0) r = 1 / r;
  out = r;
  return RationalOutcome::Value;
}

// Results of exact_double stay in this range (or are 0), where the fma
// residual of a product or quotient and the TwoSum error of a sum are
// themselves exact doubles.
bool tame(double v) {
  const double a = std::fabs(v);
  return v == 0 || (a >= 0x1p-500 && a <= 0x1p500);
}

// a + b when exact (TwoSum error 0).
std::optional<double> exact_sum(double a, double b) {
  const double s = a + b, bb = s - a, err = (a - (s - bb)) + (b - bb);
  if (err != 0 || !tame(s)) return std::nullopt;
  return s;
}

std::optional<double> exact_product(double a, double b) {
  const double p = a * b;
  if (!tame(p) || std::fma(a, b, -p) != 0) return std::nullopt;
  return p;
}

std::optional<double> exact_quotient(double a, double b) {
  if (b == 0) return std::nullopt;  // undefined: rational_evaluate says so
  const double q = a / b;
  if (!tame(q) || std::fma(q, b, -a) != 0) return std::nullopt;  // q * b == a exactly
  return q;
}

std::optional<double> exact_power(double x, double y) {
  if (y != std::trunc(y) || std::fabs(y) > kRationalExponentLimit) return std::nullopt;
  std::optional<double> r = 1.0;
  for (long i = 0; i < static_cast<long>(std::fabs(y)) && r; ++i) r = exact_product(*r, x);
  if (r && y < 0) r = exact_quotient(1, *r);
  return r;
}

}  // namespace

std::optional<double> RationalEvaluator::exact_double(std::size_t object, const DoubleLeaf& leaf) {
  double_.resize(nodes_.size());
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const ExpressionNode& n = nodes_[i];
    if (n.op == Operator::Invariant) {
      const LeafDouble l = leaf(column_[i], object);
      if (!l.exact || !tame(l.value)) return std::nullopt;
      double_[i] = l.value;
      continue;
    }
    const double x = double_[static_cast<std::size_t>(n.left)];
    const double y = double_[static_cast<std::size_t>(n.right < 0 ? n.left : n.right)];
    std::optional<double> v;
    switch (n.op) {
      case Operator::MinusOne: v = exact_sum(x, -1); break;
      case Operator::PlusOne: v = exact_sum(x, 1); break;
      case Operator::Double: v = exact_product(2, x); break;
      case Operator::Half: v = exact_product(0.5, x); break;
      case Operator::Square: v = exact_product(x, x); break;
      case Operator::Negate: v = -x; break;
      case Operator::Reciprocal: v = exact_quotient(1, x); break;
      case Operator::Floor: v = std::floor(x); break;
      case Operator::Ceil: v = std::ceil(x); break;
      case Operator::Exp2: v = exact_power(2, x); break;
      case Operator::Add: v = exact_sum(x, y); break;
      case Operator::Mul: v = exact_product(x, y); break;
      case Operator::Max: v = x < y ? y : x; break;
      case Operator::Min: v = y < x ? y : x; break;
      case Operator::Sub: v = exact_sum(x, -y); break;
      case Operator::Div: v = exact_quotient(x, y); break;
      case Operator::Pow: v = x == 0 ? std::optional<double>() : exact_power(x, y); break;
      default: return std::nullopt;
    }
    if (!v) return std::nullopt;
    double_[i] = *v;
  }
  return double_.back();
}

bool expression_is_rational(const Expression& e) {
  return std::all_of(e.nodes().begin(), e.nodes().end(),
                     [](const ExpressionNode& n) { return operator_is_rational(n.op); });
}

RationalEvaluator::RationalEvaluator(const Expression& e, const std::vector<std::string>& names)
    : nodes_(e.nodes()), column_(nodes_.size(), 0), value_(nodes_.size()) {
  if (!expression_is_rational(e)) throw std::invalid_argument("not a rational expression: " + e.infix());
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    if (nodes_[i].op != Operator::Invariant) continue;
    auto it = std::find(names.begin(), names.end(), nodes_[i].invariant);
    if (it == names.end()) throw std::invalid_argument("invariant '" + nodes_[i].invariant + "' is not offered");
    column_[i] = static_cast<std::size_t>(it - names.begin());
  }
}

RationalOutcome RationalEvaluator::rational_evaluate(std::size_t object, const RationalLeaf& leaf, mpq_class& out) {
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const ExpressionNode& n = nodes_[i];
    mpq_class& v = value_[i];
    if (n.op == Operator::Invariant) {
      leaf(column_[i], object, v);
      continue;
    }
    const mpq_class& x = value_[static_cast<std::size_t>(n.left)];
    const mpq_class& y = value_[static_cast<std::size_t>(n.right < 0 ? n.left : n.right)];
    switch (n.op) {
      case Operator::MinusOne: v = x - 1; break;
      case Operator::PlusOne: v = x + 1; break;
      case Operator::Double: v = 2 * x; break;
      case Operator::Half: v = x / 2; break;
      case Operator::Square: v = x * x; break;
      case Operator::Negate: v = -x; break;
      case Operator::Reciprocal:
        if (x == 0) return RationalOutcome::Undefined;
        v = 1 / x;
        break;
      case Operator::Floor: {
        mpz_class q;
        mpz_fdiv_q(q.get_mpz_t(), x.get_num_mpz_t(), x.get_den_mpz_t());
        v = q;
        break;
      }
      case Operator::Ceil: {
        mpz_class q;
        mpz_cdiv_q(q.get_mpz_t(), x.get_num_mpz_t(), x.get_den_mpz_t());
        v = q;
        break;
      }
      case Operator::Exp2: {
        const RationalOutcome o = power(mpq_class(2), x, v);
        if (o != RationalOutcome::Value) return o;
        break;
      }
      case Operator::Add: v = x + y; break;
      case Operator::Mul: v = x * y; break;
      case Operator::Max: v = x < y ? y : x; break;
      case Operator::Min: v = y < x ? y : x; break;
      case Operator::Sub: v = x - y; break;
      case Operator::Div:
        if (y == 0) return RationalOutcome::Undefined;
        v = x / y;
        break;
      case Operator::Pow: {
        const RationalOutcome o = power(x, y, v);
        if (o != RationalOutcome::Value) return o;
        break;
      }
      default: return RationalOutcome::Inexact;  // sqrt, ln, log10: excluded by the constructor
    }
    if (too_large(v)) return RationalOutcome::Inexact;
  }
  out = value_.back();
  return RationalOutcome::Value;
}

void invariant_table_exact_value(const InvariantTable& t, std::size_t invariant, std::size_t object, mpq_class& out) {
  if (invariant < t.exact.size() && !t.exact[invariant].empty())
    out = t.exact[invariant][object];
  else
    out = t.columns[invariant][object];  // a finite double is a rational, converted exactly
}

std::optional<std::vector<std::optional<mpq_class>>> rational_evaluate_all(const Expression& e,
                                                                           const std::vector<std::string>& names,
                                                                           std::size_t objects,
                                                                           const RationalLeaf& leaf,
                                                                           const DoubleLeaf& fast) {
  if (!expression_is_rational(e)) return std::nullopt;
  RationalEvaluator ev(e, names);
  std::vector<std::optional<mpq_class>> out(objects);
  mpq_class v;
  for (std::size_t k = 0; k < objects; ++k) {
    if (fast)
      if (const auto d = ev.exact_double(k, fast)) {
        out[k] = *d;
        continue;
      }
    switch (ev.rational_evaluate(k, leaf, v)) {
      case RationalOutcome::Value: out[k] = v; break;
      case RationalOutcome::Undefined: break;
      case RationalOutcome::Inexact: return std::nullopt;
    }
  }
  return out;
}

std::optional<std::vector<std::optional<mpq_class>>> expression_evaluate_exact(const Expression& e,
                                                                               const InvariantTable& table) {
  return rational_evaluate_all(e, table.names, table.object_count(),
                               [&](std::size_t i, std::size_t k, mpq_class& out) {
                                 invariant_table_exact_value(table, i, k, out);
                               },
                               [&](std::size_t i, std::size_t k) {
                                 return LeafDouble{table.columns[i][k], i >= table.exact.size() || table.exact[i].empty()};
                               });
}

}  // namespace cgp::conjecture
