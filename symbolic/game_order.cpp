// GameStore: the order. G <= H unless some G^L >= H or some H^R <= G.
//
// Number avoidance: when G is a number and H is not, G <= H iff no H^R <= G
// (Right's winning moves in H - G, if any, are in H), so a number's options are
// never consulted; symmetrically for H a number. Between two number-up-star
// values the answer is arithmetic.
//
// Option lists live in pool_, which grows during recursion; loops therefore
// re-read nodes_[g] and pool_ by index instead of holding references.
#include "symbolic/game_store.h"

namespace cgp {

bool GameStore::up_star_leq(const UpStar& g, const UpStar& h) {
  // g <= h iff d = h - g >= 0, with d = x + n.^ + *m.
  const int s = h.number.compare(g.number);
  if (s != 0) return s > 0;
  const long n = h.up - g.up;
  const unsigned m = g.nim ^ h.nim;
  if (n == 0) return m == 0;
  // n.^ + *m is positive for n >= 2, and for n == 1 unless m == 1 (^* is fuzzy).
  return n > 0 && !(n == 1 && m == 1);
}

std::optional<bool> GameStore::leq_by_stops(const FastStops& g, const FastStops& h) {
  if (!g.exact || !h.exact) return std::nullopt;
  // Stops are monotone: G <= H implies LS(G) <= LS(H) and RS(G) <= RS(H).
  if (g.left > h.left || g.right > h.right) return false;
  // RS(H - G) >= RS(H) - LS(G), and a game with positive right stop is positive.
  if (h.right > g.left) return true;
  return std::nullopt;
}

bool GameStore::leq(GameId g, GameId h) {
  if (g == h) return true;
  const Kind kg = nodes_[g].kind, kh = nodes_[h].kind;
  if (kg != Kind::General && kh != Kind::General) {
    if (kg == Kind::Number && kh == Kind::Number) return numbers_[nodes_[g].value] <= numbers_[nodes_[h].value];
    return up_star_leq(*up_star_value(g), *up_star_value(h));
  }
  if (auto quick = leq_by_stops(nodes_[g].stops, nodes_[h].stops)) return *quick;
  if (auto cached = leq_cache_.find(g, h)) return *cached != 0;
  const bool result = leq_general(g, h);
  check_growth(leq_cache_.growth_bytes());
  leq_cache_.insert(g, h, result ? 1 : 0);
  return result;
}

bool GameStore::leq_general(GameId g, GameId h) {
  if (nodes_[g].kind != Kind::Number) {
    for (std::uint32_t i = 0; i < nodes_[g].left_count; ++i)
      if (leq(h, pool_[nodes_[g].left_begin + i])) return false;
  }
  if (nodes_[h].kind != Kind::Number) {
    for (std::uint32_t i = 0; i < nodes_[h].right_count; ++i)
      if (leq(pool_[nodes_[h].right_begin + i], g)) return false;
  }
  return true;
}

Relation GameStore::compare(GameId g, GameId h) {
  if (g == h) return Relation::Equal;
  const bool le = leq(g, h), ge = leq(h, g);
  if (le && ge) return Relation::Equal;  // unreachable while interning is sound
  if (le) return Relation::Less;
  if (ge) return Relation::Greater;
  return Relation::Fuzzy;
}

GameStore::Form GameStore::make_form(const std::vector<GameId>& left,
                                     const std::vector<GameId>& right) const {
  return Form{left, right, fast_stops(left.data(), left.size(), right.data(), right.size())};
}

// g <= H for a form H. The form's value is unknown (it may be a number), so no
// number avoidance on its side: the full definition, with a number g
// contributing its one-level canonical options.
bool GameStore::leq_form_left(GameId g, const Form& h) {
  if (auto quick = leq_by_stops(nodes_[g].stops, h.stops)) return *quick;
  for (GameId r : h.right)
    if (leq(r, g)) return false;
  left_options(g);  // makes a number's options
  for (std::uint32_t i = 0; i < nodes_[g].left_count; ++i)
    if (leq_form_right(h, pool_[nodes_[g].left_begin + i])) return false;
  return true;
}

// G <= h for a form G.
bool GameStore::leq_form_right(const Form& g, GameId h) {
  if (auto quick = leq_by_stops(g.stops, nodes_[h].stops)) return *quick;
  for (GameId l : g.left)
    if (leq(h, l)) return false;
  right_options(h);
  for (std::uint32_t i = 0; i < nodes_[h].right_count; ++i)
    if (leq_form_left(pool_[nodes_[h].right_begin + i], g)) return false;
  return true;
}

}  // namespace cgp
