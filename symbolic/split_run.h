// The region-splitting loop of piecewise evaluation, for every number domain
// (SymbolicDomain, PolynomialDomain): run a computation on a region; where a
// sign or residue question has different answers in different parts
// (SplitNeeded), split there and run again on each part.
#pragma once

#include "symbolic/canon_engine.h"
#include "symbolic/number_domain.h"
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

// Runs f(domain) on `where`; where a sign question splits, runs it again on
// each part. Returns the final parts with their answers.
template <class Domain, class F>
auto split_run(const Region& where, F&& f) {
  using Answer = decltype(f(std::declval<Domain&>()));
  std::vector<std::pair<Region, Answer>> done;
  std::vector<Region> todo{where};
  while (!todo.empty()) {
    Region r = std::move(todo.back());
    todo.pop_back();
    if (region_is_empty(r)) continue;
    Domain domain(r);
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

// `where` extended by every parameter of the games (unmentioned ones range over >= 0).
template <class Game, class ParamsOf>
Region region_with_params(const Region& where, const std::vector<Game>& games, ParamsOf params_of) {
  std::vector<std::string> params = where.params();
  for (const Game& g : games)
    for (const std::string& p : params_of(g)) params.push_back(p);
  param_sort(params);
  return region_align(where, params);
}

// The relation of g to h, piece by piece over `where` (which covers their parameters).
template <class Domain, class Game>
std::vector<RelationPiece> piecewise_compare(const Game& g, const Game& h, const Region& where) {
  auto parts = split_run<Domain>(where, [&](Domain& d) {
    CanonEngine<Domain> engine(d);
    const Game cg = engine.canonical(g), ch = engine.canonical(h);
    const bool le = engine.leq(cg, ch), ge = engine.leq(ch, cg);
    return le && ge ? Relation::Equal : le ? Relation::Less : ge ? Relation::Greater : Relation::Fuzzy;
  });
  std::vector<RelationPiece> out;
  for (auto& [r, rel] : merge_parts(std::move(parts))) out.push_back(RelationPiece{std::move(r), rel});
  return out;
}

}  // namespace cgp
