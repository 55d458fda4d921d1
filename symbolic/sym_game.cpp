// SymGame printing, parameters and instantiation (parsing: sym_game_parse.cpp).
//
// The printer's one contract: sym_game_parse(sym_game_to_string(g)) is g
// again, node for node, for every tree the parser produces. The parser folds
// sums and negations of leaves into one leaf, so such trees have no Sum of
// leaves only and no Neg of a leaf; the printer therefore has to keep a
// printed Sum term from merging with its neighbours, which it does with
// parentheses around Sum terms that are themselves sums or multi-part leaves.
#include "symbolic/sym_game.h"

#include "symbolic/notation_print.h"
#include "symbolic/poly_factor.h"
#include "symbolic/poly_game.h"

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace cgp {
namespace {

// How a leaf's number prints, for both number types: its text, how many
// top-level terms the text has, and whether up/star may follow it directly
// (a single positive term that does not end in a power).
struct NumberText {
  std::string text;
  std::size_t parts = 0;
  bool plain_term = false;
};
// A single positive term of degree one (a, 2a, 3a/4) is plain.
NumberText number_text(const Affine& e) {
  const std::size_t parts = e.terms().size() + (e.constant().is_zero() ? 0 : 1);
  return {affine_to_string(e), parts, parts == 1 && !e.is_constant() && e.terms().front().coef.sign() > 0};
}
// A product of affine factors prints as one ((a-1)(b-1), 2a(b+1)); it and a
// positive monomial (ab, ab/2) are plain unless they end in a power (a^2),
// since `a^2^` would not read: up/star then belong to the whole product. A
// monomial with a denominator ends in a plain name (a^2/4 prints aa/4).
NumberText number_text(const Polynomial& p) {
  if (auto product = poly_factored_text(p)) return {product->text, 1, !product->negative && product->last_power == 1};
  const std::size_t parts = p.terms().size();
  bool plain = false;
  if (parts == 1 && !p.is_constant()) {
    const auto& [monomial, coef] = *p.terms().begin();
    plain = coef.sign() > 0 && (monomial.back().second == 1 || !coef.is_integer());
  }
  return {poly_to_string(p), parts, plain};
}
void number_params(const Affine& e, std::vector<std::string>& out) {
  for (const Affine::Term& t : e.terms()) out.push_back(t.param);
}
void number_params(const Polynomial& p, std::vector<std::string>& out) {
  for (const std::string& name : p.params()) out.push_back(name);
}
Dyadic number_eval(const Affine& e, const ParamValues& at) { return affine_eval(e, at); }
Dyadic number_eval(const Polynomial& p, const ParamValues& at) { return poly_eval(p, at); }
Affine number_substitute(const Affine& e, const std::map<std::string, Affine>& v) { return affine_substitute(e, v); }
Polynomial number_substitute(const Polynomial& p, const std::map<std::string, Affine>& v) {
  return poly_substitute(p, v);
}

struct LeafText {
  std::string text;
  bool compound = false;  // a top-level binary + or -: merges into a surrounding sum
};

// number, then the up/star suffix; see sym_game.h for examples.
template <class Leaf>
LeafText leaf_text(const Leaf& x) {
  const auto& e = x.number;
  const NumberText printed = number_text(e);
  const std::string& number = printed.text;
  const UpStarSuffix up_star = up_star_suffix(x.up, x.nim);
  const std::string& suffix = up_star.text;
  if (suffix.empty()) return {number, printed.parts > 1};
  if (e.is_constant())  // 3^*, -1/2v3, 6^1024+^1016
    return {e.constant().is_zero() ? suffix : number + suffix, up_star.sum};
  // A count after a parameter or ')' reads as a power (a^2) and the parser
  // refuses it, so many arrows are written as a separate term: a-2+^3*.
  if (std::labs(x.up) > 2) return {number + "+" + suffix, true};
  if (printed.plain_term) return {number + suffix, up_star.sum};  // a, 2a, 3a/4, ab, (a-1)(b-1)
  return {"(" + number + ")" + suffix, up_star.sum};  // (2a-1)*, (-a)^
}

template <class Game>
std::string expr(const Game& g);

template <class Game>
std::string option_list(const std::vector<Game>& options) {
  std::string out;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (i) out += ',';
    out += expr(options[i]);
  }
  return out;
}

template <class Game>
std::string sum_term(const Game& t) {
  const bool wrap = t.kind() == Game::Kind::Sum || (t.is_leaf() && leaf_text(t.as_leaf()).compound);
  std::string text = expr(t);
  return wrap ? "(" + text + ")" : text;
}

template <class Game>
std::string expr(const Game& g) {
  switch (g.kind()) {
    case Game::Kind::Leaf:
      return leaf_text(g.as_leaf()).text;
    case Game::Kind::Options:
      return '{' + option_list(g.left()).append(1, '|').append(option_list(g.right())) + '}';
    case Game::Kind::Sum: {
      std::string out;
      for (std::size_t i = 0; i < g.terms().size(); ++i) {
        if (i) out += " + ";
        out += sum_term(g.terms()[i]);
      }
      return out;
    }
    case Game::Kind::Neg:
      return "-(" + expr(g.child()).append(1, ')');
  }
  throw std::logic_error("sym_game_to_string: bad node kind");
}

template <class Game>
void collect_params(const Game& g, std::vector<std::string>& out) {
  switch (g.kind()) {
    case Game::Kind::Leaf:
      number_params(g.number(), out);
      return;
    case Game::Kind::Options:
      for (const Game& o : g.left()) collect_params(o, out);
      for (const Game& o : g.right()) collect_params(o, out);
      return;
    case Game::Kind::Sum:
      for (const Game& t : g.terms()) collect_params(t, out);
      return;
    case Game::Kind::Neg:
      collect_params(g.child(), out);
      return;
  }
}

template <class Game>
std::vector<std::string> sorted_params(const Game& g) {
  std::vector<std::string> out;
  collect_params(g, out);
  param_sort(out);
  return out;
}

template <class Game>
GameId instantiate(GameStore& store, const Game& g, const ParamValues& at) {
  switch (g.kind()) {
    case Game::Kind::Leaf: {
      const auto& x = g.as_leaf();
      return store.up_star(number_eval(x.number, at), x.up, x.nim);  // throws if a value is missing
    }
    case Game::Kind::Options: {
      std::vector<GameId> left, right;
      for (const Game& o : g.left()) left.push_back(instantiate(store, o, at));
      for (const Game& o : g.right()) right.push_back(instantiate(store, o, at));
      return store.make(std::move(left), std::move(right));
    }
    case Game::Kind::Sum: {
      GameId total = store.zero();
      for (const Game& t : g.terms()) total = store.add(total, instantiate(store, t, at));
      return total;
    }
    case Game::Kind::Neg:
      return store.neg(instantiate(store, g.child(), at));
  }
  throw std::logic_error("sym_game_instantiate: bad node kind");
}

template <class Game>
Game substitute(const Game& g, const std::map<std::string, Affine>& values) {
  const auto all = [&](const std::vector<Game>& xs) {
    std::vector<Game> out;
    for (const Game& x : xs) out.push_back(substitute(x, values));
    return out;
  };
  switch (g.kind()) {
    case Game::Kind::Leaf: {
      const auto& v = g.as_leaf();
      return Game::leaf(number_substitute(v.number, values), v.up, v.nim);
    }
    case Game::Kind::Neg: return Game::neg(substitute(g.child(), values));
    case Game::Kind::Sum: return Game::sum(all(g.terms()));
    case Game::Kind::Options: return Game::options(all(g.left()), all(g.right()));
  }
  return g;
}

}  // namespace

