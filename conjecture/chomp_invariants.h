// The invariants of Chomp positions that Larson and Van Cleemput define (in
// their order, snake case), and a few that players use. Outcome and Grundy
// value are deliberately absent: offered to a P-theory they would make its
// conjectures circular.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <optional>
#include <span>
#include <utility>
#include <string>
#include <variant>
#include <vector>

#include "conjecture/invariant_table.h"
#include "games/chomp/chomp_position.h"

namespace cgp::conjecture {

// The paper's 18 invariants:
//   number_of_rows, number_of_columns, number_of_cookies, full_rectangle (rows * columns),
//   rows_of_different_length (distinct row lengths), rank_ratio (that / rows),
//   squareness (|rows - columns|), row_product, column_product (products of the lengths),
//   average_cookies_per_column, average_cookies_per_row,
//   duplicate_rows (rows - distinct row lengths), duplicate_columns (likewise for columns),
//   smallest_row_size, smallest_column_size, largest_row_size, largest_column_size,
//   cookies_inside_ratio (cookies off the poison row and the first column, over all cookies);
// then the players' invariants:
//   two_row_distance (cells to add or remove to reach the nearest [m+1,m], [1] included),
//   top_arm (cells of the poison row besides the poison), left_arm (rows below the poison row),
//   bottom_wing (cookies below the poison row).
const std::vector<std::string>& chomp_paper_invariants();
const std::vector<std::string>& chomp_invariants();  // the paper's, then the players'

// The invariants (indices into chomp_invariants()) whose double may round:
// the four ratios, and row_product and column_product once past 2^53. The
// others are integers below 2^53, exact as doubles.
bool chomp_invariant_may_round(std::size_t which);
// The four ratios as numerator and denominator (not reduced), without
// allocating; nullopt for the other invariants.
std::optional<std::pair<long, long>> chomp_invariant_fraction(std::size_t which, std::span<const int> rows);
// The exact value of invariant `which` at a diagram (non-empty rows).
mpq_class chomp_invariant_exact(std::size_t which, std::span<const int> rows);

// The named invariants (all of chomp_invariants() if `names` is empty) of
// each position, labelled by its row list. An unknown name is an error.
std::variant<InvariantTable, TableError> chomp_invariant_table(const std::vector<ChompPosition>& positions,
                                                               const std::vector<std::string>& names = {});

// Computes named invariants of many positions without keeping the positions.
class ChompInvariantColumns {
 public:
  // std::invalid_argument on an unknown name. keep_exact: the table's
  // `exact` columns are filled where a double rounds; without it they stay
  // empty (a box's millions of positions), and chomp_invariant_exact gives
  // the exact values on demand.
  explicit ChompInvariantColumns(std::vector<std::string> names, bool keep_exact = true);
  void append(std::span<const int> rows);
  InvariantTable take_table(std::vector<std::string> labels);

 private:
  bool keep_exact_;
  std::vector<int> which_;
  InvariantTable table_;
  std::vector<int> columns_;  // scratch: column lengths
};

}  // namespace cgp::conjecture
