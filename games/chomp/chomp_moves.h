// The moves of Chomp, enumerated by the bite rule of chomp_rules.h. Every
// concrete part of the program (the solver, the box enumeration, the players)
// obtains options only through for_each_chomp.
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>
#include <vector>

#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_rules.h"

namespace cgp {

// Calls visit(i, j, result) once for every move: a cell (row i, column j),
// 0-based, poison row first, other than the poison cell (0, 0). The move
// removes that cell and every cell (i', j') with i' >= i and j' >= j; result
// is the diagram left, poison row first, with emptied rows dropped. Distinct
// cells give distinct results (the chosen cell is the unique minimal removed
// cell), so every option is visited exactly once.
//
// rows must be a valid diagram (non-increasing, >= 1). result points into rows
// or scratch and is valid only during the call. If visit returns false the
// enumeration stops and for_each_chomp returns false.
//
// Order: column by column from column 0, and within a column from the poison
// row up, so smaller options tend to come first. A depth-first solver then
// settles small, cheap options before large ones, finds a P option early and
// rarely recurses deeply. Consecutive results differ in a single row, which
// keeps the enumeration O(1) per move apart from the callback.
template <class Visit>
bool for_each_chomp(std::span<const int> rows, std::vector<int>& scratch, Visit&& visit) {
  const std::size_t k = rows.size();
  if (k == 0) return true;
  // Column 0: biting at row i removes rows i.. entirely, leaving a prefix
  // (not in the poison row, whose least column is 1).
  for (std::size_t i = 0; i < k; ++i)
    if (chomp_bite_least_column(static_cast<int>(i)) == 0 && !visit(i, 0, rows.first(i))) return false;
  scratch.assign(rows.begin(), rows.end());
  std::size_t height = k;  // number of rows longer than the current column j
  for (int j = 1; j < rows[0]; ++j) {
    while (rows[height - 1] <= j) --height;  // rows[0] > j, so height stays >= 1
    // Biting (i, j) cuts rows i..height-1 to length j (chomp_row_after_bite);
    // rows from height on are already no longer than j.
    std::fill(scratch.begin(), scratch.begin() + height, j);
    for (std::size_t i = 0; i < height; ++i) {
      if (i > 0) scratch[i - 1] = rows[i - 1];
      if (!visit(i, j, std::span<const int>(scratch))) return false;
    }
    scratch[height - 1] = rows[height - 1];
  }
  return true;
}

// Every option of p, each once, in for_each_chomp's order.
std::vector<ChompPosition> chomp_moves(const ChompPosition& p);

}  // namespace cgp
