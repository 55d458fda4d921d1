// Band coordinates (prover/band_coordinates.h): which domains are bands, and
// the change of coordinates against brute force: a point is in the domain
// exactly when its band image is in the band domain, the two maps are
// inverse, and a value carried over is the same game at corresponding points.
#include "prover/band_coordinates.h"

#include "symbolic/game_store.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

}  // namespace

TEST_CASE("a band is one inequality across parameters that rises along one and falls along another", "[band]") {
  const std::vector<std::string> abcd{"a", "b", "c", "d"};
  for (const char* text : {"true", "a>=1", "a>=1 && b>=2", "a+b>=3", "d>=a || c>=b", "d>=a && c>=b", "d>=a+b && d<=a+b+4",
                           "2d>=a+b"})
    CHECK_FALSE(band_coordinates(region_test::parse(text, abcd), abcd));
  const auto b21 = band_coordinates(region_test::parse("d+2>=a+b+c", abcd), abcd);
  REQUIRE(b21);
  CHECK(b21->param == "d");
  const auto with_bound = band_coordinates(region_test::parse("a>=c+d+1 && b>=2", abcd), abcd);
  REQUIRE(with_bound);
  CHECK(with_bound->param == "a");
}

TEST_CASE("band coordinates map the domain onto the band domain, and back", "[band]") {
  const std::vector<std::string> abcd{"a", "b", "c", "d"};
  for (const char* text : {"d+2>=a+b+c", "d>=a+b+c+1", "a>=c+d+1 && b>=2", "c-a+3>=0"}) {
    CAPTURE(text);
    const Region domain = region_test::parse(text, abcd);
    const auto band = band_coordinates(domain, abcd);
    REQUIRE(band);
    const Region in_band = band_region(domain, band->to_original, abcd);
    for (const RegionPoint& x : region_points_in_box(region_test::parse("true", abcd), 0, 6)) {
      const ParamValues at = region_point_values(domain, x);
      const ParamValues y = band_point(band->to_band, at);
      CHECK(band_point(band->to_original, y) == at);
      if (y.at(band->param) < 0) {  // the slack is negative exactly off the band
        CHECK_FALSE(region_contains(domain, at));
        continue;
      }
      CHECK(region_contains(domain, at) == region_contains(in_band, y));
    }
    // A value written in band coordinates, carried back, is the same game at
    // corresponding points.
    GameStore& store = GameStore::instance();
    const SymGame v = std::get<SymGame>(sym_game_parse("{2" + band->param + "+a|b-c}"));
    const SymGame back = band_value(v, band->to_band);
    for (const RegionPoint& x : region_points_in_box(domain, 0, 5)) {
      const ParamValues at = region_point_values(domain, x);
      CHECK(sym_game_instantiate(store, back, at) == sym_game_instantiate(store, v, band_point(band->to_band, at)));
    }
  }
}
