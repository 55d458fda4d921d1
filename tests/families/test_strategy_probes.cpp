// The strategy builder's far probes (families/toads_frogs/strategy_probes.h):
// each disjunct's least point moved `step` along the directions of one or
// two free parameters that stay in it. The expected points are worked out
// by hand below each region.
#include "families/toads_frogs/strategy_probes.h"
#include "symbolic/region.h"

#include <catch2/catch.hpp>

#include <algorithm>

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
