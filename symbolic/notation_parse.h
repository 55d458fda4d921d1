// Parsing games typed in CGSuite's notation into the canonical game store.
//
// Accepted (whitespace is free between tokens, not inside them):
//   numbers        0  3  -3/8          (denominators must be powers of two)
//   number-up-star *  *3  1*  1*2  ^  ^^  ^5  v  vv  v5  1/2^*  -2v3*2
//   switches       +-1  3+-1  +-1*  +-{1|0}   (x+-y = {x+y | x-y}, +-y = {y | -y})
//   general games  {1,*|-1}  {|}  {1|}  {a||b|c} = {a|{b|c}}  {a|b||c} = {{a|b}|c}
//   named games    Tiny(x) = {0||0|-x}   Miny(x) = {x|0||0}   (x any game)
//   arithmetic     (a)  -a  a + b - c
// Precedence, loosest first: binary + and -, then the left-associative
// switch operator +-, then prefix - and +-. A literal such as -2^3* is one
// token (-2 + ^3 + *); `- 2^3*` is the negation of 2^3*.
// In braces the longest run of bars splits the game; it must be unique.
// Up-nth `^<n>` is recognised but rejected as unsupported.
#pragma once

#include "symbolic/game_store.h"
#include "symbolic/parse_error.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace cgp {

// Never throws: bad input, limits (nesting, huge *n or ^n) and internal
// failures all come back as a ParseError.
std::variant<GameId, ParseError> parse_game(GameStore& store, std::string_view text);

}  // namespace cgp
