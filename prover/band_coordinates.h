// Band coordinates: a state's domain that is a band, one inequality across
// parameters such as B21's d - a - b - c >= -2 (a family closed on the
// region its moves reach, TfDomains::kReached), seen from coordinates in
// which it is an orthant. The guesser cuts a domain into threshold cells
// per parameter and fits each on a box; a band's cells far along several
// parameters (b, c >= 14 need d >= 26) have no point in any affordable box,
// so their points stay uncovered. With the band's slack as a parameter,
// e = d - a - b - c + 2 >= 0, every cell meets the box. The pieces found
// there are mapped back exactly (regions by preimage, values by
// substitution); the induction checks them like any other conjecture.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct BandCoordinates {
  std::string param;                            // the parameter the slack replaces (d)
  std::map<std::string, Affine> to_original;    // band point -> original: d = e + a + b + c - 2
  std::map<std::string, Affine> to_band;        // original point -> band: e = d - a - b - c + 2
};

// The band coordinates of `domain` over `params`: when the domain is one
// conjunction whose only constraint across parameters is lhs >= 0 with a
// coefficient +1 on some parameter and a negative one on another (a band,
// not a shifted orthant); nullopt otherwise.
std::optional<BandCoordinates> band_coordinates(const Region& domain, const std::vector<std::string>& params);

// A point carried across by `map` (to_original: band -> original). A region
// or a value is carried the other way, so it takes the opposite map: the
// pieces of a band fit come back by to_band (the original point's band
// image is in the piece; the value at it is the piece's value there).
ParamValues band_point(const std::map<std::string, Affine>& map, const ParamValues& at);
Region band_region(const Region& r, const std::map<std::string, Affine>& inverse_map,
                   const std::vector<std::string>& params);
SymGame band_value(const SymGame& v, const std::map<std::string, Affine>& inverse_map);

}  // namespace cgp
