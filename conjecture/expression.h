// A conjectured bound as a self-contained tree over named invariants: what
// is printed, stored with a conjecture and evaluated on other objects (the
// positions of a box). The enumeration itself never builds these.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "conjecture/invariant_table.h"
#include "conjecture/operators.h"

namespace cgp::conjecture {

struct ExpressionNode {
  Operator op = Operator::Invariant;
  std::string invariant;  // for a leaf
  int left = -1, right = -1;  // child node indices (right only for binary operators)
};

class Expression {
 public:
  static Expression invariant(std::string name);
  static Expression unary(Operator op, const Expression& x);
  static Expression binary(Operator op, const Expression& x, const Expression& y);

  // Nodes of the tree (the paper's complexity).
  int complexity() const { return static_cast<int>(nodes_.size()); }
  // Infix, with the paper's spacing: "2*number_of_columns - 1"; each
  // invariant name is followed by `argument` ("(x)" gives the paper's text).
  std::string infix(const std::string& argument = "") const;
  // The invariants it uses, each once.
  std::vector<std::string> invariants() const;
  const std::vector<ExpressionNode>& nodes() const { return nodes_; }

 private:
  std::vector<ExpressionNode> nodes_;  // children before parents, the root last
  int append(const Expression& sub);
};

// Its value on every object of the table (NaN where undefined). Every
// invariant it uses must be a column of the table (std::invalid_argument).
std::vector<double> expression_evaluate(const Expression& e, const InvariantTable& table);

}  // namespace cgp::conjecture
