// A Chomp position (a Young diagram) and its text notation.
#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "symbolic/parse_error.h"

namespace cgp {

// Rows listed poison row first: rows[0] >= rows[1] >= ... >= 1. The lone
// poison cell is {1}. This single orientation is used everywhere inside the
// program; the other orientation exists only in the parser.
struct ChompPosition {
  std::vector<int> rows;
  friend bool operator==(const ChompPosition&, const ChompPosition&) = default;
  friend auto operator<=>(const ChompPosition&, const ChompPosition&) = default;
};

// Parsing refuses positions with more cells than this: nothing larger can be
// solved, and the bound keeps every count inside int.
inline constexpr std::int64_t kChompMaxCells = 1'000'000;

// Accepts "[a,b,c]" (non-increasing: poison row first; non-decreasing: top
// row first; spaces allowed) and "RxC" (R rows of length C).
std::variant<ChompPosition, ParseError> parse_chomp(std::string_view text);

// Always poison row first: "[5,3,2]".
std::string to_string(const ChompPosition& p);

ChompPosition chomp_rectangle(int rows, int cols);
std::int64_t chomp_cell_count(const ChompPosition& p);
// The number of positions reachable from p (the diagrams inside it, p and the
// lone poison cell included), or `cap` if there are at least that many: the
// size of a solver's table, known before solving.
std::uint64_t chomp_subposition_count(const ChompPosition& p, std::uint64_t cap);
// Non-empty, non-increasing, every row >= 1.
bool chomp_is_valid(const ChompPosition& p);

}  // namespace cgp
