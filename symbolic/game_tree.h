// GameTree<Num>: a game written out as a tree whose leaves are numbers of a
// number domain, plus up and star parts: Num = Dyadic for concrete games,
// Num = Affine for symbolic ones (SymGame). Sums and negations appear in input
// only; canonical forms (canon_engine.h) are leaves and option nodes.
//
// Values are immutable and share subtrees, so copying is cheap.
#pragma once

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace cgp {

template <class Num>
class GameTree {
 public:
  enum class Kind { Leaf, Options, Sum, Neg };
  // number + up.^ + *nim
  struct Leaf {
    Num number;
    long up = 0;
    unsigned nim = 0;
  };

  GameTree() : GameTree(leaf(Num())) {}  // 0

  static GameTree leaf(Num number, long up = 0, unsigned nim = 0) {
    return GameTree(Node{Kind::Leaf, Leaf{std::move(number), up, nim}, {}, {}});
  }
  static GameTree options(std::vector<GameTree> left, std::vector<GameTree> right) {
    return GameTree(Node{Kind::Options, Leaf{}, std::move(left), std::move(right)});
  }
  static GameTree sum(std::vector<GameTree> terms) {
    return GameTree(Node{Kind::Sum, Leaf{}, std::move(terms), {}});
  }
  static GameTree neg(GameTree g) {
    return GameTree(Node{Kind::Neg, Leaf{}, {std::move(g)}, {}});
  }

  Kind kind() const { return node_->kind; }
  bool is_leaf() const { return node_->kind == Kind::Leaf; }
  bool is_number() const { return is_leaf() && node_->leaf.up == 0 && node_->leaf.nim == 0; }
  const Leaf& as_leaf() const { return node_->leaf; }
  const Num& number() const { return node_->leaf.number; }
  const std::vector<GameTree>& left() const { return node_->a; }   // Options
  const std::vector<GameTree>& right() const { return node_->b; }  // Options
  const std::vector<GameTree>& terms() const { return node_->a; }  // Sum
  const GameTree& child() const { return node_->a.front(); }       // Neg

  // Structural equality and hash: the same tree, leaf for leaf, so equal
  // formulas can be keys without going through their printed text. (Equal
  // values with different trees are the business of canonical forms.)
  friend bool operator==(const GameTree& x, const GameTree& y) {
    if (x.node_ == y.node_) return true;
    const Node &a = *x.node_, &b = *y.node_;
    return a.kind == b.kind && a.leaf.number == b.leaf.number && a.leaf.up == b.leaf.up &&
           a.leaf.nim == b.leaf.nim && a.a == b.a && a.b == b.b;
  }
  friend bool operator!=(const GameTree& x, const GameTree& y) { return !(x == y); }
  std::size_t hash() const {
    std::size_t h = static_cast<std::size_t>(node_->kind) * 0x9e3779b97f4a7c15ULL;
    const auto mix = [&h](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
    mix(node_->leaf.number.hash());
    mix(static_cast<std::size_t>(node_->leaf.up));
    mix(node_->leaf.nim);
    for (const GameTree& t : node_->a) mix(t.hash());
    mix(node_->a.size());
    for (const GameTree& t : node_->b) mix(t.hash());
    return h;
  }

 private:
  struct Node {
    Kind kind;
    Leaf leaf;
    std::vector<GameTree> a, b;
  };
  explicit GameTree(Node n) : node_(std::make_shared<const Node>(std::move(n))) {}
  std::shared_ptr<const Node> node_;
};

template <class Num>
struct GameTreeHash {
  std::size_t operator()(const GameTree<Num>& g) const { return g.hash(); }
};

}  // namespace cgp
