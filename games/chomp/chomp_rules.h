// The bite rule of Chomp, stated once. Biting the cell in row `row` (0 = the
// poison row) and column k (0-based) removes it and every cell at or above and
// right of it: row j keeps its length for j < row and becomes min(x_j, k) for
// j >= row. The bite is legal when k < x_row, and k >= 1 in the poison row
// (the poison cell is never bitten).
//
// Three encodings read these functions, so that they cannot drift apart: the
// concrete enumeration for_each_chomp (chomp_moves.h, which the solver, the
// table and the players use), chomp_bite on one concrete position, and the
// isl relations of chomp_top_rows.h that the kernel's Chomp checker uses.
// tests/chomp_prover/test_chomp_moves.cpp checks the encodings against each
// other on every position of a box.
#pragma once

#include <algorithm>

namespace cgp {

// The least column of a legal bite in `row`.
constexpr long chomp_bite_least_column(int row) { return row == 0 ? 1 : 0; }

// Row j is untouched by a bite in `row` (rows below the bitten one).
constexpr bool chomp_bite_keeps_row(int j, int row) { return j < row; }

// The length of row j after biting (row, k).
template <class N>
constexpr N chomp_row_after_bite(N length, int j, int row, N k) {
  return chomp_bite_keeps_row(j, row) ? length : std::min(length, k);
}

}  // namespace cgp
