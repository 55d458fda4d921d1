// sym_game_parse: the symbolic evaluator of the one notation grammar
// (notation_ast.h): AST -> SymGame with affine leaves.
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
#include "symbolic/notation_ast.h"
#include "symbolic/sym_game.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace cgp::notation {
namespace {

namespace x3 = boost::spirit::x3;

SymGame negate(const SymGame& g) {
  if (!g.is_leaf()) return SymGame::neg(g);
  const SymGame::Leaf& x = g.as_leaf();
  return SymGame::leaf(-x.number, -x.up, x.nim);  // *n is its own negative
}

// The sum of the terms: one leaf when all are leaves, else a Sum node.
SymGame add(std::vector<SymGame> terms) {
  if (terms.size() == 1) return terms.front();
  if (!std::all_of(terms.begin(), terms.end(), [](const SymGame& t) { return t.is_leaf(); }))
    return SymGame::sum(std::move(terms));
  SymGame::Leaf total;
  for (const SymGame& t : terms) {
    total.number += t.as_leaf().number;
    total.up += t.as_leaf().up;
    total.nim ^= t.as_leaf().nim;
  }
  return SymGame::leaf(std::move(total.number), total.up, total.nim);
}

class SymEvaluator {
 public:
  SymGame eval(const ast::Sum& sum) {
    std::vector<SymGame> terms{eval(sum.first)};
    for (const ast::Tail& t : sum.rest) {
      SymGame rhs = eval(t.term);
      terms.push_back(t.op == '+' ? std::move(rhs) : negate(rhs));
    }
    return add(std::move(terms));
  }

 private:
  // x +- y = {x+y | x-y}
  SymGame eval(const ast::Term& term) {
    SymGame value = eval(term.base);
    for (const ast::Unary& u : term.switches) {
      const SymGame y = eval(u);
      value = SymGame::options({add({value, y})}, {add({value, negate(y)})});
    }
    return value;
  }

  // +-y = {y | -y}
  SymGame eval(const ast::Unary& unary) {
    SymGame value = eval(unary.primary);
    for (auto op = unary.prefixes.rbegin(); op != unary.prefixes.rend(); ++op)
      value = *op == '-' ? negate(value) : SymGame::options({value}, {negate(value)});
    return value;
  }

  SymGame eval(const ast::Primary& primary) {
    return boost::apply_visitor([this](const auto& node) { return eval_node(node); }, primary);
  }

  SymGame eval_node(const ast::Leaf& lit) {
    Affine number;
    if (lit.name) {
      number = Affine::param(lit.name->text, coefficient(lit));
    } else if (lit.number) {
      number = decode_number(*lit.number);
    }
    long up = 0;
    if (lit.arrows)
      up = lit.name ? decode_arrows_after(*lit.arrows, lit.name->text) : decode_arrows(*lit.arrows);
    const unsigned nim = lit.star ? decode_star(*lit.star) : 0;
    return SymGame::leaf(std::move(number), up, nim);
  }

  SymGame eval_node(const x3::forward_ast<ast::Group>& group) {
    const ast::Group& g = group.get();
    SymGame body = eval(g.body);
    if (!g.arrows && !g.star) return body;
    const long up = g.arrows ? decode_arrows_after(*g.arrows, ")") : 0;
    const unsigned nim = g.star ? decode_star(*g.star) : 0;
    return add({std::move(body), SymGame::leaf(Affine(), up, nim)});
  }

  SymGame eval_node(const x3::forward_ast<ast::Braces>& braces) {
    return build_braces<SymGame>(
        braces.get(),
        [](std::vector<SymGame> left, std::vector<SymGame> right) {
          return SymGame::options(std::move(left), std::move(right));
        },
        [this](const ast::Sum& option) { return eval(option); });
  }

  // Tiny(x) = {0||0|-x}, Miny(x) = {x|0||0}
  SymGame eval_node(const x3::forward_ast<ast::Call>& call) {
    const SymGame x = eval(call.get().argument);
    const SymGame zero;
    if (call.get().name == "Tiny") return SymGame::options({zero}, {SymGame::options({zero}, {negate(x)})});
    return SymGame::options({SymGame::options({x}, {zero})}, {zero});
  }

  // The coefficient of a parameter term: digits before the name, then an
  // optional /2^k after it (3a/4). `1/2a` is refused, as in affine_parse, so
  // that a '/' always scales the term it ends.
  static Dyadic coefficient(const ast::Leaf& lit) {
    Dyadic coef(1);
    if (lit.number) {
      if (lit.number->denominator)
        fail(lit.name->column, "'" + lit.name->text + "' after a fraction",
             " (a denominator goes after the name, as in 3a/4)");
      coef = decode_number(*lit.number);
    }
    if (const auto& den = lit.name->denominator) {
      decode_denominator(*den);  // checks for a power of two
      coef = dyadic_mul(coef, *Dyadic::from_string("1/" + den->digits));
    }
    return coef;
  }
};

// The tree shares subtrees (`+-x` is {x | -x} with x shared), so a short text
// can stand for a tree that doubles at every `+-`: `+-+-+-...a` written out has
// 2^n leaves, and printing, comparing or evaluating it never ends. Trees whose
// written-out size exceeds this are refused; counting stops at the bound.
constexpr std::size_t kMaxWrittenNodes = 100'000;

std::size_t written_nodes(const SymGame& g, std::size_t budget) {
  std::size_t count = 1;
  const auto visit = [&](const std::vector<SymGame>& children) {
    for (const SymGame& c : children) {
      if (count > budget) return;
      count += written_nodes(c, budget - count);
    }
  };
  switch (g.kind()) {
    case SymGame::Kind::Leaf: break;
    case SymGame::Kind::Options: visit(g.left()); visit(g.right()); break;
    case SymGame::Kind::Sum: visit(g.terms()); break;
    case SymGame::Kind::Neg: count += written_nodes(g.child(), budget - 1); break;
  }
  return count;
}

}  // namespace
}  // namespace cgp::notation

namespace cgp {

std::variant<SymGame, ParseError> sym_game_parse(std::string_view text) {
  auto tree = notation::parse_notation_ast(text);
  if (auto* err = std::get_if<ParseError>(&tree)) return *err;
  auto game = notation::evaluate<SymGame>(
      [&] { return notation::SymEvaluator().eval(std::get<notation::ast::Sum>(tree)); });
  if (const auto* g = std::get_if<SymGame>(&game);
      g && notation::written_nodes(*g, notation::kMaxWrittenNodes) > notation::kMaxWrittenNodes)
    return ParseError{0, "game too large: written out it has more than " +
                                std::to_string(notation::kMaxWrittenNodes) +
                                " nodes (each +- doubles the game it applies to) at column 0"};
  return game;
}

}  // namespace cgp
