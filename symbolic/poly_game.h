// PolyGame: a game in Conway notation whose number leaves are polynomials in
// integer parameters ({(a-1)(b-1)|0}, ab/2*, a^2-1). SymGame (affine leaves)
// is the common case and stays the fast path; a PolyGame is read only where a
// leaf is not affine. Its value at a parameter point is a concrete game.
#pragma once

#include "symbolic/game_store.h"
#include "symbolic/game_tree.h"
#include "symbolic/polynomial.h"
#include "symbolic/sym_game.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp {

using PolyGame = GameTree<Polynomial>;

// The notation of sym_game_parse with polynomial leaves (polynomial.h):
// products by juxtaposition (`ab`, `(a-1)(b-1)`, `3a(b+1)`), powers `a^2`,
// `(a+1)^2`. Up/star written after the last factor belong to the whole
// product: `(a-1)(b-1)*` is (a-1)(b-1) + *.
std::variant<PolyGame, ParseError> poly_game_parse(std::string_view text);

// Stable text, re-parsed by poly_game_parse to the same tree.
std::string poly_game_to_string(const PolyGame& g);
std::vector<std::string> poly_game_params(const PolyGame& g);  // in canonical order
PolyGame poly_game_substitute(const PolyGame& g, const std::map<std::string, Affine>& values);
GameId poly_game_instantiate(GameStore& store, const PolyGame& g, const ParamValues& at);
// The same tree with every affine leaf read as a polynomial.
PolyGame poly_game_from_sym(const SymGame& g);
// Back: the same tree with affine leaves, when every leaf has degree <= 1
// (`(a-1)(b-1)` with b = 4 substituted is 3a-3); nullopt otherwise.
std::optional<SymGame> poly_game_as_sym(const PolyGame& g);

}  // namespace cgp
