// GameStore: sum and negation.
//
// Sums of number-up-star values are arithmetic. A number x is never expanded:
// G + x = {G^L + x | G^R + x} when G is not a number (translation), so adding
// 1000 costs the same as adding 1.
#include "symbolic/game_store.h"

#include <algorithm>
#include <utility>

namespace cgp {

GameId GameStore::add(GameId g, GameId h) {
  if (g == zero_) return h;
  if (h == zero_) return g;
  if (nodes_[g].kind != Kind::General && nodes_[h].kind != Kind::General) {
    const UpStar a = *up_star_value(g), b = *up_star_value(h);
    return up_star(a.number + b.number, a.up + b.up, a.nim ^ b.nim);
  }
  if (g > h) std::swap(g, h);
  if (auto cached = add_cache_.find(g, h)) return *cached;
  GameId result;
  if (is_number(g))
    result = translate(h, number_value(g));
  else if (is_number(h))
    result = translate(g, number_value(h));
  else
    result = add_general(g, h);
  check_growth(add_cache_.growth_bytes());
  add_cache_.insert(g, h, result);
  return result;
}

GameId GameStore::translate(GameId g, const Dyadic& x) {
  const GameId xg = number(x);
  const auto gl = left_options(g);
  const auto gr = right_options(g);
  const std::vector<GameId> l(gl.begin(), gl.end()), r(gr.begin(), gr.end());
  std::vector<GameId> left, right;
  for (GameId o : l) left.push_back(add(o, xg));
  for (GameId o : r) right.push_back(add(o, xg));
  return make(std::move(left), std::move(right));
}

GameId GameStore::add_general(GameId g, GameId h) {
  const auto copy = [](std::span<const GameId> s) { return std::vector<GameId>(s.begin(), s.end()); };
  const std::vector<GameId> gl = copy(left_options(g)), gr = copy(right_options(g));
  const std::vector<GameId> hl = copy(left_options(h)), hr = copy(right_options(h));
  std::vector<GameId> left, right;
  left.reserve(gl.size() + hl.size());
  right.reserve(gr.size() + hr.size());
  for (GameId o : gl) left.push_back(add(o, h));
  for (GameId o : hl) left.push_back(add(g, o));
  for (GameId o : gr) right.push_back(add(o, h));
  for (GameId o : hr) right.push_back(add(g, o));
  return make(std::move(left), std::move(right));
}

// The negative of a canonical form is canonical: -{L | R} = {-R | -L}.
GameId GameStore::neg(GameId g) {
  if (nodes_[g].kind != Kind::General) {
    const UpStar a = *up_star_value(g);
    return up_star(-a.number, -a.up, a.nim);
  }
  if (g < neg_cache_.size() && neg_cache_[g] != kNoGame) return neg_cache_[g];
  const auto copy = [](std::span<const GameId> s) { return std::vector<GameId>(s.begin(), s.end()); };
  const std::vector<GameId> gl = copy(left_options(g)), gr = copy(right_options(g));
  std::vector<GameId> left, right;
  for (GameId o : gr) left.push_back(neg(o));
  for (GameId o : gl) right.push_back(neg(o));
  std::sort(left.begin(), left.end());
  std::sort(right.begin(), right.end());
  const GameId result = intern_options(left, right);
  if (nodes_[result].kind == Kind::General) tag_if_up_star(result);
  if (neg_cache_.size() < nodes_.size()) neg_cache_.resize(nodes_.size() * 2, kNoGame);
  neg_cache_[g] = result;
  neg_cache_[result] = g;
  return result;
}

}  // namespace cgp
