// The strategy builder's far probes (families/toads_frogs/strategy_probes.h):
// each disjunct's least point moved `step` along the directions of one or
// two free parameters that stay in it. The expected points are worked out
// by hand below each region.
#include "families/toads_frogs/strategy_probes.h"
#include "symbolic/region.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <stdexcept>

using namespace cgp;

namespace {

std::vector<ParamValues> far_sorted(const char* text, const std::vector<std::string>& free, long step) {
  const auto r = region_parse(text, {"a", "c", "y1"});
  if (const auto* e = std::get_if<ParseError>(&r)) FAIL(text << ": " << e->message);
  std::vector<ParamValues> out = tf_probe_far(std::get<Region>(r), free, step);
  std::sort(out.begin(), out.end());
  return out;
}

ParamValues at(long a, long c, long y1) { return ParamValues{{"a", a}, {"c", c}, {"y1", y1}}; }

}  // namespace

TEST_CASE("tf_probe_far: the least point of each disjunct moved along the directions that stay in it",
          "[families][strategy]") {
  // y1 == a+c, a >= 2, c >= 1: the least sum 2a+2c is at (2, 1, 3). A
  // direction must keep y1 - a - c, so it moves y1 with a or with c, up:
  // (14, 1, 15) and (2, 13, 15). Down leaves a >= 2 or c >= 1.
  const char* line = "a>=2 && c>=1 && y1==a+c";
  CHECK(far_sorted(line, {"a", "c", "y1"}, 12) == std::vector<ParamValues>{at(2, 13, 15), at(14, 1, 15)});
  // Only the directions of free parameters: without c, (2, 13, 15) goes.
  CHECK(far_sorted(line, {"a", "y1"}, 12) == std::vector<ParamValues>{at(14, 1, 15)});
  // A single free parameter cannot keep the equality.
  CHECK(far_sorted(line, {"c"}, 12).empty());
  CHECK(far_sorted(line, {}, 12).empty());
  // A second disjunct a == 0, y1 == 0, c >= 5: its least point (0, 5, 0)
  // moves along c only, to (0, 17, 0).
  CHECK(far_sorted("(a>=2 && c>=1 && y1==a+c) || (a==0 && y1==0 && c>=5)", {"a", "c", "y1"}, 12) ==
        std::vector<ParamValues>{at(0, 17, 0), at(2, 13, 15), at(14, 1, 15)});
  // A bounded region holds no point 12 away from its least.
  CHECK(far_sorted("a<=3 && c<=3 && y1<=3", {"a", "c", "y1"}, 12).empty());
  // A residue stays when the step is its multiple: a%2 == 1 from (1, 0, 0)
  // along a to (13, 0, 0), along c to (1, 12, 0), along y1 to (1, 0, 12),
  // and along the pairs of them with both up.
  CHECK(far_sorted("a%2==1", {"a", "c", "y1"}, 12) ==
        std::vector<ParamValues>{at(1, 0, 12), at(1, 12, 0), at(1, 12, 12), at(13, 0, 0), at(13, 0, 12),
                                 at(13, 12, 0)});
  // With a step of 3 the residue is broken along a, not along c or y1.
  CHECK(far_sorted("a%2==1", {"a", "c", "y1"}, 3) == std::vector<ParamValues>{at(1, 0, 3), at(1, 3, 0), at(1, 3, 3)});
}

namespace {

// Every point of r with coordinates in [0, 20] and sum at most `bound`, by
// brute force over the box (region_contains at each point).
std::vector<RegionPoint> brute_points(const Region& r, long bound) {
  std::vector<RegionPoint> out;
  for (long a = 0; a <= 20; ++a)
    for (long c = 0; c <= 20; ++c)
      for (long y = 0; y <= 20; ++y)
        if (a + c + y <= bound && region_contains(r, {a, c, y})) out.push_back({a, c, y});
  return out;
}

}  // namespace

TEST_CASE("tf_probe_nearest: a smaller sum drawn from one scan is the points a scan of its own lists",
          "[families][strategy]") {
  // Least sums 3, 0, 1 and 4; residues, two disjuncts and a line in y1.
  for (const char* text : {"a>=2 && c>=1 && y1==a+c", "a%2==1 || (c%3==0 && y1>=2)", "a+c<=6 && y1==2c+1",
                           "(a==0 && y1==0 && c>=4) || (a>=1 && c>=a && y1<=c)"}) {
    INFO(text);
    const Region r = std::get<Region>(region_parse(text, {"a", "c", "y1"}));
    const std::optional<RegionPoint> least = region_least_by_sum(r);
    REQUIRE(least);
    const long sum = (*least)[0] + (*least)[1] + (*least)[2];
    const TfProbeScan scan = tf_probe_scan(r, 8);
    REQUIRE(scan.complete);
    for (long extra = 0; extra <= 8; ++extra) {
      // The same points as a scan up to that sum alone, in the same order,
      // for a count that keeps them all and for counts that drop some.
      for (const std::size_t count : {std::size_t{1}, std::size_t{5}, std::size_t{4000}})
        CHECK(tf_probe_nearest(scan, r, extra, count) == tf_probe_near_least(r, extra, count));
      // And, as a set, every point of r up to that sum (none exceeds 20).
      std::vector<RegionPoint> got = tf_probe_nearest(scan, r, extra, 4000);
      std::sort(got.begin(), got.end());
      CHECK(got == brute_points(r, sum + extra));
    }
    CHECK_THROWS_AS(tf_probe_nearest(scan, r, 9, 10), std::invalid_argument);
  }
  // An empty region has no least point and no probes.
  const Region none = std::get<Region>(region_parse("a>=1 && a<=0", {"a", "c", "y1"}));
  CHECK(tf_probe_nearest(tf_probe_scan(none, 8), none, 2, 10).empty());
}
