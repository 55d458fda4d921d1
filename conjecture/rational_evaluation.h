// Expressions evaluated exactly in rationals (GMP), to decide the verdicts
// that the double enumeration proposes. An expression is rational when its
// operators are + - * / max min, -x 1/x x^2 x+1 x-1 2x x/2 floor ceil, 2^x
// and x^y, and each exponent it meets (2^x, x^y) is an integer of absolute
// value at most kRationalExponentLimit. sqrt, ln, log10 and other exponents
// have no rational value: their verdicts stay those of the doubles.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conjecture/expression.h"
#include "conjecture/invariant_table.h"

namespace cgp::conjecture {

// The largest |exponent| of 2^x and x^y evaluated exactly (as the double kernel's repeated squaring).
inline constexpr long kRationalExponentLimit = 64;
// A value whose numerator or denominator exceeds this many bits is not
// evaluated exactly (its double is infinite or zero long before).
inline constexpr std::size_t kRationalBitLimit = 4096;

// Every operator of the expression is one of the rational ones above.
bool expression_is_rational(const Expression& e);

enum class RationalOutcome {
  Value,      // the exact value
  Undefined,  // a division by zero (also 0^y for y < 0): the bound fails where this happens
  Inexact,    // an exponent that is not a small integer, or a value past kRationalBitLimit
};

// The value of one leaf: column `invariant` (an index into the names given
// to the evaluator) of object `object`.
using RationalLeaf = std::function<void(std::size_t invariant, std::size_t object, mpq_class& out)>;

// A leaf's double, and whether it is exactly the leaf's value.
struct LeafDouble {
  double value = 0;
  bool exact = false;
};
using DoubleLeaf = std::function<LeafDouble(std::size_t invariant, std::size_t object)>;

class RationalEvaluator {
 public:
  // `names` lists the invariants the leaves may name (std::invalid_argument
  // for any other). Throws std::invalid_argument unless expression_is_rational(e).
  RationalEvaluator(const Expression& e, const std::vector<std::string>& names);
  RationalOutcome rational_evaluate(std::size_t object, const RationalLeaf& leaf, mpq_class& out);
  // The exact value computed in doubles, when every leaf is exact and every
  // operation's result is checked exact (an fma residual or a TwoSum error
  // of 0, magnitudes between 2^-500 and 2^500); nullopt when some step may
  // round or is undefined: then rational_evaluate decides. Ten times faster
  // than GMP on small integers, the usual case.
  std::optional<double> exact_double(std::size_t object, const DoubleLeaf& leaf);

 private:
  std::vector<ExpressionNode> nodes_;
  std::vector<std::size_t> column_;  // per leaf node
  std::vector<mpq_class> value_;     // per node, reused between objects
  std::vector<double> double_;       // likewise for exact_double
};

// The value of an invariant of a table, exactly (InvariantTable::exact, or the double itself).
void invariant_table_exact_value(const InvariantTable& t, std::size_t invariant, std::size_t object, mpq_class& out);

// Per object 0..objects-1, the exact value (nullopt where undefined), by
// exact_double where `fast` is given and the doubles allow, else in GMP;
// nullopt overall when the expression is not rational or is Inexact on
// some object.
std::optional<std::vector<std::optional<mpq_class>>> rational_evaluate_all(const Expression& e,
                                                                           const std::vector<std::string>& names,
                                                                           std::size_t objects,
                                                                           const RationalLeaf& leaf,
                                                                           const DoubleLeaf& fast = {});
// The same over a table's objects. Per object, the exact value (nullopt where undefined); nullopt overall
// when the expression is not rational or is Inexact on some object.
std::optional<std::vector<std::optional<mpq_class>>> expression_evaluate_exact(const Expression& e,
                                                                               const InvariantTable& table);

}  // namespace cgp::conjecture
