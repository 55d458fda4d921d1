// All P-positions among the diagrams that fit in an R x C box.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"
#include "games/chomp/chomp_table.h"

namespace cgp {

struct ChompBoxError {
  std::string message;             // one line
  bool table_too_large = false;  // the table's size alone (ChompTableError::over_max_bytes)
};

struct ChompBoxSolution {
  int rows = 0, cols = 0;
  std::uint64_t diagrams = 0;   // non-empty diagrams in the box
  std::uint64_t p_count = 0;    // those that are P, the lone poison cell [1] included
  // The winning opening moves of the full R x C rectangle, each as the
  // position it leaves, sorted.
  std::vector<ChompPosition> winning_moves;
  std::uint64_t table_bytes = 0;  // the P-status table (ChompTable::memory_bytes)
  double seconds = 0;             // table fill and the list file, wall clock
};

// Classifies every diagram with at most `rows` rows, each at most `cols`
// long. With list_path, the P-positions are also written there, sorted, one
// per line after '#' header lines; the file is written under a temporary name
// and renamed, so a failure leaves no partial file. Boxes whose table exceeds
// ChompTable's limits are refused before any allocation.
std::variant<ChompBoxSolution, ChompBoxError> chomp_solve_box(int rows, int cols,
                                              const std::optional<std::string>& list_path = std::nullopt,
                                              const ChompTableProgress& progress = {},
                                              std::uint64_t max_table_bytes = kChompMaxTableBytes);

// The P-positions themselves, sorted (ChompPosition's <), [1] first: for
// tests and small boxes (the list is held in memory).
struct ChompBoxPPositions {
  int rows = 0, cols = 0;
  std::uint64_t diagrams = 0;              // non-empty diagrams in the box
  std::vector<ChompPosition> p_positions;  // sorted (ChompPosition's <), [1] first
};
std::variant<ChompBoxPPositions, ChompBoxError> chomp_p_positions_in_box(
    int rows, int cols, const std::optional<std::string>& output_path = std::nullopt);

}  // namespace cgp
