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

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace cgp {
namespace {

struct LeafText {
  std::string text;
  bool compound = false;  // a top-level binary + or -: merges into a surrounding sum
};

// number, then the up/star suffix; see sym_game.h for examples.
LeafText leaf_text(const SymGame::Leaf& x) {
  const Affine& e = x.number;
  const std::string number = affine_to_string(e);
  const UpStarSuffix up_star = up_star_suffix(x.up, x.nim);
  const std::string& suffix = up_star.text;
  const std::size_t parts = e.terms().size() + (e.constant().is_zero() ? 0 : 1);
  if (suffix.empty()) return {number, parts > 1};
  if (e.is_constant())  // 3^*, -1/2v3, 6^1024+^1016
    return {e.constant().is_zero() ? suffix : number + suffix, up_star.sum};
  // A count after a parameter or ')' reads as a power (a^2) and the parser
  // refuses it, so many arrows are written as a separate term: a-2+^3*.
  if (std::labs(x.up) > 2) return {number + "+" + suffix, true};
  const bool plain_term = parts == 1 && e.terms().front().coef.sign() > 0;  // a, 2a, 3a/4
  if (plain_term) return {number + suffix, up_star.sum};
  return {"(" + number + ")" + suffix, up_star.sum};  // (2a-1)*, (-a)^
}

std::string expr(const SymGame& g);

std::string option_list(const std::vector<SymGame>& options) {
  std::string out;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (i) out += ',';
    out += expr(options[i]);
  }
  return out;
}

std::string sum_term(const SymGame& t) {
  const bool wrap = t.kind() == SymGame::Kind::Sum || (t.is_leaf() && leaf_text(t.as_leaf()).compound);
  std::string text = expr(t);
  return wrap ? "(" + text + ")" : text;
}

std::string expr(const SymGame& g) {
  switch (g.kind()) {
    case SymGame::Kind::Leaf:
      return leaf_text(g.as_leaf()).text;
    case SymGame::Kind::Options:
      return '{' + option_list(g.left()).append(1, '|').append(option_list(g.right())) + '}';
    case SymGame::Kind::Sum: {
      std::string out;
      for (std::size_t i = 0; i < g.terms().size(); ++i) {
        if (i) out += " + ";
        out += sum_term(g.terms()[i]);
      }
      return out;
    }
    case SymGame::Kind::Neg:
      return "-(" + expr(g.child()).append(1, ')');
  }
  throw std::logic_error("sym_game_to_string: bad node kind");
}

void collect_params(const SymGame& g, std::vector<std::string>& out) {
  switch (g.kind()) {
    case SymGame::Kind::Leaf:
      for (const Affine::Term& t : g.number().terms()) out.push_back(t.param);
      return;
    case SymGame::Kind::Options:
      for (const SymGame& o : g.left()) collect_params(o, out);
      for (const SymGame& o : g.right()) collect_params(o, out);
      return;
    case SymGame::Kind::Sum:
      for (const SymGame& t : g.terms()) collect_params(t, out);
      return;
    case SymGame::Kind::Neg:
      collect_params(g.child(), out);
      return;
  }
}

}  // namespace

std::string sym_game_to_string(const SymGame& g) { return expr(g); }

std::vector<std::string> sym_game_params(const SymGame& g) {
  std::vector<std::string> out;
  collect_params(g, out);
  param_sort(out);
  return out;
}

GameId sym_game_instantiate(GameStore& store, const SymGame& g, const ParamValues& at) {
  switch (g.kind()) {
    case SymGame::Kind::Leaf: {
      const SymGame::Leaf& x = g.as_leaf();
      return store.up_star(affine_eval(x.number, at), x.up, x.nim);  // throws if a value is missing
    }
    case SymGame::Kind::Options: {
      std::vector<GameId> left, right;
      for (const SymGame& o : g.left()) left.push_back(sym_game_instantiate(store, o, at));
      for (const SymGame& o : g.right()) right.push_back(sym_game_instantiate(store, o, at));
      return store.make(std::move(left), std::move(right));
    }
    case SymGame::Kind::Sum: {
      GameId total = store.zero();
      for (const SymGame& t : g.terms()) total = store.add(total, sym_game_instantiate(store, t, at));
      return total;
    }
    case SymGame::Kind::Neg:
      return store.neg(sym_game_instantiate(store, g.child(), at));
  }
  throw std::logic_error("sym_game_instantiate: bad node kind");
}

SymGame sym_game_substitute(const SymGame& g, const std::map<std::string, Affine>& values) {
  const auto all = [&](const std::vector<SymGame>& xs) {
    std::vector<SymGame> out;
    for (const SymGame& x : xs) out.push_back(sym_game_substitute(x, values));
    return out;
  };
  switch (g.kind()) {
    case SymGame::Kind::Leaf: {
      const auto& v = g.as_leaf();
      return SymGame::leaf(affine_substitute(v.number, values), v.up, v.nim);
    }
    case SymGame::Kind::Neg: return SymGame::neg(sym_game_substitute(g.child(), values));
    case SymGame::Kind::Sum: return SymGame::sum(all(g.terms()));
    case SymGame::Kind::Options: return SymGame::options(all(g.left()), all(g.right()));
  }
  return g;
}

}  // namespace cgp
