// GameStore: number-up-star values x + n.^ + *m.
//
// A non-number up-star value is an ordinary node, interned by its canonical
// options, that carries the tag (x, n, m) so that compare and add among such
// values are arithmetic. Its canonical options are not taken from a table of
// formulas: they are derived from the definition of the sum, A + ^ with
// A = x + (n-1).^ + *m and ^ = {0 | *}, and canonicalised by the general
// algorithm. A node made by make() whose options look like an up-star value is
// tagged only after the candidate's derived options are checked equal to its
// own, so a wrong guess costs speed, never correctness.
#include "symbolic/game_store.h"

#include <algorithm>

namespace cgp {

GameId GameStore::up_star(const Dyadic& x, long up, unsigned nim) {
  if (up == 0 && nim == 0) return number(x);
  const UpStar v{x, up, nim};
  if (auto it = up_star_ids_.find(v); it != up_star_ids_.end()) return it->second;
  std::vector<GameId> left, right;
  up_star_options(v, left, right);
  const GameId g = intern_options(left, right);
  tag_up_star(g, v);
  return g;
}

void GameStore::tag_up_star(GameId g, const UpStar& v) {
  if (nodes_[g].kind == Kind::General) {
    up_stars_.push_back(v);
    nodes_[g].kind = Kind::UpStar;
    nodes_[g].value = static_cast<std::uint32_t>(up_stars_.size() - 1);
  }
  up_star_ids_.emplace(v, g);
}

void GameStore::up_star_options(const UpStar& v, std::vector<GameId>& left,
                                std::vector<GameId>& right) {
  left.clear();
  right.clear();
  if (v.up < 0) {  // options of -w are the negated, swapped options of w
    std::vector<GameId> wl, wr;
    up_star_options(UpStar{-v.number, -v.up, v.nim}, wl, wr);
    for (GameId o : wr) left.push_back(neg(o));
    for (GameId o : wl) right.push_back(neg(o));
  } else if (v.up == 0) {
    // x + *m = {x + *k | x + *k}, k < m, is canonical as it stands (its
    // options are pairwise fuzzy and none reverses); canonicalising it anyway
    // would cost O(m^3) comparisons.
    for (unsigned k = 0; k < v.nim; ++k) left.push_back(up_star(v.number, 0, k));
    std::sort(left.begin(), left.end());
    right = left;
    return;
  } else {  // A + ^ = {A^L + ^, A | A^R + ^, A + *}
    const GameId a = up_star(v.number, v.up - 1, v.nim);
    if (is_number(a)) {  // translation: x + ^ = {x | x*}
      left.push_back(a);
      right.push_back(up_star(v.number, 0, 1));
    } else {
      const GameId up = up_star(Dyadic(0), 1, 0);
      const auto al = left_options(a);
      const auto ar = right_options(a);
      const std::vector<GameId> a_left(al.begin(), al.end()), a_right(ar.begin(), ar.end());
      for (GameId o : a_left) left.push_back(add(o, up));
      left.push_back(a);
      for (GameId o : a_right) right.push_back(add(o, up));
      right.push_back(up_star(v.number, v.up - 1, v.nim ^ 1u));
    }
  }
  canonicalise_options(left, right);
}

// Guesses which up-star values a canonical form may be, from the shapes
// x + *m = {x, .., x*(m-1) | x, .., x*(m-1)}, x + (u+1).^ + *(j^1) with the
// single Right option x + u.^ + *j (u >= 0), and the mirror image. These are
// the canonical forms of every up-star value, so every one gets tagged.
std::vector<UpStar> GameStore::up_star_candidates(GameId g) const {
  const Node& n = nodes_[g];
  std::vector<UpStar> out;
  if (n.left_count == 0 && n.right_count == 0) return out;
  for (std::uint32_t i = 0; i < n.left_count; ++i)
    if (nodes_[pool_[n.left_begin + i]].kind == Kind::General) return out;
  for (std::uint32_t i = 0; i < n.right_count; ++i)
    if (nodes_[pool_[n.right_begin + i]].kind == Kind::General) return out;
  const bool same_sides =
      n.left_count == n.right_count &&
      std::equal(pool_.begin() + n.left_begin, pool_.begin() + n.left_begin + n.left_count,
                 pool_.begin() + n.right_begin);
  if (same_sides) out.push_back(UpStar{up_star_value(pool_[n.left_begin])->number, 0, n.left_count});
  if (n.right_count == 1) {
    const UpStar r = *up_star_value(pool_[n.right_begin]);
    if (r.up >= 0) out.push_back(UpStar{r.number, r.up + 1, r.nim ^ 1u});
  }
  if (n.left_count == 1) {
    const UpStar l = *up_star_value(pool_[n.left_begin]);
    if (l.up <= 0) out.push_back(UpStar{l.number, l.up - 1, l.nim ^ 1u});
  }
  return out;
}

void GameStore::tag_if_up_star(GameId g) {
  for (const UpStar& candidate : up_star_candidates(g)) {
    if (up_star_ids_.count(candidate)) continue;  // that value is another node
    std::vector<GameId> left, right;
    up_star_options(candidate, left, right);
    if (options_equal(g, left, right)) {
      tag_up_star(g, candidate);
      return;
    }
  }
}

}  // namespace cgp
