// CanonEngine<D>: canonical forms, order, sums and negation of games written
// as trees (GameTree<D::Num>), once for every number domain D
// (number_domain.h). With D = ConcreteDomain it is a slow twin of the game
// store, used to test this code against the store; with D = SymbolicDomain
// every sign question about an affine number is put to a region.
//
// The mathematics is the store's: remove dominated options and bypass
// reversible ones until neither applies; numbers and number-up-star values
// are leaves, compared and added arithmetically; a number is never expanded
// (number avoidance in comparisons, translation in sums), and the number rules
// {x|} = simplest number above x, {x|y} (x < y) = simplest number between,
// are computed with sign questions only.
#pragma once

#include "symbolic/game_tree.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace cgp {

template <class D>
class CanonEngine {
 public:
  using Num = typename D::Num;
  using Game = GameTree<Num>;
  using Games = std::vector<Game>;

  explicit CanonEngine(D& domain) : d_(domain) {}

  // The canonical form of any tree (sums and negations included).
  Game canonical(const Game& g) {
    switch (g.kind()) {
      case Game::Kind::Leaf: return g;
      case Game::Kind::Neg: return neg(canonical(g.child()));
      case Game::Kind::Sum: {
        Game total = Game::leaf(D::from_long(0));
        for (const Game& t : g.terms()) total = add(total, canonical(t));
        return total;
      }
      case Game::Kind::Options: {
        Games l, r;
        for (const Game& o : g.left()) l.push_back(canonical(o));
        for (const Game& o : g.right()) r.push_back(canonical(o));
        return make(std::move(l), std::move(r));
      }
    }
    return g;
  }

  // g <= h for canonical g, h.
  bool leq(const Game& g, const Game& h) {
    if (g.is_leaf() && h.is_leaf()) return leaf_leq(g.as_leaf(), h.as_leaf());
    if (!g.is_number())
      for (const Game& gl : left_options(g))
        if (leq(h, gl)) return false;
    if (!h.is_number())
      for (const Game& hr : right_options(h))
        if (leq(hr, g)) return false;
    return true;
  }

  bool equal(const Game& g, const Game& h) { return leq(g, h) && leq(h, g); }

  Game neg(const Game& g) {
    if (g.is_leaf()) {
      const auto& v = g.as_leaf();
      return Game::leaf(-v.number, -v.up, v.nim);
    }
    Games l, r;
    for (const Game& o : g.right()) l.push_back(neg(o));
    for (const Game& o : g.left()) r.push_back(neg(o));
    return Game::options(std::move(l), std::move(r));
  }

  // Sum of canonical games.
  Game add(const Game& g, const Game& h) {
    if (g.is_leaf() && h.is_leaf()) {
      const auto &a = g.as_leaf(), &b = h.as_leaf();
      return Game::leaf(a.number + b.number, a.up + b.up, a.nim ^ b.nim);
    }
    Games l, r;
    if (g.is_number() || h.is_number()) {  // translation: H + x = {H^L + x | H^R + x}
      const Game& x = g.is_number() ? g : h;
      const Game& other = g.is_number() ? h : g;
      for (const Game& o : left_options(other)) l.push_back(add(o, x));
      for (const Game& o : right_options(other)) r.push_back(add(o, x));
      return make(std::move(l), std::move(r));
    }
    for (const Game& o : left_options(g)) l.push_back(add(o, h));
    for (const Game& o : left_options(h)) l.push_back(add(g, o));
    for (const Game& o : right_options(g)) r.push_back(add(o, h));
    for (const Game& o : right_options(h)) r.push_back(add(g, o));
    return make(std::move(l), std::move(r));
  }

  // The canonical form of {l | r} for canonical options.
  Game make(Games l, Games r) {
    if (auto n = number_form(l, r)) return *n;
    for (;;) {
      remove_dominated(l, true);
      remove_dominated(r, false);
      bool changed = bypass_reversible(l, r, true);
      changed = bypass_reversible(l, r, false) || changed;
      if (!changed) break;
    }
    if (auto n = number_form(l, r)) return *n;
    if (auto v = up_star_form(l, r)) return *v;
    return Game::options(std::move(l), std::move(r));
  }

