// region_widen, region_convex_hull, region_translates and region_affine_hull
// (symbolic/region.h), against the points of small boxes: the widening holds
// what grew and keeps what stayed, the translates are what stepping back
// finds, and the affine hull holds the region and is cut by its equalities.
#include "symbolic/region.h"
#include "tests/region_text.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <variant>

using namespace cgp;

using region_test::parse;

TEST_CASE("region_widen: a chain x == z-1, x == z-2 keeps x <= z-1 and drops the bound that moved", "[region]") {
  const std::vector<std::string> ps{"x", "z"};
  const Region old = parse("x == z-1 && z >= 3", ps);
  const Region grown = region_union(old, parse("x == z-2 && z >= 3", ps));
  const Region w = region_widen(old, grown);
  CHECK(region_is_subset(grown, w));
  // Every later link of the chain is inside, and nothing above x == z-1;
  // x keeps grown's least value, 1, as its lower bound.
  CHECK(region_is_subset(parse("x <= z-1 && z >= 3 && x >= 1", ps), w));
  CHECK(region_is_empty(region_intersect(w, parse("x == 0", ps))));
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

TEST_CASE("region_widen: a lower bound that moved is widened to grown's least value, not dropped", "[region]") {
  // The one-frog slice b = 9: a node on b >= 2 reached at b == 1 took in
  // b == 0 as well, where its claim is false.
  const std::vector<std::string> ps{"a", "b", "y"};
  const Region old = parse("y-8a-7b >= 4 && a >= 2 && b >= 2", ps);
  const Region grown = region_union(old, parse("y-8a-7b >= 4 && a >= 2 && b == 1", ps));
  const Region w = region_widen(old, grown);
  INFO(region_to_string(w));
  CHECK(region_is_subset(grown, w));
  CHECK(region_is_empty(region_intersect(w, parse("b == 0", ps))));
  CHECK(region_is_empty(region_intersect(w, parse("a <= 1", ps))));
  // Where grown reaches 0 the bound is gone: nothing below 0 to keep out.
  const Region to_zero = region_union(old, parse("y-8a-7b >= 4 && a >= 2 && b == 0", ps));
  CHECK(region_is_equal(region_widen(old, to_zero), parse("y-8a-7b >= 4 && a >= 2", ps)));
}

TEST_CASE("region_bound_below_as: the points of r at or above grown's least value in every parameter", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  const char* regions[] = {"a+b >= 3", "a%2 == 1", "true"};
  const char* grown[] = {"a >= 2 && b == 3", "(a == 1 && b >= 4) || (a >= 3 && b == 2)", "a == b", "a >= 1 && a <= 0"};
  for (const char* x : regions)
    for (const char* y : grown) {
      const Region r = parse(x, ps), g = parse(y, ps), w = region_bound_below_as(r, g);
      INFO(x << " bounded below as " << y << ": " << region_to_string(w));
      // The least values by brute force on a box that holds them.
      long least_a = 100, least_b = 100;
      for (const RegionPoint& p : region_points_in_box(g, 0, 9)) {
        least_a = std::min(least_a, p[0]);
        least_b = std::min(least_b, p[1]);
      }
      if (least_a == 100) least_a = least_b = 0;  // grown empty: r as it is
      for (long a = 0; a <= 9; ++a)
        for (long b = 0; b <= 9; ++b)
          CHECK(region_contains(w, RegionPoint{a, b}) ==
                (region_contains(r, RegionPoint{a, b}) && a >= least_a && b >= least_b));
    }
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

TEST_CASE("region_widen: a residue that old and all of grown have is kept, and the bound that moved is dropped", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  const Region old = parse("a%2 == 0 && a <= 4 && b == 1", ps);
  const Region grown = region_union(old, parse("a%2 == 0 && a >= 6 && a <= 8 && b == 1", ps));
  const Region w = region_widen(old, grown);
  INFO(region_to_string(w));
  CHECK(region_is_equal(w, parse("a%2 == 0 && b == 1", ps)));
  // With old's hull given, the same widening.
  CHECK(region_is_equal(region_widen_by_hull(old, region_convex_hull(old), grown), w));
}

TEST_CASE("region_convex_hull: one conjunction that holds the region", "[region]") {
  const std::vector<std::string> ps{"a", "b"};
  const char* regions[] = {"(a == 0 && b == 0) || (a == 2 && b == 2)", "a%3 == 1 && a <= 10 && b <= a",
                           "(a <= 2 && b >= 5) || (a >= 4 && b <= 1)", "a >= 1 && a <= 0"};
  for (const char* x : regions) {
    const Region r = parse(x, ps), h = region_convex_hull(r);
    INFO(x << ": " << region_to_string(h));
    CHECK(region_is_subset(r, h));
    CHECK(region_conjunctions(h).size() <= 1);
    // The hull of the two points is their segment: every point of it, and nothing off the line.
    if (x == regions[0]) CHECK(region_is_equal(h, parse("a == b && a <= 2", ps)));
  }
}

TEST_CASE("region_convex_hull_within: the hull within the quota, nullopt past it, and isl usable after", "[region]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const Region r = parse("(a%2 == 0 && b == 1 && c <= 5) || (a%3 == 1 && b >= 2 && c == a) || (a+b+c)%4 == 1 && a <= 9", ps);
  const std::optional<Region> whole = region_convex_hull_within(r, 100'000'000);
  REQUIRE(whole);
  CHECK(region_is_equal(*whole, region_convex_hull(r)));
  CHECK_FALSE(region_convex_hull_within(r, 10));
  // The quota is the hull's alone: what follows runs without it.
  CHECK(region_is_subset(r, region_convex_hull(r)));
  CHECK(region_is_equal(region_union(r, parse("a == 100", ps)), region_union(parse("a == 100", ps), r)));
}

TEST_CASE("region_subtract_within: the difference within the quota, nullopt past it, and isl usable after", "[region]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const Region x = parse("(a%3 == 1 && b <= 7) || (b-c)%3 == 2 && a >= 2", ps);
  const Region y = parse("(a+b)%3 == 0 || c >= 4 && a <= 6", ps);
  const std::optional<Region> d = region_subtract_within(x, y, 100'000'000);
  REQUIRE(d);
  CHECK(region_is_equal(*d, region_subtract(x, y)));
  // Independently: a point of x off y is in it, a point of y is not.
  CHECK(region_contains(*d, {{"a", 4}, {"b", 1}, {"c", 0}}));        // a%3 == 1, b <= 7; (a+b)%3 == 2, c < 4
  CHECK_FALSE(region_contains(*d, {{"a", 4}, {"b", 1}, {"c", 9}}));  // in y: c >= 4 && a <= 6
  CHECK_FALSE(region_contains(*d, {{"a", 4}, {"b", 2}, {"c", 0}}));  // in y: (a+b)%3 == 0
  CHECK_FALSE(region_subtract_within(x, y, 10));
  // The quota is the subtraction's alone: what follows runs without it.
  CHECK(region_is_equal(region_subtract(x, y), *d));
}

TEST_CASE("region_affine_hull: the equalities of a region", "[region]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const Region r = parse("a+b == 5 && c == 2 && a >= 1", ps);
  const Region h = region_affine_hull(r);
  CHECK(region_is_subset(r, h));
  CHECK(region_is_equal(h, parse("a+b == 5 && c == 2", ps)));
  CHECK(region_is_universe(region_affine_hull(parse("a >= 1 || b >= 2", ps))));
}

TEST_CASE("region_translates: a point is in it when some n >= 0 steps back lands in the region", "[region]") {
  const std::vector<std::string> ps{"a", "b", "c"};
  const char* regions[] = {"a == 1 && b >= 2 && b <= 4 && c == 0", "a+b == 5 && c%2 == 1", "a == b && c <= 2",
                           "a == 2 && b == 1 && c == 3"};
  const std::vector<std::vector<long>> steps{{1, 0, 2}, {0, 1, -1}, {2, 2, 0}, {-1, 1, 1}};
  for (const char* text : regions)
    for (const std::vector<long>& step : steps) {
      const Region r = parse(text, ps);
      const Region chain = region_translates(r, step);
      INFO(text << " by " << step[0] << "," << step[1] << "," << step[2] << ": " << region_to_string(chain));
      // Brute force on a box: x is in the chain iff x - n*step is in r for
      // some n >= 0 (r lies in the natural domain: a point below 0 is not).
      for (long a = 0; a <= 8; ++a)
        for (long b = 0; b <= 8; ++b)
          for (long c = 0; c <= 8; ++c) {
            bool reached = false;
            for (long n = 0; n <= 20 && !reached; ++n) {
              const RegionPoint back{a - n * step[0], b - n * step[1], c - n * step[2]};
              if (back[0] >= 0 && back[1] >= 0 && back[2] >= 0) reached = region_contains(r, back);
            }
            CHECK(region_contains(chain, RegionPoint{a, b, c}) == reached);
          }
    }
  CHECK_THROWS_AS(region_translates(parse("a == 1", ps), {1, 0}), std::invalid_argument);
}