std::string sym_game_to_string(const SymGame& g) { return expr(g); }
std::vector<std::string> sym_game_params(const SymGame& g) { return sorted_params(g); }
GameId sym_game_instantiate(GameStore& store, const SymGame& g, const ParamValues& at) {
  return instantiate(store, g, at);
}
SymGame sym_game_substitute(const SymGame& g, const std::map<std::string, Affine>& values) {
  return substitute(g, values);
}

std::string poly_game_to_string(const PolyGame& g) { return expr(g); }
std::vector<std::string> poly_game_params(const PolyGame& g) { return sorted_params(g); }
GameId poly_game_instantiate(GameStore& store, const PolyGame& g, const ParamValues& at) {
  return instantiate(store, g, at);
}
PolyGame poly_game_substitute(const PolyGame& g, const std::map<std::string, Affine>& values) {
  return substitute(g, values);
}

PolyGame poly_game_from_sym(const SymGame& g) {
  const auto all = [](const std::vector<SymGame>& xs) {
    std::vector<PolyGame> out;
    for (const SymGame& x : xs) out.push_back(poly_game_from_sym(x));
    return out;
  };
  switch (g.kind()) {
    case SymGame::Kind::Leaf: return PolyGame::leaf(Polynomial(g.number()), g.as_leaf().up, g.as_leaf().nim);
    case SymGame::Kind::Neg: return PolyGame::neg(poly_game_from_sym(g.child()));
    case SymGame::Kind::Sum: return PolyGame::sum(all(g.terms()));
    case SymGame::Kind::Options: return PolyGame::options(all(g.left()), all(g.right()));
  }
  throw std::logic_error("poly_game_from_sym: bad node kind");
}

std::optional<SymGame> poly_game_as_sym(const PolyGame& g) {
  const auto all = [](const std::vector<PolyGame>& xs) -> std::optional<std::vector<SymGame>> {
    std::vector<SymGame> out;
    for (const PolyGame& x : xs) {
      auto y = poly_game_as_sym(x);
      if (!y) return std::nullopt;
      out.push_back(std::move(*y));
    }
    return out;
  };
  switch (g.kind()) {
    case PolyGame::Kind::Leaf: {
      const auto affine = g.number().as_affine();
      if (!affine) return std::nullopt;
      return SymGame::leaf(*affine, g.as_leaf().up, g.as_leaf().nim);
    }
    case PolyGame::Kind::Neg: {
      auto child = poly_game_as_sym(g.child());
      if (!child) return std::nullopt;
      return SymGame::neg(std::move(*child));
    }
    case PolyGame::Kind::Sum: {
      auto terms = all(g.terms());
      if (!terms) return std::nullopt;
      return SymGame::sum(std::move(*terms));
    }
    case PolyGame::Kind::Options: {
      auto left = all(g.left()), right = all(g.right());
      if (!left || !right) return std::nullopt;
      return SymGame::options(std::move(*left), std::move(*right));
    }
  }
  throw std::logic_error("poly_game_as_sym: bad node kind");
}

}  // namespace cgp
