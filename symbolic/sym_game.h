// SymGame: a game in Conway notation whose number leaves are affine functions
// of integer parameters ({{a-2|1}|0}, {c-a-2|c-a+2}, (a-2)*, 2a+b-1). Its value
// at a parameter point is a concrete game.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/game_store.h"
#include "symbolic/game_tree.h"
#include "symbolic/notation_parse.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp {

using SymGame = GameTree<Affine>;

// Stable text, re-parsed by sym_game_parse to the same tree: options in
// explicit braces, `{{a-2|1}|0}`; leaves `2a-b+3`, `3*`, `(2a-1)*`, `a^`, `^*`.
std::string sym_game_to_string(const SymGame& g);

// Conway notation with affine leaves, the grammar of parse_game plus
// parameter terms (`a`, `2a`, `a/2`, `n1`) and postfix up/star after a
// parenthesised expression (`(a-2)*`). `v` is down, never a parameter.
std::variant<SymGame, ParseError> sym_game_parse(std::string_view text);

// The parameters the game mentions, in canonical order.
std::vector<std::string> sym_game_params(const SymGame& g);

// g with parameters replaced by affine functions (of other parameters):
// every leaf's number goes through affine_substitute.
SymGame sym_game_substitute(const SymGame& g, const std::map<std::string, Affine>& values);

// The concrete game at a parameter point (every parameter of g must have a value).
GameId sym_game_instantiate(GameStore& store, const SymGame& g, const ParamValues& at);

}  // namespace cgp
