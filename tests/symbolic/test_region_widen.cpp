// region_widen and region_affine_hull (symbolic/region.h), against the
// points of small boxes: the widening holds what grew and keeps what stayed,
// and the affine hull holds the region and is cut by its equalities only.
#include "symbolic/region.h"

#include <catch2/catch.hpp>

#include <variant>

using namespace cgp;

namespace {

Region parse(const char* text, const std::vector<std::string>& params) {
  auto r = region_parse(text, params);
  REQUIRE(std::holds_alternative<Region>(r));
  return std::get<Region>(r);
}

}  // namespace

TEST_CASE("region_widen: a chain x == z-1, x == z-2 keeps x <= z-1 and drops the bound that moved", "[region]") {
  const std::vector<std::string> ps{"x", "z"};
  const Region old = parse("x == z-1 && z >= 3", ps);
  const Region grown = region_union(old, parse("x == z-2 && z >= 3", ps));
  const Region w = region_widen(old, grown);
  CHECK(region_is_subset(grown, w));
  // Every later link of the chain is inside, and nothing above x == z-1.
  CHECK(region_is_subset(parse("x <= z-1 && z >= 3", ps), w));
  CHECK(region_is_empty(region_intersect(w, parse("x >= z", ps))));
  // z >= 3 held on both: kept (as z - x >= 1 with the bounds it implies).
  CHECK(region_is_empty(region_intersect(w, parse("z <= 2", ps))));
}

TEST_CASE("region_widen: a bound that no constraint of the hull states is kept where it holds", "[region]") {
  // {1 <= z - a <= 2, z >= 3} implies a >= 1; widening that drops
  // z - a <= 2 must not let a == 0 in.
  const std::vector<std::string> ps{"a", "z"};
  const Region old = parse("z-a >= 1 && z-a <= 2 && z >= 3", ps);
  const Region grown = region_union(old, parse("z-a == 3 && a >= 1", ps));
  const Region w = region_widen(old, grown);
  CHECK(region_is_subset(grown, w));
  CHECK(region_is_empty(region_intersect(w, parse("a == 0", ps))));
}

TEST_CASE("region_widen: on every point of a box the result holds both regions", "[region]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const char* regions[] = {"a == b && c >= 2", "a+b == 5", "a >= 2 && b <= 3", "a == 1 && b == 2 && c == 3", "a%2 == 0"};
  for (const char* x : regions)
    for (const char* y : regions) {
      const Region old = parse(x, ps), grown = region_union(old, parse(y, ps));
      const Region w = region_widen(old, grown);
      INFO(x << " widened by " << y << ": " << region_to_string(w));
      for (const RegionPoint& p : region_points_in_box(grown, 0, 6)) CHECK(region_contains(w, p));
    }
}

TEST_CASE("region_affine_hull: the equalities of a region", "[region]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const Region r = parse("a+b == 5 && c == 2 && a >= 1", ps);
  const Region h = region_affine_hull(r);
  CHECK(region_is_subset(r, h));
  CHECK(region_is_equal(h, parse("a+b == 5 && c == 2", ps)));
  CHECK(region_is_universe(region_affine_hull(parse("a >= 1 || b >= 2", ps))));
}
