// The evaluator of the one notation grammar (notation_ast.h) into game trees
// with parameter leaves: GameTree<Affine> (sym_game_parse) and
// GameTree<Polynomial> (poly_game_parse). One template, so that both read the
// same language; they differ only where the number types do: polynomial
// leaves take products (`ab`, `(a-1)(b-1)`) and powers (`a^2`, `(a+1)^2`),
// which the affine reading refuses.
//
// Internal to symbolic/: include it only from an evaluator.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/game_tree.h"
#include "symbolic/notation_ast.h"
#include "symbolic/polynomial.h"

#include <algorithm>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace cgp::notation {

// The largest power written with ^k in a polynomial leaf, and the largest
// degree of a leaf: products by juxtaposition (`cccc...`) and powers of
// powers must stay printable (the printer writes c^22, which would not read
// again) and small (((a+b+c)^16)^16 would have millions of terms).
constexpr unsigned long kMaxPower = 16;

template <class Game>
class TreeEvaluator {
 public:
  using Num = std::decay_t<decltype(std::declval<Game>().number())>;
  static constexpr bool kProducts = std::is_same_v<Num, Polynomial>;

  Game eval(const ast::Sum& sum) {
    std::vector<Game> terms{eval(sum.first)};
    for (const ast::Tail& t : sum.rest) {
      Game rhs = eval(t.term);
      terms.push_back(t.op == '+' ? std::move(rhs) : negate(rhs));
    }
    return add(std::move(terms));
  }

  static Game negate(const Game& g) {
    if (!g.is_leaf()) return Game::neg(g);
    const auto& x = g.as_leaf();
    return Game::leaf(-x.number, -x.up, x.nim);  // *n is its own negative
  }

  // The sum of the terms: one leaf when all are leaves, else a Sum node.
  static Game add(std::vector<Game> terms) {
    if (terms.size() == 1) return terms.front();
    if (!std::all_of(terms.begin(), terms.end(), [](const Game& t) { return t.is_leaf(); }))
      return Game::sum(std::move(terms));
    typename Game::Leaf total;
    for (const Game& t : terms) {
      total.number += t.as_leaf().number;
      total.up += t.as_leaf().up;
      total.nim ^= t.as_leaf().nim;
    }
    return Game::leaf(std::move(total.number), total.up, total.nim);
  }

 private:
  // x +- y = {x+y | x-y}
  Game eval(const ast::Term& term) {
    Game value = eval(term.base);
    for (const ast::Unary& u : term.switches) {
      const Game y = eval(u);
      value = Game::options({add({value, y})}, {add({value, negate(y)})});
    }
    return value;
  }

  // +-y = {y | -y}
  Game eval(const ast::Unary& unary) {
    Game value = eval(unary.primary);
    for (const ast::Factor& f : unary.factors) value = multiply(value, eval(f.primary), f.column);
    for (auto op = unary.prefixes.rbegin(); op != unary.prefixes.rend(); ++op)
      value = *op == '-' ? negate(value) : Game::options({value}, {negate(value)});
    return value;
  }

  // x times y for polynomial leaves; up/star written after the last factor
  // (`ab*`, `(a-1)(b-1)*`) belong to the whole product.
  Game multiply(const Game& x, const Game& y, std::size_t column) {
    if constexpr (kProducts) {
      if (!x.is_number() || !y.is_leaf())
        fail(column, "a product of games", " (only numbers multiply; up/star go after the last factor)");
      check_degree(x.number().degree() + y.number().degree(), column);
      return Game::leaf(x.number() * y.number(), y.as_leaf().up, y.as_leaf().nim);
    } else {
      fail(column, "a product", " (products of parameters are not affine)");
    }
  }

  Game eval(const ast::Primary& primary) {
    return boost::apply_visitor([this](const auto& node) { return eval_node(node); }, primary);
  }

  // `^k` directly after a name or ')' is a power in polynomial leaves.
  static bool is_power(const boost::optional<ast::Arrows>& a) {
    return kProducts && a && a->text.size() > 1 && a->text[0] == '^' && a->text[1] >= '0' && a->text[1] <= '9';
  }
  static void check_degree(unsigned long degree, std::size_t column) {
    if (degree > kMaxPower)
      fail(column, "a product of degree " + std::to_string(degree), ", beyond the largest degree " + std::to_string(kMaxPower));
  }
  static unsigned power_of(const ast::Arrows& a) {
    unsigned long k = 0;
    for (std::size_t i = 1; i < a.text.size(); ++i) {
      k = k * 10 + static_cast<unsigned long>(a.text[i] - '0');
      if (k > kMaxPower) fail(a.column, "'" + a.text + "'", " exceeds the largest power ^" + std::to_string(kMaxPower));
    }
    return static_cast<unsigned>(k);
  }

