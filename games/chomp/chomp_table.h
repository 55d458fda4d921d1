// The P-status of every diagram inside a shape (a box, or any position and
// everything reachable from it), computed in one pass and kept in an array
// indexed by the diagram's lexicographic rank.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"

namespace cgp {

// The table holds one entry of 1, 2, 4 or 8 bytes per diagram (one bit per
// row, see chomp_table.cpp). It is refused beyond this size, and beyond half
// of the machine's physical memory: the 16x16 box needs 1.2 GB, the 17x17
// box 9.3 GB.
inline constexpr std::uint64_t kChompMaxTableBytes = std::uint64_t{4} << 30;
// One bit per row in a machine word: shapes with more rows are refused (the
// transposed shape, the same game, may fit: see chomp_fewer_rows_transposed).
inline constexpr int kChompMaxTableRows = 64;

struct ChompTableError {
  std::string message;        // one line
  bool over_max_bytes = false;  // refused for its size alone (a larger max_bytes may do)
};

// Called now and then during the fill with the fraction done.
using ChompTableProgress = std::function<void(double)>;

class ChompTable {
 public:
  // Every diagram inside `shape` (a valid position, poison row first). Fails,
  // without allocating, when the table would exceed the limits above. The
  // fill costs one lookup per row of each diagram: give the orientation with
  // fewer rows.
  // `max_bytes` replaces kChompMaxTableBytes (half of the physical memory still binds).
  static std::variant<ChompTable, ChompTableError> build(const ChompPosition& shape,
                                                    const ChompTableProgress& progress = {},
                                                    std::uint64_t max_bytes = kChompMaxTableBytes);
  // Bytes the table of `shape` would take, or why it is refused. No allocation.
  static std::variant<std::uint64_t, ChompTableError> required_bytes(const ChompPosition& shape,
                                                                std::uint64_t max_bytes = kChompMaxTableBytes);

  const ChompPosition& shape() const { return shape_; }
  std::uint64_t diagrams() const { return total_ - 1; }  // non-empty diagrams inside the shape
  std::uint64_t memory_bytes() const;
  // Throws std::invalid_argument unless p is valid and inside the shape.
  bool is_p(const ChompPosition& p) const;
  // Unchecked: rows must be a non-empty diagram inside the shape.
  bool is_p(std::span<const int> rows) const { return entry_is_zero(rank(rows)); }
  // The options of p that are P-positions, in chomp_moves order.
  std::vector<ChompPosition> winning_moves(const ChompPosition& p) const;
  // Non-empty P-positions inside the shape; [1] counts.
  std::uint64_t p_count() const;
  // visit(rows) for every non-empty P-position inside the shape, sorted
  // (lexicographically, as ChompPosition's <).
  void for_each_p(const std::function<void(std::span<const int>)>& visit) const;

 private:
  ChompTable() = default;
  std::uint64_t rank(std::span<const int> rows) const;
  bool entry_is_zero(std::uint64_t rank) const;
  template <class Entry>
  void fill(std::vector<Entry>& table, const ChompTableProgress& progress) const;

  ChompPosition shape_;
  std::uint64_t total_ = 0;  // diagrams inside the shape, the empty one included
  // weight_[offset_[i] + d]: diagrams that agree with a diagram on rows < i
  // and have a shorter row i, for row i of length d. rank = sum of weights.
  std::vector<std::uint64_t> weight_;
  std::vector<std::size_t> offset_;
  // Entry of a diagram: bit i set iff some option that bites row i is P; so
  // the diagram is P iff its entry is 0. The narrowest type with a bit per row.
  std::variant<std::vector<std::uint8_t>, std::vector<std::uint16_t>, std::vector<std::uint32_t>,
               std::vector<std::uint64_t>>
      entries_;
};

// The same board with rows and columns exchanged (a diagram's conjugate).
// Chomp is symmetric under it, so P-status is preserved.
ChompPosition chomp_transpose(std::span<const int> rows);
// True when the transposed shape has fewer rows (the cheaper table).
inline bool chomp_fewer_rows_transposed(const ChompPosition& shape) {
  return !shape.rows.empty() && shape.rows.size() > static_cast<std::size_t>(shape.rows[0]);
}

}  // namespace cgp
