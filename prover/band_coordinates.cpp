#include "prover/band_coordinates.h"

#include <algorithm>

namespace cgp {

std::optional<BandCoordinates> band_coordinates(const Region& domain, const std::vector<std::string>& params) {
  const Region aligned = region_align(domain, params);
  const std::vector<RegionConjunction> conjunctions = region_conjunctions(aligned);
  if (conjunctions.size() != 1) return std::nullopt;
  std::optional<Affine> band;
  for (const RegionConstraint& c : conjunctions[0]) {
    if (c.lhs.terms().size() < 2) continue;  // a bound or residue of one parameter
    if (c.kind != RegionConstraint::Kind::ge || band) return std::nullopt;
    band = c.lhs;
  }
  if (!band) return std::nullopt;
  const auto& terms = band->terms();
  const bool falls = std::any_of(terms.begin(), terms.end(), [](const Affine::Term& t) { return t.coef < Dyadic(0); });
  // The last parameter with coefficient +1: B21's d, the frog's blanks.
  const auto rises = std::find_if(terms.rbegin(), terms.rend(), [](const Affine::Term& t) { return t.coef == Dyadic(1); });
  if (!falls || rises == terms.rend()) return std::nullopt;
  BandCoordinates out;
  out.param = rises->param;
  for (const std::string& p : params) out.to_original[p] = out.to_band[p] = Affine::param(p);
  const Affine p = Affine::param(out.param);
  out.to_band[out.param] = *band;                    // e = lhs
  out.to_original[out.param] = p * Dyadic(2) - *band;  // d = e - (lhs - d), with e named d
  return out;
}

ParamValues band_point(const std::map<std::string, Affine>& map, const ParamValues& at) {
  ParamValues out;
  for (const auto& [name, e] : map) out[name] = *affine_eval(e, at).to_long();
  return out;
}

Region band_region(const Region& r, const std::map<std::string, Affine>& inverse_map,
                   const std::vector<std::string>& params) {
  return region_preimage(region_align(r, params), inverse_map, params);
}

SymGame band_value(const SymGame& v, const std::map<std::string, Affine>& inverse_map) {
  return sym_game_substitute(v, inverse_map);
}

}  // namespace cgp
