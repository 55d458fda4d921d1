#include "symbolic/poly_eval.h"

#include "symbolic/canon_engine.h"
#include "symbolic/poly_domain.h"
#include "symbolic/split_run.h"

namespace cgp {

namespace {

Region with_poly_params(const Region& where, const std::vector<PolyGame>& games) {
  return region_with_params(where, games, [](const PolyGame& g) { return poly_game_params(g); });
}

}  // namespace

std::vector<PolyPiece> poly_canonical(const PolyGame& g, const Region& where) {
  auto parts = split_run<PolynomialDomain>(with_poly_params(where, {g}), [&](PolynomialDomain& d) {
    CanonEngine<PolynomialDomain> engine(d);
    return engine.canonical(g);
  });
  // Pinned parameters are written as constants (a piece on a==0 reads 0, not a).
  auto merged = merge_parts(std::move(parts));
  for (auto& [r, v] : merged) v = poly_game_substitute(v, region_pinned_params(r));
  std::vector<PolyPiece> out;
  for (auto& [r, v] : merge_parts(std::move(merged))) out.push_back(PolyPiece{std::move(r), std::move(v)});
  return out;
}

std::vector<RelationPiece> poly_compare(const PolyGame& g, const PolyGame& h, const Region& where) {
  return piecewise_compare<PolynomialDomain>(g, h, with_poly_params(where, {g, h}));
}

}  // namespace cgp
