// TfPattern: a Toads-and-Frogs strip whose block lengths are affine in
// integer parameters (>= 0): `T^a _ T^b F` stands for every position
// T...T _ T...T F with a and b toads.
//
// Syntax (tf_pattern_parse; whitespace is free between blocks):
//   block     symbol [ '^' exponent ]     symbol: T, F, _ or . (same as _)
//   exponent  a name (a, b2), an integer (3), or a parenthesised affine
//             term (a+1), (2a-b) in the syntax of symbolic/affine.h
//   literal runs such as `___` or `FF` are adjacent blocks of length 1.
// Adjacent blocks of one symbol are merged (`___` is `_^3`, `T^a T` is
// `T^(a+1)`), so a parsed pattern has no two neighbours with one symbol.
// Printing (tf_pattern_to_string) separates blocks by one space, leaves out
// exponent 1 and parenthesises any exponent that is not a bare name or
// integer: `T^a _ T^(b+1) F _^3`. It re-parses to an equal pattern, and
// instantiating its parameters gives the position.
#pragma once

#include "games/toads_frogs/position.h"
#include "symbolic/affine.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp {

// Patterns beyond this many blocks are refused by the parser: every lifted
// move splits the region three ways per symbolic block.
constexpr std::size_t kTfPatternMaxBlocks = 24;

struct TfBlock {
  Square symbol = Square::Empty;
  Affine length;  // >= 0 wherever the pattern is used
  bool operator==(const TfBlock& o) const { return symbol == o.symbol && length == o.length; }
};

struct TfPattern {
  std::vector<TfBlock> blocks;
  bool operator==(const TfPattern& o) const { return blocks == o.blocks; }
};

std::variant<TfPattern, ParseError> tf_pattern_parse(std::string_view text);
std::string tf_pattern_to_string(const TfPattern& p);

// Parameters of all exponents, in param_less order.
std::vector<std::string> tf_pattern_params(const TfPattern& p);

// Merges neighbours with one symbol and drops blocks of constant length 0.
TfPattern tf_pattern_merge(const TfPattern& p);

// Every block length with `values` substituted (parameters not in it stay),
// then merged: `T^a _^b F` with b = 4 is `T^a _^4 F`.
TfPattern tf_pattern_substitute(const TfPattern& p, const std::map<std::string, Affine>& values);

// The mirror image: blocks in reverse order, toads and frogs exchanged. Its
// positions are the mirrors of p's (TfPosition::mirror), the same games with
// Left and Right exchanged: value -G.
TfPattern tf_pattern_mirror(const TfPattern& p);

// The position at a point (every parameter given); nullopt when a length is
// negative or not an integer, or the strip exceeds TfPosition::kMaxLength.
std::optional<TfPosition> tf_pattern_instantiate(const TfPattern& p, const ParamValues& point);

// The length of the strip at a point; nullopt when a length is negative or
// not an integer.
std::optional<long> tf_pattern_length(const TfPattern& p, const ParamValues& point);

}  // namespace cgp
