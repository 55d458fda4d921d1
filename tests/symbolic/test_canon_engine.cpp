// The generic canonical-form engine, run on concrete dyadics, against the game
// store: the same values, the same canonical shapes, the same order and sums.
// The symbolic engine is this code with another number domain, so agreement
// here is the first half of its correctness (the second half, sign questions
// put to regions, is tested in test_sym_eval.cpp).
#include "symbolic/canon_engine.h"
#include "symbolic/game_store.h"
#include "symbolic/number_domain.h"

#include <catch2/catch.hpp>

#include <random>

using namespace cgp;

namespace {

using Tree = GameTree<Dyadic>;

GameId to_store(GameStore& s, const Tree& t) {
  switch (t.kind()) {
    case Tree::Kind::Leaf: return s.up_star(t.as_leaf().number, t.as_leaf().up, t.as_leaf().nim);
    case Tree::Kind::Neg: return s.neg(to_store(s, t.child()));
    case Tree::Kind::Sum: {
      GameId total = s.zero();
      for (const Tree& x : t.terms()) total = s.add(total, to_store(s, x));
      return total;
    }
    case Tree::Kind::Options: {
      std::vector<GameId> l, r;
      for (const Tree& x : t.left()) l.push_back(to_store(s, x));
      for (const Tree& x : t.right()) r.push_back(to_store(s, x));
      return s.make(l, r);
    }
  }
  return s.zero();
}

// The canonical tree has exactly the store's canonical shape: an up-star value
// is a leaf, anything else an options node with as many options per side.
void require_same_shape(GameStore& s, const Tree& t) {
  const GameId g = to_store(s, t);
  if (s.is_up_star(g)) {
    REQUIRE(t.is_leaf());
    return;
  }
  REQUIRE(t.kind() == Tree::Kind::Options);
  REQUIRE(t.left().size() == s.left_options(g).size());
  REQUIRE(t.right().size() == s.right_options(g).size());
  for (const Tree& x : t.left()) require_same_shape(s, x);
  for (const Tree& x : t.right()) require_same_shape(s, x);
}

Tree random_tree(std::mt19937& rng, int depth) {
  const int kind = depth == 0 ? 0 : static_cast<int>(rng() % 6);
  if (kind <= 1) {
    const long num = static_cast<long>(rng() % 9) - 4;
    Dyadic x(num);
    if (rng() % 3 == 0) x = x.half();
    if (rng() % 5 == 0) x = x.half();
    const long up = rng() % 4 == 0 ? static_cast<long>(rng() % 5) - 2 : 0;
    const unsigned nim = rng() % 4 == 0 ? static_cast<unsigned>(rng() % 4) : 0;
    return Tree::leaf(x, up, nim);
  }
  if (kind == 2) return Tree::sum({random_tree(rng, depth - 1), random_tree(rng, depth - 1)});
  if (kind == 3) return Tree::neg(random_tree(rng, depth - 1));
  std::vector<Tree> l, r;
  for (int i = static_cast<int>(rng() % 3); i > 0; --i) l.push_back(random_tree(rng, depth - 1));
  for (int i = static_cast<int>(rng() % 3); i > 0; --i) r.push_back(random_tree(rng, depth - 1));
  return Tree::options(l, r);
}

}  // namespace

TEST_CASE("generic engine on dyadics agrees with the game store", "[canon]") {
  GameStore& s = GameStore::instance();
  ConcreteDomain domain;
  CanonEngine<ConcreteDomain> engine(domain);
  std::mt19937 rng(7);
  std::vector<Tree> canon;
  for (int i = 0; i < 300; ++i) {
    const Tree t = random_tree(rng, 3);
    const Tree c = engine.canonical(t);
    INFO("tree " << i);
    REQUIRE(to_store(s, c) == to_store(s, t));
    require_same_shape(s, c);
    canon.push_back(c);
  }
  for (int i = 0; i < 400; ++i) {
    const Tree& g = canon[rng() % canon.size()];
    const Tree& h = canon[rng() % canon.size()];
    const GameId gi = to_store(s, g), hi = to_store(s, h);
    REQUIRE(engine.leq(g, h) == s.leq(gi, hi));
    REQUIRE(to_store(s, engine.add(g, h)) == s.add(gi, hi));
    REQUIRE(to_store(s, engine.neg(g)) == s.neg(gi));
  }
}
