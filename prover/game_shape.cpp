#include "prover/game_shape.h"

#include <algorithm>
#include <stdexcept>

namespace cgp {

GameShape game_shape(GameStore& store, GameId g) {
  GameShape s;
  if (auto v = store.up_star_value(g)) {  // numbers and x + n.^ + *m
    s.key = "#";
    if (v->up != 0) s.key += "^" + std::to_string(v->up);
    if (v->nim != 0) s.key += "*" + std::to_string(v->nim);
    s.slots.push_back(v->number);
    s.tree = SymGame::leaf(Affine(v->number), v->up, v->nim);
    return s;
  }
  auto side = [&](std::span<const GameId> ids) {
    std::vector<GameShape> out;
    for (GameId o : ids) out.push_back(game_shape(store, o));
    std::sort(out.begin(), out.end(), [](const GameShape& x, const GameShape& y) {
      if (x.key != y.key) return x.key < y.key;
      return std::lexicographical_compare(x.slots.begin(), x.slots.end(), y.slots.begin(),
                                          y.slots.end());
    });
    return out;
  };
  // Copy the spans' contents first: game_shape may grow the store.
  const std::vector<GameId> lids(store.left_options(g).begin(), store.left_options(g).end());
  const std::vector<GameId> rids(store.right_options(g).begin(), store.right_options(g).end());
  const auto left = side(lids);
  const auto right = side(rids);
  std::vector<SymGame> lt, rt;
  s.key = "{";
  for (std::size_t i = 0; i < left.size(); ++i) {
    s.key += (i ? "," : "") + left[i].key;
    s.slots.insert(s.slots.end(), left[i].slots.begin(), left[i].slots.end());
    lt.push_back(left[i].tree);
  }
  s.key += "|";
  for (std::size_t i = 0; i < right.size(); ++i) {
    s.key += (i ? "," : "") + right[i].key;
    s.slots.insert(s.slots.end(), right[i].slots.begin(), right[i].slots.end());
    rt.push_back(right[i].tree);
  }
  s.key += "}";
  s.tree = SymGame::options(std::move(lt), std::move(rt));
  return s;
}

namespace {
SymGame fill(const SymGame& t, const std::vector<Affine>& numbers, std::size_t& next) {
  if (t.is_leaf()) {
    const auto& l = t.as_leaf();
    return SymGame::leaf(numbers.at(next++), l.up, l.nim);
  }
  if (t.kind() != SymGame::Kind::Options) throw std::logic_error("shape_fill: not a canonical tree");
  std::vector<SymGame> lt, rt;
  for (const auto& o : t.left()) lt.push_back(fill(o, numbers, next));
  for (const auto& o : t.right()) rt.push_back(fill(o, numbers, next));
  return SymGame::options(std::move(lt), std::move(rt));
}
}  // namespace

SymGame shape_fill(const SymGame& tree, const std::vector<Affine>& numbers) {
  std::size_t next = 0;
  SymGame out = fill(tree, numbers, next);
  if (next != numbers.size()) throw std::logic_error("shape_fill: slot count mismatch");
  return out;
}

}  // namespace cgp