  // Canonical options; a number leaf gets its one-level canonical options.
  Games left_options(const Game& g) { return g.is_leaf() ? leaf_options(g.as_leaf(), true) : g.left(); }
  Games right_options(const Game& g) { return g.is_leaf() ? leaf_options(g.as_leaf(), false) : g.right(); }

 private:
  using Leaf = typename Game::Leaf;

  Game number(Num x) { return Game::leaf(std::move(x)); }
  Game up_star(Num x, long up, unsigned nim) { return Game::leaf(std::move(x), up, nim); }

  bool nonneg(const Num& x) { return d_.nonneg(x); }
  bool positive(const Num& x) { return !d_.nonneg(-x); }

  // x + n.^ + *m <= y + n'.^ + *m' iff the difference d + n''.^ + *m'' is >= 0:
  // d >= 0 when the infinitesimal part is >= 0, d > 0 otherwise.
  bool leaf_leq(const Leaf& g, const Leaf& h) {
    const long n = h.up - g.up;
    const unsigned m = g.nim ^ h.nim;
    // ^* is fuzzy, every other positive multiple of ^ (with any star) positive.
    const bool small_nonneg = n == 0 ? m == 0 : n > 0 && !(n == 1 && m == 1);
    const Num d = h.number - g.number;
    return small_nonneg ? nonneg(d) : positive(d);
  }

  // Canonical options of a leaf. Numbers: n = {n-1|}, -n = {|-n+1}, and
  // p/2^k = {(p-1)/2^k | (p+1)/2^k}. Up-star values (checked against the game
  // store by the tests): x + *m = {x + *k | x + *k} (k < m); for n >= 1,
  // x + n.^ + *m = {x (and x* when n = m = 1) | x + (n-1).^ + *(m^1)}; for
  // n <= -1 the mirror image.
  Games leaf_options(const Leaf& v, bool left) {
    Games out;
    if (v.up == 0 && v.nim == 0) {
      if (d_.is_integer(v.number)) {
        if (left && positive(v.number)) out.push_back(number(v.number - D::from_long(1)));
        if (!left && positive(-v.number)) out.push_back(number(v.number + D::from_long(1)));
      } else {
        Num step = D::from_long(1);
        for (unsigned long k = 0; k < d_.exponent(v.number); ++k) step = D::half(step);
        out.push_back(number(left ? v.number - step : v.number + step));
      }
      return out;
    }
    if (v.up == 0) {
      for (unsigned k = 0; k < v.nim; ++k) out.push_back(up_star(v.number, 0, k));
      return out;
    }
    const bool toward = (v.up > 0) == left;  // the side that holds x (and x*)
    if (toward) {
      out.push_back(number(v.number));
      if ((v.up == 1 || v.up == -1) && v.nim == 1) out.push_back(up_star(v.number, 0, 1));
    } else {
      out.push_back(up_star(v.number, v.up > 0 ? v.up - 1 : v.up + 1, v.nim ^ 1u));
    }
    return out;
  }

  // {x|} = simplest number above x, {|y} below y, {x|y} with x < y between;
  // only when every option is a number.
  std::optional<Game> number_form(const Games& l, const Games& r) {
    for (const Game& o : l)
      if (!o.is_number()) return std::nullopt;
    for (const Game& o : r)
      if (!o.is_number()) return std::nullopt;
    std::optional<Num> lo, hi;
    for (const Game& o : l)
      if (!lo || positive(o.number() - *lo)) lo = o.number();
    for (const Game& o : r)
      if (!hi || positive(*hi - o.number())) hi = o.number();
    if (!lo && !hi) return number(D::from_long(0));
    if (!hi) return number(simplest_above(*lo));
    if (!lo) return number(-simplest_above(-*hi));
    if (positive(*hi - *lo)) return number(simplest_between(*lo, *hi));
    return std::nullopt;
  }

  Num simplest_above(const Num& x) {
    return nonneg(x) ? d_.floor(x) + D::from_long(1) : D::from_long(0);
  }

  Num simplest_between(const Num& lo, const Num& hi) {
    if (!nonneg(lo) && positive(hi)) return D::from_long(0);
    if (nonneg(lo)) {
      Num n = d_.floor(lo) + D::from_long(1);
      if (positive(hi - n)) return n;
    } else {
      Num n = -d_.floor(-hi) - D::from_long(1);  // ceil(hi) - 1
      if (positive(n - lo)) return n;
    }
    // lo and hi lie in one unit interval: the first bisection point strictly inside.
    Num a = d_.floor(lo), b = a + D::from_long(1);
    for (;;) {
      Num mid = D::half(a + b);
      if (!positive(mid - lo))
        a = mid;
      else if (nonneg(mid - hi))
        b = mid;
      else
        return mid;
    }
  }

