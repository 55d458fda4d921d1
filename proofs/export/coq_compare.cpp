#include "proofs/export/coq_compare.h"

#include "proofs/export/coq_terms.h"
#include "symbolic/sym_eval.h"

#include <fmt/core.h>

#include <functional>
#include <optional>

namespace cgp {

namespace {

using Tac = std::optional<std::string>;

using Tree = CoqGame;

Tree tree_of(const SymGame& g, const std::map<std::string, Affine>& sigma) {
  Tree t;
  if (g.is_number()) {
    t.num = true;
    t.x = coq_num(g.number());
    t.x.n = affine_substitute(t.x.n, sigma);
    return t;
  }
  if (g.kind() != SymGame::Kind::Options) throw std::logic_error("coq_compare: game not in expanded form");
  for (const SymGame& o : g.left()) t.l.push_back(tree_of(o, sigma));
  for (const SymGame& o : g.right()) t.r.push_back(tree_of(o, sigma));
  return t;
}

SymGame sym_of(const Tree& t) {
  if (t.num) return SymGame::leaf(coq_num_value(t.x));
  std::vector<SymGame> l, r;
  for (const Tree& o : t.l) l.push_back(sym_of(o));
  for (const Tree& o : t.r) r.push_back(sym_of(o));
  return SymGame::options(std::move(l), std::move(r));
}

Tree number(CoqNum x) {
  Tree t;
  t.num = true;
  t.x = std::move(x);
  return t;
}
Tree pred(const Tree& t) { return number({t.x.n - Affine(1), t.x.k}); }
Tree succ(const Tree& t) { return number({t.x.n + Affine(1), t.x.k}); }

long pow2(unsigned k) { return 1L << k; }

// x written with fewer halvings where the region's equalities make its
// numerator even (a+5c/2-2 as dyadic (2a+5c-4) 1 is the integer a-2 on
// c == 0), or nullopt. Why: a number's options are bounded by x -+ 2^-k
// (CGProve.Compare), so a dyadic that is an integer on the region would be
// bounded by its halves, and x <= G fails where G's left option is x - 1.
// Each equality eliminates a parameter with a unit coefficient in it.
std::optional<Tree> lowest_terms(const Tree& x, const Region& r) {
  if (!x.num || x.x.k == 0) return std::nullopt;
  const std::vector<RegionConjunction> parts = region_conjunctions(r);
  if (parts.size() != 1) return std::nullopt;
  Affine v = coq_num_value(x.x);
  for (const RegionConstraint& c : parts[0]) {
    if (c.kind != RegionConstraint::Kind::eq) continue;
    for (const Affine::Term& t : c.lhs.terms()) {
      if (v.coefficient(t.param) == Dyadic(0) || (t.coef != Dyadic(1) && t.coef != Dyadic(-1))) continue;
      // lhs = coef p + rest == 0, so p = p - coef lhs.
      v = affine_substitute(v, {{t.param, Affine::param(t.param) - t.coef * c.lhs}});
      break;
    }
  }
  CoqNum low = coq_num(v);
  if (low.k >= x.x.k) return std::nullopt;
  return number(std::move(low));
}

class Prover {
 public:
  explicit Prover(const CoqVars& vars) : vars_(vars) {}

  Tac eqv(const Tree& g, const Tree& h, const Region& r) {
    if (same_shape(g, h, r)) return congruence(g, h);
    Tac a = le(g, h, r, true);
    if (!a) return std::nullopt;
    Tac b = le(h, g, r, true);
    if (!b) return std::nullopt;
    return "split; [" + *a + " | " + *b + "]";
  }

  Tac le_goal(const Tree& g, const Tree& h, const Region& r) { return le(g, h, r, true); }

 private:
  // Where g <= h (want_le) or g <| h holds, within r.
  Region where_rel(const Tree& g, const Tree& h, const Region& r, bool want_le) {
    Region out = region_empty(r.params());
    for (const RelationPiece& p : sym_compare(sym_of(g), sym_of(h), r)) {
      const bool ok = want_le ? (p.relation == Relation::Less || p.relation == Relation::Equal)
                              : (p.relation == Relation::Less || p.relation == Relation::Fuzzy);
      if (ok) out = region_union(out, p.where);
    }
    return region_align(out, r.params());
  }

