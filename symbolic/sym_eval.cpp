#include "symbolic/sym_eval.h"

#include "symbolic/canon_engine.h"
#include "symbolic/number_domain.h"
#include "symbolic/split_run.h"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

namespace cgp {

namespace {

Region with_params(const Region& where, const std::vector<SymGame>& games) {
  return region_with_params(where, games, [](const SymGame& g) { return sym_game_params(g); });
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
  auto parts = split_run<SymbolicDomain>(with_params(where, {g}), [&](SymbolicDomain& d) {
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
  return piecewise_compare<SymbolicDomain>(g, h, with_params(where, {g, h}));
}

bool sym_equal_everywhere(const SymGame& g, const SymGame& h, const Region& where) {
  for (const RelationPiece& r : sym_compare(g, h, where))
    if (r.relation != Relation::Equal) return false;
  return true;
}

}  // namespace cgp
