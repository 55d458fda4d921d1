// The operators of conjectured expressions (their column-wise kernels are
// in operator_kernels.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cgp::conjecture {

// The order of the enumeration within one complexity (unary before binary,
// then this order) follows Conjecturing's operator list, so the paper's
// example finds 2*x before x^2.
enum class Operator : std::uint8_t {
  Invariant,  // a leaf
  // unary
  MinusOne, PlusOne, Double, Half, Square, Negate, Reciprocal, Sqrt, Ln, Log10, Exp2, Floor, Ceil,
  // binary
  Add, Mul, Max, Min, Sub, Div, Pow,
};

inline constexpr std::size_t kOperatorCount = static_cast<std::size_t>(Operator::Pow) + 1;

constexpr bool operator_is_unary(Operator op) { return op >= Operator::MinusOne && op <= Operator::Ceil; }
constexpr bool operator_is_binary(Operator op) { return op >= Operator::Add; }
// f(a, b) = f(b, a): the enumeration builds only one of the two.
constexpr bool operator_is_commutative(Operator op) { return op >= Operator::Add && op <= Operator::Min; }

// The name used on the command line (--operators): "x+1", "x-1", "2x", "x/2",
// "x^2", "-x", "1/x", "sqrt", "ln", "log10", "2^x", "floor", "ceil", "+",
// "*", "max", "min", "-", "/", "^".
std::string_view operator_name(Operator op);
std::optional<Operator> operator_from_name(std::string_view name);

// Which operators the enumeration may use; all of them by default.
class OperatorSet {
 public:
  OperatorSet();
  static OperatorSet none();
  bool contains(Operator op) const { return on_[static_cast<std::size_t>(op)]; }
  void set(Operator op, bool on) { on_[static_cast<std::size_t>(op)] = on; }
  std::vector<Operator> unary() const;
  std::vector<Operator> binary() const;

 private:
  std::array<bool, kOperatorCount> on_{};
};

}  // namespace cgp::conjecture
