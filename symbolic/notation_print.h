// Printing canonical games in CGSuite's notation.
//
//   numbers          0  3  -3/8
//   number-up-star   *  *2  1*  ^  ^*  ^^  ^3  vv*3  1/2v  -2^3*
//   switches         +-1 for {1|-1}, 3+-1 for {4|2} ({x|y}, numbers x > y, whose
//                    mean is an integer); +-G for any {G|-G}
//   tinies           Tiny(1) = {0||0|-1}, 2+Miny(1/2) = {5/2|2||2}  (numbers only)
//   other games      {L|R}, options comma-separated; a side holding a single
//                    braced game loses those braces and the parent takes more
//                    bars: {2||1|0} = {2|{1|0}}; like CGSuite, a game needing
//                    4 bars keeps its own braces and counting restarts
// The one contract: parse_game(store, game_to_string(store, g)) == g.
#pragma once

#include "symbolic/game_store.h"

#include <string>

namespace cgp {

std::string game_to_string(GameStore& store, GameId g);

// The up and star part of a number-up-star value: ^ ^^ ^3 v3, then * *2.
// The parser reads at most kMaxUps arrows and nimbers up to kMaxNimber in one
// literal (notation_ast.h), but a sum of literals holds more: ^1020+^1020 is
// ^2040 and *1024+*1023 is *2047. Such a count is written as several literals
// (^1024+^1016, *1024+*1023), which the parser adds back into the same value,
// so that every printed game reads again; `sum` then says the text is a sum.
struct UpStarSuffix {
  std::string text;
  bool sum = false;
};
UpStarSuffix up_star_suffix(long up, unsigned nim);

}  // namespace cgp
