// ChompPattern: Chomp positions whose row lengths are affine in integer
// parameters: `[2,b,b+2]` stands for every position with rows 2, b, b+2 from
// the top, one for each value of b.
//
// Syntax (chomp_pattern_parse): '[' entry { ',' entry } ']' with free spaces;
// an entry is an affine term in the syntax of symbolic/affine.h with integer
// coefficients (3, b, b+2, 2b-c+1). At most kChompPatternMaxRows entries.
// `RxC` (integers) is the rectangle of R rows of C cells. Numbers are at most
// kChompPatternMaxNumber.
//
// Orientation. As for concrete positions, a list is read poison row first
// where it is non-increasing and top row first where it is non-decreasing.
// A pattern can be both or neither depending on the parameters, so the
// reading is fixed once for the whole region (chomp_family_make):
//   V_poison = points of the region where the list, read poison row first,
//              is a position with no absent row; V_top the same for the
//              reversed list (if both are empty: the same with absent rows);
//   V_top within V_poison               -> poison row first
//   otherwise V_poison within V_top     -> top row first
//   otherwise                           -> ambiguous (bad input).
// Where both readings are positions the list is constant, so the choice never
// changes a position. `[2,b,b+2]` and `[1,1,1,b]` are top row first,
// `[b+2,b,2]` is poison row first, `[b,c]` is ambiguous until --where says
// b>=c or c>=b. The family's domain is every point of the region where the
// chosen reading is a position (absent rows allowed).
// Domain. A row of length 0 is an absent row: a list is a position when read
// poison row first it is non-increasing, every entry >= 0 and the poison row
// >= 1 (so zeros may only end the list). Points of the region where the
// pattern is not a position are left out of the family; a family with no
// position left is bad input.
//
// Printing (chomp_pattern_to_string) is top row first, like Cho's paper,
// without the constant-zero top rows: `[2,b,b+2]`, `[b,b+1]`, `[3,5,5]`.
// Within the family's domain the printed list re-reads to the same positions.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/region.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp {

constexpr std::size_t kChompPatternMaxRows = 64;
// Every number in a row length (constant, coefficient) is at most this in size,
// so that positions and counterexamples fit comfortably in a long.
constexpr long kChompPatternMaxNumber = 1'000'000'000;

struct ChompPattern {
  std::vector<Affine> rows;  // poison row first; integer coefficients
  bool operator==(const ChompPattern& o) const { return rows == o.rows; }
};

// The entries as written (orientation not yet known).
std::variant<std::vector<Affine>, ParseError> chomp_pattern_parse(std::string_view text);

// Top row first, constant-zero top rows dropped ("[0]" only if every row is 0).
std::string chomp_pattern_to_string(const ChompPattern& p);

// The parameters of the rows, in param_less order.
std::vector<std::string> chomp_pattern_params(const ChompPattern& p);

// The points of the default domain over `params` where p is a position (see
// the top of this file).
Region chomp_pattern_valid_region(const ChompPattern& p, const std::vector<std::string>& params);

// The rows at a point, poison row first, absent (0) rows dropped; nullopt
// when the rows are not a position there.
std::optional<std::vector<long>> chomp_pattern_instantiate(const ChompPattern& p, const ParamValues& point);

// A pattern together with the set of parameter points it is used on.
struct ChompFamily {
  ChompPattern pattern;             // poison row first
  std::vector<std::string> params;  // the pattern's parameters, in param_less order
  Region domain;                    // over params: the given region where the pattern is a position
  bool top_row_first = false;       // how the text was read
};

// Applies the orientation rule to `entries` on `where` (whose params must be
// the entries' params, in param_less order). The error is one line.
std::variant<ChompFamily, std::string> chomp_family_make(const std::vector<Affine>& entries, const Region& where);

}  // namespace cgp