  bool same_shape(const Tree& g, const Tree& h, const Region& r) {
    if (g.num != h.num) return false;
    if (g.num) {
      if (g.x.k != h.x.k) return false;
      return region_is_subset(r, region_from_relation(g.x.n, CmpOp::eq, h.x.n, r.params()));
    }
    if (g.l.size() != h.l.size() || g.r.size() != h.r.size()) return false;
    for (std::size_t i = 0; i < g.l.size(); ++i)
      if (!same_shape(g.l[i], h.l[i], r)) return false;
    for (std::size_t i = 0; i < g.r.size(); ++i)
      if (!same_shape(g.r[i], h.r[i], r)) return false;
    return true;
  }

  // G == H for games of one shape whose leaves are equal: option by option.
  std::string congruence(const Tree& g, const Tree& h) {
    if (g.num) return "num_cmp";
    auto lists = [&](const std::vector<Tree>& a, const std::vector<Tree>& b) {
      std::string out;
      for (std::size_t i = 0; i < a.size(); ++i) out += "constructor; [" + congruence(a[i], b[i]) + " | ";
      out += "constructor";
      for (std::size_t i = 0; i < a.size(); ++i) out += "]";
      return out;
    };
    return "apply eqv_replace; [" + lists(g.l, h.l) + " | " + lists(g.r, h.r) + "]";
  }

  // `all P l` for the listed obligations.
  static std::string all(const std::vector<std::string>& subs) {
    if (subs.empty()) return "exact I";
    std::string term = "I";  // conj _ (conj _ (I)): the goals come out in list order
    for (std::size_t i = 0; i < subs.size(); ++i) term = "conj _ (" + term + ")";
    std::string out = "cbn [all]; refine (" + term + "); [";
    for (std::size_t i = 0; i < subs.size(); ++i) out += (i ? " | " : "") + subs[i];
    return out + "]";
  }

  template <class F>
  std::optional<std::vector<std::string>> each(const std::vector<Tree>& xs, F&& f) {
    std::vector<std::string> out;
    for (const Tree& x : xs) {
      Tac t = f(x);
      if (!t) return std::nullopt;
      out.push_back(*t);
    }
    return out;
  }

  struct Candidate {
    Region where;
    std::function<Tac(const Region&)> prove;
  };

  // Proves the goal on r by the candidates: one that holds on all of r, or a
  // case split into parts, each proved by one candidate.
  Tac cover(const Region& r, const std::vector<Candidate>& cands) {
    for (const Candidate& c : cands)
      if (region_is_subset(r, c.where))
        if (Tac t = c.prove(r)) return t;
    Region rest = r;
    std::vector<std::pair<Region, std::string>> parts;
    for (const Candidate& c : cands) {
      const Region part = region_intersect(rest, c.where);
      if (region_is_empty(part)) continue;
      Tac t = c.prove(part);
      if (!t) continue;
      parts.emplace_back(part, *t);
      rest = region_subtract(rest, part);
      if (region_is_empty(rest)) break;
    }
    if (!region_is_empty(rest) || parts.empty()) return std::nullopt;
    const std::string h = "Hs" + std::to_string(++splits_);
    std::string disj, pattern, subs;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      disj += fmt::format("{}({})%Z", i ? " \\/ " : "", coq_region_prop(parts[i].first, vars_));
      subs += (i ? " | " : "") + parts[i].second;
    }
    pattern = h;  // [H|[H|H]] for three parts
    for (std::size_t i = 1; i < parts.size(); ++i) pattern = "[" + h + "|" + pattern + "]";
    return fmt::format("(assert ({} : {}) by zlia; destruct {} as {}; [{}])", h, disj, h, pattern, subs);
  }

  std::string num_term(const Tree& t) { return coq_num_term(t.x, vars_); }

  // The parts of r where a sym piece of g is a number, as (region, number).
  std::vector<std::pair<Region, Tree>> number_values(const Tree& g, const Region& r) {
    std::vector<std::pair<Region, Tree>> out;
    for (const SymPiece& p : sym_canonical(sym_of(g), r))
      if (p.value.is_number()) out.emplace_back(region_align(p.where, r.params()), number(coq_num(p.value.number())));
    return out;
  }

  Region no_left_options(const CoqNum& x, const std::vector<std::string>& params) {
    Region out = region_from_relation(x.n, CmpOp::le, Affine(0), params);
    if (x.k > 0) out = region_intersect(out, region_from_residue(x.n, pow2(x.k), CmpOp::eq, 0, params));
    return out;
  }
  Region no_right_options(const CoqNum& x, const std::vector<std::string>& params) {
    Region out = region_from_relation(x.n, CmpOp::ge, Affine(0), params);
    if (x.k > 0) out = region_intersect(out, region_from_residue(x.n, pow2(x.k), CmpOp::eq, 0, params));
    return out;
  }

