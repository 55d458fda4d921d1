#include "symbolic/sym_eval.h"

#include "symbolic/canon_engine.h"
#include "symbolic/number_domain.h"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

namespace cgp {

namespace {

// Runs f(domain) on `where`; where a sign question splits, runs it again on
// each part. Returns the final parts with their answers.
template <class F>
auto split_run(const Region& where, F&& f) {
  using Answer = decltype(f(std::declval<SymbolicDomain&>()));
  std::vector<std::pair<Region, Answer>> done;
  std::vector<Region> todo{where};
  while (!todo.empty()) {
    Region r = std::move(todo.back());
    todo.pop_back();
    if (region_is_empty(r)) continue;
    SymbolicDomain domain(r);
    try {
      done.emplace_back(r, f(domain));
    } catch (const SplitNeeded& s) {
      if (s.modulus > 0) {
        for (long res = s.modulus - 1; res >= 0; --res)
          todo.push_back(region_intersect(r, region_from_residue(s.expr, s.modulus, CmpOp::eq, res, r.params())));
      } else {
        const RegionSplit parts = region_split_sign(r, s.expr);
        todo.push_back(parts.no);
        todo.push_back(parts.yes);
      }
    }
    if (done.size() + todo.size() > kMaxPieces)
      throw PieceLimit("the evaluation needs more than " + std::to_string(kMaxPieces) + " pieces");
  }
  return done;
}

// Merges the parts with equal answers (the same formula or relation, compared
// as trees, never as text) and orders the result by least point.
template <class Answer>
std::vector<std::pair<Region, Answer>> merge_parts(std::vector<std::pair<Region, Answer>> parts) {
  std::vector<std::pair<Region, Answer>> merged;
  for (auto& [where, answer] : parts) {
    const Answer& key = answer;  // clang 14 (the fuzz build) cannot capture a structured binding
    auto it = std::find_if(merged.begin(), merged.end(), [&](const auto& m) { return m.second == key; });
    if (it == merged.end())
      merged.emplace_back(std::move(where), std::move(answer));
    else
      it->first = region_union(it->first, where);
  }
  std::vector<std::pair<std::vector<long>, std::size_t>> order;
  for (std::size_t i = 0; i < merged.size(); ++i)
    order.emplace_back(region_lexmin(merged[i].first).value_or(std::vector<long>{}), i);
  std::sort(order.begin(), order.end());
  std::vector<std::pair<Region, Answer>> out;
  for (const auto& [point, i] : order) out.push_back(std::move(merged[i]));
  return out;
}

// The region over every parameter of the games too (unmentioned ones range over >= 0).
Region with_params(const Region& where, const std::vector<SymGame>& games) {
  std::vector<std::string> params = where.params();
  for (const SymGame& g : games)
    for (const std::string& p : sym_game_params(g)) params.push_back(p);
  param_sort(params);
  return region_align(where, params);
}

// Is v the same canonical form as w at every point of r? Canonical forms are
// unique, so v is then also the value there. Same shape, equal up and star
// parts, and leaves whose difference vanishes on r.
bool same_on(const SymGame& v, const SymGame& w, const Region& r) {
  if (v.kind() != w.kind()) return false;
  if (v.is_leaf()) {
    const auto &x = v.as_leaf(), &y = w.as_leaf();
    if (x.up != y.up || x.nim != y.nim) return false;
    const Affine diff = x.number - y.number;
    if (diff.is_constant()) return diff.constant().is_zero();
    return region_is_subset(r, region_from_relation(diff, CmpOp::eq, Affine(0), r.params()));
  }
  auto same_sides = [&](const std::vector<SymGame>& a, const std::vector<SymGame>& b) {
    if (a.size() != b.size()) return false;
    std::vector<bool> used(b.size(), false);
    for (const SymGame& x : a) {
      bool found = false;
      for (std::size_t k = 0; k < b.size() && !found; ++k)
        if (!used[k] && same_on(x, b[k], r)) used[k] = found = true;
      if (!found) return false;
    }
    return true;
  };
  return same_sides(v.left(), w.left()) && same_sides(v.right(), w.right());
}

// Joins pieces whose formulas agree where both are valid: a formula found on
// one piece that also describes a neighbour (c-a-1 covers the piece c-a==2
// where the computation happened to produce 1) takes the neighbour over.
void absorb_pieces(std::vector<std::pair<Region, SymGame>>& pieces) {
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < pieces.size() && !changed; ++i)
      for (std::size_t j = 0; j < pieces.size() && !changed; ++j) {
        if (i == j || !same_on(pieces[i].second, pieces[j].second, pieces[j].first)) continue;
        pieces[i].first = region_union(pieces[i].first, pieces[j].first);
        pieces.erase(pieces.begin() + static_cast<std::ptrdiff_t>(j));
        changed = true;
      }
  }
}

}  // namespace

std::vector<SymPiece> sym_canonical(const SymGame& g, const Region& where) {
  auto parts = split_run(with_params(where, {g}), [&](SymbolicDomain& d) {
    CanonEngine<SymbolicDomain> engine(d);
    return engine.canonical(g);
  });
  // Merge equal formulas first (a split need not change the formula), then
  // write pinned parameters as constants and merge what became equal.
  auto merged = merge_parts(std::move(parts));
  absorb_pieces(merged);
  for (auto& [r, v] : merged) v = sym_game_substitute(v, region_pinned_params(r));
  std::vector<SymPiece> out;
  for (auto& [r, v] : merge_parts(std::move(merged))) out.push_back(SymPiece{std::move(r), std::move(v)});
  return out;
}

std::vector<RelationPiece> sym_compare(const SymGame& g, const SymGame& h, const Region& where) {
  auto parts = split_run(with_params(where, {g, h}), [&](SymbolicDomain& d) {
    CanonEngine<SymbolicDomain> engine(d);
    const SymGame cg = engine.canonical(g), ch = engine.canonical(h);
    const bool le = engine.leq(cg, ch), ge = engine.leq(ch, cg);
    return le && ge ? Relation::Equal : le ? Relation::Less : ge ? Relation::Greater : Relation::Fuzzy;
  });
  std::vector<RelationPiece> out;
  for (auto& [r, rel] : merge_parts(std::move(parts)))
    out.push_back(RelationPiece{std::move(r), rel});
  return out;
}

bool sym_equal_everywhere(const SymGame& g, const SymGame& h, const Region& where) {
  for (const RelationPiece& r : sym_compare(g, h, where))
    if (r.relation != Relation::Equal) return false;
  return true;
}

}  // namespace cgp
