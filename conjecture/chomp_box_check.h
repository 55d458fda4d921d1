// Conjectures about Chomp tested on every position of a box: the
// P-positions (from the exact table, games/chomp/chomp_table.h), or every
// diagram. The box's invariants are computed once; each conjecture is then
// one column-wise evaluation.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "conjecture/conjecture_set.h"
#include "conjecture/expression.h"
#include "conjecture/invariant_table.h"
#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_table.h"

namespace cgp::conjecture {

enum class BoxScope { PPositions, AllPositions };

struct BoxCheck {
  // The verdict was computed in exact rationals (a rational bound,
  // rational_evaluation.h), with no tolerance; otherwise in doubles with the
  // tolerance kRelativeTolerance.
  bool exact = false;
  bool holds = true;
  std::uint64_t violations = 0;  // positions where the bound is false or undefined
  // The smallest of them: fewest cookies, then by rows (ChompPosition's <).
  std::optional<ChompPosition> counterexample;
  double target_value = 0, bound_value = 0;  // at the counterexample (bound NaN where undefined)
};

struct BoxCheckError {
  std::string message;
};

// Not for concurrent use: exact checks fill a cache of the ratios on first use.
class ChompBoxChecker {
 public:
  // The positions of the rows x cols box in `scope`, with the invariants
  // `names` (unknown names: std::invalid_argument). P-positions need the
  // table; boxes beyond its limits are an error.
  static std::variant<ChompBoxChecker, BoxCheckError> build(int rows, int cols, BoxScope scope,
                                                            const std::vector<std::string>& names,
                                                            const ChompTableProgress& progress = {});
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  BoxScope scope() const { return scope_; }
  std::uint64_t positions() const { return positions_.size(); }
  const InvariantTable& invariants() const { return table_; }
  const ChompPosition& position(std::size_t i) const { return positions_[i]; }

  // target `sense` bound, on every position of the box: exactly when the
  // bound is rational and evaluates exactly everywhere, else in doubles.
  BoxCheck check(const std::string& target, BoundSense sense, const Expression& bound) const;
  // The bound's exact values (nullopt where undefined), or nullopt when it is
  // not rational or is Inexact somewhere.
  std::optional<std::vector<std::optional<mpq_class>>> exact_values(const Expression& e) const;
  // Positions (indices) where no bound of `bounds` reaches `claim`: where
  // the bounds together fail to imply target `sense` claim. Empty when they
  // do. A bound and the claim are compared exactly where both are rational.
  std::vector<std::size_t> not_implied(BoundSense sense, const std::vector<Expression>& bounds,
                                       const Expression& claim) const;

 private:
  int rows_ = 0, cols_ = 0;
  BoxScope scope_ = BoxScope::PPositions;
  std::vector<ChompPosition> positions_;
  InvariantTable table_;  // object labels left empty: positions_ names them; no exact columns
  std::vector<std::size_t> which_;  // per column of table_, its index in chomp_invariants()
  std::vector<char> is_ratio_;      // per column: one of the four ratios
  struct Ratio {
    long num = 0, den = 1;  // reduced
    bool exact = false;     // the double is num/den exactly
  };
  using RatioColumn = std::vector<Ratio>;
  // Per ratio column, each position's fraction, filled on the column's
  // first exact check; empty for other columns.
  mutable std::vector<RatioColumn> ratios_;
  const RatioColumn& ratio_column(std::size_t column) const;

  bool double_is_exact(std::size_t column, std::size_t k) const;
  void exact_leaf(std::size_t column, std::size_t k, mpq_class& out) const;
  // The check in exact rationals; nullopt when the bound is Inexact somewhere.
  std::optional<BoxCheck> check_exactly(std::size_t target, BoundSense sense, const Expression& bound) const;
};

std::string to_string(BoxScope s);  // "P-positions", "positions"

}  // namespace cgp::conjecture
