#include "conjecture/operators.h"


namespace cgp::conjecture {
namespace {

constexpr std::array<std::string_view, kOperatorCount> kNames = {
    "invariant", "x-1", "x+1", "2x", "x/2", "x^2", "-x", "1/x", "sqrt", "ln", "log10", "2^x", "floor", "ceil",
    "+",         "*",   "max", "min", "-", "/",  "^"};

}  // namespace

std::string_view operator_name(Operator op) { return kNames[static_cast<std::size_t>(op)]; }

std::optional<Operator> operator_from_name(std::string_view name) {
  for (std::size_t i = 1; i < kOperatorCount; ++i)
    if (kNames[i] == name) return static_cast<Operator>(i);
  return std::nullopt;
}

OperatorSet::OperatorSet() {
  on_.fill(true);
  on_[0] = false;
}

OperatorSet OperatorSet::none() {
  OperatorSet s;
  s.on_.fill(false);
  return s;
}

std::vector<Operator> OperatorSet::unary() const {
  std::vector<Operator> out;
  for (std::size_t i = 0; i < kOperatorCount; ++i)
    if (on_[i] && operator_is_unary(static_cast<Operator>(i))) out.push_back(static_cast<Operator>(i));
  return out;
}

std::vector<Operator> OperatorSet::binary() const {
  std::vector<Operator> out;
  for (std::size_t i = 0; i < kOperatorCount; ++i)
    if (on_[i] && operator_is_binary(static_cast<Operator>(i))) out.push_back(static_cast<Operator>(i));
  return out;
}

}  // namespace cgp::conjecture