  Tac le(const Tree& g, const Tree& h, const Region& r, bool allow_via) {
    if (g.num && h.num) return region_is_subset(r, where_rel(g, h, r, true)) ? Tac("num_cmp") : std::nullopt;
    if (Tac t = le_direct(g, h, r, allow_via)) return t;
    // Failing that, through the number leaf in lowest terms on r (tried
    // second, so that proofs found before are written as before).
    if (auto x = lowest_terms(g.num ? g : h, r)) {
      Tac t = g.num ? le(*x, h, r, allow_via) : le(g, *x, r, allow_via);
      if (!t) return std::nullopt;
      const std::string via = "apply (le_via _ (" + num_term(*x) + ")); [";
      return g.num ? via + "num_cmp | " + *t + "]" : via + *t + " | num_cmp]";
    }
    return std::nullopt;
  }

  Tac le_direct(const Tree& g, const Tree& h, const Region& r, bool allow_via) {
    if (!g.num && !h.num) {
      auto ls = each(g.l, [&](const Tree& a) { return lf(a, h, r); });
      if (!ls) return std::nullopt;
      auto rs = each(h.r, [&](const Tree& b) { return lf(g, b, r); });
      if (!rs) return std::nullopt;
      return "apply le_nodes; [" + all(*ls) + " | " + all(*rs) + "]";
    }
    return g.num ? le_number(g, h, true, r, allow_via) : le_number(h, g, false, r, allow_via);
  }

  // x <= node (x_left) or node <= x, for a number x: the node's options on
  // the far side are answered one by one, and the number's options on the
  // near side are bounded by x -+ 2^-k, each below (above) some option of the
  // node, or absent; or, where the node equals a number w, through w.
  Tac le_number(const Tree& x, const Tree& node, bool x_left, const Region& r, bool allow_via) {
    const bool int_leaf = x.x.k == 0;
    auto le_ordered = [&](const Tree& near, const Tree& far, const Region& part) {
      return x_left ? le(near, far, part, true) : le(far, near, part, true);
    };
    auto where_ordered = [&](const Tree& a, const Tree& b) {
      return x_left ? where_rel(a, b, r, true) : where_rel(b, a, r, true);
    };
    std::vector<Candidate> cands;
    const std::vector<Tree>& far_options = x_left ? node.r : node.l;
    auto obligations = each(far_options, [&](const Tree& o) { return x_left ? lf(x, o, r) : lf(o, x, r); });
    if (obligations) {
      const std::string rest = all(*obligations);
      const std::string none = x_left ? (int_leaf ? "le_int_node_0" : "le_num_node_0")
                                      : (int_leaf ? "le_node_int_0" : "le_node_num_0");
      cands.push_back({x_left ? no_left_options(x.x, r.params()) : no_right_options(x.x, r.params()),
                       [=](const Region&) -> Tac {
                         return "apply " + none + "; [side_lia | " + (int_leaf ? "" : "side_lia | ") + rest + "]";
                       }});
      const Tree bound = x_left ? pred(x) : succ(x);
      const std::vector<Tree>& near_options = x_left ? node.l : node.r;
      const std::string lemma = x_left ? (int_leaf ? "le_int_node_l _ _ _" : "le_num_node_l _ _ _ _")
                                       : (int_leaf ? "le_node_int_r _ _ _" : "le_node_num_r _ _ _ _");
      for (std::size_t i = 0; i < near_options.size(); ++i)
        cands.push_back({where_ordered(bound, near_options[i]), [=, this](const Region& part) -> Tac {
                           Tac t = le_ordered(bound, near_options[i], part);
                           if (!t) return std::nullopt;
                           return fmt::format("apply ({} {}); [side_lia | cbn [nth]; {} | {}]", lemma, i, *t, rest);
                         }});
    }
    if (allow_via)
      for (auto& [part, w] : number_values(node, r))
        cands.push_back({region_intersect(part, where_ordered(x, w)), [=, this](const Region& p) -> Tac {
                           Tac t = x_left ? le(w, node, p, false) : le(node, w, p, false);
                           if (!t) return std::nullopt;
                           return "apply (le_via _ (" + num_term(w) + ")); [" + (x_left ? "num_cmp | " + *t : *t + " | num_cmp") +
                                  "]";
                         }});
    return cover(r, cands);
  }

