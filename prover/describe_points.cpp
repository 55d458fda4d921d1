#include "prover/describe_points.h"

#include <algorithm>
#include <limits>
#include <set>

namespace cgp {

namespace {
long mod(long x, long m) { return ((x % m) + m) % m; }
}  // namespace

long PointAtom::diagonal_at(const std::vector<long>& x) const {
  return wp * x[p] - x[q] - (s ? x[*s] : 0);
}

bool PointAtom::holds(const std::vector<long>& x) const {
  switch (kind) {
    case Kind::Eq: return x[p] == k;
    case Kind::Ge: return x[p] >= k;
    case Kind::Le: return x[p] <= k;
    case Kind::Mod: return mod(x[p], m) == k;
    case Kind::DiffEq: return diagonal_at(x) == k;
    case Kind::DiffGe: return diagonal_at(x) >= k;
    case Kind::DiffLe: return diagonal_at(x) <= k;
    case Kind::SumParity: {
      long total = 0;
      for (std::size_t i : sum) total += x[i];
      return mod(total, 2) == k;
    }
  }
  return false;
}

Region PointAtom::region(const std::vector<std::string>& params) const {
  if (kind == Kind::SumParity) {
    Affine total;
    for (std::size_t i : sum) total += Affine::param(params[i]);
    return region_from_residue(total, 2, CmpOp::eq, k, params);
  }
  Affine lhs = Affine::param(params[p]) * Dyadic(diagonal() ? wp : 1);
  if (diagonal()) lhs -= Affine::param(params[q]);
  if (s) lhs -= Affine::param(params[*s]);
  switch (kind) {
    case Kind::SumParity: break;  // above
    case Kind::Eq:
    case Kind::DiffEq: return region_from_relation(lhs, CmpOp::eq, Affine(k), params);
    case Kind::Ge:
    case Kind::DiffGe: return region_from_relation(lhs, CmpOp::ge, Affine(k), params);
    case Kind::Le:
    case Kind::DiffLe: return region_from_relation(lhs, CmpOp::le, Affine(k), params);
    case Kind::Mod: return region_from_residue(lhs, m, CmpOp::eq, k, params);
  }
  return region_universe(params);
}

std::vector<PointAtom> diagonal_forms(std::size_t n, DiagonalTier tier, bool with_lower_tiers) {
  using K = PointAtom::Kind;
  const bool two = tier == DiagonalTier::Two || with_lower_tiers;
  const bool weighted = tier == DiagonalTier::Weighted;
  const bool three = tier == DiagonalTier::Three || (weighted && with_lower_tiers);
  std::vector<PointAtom> out;
  for (std::size_t p = 0; two && p < n; ++p)
    for (std::size_t q = p + 1; q < n; ++q) out.push_back({K::DiffLe, p, q, 0, 0});
  if (!three && !weighted) return out;
  for (std::size_t p = 0; p < n; ++p)
    for (std::size_t q = 0; q < n; ++q) {
      if (q == p) continue;
      if (weighted) out.push_back({K::DiffLe, p, q, 0, 0, {}, {}, 2});
      for (std::size_t t = q + 1; t < n; ++t) {
        if (t == p) continue;
        if (three) out.push_back({K::DiffLe, p, q, 0, 0, {}, t});
        if (weighted) out.push_back({K::DiffLe, p, q, 0, 0, {}, t, 2});
      }
    }
  return out;
}

Region conjunctions_region(const std::vector<PointConjunction>& cs,
                           const std::vector<std::string>& params) {
  Region out = region_empty(params);
  for (const auto& c : cs) {
    Region r = region_universe(params);
    for (const auto& a : c) r = region_intersect(r, a.region(params));
    out = region_union(out, r);
  }
  return out;
}

namespace {

using Points = std::vector<std::vector<long>>;

// The tightest atoms true on every member, with the diagonals of `tier`
// and the tiers before it.
std::vector<PointAtom> consistent_atoms(const Points& all, const std::vector<std::size_t>& s, DiagonalTier tier) {
  using K = PointAtom::Kind;
  std::vector<PointAtom> out;
  const std::size_t n = all[s[0]].size();
  auto range = [&](auto f) {
    long lo = std::numeric_limits<long>::max(), hi = std::numeric_limits<long>::min();
    for (auto i : s) lo = std::min(lo, f(all[i])), hi = std::max(hi, f(all[i]));
    return std::pair{lo, hi};
  };
  for (std::size_t p = 0; p < n; ++p) {
    auto [lo, hi] = range([&](const auto& x) { return x[p]; });
    if (lo == hi) {
      out.push_back({K::Eq, p, 0, lo, 0});
      continue;
    }
    out.push_back({K::Ge, p, 0, lo, 0});
    out.push_back({K::Le, p, 0, hi, 0});
    for (long m : {2L, 3L}) {
      const long r = mod(all[s[0]][p], m);
      if (std::all_of(s.begin(), s.end(), [&](auto i) { return mod(all[i][p], m) == r; }))
        out.push_back({K::Mod, p, 0, r, m});
    }
  }
  // The tightest bounds lo <= form <= hi of every diagonal form.
  for (PointAtom a : diagonal_forms(n, tier, true)) {
    auto [lo, hi] = range([&](const auto& x) { return a.diagonal_at(x); });
    a.kind = lo == hi ? K::DiffEq : K::DiffGe;
    a.k = lo;
    out.push_back(a);
    if (lo == hi) continue;
    a.kind = K::DiffLe;
    a.k = hi;
    out.push_back(a);
  }
  // Parities of sums of two or three parameters that no single parameter's
  // parity implies (those are covered by Mod atoms above).
  auto parity_of = [&](const std::vector<std::size_t>& sum) -> std::optional<long> {
    auto of = [&](std::size_t i) {
      long t = 0;
      for (std::size_t p : sum) t += all[i][p];
      return mod(t, 2);
    };
    const long r = of(s[0]);
    if (!std::all_of(s.begin(), s.end(), [&](std::size_t i) { return of(i) == r; })) return std::nullopt;
    return r;
  };
  std::vector<char> constant_parity(n);
  for (std::size_t p = 0; p < n; ++p) constant_parity[p] = parity_of({p}).has_value();
  for (std::size_t p = 0; p < n; ++p)
    for (std::size_t q = p + 1; q < n; ++q) {
      if (constant_parity[p] || constant_parity[q]) continue;
      if (auto r = parity_of({p, q})) out.push_back({K::SumParity, p, q, *r, 2, {p, q}});
      for (std::size_t t = q + 1; t < n; ++t) {
        if (constant_parity[t]) continue;
        if (auto r = parity_of({p, q, t})) out.push_back({K::SumParity, p, q, *r, 2, {p, q, t}});
      }
    }
  return out;
}

std::optional<PointConjunction> describe_one(const Points& all, const std::vector<std::size_t>& s, DiagonalTier tier) {
  std::vector<char> in(all.size(), 0);
  for (auto i : s) in[i] = 1;
  std::vector<std::size_t> bad;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (!in[i]) bad.push_back(i);
  const auto atoms = consistent_atoms(all, s, tier);
  PointConjunction chosen;
  while (!bad.empty()) {
    std::size_t best = atoms.size(), best_count = 0;
    for (std::size_t a = 0; a < atoms.size(); ++a) {
      std::size_t c = 0;
      for (auto i : bad) c += !atoms[a].holds(all[i]);
      // Strictly more, or as many with a per-parameter atom replacing a diagonal.
      if (c > best_count ||
          (c == best_count && c > 0 && atoms[best].diagonal() && !atoms[a].diagonal()))
        best = a, best_count = c;
    }
    if (best_count == 0) return std::nullopt;
    chosen.push_back(atoms[best]);
    std::erase_if(bad, [&](auto i) { return !atoms[best].holds(all[i]); });
  }
  return chosen;
}

// Atoms to split a group by, per-parameter ones first (they read best).
std::vector<PointAtom> split_atoms(const Points& all, const std::vector<std::size_t>& s) {
  using K = PointAtom::Kind;
  std::vector<PointAtom> out;
  const std::size_t n = all[s[0]].size();
  for (std::size_t p = 0; p < n; ++p) {
    std::set<long> vals;
    for (auto i : s) vals.insert(all[i][p]);
    for (long v : vals) out.push_back({K::Eq, p, 0, v, 0});
    for (long v : vals) out.push_back({K::Le, p, 0, v, 0});
    for (long m : {2L, 3L})
      for (long r = 0; r < m; ++r) out.push_back({K::Mod, p, 0, r, m});
  }
  for (std::size_t p = 0; p < n; ++p)
    for (std::size_t q = p + 1; q < n; ++q) {
      std::set<long> vals;
      for (auto i : s) vals.insert(all[i][p] - all[i][q]);
      for (long v : vals) out.push_back({K::DiffEq, p, q, v, 0});
      for (long v : vals) out.push_back({K::DiffLe, p, q, v, 0});
    }
  return out;
}

std::optional<std::vector<PointConjunction>> describe_in(const Points& all, const std::vector<std::size_t>& members,
                                                         int max_splits, DiagonalTier tier) {
  if (members.empty()) return std::vector<PointConjunction>{};
  if (auto c = describe_one(all, members, tier)) return std::vector<PointConjunction>{*c};
  if (max_splits <= 0) return std::nullopt;
  std::vector<PointConjunction> best;  // empty: none found yet
  for (const auto& a : split_atoms(all, members)) {
    std::vector<std::size_t> yes, no;
    for (auto i : members) (a.holds(all[i]) ? yes : no).push_back(i);
    if (yes.empty() || no.empty()) continue;
    auto dy = describe_in(all, yes, max_splits - 1, tier);
    if (!dy) continue;
    auto dn = describe_in(all, no, max_splits - 1, tier);
    if (!dn) continue;
    dy->insert(dy->end(), dn->begin(), dn->end());
    if (best.empty() || dy->size() < best.size()) best = std::move(*dy);
    if (best.size() == 2) break;  // cannot do better than two
  }
  if (best.empty()) return std::nullopt;
  return best;
}

}  // namespace

std::optional<std::vector<PointConjunction>> describe_points(const Points& all,
                                                             const std::vector<std::size_t>& members,
                                                             int max_splits, DiagonalTier max_tier) {
  if (auto d = describe_in(all, members, max_splits, DiagonalTier::Two)) return d;
  if (all.empty() || all[0].size() < 2) return std::nullopt;
  if (all[0].size() >= 3)
    if (auto d = describe_in(all, members, max_splits, DiagonalTier::Three)) return d;
  if (max_tier != DiagonalTier::Weighted) return std::nullopt;
  return describe_in(all, members, max_splits, DiagonalTier::Weighted);
}

}  // namespace cgp
