#include "conjecture/expression.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "conjecture/operator_kernels.h"

namespace cgp::conjecture {
namespace {

// Precedence of the printed form: sums 1, products 2, powers 4, atoms 5.
int precedence(Operator op) {
  switch (op) {
    case Operator::PlusOne: case Operator::MinusOne: case Operator::Add: case Operator::Sub: return 1;
    case Operator::Double: case Operator::Half: case Operator::Reciprocal: case Operator::Mul:
    case Operator::Div: return 2;
    case Operator::Negate: return 3;
    case Operator::Square: case Operator::Exp2: case Operator::Pow: return 4;
    default: return 5;
  }
}

struct Printer {
  const std::vector<ExpressionNode>& nodes;
  const std::string& argument;

  // The text of node i, in parentheses when its precedence is below `need`.
  std::string at(int i, int need) const {
    const ExpressionNode& n = nodes[i];
    std::string s = bare(n);
    return precedence(n.op) < need ? "(" + s + ")" : s;
  }

  std::string bare(const ExpressionNode& n) const {
    switch (n.op) {
      case Operator::Invariant: return n.invariant + argument;
      case Operator::PlusOne: return at(n.left, 1) + " + 1";
      case Operator::MinusOne: return at(n.left, 1) + " - 1";
      case Operator::Double: return "2*" + at(n.left, 3);
      case Operator::Half: return at(n.left, 2) + "/2";
      case Operator::Square: return at(n.left, 5) + "^2";
      // A negation is written as an operand only in parentheses: "x - (-y)".
      // A char, as "-" + makes GCC 12 warn here (-Wrestrict, a false positive).
      case Operator::Negate: return '-' + at(n.left, 4);
      case Operator::Reciprocal: return "1/" + at(n.left, 3);
      case Operator::Sqrt: return "sqrt(" + at(n.left, 0) + ")";
      case Operator::Ln: return "ln(" + at(n.left, 0) + ")";
      case Operator::Log10: return "log10(" + at(n.left, 0) + ")";
      case Operator::Exp2: return "2^" + at(n.left, 5);
      case Operator::Floor: return "floor(" + at(n.left, 0) + ")";
      case Operator::Ceil: return "ceil(" + at(n.left, 0) + ")";
      case Operator::Add: return at(n.left, 1) + " + " + operand(n.right, 1);
      case Operator::Sub: return at(n.left, 1) + " - " + operand(n.right, 2);
      case Operator::Mul: return at(n.left, 2) + "*" + operand(n.right, 2);
      case Operator::Div: return at(n.left, 2) + "/" + operand(n.right, 3);
      case Operator::Pow: return at(n.left, 5) + "^" + operand(n.right, 5);
      case Operator::Max: return "max(" + at(n.left, 0) + ", " + at(n.right, 0) + ")";
      case Operator::Min: return "min(" + at(n.left, 0) + ", " + at(n.right, 0) + ")";
    }
    return "?";
  }

  std::string operand(int i, int need) const {
    return at(i, nodes[i].op == Operator::Negate ? 6 : need);
  }
};

}  // namespace

Expression Expression::invariant(std::string name) {
  Expression e;
  e.nodes_.push_back({Operator::Invariant, std::move(name), -1, -1});
  return e;
}

int Expression::append(const Expression& sub) {
  const int base = static_cast<int>(nodes_.size());
  for (ExpressionNode n : sub.nodes_) {
    if (n.left >= 0) n.left += base;
    if (n.right >= 0) n.right += base;
    nodes_.push_back(std::move(n));
  }
  return static_cast<int>(nodes_.size()) - 1;
}

Expression Expression::unary(Operator op, const Expression& x) {
  if (!operator_is_unary(op)) throw std::invalid_argument("not a unary operator");
  Expression e;
  const int l = e.append(x);
  e.nodes_.push_back({op, {}, l, -1});
  return e;
}

Expression Expression::binary(Operator op, const Expression& x, const Expression& y) {
  if (!operator_is_binary(op)) throw std::invalid_argument("not a binary operator");
  Expression e;
  const int l = e.append(x), r = e.append(y);
  e.nodes_.push_back({op, {}, l, r});
  return e;
}

std::string Expression::infix(const std::string& argument) const {
  return Printer{nodes_, argument}.at(static_cast<int>(nodes_.size()) - 1, 0);
}

std::vector<std::string> Expression::invariants() const {
  std::vector<std::string> out;
  for (const auto& n : nodes_)
    if (n.op == Operator::Invariant && std::find(out.begin(), out.end(), n.invariant) == out.end())
      out.push_back(n.invariant);
  return out;
}

std::vector<double> expression_evaluate(const Expression& e, const InvariantTable& table) {
  const std::size_t n = table.object_count();
  std::vector<std::vector<double>> value(e.nodes().size());
  for (std::size_t i = 0; i < e.nodes().size(); ++i) {
    const ExpressionNode& node = e.nodes()[i];
    if (node.op == Operator::Invariant) {
      auto col = table.index_of(node.invariant);
      if (!col) throw std::invalid_argument("invariant '" + node.invariant + "' is not in the table");
      value[i] = table.columns[*col];
      continue;
    }
    value[i].resize(n);
    if (operator_is_unary(node.op))
      operator_apply_unary(node.op, value[node.left].data(), value[i].data(), n);
    else
      operator_apply_binary(node.op, value[node.left].data(), value[node.right].data(), value[i].data(), n);
  }
  std::vector<double> out = std::move(value.back());
  for (double& v : out)
    if (!std::isfinite(v)) v = NAN;
  return out;
}

}  // namespace cgp::conjecture
