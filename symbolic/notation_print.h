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

}  // namespace cgp
