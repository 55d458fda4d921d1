// poly_game_parse: the polynomial reading of the one notation grammar
// (notation_tree_eval.h), with juxtaposed factors and ^k powers enabled.
#include "symbolic/notation_tree_eval.h"
#include "symbolic/poly_game.h"

namespace cgp {

std::variant<PolyGame, ParseError> poly_game_parse(std::string_view text) {
  return notation::parse_tree<PolyGame>(text);
}

}  // namespace cgp