  // g <| h: not h <= g.
  Tac lf(const Tree& g, const Tree& h, const Region& r) {
    if (g.num && h.num) return region_is_subset(r, where_rel(g, h, r, false)) ? Tac("num_cmp") : std::nullopt;
    if (Tac t = lf_direct(g, h, r)) return t;
    if (auto x = lowest_terms(g.num ? g : h, r)) {  // as in le
      Tac t = g.num ? lf(*x, h, r) : lf(g, *x, r);
      if (!t) return std::nullopt;
      return g.num ? "apply (lf_via_le _ (" + num_term(*x) + ")); [num_cmp | " + *t + "]"
                   : "apply (lf_via_lf _ (" + num_term(*x) + ")); [" + *t + " | num_cmp]";
    }
    return std::nullopt;
  }

  Tac lf_direct(const Tree& g, const Tree& h, const Region& r) {
    std::vector<Candidate> cands;
    if (!h.num)
      for (std::size_t i = 0; i < h.l.size(); ++i)
        cands.push_back({where_rel(g, h.l[i], r, true), [=, this](const Region& part) -> Tac {
                           Tac t = le(g, h.l[i], part, true);
                           if (!t) return std::nullopt;
                           return fmt::format("apply (lf_left_nth _ _ _ {}); [side_lia | cbn [nth]; {}]", i, *t);
                         }});
    if (!g.num)
      for (std::size_t j = 0; j < g.r.size(); ++j)
        cands.push_back({where_rel(g.r[j], h, r, true), [=, this](const Region& part) -> Tac {
                           Tac t = le(g.r[j], h, part, true);
                           if (!t) return std::nullopt;
                           return fmt::format("apply (lf_right_nth _ _ _ {}); [side_lia | cbn [nth]; {}]", j, *t);
                         }});
    if (h.num) lf_number(h, g, false, r, cands);
    if (g.num) lf_number(g, h, true, r, cands);
    return cover(r, cands);
  }

  // Candidates for x <| other (x_left) or other <| x, for a number x: other
  // below x - 2^-k (above x + 2^-k), or, where other equals a number w,
  // through w.
  void lf_number(const Tree& x, const Tree& other, bool x_left, const Region& r, std::vector<Candidate>& cands) {
    const Tree bound = x_left ? succ(x) : pred(x);
    const std::string lemma = x_left ? (x.x.k == 0 ? "lf_succ_le_int" : "lf_succ_le_num")
                                     : (x.x.k == 0 ? "lf_le_pred_int" : "lf_le_pred_num");
    cands.push_back({x_left ? where_rel(bound, other, r, true) : where_rel(other, bound, r, true),
                     [=, this](const Region& part) -> Tac {
                       Tac t = x_left ? le(bound, other, part, true) : le(other, bound, part, true);
                       if (!t) return std::nullopt;
                       return "apply " + lemma + "; " + *t;
                     }});
    for (auto& [part, w] : number_values(other, r))
      cands.push_back({region_intersect(part, x_left ? where_rel(x, w, r, false) : where_rel(w, x, r, false)),
                       [=, this](const Region& p) -> Tac {
                         Tac t = x_left ? le(w, other, p, false) : le(other, w, p, false);
                         if (!t) return std::nullopt;
                         return x_left ? "apply (lf_via_lf _ (" + num_term(w) + ")); [num_cmp | " + *t + "]"
                                       : "apply (lf_via_le _ (" + num_term(w) + ")); [" + *t + " | num_cmp]";
                       }});
  }

  const CoqVars& vars_;
  int splits_ = 0;
};

}  // namespace

CoqGame coq_game_of(const SymGame& g, const std::map<std::string, Affine>& sigma) {
  return tree_of(sym_expand_leaves(g), sigma);
}

CoqGame coq_game_options(std::vector<CoqGame> l, std::vector<CoqGame> r) {
  CoqGame g;
  g.l = std::move(l);
  g.r = std::move(r);
  return g;
}

std::string coq_eqv_tactic(const CoqGame& g, const CoqGame& h, const Region& where, const CoqVars& vars) {
  Prover p(vars);
  Tac t = p.eqv(g, h, where);
  if (!t)
    throw CoqExportError("no proof found that " + sym_game_to_string(sym_of(g)) + " = " +
                         sym_game_to_string(sym_of(h)) + " on " + region_to_string(where));
  return *t;
}

std::optional<std::string> coq_le_tactic(const CoqGame& g, const CoqGame& h, const Region& where, const CoqVars& vars) {
  Prover p(vars);
  return p.le_goal(g, h, where);
}

}  // namespace cgp
