// sym_game_parse: the symbolic reading of the one notation grammar
// (notation_ast.h): AST -> SymGame with affine leaves (notation_tree_eval.h).
//
// The tree keeps the input's structure (options in the order written, sums,
// negations) except where leaves meet: a sum or negation of leaves is folded
// into one leaf (Affine numbers added, ups added, nims xor-ed), which is exact
// because number-up-star values add componentwise. So `2a+b-1` is the single
// leaf 2a+b-1, `-a` the leaf -a and `(a-2)*` the leaf a-2 with a star, and
// sym_game_to_string's text reads back as the same tree. Sums with a
// non-leaf term stay Sum nodes for the canonical-form engine.
//
// Readings chosen where the notation could mean two things:
//   * `*` is always star, never a product: `a*` is a + *, `a*2` is a + *2, and
//     `a*b` is a + * followed by a stray `b`: an error at b's column, with a
//     hint that products of parameters are not affine.
//   * arrows with a count directly after a parameter or ')' read as a power,
//     so `a^2`, `2a^3`, `av2` and `(a+1)^2` are errors ("... is not affine");
//     `a^`, `a^^`, `(a-2)^*` are fine, and a plus three ups is `a+^3`.
//   * `ab` is an error, not a product (names are one letter and optional
//     digits), and so is `1/2a` (write a/2), as in affine_parse.
//   * up/star parts belong to one token: `(a-2) *` and `a *` are errors,
//     like `1 *` in concrete notation.
//   * `-` before a leaf negates the leaf: `-a` is the leaf -a, `-a*` is (-a)*.
#include "symbolic/notation_tree_eval.h"
#include "symbolic/sym_game.h"

namespace cgp {

std::variant<SymGame, ParseError> sym_game_parse(std::string_view text) {
  return notation::parse_tree<SymGame>(text);
}

}  // namespace cgp
