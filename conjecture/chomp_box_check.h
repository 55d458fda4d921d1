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
  bool holds = true;
  std::uint64_t violations = 0;  // positions where the bound is false or undefined
  // The smallest of them: fewest cookies, then by rows (ChompPosition's <).
  std::optional<ChompPosition> counterexample;
  double target_value = 0, bound_value = 0;  // at the counterexample (bound NaN where undefined)
};

struct BoxCheckError {
  std::string message;
};

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

  // target `sense` bound, on every position of the box.
  BoxCheck check(const std::string& target, BoundSense sense, const Expression& bound) const;
  // Positions (indices) where no bound of `bounds` reaches `claim`: where
  // the bounds together fail to imply target `sense` claim. Empty when they do.
  std::vector<std::size_t> not_implied(BoundSense sense, const std::vector<Expression>& bounds,
                                       const Expression& claim) const;

 private:
  int rows_ = 0, cols_ = 0;
  BoxScope scope_ = BoxScope::PPositions;
  std::vector<ChompPosition> positions_;
  InvariantTable table_;  // object labels left empty: positions_ names them
};

std::string to_string(BoxScope s);  // "P-positions", "positions"

}  // namespace cgp::conjecture