  Game eval_node(const ast::Leaf& lit) {
    Num number;
    long up = 0;
    if (lit.name) {
      number = Num(Affine::param(lit.name->text, coefficient(lit)));
      if (is_power(lit.arrows)) {
        if (lit.name->denominator)
          fail(lit.arrows->column, "a power after a denominator", " (write the denominator last: aa/4 for a^2/4)");
        if constexpr (kProducts) number = Polynomial::param(lit.name->text, coefficient(lit), power_of(*lit.arrows));
      } else if (lit.arrows) {
        up = decode_arrows_after(*lit.arrows, lit.name->text);
      }
    } else {
      if (lit.number) number = Num(decode_number(*lit.number));
      if (lit.arrows) up = decode_arrows(*lit.arrows);
    }
    const unsigned nim = lit.star ? decode_star(*lit.star) : 0;
    return Game::leaf(std::move(number), up, nim);
  }

  Game eval_node(const boost::spirit::x3::forward_ast<ast::Group>& group) {
    const ast::Group& g = group.get();
    Game body = eval(g.body);
    if (!g.arrows && !g.star) return body;
    long up = 0;
    if (is_power(g.arrows)) {
      if (!body.is_number()) fail(g.arrows->column, "a power of a game", " (only numbers have powers)");
      if constexpr (kProducts) {
        const unsigned k = power_of(*g.arrows);
        check_degree(static_cast<unsigned long>(body.number().degree()) * k, g.arrows->column);
        body = Game::leaf(poly_power(body.number(), k));
      }
    } else if (g.arrows) {
      up = decode_arrows_after(*g.arrows, ")");
    }
    const unsigned nim = g.star ? decode_star(*g.star) : 0;
    return add({std::move(body), Game::leaf(Num(), up, nim)});
  }

  Game eval_node(const boost::spirit::x3::forward_ast<ast::Braces>& braces) {
    return build_braces<Game>(
        braces.get(),
        [](std::vector<Game> left, std::vector<Game> right) { return Game::options(std::move(left), std::move(right)); },
        [this](const ast::Sum& option) { return eval(option); });
  }

  // Tiny(x) = {0||0|-x}, Miny(x) = {x|0||0}
  Game eval_node(const boost::spirit::x3::forward_ast<ast::Call>& call) {
    const Game x = eval(call.get().argument);
    const Game zero;
    if (call.get().name == "Tiny") return Game::options({zero}, {Game::options({zero}, {negate(x)})});
    return Game::options({Game::options({x}, {zero})}, {zero});
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

template <class Game>
std::size_t written_nodes(const Game& g, std::size_t budget) {
  std::size_t count = 1;
  const auto visit = [&](const std::vector<Game>& children) {
    for (const Game& c : children) {
      if (count > budget) return;
      count += written_nodes(c, budget - count);
    }
  };
  switch (g.kind()) {
    case Game::Kind::Leaf: break;
    case Game::Kind::Options: visit(g.left()); visit(g.right()); break;
    case Game::Kind::Sum: visit(g.terms()); break;
    case Game::Kind::Neg: count += written_nodes(g.child(), budget - 1); break;
  }
  return count;
}

// Printing writes at most one pair of brackets per node ({..} for options,
// -(..) for a negation, (..) for a sum inside a sum) and at most two for a
// leaf (a compound leaf wrapped in a sum, and the parentheses of its own
// factors), while the grammar's nesting bound counts only the brackets typed:
// prefixes and switches nest without them (`a ---...--- +- b`), so such a
// tree would print to text nested too deeply to read again. Trees whose
// written depth, so counted, exceeds the bound are refused; counting stops
// past it.
constexpr std::size_t kMaxWrittenDepth = 200;

template <class Game>
std::size_t written_depth(const Game& g, std::size_t bound) {
  if (g.kind() == Game::Kind::Leaf) return 2;
  if (bound <= 1) return bound + 1;  // deeper than the bound
  std::size_t deepest = 0;
  const auto visit = [&](const std::vector<Game>& children) {
    for (const Game& c : children) deepest = std::max(deepest, written_depth(c, bound - 1));
  };
  switch (g.kind()) {
    case Game::Kind::Leaf: break;
    case Game::Kind::Options: visit(g.left()); visit(g.right()); break;
    case Game::Kind::Sum: visit(g.terms()); break;
    case Game::Kind::Neg: deepest = written_depth(g.child(), bound - 1); break;
  }
  return 1 + deepest;
}

// The whole parse: grammar, evaluation, size and depth bounds.
template <class Game>
std::variant<Game, ParseError> parse_tree(std::string_view text) {
  auto tree = parse_notation_ast(text, TreeEvaluator<Game>::kProducts);
  if (auto* err = std::get_if<ParseError>(&tree)) return *err;
  auto game = evaluate<Game>([&] { return TreeEvaluator<Game>().eval(std::get<ast::Sum>(tree)); });
  if (const auto* g = std::get_if<Game>(&game); g && written_nodes(*g, kMaxWrittenNodes) > kMaxWrittenNodes)
    return ParseError{0, "game too large: written out it has more than " + std::to_string(kMaxWrittenNodes) +
                             " nodes (each +- doubles the game it applies to) at column 0"};
  if (const auto* g = std::get_if<Game>(&game); g && written_depth(*g, kMaxWrittenDepth) > kMaxWrittenDepth)
    return ParseError{0, "nesting deeper than " + std::to_string(kMaxWrittenDepth) +
                             " written out (each '-', '+-' and pair of braces is a level) at column 0"};
  return game;
}

}  // namespace cgp::notation