  // Left keeps its maximal options, Right its minimal ones; of equal options one stays.
  void remove_dominated(Games& opts, bool left_side) {
    std::vector<bool> gone(opts.size(), false);
    for (std::size_t i = 0; i < opts.size(); ++i)
      for (std::size_t j = 0; j < opts.size() && !gone[i]; ++j) {
        if (i == j || gone[j]) continue;
        const bool i_below = left_side ? leq(opts[i], opts[j]) : leq(opts[j], opts[i]);
        gone[i] = i_below;
      }
    Games kept;
    for (std::size_t i = 0; i < opts.size(); ++i)
      if (!gone[i]) kept.push_back(opts[i]);
    opts.swap(kept);
  }

  // A Left option A is reversible when some A^R <= G: replace A by the Left
  // options of A^R (mirror for Right). The form {l | r} keeps its value while
  // options are bypassed, so every test may use the form as it was.
  bool bypass_reversible(Games& l, Games& r, bool left_side) {
    const Games form_l = l, form_r = r;
    Games& side = left_side ? l : r;
    Games result;
    bool changed = false;
    for (const Game& a : side) {
      bool reversed = false;
      for (const Game& b : left_side ? right_options(a) : left_options(a)) {
        const bool reverses = left_side ? leq_form_left(b, form_l, form_r) : leq_form_right(form_l, form_r, b);
        if (reverses) {
          for (const Game& c : left_side ? left_options(b) : right_options(b)) result.push_back(c);
          reversed = changed = true;
          break;
        }
      }
      if (!reversed) result.push_back(a);
    }
    side.swap(result);
    return changed;
  }

  // g <= {hl | hr} and {gl | gr} <= h for forms whose value may be a number:
  // the full definition, numbers contributing their one-level options.
  bool leq_form_left(const Game& g, const Games& hl, const Games& hr) {
    for (const Game& x : hr)
      if (leq(x, g)) return false;
    for (const Game& x : left_options(g))
      if (leq_form_right(hl, hr, x)) return false;
    return true;
  }
  bool leq_form_right(const Games& gl, const Games& gr, const Game& h) {
    for (const Game& x : gl)
      if (leq(h, x)) return false;
    for (const Game& x : right_options(h))
      if (leq_form_left(x, gl, gr)) return false;
    return true;
  }

  // The canonical form of an up-star value is a leaf: recognise the shapes of
  // leaf_options, with equality of values decided by the order.
  std::optional<Game> up_star_form(const Games& l, const Games& r) {
    for (const Game& o : l)
      if (!o.is_leaf()) return std::nullopt;
    for (const Game& o : r)
      if (!o.is_leaf()) return std::nullopt;
    std::vector<Leaf> candidates;
    if (!l.empty() && l.size() == r.size())
      candidates.push_back(Leaf{l.front().number(), 0, static_cast<unsigned>(l.size())});
    if (r.size() == 1 && r.front().as_leaf().up >= 0) {
      const Leaf& x = r.front().as_leaf();
      candidates.push_back(Leaf{x.number, x.up + 1, x.nim ^ 1u});
    }
    if (l.size() == 1 && l.front().as_leaf().up <= 0) {
      const Leaf& x = l.front().as_leaf();
      candidates.push_back(Leaf{x.number, x.up - 1, x.nim ^ 1u});
    }
    for (const Leaf& c : candidates)
      if (same_options(leaf_options(c, true), l) && same_options(leaf_options(c, false), r))
        return up_star(c.number, c.up, c.nim);
    return std::nullopt;
  }

  // Equal as sets of values (canonical option lists have no repeated values).
  bool same_options(const Games& x, const Games& y) {
    if (x.size() != y.size()) return false;
    for (const Game& a : x) {
      bool found = false;
      for (const Game& b : y)
        if (equal(a, b)) {
          found = true;
          break;
        }
      if (!found) return false;
    }
    return true;
  }

  D& d_;
};

}  // namespace cgp
